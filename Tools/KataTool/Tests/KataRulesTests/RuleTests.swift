import Foundation
import KataFormats
import Testing

@Suite("check-kata's rules on a lesson")
struct LessonRulesTests {
  static let legend = ["Rename Variable", "Extract Function"]
  static let lesson = TestKata.lesson("01", "Rename Variable (a local)")

  static func broken(_ change: (String) -> String) -> [String] {
    Lesson(text: change(lesson)).broken(step: "01", legend: legend)
  }

  @Test("A lesson with every part breaks none")
  func whole() {
    #expect(Self.broken { $0 } == [])
  }

  @Test("No Refactoring field, or an empty one")
  func noRefactoring() {
    let expected = ["step 01: the lesson lacks '**Refactoring:**'"]
    #expect(
      Self.broken { $0.replacingOccurrences(of: "**Refactoring:**", with: "**Move:**") } == expected
    )
    #expect(
      Self.broken { $0.replacingOccurrences(of: "Rename Variable (a local)", with: "") } == expected
    )
  }

  @Test("Each required section", arguments: Lesson.requiredSections)
  func section(_ heading: String) {
    #expect(
      Self.broken { $0.replacingOccurrences(of: "## \(heading)\n", with: "## Other\n") } == [
        "step 01: the lesson lacks '## \(heading)'"
      ])
  }

  @Test("A heading inside a code fence is no section")
  func fencedSection() {
    let fenced = Self.broken {
      $0.replacingOccurrences(
        of: "## Question for discussion\n", with: "```\n## Question for discussion\n```\n")
    }
    #expect(fenced == ["step 01: the lesson lacks '## Question for discussion'"])
  }

  @Test("A TODO anywhere")
  func todo() {
    #expect(Self.broken { $0 + "\nA TODO left.\n" } == ["step 01: the lesson still says TODO"])
  }

  @Test("What it costs: a section, or a field instead, but one of them")
  func cost() {
    let noSection = Self.broken {
      $0.replacingOccurrences(of: "## What it costs", with: "## Worth")
    }
    #expect(noSection == ["step 01: the lesson lacks what it costs ('## What it costs')"])
    let field = Self.broken {
      $0.replacingOccurrences(
        of: "## What it costs\n\nA minute.", with: "**What it costs:** A minute.")
    }
    #expect(field == [])
  }

  @Test("The refactoring named, up to a , . : ; or (, is one the legend defines")
  func legend() {
    let unknown = Self.broken {
      $0.replacingOccurrences(of: "Rename Variable (a local)", with: "Move Field: the name")
    }
    #expect(
      unknown == [
        "step 01: the lesson names 'Move Field', which the syllabus's legend does not define"
      ])
    #expect(Lesson(text: Self.lesson).broken(step: "01", legend: [""]).isEmpty)
  }

  @Test("The mechanics say to run the tests")
  func runTheTests() {
    #expect(
      Self.broken { $0.replacingOccurrences(of: "Run the tests", with: "Test") } == [
        "step 01: the lesson's mechanics never say to run the tests"
      ])
  }
}

@Suite("check-kata's rules on a test target's glue to the shared suite")
struct TestGlueTests {
  static let sut = TestGlue(who: "step 07", folder: "Tests/Step07Tests", module: "Step07")

  static func broken(screen: String? = nil, suite: String? = nil) -> [String] {
    var files = FilesInMemory(files: [
      "Tests/Step07Tests/Screen.swift": TestKata.screen("Step07", importing: true),
      "Tests/Step07Tests/Step.swift": TestKata.suite("Step07"),
    ])
    if let screen { files.files["Tests/Step07Tests/Screen.swift"] = screen }
    if let suite { files.files["Tests/Step07Tests/Step.swift"] = suite }
    return sut.broken(in: files)
  }

