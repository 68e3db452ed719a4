import KataFormats
import Testing

@Suite("Swift Testing's event stream: what failed, what ran, the behaviours per target")
struct TestEventsTests {
  typealias L = StreamLines

  static func stream(_ lines: String...) -> TestEventStream {
    TestEventStream(text: lines.joined(separator: "\n") + "\n")
  }

  @Test("A passing run fails no test")
  func passing() {
    let sut = Self.stream(L.passingTest, L.passingStarted, L.passingEnded, L.runEnded)
    #expect(sut.failingTests.isEmpty)
  }

  @Test("A failing test is named by its display name")
  func failing() {
    let sut = Self.stream(L.passingTest, L.failingTest, L.failingIssue, L.passingEnded)
    #expect(sut.failingTests == ["A failing test"])
  }

  @Test("An issue marked known fails no test")
  func known() {
    let sut = Self.stream(L.knownTest, L.failingTest, L.knownIssue, L.failingIssue)
    #expect(sut.failingTests == ["A failing test"])
  }

  @Test("A failing behaviour is named by its sentence, not by the test that runs them all")
  func failingBehaviour() {
    let sut = Self.stream(L.failingBehavesTest, L.failingBehaviourIssue)
    #expect(sut.failingTests == ["Tapping OK [after] a failure clears all three fields"])
  }

  @Test("A test without a display name is named by its function")
  func unnamed() {
    let sut = Self.stream(L.unnamedTest, L.unnamedIssue)
    #expect(sut.failingTests == ["unnamed()"])
  }

  @Test("A test with several issues is named once, in the order of its first issue")
  func once() {
    let sut = Self.stream(
      L.unnamedTest, L.failingTest, L.failingIssue, L.unnamedIssue, L.failingIssue)
    #expect(sut.failingTests == ["A failing test", "unnamed()"])
  }

  @Test("The test cases that ran are those that ended")
  func ran() {
    let sut = Self.stream(
      L.behavesTest, L.behaviourStarted, L.behaviourEnded, L.passingTest, L.passingStarted,
      L.passingEnded, L.failingBehavesTest, L.failingBehaviourIssue, L.failingBehaviourEnded)
    #expect(sut.casesEnded == 2)
  }

  @Test("The behaviours are counted per test target; other tests are not behaviours")
  func behaviours() {
    let sut = Self.stream(
      L.passingTest, L.behavesTest, L.failingBehavesTest, L.otherParameterizedTest,
      L.behaviourEnded, L.passingEnded, L.otherCaseEnded, L.failingBehaviourEnded,
      L.behaviourEnded)
    #expect(sut.behavioursByTarget.map(\.target) == ["LibTests", "Step07Tests"])
    #expect(sut.behavioursByTarget.map(\.cases) == [1, 2])
  }

  @Test("Each target's behaviours and own tests are counted, and what failed of each")
  func targetResults() {
    let sut = Self.stream(
      L.passingTest, L.behavesTest, L.failingBehavesTest, L.failingTest, L.knownTest,
      L.behaviourEnded, L.passingEnded, L.failingBehaviourIssue, L.failingBehaviourIssue,
      L.failingBehaviourEnded, L.behaviourEnded, L.failingIssue, L.knownIssue)
    let results = sut.targetResults
    #expect(results.map(\.target) == ["Step07Tests", "KataSupportTests", "LibTests"])
    #expect(results.map(\.behaviours) == [2, 0, 1])
    #expect(results.map(\.failingBehaviours) == [0, 0, 1])
    #expect(results.map(\.ownTests) == [0, 1, 0])
    #expect(results.map(\.failingOwnTests) == [0, 0, 1])
  }

  @Test("A green target's line names its step, then its behaviours and own tests")
  func greenLine() {
    var sut = TargetResult(target: "Step25Tests")
    (sut.behaviours, sut.ownTests) = (126, 12)
    #expect(sut.line(width: 8) == "Step25    green  126 behaviours, 12 own tests")
  }

  @Test("A red target's line says how many of each failed")
  func redLine() {
    var sut = TargetResult(target: "Step25Tests")
    (sut.behaviours, sut.failingBehaviours, sut.ownTests, sut.failingOwnTests) = (126, 2, 1, 1)
    #expect(sut.line(width: 6) == "Step25  red    126 behaviours (2 failed), 1 own test (1 failed)")
  }

