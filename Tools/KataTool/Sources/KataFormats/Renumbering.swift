// A renumbering of the main path, as Scripts/renumber applies it: which step gets which number
// (and, maybe, a new short name), which steps a split inserts, and how every text that names a
// step is rewritten. Steps/RENUMBERINGS keeps each one applied, in order, so that what was written
// before (a lesson, a log, the exercise's state) can be read through it.

import Foundation

/// One renumbering, read from its map:
///
///     # comment
///     55 56                 step 55 becomes step 56
///     57 59 RemoveTheCopy   step 57 becomes step 59, short name RemoveTheCopy
///     +55 DropTheCall       a new step 55, made from the step before it as Scripts/new-step does
///
/// A main step the map does not name keeps its number.
public struct Renumbering: Equatable, Sendable {
  public struct Move: Equatable, Sendable {
    public let old: String
    public let new: String
    public let name: String?
  }
  public struct Insert: Equatable, Sendable {
    public let id: String
    public let name: String
  }
  public var moves: [Move]
  public var inserts: [Insert]

  public init(moves: [Move] = [], inserts: [Insert] = []) {
    self.moves = moves
    self.inserts = inserts
  }

  /// The map as written; a line it cannot read is a problem named by its line number.
  public init(map: String) throws(StepProblem) {
    var moves: [Move] = []
    var inserts: [Insert] = []
    for (index, raw) in Text.lines(map).enumerated() {
      let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      let words = line.split(separator: " ").map(String.init)
      if words.isEmpty { continue }
      let problem = StepProblem(
        "line \(index + 1) of the map: '\(raw)' is neither 'OLD NEW [Name]' nor '+NEW Name'")
      if words[0].hasPrefix("+") {
        let id = String(words[0].dropFirst())
        guard words.count == 2, Self.isNumber(id), Self.isName(words[1]) else { throw problem }
        inserts.append(Insert(id: id, name: words[1]))
      } else {
        guard words.count == 2 || words.count == 3, Self.isNumber(words[0]),
          Self.isNumber(words[1]), words.count == 2 || Self.isName(words[2])
        else { throw problem }
        moves.append(Move(old: words[0], new: words[1], name: words.count == 3 ? words[2] : nil))
      }
    }
    self.init(moves: moves, inserts: inserts)
  }

  /// The map, as `init(map:)` reads it.
  public var map: String {
    (moves.map { [$0.old, $0.new, $0.name].compactMap { $0 }.joined(separator: " ") }
      + inserts.map { "+\($0.id) \($0.name)" }).joined(separator: "\n") + "\n"
  }

  static func isNumber(_ word: String) -> Bool { word.count == 2 && word.allSatisfy(Text.isDigit) }
  static func isName(_ word: String) -> Bool {
    !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
  }

  /// The new number of OLD (its own when the map does not move it).
  public func newID(of old: String) -> String { moves.first { $0.old == old }?.new ?? old }

  /// `Scripts/exercise start N` as it reads after the map: the start plays hole N+1, so it moves
  /// to the step just before that hole's new number, which is not N's new number when a step is
  /// inserted before the hole (`start 21` for hole 22, now 25 after an inserted 24, is `start
  /// 24`). N keeps its width (`start 8`, one digit, as the exercise takes it too).
  public func newStart(of old: String) -> String {
    guard let number = Int(old) else { return old }
    let hole = Text.twoDigits(number + 1)
    let new: String
    if let moved = changed[hole], let holeNumber = Int(moved) {
      new = Text.twoDigits(holeNumber - 1)
    } else {
      new = changed[Text.twoDigits(number)] ?? Text.twoDigits(number)
    }
    return old.count == 1 && new.hasPrefix("0") ? String(new.dropFirst()) : new
  }

  /// The old numbers that change.
  var changed: [String: String] {
    Dictionary(moves.filter { $0.old != $0.new }.map { ($0.old, $0.new) }) { first, _ in first }
  }

  /// The map with every move's short name written out, as PATH (the main path before it,
  /// `NN_Name`) gives it: what a reader of the history needs without the old path.
  public func named(from path: [String]) -> Renumbering {
    Renumbering(
      moves: moves.map { move in
        let name =
          move.name ?? path.first { $0.hasPrefix(move.old + "_") }.map { String($0.dropFirst(3)) }
        return Move(old: move.old, new: move.new, name: name)
      }, inserts: inserts)
  }

