// A user's swipe down on a sheet, as UIKit orders it: the feature that keeps the screen up while
// its request is on its way relies on these rules.

import KataTestSupport
import Testing
@_spi(Testing) import UIKitStandIn

@MainActor
@Suite("The stand-in's sheet and its swipe down")
struct SheetSwipeTests {
  let screen = UIViewController()
  let spy = PresentationDelegateSpy()
  let host: ScreenHost

  init() {
    host = ScreenHost(presenting: screen)
    screen.presentationController?.delegate = spy
  }

  @Test("A swipe asks whether it may dismiss, says it will, dismisses, then says it did")
  func finishedSwipe() {
    User.swipeDown(on: screen)

    #expect(spy.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    #expect(host.isScreenDismissed)
  }

  @Test("A swipe dismisses the sheet animated, under the finger")
  func swipeIsAnimated() {
    User.swipeDown(on: screen)

    #expect(host.wasDismissalAnimated)
  }

  @Test("A sheet that is modal in its presentation only hears of the attempt, and stays")
  func modalSheet() {
    screen.isModalInPresentation = true

    User.swipeDown(on: screen)

    #expect(spy.calls == ["didAttemptToDismiss"])
    #expect(!host.isScreenDismissed)
  }

  @Test("A delegate that refuses keeps the sheet, and hears of the attempt")
  func refusedSwipe() {
    spy.allowsDismissal = false

    User.swipeDown(on: screen)

    #expect(spy.calls == ["shouldDismiss", "didAttemptToDismiss"])
    #expect(!host.isScreenDismissed)
  }

  @Test("An abandoned swipe says it will dismiss, then springs back with no more messages")
  func abandonedSwipe() {
    User.abandonSwipeDown(on: screen)

    #expect(spy.calls == ["shouldDismiss", "willDismiss"])
    #expect(!host.isScreenDismissed)
  }

  @Test("A sheet with no delegate simply goes")
  func noDelegate() {
    screen.presentationController?.delegate = nil

    User.swipeDown(on: screen)

    #expect(host.isScreenDismissed)
  }

  @Test("Nothing can swipe the sheet while an alert is presented over it")
  func noSwipeUnderAnAlert() {
    screen.present(
      UIAlertController(title: nil, message: "M", preferredStyle: .alert), animated: true)

    User.swipeDown(on: screen)

    #expect(spy.calls.isEmpty)
    #expect(!host.isScreenDismissed)
  }

  @Test("Dismissing in code tells the delegate nothing")
  func dismissInCode() {
    screen.dismiss(animated: true)

    #expect(spy.calls.isEmpty)
  }

  @Test("A sheet already gone cannot be swiped again")
  func goneSheet() {
    User.swipeDown(on: screen)

    User.swipeDown(on: screen)

    #expect(spy.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
  }

  @Test("The presentation controller read before the presentation is the one that manages it")
  func samePresentationController() {
    let other = UIViewController()
    let before = other.presentationController

    let otherHost = ScreenHost(presenting: other)

    #expect(before === other.presentationController)
    #expect(before?.presentedViewController === other)
    _ = otherHost
  }

  @Test("The presentation controller does not keep its screen alive")
  func noCycle() {
    weak var released: UIViewController?
    do {
      let other = UIViewController()
      other.presentationController?.delegate = spy
      released = other
    }

    #expect(released == nil)
  }
}

/// Records the presentation controller's messages, in order, and answers whether a swipe may
/// dismiss.
@MainActor
final class PresentationDelegateSpy: NSObject, UIAdaptivePresentationControllerDelegate {
  var calls: [String] = []
  var allowsDismissal = true

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    calls.append("shouldDismiss")
    return allowsDismissal
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    calls.append("willDismiss")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    calls.append("didDismiss")
  }

  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    calls.append("didAttemptToDismiss")
  }
}
