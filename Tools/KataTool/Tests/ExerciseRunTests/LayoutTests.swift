import KataFormats
import Testing

@Suite("What compare sets aside as layout")
struct LayoutTests {
  static func tree(_ text: String) -> [String: [UInt8]] { ["Step/A.swift": Array(text.utf8)] }

  @Test("Line breaks and runs of spaces are layout")
  func spaces() {
    #expect(Layout.same(Self.tree("let  a =\n  1\n"), Self.tree("let a = 1\n")))
  }

  @Test("Spaces inside brackets and before commas are layout")
  func brackets() {
    #expect(Layout.same(Self.tree("f( a , [ b ] )\n"), Self.tree("f(a, [b])\n")))
  }

  @Test("The order of the imports is layout")
  func imports() {
    #expect(
      Layout.same(
        Self.tree("import B\nimport A\nlet a = 1\n"), Self.tree("import A\nimport B\nlet a = 1\n")))
  }

  @Test("A space lost inside a string is not layout")
  func lostSpace() {
    #expect(
      !Layout.same(
        Self.tree("let t = \"Change Password\"\n"), Self.tree("let t = \"ChangePassword\"\n")))
  }

  @Test("A file on one side only is not layout")
  func missingFile() {
    var more = Self.tree("let a = 1\n")
    more["Step/B.swift"] = []
    #expect(!Layout.same(Self.tree("let a = 1\n"), more))
  }
}

@Suite("The scratch package's output, as the participant reads it")
struct ScratchOutputTests {
  static let sut = ScratchOutput(
    scratch: "/k/.build-exercise/", top: "/k/", tests: "Tests/ExerciseTests/")

  @Test("A path into the scratch package's code is the participant's file in Exercise/")
  func codePath() {
    var sut = Self.sut
    let line = sut.line(Array("/k/.build-exercise/Code/A.swift:1:1: error: x".utf8))
    #expect(line == Array("/k/Exercise/A.swift:1:1: error: x".utf8))
  }

  @Test("A path into the scratch package's tests or glue is the participant's file in the tests")
  func testsPath() {
    var sut = Self.sut
    let line = sut.line(
      Array("/k/.build-exercise/Screen/Screen.swift and /k/.build-exercise/Tests/T.swift".utf8))
    #expect(
      line == Array("/k/Tests/ExerciseTests/Screen.swift and /k/Tests/ExerciseTests/T.swift".utf8))
  }

  @Test("SwiftPM's warning about files it does not handle is left out, with its list")
  func warningLeftOut() {
    var sut = Self.sut
    let lines = [
      "warning: 'scratch': found 1 file(s) which are unhandled; explicitly declare them",
      "    /k/Sources/UIKitStandIn/README.md", "Build complete!",
    ].compactMap { sut.line(Array($0.utf8)) }
    #expect(lines == [Array("Build complete!".utf8)])
  }

  @Test("A path after the warning's list is shown")
  func afterTheList() {
    var sut = Self.sut
    _ = sut.line(Array("warning: 'scratch': found 2 file(s) which are unhandled".utf8))
    _ = sut.line(Array("    /k/README.md".utf8))
    #expect(sut.line(Array("done".utf8)) != nil)
    #expect(sut.line(Array("    /k/other".utf8)) != nil)
  }

  /// What `swift test` printed for one error in a file of a module of three: the compiler gives
  /// it twice, when it emits the module and when it compiles the file, then SwiftPM's own line.
  static let oneErrorTwice = [
    "/k/.build-exercise/Code/A.swift:4:5: error: cannot find 'x' in scope",
    "2 |   public init() {}", "3 |   public func f() -> Int {", "4 |     x",
    "  |     `- error: cannot find 'x' in scope", "5 |   }", "6 | }",
    "/k/.build-exercise/Code/A.swift:4:5: error: cannot find 'x' in scope",
    "2 |   public init() {}", "3 |   public func f() -> Int {", "4 |     x",
    "  |     `- error: cannot find 'x' in scope", "5 |   }", "6 | }",
    "error: emit-module command failed with exit code 1 (use -v to see invocation)",
    "error: fatalError",
  ]

  @Test("A compile error given twice is shown once, with its file, line and source")
  func errorOnce() {
    var sut = Self.sut
    let lines = Self.oneErrorTwice.compactMap { sut.line(Array($0.utf8)) }
    #expect(
      lines.map { String(decoding: $0, as: UTF8.self) }
        == ["/k/Exercise/A.swift:4:5: error: cannot find 'x' in scope"]
        + Self.oneErrorTwice[1...6])
  }

  @Test("Two errors at two places are both shown")
  func twoErrors() {
    var sut = Self.sut
    let lines = ["/k/A.swift:1:1: error: x", "/k/A.swift:2:1: error: x"].compactMap {
      sut.line(Array($0.utf8))
    }
    #expect(lines.count == 2)
  }

  @Test("A line after a repeated error's source is shown")
  func afterTheSource() {
    var sut = Self.sut
    for line in ["/k/A.swift:1:1: error: x", "1 | a", "/k/A.swift:1:1: error: x", "1 | a"] {
      _ = sut.line(Array(line.utf8))
    }
    #expect(sut.line(Array("Compiling B.swift".utf8)) == Array("Compiling B.swift".utf8))
  }
}

@Suite("Which lines of a run the participant sees as they come")
struct LiveOutputTests {
  @Test("The build's lines are shown as they come")
  func buildShown() {
    var sut = LiveOutput(quiet: false)
    let shown = sut.shows(eventsWritten: false)
    #expect(shown)
  }

  @Test("Once the tests' event stream has a record, the console's lines are left to the log")
  func testsLeftToTheLog() {
    var sut = LiveOutput(quiet: false)
    _ = sut.shows(eventsWritten: true)
    let shown = sut.shows(eventsWritten: false)
    #expect(!shown)
  }

  @Test("A quiet run shows no line")
  func quiet() {
    var sut = LiveOutput(quiet: true)
    let shown = sut.shows(eventsWritten: false)
    #expect(!shown)
  }
}
