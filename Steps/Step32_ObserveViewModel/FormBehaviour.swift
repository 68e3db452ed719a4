import UIKitStandIn

/// The return key in a form: each field hands the keyboard to the next one, and the last one
/// submits. A behaviour object (seed 003) that knows the order, so the presenter does not.
@MainActor
final class FormBehaviour {
  private let fields: [UITextField]
  private let submit: () -> Void

  init(fields: [UITextField], submit: @escaping () -> Void) {
    self.fields = fields
    self.submit = submit
  }

  func returnKeyPressed(in field: UITextField) {
    guard let index = fields.firstIndex(where: { $0 === field }) else { return }
    let next = index + 1
    if next < fields.count {
      fields[next].becomeFirstResponder()
    } else {
      submit()
    }
  }
}
