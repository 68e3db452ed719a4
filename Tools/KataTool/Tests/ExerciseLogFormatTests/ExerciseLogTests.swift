import KataFormats
import Testing

@Suite("The exercise's log and its golf card")
struct ExerciseLogTests {
  static let start = "start|time=1000|step=04|tree=a|pos=0"
  static func run(_ result: String, at time: Int, cost: String, after: String = "b") -> String {
    "run|time=\(time)|mode=test|result=\(result)|since_green=3|since_previous=3|tested=b"
      + "|after_result=\(result)|after=\(after)|previous_pos=0|tested_pos=1|after_pos=1"
      + "|worth=3|cost=\(cost)|planned="
  }

  @Test("After a run, the work stands where the run left it")
  func lastStateAfterARun() {
    let sut = ExerciseLog(
      text: [Self.start, Self.run("red", at: 1010, cost: "2.00")].joined(separator: "\n"))
    #expect(sut.lastState?.tree == "b")
    #expect(sut.lastState?.result == .red)
  }

  @Test("A run stopped by Ctrl-C leaves the work where the run before left it")
  func lastStateAfterAStop() {
    let sut = ExerciseLog(
      text: [
        Self.start, Self.run("green", at: 1010, cost: "1.00"),
        "stopped|time=1020|mode=tcr|tested=c",
      ]
      .joined(separator: "\n"))
    #expect(sut.lastState?.tree == "b")
    #expect(sut.lastState?.result == .green)
  }

  @Test("A run stopped by Ctrl-C is no light and no stroke on the card")
  func stopIsNoRun() {
    let sut = ExerciseLog(
      text: [Self.start, "stopped|time=1020|mode=tcr|tested=c"].joined(separator: "\n"))
    let hole = sut.holes(pars: ["05": 1]).first
    #expect(hole?.runs == 0)
    #expect(hole?.lights == "")
    #expect(hole?.strokes == 0)
  }

  @Test("A stop written to the log reads back as the same stop")
  func stopRoundTrip() {
    let sut = ExerciseEvent(
      name: "stopped", fields: ["time": "1020", "mode": "tcr", "tested": "c"])
    #expect(sut.line == "stopped|time=1020|mode=tcr|tested=c")
    #expect(sut.line.map(ExerciseEvent.init(line:)) == sut)
  }

