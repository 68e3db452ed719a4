import Foundation
import KataFormats

/// A kata's files in memory: paths to texts, and links to the paths they point to.
struct FilesInMemory: KataFiles {
  var files: [String: String]
  var links: [String: String] = [:]

  func text(_ path: String) -> String? {
    files[path] ?? links[path].flatMap { files[$0] }
  }

  func isFile(_ path: String) -> Bool {
    text(path) != nil
  }

  var paths: [String] {
    Array(files.keys) + Array(links.keys)
  }

  func isFolder(_ path: String) -> Bool {
    paths.contains { $0.hasPrefix(path + "/") }
  }

  func isLink(_ path: String) -> Bool {
    links[path] != nil
  }

  func names(in folder: String) -> [String] {
    let inside = paths.filter { $0.hasPrefix(folder + "/") }
    let names = inside.map { String($0.dropFirst(folder.count + 1).prefix { $0 != "/" }) }
    return Array(Set(names))
  }
}

/// A kata of three steps (00, 01, 02) and the exercise, whose every rule holds; a test breaks
/// one, then asks `broken`.
struct TestKata {
  var files: [String: String] = [:]
  var links: [String: String] = [:]
  var sizes = """
    Step 01     5 changed lines  Rename Variable: the greeting
    Step 02     7 changed lines  Extract Function: the name
    median 6, largest 7 changed lines (budget: median at most 25, none over 80)

    """
  var measured = true

  init() {
    files["Package.swift"] = """
      // swift-tools-version: 6.0
      import PackageDescription

      let steps = [
        "00_Start",
        "01_RenameGreeting",
        "02_ExtractName",
      ]
      """
    files["Steps/README.md"] = """
      # The syllabus

      | step | refactoring | changed lines | time box | iOS |
      |---|---|---|---|---|
      | 00 | (the starting point) | 0 | 5 min | 14 |
      | 01 | Rename Variable: the greeting | 5 | 10 min | 14 |
      | 02 | Extract Function: the name | 7 | 15 min | 14 |

      ## The catalogue names

      | refactoring | source |
      |---|---|
      | Rename Variable | Fowler |
      | Extract Function | Fowler |
      """
    files["Steps/WORKSHOP.md"] = """
      # The workshop

      1. Rename the greeting (step 01, the greeting, 10 min).
      2. Extract the name (step 02, the name, 15 min), then the debrief (10 min).
      """
    files["Steps/Step00_Start/README.md"] = "# Step 00 · The fat greeter\n\nIt does it all.\n"
    files["Steps/Step00_Start/Greeter.swift"] = Self.greeter
    files["Tests/Reference/Greeter.swift"] = Self.greeter
    for (n, name, title) in [
      ("01", "RenameGreeting", "Rename Variable: the greeting"),
      ("02", "ExtractName", "Extract Function: the name"),
    ] {
      files["Steps/Step\(n)_\(name)/README.md"] = Self.lesson(n, title)
      files["Steps/Step\(n)_\(name)/Greeter.swift"] = Self.greeter
    }
    for n in ["00", "01", "02"] {
      files["Tests/Step\(n)Tests/Screen.swift"] = Self.screen("Step\(n)", importing: true)
      files["Tests/Step\(n)Tests/Step.swift"] = Self.suite("Step\(n)")
    }
    files["Exercise/Greeter.swift"] = Self.greeter
    files["Tests/ExerciseTests/Screen.swift"] = Self.screen("Exercise", importing: false)
    files["Tests/ExerciseTests/Step.swift"] = Self.suite("Exercise")
    files["Tests/Characterization/ChangePasswordCharacterizationTests.swift"] = """
      public enum ChangePasswordCharacterization {
        public static let behaviours: [Behaviour] = []
      }
      """
    files["Sources/UIKitStandIn/UIView.swift"] = """
      open class UIView {
        public init(frame: CGRect) {}
        open var isHidden = false
        @_spi(Testing) public func simulateTap() {}
      }
      """
    files["Sources/UIKitStandIn/README.md"] = """
      | UIKit | the stand-in |
      |---|---|
      | `UIView` | a view: `UIView.init(frame:)`, `UIView.isHidden` |
      """
  }

  static let greeter = """
    import Foundation
    import UIKitStandIn

    final class Greeter: NSObject {
      let field = UITextField()

      func textField(for field: Int) -> UITextField { self.field }
    }
    """

  static func lesson(_ n: String, _ title: String) -> String {
    """
    # Step \(n) · \(title)

    The greeting changes.

    **Refactoring:** \(title). **Smell:** Mysterious Name.

    ## Mechanics

    ### 1. Do it

    Run the tests: green.

    ## What to notice in the diff

    A name.

    ## What it costs

    A minute.

    ## Question for discussion

    Why now?
    """
  }

  static func screen(_ module: String, importing: Bool) -> String {
    """
    \(importing ? "import \(module)\n" : "")import CharacterizationSuite

    extension \(module).Greeter: ChangePasswordScreen {}

    @MainActor
    public let makeScreen: ScreenFactory = { passwordChanger, securityToken in
      \(module).Greeter(passwordChanger: passwordChanger, securityToken: securityToken)
    }
    """
  }

  static func suite(_ module: String) -> String {
    """
    import CharacterizationSuite
    import Testing

    @MainActor
    @Suite("\(module)")
    struct \(module)Suite {
      @Test("\(module) does what step 00 does", arguments: ChangePasswordCharacterization.behaviours)
      func behaves(_ behaviour: Behaviour) throws {
        try behaviour.check(makeScreen)
      }
    }
    """
  }

  /// The Swift files and links, as git lists them.
  var tracked: [String] {
    FilesInMemory(files: files, links: links).paths.filter { $0.hasSuffix(".swift") }.sorted()
  }

  var check: KataCheck {
    KataCheck(
      files: FilesInMemory(files: files, links: links), sizes: sizes, measured: measured,
      tracked: tracked)
  }

  var broken: [String] {
    check.broken()
  }

  /// Edits the file at PATH: its text, changed.
  mutating func edit(_ path: String, _ change: (String) -> String) {
    files[path] = change(files[path] ?? "")
  }

  /// Replaces OLD with NEW in the file at PATH.
  mutating func replace(_ old: String, with new: String, in path: String) {
    edit(path) { $0.replacingOccurrences(of: old, with: new) }
  }
}