  @Test("A feature build's glue runs its feature's behaviours, not the whole shared suite")
  func featureGlue() {
    let feature = TestGlue(
      who: "step GreetingOnFat", folder: "Tests/Step07Tests", module: "Step07", feature: "Greeting")
    let suite = TestKata.suite("Step07").replacingOccurrences(
      of: "arguments: ChangePasswordCharacterization.behaviours)",
      with: "arguments: Greeting.behaviours())")
    var files = FilesInMemory(files: [
      "Tests/Step07Tests/Screen.swift": TestKata.screen("Step07", importing: true),
      "Tests/Step07Tests/Step.swift": suite,
    ])
    #expect(feature.broken(in: files).isEmpty)
    files.files["Tests/Step07Tests/Step.swift"] = TestKata.suite("Step07")
    #expect(
      feature.broken(in: files) == [
        "step GreetingOnFat: Tests/Step07Tests/Step.swift does not run its feature's behaviours "
          + "(arguments: Greeting.behaviours(...), the shared suite's less those the feature changes"
      ])
  }

  static let screen = TestKata.screen("Step07", importing: true)
  static let suite = TestKata.suite("Step07")

  @Test("A screen whose request is a task is an AwaitingScreen, handed the async service, awaited")
  func asyncGlue() {
    let screen = Self.screen.replacingOccurrences(
      of: ": ChangePasswordScreen {}", with: ": AwaitingScreen {}"
    ).replacingOccurrences(
      of: "(passwordChanger: passwordChanger,", with: "(passwordChanger: asAsync(passwordChanger),")
    let suite = Self.suite.replacingOccurrences(
      of: "try behaviour.check(makeScreen)", with: "try await behaviour.check(makeScreen)")
    #expect(Self.broken(screen: screen, suite: suite) == [])
    let otherService = screen.replacingOccurrences(
      of: "asAsync(passwordChanger)", with: "OtherService()")
    #expect(
      Self.broken(screen: otherService, suite: suite) == [
        "step 07: Tests/Step07Tests/Screen.swift does not make a screen of its own for each "
          + "behaviour, by its initializer"
      ])
  }

  @Test("Glue that runs the suite on its own screen breaks nothing")
  func holds() {
    #expect(Self.broken() == [])
  }

  @Test("No Screen.swift, or no Step.swift: nothing more is checked")
  func missing() {
    let noScreen = Self.sut.broken(in: FilesInMemory(files: ["Tests/Step07Tests/Step.swift": ""]))
    #expect(
      noScreen == [
        "step 07: Tests/Step07Tests has no Screen.swift to build the screen for the shared suite"
      ])
    let noSuite = Self.sut.broken(in: FilesInMemory(files: ["Tests/Step07Tests/Screen.swift": ""]))
    #expect(noSuite == ["step 07: Tests/Step07Tests has no Step.swift to run the shared suite"])
  }

  @Test("A screen not declared a ChangePasswordScreen is not made either")
  func noConformance() {
    let screen = Self.screen.replacingOccurrences(
      of: "extension Step07.Greeter: ChangePasswordScreen {}", with: "")
    #expect(
      Self.broken(screen: screen) == [
        "step 07: Tests/Step07Tests/Screen.swift does not declare its screen a ChangePasswordScreen "
          + "('extension Step07.<Screen>: ChangePasswordScreen {}')",
        "step 07: Tests/Step07Tests/Screen.swift does not make a screen of its own for each behaviour, "
          + "by its initializer",
      ])
  }

  @Test("Another step's screen, or a screen made once, is not a screen of its own")
  func otherScreen() {
    let expected = [
      "step 07: Tests/Step07Tests/Screen.swift does not make a screen of its own for each behaviour, "
        + "by its initializer"
    ]
    let other = Self.screen.replacingOccurrences(of: "  Step07.Greeter(", with: "  Step06.Greeter(")
    #expect(Self.broken(screen: other) == expected)
    let once = Self.screen.replacingOccurrences(
      of: "securityToken in\n", with: "securityToken in\n  shared }\nlet x = {\n")
    #expect(Self.broken(screen: once) == expected)
  }

  @Test("The initializer on one line, or on two when the screen's name is long, is the same")
  func twoLines() {
    let spread = Self.screen.replacingOccurrences(
      of: "Greeter(passwordChanger: passwordChanger, securityToken: securityToken)",
      with: "Greeter(\n    passwordChanger: passwordChanger, securityToken: securityToken)")
    #expect(Self.broken(screen: spread) == [])
  }

  @Test("makeScreen is declared public, as a ScreenFactory")
  func makeScreen() {
    let screen = Self.screen.replacingOccurrences(
      of: "public let makeScreen", with: "let makeScreen")
    #expect(
      Self.broken(screen: screen) == [
        "step 07: Tests/Step07Tests/Screen.swift does not declare 'public let makeScreen: ScreenFactory'"
      ])
  }

  @Test("The suite, its type and its test are named after the module")
  func names() {
    let suite = Self.suite.replacingOccurrences(
      of: "@Suite(\"Step07\")", with: "@Suite(\"Step06\")"
    )
    .replacingOccurrences(of: "struct Step07Suite {", with: "struct Step06Suite {")
    .replacingOccurrences(of: "@Test(\"Step07 does", with: "@Test(\"Step06 does")
    #expect(
      Self.broken(suite: suite) == [
        "step 07: Tests/Step07Tests/Step.swift does not name its suite after its module (@Suite(\"Step07\"))",
        "step 07: Tests/Step07Tests/Step.swift does not name its suite's type after its module "
          + "(struct Step07Suite)",
        "step 07: Tests/Step07Tests/Step.swift does not run every behaviour of the shared suite "
          + "(@Test(\"Step07 does what step 00 does\", arguments: ChangePasswordCharacterization.behaviours))",
      ])
  }

  @Test("Every behaviour runs, on the screens makeScreen builds")
  func everyBehaviour() {
    let suite = Self.suite.replacingOccurrences(of: ".behaviours)", with: ".behaviours.dropLast())")
      .replacingOccurrences(of: "check(makeScreen)", with: "check(otherScreen)")
    #expect(
      Self.broken(suite: suite) == [
        "step 07: Tests/Step07Tests/Step.swift does not run every behaviour of the shared suite "
          + "(@Test(\"Step07 does what step 00 does\", arguments: ChangePasswordCharacterization.behaviours))",
        "step 07: Tests/Step07Tests/Step.swift does not check each behaviour on the screens makeScreen builds",
      ])
  }

  @Test(
    "Step.swift imports no step's module, nor the exercise's",
    arguments: ["import Step07", "@testable import Step01", "import Exercise"])
  func suiteImports(_ line: String) {
    #expect(
      Self.broken(suite: line + "\n" + Self.suite) == [
        "step 07: Tests/Step07Tests/Step.swift imports the step's module; only Screen.swift may, so the "
          + "exercise compiles the two apart"
      ])
  }

  @Test("No file of the target is a link, or defines behaviours of its own")
  func copies() {
    var files = FilesInMemory(files: [
      "Tests/Step07Tests/Screen.swift": Self.screen,
      "Tests/Step07Tests/Step.swift": Self.suite,
      "Tests/Step07Tests/Copy.swift": "enum ChangePasswordCharacterization {}\n",
      "Tests/Step07Tests/More.swift": "extension X {\n  static let behaviours = [1]\n}\n",
      "Tests/Characterization/Suite.swift": "public enum ChangePasswordCharacterization {}\n",
    ])
    files.links["Tests/Step07Tests/Linked.swift"] = "Tests/Characterization/Suite.swift"
    #expect(
      Self.sut.broken(in: files) == [
        "step 07: Tests/Step07Tests/Copy.swift defines behaviours of its own; the suite is one text, in "
          + "Tests/Characterization",
        "step 07: Tests/Step07Tests/Linked.swift is a link; the shared suite is a library now, compiled once",
        "step 07: Tests/Step07Tests/Linked.swift defines behaviours of its own; the suite is one text, in "
          + "Tests/Characterization",
        "step 07: Tests/Step07Tests/More.swift defines behaviours of its own; the suite is one text, in "
          + "Tests/Characterization",
      ])
  }
}

