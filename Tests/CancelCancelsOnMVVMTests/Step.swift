import CancelCancelsOnFat
import CancelCancelsSuite
import CharacterizationSuite
import Testing

/// The reference's conformance, as its own glue declares it: the lockstep net reaches its parts
/// and awaits its request.
extension CancelCancelsOnFat.ChangePasswordPresenter: AwaitingScreen {}

/// Cancel cancels on the MVVM ending: the shared suite's behaviours the feature leaves as they
/// were, in their async form, the feature's own, and the lockstep net against the same feature on
/// the fat presenter, each a case of its own, on screens that `makeScreen` (in `Screen.swift`)
/// builds.
@MainActor
@Suite("CancelCancelsOnMVVM")
struct CancelCancelsOnMVVMSuite {
  @Test(
    "CancelCancelsOnMVVM does what CancelCancelsOnFat does",
    arguments: CancelCancels.behaviours(
      reference: .featureBuild(
        "CancelCancelsOnFat", pinFile: "Tests/Features/CancelCancels/CancelCancels.swift"
      ) {
        CancelCancelsOnFat.ChangePasswordPresenter(passwordChanger: asAsync($0), securityToken: $1)
      }
    ))
  func behaves(_ behaviour: AsyncBehaviour) async throws {
    try await behaviour.check(makeScreen)
  }
}
