import KataFormats
import Testing

@Suite("mutation-check's mutants: records, one applied, and the schema that builds them at once")
struct MutantsTests {
  static let file = """
    # A comment, then two mutants.
    mutant: Cancel is a Done item
    in: View/Screen.swift
    find: .cancel
    replace: .done

    mutant: the check takes five characters
    at: 2
    find:     if count < 6 {\\n      return
    replace:     if count < 5 {\\n      return
    """

  @Test("A record starts at 'mutant: ' and keeps the first of each field; the file has a default")
  func records() {
    let sut = Mutant.all(in: Self.file)
    #expect(sut.map(\.line) == [2, 7])
    #expect(sut.map(\.description) == ["Cancel is a Done item", "the check takes five characters"])
    #expect(sut.map(\.file) == ["View/Screen.swift", "ChangePasswordPresenter.swift"])
    #expect(sut.map(\.occurrence) == [1, 2])
    #expect(sut[1].findText == "    if count < 6 {\n      return")
  }

  @Test("A mutant edits the occurrence it names, and only it")
  func applied() {
    var sut = Mutant(line: 1, description: "the second")
    (sut.find, sut.replace, sut.occurrence) = ("a", "b", 2)
    #expect(sut.applied(to: "a a a") == "a b a")
    sut.occurrence = 4
    #expect(sut.applied(to: "a a a") == nil)
    #expect(
      sut.staleMessage(mutants: "M.mutants")
        == "M.mutants:1: 'a' does not occur 4 time(s) in ChangePasswordPresenter.swift; the mutant is stale"
    )
  }

  func schema(_ find: String, _ replace: String, in source: String) throws -> MutantSchema {
    var mutant = Mutant(line: 9, description: "a mutant")
    (mutant.find, mutant.replace) = (find, replace)
    return try MutantSchema(mutants: [mutant], sources: [mutant.file: source])
  }

  @Test("Whole statements are switched as an if and its else")
  func statement() throws {
    let sut = try schema(
      "    a()\\n    b()", "    b()\\n    a()", in: "func f() {\n    a()\n    b()\n}\n")
    #expect(
      sut.files["ChangePasswordPresenter.swift"]
        == "func f() {\nif KataMutant.on(9) {\n    b()\n    a()\n} else {\n    a()\n    b()\n}\n}\n"
    )
    #expect(sut.placed.map(\.lines) == [2...8])
  }

  @Test(
    "An edit that binds to what stands beside it is switched where nothing does",
    arguments: [
      ("x = a * 2", "a * 2", "a * 2 + 1", "x = (KataMutant.on(9) ? (a * 2 + 1) : (a * 2))"),
      (
        "x = a.magnitude", "a.magnitude", "-a.magnitude",
        "x = (KataMutant.on(9) ? (-a.magnitude) : (a.magnitude))"
      ),
    ])
  func bound(line: String, find: String, replace: String, switched: String) throws {
    let sut = try schema(find, replace, in: "func f() {\n\(line)\n}\n")
    #expect(sut.files["ChangePasswordPresenter.swift"] == "func f() {\n\(switched)\n}\n")
  }

  @Test("An insertion inside a line that no operand can hold switches the whole line")
  func insertion() throws {
    let sut = try schema("b)", "b, c)", in: "func f() {\n  a(b)\n}\n")
    #expect(
      sut.files["ChangePasswordPresenter.swift"]
        == "func f() {\nif KataMutant.on(9) {\n  a(b, c)\n} else {\n  a(b)\n}\n}\n")
  }

  @Test("An edit across two lines that starts and ends inside them switches the whole lines")
  func lines() throws {
    let sut = try schema("a()\\n    b", "b()\\n    a", in: "func f() {\n    a()\n    b()\n}\n")
    #expect(
      sut.files["ChangePasswordPresenter.swift"]
        == "func f() {\nif KataMutant.on(9) {\n    b()\n    a()\n} else {\n    a()\n    b()\n}\n}\n"
    )
  }

  @Test(
    "An edit inside a longer text is switched where it changes: the operand, or the string",
    arguments: [
      (
        "f(constant: 24)", "constant: 24", "constant: 16",
        "f(constant: (KataMutant.on(9) ? (16) : (24)))"
      ),
      (
        "x = !model.isOn", "x = !model.isOn", "x = model.isOn",
        "x = (KataMutant.on(9) ? (model.isOn) : (!model.isOn))"
      ),
      (
        "m = \"at least 6.\"", "least 6", "least 8",
        "m = (KataMutant.on(9) ? (\"at least 8.\") : (\"at least 6.\"))"
      ),
      (
        "if text?.isEmpty ?? true {", "text?.isEmpty ?? true", "text == nil",
        "if (KataMutant.on(9) ? (text == nil) : (text?.isEmpty ?? true)) {"
      ),
    ])
  func narrowed(line: String, find: String, replace: String, switched: String) throws {
    let sut = try schema(find, replace, in: "func f() {\n\(line)\n}\n")
    #expect(sut.files["ChangePasswordPresenter.swift"] == "func f() {\n\(switched)\n}\n")
    #expect(sut.placed.map(\.form) == [.expression])
  }

  @Test(
    "An edit whose operand could not stand in a conditional is switched as the whole statement",
    arguments: [
      ("label.text = a", "title.text = a"),
      ("guard ready else { return }", "guard case .ready = state else { return }"),
      ("onEnd = { f($0) }", "onEnd = { _ in }"),
      ("self?.a.focus()", "self?.b.focus()"),
      ("width = 1", "width = 1 // wider"),
    ])
  func whole(find: String, replace: String) throws {
    let sut = try schema("  " + find, "  " + replace, in: "func f() {\n  \(find)\n}\n")
    #expect(sut.placed.map(\.form) == [.statement])
  }

  @Test("An operand is switched as an expression that keeps its place")
  func expression() throws {
    let sut = try schema(".cancel", ".done", in: "let item = Item(systemItem: .cancel)\n")
    #expect(
      sut.files["ChangePasswordPresenter.swift"]
        == "let item = Item(systemItem: (KataMutant.on(9) ? (.done) : (.cancel)))\n")
  }

  @Test(
    "A text no form can hold stays for a build of its own",
    arguments: [
      (
        "  private let minimum = 6", "  private let minimum: Int = 6",
        "class A {\n  private let minimum = 6\n}\n"
      ),
      ("func f() {", "func f() throws {", "func f() {\n}\n"),
      ("a, b,", "b, a,", "let list = [\na, b,\n]\n"),
      ("a < b,", "a <= b,", "let list = [\na < b,\n]\n"),
      ("id", "key", "let csv = #\"name \", \" id\"#\n"),
      ("world", "there", "let s = \"\"\"\n  Hello world\n  \"\"\"\n"),
      ("yes", "sure", "let s = \"\\(f ? \"yes\" : \"no\")\"\n"),
      ("  let x = 5", "  let x = 5.5", "func f() {\n  let x = 5\n}\n"),
    ])
  func alone(find: String, replace: String, source: String) throws {
    #expect(try schema(find, replace, in: source).placed == [])
  }

  func mutant(_ line: Int, _ find: String, _ replace: String) -> Mutant {
    var mutant = Mutant(line: line, description: "a mutant")
    (mutant.find, mutant.replace) = (find, replace)
    return mutant
  }

  @Test("Mutants of one operand share its place, each behind its own switch")
  func sharedOperand() throws {
    let (first, second) = (mutant(1, "true", "false"), mutant(5, "true", "nil"))
    let sut = try MutantSchema(mutants: [first, second], sources: [first.file: "x = f(true)\n"])
    #expect(
      sut.files[first.file]
        == "x = f((KataMutant.on(1) ? (false) : (KataMutant.on(5) ? (nil) : (true))))\n")
    #expect(sut.placed.map(\.mutant) == [1, 5])
  }

  @Test("Mutants of one statement share its place, one else if after another")
  func sharedStatement() throws {
    let (first, second) = (
      mutant(1, "    a()\\n    b()", "    b()\\n    a()"), mutant(5, "    a()\\n    b()", "    a()")
    )
    let sut = try MutantSchema(
      mutants: [first, second], sources: [first.file: "func f() {\n    a()\n    b()\n}\n"])
    #expect(
      sut.files[first.file]
        == "func f() {\nif KataMutant.on(1) {\n    b()\n    a()\n} else if KataMutant.on(5) {\n    a()\n"
        + "} else {\n    a()\n    b()\n}\n}\n")
    #expect(sut.placed.map(\.lines) == [2...10, 2...10])
  }

  @Test("Of two mutants whose texts overlap but differ, the second is left for a build of its own")
  func overlap() throws {
    let (first, second) = (mutant(1, "true", "false"), mutant(5, "f(true)", "g(true)"))
    let sut = try MutantSchema(mutants: [first, second], sources: [first.file: "x = f(true)\n"])
    #expect(sut.placed.map(\.mutant) == [1])
  }

  @Test("An error in a place two mutants share blames both")
  func sharedBlame() {
    let map = "1|View/Screen.swift|2|8\n5|View/Screen.swift|2|8\n"
    let log = "/tmp/p/Code/View/Screen.swift:4:3: error: cannot convert value"
    #expect(MutantSchema.blamed(byBuildLog: log, map: map) == [1, 5])
  }

  @Test("A mutant whose text the file does not hold is stale")
  func stale() {
    #expect(throws: MutantsFailure.self) { try schema("y = 1", "y = 2", in: "x = 1\n") }
  }

  @Test("A build's errors blame the mutants they fall in; errors in none blame nothing")
  func blame() {
    let map = "9|View/Screen.swift|4|8\n12|View/Screen.swift|20|20\n"
    let log = """
      /tmp/p/Code/View/Screen.swift:5:3: error: cannot infer contextual base
      /tmp/p/Code/View/Screen.swift:30:1: error: expected ',' separator
      /tmp/p/Code/View/Screen.swift:20:9: warning: never used
      error: fatalError
      """
    #expect(MutantSchema.blamed(byBuildLog: log, map: map) == [9])
    #expect(
      MutantSchema.blamed(
        byBuildLog: "/tmp/p/Code/View/Screen.swift:30:1: error: expected ',' separator", map: map)
        == nil)
  }
}