  @Test(
    "A run written to the log names each field, in the order the log has always had them, its path last"
  )
  func runLine() {
    let sut = ExerciseEvent(line: Self.run("red", at: 1010, cost: "2.00"))
    #expect(
      sut.line
        == "run|time=1010|mode=test|result=red|since_green=3|since_previous=3|tested=b"
        + "|after_result=red|after=b|previous_pos=0|tested_pos=1|after_pos=1|worth=3|cost=2.00"
        + "|planned=|path=")
  }

  @Test("A start written to the log reads back as the same start")
  func startRoundTrip() {
    let sut = ExerciseEvent(name: "start", fields: ["time": "1000", "step": "04", "tree": "a"])
    #expect(sut.line.map(ExerciseEvent.init(line:)) == sut)
  }

  @Test("A compare written to the log keeps its verdict and result")
  func compareLine() {
    let sut = ExerciseEvent(
      name: "compare", fields: ["time": "1020", "verdict": "layout", "result": "red"])
    #expect(sut.line == "compare|time=1020|verdict=layout|result=red")
  }

  @Test("A run's cost is written with two decimals")
  func costLine() {
    let sut = ExerciseEvent(name: "run", fields: ["cost": "1.3333", "planned": "3"])
    #expect(sut.line?.contains("|cost=1.33|planned=3") == true)
  }

  @Test("A line the reader does not know is not written back")
  func otherLine() {
    #expect(ExerciseEvent(line: "lap|time=1").line == nil)
  }

  @Test("A hole's strokes are the sum of its runs' costs")
  func strokesAddUp() {
    let sut = ExerciseLog(
      text: [
        Self.start, Self.run("red", at: 1010, cost: "2.00"),
        Self.run("green", at: 1020, cost: "1.50"),
      ]
      .joined(separator: "\n"))
    #expect(sut.card(pars: ["05": 3]) == "05|3|3.5|2|open|RG\n")
  }

  @Test("A compare that matches on green finishes the hole, and later runs do not count")
  func finishedHoleIsFrozen() {
    let sut = ExerciseLog(
      text: [
        Self.start, Self.run("green", at: 1010, cost: "1.00"),
        "compare|time=1020|verdict=match|result=green", Self.run("red", at: 1030, cost: "5.00"),
      ].joined(separator: "\n"))
    #expect(sut.card(pars: ["05": 1]) == "05|1|1.0|1|finished|G\n")
  }

  @Test("A hint on a finished hole says it is finished, with its frozen score")
  func hintOnAFinishedHole() {
    let sut = ExerciseLog(
      text: [
        Self.start, Self.run("green", at: 1010, cost: "1.00"),
        "compare|time=1020|verdict=match|result=green",
      ].joined(separator: "\n"))
    #expect(sut.finishedHint(hole: "05")?.hasPrefix("Hole 05 is finished") == true)
    #expect(sut.finishedHint(hole: "05")?.contains("frozen at 1.0 strokes") == true)
  }

  @Test("A hint on an open hole is the lesson's")
  func hintOnAnOpenHole() {
    let sut = ExerciseLog(
      text: [Self.start, Self.run("green", at: 1010, cost: "1.00")].joined(separator: "\n"))
    #expect(sut.finishedHint(hole: "05") == nil)
  }

  static func compare(_ verdict: String, _ result: String) -> ExerciseEvent.Compare? {
    let event = ExerciseEvent(
      name: "compare", fields: ["time": "1020", "verdict": verdict, "result": result])
    guard case .compare(let compare) = event else { return nil }
    return compare
  }

  @Test("A compare that matches but for layout, on green, finishes the hole")
  func layoutFinishes() {
    #expect(Self.compare("layout", "green")?.finishesTheHole == true)
  }

  @Test("A compare that matches on red does not finish the hole")
  func redDoesNotFinish() {
    #expect(Self.compare("match", "red")?.finishesTheHole == false)
  }

  @Test("A compare that differs does not finish the hole, green or not")
  func differsDoesNotFinish() {
    #expect(Self.compare("differs", "green")?.finishesTheHole == false)
  }

  @Test("The traffic lights show each hole's runs as letters")
  func trafficLights() {
    let sut = ExerciseLog(
      text: [
        Self.start, Self.run("red", at: 1010, cost: "1"), Self.run("broken", at: 1020, cost: "1"),
      ]
      .joined(separator: "\n"))
    #expect(sut.trafficLights(colour: false).hasPrefix("step 04 -> 05: RC\n"))
  }

  @Test("The traffic lights count each kind of run and the longest time between two greens")
  func trafficLightNumbers() {
    let sut = ExerciseLog(
      text: [
        Self.start, Self.run("red", at: 1010, cost: "1"), Self.run("green", at: 1130, cost: "1"),
      ].joined(separator: "\n"))
    let lights = sut.trafficLights(colour: false)
    #expect(
      lights.contains("2 runs: 1 green, 1 red, 0 red as the lesson planned, 0 did not compile"))
    #expect(lights.contains("longest time between two greens: 2m 10s"))
  }

  @Test("The traffic lights give the most lines changed away from green")
  func mostLines() {
    let sut = ExerciseLog(
      text: [Self.start, Self.run("red", at: 1010, cost: "1")].joined(separator: "\n"))
    #expect(sut.trafficLights(colour: false).contains("most lines changed away from green: 3\n"))
  }

  @Test("The traffic lights end with the debrief's questions")
  func debrief() {
    let sut = ExerciseLog(text: Self.start)
    #expect(
      sut.trafficLights(colour: false).hasSuffix("What would you do differently next time?\n"))
  }

  @Test("The golf card shows each run of a hole under its columns' names")
  func cardRows() {
    let sut = ExerciseLog(
      text: [Self.start, Self.run("red", at: 1010, cost: "2.00")].joined(separator: "\n"))
    let lines = sut.score(pars: ["05": 1]).split(separator: "\n")
    #expect(lines[1] == "  run  kind     result   lines  micro-step          worth strokes")
    #expect(lines[2] == "    1  test     red          3  0 -> 1                  3    2.00")
  }

  @Test("The golf card's table of holes is as wide as its longest hole's name")
  func cardWidth() {
    let sut = ExerciseLog(text: "start|time=1000|step=00|tree=a|pos=0|hole=LiveValidationOnFat")
    let lines = sut.score(pars: ["LiveValidationOnFat": 13]).split(separator: "\n")
    #expect(lines.contains("hole                       par  strokes   runs  "))
    #expect(
      lines.contains(
        "step LiveValidationOnFat    13      0.0      0  not finished (Scripts/exercise compare)"))
  }

  @Test("The golf card says how strokes are counted")
  func cardRules() {
    let sut = ExerciseLog(text: Self.start)
    #expect(sut.score(pars: [:]).contains("a run costs nothing by itself"))
  }

  @Test("The golf card says what a green detour back to the path costs")
  func cardDetourRule() {
    let sut = ExerciseLog(text: Self.start)
    #expect(sut.score(pars: [:]).contains("a detour of green runs that lands on the"))
  }

  @Test("The golf card says how many runs came after the finish, which it does not count")
  func lateRuns() {
    let sut = ExerciseLog(
      text: [
        Self.start, Self.run("green", at: 1010, cost: "1.00"),
        "compare|time=1020|verdict=match|result=green", Self.run("red", at: 1030, cost: "5.00"),
      ].joined(separator: "\n"))
    #expect(sut.score(pars: ["05": 1]).contains("  (1 run after the finish, not counted)\n"))
  }

  @Test("A number too large for the log is read as none, not a crash")
  func hugeNumber() {
    let sut = ExerciseLog(text: "start|time=99999999999999999999|step=04|tree=a|pos=0")
    #expect(sut.trafficLights(colour: false).hasPrefix("step 04 -> 05: (no run yet)"))
  }

  @Test("A number is read from the start of its field, as awk reads it")
  func numbers() {
    #expect(Text.number("1.50") == 1.5)
    #expect(Text.number("12 lines") == 12)
    #expect(Text.number("none") == 0)
  }

  @Test("Lines beyond a stroke's worth count double")
  func linesBeyondTheWorth() {
    #expect(
      Golf.strokes(
        linesSincePrevious: 6, linesSinceGreen: 6, worth: 4, previous: .green, result: .green)
        == 2)
  }

  @Test("Lines changed after a red count double, and a run that does not compile adds one")
  func afterARed() {
    #expect(
      Golf.strokes(
        linesSincePrevious: 2, linesSinceGreen: 2, worth: 4, previous: .red, result: .broken) == 2
    )
  }

  @Test("The same lines cost more in one run than in green runs of a stroke's worth each")
  func fewerRunsCostMore() {
    let oneRun = Golf.strokes(
      linesSincePrevious: 60, linesSinceGreen: 60, worth: 10, previous: .green, result: .green)
    let sixRuns = Golf.strokes(
      linesSincePrevious: 10, linesSinceGreen: 10, worth: 10, previous: .green, result: .green)
    #expect(6 * sixRuns < oneRun)
  }

  @Test("Going back to the last green is free")
  func backToGreen() {
    #expect(
      Golf.strokes(
        linesSincePrevious: 5, linesSinceGreen: 0, worth: 4, previous: .red, result: .green)
        == 0)
  }

  @Test("The lesson's micro-steps, one run each, shoot par, planned red or not")
  func microStepsShootPar() {
    let replay = Replay(sizes: [3, 5, 2])
    let results: [ExerciseEvent.Outcome] = [.green, .planned, .green]
    var previous = ExerciseEvent.Outcome.green
    var strokes = 0.0
    for (k, size) in replay.sizes.enumerated() {
      strokes += Golf.strokes(
        linesSincePrevious: Double(size), linesSinceGreen: Double(size),
        worth: Text.number(replay.worth(after: k)), previous: previous, result: results[k])
      previous = results[k]
    }
    #expect(strokes == 3)
  }

  /// The strokes of runs that leave the work at each of PATHS, in lines along a lesson of
  /// micro-steps of SIZES, from its start, each changing the lines from the one before.
  static func strokesAlong(_ sizes: [Int], _ paths: [Int]) -> Double {
    let replay = Replay(sizes: sizes)
    var strokes = 0.0
    for (from, to) in zip([0] + paths, paths) {
      strokes +=
        Golf.strokes(
          along: replay, from: from, to: to, linesSincePrevious: Double(to - from),
          result: .green) ?? .nan
    }
    return strokes
  }

  @Test(
    "Each micro-step done as Fowler writes it, its new lines first and its old ones after, shoots par"
  )
  func fowlerShootsPar() {
    // Micro-steps of 3 lines (an empty function), 37 (19 added: the body and the call; 18
    // removed) and 4: the second in two runs, copy then replace, as Extract Function's mechanics.
    let sut = Self.strokesAlong([3, 37, 4], [3, 3 + 19, 40, 44])
    #expect(sut == 3)
  }

  /// A hole of a lesson of micro-steps of SIZES, played by RUNS: the lines each changes since
  /// the one before, where it leaves the work on the path (nil off it) and how it ends. Each run
  /// is charged as the exercise charges it, then logged; the card's strokes.
  static func play(
    _ sizes: [Int], _ runs: [(lines: Int, path: Int?, result: ExerciseEvent.Outcome)]
  ) -> Double {
    let replay = Replay(sizes: sizes)
    var log = [start]
    var (previous, sinceGreen) = (ExerciseEvent.Outcome.green, 0)
    for (time, run) in runs.enumerated() {
      sinceGreen = previous.isGood ? run.lines : sinceGreen + run.lines
      let fields = [
        "time": "\(time)", "mode": "test", "result": run.result.word,
        "since_green": "\(sinceGreen)", "since_previous": "\(run.lines)", "tested": "t\(time)",
        "after_result": run.result.word, "after": "t\(time)", "worth": replay.worth(after: 0),
        "path": run.path.map(String.init) ?? "",
      ]
      guard case .run(var logged) = ExerciseEvent(name: "run", fields: fields) else { return .nan }
      logged.cost = ExerciseLog(text: log.joined(separator: "\n")).strokes(
        of: logged, testedPath: run.path, replay: replay, previous: previous)
      log.append(ExerciseEvent.run(logged).line ?? "")
      previous = run.result
    }
    return ExerciseLog(text: log.joined(separator: "\n")).holes(pars: [:]).first?.strokes ?? .nan
  }

  @Test(
    "Hole 04 done by the book, an empty function, the request copied in, then replaced by a call, shoots par"
  )
  func extractFunctionByTheBookShootsPar() {
    // Lesson 04 moves a brace: 3 lines. The book's first two runs change lines of no micro-step.
    let sut = Self.play([3], [(3, nil, .green), (10, nil, .green), (12, 3, .green)])
    #expect(sut == 1)
  }

  @Test(
    "Hole 04 done by the book with a stray blank line above the new call shoots par, as compare matches it"
  )
  func extractFunctionByTheBookWithABlankLineShootsPar() {
    let (before, after) = (
      "func change() {\n  send()\n}\n",
      "func change() {\n  attempt()\n}\nfunc attempt() {\n  send()\n}\n"
    )
    let work = "func change() {\n\n  attempt()\n}\nfunc attempt() {\n  send()\n}\n"
    // A line apart from the result, as git counts it; 3 lines from the start, as lesson 04 moves.
    let counted = [before + "|" + after: 3, before + "|" + work: 4, after + "|" + work: 1]
    let distances = Layout.distances(
      from: work, to: [before, after], files: { ["P.swift": Array($0.utf8)] },
      distance: { $0 == $1 ? 0 : counted[$0 + "|" + $1] ?? .max })
    let path = Replay(sizes: [3]).pathLines(distances: distances)
    #expect(path == 3)
    let sut = Self.play([3], [(3, nil, .green), (10, nil, .green), (13, path, .green)])
    #expect(sut == 1)
  }

  @Test("A green detour from halfway through a micro-step to its result costs the other half")
  func detourFromHalfway() {
    let sut = Self.play([4], [(2, 2, .green), (1, nil, .green), (3, 4, .green)])
    #expect(sut == 1)
  }

  @Test("A detour that comes back to where it left costs a stroke to leave and one to come back")
  func detourBackToWhereItLeft() {
    let sut = Self.play([3], [(1, nil, .green), (1, 0, .green), (3, 3, .green)])
    #expect(sut == 3)
  }

  @Test(
    "A detour with a red or a run that does not compile on the way costs its lines",
    arguments: [ExerciseEvent.Outcome.red, .broken])
  func detourThroughARed(_ outcome: ExerciseEvent.Outcome) {
    let sut = Self.play([3], [(3, nil, .green), (10, nil, outcome), (12, 3, .green)])
    #expect(sut > 1)
  }

  @Test("A detour that leaves the path from a red costs its lines")
  func detourFromARed() {
    let sut = Self.play([3], [(1, 1, .red), (1, nil, .green), (3, 3, .green)])
    #expect(sut > 1)
  }

  @Test("A detour that lands past the next micro-step's result costs its lines")
  func detourPastTheNextResult() {
    let sut = Self.play([3, 5], [(2, nil, .green), (9, 8, .green)])
    #expect(sut > 2)
  }

  @Test("A restore leaves no detour: where it took the work from is not known")
  func noDetourAfterARestore() {
    let sut = ExerciseLog(text: Self.start + "\nrestore|time=1001|step=04|tree=c|pos=1")
    #expect(sut.detour == nil)
  }

  @Test("A micro-step split over any number of runs along its diff costs one stroke")
  func anySplitShootsPar() {
    #expect(Self.strokesAlong([10], [1, 2, 7, 10]) == 1)
  }

  @Test("Two micro-steps in one run along the path cost the second double, as blind")
  func twoAtOnce() {
    #expect(Self.strokesAlong([3, 5], [8]) == 3)
  }

  @Test("A run that changes lines off the lesson's path is no run along it")
  func offThePath() {
    let sut = Golf.strokes(
      along: Replay(sizes: [3, 5]), from: 0, to: 3, linesSincePrevious: 5, result: .green)
    #expect(sut == nil)
  }

  @Test("A run off the lesson's path still costs a stroke, however few lines it changes")
  func offThePathCostsAStroke() {
    let sut = Golf.strokes(
      offThePath: 1, linesSinceGreen: 1, worth: 12, previous: .green, result: .green)
    #expect(sut == 1)
  }

  @Test("Off the path, a run that does not compile costs one stroke more than the same run green")
  func offThePathBrokenAddsOne() {
    func sut(_ result: ExerciseEvent.Outcome) -> Double {
      Golf.strokes(offThePath: 1, linesSinceGreen: 1, worth: 3, previous: .green, result: result)
    }
    #expect(sut(.broken) == sut(.green) + 1)
  }

  @Test("A detour that goes red and back to the last green costs what a green one does")
  func redDetourCostsAsMuchAsAGreenOne() {
    let green = Self.play([3], [(1, nil, .green), (1, 0, .green)])
    let red =
      Golf.strokes(offThePath: 1, linesSinceGreen: 1, worth: 3, previous: .green, result: .red)
      + Golf.strokes(offThePath: 1, linesSinceGreen: 0, worth: 3, previous: .red, result: .green)
    #expect(red == green)
  }

  @Test("Off the path, lines beyond a stroke's worth still count double")
  func offThePathLinesBeyond() {
    let sut = Golf.strokes(
      offThePath: 6, linesSinceGreen: 6, worth: 4, previous: .green, result: .green)
    #expect(sut == 2)
  }

  @Test("Off the path, going back to the last green is still free")
  func offThePathBackToGreen() {
    let sut = Golf.strokes(
      offThePath: 5, linesSinceGreen: 0, worth: 4, previous: .red, result: .green)
    #expect(sut == 0)
  }

  @Test("A run back along the path is no run along it")
  func backAlongThePath() {
    let sut = Golf.strokes(
      along: Replay(sizes: [3, 5]), from: 6, to: 3, linesSincePrevious: 3, result: .green)
    #expect(sut == nil)
  }

  @Test("A run that does not compile adds one, on the path too")
  func brokenOnThePath() {
    let sut = Golf.strokes(
      along: Replay(sizes: [4]), from: 0, to: 2, linesSincePrevious: 2, result: .broken)
    #expect(sut == 1.5)
  }

  @Test("After a start the work is at the start of the path; after a restore, nowhere known")
  func pathOfTheLastState() {
    #expect(ExerciseLog(text: Self.start).lastState?.path == 0)
    let restored = ExerciseLog(text: Self.start + "\nrestore|time=1001|step=04|tree=c|pos=1")
    #expect(restored.lastState?.path == nil)
  }

  @Test("A run notes where it left the work on the path")
  func pathOfARun() {
    let line = Self.run("green", at: 1010, cost: "1.00") + "|path=7"
    #expect(ExerciseLog(text: Self.start + "\n" + line).lastState?.path == 7)
  }

  @Test("A run that changes nothing is free")
  func nothingChanged() {
    #expect(
      Golf.strokes(
        linesSincePrevious: 0, linesSinceGreen: 5, worth: 4, previous: .red, result: .red)
        == 0)
  }

  @Test("A hole's par is the number of micro-steps of the lesson it plays")
  func parsFromLessons() {
    let sut = ExerciseLog(text: Self.start)
    let lesson = Lesson(text: "## Mechanics\n\n### 1. One\n\n### 2. Two\n")
    #expect(sut.pars { $0 == "05" ? lesson : nil } == ["05": 2])
  }

  @Test("A hole whose step has no lesson has no par")
  func noPar() {
    #expect(ExerciseLog(text: Self.start).pars { _ in nil }.isEmpty)
  }

  @Test("The room's totals count finished holes only")
  func roomTotals() {
    let cards = [
      RoomCard(pair: "ada", line: "05|3|4.0|4|finished|RGGG"),
      RoomCard(pair: "ada", line: "06|2|1.0|1|open|R"),
    ]
    let totals = RoomCard.table(cards).split(separator: "\n").dropLast().last
    #expect(totals == "ada  1 done    3      4.0  1 open")
  }

  @Test("A pair's name too long for the table is shortened in its middle, so the columns stay")
  func roomLongName() {
    let sut = RoomCard.table([
      RoomCard(pair: "alexandra-and-bartholomew-1", line: "05|3|4.0|4|finished|RGGG"),
      RoomCard(pair: "ada", line: "05|3|3.0|3|finished|GGG"),
    ])
    let rows = sut.split(separator: "\n").prefix(3)
    #expect(
      rows.map { $0.prefix(31) } == [
        "pair                     hole  ", "alexandra-an…rtholomew-1 05    ",
        "ada                      05    ",
      ])
  }
}

