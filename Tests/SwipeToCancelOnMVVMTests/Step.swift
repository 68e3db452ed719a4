import CharacterizationSuite
import SwipeToCancelOnFat
import SwipeToCancelSuite
import Testing

/// The reference's conformance, as its own glue declares it: the lockstep net reaches its parts.
extension SwipeToCancelOnFat.ChangePasswordPresenter: ChangePasswordScreen {}

/// Swipe to cancel on the MVVM ending: the shared suite's behaviours the feature leaves as they
/// were, the feature's own, and the lockstep net against the same feature on the fat presenter,
/// each a case of its own, on screens that `makeScreen` (in `Screen.swift`) builds.
@MainActor
@Suite("SwipeToCancelOnMVVM")
struct SwipeToCancelOnMVVMSuite {
  @Test(
    "SwipeToCancelOnMVVM does what SwipeToCancelOnFat does",
    arguments: SwipeToCancel.behaviours(
      reference: .featureBuild(
        "SwipeToCancelOnFat", pinFile: "Tests/Features/SwipeToCancel/SwipeToCancel.swift"
      ) { SwipeToCancelOnFat.ChangePasswordPresenter(passwordChanger: $0, securityToken: $1) }))
  func behaves(_ behaviour: Behaviour) throws {
    try behaviour.check(makeScreen)
  }
}