@Suite("check-kata's rules on a screen's Swift sources")
struct SourceRulesTests {
  static func broken(_ text: String) -> [String] {
    SourceRules.broken(screenFile: "Steps/Step03_X/P.swift", text: text)
  }

  @Test("The modules an app has, imported as an app would, break nothing")
  func appModules() {
    #expect(
      Self.broken("import Foundation\n@preconcurrency import UIKitStandIn\nimport Observation\n")
        == [])
  }

  @Test("Another module, by its name after the last \"import \"")
  func otherModule() {
    #expect(
      Self.broken("  @testable import Combine\nimport struct Foundation.Date\n") == [
        "Steps/Step03_X/P.swift: imports Combine, which an app's screen would not",
        "Steps/Step03_X/P.swift: imports struct Foundation.Date, which an app's screen would not",
      ])
  }

  @Test("The stand-in's test-only members")
  func spi() {
    #expect(
      Self.broken("@_spi(Testing) import UIKitStandIn\n") == [
        "Steps/Step03_X/P.swift: imports the stand-in's test-only members (@_spi); UIKit has none"
      ])
  }

  @Test(
    "A call of a delegate method UIKit declares optional",
    arguments: [
      "    _ = textFieldShouldReturn(oldPasswordTextField)",
      "    _ = textField(field, shouldChangeCharactersIn: r, replacementString: \"\")",
      "    delegate?.textFieldDidBeginEditing(field)",
      // Another function, whose name ends in textField: no helper of the step's.
      "    _ = mytextField(for: field)",
    ])
  func delegateCall(_ line: String) {
    #expect(
      Self.broken("func f() {\n\(line)\n}\n") == [
        "Steps/Step03_X/P.swift:2:\(line): calls a UITextFieldDelegate method, which is optional in UIKit; "
          + "let the text field call it"
      ])
  }

  @Test(
    "Not a call of a delegate method: its declaration, a helper with a labelled argument, a property",
    arguments: [
      "  func textFieldShouldReturn(_ textField: UITextField) -> Bool {",
      "    let field = textField(for: .old)",
      "    textFieldDelegate = self",
      "    self.textField(for: .new).text = \"\"",
    ])
  func notADelegateCall(_ line: String) {
    #expect(Self.broken("\(line)\n") == [])
  }

  @Test(
    "A call of a presentation controller's delegate method, which UIKit declares optional",
    arguments: [
      "    presentationControllerDidDismiss(presentationController!)",
      "    _ = delegate?.presentationControllerShouldDismiss(controller)",
    ])
  func presentationDelegateCall(_ line: String) {
    #expect(
      Self.broken("func f() {\n\(line)\n}\n") == [
        "Steps/Step03_X/P.swift:2:\(line): calls a UIAdaptivePresentationControllerDelegate "
          + "method, which is optional in UIKit; let the presentation controller call it"
      ])
  }

  @Test(
    "Not a call of a presentation delegate method: its declaration, the delegate set, a comment")
  func notAPresentationDelegateCall() {
    #expect(Self.broken("  public func presentationControllerDidDismiss(\n") == [])
    #expect(Self.broken("    presentationController?.delegate = self\n") == [])
    #expect(Self.broken("  /// Sent: presentationControllerDidDismiss(_:).\n") == [])
  }

  @Test(
    "An override of updateProperties() is marked iOS 26, on its line, the line before, or its class"
  )
  func updateProperties() {
    let override = "  public override func updateProperties() {"
    #expect(Self.broken("  @available(iOS 26.0, *)\n\(override)\n") == [])
    #expect(Self.broken("  @available(iOS 27, *)\n\(override)\n") == [])
    #expect(Self.broken("  @available(iOS 26.0, *) \(override.dropFirst(2))\n") == [])
    let unmarked = [
      "Steps/Step03_X/P.swift:2:\(override): overrides updateProperties(), new in iOS 26, "
        + "without @available(iOS 26.0, *); an app that also runs on an older iOS would not compile"
    ]
    #expect(Self.broken("  /// Draws.\n\(override)\n") == unmarked)
    #expect(Self.broken("  @available(iOS 17.0, *)\n\(override)\n") == unmarked)
    #expect(Self.broken("  // \(override.dropFirst(2))\n") == [])
  }

  @Test("An override of updateProperties() in a class marked iOS 26 needs no mark of its own")
  func updatePropertiesInMarkedClass() {
    let override = "  public override func updateProperties() {"
    let marked = "@available(iOS 26.0, *)\npublic final class Screen: UIViewController {\n"
    #expect(Self.broken(marked + "\(override)\n") == [])
    let unmarked = "@available(iOS 17.0, *)\npublic final class Screen: UIViewController {\n"
    #expect(Self.broken(unmarked + "\(override)\n").count == 1)
  }

  @Test("The iOS a file's code needs: the highest marker's, comments left out; none without one")
  func iOSNeeded() {
    let text = """
      import Observation
      // override func updateProperties() comes later
      @Observable
      final class Model {}
      let item = UIBarButtonItem(systemItem: .cancel)
      """
    #expect(SourceRules.iOSNeeded(by: text)?.iOS == 17)
    #expect(SourceRules.iOSNeeded(by: text)?.what == "the Observable() macro")
    #expect(SourceRules.iOSNeeded(by: text + "\nview.setNeedsUpdateProperties()\n")?.iOS == 26)
    #expect(SourceRules.iOSNeeded(by: "let a = 1\n") == nil)
  }

  @Test(
    "A member marked iOS 26 in an unmarked class asks nothing of an older iOS; in a marked one, it does"
  )
  func iOSNeededByAMarkedMember() {
    let member = "  @available(iOS 26.0, *)\n  public override func updateProperties() {}\n"
    let unmarked = "public final class Screen: UIViewController {\n" + member
    #expect(SourceRules.iOSNeeded(by: unmarked) == nil)
    #expect(SourceRules.iOSNeeded(by: unmarked + "withObservationTracking(draw) {}\n")?.iOS == 17)
    let marked = "@available(iOS 26.0, *)\n" + unmarked
    #expect(SourceRules.iOSNeeded(by: marked)?.iOS == 26)
    let unmarkedOverride = "class S {\n  override func updateProperties() {}\n"
    #expect(SourceRules.iOSNeeded(by: unmarkedOverride)?.iOS == 26)
  }

  @Test("A feature newer than 6.0, on the lines that use it; none with another floor")
  func newer() {
    let text =
      "let a = 1\nnonisolated\u{28}nonsending) func f() {}\nlet b: Inline\u{41}rray<2, Int>\n"
    #expect(
      SourceRules.newerThanTheFloor(path: "A.swift", text: text, floor: "6.0") == [
        "A.swift:2:nonisolated\u{28}nonsending) func f() {}: needs a Swift newer than the declared floor 6.0",
        "A.swift:3:let b: Inline\u{41}rray<2, Int>: needs a Swift newer than the declared floor 6.0",
      ])
    #expect(SourceRules.newerThanTheFloor(path: "A.swift", text: text, floor: "6.2") == [])
  }
}

