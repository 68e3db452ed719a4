import Observation
import PasswordService

/// How the screen ended, for whoever presented it.
public enum Outcome: Sendable {
  case changed
  case cancelled
}

/// One of the screen's three fields, as an idea rather than a UIKit view.
public enum Field: Sendable {
  case oldPassword
  case newPassword
  case confirmPassword
}

/// Where the screen is in its flow: the user edits the form, the request is on its way, its
/// answer is on screen, or the screen has ended. Editing may show an alert; an answer always
/// does, until its OK moves the phase on.
enum Phase: Equatable {
  case editing(alert: AlertViewModel?)
  case waiting
  case answered(alert: AlertViewModel)
  case ended(Outcome)
  /// Cancelled while the request was on its way: ended, and looking as it did, waiting.
  case cancelledWhileWaiting

  /// Editing stays editing, now showing `alert`; any other phase becomes answered, showing it.
  func showing(_ alert: AlertViewModel) -> Phase {
    if case .editing = self { .editing(alert: alert) } else { .answered(alert: alert) }
  }
}

/// What the Change Password screen shows and decides, with no view in sight.
@MainActor
@Observable
public final class ChangePasswordViewModel {
  public let title = "Change Password"
  public let oldPasswordPlaceholder = "Current Password"
  public let newPasswordPlaceholder = "New Password"
  public let confirmPasswordPlaceholder = "Confirm New Password"
  public let submitButtonLabel = "Submit"
  private let minimumPasswordLength = 6
  private let okButtonLabel = "OK"
  private let enterNewPasswordMessage = "Please enter a new password."
  private var newPasswordTooShortMessage: String {
    "The new password should have at least \(minimumPasswordLength) characters."
  }
  private let confirmationPasswordDoesNotMatchMessage =
    "The new password and the confirmation password don’t match. Please try again."
  private let successMessage = "Your password has been successfully changed."

  private let passwordChanger: any AsyncPasswordChanging
  private let securityToken: String
  /// The last request, as the task that waits for its answer.
  public private(set) var requestTask: Task<Void, Never>?

  private var phase = Phase.editing(alert: nil)
  /// Cancel is enabled on the form, and while the spinner spins: it cancels the request.
  public var isCancelButtonEnabled: Bool { showsForm || isActivityIndicatorShown }
  public var isBlurShown: Bool { !showsForm }
  public var isActivityIndicatorShown: Bool {
    phase == .waiting || phase == .cancelledWhileWaiting
  }

  /// The alert the view model showed, if any, until its OK is tapped: the phase's. `onAlert`
  /// of the view's listeners hears it as it goes up.
  public var alert: AlertViewModel? {
    switch phase {
    case .editing(let alert): alert
    case .answered(let alert): alert
    case .waiting, .ended, .cancelledWhileWaiting: nil
    }
  }

  /// How the screen ended, once it has; `onEnd` of the view's listeners hears it as it happens.
  public var outcome: Outcome? {
    if case .ended(let outcome) = phase {
      outcome
    } else if phase == .cancelledWhileWaiting {
      .cancelled
    } else {
      nil
    }
  }

  // The three listeners are wiring, not state a view draws: Observation tracks none of them.

  /// The view's listeners, given when the view model is made: no one can replace one after.
  private let listeners: Listeners

  /// Only a form the user edits, with no alert over it, takes Submit, Return and Cancel; Cancel
  /// is taken while the request is on its way too (`cancelTapped()`).
  private var isTakingInput: Bool { phase == .editing(alert: nil) }

  /// Whether the form is open to the user, not covered. A screen ends as it looked: cancelled
  /// from the form or from the waiting screen, changed from the success alert over the blur.
  private var showsForm: Bool {
    switch phase {
    case .editing, .ended(.cancelled): true
    case .waiting, .answered, .ended(.changed), .cancelledWhileWaiting: false
    }
  }

  private func isOldPasswordEmpty(_ passwords: Passwords) -> Bool { passwords.old.isEmpty }
  private func isNewPasswordEmpty(_ passwords: Passwords) -> Bool { passwords.new.isEmpty }
  private func isNewPasswordTooShort(_ passwords: Passwords) -> Bool {
    passwords.new.count < minimumPasswordLength
  }
  private func isConfirmPasswordMismatched(_ passwords: Passwords) -> Bool {
    passwords.new != passwords.confirmation
  }

  /// The user submits the form with what its fields hold: checks the rules in order and stops
  /// at the first that fails, or shows the waiting appearance and sends the request. Only while
  /// the user edits with no alert up: under an alert, while a request is on its way, or once the
  /// screen has ended, submitting does nothing.
  public func submit(_ passwords: Passwords) {
    guard isTakingInput else { return }
    if isOldPasswordEmpty(passwords) {
      moveFocus(to: .oldPassword)
    } else if isNewPasswordEmpty(passwords) {
      showAlert(message: enterNewPasswordMessage, then: .focusNewPassword)
    } else if isNewPasswordTooShort(passwords) {
      showAlert(message: newPasswordTooShortMessage, then: .retypeNewPassword)
    } else if isConfirmPasswordMismatched(passwords) {
      showAlert(message: confirmationPasswordDoesNotMatchMessage, then: .retypeNewPassword)
    } else {
      showWaitingAppearance()
      changePassword(passwords)
    }
  }

