/// An alert for the view to show: the message, and what OK does once the alert has gone. Whoever
/// makes one decides what OK does, the presenter once it takes the alert over; the view draws it.
public struct PasswordAlert {
  public let message: String
  public let onOK: @MainActor () -> Void

  public init(message: String, onOK: @escaping @MainActor () -> Void) {
    self.message = message
    self.onOK = onOK
  }
}