  // MARK: - The plan

  /// What the renumbering does to the main path's folders: each step's folder from and to
  /// (`Steps/Step55_X` to `Steps/Step56_X`; a step that keeps its folder is left out), the new
  /// steps' folders, and the whole path after it, as Package.swift's `steps` lists it.
  public struct Plan: Equatable, Sendable {
    public var moves: [(from: String, to: String)]
    public var inserted: [String]
    public var path: [String]

    public static func == (lhs: Plan, rhs: Plan) -> Bool {
      lhs.moves.map { [$0.from, $0.to] } == rhs.moves.map { [$0.from, $0.to] }
        && lhs.inserted == rhs.inserted && lhs.path == rhs.path
    }

    /// Every path the plan moves: each step's folder and, when its number changes, its tests
    /// (`Tests/Step55Tests`) and its mutants (`Scripts/mutants/Step55.mutants`) if `exists` says
    /// the kata has them.
    public func movedPaths(exists: (String) -> Bool) -> [(from: String, to: String)] {
      moves.flatMap { move -> [(from: String, to: String)] in
        let (old, new) = (Self.number(of: move.from), Self.number(of: move.to))
        guard old != new else { return [move] }
        let tests = (from: "Tests/Step\(old)Tests", to: "Tests/Step\(new)Tests")
        let mutants = (
          from: "Scripts/mutants/Step\(old).mutants", to: "Scripts/mutants/Step\(new).mutants"
        )
        return [move, tests] + (exists(mutants.from) ? [mutants] : [])
      }
    }

    /// NN of a main step's folder, `Steps/StepNN_Name`.
    static func number(of folder: String) -> String {
      String(folder.dropFirst("Steps/Step".count).prefix(2))
    }
  }

  /// The plan for the main path PATH (its entries, `NN_Name`, in order); a map that names a step
  /// that is not there, gives two steps one number, or leaves a gap, is a problem.
  public func plan(path: [String]) throws(StepProblem) -> Plan {
    let ids = path.map { String($0.prefix(2)) }
    var result: [String: String] = [:]
    var moved: [(from: String, to: String)] = []
    for move in moves {
      guard let entry = path.first(where: { $0.hasPrefix(move.old + "_") }) else {
        throw StepProblem("the map moves step \(move.old), which the main path does not have")
      }
      let name = move.name ?? String(entry.dropFirst(3))
      let new = move.new + "_" + name
      if new != entry { moved.append(("Steps/Step" + entry, "Steps/Step" + new)) }
      guard result[move.new] == nil else {
        throw StepProblem("the map gives two steps the number \(move.new)")
      }
      result[move.new] = new
    }
    for (id, entry) in zip(ids, path) where !moves.contains(where: { $0.old == id }) {
      guard result[id] == nil else {
        throw StepProblem("the map gives step \(id)'s number \(id) to another step too")
      }
      result[id] = entry
    }
    for insert in inserts {
      guard result[insert.id] == nil else {
        throw StepProblem("the map inserts step \(insert.id), a number another step has")
      }
      result[insert.id] = insert.id + "_" + insert.name
    }
    let numbers = result.keys.sorted()
    for (index, number) in numbers.enumerated() where number != Text.twoDigits(index) {
      throw StepProblem("after the map the main path skips step \(Text.twoDigits(index))")
    }
    return Plan(
      moves: moved, inserted: inserts.map { "Steps/Step" + $0.id + "_" + $0.name },
      path: numbers.compactMap { result[$0] })
  }

  // MARK: - Rewriting texts

