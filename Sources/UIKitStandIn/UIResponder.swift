/// The base of everything that can hold the keyboard focus.
@MainActor
open class UIResponder: NSObject {
  open var canBecomeFirstResponder: Bool { false }

  open var isFirstResponder: Bool { false }

  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  @discardableResult
  open func resignFirstResponder() -> Bool { true }
}
