import CharacterizationSuite
import LiveValidationOnFat
import LiveValidationSuite
import Testing

/// The reference's conformance, as its own glue declares it: the lockstep net reaches its parts.
extension LiveValidationOnFat.ChangePasswordPresenter: ChangePasswordScreen {}

/// Live validation on the MVVM ending: the shared suite's behaviours the feature leaves as they
/// were, the feature's own, and the lockstep net against the same feature on the fat presenter,
/// each a case of its own, on screens that `makeScreen` (in `Screen.swift`) builds.
@MainActor
@Suite("LiveValidationOnMVVM")
struct LiveValidationOnMVVMSuite {
  @Test(
    "LiveValidationOnMVVM does what LiveValidationOnFat does",
    arguments: LiveValidation.behaviours(
      reference: .featureBuild(
        "LiveValidationOnFat", pinFile: "Tests/Features/LiveValidation/LiveValidation.swift"
      ) { LiveValidationOnFat.ChangePasswordPresenter(passwordChanger: $0, securityToken: $1) }))
  func behaves(_ behaviour: Behaviour) throws {
    try behaviour.check(makeScreen)
  }
}
