// swift-tools-version: 6.0
import Foundation
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
  "09_ReturnWhetherToGoOn",
  "10_MoveCallsToCaller",
  "11_EndEditing",
  "12_ExtractResetNewPasswords",
  "13_ExtractHideSpinner",
  "14_ExtractStartOver",
  "15_IntroduceViewModel",
  "16_ReplaceOKLiteral",
  "17_ReplaceMessageLiterals",
  "18_ReplaceLabelLiterals",
  "19_BindCancelButton",
  "20_BindInputFocus",
  "21_BindBlur",
  "22_BindActivityIndicator",
  "23_CopyInputsOnDemand",
  "24_ExtractValidationRules",
  "25_MoveValidationRules",
  "26_RequestReadsViewModel",
  "27_BindFieldTexts",
  "28_MoveStateChangesToViewModel",
  "29_RenameShowWaitingAppearance",
  "30_ExtractRender",
  "31_ChangeValueToReference",
  "32_DescribeAlertsAsValues",
  "33_MoveOKActionsToViewModel",
  "34_MoveStatementsIntoValidation",
  "35_RenameValidateInputsToSubmit",
  "36_MoveValidationToViewModel",
  "37_OneChainForTheRules",
  "38_RemoveUnusedViewModelParameter",
  "39_MoveServiceAndTokenToViewModel",
  "40_MoveRequestToViewModel",
  "41_MoveRequestCallIntoSubmit",
  "42_InlineHideSpinner",
  "43_BuildFromViewModel",
  "44_PasswordsArriveWithSubmit",
  "45_ExtractFocusLookup",
  "46_ForwardEventsToViewModel",
  "47_MakeViewStateReadOnly",
  "48_HideViewModelHelpers",
  "49_RenderInUpdateProperties",
  "50_EmptyFieldsOnOK",
  "51_HideTheCopies",
  "52_RemoveTheCopiesEmptying",
  "53_RemoveKeyPathCallback",
  "54_QueryThePhase",
  "55_GuardTheFlow",
  "56_FieldIsNotFocus",
  "57_OneMapFromFieldToTextField",
  "58_IntroducePasswords",
  "59_KeepOnePasswords",
  "60_ReplaceMinimumLengthLiteral",
  "61_ReportTheOutcome",
  "62_OutcomeReplacesTheFlag",
  "63_RenameActivityIndicatorShown",
  "64_RenameToViewController",
  "65_GuardEveryInput",
  "66_MoveAlertIntoPhase",
  "67_EndThePhase",
  "68_MoveOutcomeIntoPhase",
  "69_PassPasswordsAlong",
  "70_RemovePasswordsField",
  "71_SayWhatItDoes",
  "72_RenameViewFunctions",
  "73_ExtractEnd",
  "74_TellTheOutcomeOnce",
  "75_TellWhoeverPresented",
  "76_DismissWhenTold",
  "77_MoveViewModelToItsModule",
  "78_GuardTheAnswers",
  "79_TellTheAlertOnce",
  "80_PresentWhenTold",
  "81_ExtractMoveFocus",
  "82_TellTheFocusMoves",
  "83_MoveFocusWhenTold",
  "84_EndWithoutTakingTheKeyboard",
  "85_NoAnswerWithoutItsAlert",
  "86_BackToTheFormOnOK",
  "87_AnswerHoldsItsAlert",
  "88_GiveTheListenerAtInit",
  "89_RemoveTheFocusCopy",
  "90_ExtractDraw",
  "91_DrawBelowiOS26",
  "92_HideTheCoveredForm",
  "93_IgnoreTheListeners",
  "94_GiveTheViewModelItsListeners",
  "95_MoveOnBeforeTelling",
]

/// What every step's test target links: the shared suite, compiled once, and what its glue
/// (`Step.swift`) and the view-model tests use.
let sharedSuite: [Target.Dependency] = [
  "CharacterizationSuite", "KataTestSupport", "PasswordService", "UIKitStandIn",
]

func module(ofStep step: String) -> String {
  "Step" + step.prefix(2)
}

func targets(forStep step: String) -> [Target] {
  let name = module(ofStep: step)
  return targets(module: name, folder: "Steps/Step\(step)", tests: "Tests/\(name)Tests")
}