  /// TEXT with every name of a main step that moves rewritten at once (a number that moves to
  /// another that moves too is rewritten once): its folder (`Step55_Name`, `"55_Name"` in
  /// Package.swift's list), its modules and tests (`Step55`, `Step55ViewModel`, `Step55Tests`,
  /// `Step55.mutants`), prose (`step 55`, `Steps 53–57`, `lessons 35, 37 and 55`, `Step 55 ·`),
  /// a table's first column (`| 55 |`) and Scripts/measure's heading (`| | 57 (from 56)`), the
  /// scripts' arguments (`Scripts/diff-steps 55`, `Scripts/measure 57 MVP09`), a start's (`start
  /// from 57`) and the exercise's holes (`holes 13, 17`, `start 21` by `newStart(of:)`).
  /// `micro-step 5` is no step, nor a number with a unit (`step 06, 15 min`) or a count option's
  /// value (`Scripts/benchmark-loop --runs 11`).
  public func rewrite(_ text: String) -> String {
    let changed = changed
    guard !changed.isEmpty else { return text }
    let names = Dictionary(
      moves.compactMap { move in move.name.map { (move.old, $0) } }
    ) { first, _ in first }
    var scan = Scan(Array(text))
    var out = ""
    while !scan.atEnd {
      if let (prefix, number, name) = scan.folder() {
        let renamed = changed[number] != nil ? names[number] : nil
        out += prefix + (changed[number] ?? number) + "_" + (renamed ?? name)
      } else if let numbers = scan.list() {
        out += numbers.map { piece in
          switch piece.kind {
          case .text: piece.text
          case .step: changed[piece.text] ?? piece.text
          case .start: newStart(of: piece.text)
          }
        }
        .joined()
      } else {
        out.append(scan.next())
      }
    }
    return out
  }
}

extension Renumbering {
  /// A main step's LESSON with the line its Mechanics opens with, `Start from step NN, …`,
  /// naming PARENT, the step before it now: a split changes the step a later lesson starts from,
  /// which no map of old numbers to new can say.
  public static func startingFrom(_ parent: String, in lesson: String) -> String {
    let marker = "Start from step "
    var lines = lesson.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let index = lines.firstIndex(where: { $0.hasPrefix(marker) }) else { return lesson }
    let rest = lines[index].dropFirst(marker.count)
    guard rest.prefix(2).allSatisfy(Text.isDigit), rest.count >= 2 else { return lesson }
    lines[index] = marker + parent + rest.dropFirst(2)
    return lines.joined(separator: "\n")
  }
}

/// A text read once, left to right, for the names of steps `Renumbering.rewrite` rewrites.
struct Scan {
  let characters: [Character]
  var index = 0

  init(_ characters: [Character]) { self.characters = characters }

  var atEnd: Bool { index >= characters.count }

  mutating func next() -> Character {
    defer { index += 1 }
    return characters[index]
  }

  func at(_ offset: Int) -> Character? {
    index + offset < characters.count && index + offset >= 0 ? characters[index + offset] : nil
  }

  func has(_ word: String, at offset: Int = 0) -> Bool {
    for (k, character) in word.enumerated() where at(offset + k) != character { return false }
    return true
  }

  func isDigit(_ offset: Int) -> Bool { at(offset).map(Text.isDigit) ?? false }
  func isWordCharacter(_ offset: Int) -> Bool {
    at(offset).map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
  }
  /// Two digits at OFFSET, and no third.
  func twoDigits(at offset: Int) -> Bool {
    isDigit(offset) && isDigit(offset + 1) && !isDigit(offset + 2) && !isDigit(offset - 1)
  }

  /// `StepNN_Name` or `"NN_Name"`: consumes the prefix, NN, `_` and the name, and gives them.
  mutating func folder() -> (String, String, String)? {
    let prefix: Int
    if has("Step"), !isWordCharacter(-1) {
      prefix = 4
    } else if has("\""), twoDigits(at: 1) {
      prefix = 1
    } else {
      return nil
    }
    guard twoDigits(at: prefix), at(prefix + 2) == "_", isNameCharacter(prefix + 3) else {
      return nil
    }
    var end = prefix + 3
    while isNameCharacter(end) { end += 1 }
    let number = String(characters[(index + prefix)..<(index + prefix + 2)])
    let name = String(characters[(index + prefix + 3)..<(index + end)])
    let before = String(characters[index..<(index + prefix)])
    index += end
    return (before, number, name)
  }

  func isNameCharacter(_ offset: Int) -> Bool {
    at(offset).map { $0.isASCII && ($0.isLetter || $0.isNumber) } ?? false
  }

  struct Piece {
    enum Kind { case text, step, start }
    let text: String
    let kind: Kind
  }

  /// A script's options whose value is a count, not a step (`--runs 11`).
  static let countOptions: Set<String> = [
    "--runs", "--cold-runs", "--jobs", "--port", "--time-limit",
  ]

  /// What a number before them counts: `15 min` or `11 runs` is no step.
  static let units = [
    "min", "mins", "minute", "minutes", "s", "sec", "seconds", "ms", "h", "hours", "runs", "run",
    "times", "lines", "tests", "behaviours", "mutants", "micro-steps", "commits", "files",
  ]