  @Test("The summary ends with the run in one line, naming the red targets")
  func summary() {
    var red = TargetResult(target: "Step01Tests")
    (red.behaviours, red.failingBehaviours) = (3, 1)
    var green = TargetResult(target: "Step00Tests")
    green.behaviours = 3
    let sut = TargetResult.summary([green, red]).split(separator: "\n").last.map(String.init)
    let expected =
      "1 of 2 test targets are red (Step01): 6 behaviours and 0 own tests ran."
    #expect(sut == expected)
  }

  @Test("A line cut short, as when a time limit kills the run, is left out, and the rest read")
  func cutShort() {
    let sut = Self.stream(
      L.behavesTest, L.behaviourEnded, L.failingTest, String(L.failingIssue.prefix(200)))
    #expect(sut.casesEnded == 1)
    #expect(sut.failingTests.isEmpty)
  }

  @Test("An event of a kind version 0 did not have is read, and a record of another version is not")
  func otherKinds() {
    let sut = Self.stream(
      L.failingTest,
      #"{"kind":"event","payload":{"kind":"somethingNew","testID":"LibTests.failing()"},"version":0}"#,
      #"{"kind":"event","payload":{"kind":"testCaseEnded","testID":"X"},"version":1}"#)
    #expect(sut.events.map(\.kind) == [.other])
    #expect(sut.casesEnded == 0)
  }

  @Test("A failing test is named with its test target and where its first issue was recorded")
  func failureNamesTarget() {
    let sut = Self.stream(L.passingTest, L.failingTest, L.failingIssue, L.passingEnded)
    #expect(
      sut.failuresByTarget == [
        TargetFailure(target: "LibTests", name: "A failing test", location: "T.swift:13")
      ])
  }

  @Test("A failing behaviour is named by its sentence, its target naming the step")
  func failingBehaviourNamesTarget() {
    let sut = Self.stream(L.failingBehavesTest, L.failingBehaviourIssue)
    #expect(
      sut.failuresByTarget.map(\.name) == ["Tapping OK [after] a failure clears all three fields"])
    #expect(sut.failuresByTarget.map(\.location) == ["T.swift:8"])
  }

  @Test("The same test failing in two steps is listed once for each, steps first")
  func sameTestInTwoSteps() {
    let step31 = Self.renamed(L.failingTest, "LibTests", to: "Step31Tests")
    let step30 = Self.renamed(step31, "Step31Tests", to: "Step30Tests")
    let sut = Self.stream(
      L.failingTest, L.failingIssue, step31,
      Self.renamed(L.failingIssue, "LibTests", to: "Step31Tests"),
      step30, Self.renamed(L.failingIssue, "LibTests", to: "Step30Tests"),
      Self.renamed(L.failingIssue, "LibTests", to: "Step30Tests"))
    #expect(sut.failuresByTarget.map(\.target) == ["Step30Tests", "Step31Tests", "LibTests"])
  }

  @Test("An issue marked known is not listed as a failure")
  func knownNotListed() {
    let sut = Self.stream(L.knownTest, L.knownIssue)
    #expect(sut.failuresByTarget.isEmpty)
  }

  @Test("A failure's line names the target in a column, the test, and its file and line")
  func failureLine() {
    let sut = TargetFailure.lines([
      TargetFailure(
        target: "Step30Tests", name: "Submitting shows the alert", location: "VM.swift:156"),
      TargetFailure(target: "KataSupportTests", name: "The seed is fixed", location: nil),
    ])
    #expect(
      sut == [
        "Step30Tests       ✘ Submitting shows the alert (VM.swift:156)",
        "KataSupportTests  ✘ The seed is fixed",
      ])
  }

  /// LINE with its test's module renamed: the same test, in another target.
  static func renamed(_ line: String, _ module: String, to other: String) -> String {
    line.replacingOccurrences(of: "\"\(module).", with: "\"\(other).")
      .replacingOccurrences(of: "\"\(module)\\/", with: "\"\(other)\\/")
  }

  @Test("The fewest keys a record needs: the script tests' fake swift writes only these")
  func fewestKeys() {
    let sut = Self.stream(
      #"{"kind":"test","payload":{"displayName":"The title","id":"Fake.t1","kind":"function"},"version":0}"#,
      #"{"kind":"event","payload":{"kind":"issueRecorded","issue":{"isKnown":false},"testID":"Fake.t1"},"version":0}"#,
      #"{"kind":"event","payload":{"kind":"testCaseEnded","testID":"Fake.c1"},"version":0}"#)
    #expect(sut.failingTests == ["The title"])
    #expect(sut.casesEnded == 1)
  }
}