/// A step's code and its tests: one module, or, when the folder holds `View/` and `ViewModel/`
/// or `Presenter/`, the view model's (or the presenter's) module and the view's, which imports it.
func targets(
  module name: String, folder: String, tests: String, testsAlsoLink others: [String] = []
) -> [Target] {
  let alsoLinked = others.map { Target.Dependency.target(name: $0) }
  guard let second = secondModule(of: folder) else {
    return [
      .target(
        name: name, dependencies: ["UIKitStandIn", "PasswordService"], path: folder,
        exclude: ["README.md"]),
      .testTarget(
        name: "\(name)Tests", dependencies: sharedSuite + [.target(name: name)] + alsoLinked,
        path: tests),
    ]
  }
  // The second module depends on no UIKit: built with the explicit import check, as CI builds
  // (`--explicit-target-dependency-import-check error`), an `import UIKitStandIn` there fails;
  // without it, SwiftPM lets the import through once the stand-in happens to be built.
  let viewModel = name + second
  return [
    .target(name: viewModel, dependencies: ["PasswordService"], path: folder + "/" + second),
    .target(
      name: name, dependencies: ["UIKitStandIn", .target(name: viewModel)], path: folder + "/View"),
    .testTarget(
      name: "\(name)Tests",
      dependencies: sharedSuite + [.target(name: name), .target(name: viewModel)] + alsoLinked,
      path: tests),
  ]
}

/// The folders a step of two modules may hold its second module in, beside `View/`, as
/// KataFormats's `Step.secondModuleFolders` lists them.
let secondModuleFolders = ["ViewModel", "Presenter"]

/// The second module's folder, when a step's folder holds its code in `View/` and one of
/// `secondModuleFolders`: two modules then, `Step<NN>` and `Step<NN>ViewModel` (or `Presenter`).
func secondModule(of folder: String) -> String? {
  let path = Context.packageDirectory + "/" + folder + "/"
  return secondModuleFolders.first { FileManager.default.fileExists(atPath: path + $0) }
}

/// The steps of each branch, beside the main path: `Steps/Branches/<B>/<B><NN>_<Name>`, module
/// `<B><NN>`, tests in `Tests/<B><NN>Tests`. With no `StepNN_` number on them, "the last step"
/// stays the main path's. Listed, like `steps`: SwiftPM caches this manifest's result until the
/// file itself changes, so a folder it found on its own could stay unseen.
let branchSteps = [
  "MVP/MVP01_RenameToViewController",
  "MVP/MVP02_ExtractPresenter",
  "MVP/MVP03_ReplaceLabelLiterals",
  "MVP/MVP04_IntroducePasswords",
  "MVP/MVP05_ExtractValidationCommands",
  "MVP/MVP06_MoveValidationToPresenter",
  "MVP/MVP07_ExtractRequestCommands",
  "MVP/MVP08_MoveRequestToPresenter",
  "MVP/MVP09_MovePresenterToItsModule",
]

/// The payoff act's feature builds, beside the path: `Steps/Features/<Feature>On<Base>`, where
/// the base is `Fat` (step 00) or `MVVM` (the last step); module and tests share the name.
let featureBuilds: [String] = [
  "LiveValidationOnFat",
  "LiveValidationOnMVVM",
  "SwipeToCancelOnFat",
  "SwipeToCancelOnMVVM",
  "CancelCancelsOnFat",
  "CancelCancelsOnMVVM",
]

func targets(forBranchStep step: String) -> [Target] {
  let name = String(step.split(separator: "/")[1].prefix(while: { $0 != "_" }))
  return targets(module: name, folder: "Steps/Branches/" + step, tests: "Tests/\(name)Tests")
}

/// The feature a build adds: its name before `On`.
func feature(ofBuild name: String) -> String {
  String(name[..<(name.range(of: "On", options: .backwards)?.lowerBound ?? name.endIndex)])
}

/// The feature builds on the fat presenter: the lockstep net's reference of the same feature's
/// other builds.
let netReferences = featureBuilds.filter { $0.hasSuffix("OnFat") }

/// A build's tests also link its feature's tests, and, on another base than the fat presenter,
/// the same feature's build on the fat presenter: the lockstep net's reference.
func targets(forFeatureBuild name: String) -> [Target] {
  let onFat = feature(ofBuild: name) + "OnFat"
  let reference = name != onFat && netReferences.contains(onFat) ? [onFat] : []
  return targets(
    module: name, folder: "Steps/Features/" + name, tests: "Tests/\(name)Tests",
    testsAlsoLink: [feature(ofBuild: name) + "Suite"] + reference)
}

