@_spi(Testing) import UIKitStandIn

/// The parts of a Change Password screen that a scenario touches and a transcript names.
@MainActor
public final class ScreenParts {
  public let screen: UIViewController
  public let oldPasswordTextField: UITextField
  public let newPasswordTextField: UITextField
  public let confirmPasswordTextField: UITextField
  public let submitButton: UIButton
  public let cancelBarButton: UIBarButtonItem
  public let blurView: UIView
  public let activityIndicator: UIView

  public init(
    screen: UIViewController, oldPasswordTextField: UITextField,
    newPasswordTextField: UITextField, confirmPasswordTextField: UITextField,
    submitButton: UIButton, cancelBarButton: UIBarButtonItem, blurView: UIView,
    activityIndicator: UIView
  ) {
    self.screen = screen
    self.oldPasswordTextField = oldPasswordTextField
    self.newPasswordTextField = newPasswordTextField
    self.confirmPasswordTextField = confirmPasswordTextField
    self.submitButton = submitButton
    self.cancelBarButton = cancelBarButton
    self.blurView = blurView
    self.activityIndicator = activityIndicator
  }

  func field(_ field: ScenarioField) -> UITextField {
    switch field {
    case .old: oldPasswordTextField
    case .new: newPasswordTextField
    case .confirmation: confirmPasswordTextField
    }
  }

  /// Names every part by its role, so that the transcript reads "new.text", whatever the
  /// step calls its types.
  func name(in transcript: Transcript) {
    transcript.name(screen, as: "screen")
    transcript.name(oldPasswordTextField, as: "old")
    transcript.name(newPasswordTextField, as: "new")
    transcript.name(confirmPasswordTextField, as: "confirmation")
    transcript.name(submitButton, as: "submit")
    transcript.name(cancelBarButton, as: "cancel")
    transcript.name(blurView, as: "blur")
    transcript.name(activityIndicator, as: "spinner")
  }
}

/// Plays a scenario against a fresh screen and writes down everything observable, event by
/// event. The transcript is what a golden master compares.
@MainActor
public enum ScenarioPlayer {
  /// Plays `scenario` on the screen that `makeScreen` builds around the given service. After the
  /// screen loads and after each event, `observe` sees the screen, or nil once it is released:
  /// the storyboard draws it there.
  public static func transcript(
    of scenario: Scenario, makeScreen: (MockPasswordChanger) -> ScreenParts,
    observe: (ScreenParts?) -> Void = { _ in }
  ) -> [String] {
    let service = MockPasswordChanger()
    let recorder = Transcript()
    var blocks: [[Transcript.Line]] = []
    var host: ScreenHost? = ScreenHost()
    recorder.name(host!.host, as: "host")
    var parts: ScreenParts? = makeScreen(service)
    parts?.name(in: recorder)
    let screen = Weak(parts?.screen)
    recorder.recording {
      if let host, let parts { host.present(parts.screen) }
    }
    blocks.append([.event("screen loads")] + recorder.lines)
    observe(parts)
    for event in scenario.events {
      let before = recorder.lines.count
      // A screen dismissed before the event is out of sight: what a step still changes on it no
      // person sees, and steps may rightly differ there (one whose update pass no longer runs,
      // one that sets its views at once), so only its effects count.
      let wasGone = host?.isScreenDismissed == true
      recorder.recording {
        play(event, service: service, host: &host, parts: &parts)
      }
      var block =
        [Transcript.Line.event("\(event)")]
        + recorder.lines[before...].filter { !wasGone || !$0.isChange }
      if event == .releaseScreen {
        block.append(.effect(screen.value == nil ? "screen deallocated" : "screen still alive"))
      }
      blocks.append(block)
      observe(parts)
    }
    return blocks.flatMap(Self.netChanges).map(\.description)
  }

  /// Plays one event: a person's action on the screen in `parts`, or the service's answer.
  /// Releasing the screen lets go of the host and the parts.
  public static func play(
    _ event: ScenarioEvent, service: MockPasswordChanger, host: inout ScreenHost?,
    parts: inout ScreenParts?
  ) {
    switch event {
    case .serviceSucceeds: service.succeed()
    case .serviceFails(let message): service.fail(message: message)
    case .releaseScreen:
      host = nil
      parts = nil
    default:
      guard let current = parts else { return }
      switch event {
      case .type(let text, let field): User.type(text, into: current.field(field))
      case .autoFill(let text, let field): User.autoFill(text, into: current.field(field))
      case .moveFocus(let field): User.moveFocus(to: current.field(field))
      case .pressReturn(let field): User.pressReturn(in: current.field(field))
      case .tapSubmit: User.tap(current.submitButton)
      case .tapCancel: User.tap(current.cancelBarButton)
      case .tapOK: User.tapAlertButton("OK", on: current.screen)
      case .hideKeyboard: User.hideKeyboard(on: current.screen)
      case .pressHardwareReturn: User.pressHardwareReturn(on: current.screen)
      case .swipeDown: User.swipeDown(on: current.screen)
      case .abandonSwipeDown: User.abandonSwipeDown(on: current.screen)
      case .typeKeys(let text, let field): User.typeKeys(text, into: current.field(field))
      case .deleteBackward(let field): User.deleteBackward(in: current.field(field))
      case .acceptStrongPassword(let text):
        User.acceptStrongPassword(
          text, into: current.newPasswordTextField, and: current.confirmPasswordTextField)
      default: break
      }
    }
  }

  /// What a person sees once an event has been handled: the effects (requests, alerts,
  /// dismissals) in the order they happened, then each property that ended the event with a
  /// value other than the one it started with, from the first to the last, in a fixed order.
  /// UIKit draws once per event, so the order in which one event's properties were set, and
  /// values set and then set back, cannot be seen.
  static func netChanges(_ block: [Transcript.Line]) -> [Transcript.Line] {
    guard let heading = block.first else { return [] }
    var effects: [Transcript.Line] = []
    // An event changes a handful of properties: a list is quicker than a dictionary here.
    var changes: [NetChange] = []
    for line in block.dropFirst() {
      guard case .change(let subject, let property, let from, let to) = line else {
        effects.append(line)
        continue
      }
      let key = subject + "." + property
      if let index = changes.firstIndex(where: { $0.key == key }) {
        changes[index].to = to
      } else {
        changes.append(
          NetChange(key: key, subject: subject, property: property, from: from, to: to))
      }
    }
    let net = changes.filter { $0.from != $0.to }.sorted { $0.key < $1.key }
    return [heading] + effects
      + net.map { .change(of: $0.subject, property: $0.property, from: $0.from, to: $0.to) }
  }
}

/// A property's first and last value in one event.
private struct NetChange {
  let key: String
  let subject: String
  let property: String
  let from: String
  var to: String
}

/// Holds an object without keeping it alive, to see whether it was released.
private struct Weak {
  weak var value: AnyObject?

  init(_ value: AnyObject?) {
    self.value = value
  }
}

extension Transcript.Line {
  /// Whether the line is a property's change, not an event or an effect.
  var isChange: Bool {
    if case .change = self { true } else { false }
  }
}
