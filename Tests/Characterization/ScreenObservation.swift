import KataTestSupport
@_spi(Testing) import UIKitStandIn

/// Everything a person or the service can observe of a screen at one moment: what each control
/// shows, what is presented, whether the screen is still up, and the requests sent. Two steps
/// that behave alike observe alike after every event. Kept as plain values, so that comparing
/// two is cheap; `facts` spells them out only when they differ.
@MainActor
struct ScreenObservation: Equatable {
  struct Field: Equatable {
    let text: String?
    let isFirstResponder: Bool
    let isOnScreen: Bool
  }

  struct Fact: Equatable {
    let expression: String
    let value: String
  }

  /// What the screen shows, while it is on display: nil once it has gone, when no person can
  /// see what a step leaves on it, and steps may rightly differ (one whose update pass draws
  /// no more, one that sets its views at once).
  private let shown: Shown?
  private let isDismissed: Bool
  private let wasDismissalAnimated: Bool
  private let requests: [MockPasswordChanger.Request]
  private let hasPendingRequest: Bool

  /// `readingLabels`: whether the texts of the screen's labels count too, as a feature's lockstep
  /// net reads them; the main path's screens have no label.
  init(
    _ parts: ScreenParts, host: ScreenHost, service: MockPasswordChanger,
    readingLabels: Bool = false
  ) {
    isDismissed = host.isScreenDismissed
    wasDismissalAnimated = host.wasDismissalAnimated
    requests = service.requests
    hasPendingRequest = service.hasPendingRequest
    shown = isDismissed ? nil : Shown(parts, readingLabels: readingLabels)
  }

  /// Everything a person sees of a screen on display.
  @MainActor
  private struct Shown: Equatable {
    let fields: [Field]
    let title: String?
    let isCancelEnabled: Bool
    let isCancelTheLeftItem: Bool
    let isSubmitEnabled: Bool
    let submitTitle: String?
    let background: UIColor?
    let isBlurShown: Bool
    let isSpinnerShown: Bool
    let isSpinnerAnimating: Bool?
    let subviewRoles: [String]
    let layout: [String]
    let isPresenting: Bool
    let alertTitle: String?
    let alertMessage: String?
    let alertActions: [String?]?
    let preferredAction: String??
    let labelTexts: [String?]?

    init(_ parts: ScreenParts, readingLabels: Bool) {
      let screen = parts.screen
      let view = screen.view
      fields = [
        parts.oldPasswordTextField, parts.newPasswordTextField, parts.confirmPasswordTextField,
      ]
      .map {
        Field(
          text: $0.text, isFirstResponder: $0.isFirstResponder,
          isOnScreen: view.map($0.isDescendant) ?? false)
      }
      title = screen.navigationItem.title
      isCancelEnabled = parts.cancelBarButton.isEnabled
      isCancelTheLeftItem = screen.navigationItem.leftBarButtonItem === parts.cancelBarButton
      isSubmitEnabled = parts.submitButton.isEnabled
      submitTitle = parts.submitButton.title(for: .normal)
      background = view?.backgroundColor
      isBlurShown = parts.blurView.superview === view
      isSpinnerShown = parts.activityIndicator.superview === view
      isSpinnerAnimating = (parts.activityIndicator as? UIActivityIndicatorView)?.isAnimating
      subviewRoles = view?.subviews.map { role(of: $0, in: parts) } ?? []
      layout = activeConstraints(in: parts).sorted()
      isPresenting = screen.presentedViewController != nil
      let alert = screen.presentedViewController as? UIAlertController
      alertTitle = alert?.title
      alertMessage = alert?.message
      alertActions = alert?.actions.map(\.title)
      preferredAction = alert.map { $0.preferredAction?.title }
      labelTexts = readingLabels ? view.map(labels(in:))?.map(\.text) : nil
    }
  }

