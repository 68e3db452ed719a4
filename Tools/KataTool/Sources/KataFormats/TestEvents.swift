// Swift Testing's event stream, version 0: JSON lines the toolchain writes for tools
// (`swift test --experimental-event-stream-output FILE --experimental-event-stream-version 0`),
// which the scripts read rather than the console, whose wording and glyphs may change. Only what
// the scripts ask is modelled: which tests recorded an issue, and where, how many test cases
// ended, and how many of the shared suite's behaviours each test target ran.
// Scripts/lib/results.sh and .ci/run reach it through `KataTool results`.

import Foundation

/// A test, as the stream describes it before the run: a suite or a function.
public struct TestDescription: Decodable, Sendable, Equatable {
  /// "Step07Tests.Step07Suite/behaves(_:)/Step.swift:9:4": the module, the types, the function.
  public var id: String
  /// The function's or the type's name: "behaves(_:)".
  public var name: String?
  /// The name given in `@Test("…")` or `@Suite("…")`, when one is.
  public var displayName: String?
  /// "function" for a test, "suite" for a suite.
  public var kind: String?
  /// A parameterized test's cases, in the order they are declared: the shared suite's behaviours.
  public var testCases: [TestEvent.TestCase]?

  enum CodingKeys: String, CodingKey {
    case id, name, displayName, kind
    case testCases = "_testCases"
  }

  /// The test target the test is in: its ID up to the first dot.
  public var target: String {
    String(id.prefix { $0 != "." })
  }
}

/// Something that happened during the run.
public struct TestEvent: Decodable, Sendable, Equatable {
  public enum Kind: String, Decodable, Sendable {
    case runStarted, testStarted, testCaseStarted, testCaseEnded, testEnded, testSkipped
    case issueRecorded, valueAttached, runEnded
    /// A kind this model does not know, from a newer toolchain.
    case other

    public init(from decoder: any Decoder) throws {
      self = Kind(rawValue: try String(from: decoder)) ?? .other
    }
  }

  /// One case of a parameterized test: its arguments, described.
  public struct TestCase: Decodable, Sendable, Equatable {
    public var displayName: String
  }

  public struct Issue: Decodable, Sendable, Equatable {
    /// A known issue (`withKnownIssue`) fails no test.
    public var isKnown: Bool
    /// Where it was recorded: the `#expect` that failed.
    public var sourceLocation: SourceLocation?
  }

  /// A place in a source file: `fileID` is the module and the file, "Step30Tests/Step.swift".
  public struct SourceLocation: Decodable, Sendable, Equatable {
    public var fileID: String
    public var line: Int

    /// "Step.swift:9": the file's name, without its module, and the line.
    public var short: String {
      "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
    }
  }

  /// What the console says of it: for an issue, "Expectation failed: …", then any details.
  public struct Message: Decodable, Sendable, Equatable {
    public var text: String
  }

  public var kind: Kind
  /// The test it happened in; none for the run's own events.
  public var testID: String?
  /// The case of a parameterized test it happened in.
  public var testCase: TestCase?
  public var issue: Issue?
  public var messages: [Message]?
  /// When it happened: `absolute` counts seconds on a clock that only goes forward.
  public var instant: Instant?

  public struct Instant: Decodable, Sendable, Equatable {
    public var absolute: Double
  }

  enum CodingKeys: String, CodingKey {
    case kind, testID, issue, messages, instant
    case testCase = "_testCase"
  }
}

/// The records of one stream: the tests it describes, by ID, and its events, in order. A line
/// is decoded only when a question needs its kind: every record names its kind, so a line that
/// does not hold the name cannot be one. A full run of the kata writes 10,000 lines, 9 MB, and
/// the exercise's loop asks two questions after every test run.
public struct TestEventStream: Sendable {
  let lines: [Data]

  /// The function every step's `Step.swift` runs the shared suite's behaviours with, each a case.
  public static let behavesFunction = "behaves(_:)"

