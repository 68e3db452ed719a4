import UIKitStandIn

/// The parts of a Change Password screen that a scenario touches and a transcript names.
@MainActor
public struct ScreenParts {
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

  /// Names every part, so that the transcript reads "new.text" rather than "UITextField.text".
  func nameForTranscript() {
    oldPasswordTextField.accessibilityIdentifier = "old"
    newPasswordTextField.accessibilityIdentifier = "new"
    confirmPasswordTextField.accessibilityIdentifier = "confirmation"
    submitButton.accessibilityIdentifier = "submit"
    cancelBarButton.accessibilityIdentifier = "cancel"
    blurView.accessibilityIdentifier = "blur"
    activityIndicator.accessibilityIdentifier = "spinner"
  }
}

/// Plays a scenario against a fresh screen and writes down everything observable, event by
/// event. The transcript is what a golden master compares.
@MainActor
public enum ScenarioPlayer {
  /// Plays `scenario` on the screen that `makeScreen` builds around the given service.
  public static func transcript(
    of scenario: Scenario, makeScreen: (MockPasswordChanger) -> ScreenParts
  ) -> [String] {
    let service = MockPasswordChanger()
    let recorder = Transcript()
    var blocks: [[String]] = []
    var parts: ScreenParts? = makeScreen(service)
    weak let screen = parts?.screen
    var host: ScreenHost?
    recorder.recording {
      parts?.nameForTranscript()
      host = parts.map { ScreenHost(presenting: $0.screen) }
    }
    blocks.append(["screen loads"] + recorder.lines)
    for event in scenario.events {
      let before = recorder.lines.count
      recorder.recording {
        play(event, on: parts, service: service, host: &host, parts: &parts)
      }
      var block = ["\(event)"] + recorder.lines[before...]
      if event == .releaseScreen {
        block.append(screen == nil ? "  screen deallocated" : "  screen still alive")
      }
      blocks.append(block)
    }
    _ = host
    return blocks.flatMap(Self.netChanges)
  }

  private static func play(
    _ event: ScenarioEvent, on current: ScreenParts?, service: MockPasswordChanger,
    host: inout ScreenHost?, parts: inout ScreenParts?
  ) {
    switch event {
    case .serviceSucceeds: service.succeed()
    case .serviceFails(let message): service.fail(message: message)
    case .releaseScreen:
      host = nil
      parts = nil
    default:
      guard let current else { return }
      switch event {
      case .type(let text, let field): User.type(text, into: current.field(field))
      case .moveFocus(let field): User.moveFocus(to: current.field(field))
      case .pressReturn(let field): User.pressReturn(in: current.field(field))
      case .tapSubmit: User.tap(current.submitButton)
      case .tapCancel: User.tap(current.cancelBarButton)
      case .tapOK: User.tapAlertButton("OK", on: current.screen)
      default: break
      }
    }
  }

  /// What a person sees once an event has been handled: each property's final value when it
  /// differs from the value before, in a fixed order, after the effects (requests, alerts,
  /// dismissals) in the order they happened. UIKit draws once per event, so the order in which
  /// one event's properties were set, and values set and then set back, cannot be seen.
  static func netChanges(_ block: [String]) -> [String] {
    guard let heading = block.first else { return [] }
    var effects: [String] = []
    var finalValues: [String: String] = [:]
    var firstValues: [String: String] = [:]
    var order: [String] = []
    for line in block.dropFirst() {
      guard line.hasPrefix("  "), !isEffect(line), let equals = line.range(of: " = ") else {
        effects.append(line)
        continue
      }
      let property = line[..<equals.lowerBound].trimmingPrefix("  ").description
      let value = String(line[equals.upperBound...])
      if finalValues[property] == nil {
        order.append(property)
        firstValues[property] = previousValue(of: property, firstChange: value)
      }
      finalValues[property] = value
    }
    let changed = order.filter { property in
      firstValues[property].map { $0 != finalValues[property] } ?? true
    }
    return [heading] + effects + changed.sorted().map { "  \($0) = \(finalValues[$0]!)" }
  }

  private static func isEffect(_ line: String) -> Bool {
    line.contains(".presented = ") || line.contains(".dismissed = ")
      || line.contains(".tapped = ") || line.hasPrefix("  service")
  }

  /// For the properties that toggle, the value before a change is the opposite of the change;
  /// for the others it is unknown, so any change counts.
  private static func previousValue(of property: String, firstChange value: String) -> String? {
    switch value {
    case "true": "false"
    case "false": "true"
    case "\"added\"": "\"removed\""
    case "\"removed\"": "\"added\""
    default: nil
    }
  }
}