  /// A unit after the two digits at OFFSET (`15 min`, `11 runs`, `40%`).
  func unit(after offset: Int) -> Bool {
    if at(offset + 2) == "%" { return true }
    guard at(offset + 2) == " " else { return false }
    return Self.units.contains { unit in
      has(unit, at: offset + 3) && !isWordCharacter(offset + 3 + unit.count)
        && at(offset + 3 + unit.count) != "-"
    }
  }

  /// A reference by number, as pieces (the numbers apart): `Step55` and `Step55ViewModel` (a
  /// module), `step 55`, `Steps 53–57`, `lessons 35, 37 and 55`, `start from 57`, `| 55 |` at a
  /// line's start, `Scripts/measure 57 MVP09`. Consumes it; nil, consuming nothing, when none
  /// starts here.
  mutating func list() -> [Piece]? {
    let start = index
    var pieces: [Piece] = []
    func take(_ count: Int, _ kind: Piece.Kind = .text) {
      pieces.append(Piece(text: String(characters[index..<(index + count)]), kind: kind))
      index += count
    }
    // A module: Step55, Step55ViewModel, Step55Tests.
    if has("Step"), !isWordCharacter(-1), twoDigits(at: 4), at(6) != "_" {
      take(4)
      take(2, .step)
      return pieces
    }
    // A table's first column.
    if has("| "), at(-1) == nil || at(-1) == "\n", twoDigits(at: 2), has(" |", at: 4) {
      take(2)
      take(2, .step)
      return pieces
    }
    // A script and its arguments.
    if has("Scripts/") {
      var end = 8
      while let c = at(end), c.isLetter || c == "-" { end += 1 }
      guard end > 8 else { return nil }
      take(end)
      var counted = false
      while at(0) == " ", let word = argument(at: 1) {
        take(1)
        let isStep = !counted && word.count == 2 && word.allSatisfy(Text.isDigit)
        take(word.count, isStep ? .step : .text)
        counted = Self.countOptions.contains(word)
      }
      if pieces.count == 1 {
        index = start
        return nil
      }
      return pieces
    }
    // Prose: a word, then numbers (`| | 57 (from 56)` heads a table of Scripts/measure's; an
    // empty cell before a number is no such heading).
    guard !isWordCharacter(-1), at(-1) != "-" else { return nil }
    // `Scripts/exercise start 21` plays hole 22: it moves with the hole (one digit or two).
    if has("start "), !has("start from"), isDigit(6), !isDigit(8) {
      let width = isDigit(7) ? 2 : 1
      take(6)
      take(width, .start)
      return pieces
    }
    let words = [
      "steps ", "step ", "Steps ", "Step ", "lessons ", "lesson ", "Lessons ", "Lesson ",
      "holes ", "hole ", "Holes ", "Hole ", "start from step ", "start from ", "from step ",
      "from ", "| | ",
    ]
    guard let word = words.first(where: { has($0) }), twoDigits(at: word.count),
      !unit(after: word.count), word != "| | " || has(" (from ", at: word.count + 2)
    else { return nil }
    take(word.count)
    take(2, .step)
    let joins = [", and ", ", or ", " and ", " or ", ", ", " to ", "–", "—", "-"]
    while let join = joins.first(where: {
      has($0) && twoDigits(at: $0.count) && !unit(after: $0.count)
    }) {
      take(join.count)
      take(2, .step)
    }
    return pieces
  }

  /// A script's argument at OFFSET: an option, two digits, or a step's ID beside the path.
  func argument(at offset: Int) -> String? {
    var end = offset
    while let c = at(end), !c.isWhitespace, c != "`", c != ")", c != "," { end += 1 }
    guard end > offset else { return nil }
    let word = String(characters[(index + offset)..<(index + end)])
    if word.hasPrefix("-") { return word }
    if word.count == 2, word.allSatisfy(Text.isDigit) { return word }
    if word.count == 1, word.allSatisfy(Text.isDigit) { return word }
    if word.first?.isUppercase == true, word.allSatisfy({ $0.isLetter || $0.isNumber }) {
      return word
    }
    return nil
  }
}

/// Every renumbering applied to the kata, in order: Steps/RENUMBERINGS, each one a block that
/// opens with `renumbering N` and holds its map.
public struct RenumberingHistory: Equatable, Sendable {
  public var renumberings: [Renumbering]

