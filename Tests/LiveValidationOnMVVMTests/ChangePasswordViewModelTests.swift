// What MVVM buys: the screen's whole flow, tested with no view at all. The tests send the view
// model what the user does, answer its requests through the mock service, and read its state.

import KataTestSupport
import LiveValidationOnMVVMViewModel
import Testing

@MainActor
@Suite("LiveValidationOnMVVM: the Change Password view model")
struct ChangePasswordViewModelTests {
  let service = MockPasswordChanger()
  let keyboard = Keyboard()
  let told = Told()
  let sut: ChangePasswordViewModel

  init() {
    sut = ChangePasswordViewModel(
      passwordChanger: service, securityToken: "TOKEN",
      listeners: .init(
        onFocusMove: { [keyboard] in keyboard.move(to: $0) },
        onAlert: { [told] in told.alerts.append($0.message) },
        onEnd: { [told] in told.outcomes.append($0) }))
    keyboard.form = sut
    told.form = sut
  }

  // MARK: - The screen as it appears

  @Test("The screen's labels come from the view model")
  func labels() {
    #expect(sut.title == "Change Password")
    #expect(sut.oldPasswordPlaceholder == "Current Password")
    #expect(sut.newPasswordPlaceholder == "New Password")
    #expect(sut.confirmPasswordPlaceholder == "Confirm New Password")
    #expect(sut.submitButtonLabel == "Submit")
  }

  @Test(
    "The screen starts with no keyboard, Cancel enabled, no blur, no activity indicator and no alert"
  )
  func initialState() {
    #expect(keyboard.moves.isEmpty)
    #expect(sut.isCancelButtonEnabled)
    #expect(!sut.isBlurShown)
    #expect(!sut.isActivityIndicatorShown)
    #expect(sut.alert == nil)
    #expect(sut.outcome == nil)
  }

  // MARK: - Submitting

  @Test("Submitting without the old password puts the focus on it, with no alert and no request")
  func submitWithoutOldPassword() {
    submit(old: "", new: "new456", confirmation: "new456")

    #expect(keyboard.moves == [.oldPassword])
    #expect(sut.alert == nil)
    #expect(service.requests.isEmpty)
  }

  @Test(
    "Submitting a form that breaks a rule shows that rule's alert and sends no request",
    arguments: [
      ("", "", "Please enter a new password."),
      ("12345", "12345", "The new password should have at least 6 characters."),
      ("12345", "1234", "The new password should have at least 6 characters."),
      (
        "new456", "new457",
        "The new password and the confirmation password don’t match. Please try again."
      ),
      (
        "new456", "",
        "The new password and the confirmation password don’t match. Please try again."
      ),
    ])
  func submitBreakingARule(new: String, confirmation: String, message: String) {
    submit(old: "old123", new: new, confirmation: confirmation)

    #expect(sut.alert?.message == message)
    #expect(sut.alert?.okButtonLabel == "OK")
    #expect(service.requests.isEmpty)
  }

  @Test(
    "Submitting a valid form takes the keyboard away, disables Cancel, shows the blur and the activity indicator"
  )
  func submitValidFormWaits() {
    submit(old: "old123", new: "éééééé", confirmation: "éééééé")

    #expect(keyboard.moves == [nil])
    #expect(!sut.isCancelButtonEnabled)
    #expect(sut.isBlurShown)
    #expect(sut.isActivityIndicatorShown)
    #expect(sut.alert == nil)
  }

