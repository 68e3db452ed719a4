// What the view does that the shared suite cannot see: it tells whoever presented the screen
// how the screen ended, once the screen has gone; it hides from VoiceOver what the blur covers;
// and it draws below iOS 26, which off iOS only these tests choose. A test given a way runs
// on a screen drawn each way.

import KataTestSupport
import Step95ViewModel
import Testing
import UIKitStandIn

@testable import Step95

@MainActor
@Suite("Step95: the Change Password view controller")
struct ChangePasswordViewControllerTests {
  let service = MockPasswordChanger()
  let presenter = Presenter()
  let scheduler = Scheduler()

  @Test(
    "Whoever presented the screen hears that it was cancelled, once it has gone",
    arguments: Way.allCases)
  func cancelIsTold(_ way: Way) {
    let sut = makeSUT(way)

    User.tap(sut.cancelBarButton)

    #expect(presenter.told.map(\.outcome) == [.cancelled])
    #expect(presenter.told.map(\.gone) == [true])
  }

  @Test(
    "Whoever presented the screen hears that the password changed, once it has gone",
    arguments: Way.allCases)
  func changeIsTold(_ way: Way) {
    let sut = makeSUT(way)
    User.type("old123", into: sut.oldPasswordTextField)
    User.type("new456", into: sut.newPasswordTextField)
    User.type("new456", into: sut.confirmPasswordTextField)
    User.tap(sut.submitButton)
    service.succeed()

    User.tapAlertButton("OK", on: sut)

    #expect(presenter.told.map(\.outcome) == [.changed])
    #expect(presenter.told.map(\.gone) == [true])
  }

  @Test("A pending request does not keep the screen alive", arguments: Way.allCases)
  func released(_ way: Way) {
    weak var released: ChangePasswordViewController?
    do {
      let sut = ChangePasswordViewController(
        passwordChanger: service, securityToken: "TOKEN",
        onEnd: { _ in }, drawing: way.drawing(scheduler))
      let host = ScreenHost(presenting: sut)
      submitValidForm(on: sut)
      released = sut
      _ = host
    }

    #expect(service.hasPendingRequest)
    #expect(released == nil)
  }

  @Test("The app's initializer tells whoever presented the screen that it was cancelled")
  func appCancelIsTold() {
    let sut = makeSUTAsTheAppDoes()

    User.tap(sut.cancelBarButton)

    #expect(presenter.told.map(\.outcome) == [.cancelled])
  }

  @Test("The app's initializer tells whoever presented the screen that the password changed")
  func appChangeIsTold() {
    let sut = makeSUTAsTheAppDoes()
    submitValidForm(on: sut)
    service.succeed()

    User.tapAlertButton("OK", on: sut)

    #expect(presenter.told.map(\.outcome) == [.changed])
  }

  @Test(
    "A valid submit lays the blur and the activity indicator over the screen and disables Cancel",
    arguments: Way.allCases)
  func drawsTheWait(_ way: Way) {
    let sut = makeSUT(way)

    submitValidForm(on: sut)

    #expect(sut.blurView.superview === sut.view)
    #expect(sut.activityIndicator.isAnimating)
    #expect(!sut.cancelBarButton.isEnabled)
  }

  @Test(
    "OK after a failure takes the blur and the activity indicator away and enables Cancel",
    arguments: Way.allCases)
  func drawsAfterEachChange(_ way: Way) {
    let sut = makeSUT(way)
    submitValidForm(on: sut)
    service.fail(message: "Server unavailable")
    scheduler.runPending()
    #expect(sut.blurView.superview === sut.view)

    User.tapAlertButton("OK", on: sut)
    scheduler.runPending()

    #expect(sut.blurView.superview == nil)
    #expect(sut.activityIndicator.superview == nil)
    #expect(sut.cancelBarButton.isEnabled)
  }

  @Test(
    "Drawing again after success leaves the blur pinned by its four constraints",
    arguments: Way.allCases)
  func drawsTheBlurOnce(_ way: Way) {
    let sut = makeSUT(way)
    submitValidForm(on: sut)

    service.succeed()
    scheduler.runPending()

    #expect(!sut.activityIndicator.isAnimating)
    #expect(sut.view.constraints.filter { $0.firstItem === sut.blurView }.count == 4)
  }