  public init(renumberings: [Renumbering] = []) { self.renumberings = renumberings }

  public init(text: String) throws(StepProblem) {
    var blocks: [String] = []
    for line in Text.lines(text) {
      if line.hasPrefix("renumbering ") {
        blocks.append("")
      } else if !blocks.isEmpty {
        blocks[blocks.count - 1] += line + "\n"
      }
    }
    var renumberings: [Renumbering] = []
    for block in blocks { renumberings.append(try Renumbering(map: block)) }
    self.renumberings = renumberings
  }

  public static let header = """
    # The renumberings of the main path, in order, as Scripts/renumber applied them: each opens
    # with `renumbering N` and holds its map (OLD NEW [Name]: step OLD became NEW; +NEW Name: a
    # step a split inserted). The exercise reads a state, log or attempt from before one through
    # it. Written by Scripts/renumber; README's table "old step → new step" says the same.

    """

  public var text: String {
    Self.header
      + renumberings.enumerated().map { "renumbering \($0.offset + 1)\n" + $0.element.map }
      .joined(separator: "\n")
  }

  /// A step ID written under COUNT renumberings, as it reads now: a main step through each later
  /// map; any other ID as it is.
  public func current(_ id: String, writtenUnder count: Int) -> String {
    guard Renumbering.isNumber(id) else { return id }
    return renumberings.dropFirst(count).reduce(id) { $1.newID(of: $0) }
  }

  /// The step a start written under COUNT renumberings reads as now, for HOLE (as written, nil
  /// when not known): a main hole's start is the step just before the hole's new number, since
  /// `Scripts/exercise start N` plays hole N+1 and a step inserted before the hole comes between
  /// them; a start beside the main path (a branch's parent) is its step's new number.
  public func currentStart(_ id: String, hole: String?, writtenUnder count: Int) -> String {
    guard Renumbering.isNumber(id) else { return id }
    guard let hole else {
      return renumberings.dropFirst(count).reduce(id) { $1.newStart(of: $0) }
    }
    guard Renumbering.isNumber(hole), let new = Int(current(hole, writtenUnder: count)), new > 0
    else { return current(id, writtenUnder: count) }
    return Text.twoDigits(new - 1)
  }

  /// The table for README: one row a step whose number changed, old and new, across every
  /// renumbering (a step inserted has no old number).
  public func table(last: Renumbering) -> String {
    var rows = ["| old step → new step | short name now |", "|---|---|"]
    for move in last.moves where move.old != move.new || move.name != nil {
      rows.append("| \(move.old) → \(move.new) | \(move.name ?? "(the same)") |")
    }
    for insert in last.inserts {
      rows.append(
        "| (none) → \(insert.id) | \(insert.name), new: micro-steps split out of an earlier step |")
    }
    return rows.joined(separator: "\n") + "\n"
  }
}

extension RenumberingHistory {
  /// TEXT, lines of `|`-separated `NAME=VALUE` fields (the exercise's log, or its state, one field
  /// a line), with the step IDs in the fields NAMES, written under COUNT renumberings, as they
  /// read now; the fields STARTS are starts, read by `currentStart` with the hole of their line
  /// (of the whole text, for the state's lines of one field).
  public func translated(
    _ text: String, fields names: Set<String>, starts: Set<String> = [],
    writtenUnder count: Int
  ) -> String {
    guard count < renumberings.count else { return text }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let textHole = lines.lazy.compactMap { Self.field("hole", in: $0) }.first
    return lines.map { line in
      let hole = Self.field("hole", in: line) ?? (line.contains("|") ? nil : textHole)
      return line.split(separator: "|", omittingEmptySubsequences: false).map { field in
        guard let equals = field.firstIndex(of: "=") else { return String(field) }
        let name = String(field[..<equals])
        let id = String(field[equals...].dropFirst())
        if starts.contains(name) {
          return field[...equals] + currentStart(id, hole: hole, writtenUnder: count)
        }
        guard names.contains(name) else { return String(field) }
        return field[...equals] + current(id, writtenUnder: count)
      }.joined(separator: "|")
    }.joined(separator: "\n")
  }

  /// The value of the field NAME in LINE, as written.
  static func field(_ name: String, in line: Substring) -> String? {
    line.split(separator: "|").first { $0.hasPrefix(name + "=") }
      .map { String($0.dropFirst(name.count + 1)) }
  }
}
