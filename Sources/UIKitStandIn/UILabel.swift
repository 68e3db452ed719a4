/// A view that shows one or more lines of read-only text.
@MainActor
open class UILabel: UIView {
  /// Unlike a text field's, a label's text reads back `nil` after being set to nil.
  open var text: String? {
    didSet { recordChange("text", from: oldValue, to: text) }
  }

  /// At most this many lines; 0 for as many as the text needs.
  open var numberOfLines = 1 {
    didSet { recordChange("numberOfLines", from: oldValue, to: numberOfLines) }
  }
}