  @Test("Submitting a valid form sends one request with the token and the old and new passwords")
  func submitSendsRequest() {
    submit(old: "old123", new: "new456", confirmation: "new456")

    #expect(
      service.requests
        == [.init(securityToken: "TOKEN", oldPassword: "old123", newPassword: "new456")])
  }

  // MARK: - The answer

  @Test(
    "Success hides the activity indicator and says so; the blur stays and Cancel stays disabled"
  )
  func success() {
    submit(old: "old123", new: "new456", confirmation: "new456")

    service.succeed()

    #expect(!sut.isActivityIndicatorShown)
    #expect(sut.alert?.message == "Your password has been successfully changed.")
    #expect(sut.isBlurShown)
    #expect(!sut.isCancelButtonEnabled)
  }

  @Test("Failure hides the activity indicator and shows the service's message")
  func failure() {
    submit(old: "old123", new: "new456", confirmation: "new456")

    service.fail(message: "Server unavailable")

    #expect(!sut.isActivityIndicatorShown)
    #expect(sut.alert?.message == "Server unavailable")
  }

  // MARK: - The flow guards itself

  @Test("Submitting again while the request is on its way sends nothing more")
  func submitWhileWaiting() {
    submit(old: "old123", new: "new456", confirmation: "new456")

    submit(old: "old123", new: "new789", confirmation: "new789")

    #expect(service.requests.count == 1)
  }

  @Test("Cancel while the request is on its way does nothing")
  func cancelWhileWaiting() {
    submit(old: "old123", new: "new456", confirmation: "new456")

    sut.cancelTapped()

    #expect(sut.outcome == nil)
  }

  // MARK: - Every input asks the phase

  @Test("Cancel under an alert does nothing: the alert stays and the screen goes on")
  func cancelUnderAlert() {
    submit(old: "old123", new: "", confirmation: "")

    sut.cancelTapped()

    #expect(sut.outcome == nil)
    #expect(sut.alert?.message == "Please enter a new password.")
  }

  @Test("Submitting under an alert sends nothing and keeps that alert")
  func submitUnderAlert() {
    submit(old: "old123", new: "", confirmation: "")

    submit(old: "old123", new: "new456", confirmation: "new456")

    #expect(service.requests.isEmpty)
    #expect(sut.alert?.message == "Please enter a new password.")
  }

  @Test("Submitting after Cancel sends nothing")
  func submitAfterCancel() {
    sut.cancelTapped()

    submit(old: "old123", new: "new456", confirmation: "new456")

    #expect(service.requests.isEmpty)
  }

  @Test("Return under an alert moves no keyboard")
  func returnUnderAlert() {
    submit(old: "old123", new: "", confirmation: "")

    sut.returnPressed(
      in: .oldPassword, with: Passwords(old: "old123", new: "", confirmation: ""))

    #expect(keyboard.moves.isEmpty)
  }

  @Test("Return while the request is on its way brings no keyboard back")
  func returnWhileWaiting() {
    submit(old: "old123", new: "new456", confirmation: "new456")

    sut.returnPressed(
      in: .oldPassword, with: Passwords(old: "old123", new: "new456", confirmation: "new456"))

    #expect(keyboard.moves == [nil])
  }

  // MARK: - OK in each alert

  @Test("OK in the missing-password alert takes the alert away and focuses the new password")
  func okAfterMissingNewPassword() {
    submit(old: "old123", new: "", confirmation: "")
    #expect(sut.alert?.clearedFields == [])

    sut.alertOKTapped()

    #expect(sut.alert == nil)
    #expect(keyboard.moves == [.newPassword])
  }

  @Test(
    "OK in a rejected-password alert names the new fields to empty, not the old one, and focuses the new",
    arguments: [("12345", "12345"), ("new456", "new457")])
  func okAfterRejectedNewPassword(new: String, confirmation: String) {
    submit(old: "old123", new: new, confirmation: confirmation)
    #expect(sut.alert?.clearedFields == [.newPassword, .confirmPassword])

    sut.alertOKTapped()

    #expect(sut.alert == nil)
    #expect(keyboard.moves == [.newPassword])
  }

  @Test("OK after success ends the screen with the password changed, and not before")
  func okAfterSuccess() {
    submit(old: "old123", new: "new456", confirmation: "new456")
    service.succeed()
    #expect(sut.outcome == nil)

    sut.alertOKTapped()

    #expect(sut.alert == nil)
    #expect(sut.outcome == .changed)
  }

  @Test(
    "OK after failure starts over: every field to empty, the focus on the old one, no blur, Cancel enabled"
  )
  func okAfterFailure() {
    submit(old: "old123", new: "new456", confirmation: "new456")
    service.fail(message: "Server unavailable")
    #expect(sut.alert?.clearedFields == [.oldPassword, .newPassword, .confirmPassword])

    sut.alertOKTapped()

    #expect(sut.alert == nil)
    #expect(keyboard.moves == [nil, .oldPassword])
    #expect(!sut.isBlurShown)
    #expect(sut.isCancelButtonEnabled)
    #expect(sut.outcome == nil)
  }

  @Test("OK with no alert on screen does nothing")
  func okWithoutAlert() {
    sut.alertOKTapped()

    #expect(keyboard.moves.isEmpty)
    #expect(sut.outcome == nil)
  }

  // MARK: - The keyboard and Cancel

  @Test(
    "Return moves the keyboard to the next field and sends nothing",
    arguments: [(Field.oldPassword, Field.newPassword), (.newPassword, .confirmPassword)])
  func returnMovesFocus(from field: Field, to next: Field) {
    sut.returnPressed(
      in: field, with: Passwords(old: "old123", new: "new456", confirmation: "new456"))

    #expect(keyboard.moves == [next])
    #expect(service.requests.isEmpty)
  }

  @Test("Return in the confirmation field submits what the fields hold")
  func returnInConfirmationSubmits() {
    sut.returnPressed(
      in: .confirmPassword, with: Passwords(old: "old123", new: "new456", confirmation: "new456"))

    #expect(service.requests.map(\.newPassword) == ["new456"])
  }

  @Test("Cancel takes the keyboard away and ends the screen as cancelled")
  func cancel() {
    sut.cancelTapped()

    #expect(keyboard.moves == [nil])
    #expect(sut.outcome == .cancelled)
  }

  @Test("A cancelled screen ends as it looked: the form, with Cancel enabled and no blur")
  func cancelledLook() {
    sut.cancelTapped()

    #expect(sut.isCancelButtonEnabled)
    #expect(!sut.isBlurShown)
  }

  @Test("A changed screen ends as it looked: the blur, with Cancel disabled")
  func changedLook() {
    submit(old: "old123", new: "new456", confirmation: "new456")
    service.succeed()

    sut.alertOKTapped()

    #expect(sut.isBlurShown)
    #expect(!sut.isCancelButtonEnabled)
  }

  // MARK: - The end, told once

  @Test("Cancel tells whoever listens that the screen ended as cancelled, once")
  func cancelTellsOnce() {
    sut.cancelTapped()
    sut.cancelTapped()

    #expect(told.outcomes == [.cancelled])
  }

  @Test("OK after success tells whoever listens that the password changed, once")
  func successTellsOnce() {
    submit(old: "old123", new: "new456", confirmation: "new456")
    service.succeed()
    #expect(told.outcomes.isEmpty)

    sut.alertOKTapped()
    sut.alertOKTapped()

    #expect(told.outcomes == [.changed])
  }

  // MARK: - The keyboard's moves, told

  @Test("OK after failure moves the keyboard with the form already back: no alert and no blur")
  func startOverMovesFocusOnTheForm() {
    submit(old: "old123", new: "new456", confirmation: "new456")
    service.fail(message: "Server unavailable")
    let before = keyboard.formAtMoves.count

    sut.alertOKTapped()

    let seen = keyboard.formAtMoves.dropFirst(before)
    #expect(seen.map(\.alert) == [nil])
    #expect(seen.map(\.isBlurShown) == [false])
  }

  @Test("A valid submit takes the keyboard away from a form already waiting, under the blur")
  func waitingMovesFocusFromTheWaitingForm() {
    submit(old: "old123", new: "new456", confirmation: "new456")

    #expect(keyboard.formAtMoves.map(\.isBlurShown) == [true])
  }

  @Test("Cancel takes the keyboard away from a screen already ended")
  func cancelMovesFocusFromTheEndedScreen() {
    sut.cancelTapped()

    #expect(keyboard.formAtMoves.map(\.outcome) == [.cancelled])
  }

  @Test("OK in a rule's alert moves the keyboard from the form with no alert")
  func backToTheFormMovesFocusOnTheForm() {
    submit(old: "old123", new: "", confirmation: "")

    sut.alertOKTapped()

    #expect(keyboard.formAtMoves.map(\.alert) == [nil])
  }

  // MARK: - A listener that calls back in

  @Test("A listener that submits again as a valid submit takes the keyboard sends one request")
  func submitAgainAsTheKeyboardGoes() {
    keyboard.callBackAsItGoes = {
      $0.submit(Passwords(old: "old123", new: "new456", confirmation: "new456"))
    }

    submit(old: "old123", new: "new456", confirmation: "new456")

    #expect(service.requests.count == 1)
  }

  @Test("A listener that taps Cancel again as the keyboard goes hears the end once")
  func cancelAgainAsTheKeyboardGoes() {
    keyboard.callBackAsItGoes = { $0.cancelTapped() }

    sut.cancelTapped()

    #expect(told.outcomes == [.cancelled])
  }

  @Test(
    "A listener that submits a rejected form as Cancel takes the keyboard sees no alert over the ended screen"
  )
  func rejectedSubmitAsCancelTakesTheKeyboard() {
    keyboard.callBackAsItGoes = { $0.submit(Passwords(old: "old123", new: "", confirmation: "")) }

    sut.cancelTapped()

    #expect(told.alerts.isEmpty)
  }

  @Test("A listener that submits a valid form as Cancel takes the keyboard sends no request")
  func validSubmitAsCancelTakesTheKeyboard() {
    keyboard.callBackAsItGoes = {
      $0.submit(Passwords(old: "old123", new: "new456", confirmation: "new456"))
    }

    sut.cancelTapped()

    #expect(service.requests.isEmpty)
  }

  @Test("A listener that submits as a rule's alert goes up sends no request")
  func submitAsARuleAlertGoesUp() {
    told.callBackAsItHears = {
      $0.submit(Passwords(old: "old123", new: "new456", confirmation: "new456"))
    }

    submit(old: "old123", new: "", confirmation: "")

    #expect(service.requests.isEmpty)
  }

  @Test("A listener that taps OK again as it hears the password changed hears the end once")
  func okAgainAsTheChangedEndIsTold() {
    submit(old: "old123", new: "new456", confirmation: "new456")
    service.succeed()
    told.callBackAsItHears = { $0.alertOKTapped() }

    sut.alertOKTapped()

    #expect(told.outcomes == [.changed])
  }

  // MARK: - Each alert, told once

  @Test("A broken rule tells whoever listens its alert, once")
  func ruleAlertTellsOnce() {
    submit(old: "old123", new: "", confirmation: "")
    submit(old: "old123", new: "", confirmation: "")

    #expect(told.alerts == ["Please enter a new password."])
  }

  @Test("The service's answer tells whoever listens its alert, once")
  func answerAlertTellsOnce() {
    submit(old: "old123", new: "new456", confirmation: "new456")
    #expect(told.alerts.isEmpty)

    service.fail(message: "Server unavailable")

    #expect(told.alerts == ["Server unavailable"])
  }

  private func submit(old: String, new: String, confirmation: String) {
    sut.submit(Passwords(old: old, new: new, confirmation: confirmation))
  }
}

