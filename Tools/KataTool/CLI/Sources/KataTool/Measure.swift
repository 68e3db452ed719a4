import Foundation
import KataFormats

extension KataTool {
  /// `KataTool measure EVENTS ID...`, from the kata's top: each step against the step it starts
  /// from, as a Markdown table (see `StepMeasure`). EVENTS is a run of the steps' tests; the
  /// mutants' score is the last Scripts/mutation-check's, in .build-mutation/score.ID.
  static func measure(events file: String, ids: [String]) throws {
    let catalog = try stepCatalog(kata: ".")
    let stream = TestEventStream(text: try text(of: file))
    let work = NSTemporaryDirectory() + "kata-measure-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: work) }
    var columns: [StepMeasure] = []
    for id in ids {
      guard let step = catalog.step(id), let parentID = step.parent,
        let parent = catalog.step(parentID)
      else { throw Failure("no step \(id) that starts from another", status: 2) }
      var measure = StepMeasure(id: id, parent: parentID)
      try foldedTree(step, into: work + "/step")
      try foldedTree(parent, into: work + "/parent")
      let numstat = try git(
        ["diff", "--no-index", "--numstat", "--", work + "/parent/Step", work + "/step/Step"],
        quiet: true
      ).output
      for line in Text.lines(String(decoding: numstat, as: UTF8.self)) {
        let fields = line.split(separator: "\t")
        guard fields.count >= 2 else { continue }
        measure.codeAdded += Int(fields[0]) ?? 0
        measure.codeRemoved += Int(fields[1]) ?? 0
        measure.codeFiles += 1
      }
      let lesson = Lesson(text: (try? text(of: step.folder + "/README.md")) ?? "")
      measure.microSteps = lesson.mechanics.microSteps.map {
        StepMeasure.changedLines(ofDiff: $0.diff)
      }
      for (_, bytes) in swiftFiles(of: step.folder) {
        let source = String(decoding: bytes, as: UTF8.self)
        let lines = StepMeasure.codeLines(source)
        if StepMeasure.importsUIKit(source) {
          measure.viewLines += lines
        } else {
          measure.noUIKitLines += lines
        }
      }
      for (name, tally) in stream.tallies(target: step.module + "Tests") {
        let source = (try? text(of: step.tests + "/" + name)) ?? ""
        if StepMeasure.reachesUIKit(source) {
          measure.throughStandIn = measure.throughStandIn + tally
        } else {
          measure.withoutUIKit = measure.withoutUIKit + tally
        }
      }
      if FileManager.default.fileExists(atPath: "Scripts/mutants/\(step.module).mutants"),
        let score = try? text(of: ".build-mutation/score.\(id)")
      {
        let numbers = score.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        if numbers.count == 2 { measure.mutants = .init(killed: numbers[0], total: numbers[1]) }
      }
      columns.append(measure)
    }
    print(StepMeasure.table(columns), terminator: "")
  }
}