  private func changePassword(_ passwords: Passwords) {
    requestTask = Task { [weak self, passwordChanger, securityToken] in
      do {
        try await passwordChanger.change(
          securityToken: securityToken, oldPassword: passwords.old, newPassword: passwords.new)
        self?.handleSuccess()
      } catch let failure as PasswordChangeFailure {
        self?.handleFailure(failure.message)
      } catch {
        // Cancelled: Cancel has ended the screen, and the phase takes no answer.
      }
    }
  }

  /// The service's answers are inputs too: one counts only while a request waits, and once.
  private func handleSuccess() {
    guard phase == .waiting else { return }
    showAlert(message: successMessage, then: .endAsChanged)
  }

  private func handleFailure(_ message: String) {
    guard phase == .waiting else { return }
    showAlert(message: message, then: .startOver)
  }

  /// The user presses return in a field: the keyboard moves to the next field, and the last
  /// field submits the form, with what the fields hold. Only while the user edits with no alert
  /// up.
  public func returnPressed(in field: Field, with passwords: Passwords) {
    guard isTakingInput else { return }
    switch field {
    case .oldPassword: moveFocus(to: .newPassword)
    case .newPassword: moveFocus(to: .confirmPassword)
    case .confirmPassword:
      submit(passwords)
    }
  }

  /// The user taps Cancel: the keyboard goes, then the screen. While the user edits with no alert
  /// up, or while the request is on its way, which Cancel cancels: an alert cannot be cancelled.
  public func cancelTapped() {
    guard isTakingInput || phase == .waiting else { return }
    requestTask?.cancel()
    end(.cancelled)
  }

  /// The only way an alert goes up, so the listener hears each once: under an alert, no input
  /// shows another.
  private func showAlert(message: String, then okAction: AlertViewModel.OKAction) {
    let alert = AlertViewModel(message: message, okButtonLabel: okButtonLabel, okAction: okAction)
    phase = phase.showing(alert)
    listeners.onAlert(alert)
  }

  public func alertOKTapped() {
    guard let okAction = alert?.okAction else { return }
    switch okAction {
    case .focusNewPassword, .retypeNewPassword: backToTheForm()
    case .startOver: startOver()
    case .endAsChanged: end(.changed)
    }
  }

  /// The only way into `ended`, or `cancelledWhileWaiting`, so the listener hears of it once.
  /// The phase moves before any listener hears: one may call back in, and an ended screen takes
  /// no input, so nothing ends it twice. Cancelled, it ends from the form, where the keyboard may
  /// be up, or from the waiting screen, where it has gone already: the keyboard goes, then the
  /// screen. Changed, it ends from the success alert, the keyboard long gone.
  private func end(_ outcome: Outcome) {
    phase = phase == .waiting ? .cancelledWhileWaiting : .ended(outcome)
    if outcome == .cancelled { moveFocus(to: nil) }
    listeners.onEnd(outcome)
  }

  /// OK in one of the form's own alerts: the form again, with the keyboard in the new password.
  /// The view empties the fields the alert names.
  private func backToTheForm() {
    phase = .editing(alert: nil)
    moveFocus(to: .newPassword)
  }

  /// The view model moves the keyboard: to a field, or away.
  private func moveFocus(to focus: Field?) {
    listeners.onFocusMove(focus)
  }

  /// The phase moves before the keyboard goes: the listener that hears it may call back in, and
  /// must find the form waiting for its request, not a form that takes input.
  private func showWaitingAppearance() {
    phase = .waiting
    moveFocus(to: nil)
  }

  private func startOver() {
    phase = .editing(alert: nil)
    moveFocus(to: .oldPassword)
  }

  public init(
    passwordChanger: any AsyncPasswordChanging, securityToken: String, listeners: Listeners
  ) {
    self.passwordChanger = passwordChanger
    self.securityToken = securityToken
    self.listeners = listeners
  }

  /// What the view model tells its view as it happens, given together when it is made: each move
  /// of the keyboard, to a field or away; each alert, once; and how the screen ended, once. No
  /// listener hears before the phase is where the input takes it, so one that calls back in is
  /// taken as that phase allows.
  public struct Listeners {
    let onFocusMove: @MainActor (Field?) -> Void
    let onAlert: @MainActor (AlertViewModel) -> Void
    let onEnd: @MainActor (Outcome) -> Void

    public init(
      onFocusMove: @escaping @MainActor (Field?) -> Void,
      onAlert: @escaping @MainActor (AlertViewModel) -> Void,
      onEnd: @escaping @MainActor (Outcome) -> Void
    ) {
      self.onFocusMove = onFocusMove
      self.onAlert = onAlert
      self.onEnd = onEnd
    }
  }
}