  @Test(
    "While the request is on its way, VoiceOver reaches neither the fields nor Submit",
    arguments: Way.allCases)
  func voiceOverSkipsTheCoveredForm(_ way: Way) {
    let sut = makeSUT(way)

    submitValidForm(on: sut)

    #expect(isHiddenFromVoiceOver(sut.oldPasswordTextField))
    #expect(isHiddenFromVoiceOver(sut.newPasswordTextField))
    #expect(isHiddenFromVoiceOver(sut.confirmPasswordTextField))
    #expect(isHiddenFromVoiceOver(sut.submitButton))
  }

  @Test(
    "While the request is on its way, VoiceOver still reaches the activity indicator",
    arguments: Way.allCases)
  func voiceOverReachesTheIndicator(_ way: Way) {
    let sut = makeSUT(way)

    submitValidForm(on: sut)

    #expect(sut.activityIndicator.window != nil)
    #expect(!isHiddenFromVoiceOver(sut.activityIndicator))
  }

  @Test(
    "Once OK takes a failure's alert away, VoiceOver reaches the fields again",
    arguments: Way.allCases)
  func voiceOverReachesTheFormAgain(_ way: Way) {
    let sut = makeSUT(way)
    submitValidForm(on: sut)
    service.fail(message: "Server unavailable")
    scheduler.runPending()

    User.tapAlertButton("OK", on: sut)
    scheduler.runPending()

    #expect(!isHiddenFromVoiceOver(sut.oldPasswordTextField))
  }

  /// Fills the form and taps Submit, then runs the draws the screen scheduled, as the main run
  /// loop would once the tap has been handled.
  private func submitValidForm(on sut: ChangePasswordViewController) {
    User.type("old123", into: sut.oldPasswordTextField)
    User.type("new456", into: sut.newPasswordTextField)
    User.type("new456", into: sut.confirmPasswordTextField)
    User.tap(sut.submitButton)
    scheduler.runPending()
  }

  /// VoiceOver skips a view when a view that contains it hides the accessibility elements it holds.
  private func isHiddenFromVoiceOver(_ view: UIView) -> Bool {
    sequence(first: view, next: { $0.superview }).dropFirst().contains {
      $0.accessibilityElementsHidden
    }
  }

  /// The screen, drawn the given way, presented, with `presenter` as whoever presented it.
  private func makeSUT(_ way: Way) -> ChangePasswordViewController {
    let sut = ChangePasswordViewController(
      passwordChanger: service, securityToken: "TOKEN",
      onEnd: { [presenter] in presenter.hear($0) }, drawing: way.drawing(scheduler))
    presenter.host = ScreenHost(presenting: sut)
    return sut
  }

  /// The screen as the app makes it, through the public initializer, which chooses how it draws.
  private func makeSUTAsTheAppDoes() -> ChangePasswordViewController {
    let sut = ChangePasswordViewController(
      passwordChanger: service, securityToken: "TOKEN",
      onEnd: { [presenter] in presenter.hear($0) })
    presenter.host = ScreenHost(presenting: sut)
    return sut
  }
}

/// The two ways the screen is asked to draw. Off iOS, `#available(iOS 26.0, *)` is always true,
/// so only a test makes a screen that draws as iOS 17 and 18 need.
enum Way: CaseIterable, CustomTestStringConvertible {
  /// As UIKit 26 asks: in `updateProperties()`, which the stand-in calls as each turn ends.
  case byUIKit26
  /// As below iOS 26: the screen draws itself, and hands each draw after a change to the test's
  /// scheduler, which the test runs where the main run loop would.
  case belowiOS26

  var testDescription: String {
    switch self {
    case .byUIKit26: "drawn by UIKit 26"
    case .belowiOS26: "drawn below iOS 26"
    }
  }

  @MainActor
  func drawing(_ scheduler: Scheduler) -> Drawing {
    switch self {
    case .byUIKit26: .inUpdateProperties
    case .belowiOS26:
      .observed(schedule: { work in MainActor.assumeIsolated { scheduler.pending.append(work) } })
    }
  }
}

/// Whoever presented the screen, as these tests play it: it hears how the screen ended, and
/// notes whether the screen had gone by then.
@MainActor
final class Presenter {
  var host: ScreenHost?
  private(set) var told: [(outcome: Outcome, gone: Bool)] = []

  func hear(_ outcome: Outcome) {
    told.append((outcome, host?.isScreenDismissed == true))
  }
}