/// The view, as these tests play it: it records each move of the keyboard that the view model
/// tells it, nil for away, and how the view model's form looked at that moment. A test can have
/// it call back in once, as the keyboard next goes away, as a view's listener might.
@MainActor
final class Keyboard {
  var moves: [Field?] = []
  weak var form: ChangePasswordViewModel?
  private(set) var formAtMoves: [(alert: AlertViewModel?, isBlurShown: Bool, outcome: Outcome?)] =
    []
  var callBackAsItGoes: (@MainActor (ChangePasswordViewModel) -> Void)?

  func move(to field: Field?) {
    moves.append(field)
    if let form { formAtMoves.append((form.alert, form.isBlurShown, form.outcome)) }
    if field == nil, let form, let callBack = callBackAsItGoes {
      callBackAsItGoes = nil
      callBack(form)
    }
  }
}

/// The view, as these tests play it: it records each alert's message and the outcome that the
/// view model tells it, in order.
/// A test can have it call back in once, as it next hears either, as a view's listener might.
@MainActor
final class Told {
  var alerts: [String] = [] { didSet { callBackOnce() } }
  var outcomes: [Outcome] = [] { didSet { callBackOnce() } }
  weak var form: ChangePasswordViewModel?
  var callBackAsItHears: (@MainActor (ChangePasswordViewModel) -> Void)?

  private func callBackOnce() {
    guard let form, let callBack = callBackAsItHears else { return }
    callBackAsItHears = nil
    callBack(form)
  }
}
