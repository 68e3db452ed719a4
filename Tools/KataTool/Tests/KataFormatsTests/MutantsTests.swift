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

  @Test("A whole statement is switched as an if and its else")
  func statement() throws {
    let sut = try schema("    x = 1", "    x = 2", in: "func f() {\n    x = 1\n}\n")
    #expect(
      sut.files["ChangePasswordPresenter.swift"]
        == "func f() {\nif KataMutant.on(9) {\n    x = 2\n} else {\n    x = 1\n}\n}\n")
    #expect(sut.placed.map(\.lines) == [2...6])
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
        "  private let minimum = 6", "  private let minimum = 5",
        "class A {\n  private let minimum = 6\n}\n"
      ),
      ("label: x", "label: y", "f(label: x)\n"),
      ("OK", "Ok", "let title = \"OK\"\n"),
      ("Alert(message: m)", "Alert(message: n)", "show(Alert(message: m) { done() })\n"),
      ("a, b,", "b, a,", "let list = [\na, b,\n]\n"),
      ("if x {", "if y {", "if x {\n}\n"),
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
    let (first, second) = (mutant(1, "    x = 1", "    x = 2"), mutant(5, "    x = 1", "    x = 3"))
    let sut = try MutantSchema(
      mutants: [first, second], sources: [first.file: "func f() {\n    x = 1\n}\n"])
    #expect(
      sut.files[first.file]
        == "func f() {\nif KataMutant.on(1) {\n    x = 2\n} else if KataMutant.on(5) {\n    x = 3\n"
        + "} else {\n    x = 1\n}\n}\n")
    #expect(sut.placed.map(\.lines) == [2...8, 2...8])
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