/// Each feature's tests, in `Tests/Features/<Feature>`: the one oracle every build of it runs.
let featureSuites: [Target] = Set(featureBuilds.map(feature(ofBuild:))).sorted().map {
  .target(
    name: $0 + "Suite",
    dependencies: ["CharacterizationSuite", "KataTestSupport", "PasswordService", "UIKitStandIn"],
    path: "Tests/Features/" + $0)
}

/// The scratch target of a workshop exercise, which `Scripts/exercise` fills from a step, and its
/// tests, which run the same shared suite as every step.
let exercise = targets(module: "Exercise", folder: "Exercise", tests: "Tests/ExerciseTests")

/// The UIKit stand-in and the shared tests run a thousand lockstep sequences and 320 scenarios on
/// every test run of every step. They are compiled once, so they are compiled optimized: the
/// tests then run in a third of the time, and only a cold build pays for it. Nor do they check
/// exclusive access at run time, which costs a tenth of every run: UIKit, compiled Objective-C,
/// does not check it either. A step's own code stays a debug build, with every check.
let optimized: [SwiftSetting] = [.unsafeFlags(["-O", "-enforce-exclusivity=unchecked"])]

/// The shared modules, declared once, here: the scratch package that builds one step on its own
/// (`Scripts/lib/scratch-package.sh`) depends on this package by its path and links these.
let sharedModules = ["UIKitStandIn", "PasswordService", "KataTestSupport", "CharacterizationSuite"]

let package = Package(
  name: "ChangePasswordKata",
  // Observation, used from step 49 on, needs these on Apple's systems.
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: sharedModules.map { .library(name: $0, targets: [$0]) },
  targets: [
    .target(name: "UIKitStandIn", exclude: ["README.md"], swiftSettings: optimized),
    .target(name: "PasswordService"),
    .target(
      name: "KataTestSupport", dependencies: ["UIKitStandIn", "PasswordService"],
      swiftSettings: optimized),
    // A copy of step 00's code, under a module name of its own: the lockstep net's reference,
    // which a step's folded or mutated copy can never replace, nor an experiment on step 00
    // change. check-kata proves it the same as step 00's, byte for byte.
    .target(
      name: "Reference", dependencies: ["UIKitStandIn", "PasswordService"],
      path: "Tests/Reference", swiftSettings: optimized),
    // The characterization suite, the golden master and the lockstep net, compiled once: every
    // step's tests run their behaviours on that step's screen.
    .target(
      name: "CharacterizationSuite",
      dependencies: ["KataTestSupport", "PasswordService", "Reference", "UIKitStandIn"],
      path: "Tests/Characterization", swiftSettings: optimized),
    // The stand-in's, the golden master's and the renderer's own rules.
    .testTarget(
      name: "KataSupportTests", dependencies: ["KataRenderer", "KataTestSupport", "UIKitStandIn"]),
    // The kata's tools, apart from what the steps and their tests link: the screen's SVG renderer,
    // and the tool that draws the screen for Scripts/tour and Scripts/storyboard, from step 00,
    // whose behaviour every step keeps.
    .target(name: "KataRenderer", dependencies: ["UIKitStandIn"], path: "Tools/KataRenderer"),
    .executableTarget(
      name: "KataPictures",
      dependencies: ["Step00", "KataRenderer", "KataTestSupport", "UIKitStandIn"],
      path: "Tools/KataPictures"),
  ]
    + steps.flatMap(targets(forStep:)) + branchSteps.flatMap(targets(forBranchStep:))
    + featureBuilds.flatMap(targets(forFeatureBuild:)) + featureSuites + exercise,
  swiftLanguageModes: [.v6]
)

/// CI builds every step once, cold (`KATA_WHOLE_MODULES=1`, which `.ci/run` sets): each module
/// without settings of its own is then compiled whole, by one compiler process, not SwiftPM's
/// batches and the module they emit apart. Your builds keep the batches, which recompile only
/// what an edit touched.
if Context.environment["KATA_WHOLE_MODULES"] == "1" {
  for target in package.targets where target.swiftSettings == nil {
    target.swiftSettings = [
      .unsafeFlags([
        "-wmo", "-no-emit-module-separately-wmo", "-num-threads", "1", "-disable-batch-mode",
      ])
    ]
  }
}
