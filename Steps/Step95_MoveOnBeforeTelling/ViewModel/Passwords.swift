/// What the three fields hold at Submit or Return: one value, so that they travel together.
public struct Passwords: Equatable, Sendable {
  public var old: String
  public var new: String
  public var confirmation: String

  public init(old: String, new: String, confirmation: String) {
    self.old = old
    self.new = new
    self.confirmation = confirmation
  }
}
