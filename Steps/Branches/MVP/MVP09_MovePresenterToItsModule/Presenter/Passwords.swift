/// The three passwords as the user left them in the fields, read once, on Submit.
public struct Passwords: Equatable, Sendable {
  public let old: String
  public let new: String
  public let confirmation: String

  public init(old: String, new: String, confirmation: String) {
    self.old = old
    self.new = new
    self.confirmation = confirmation
  }
}