  /// The stream, as lines. A line that is no record is left out when it is read: the last one,
  /// cut short when a time limit killed the run, or a record of another version.
  public init(data: Data) {
    // memchr, not split(separator:): the tool is built for debugging, where a loop over 9 MB
    // byte by byte takes a quarter of a second.
    var lines: [Data] = []
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      guard var line = bytes.baseAddress else { return }
      let end = line + bytes.count
      while line < end {
        let newline = memchr(line, Int32(UInt8(ascii: "\n")), end - line)
        let lineEnd = newline.map { UnsafeRawPointer($0) } ?? end
        lines.append(Data(bytes: line, count: lineEnd - line))
        line = lineEnd + 1
      }
    }
    self.lines = lines
  }

  public init(text: String) {
    self.init(data: Data(text.utf8))
  }

  /// The records of the lines that hold MARKER.
  func records(holding marker: String) -> [Record] {
    let marker = Data(marker.utf8)
    let decoder = JSONDecoder()
    return lines.filter { $0.range(of: marker) != nil }.compactMap {
      try? decoder.decode(Record.self, from: $0)
    }
  }

  /// The tests the stream describes, by ID.
  public var tests: [String: TestDescription] {
    var tests: [String: TestDescription] = [:]
    for case .test(let test) in records(holding: #""kind":"test""#) { tests[test.id] = test }
    return tests
  }

  /// Its events, of every kind, in order.
  public var events: [TestEvent] {
    events(holding: #""kind":"event""#)
  }

  /// The events whose line holds MARKER, in order.
  func events(holding marker: String) -> [TestEvent] {
    records(holding: marker).compactMap {
      if case .event(let event) = $0 { event } else { nil }
    }
  }

  /// The tests that recorded an issue not marked known, each once, in the order of their first
  /// issue, by display name (or by the function's name when it has none). A case of the shared
  /// suite's `behaves(_:)` is named by its behaviour's sentence.
  public var failingTests: [String] {
    let issues = events(holding: "issueRecorded").filter {
      $0.kind == .issueRecorded && $0.issue?.isKnown != true
    }
    // A green run's stream is not read further.
    let tests = issues.isEmpty ? [:] : self.tests
    var names: [String] = []
    for event in issues {
      let test = event.testID.flatMap { tests[$0] }
      let name: String
      if let testCase = event.testCase, test?.name == Self.behavesFunction {
        name = testCase.displayName
      } else {
        name = test?.displayName ?? test?.name ?? event.testID ?? "an issue outside any test"
      }
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// A failing test, as a red run names it: its name (a behaviour's sentence), and what its first
  /// issue said ("Expectation failed: …").
  public struct Failure: Sendable, Equatable {
    public var name: String
    public var said: String
  }

  /// The failing tests, each once, ranked by what they say about the change: first those that
  /// name one situation (the shared suite's behaviours, in the suite's order, then the step's own
  /// tests), then those that sweep a family of situations, whose name says "every" or "each"
  /// (the step's own first, then the suite's: every alert, each field, and last the golden
  /// master's every scenario and the lockstep net's everything a person can do): they fail with
  /// any change in the family, and say only that something in it broke.
  public var rankedFailures: [Failure] {
    let issues = events(holding: "issueRecorded").filter {
      $0.kind == .issueRecorded && $0.issue?.isKnown != true
    }
    guard !issues.isEmpty else { return [] }
    let tests = self.tests
    var found: [(failure: Failure, key: (Int, Int, Int, Int))] = []
    for (index, event) in issues.enumerated() {
      let test = event.testID.flatMap { tests[$0] }
      let caseName = test?.name == Self.behavesFunction ? event.testCase?.displayName : nil
      let name =
        caseName ?? test?.displayName ?? test?.name ?? event.testID ?? "an issue outside any test"
      guard !found.contains(where: { $0.failure.name == name }) else { continue }
      let order = caseName.flatMap { name in
        test?.testCases?.firstIndex { $0.displayName == name }
      }
      // In the first rank the suite's behaviours come before the step's own tests; in the second
      // after them, so that the nets, the suite's last behaviours, end the list.
      let sweeps = Self.sweeps(name)
      let own = caseName == nil
      let key = (sweeps ? 1 : 0, own == sweeps ? 0 : 1, order ?? Int.max, index)
      let said = (event.messages ?? []).map(\.text).first ?? ""
      found.append((Failure(name: name, said: said), key))
    }
    return found.sorted { $0.key < $1.key }.map(\.failure)
  }

  /// Whether a test's name sweeps a family of situations: a word of it is "each", or starts with
  /// "every" (every, everything).
  public static func sweeps(_ name: String) -> Bool {
    name.lowercased().split { !$0.isLetter }.contains { $0 == "each" || $0.hasPrefix("every") }
  }

  /// How many test cases ran to their end (`testCaseEnded`). Swift 6.3 writes the event for a
  /// parameterized test's cases only.
  public var casesEnded: Int {
    events(holding: "testCaseEnded").filter { $0.kind == .testCaseEnded }.count
  }

  /// How many of the shared suite's behaviours each test target ran to their end, by target.
  public var behavioursByTarget: [(target: String, cases: Int)] {
    let tests = self.tests
    var counts: [String: Int] = [:]
    for event in events(holding: "testCaseEnded") where event.kind == .testCaseEnded {
      guard let test = event.testID.flatMap({ tests[$0] }), test.name == Self.behavesFunction
      else { continue }
      counts[test.target, default: 0] += 1
    }
    return counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  /// The shared suite's behaviours each test target ran to their end, by their sentences.
  public var behaviourNamesByTarget: [String: Set<String>] {
    let tests = self.tests
    var names: [String: Set<String>] = [:]
    for event in events(holding: "testCaseEnded") where event.kind == .testCaseEnded {
      guard let test = event.testID.flatMap({ tests[$0] }), test.name == Self.behavesFunction,
        let name = event.testCase?.displayName
      else { continue }
      names[test.target, default: []].insert(name)
    }
    return names
  }

  /// The failing tests, each once, by test target: the targets in the order of `targetResults`,
  /// a target's tests in the order of their first issue. A case of the shared suite's
  /// `behaves(_:)` is named by its behaviour's sentence: the target already names the step.
  public var failuresByTarget: [TargetFailure] {
    let issues = events(holding: "issueRecorded").filter {
      $0.kind == .issueRecorded && $0.issue?.isKnown != true
    }
    guard !issues.isEmpty else { return [] }
    let tests = self.tests
    var failures: [TargetFailure] = []
    for event in issues {
      let test = event.testID.flatMap { tests[$0] }
      let caseName = test?.name == Self.behavesFunction ? event.testCase?.displayName : nil
      let name =
        caseName ?? test?.displayName ?? test?.name ?? event.testID ?? "an issue outside any test"
      let target = test?.target ?? event.testID.map { String($0.prefix { $0 != "." }) } ?? ""
      guard !failures.contains(where: { $0.target == target && $0.name == name }) else { continue }
      let location = event.issue?.sourceLocation?.short
      failures.append(TargetFailure(target: target, name: name, location: location))
    }
    // A stable sort: within a target, the order of the first issues stays.
    return failures.enumerated().sorted { a, b in
      a.element.target == b.element.target
        ? a.offset < b.offset : Self.comesFirst(a.element.target, b.element.target)
    }.map(\.element)
  }

  /// Whether target A is listed before target B: steps first, then by name.
  static func comesFirst(_ a: String, _ b: String) -> Bool {
    let (aStep, bStep) = (a.hasPrefix("Step"), b.hasPrefix("Step"))
    return aStep != bStep ? aStep : a < b
  }

  /// What each test target ran, and what failed: steps first, in order, then the other targets.
  public var targetResults: [TargetResult] {
    let tests = self.tests
    var results: [String: TargetResult] = [:]
    var failed: [String: Set<String>] = [:]
    for event in events {
      guard let id = event.testID, let test = tests[id], test.kind != "suite" else { continue }
      let target = test.target
      var result = results[target] ?? TargetResult(target: target)
      let isBehaviour = test.name == Self.behavesFunction
      switch event.kind {
      case .testCaseEnded where isBehaviour: result.behaviours += 1
      case .testEnded where !isBehaviour: result.ownTests += 1
      case .issueRecorded where event.issue?.isKnown != true:
        let failure = isBehaviour ? "case " + (event.testCase?.displayName ?? id) : "test " + id
        if failed[target, default: []].insert(failure).inserted {
          if isBehaviour { result.failingBehaviours += 1 } else { result.failingOwnTests += 1 }
        }
      default: break
      }
      results[target] = result
    }
    return results.values.sorted { Self.comesFirst($0.target, $1.target) }
  }

  /// A line of the stream: `{"kind":"test","payload":{…},"version":0}` or `"kind":"event"`.
  enum Record: Decodable {
    case test(TestDescription)
    case event(TestEvent)

    enum CodingKeys: String, CodingKey {
      case kind, payload, version
    }

    init(from decoder: any Decoder) throws {
      let record = try decoder.container(keyedBy: CodingKeys.self)
      guard try record.decode(Int.self, forKey: .version) == 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: .version, in: record, debugDescription: "not version 0")
      }
      switch try record.decode(String.self, forKey: .kind) {
      case "test": self = .test(try record.decode(TestDescription.self, forKey: .payload))
      case "event": self = .event(try record.decode(TestEvent.self, forKey: .payload))
      default:
        throw DecodingError.dataCorruptedError(
          forKey: .kind, in: record, debugDescription: "neither a test nor an event")
      }
    }
  }
}

/// A failing test, as Scripts/test-steps names it: its test target (the step), its name, and
/// where its first issue was recorded.
public struct TargetFailure: Sendable, Equatable {
  public var target: String
  public var name: String
  /// "ChangePasswordViewModelTests.swift:156"; none when the stream does not say.
  public var location: String?

  public init(target: String, name: String, location: String?) {
    (self.target, self.name, self.location) = (target, name, location)
  }

  /// "Step30Tests  ✘ The title is Change Password (Behaviours.swift:12)", the target in a column
  /// WIDTH wide.
  public func line(width: Int) -> String {
    let padded = target + String(repeating: " ", count: max(0, width - target.count))
    return "\(padded)  ✘ \(name)" + (location.map { " (\($0))" } ?? "")
  }

  /// One line per failing test, the targets in one column.
  public static func lines(_ failures: [TargetFailure]) -> [String] {
    let width = failures.map(\.target.count).max() ?? 0
    return failures.map { $0.line(width: width) }
  }
}

/// What one test target ran: the shared suite's behaviours, its own tests (a step's view-model
/// tests, the stand-in's), and how many of each failed.
public struct TargetResult: Sendable, Equatable {
  public var target: String
  public var behaviours = 0
  public var failingBehaviours = 0
  public var ownTests = 0
  public var failingOwnTests = 0

  public init(target: String) {
    self.target = target
  }

  public var isGreen: Bool { failingBehaviours == 0 && failingOwnTests == 0 }

  /// The target without "Tests": the step's module, Step07.
  public var name: String { target.hasSuffix("Tests") ? String(target.dropLast(5)) : target }

  /// "Step07  green  126 behaviours, 12 own tests", the name in a column WIDTH wide; a failing
  /// count follows what failed.
  public func line(width: Int) -> String {
    func counted(_ count: Int, _ what: String, failing: Int) -> String {
      "\(count) \(what)\(count == 1 ? "" : "s")" + (failing > 0 ? " (\(failing) failed)" : "")
    }
    var parts: [String] = []
    if behaviours > 0 || failingBehaviours > 0 {
      parts.append(counted(behaviours, "behaviour", failing: failingBehaviours))
    }
    if ownTests > 0 || failingOwnTests > 0 {
      parts.append(counted(ownTests, "own test", failing: failingOwnTests))
    }
    let padded = name + String(repeating: " ", count: max(0, width - name.count))
    return "\(padded)  \(isGreen ? "green" : "red  ")  " + parts.joined(separator: ", ")
  }

  /// One line per target, then the whole run in one line.
  public static func summary(_ results: [TargetResult]) -> String {
    let width = results.map(\.name.count).max() ?? 0
    var out = results.map { $0.line(width: width) + "\n" }.joined()
    let red = results.filter { !$0.isGreen }.map(\.name)
    let behaviours = results.reduce(0) { $0 + $1.behaviours }
    let own = results.reduce(0) { $0 + $1.ownTests }
    let ran =
      "\(behaviours) behaviour\(behaviours == 1 ? "" : "s") and \(own) own "
      + "test\(own == 1 ? "" : "s") ran"
    out +=
      red.isEmpty
      ? (results.count == 1
        ? "The test target is green: \(ran).\n"
        : "All \(results.count) test targets are green: \(ran).\n")
      : "\(red.count) of \(results.count) test targets are red (\(red.joined(separator: ", "))): "
        + "\(ran).\n"
    return out
  }
}