  /// Each observation as the expression a characterization test would read, and its value.
  var facts: [Fact] {
    var facts: [Fact] = []
    func note(_ expression: String, _ value: String) {
      facts.append(Fact(expression: expression, value: value))
    }
    if let shown {
      for (name, field) in zip(
        ["oldPasswordTextField", "newPasswordTextField", "confirmPasswordTextField"], shown.fields)
      {
        note("sut.\(name).text", literal(field.text))
        note("sut.\(name).isFirstResponder", "\(field.isFirstResponder)")
        note("sut.\(name).isDescendant(of: sut.view)", "\(field.isOnScreen)")
      }
      note("sut.navigationItem.title", literal(shown.title))
      note("sut.cancelBarButton.isEnabled", "\(shown.isCancelEnabled)")
      note(
        "sut.navigationItem.leftBarButtonItem === sut.cancelBarButton",
        "\(shown.isCancelTheLeftItem)")
      note("sut.submitButton.isEnabled", "\(shown.isSubmitEnabled)")
      note("sut.submitButton.title(for: .normal)", literal(shown.submitTitle))
      note("sut.view.backgroundColor", shown.background.map(Self.colorName) ?? "nil")
      note("sut.blurView.superview === sut.view", "\(shown.isBlurShown)")
      note("sut.activityIndicator.superview === sut.view", "\(shown.isSpinnerShown)")
      note(
        "sut.activityIndicator.isAnimating", shown.isSpinnerAnimating.map { "\($0)" } ?? "nil")
      note("sut.subviewRoles", "[" + shown.subviewRoles.map(literal).joined(separator: ", ") + "]")
      note("sut.layout().sorted()", "[" + shown.layout.map(literal).joined(separator: ", ") + "]")
      note("sut.presentedViewController != nil", "\(shown.isPresenting)")
      note("sut.presentedAlert?.title", literal(shown.alertTitle))
      note("sut.presentedAlert?.message", literal(shown.alertMessage))
      note(
        "sut.presentedAlert?.actions.map(\\.title)",
        shown.alertActions.map { "[" + $0.map(literal).joined(separator: ", ") + "]" } ?? "nil")
      note(
        "sut.presentedAlert?.preferredAction?.title", shown.preferredAction.map(literal) ?? "nil")
    }
    note("sut.host.isScreenDismissed", "\(isDismissed)")
    note("sut.host.wasDismissalAnimated", "\(wasDismissalAnimated)")
    note(
      "sut.passwordChanger.requests.map(\\.description)",
      "[" + requests.map { literal($0.description) }.joined(separator: ", ") + "]")
    note("sut.passwordChanger.hasPendingRequest", "\(hasPendingRequest)")
    if let labelTexts = shown?.labelTexts {
      note("sut.labelTexts", "[" + labelTexts.map(literal).joined(separator: ", ") + "]")
    }
    return facts
  }

  /// The facts that differ, each with this observation's value and the other's: those both
  /// screens show, since a screen that has gone shows nothing.
  func differences(
    from other: ScreenObservation
  ) -> [(expression: String, mine: String, theirs: String)] {
    let theirs = Dictionary(other.facts.map { ($0.expression, $0.value) }) { first, _ in first }
    return facts.compactMap { mine in
      guard let their = theirs[mine.expression], their != mine.value else { return nil }
      return (mine.expression, mine.value, their)
    }
  }

  private func literal(_ text: String?) -> String {
    text.map(LockstepNet.quoted) ?? "nil"
  }

  private static func colorName(_ color: UIColor) -> String {
    switch color {
    case .systemBackground: ".systemBackground"
    case .white: ".white"
    case .clear: ".clear"
    default: "\(color)"
    }
  }
}

/// Every active constraint installed in the screen's view tree, as an equation of parts: "blur.top
/// == view.top", "UIStackView.top == safeArea.top + 24", "submit.height == 44".
@MainActor
func activeConstraints(in parts: ScreenParts) -> [String] {
  guard let root = parts.screen.viewIfLoaded else { return [] }
  func name(_ item: AnyObject?) -> String? {
    switch item {
    case let view as UIView: view === root ? "view" : role(of: view, in: parts)
    case let guide as UILayoutGuide where guide.owningView === root: "safeArea"
    case is UILayoutGuide: "a layout guide"
    default: nil
    }
  }
  // Spelled out, not printed: printing an enum reflects on it, and the lockstep net reads every
  // constraint after every event (printing took a quarter of the exercise's test run).
  func name(_ attribute: NSLayoutConstraint.Attribute) -> String {
    switch attribute {
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .notAnAttribute: "notAnAttribute"
    }
  }
  func equation(_ constraint: NSLayoutConstraint) -> String {
    let left = (name(constraint.firstItem) ?? "nil") + "." + name(constraint.firstAttribute)
    let number = Int(constraint.constant)
    guard let right = name(constraint.secondItem) else { return "\(left) == \(number)" }
    let side = right + "." + name(constraint.secondAttribute)
    switch number {
    case 0: return "\(left) == \(side)"
    case ..<0: return "\(left) == \(side) - \(-number)"
    default: return "\(left) == \(side) + \(number)"
    }
  }
  var found: [String] = []
  var views = [root]
  while let view = views.popLast() {
    found += view.constraints.map(equation)
    views += view.subviews
  }
  return found
}

/// What a view is on the screen, by the name of its part: the order of a screen's subviews says
/// what covers what.
@MainActor
func role(of view: UIView, in parts: ScreenParts) -> String {
  // Compared one by one, not through a list of pairs: the lockstep net asks after every event.
  if view === parts.oldPasswordTextField { return "old" }
  if view === parts.newPasswordTextField { return "new" }
  if view === parts.confirmPasswordTextField { return "confirmation" }
  if view === parts.submitButton { return "submit" }
  if view === parts.blurView { return "blur" }
  if view === parts.activityIndicator { return "spinner" }
  return "\(type(of: view))"
}

/// Every label in the view tree, depth first, each view's subviews in their order. Public for a
/// feature's tests, which find the label it adds.
@MainActor
public func labels(in root: UIView) -> [UILabel] {
  var found: [UILabel] = []
  func visit(_ view: UIView) {
    if let label = view as? UILabel { found.append(label) }
    view.subviews.forEach(visit)
  }
  visit(root)
  return found
}