@Suite("The stand-in's public API, for the parity table")
struct StandInAPITests {
  @Test("Types, initializers, functions and properties, named by their labels, with their owners")
  func members() {
    let sut = StandInAPI.members(of: [
      """
      open class UIView: NSObject {
        public init(frame: CGRect) {}
        public init?(coder: NSCoder) {}
        open var isHidden = false
        open private(set) var tag: Int = 0
        open func addSubview(_ view: UIView) {}
        public func move(to point: (x: Int, y: Int)) {}
        public func animate(withDuration duration: Double, completion: ((Bool) -> Void)? = nil) {}
        public static func perform<T: Equatable>(_ value: T, map: [String: (Int, Int)]) -> T { value }
        public enum Style: Int {
          case plain, grouped = 2
          case `default`
        }
        func hidden() {}
      }
      """,
      """
      public protocol UITextFieldDelegate: AnyObject {
        func textFieldShouldReturn(_ textField: UITextField) -> Bool
      }
      """,
    ])
    #expect(
      sut == [
        "UIView", "UIView.init(frame:)", "UIView.init(coder:)", "UIView.isHidden", "UIView.tag",
        "UIView.addSubview(_:)", "UIView.move(to:)", "UIView.animate(withDuration:completion:)",
        "UIView.perform(_:map:)",
        "UIView.Style", "UIView.Style.plain", "UIView.Style.grouped", "UIView.Style.default",
        "UITextFieldDelegate", "UITextFieldDelegate.textFieldShouldReturn(_:)",
      ])
  }

  @Test("A declaration over several lines, comments between")
  func multiline() {
    let sut = StandInAPI.members(of: [
      """
      open class UIViewController {
        open func present(
          _ viewController: UIViewController,
          // UIKit's own labels
          animated flag: Bool,
          completion: (() -> Void)? = nil
        ) {}
      }
      """
    ])
    #expect(sut == ["UIViewController", "UIViewController.present(_:animated:completion:)"])
  }

  @Test("Nothing test-only, nor anything not public: a member, a type, an extension")
  func hidden() {
    let sut = StandInAPI.members(of: [
      """
      open class UIControl {
        @_spi(Testing)
        @MainActor
        public var transcript = 0
        @_spi(Testing)
        public struct Recorder {
          public var lines = 0
          public var events = 0
        }
        struct Helper {
          public var shown = 0
        }
        public var isEnabled = true
      }
      extension UIControl {
        public func sendActions() {}
      }
      """
    ])
    #expect(sut == ["UIControl", "UIControl.isEnabled"])
  }

  @Test("An attribute on the declaration's line is the declaration's, not the next one's")
  func attributeOnItsLine() {
    let sut = StandInAPI.members(of: [
      """
      open class UIControl {
        @_spi(Testing) public func simulateTap() {}
        public var isEnabled = true
        @discardableResult public func becomeFirstResponder() -> Bool { true }
        @MainActor @_spi(Testing) public func simulateTouch() {}
      }
      """
    ])
    #expect(sut == ["UIControl", "UIControl.isEnabled", "UIControl.becomeFirstResponder()"])
  }

  @Test("A member the parity table does not name, between back quotes")
  func parity() {
    let table = "| `UIView` | `UIView.init(frame:)` and UIView.isHidden |"
    #expect(
      StandInAPI.broken(
        members: ["UIView", "UIView.init(frame:)", "UIView.isHidden"], parityTable: table,
        path: "P.md")
        == [
          "stand-in: UIView.isHidden is public but not in the parity table (P.md): add its UIKit "
            + "declaration, or hide it behind @_spi(Testing)"
        ])
  }
}