@Suite("A hole beside the main path in the exercise's log")
struct ExerciseLogHoleTests {
  static let branch = "start|time=1000|step=01|tree=a|pos=0|hole=MVP01"
  static let main = "start|time=1100|step=01|tree=a|pos=0|hole=02"

  @Test("A start names its hole, which reads back the same")
  func holeRoundTrip() {
    let sut = ExerciseEvent(line: Self.branch)
    #expect(sut.line == Self.branch)
  }

  @Test("A start in a log older than holes beside the main path plays the next main step")
  func olderLog() {
    guard case .start(let tee) = ExerciseEvent(line: "start|time=1|step=09|tree=a|pos=0") else {
      Issue.record("not a start")
      return
    }
    #expect(tee.hole == "10")
  }

  @Test("Two holes from one step are two holes on the card, named by their steps")
  func twoHolesFromOneStep() {
    let sut = ExerciseLog(text: Self.branch + "\n" + Self.main)
    #expect(
      sut.holes(pars: ["MVP01": 2, "02": 1]).map { "\($0.name) \($0.par)" } == [
        "MVP01 2", "02 1",
      ])
  }

  @Test("The par of a branch hole is its own step's lesson's")
  func branchPar() {
    let lesson = Lesson(text: "## Mechanics\n\n### 1. One\n")
    #expect(ExerciseLog(text: Self.branch).pars { $0 == "MVP01" ? lesson : nil } == ["MVP01": 1])
  }

  @Test("The traffic lights name the hole beside the main path")
  func lights() {
    #expect(
      ExerciseLog(text: Self.branch).trafficLights(colour: false).hasPrefix(
        "step 01 -> MVP01: (no run yet)\n"))
  }

  @Test("The shared card names the hole by its step")
  func card() {
    #expect(ExerciseLog(text: Self.branch).card(pars: ["MVP01": 2]) == "MVP01|2|0.0|0|open|\n")
  }
}

@Suite("The room's table with holes beside the main path")
struct RoomHoleTests {
  @Test("A hole named by a long ID keeps the columns after it in line")
  func longHoleName() {
    let cards = [
      RoomCard(pair: "ada", line: "LiveValidationOnFat|3|4.0|4|finished|RGGG"),
      RoomCard(pair: "ada", line: "05|2|1.0|1|open|R"),
    ]
    let rows = RoomCard.table(cards).split(separator: "\n")
    #expect(rows[0].hasPrefix("pair hole                 par"))
    #expect(rows[1].hasPrefix("ada  LiveValidationOnFat    3"))
    #expect(rows[2].hasPrefix("ada  05                     2"))
  }
}
