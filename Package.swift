// swift-tools-version: 6.0
import PackageDescription

/// The kata's steps, in order. Each name is the folder `Steps/Step<name>`; the module is
/// `Step<NN>` and its tests are `Step<NN>Tests` in `Tests/Step<NN>Tests`.
let steps = [
  "00_FatPresenter",
  "01_ExtractWaitingAppearance",
  "02_ExtractHandleSuccess",
  "03_ExtractHandleFailure",
  "04_ExtractAttemptToChangePassword",
  "05_ExtractAlertMessage",
  "06_ExtractShowAlert",
  "07_InlineMessageVariable",
  "08_ExtractValidateInputs",
  "09_EndEditing",
  "10_ExtractResetNewPasswords",
  "11_ExtractHideSpinner",
  "12_ExtractStartOver",
  "13_IntroduceViewModel",
  "14_MoveOKLabel",
  "15_MoveAlertMessages",
  "16_MoveScreenLabels",
  "17_BindCancelButton",
  "18_BindInputFocus",
  "19_BindBlur",
  "20_BindActivityIndicator",
  "21_CopyInputsOnDemand",
  "22_MoveValidationRules",
  "23_RequestReadsViewModel",
  "24_BindFieldTexts",
  "25_MoveStateChangesToViewModel",
  "26_ChangeValueToReference",
  "27_CreateAlertViewModels",
  "28_MoveValidationToViewModel",
  "29_MoveRequestToViewModel",
  "30_EncapsulatePasswords",
  "31_ForwardEventsToViewModel",
  "32_HideViewModelHelpers",
  "33_RenderWaitingAppearanceTogether",
  "34_ObserveViewModel",
  "35_RenameActivityIndicatorShown",
  "36_RenameToViewController",
]

func module(ofStep step: String) -> String {
  "Step" + step.prefix(2)
}

func targets(forStep step: String) -> [Target] {
  let name = module(ofStep: step)
  return [
    .target(
      name: name,
      dependencies: ["UIKitStandIn", "PasswordService"],
      path: "Steps/Step\(step)",
      exclude: ["README.md"]
    ),
    .testTarget(
      name: "\(name)Tests",
      dependencies: [.target(name: name), "KataTestSupport", "UIKitStandIn"],
      path: "Tests/\(name)Tests"
    ),
  ]
}

/// The scratch target of a workshop exercise, which `Scripts/exercise` fills from a step, and its
/// tests, which link the same shared suites as every step.
let exercise: [Target] = [
  .target(
    name: "Exercise",
    dependencies: ["UIKitStandIn", "PasswordService"],
    path: "Exercise",
    exclude: ["README.md"]
  ),
  .testTarget(
    name: "ExerciseTests",
    dependencies: ["Exercise", "KataTestSupport", "UIKitStandIn"],
    path: "Tests/ExerciseTests"
  ),
]

let package = Package(
  name: "ChangePasswordKata",
  // Observation, used from step 34 on, needs these on Apple's systems.
  platforms: [.macOS(.v14), .iOS(.v17)],
  targets: [
    .target(name: "UIKitStandIn", exclude: ["README.md"]),
    .target(name: "PasswordService"),
    .target(name: "KataTestSupport", dependencies: ["UIKitStandIn", "PasswordService"]),
    // The stand-in's and the golden master's own rules, which every step relies on.
    .testTarget(name: "KataSupportTests", dependencies: ["KataTestSupport", "UIKitStandIn"]),
    // Draws the screen for Scripts/tour and Scripts/storyboard, from step 00, whose behaviour
    // every step keeps.
    .executableTarget(
      name: "KataPictures", dependencies: ["Step00", "KataTestSupport", "UIKitStandIn"]),
  ] + steps.flatMap(targets(forStep:)) + exercise,
  swiftLanguageModes: [.v6]
)
