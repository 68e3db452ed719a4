/// An alert the presenter asks its view to show: the message, and what OK does once the alert has
/// gone. The view draws it and runs `onOK`; it never decides what OK does.
public struct PasswordAlert {
  public let message: String
  public let onOK: @MainActor () -> Void

  public init(message: String, onOK: @escaping @MainActor () -> Void) {
    self.message = message
    self.onOK = onOK
  }
}
