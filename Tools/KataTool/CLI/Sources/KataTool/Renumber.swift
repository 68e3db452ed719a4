// KataTool renumber: what Scripts/renumber asks, which keeps to git (its moves and its one
// commit). The map, the plan and the rewriting rules are KataFormats' Renumbering.

import Foundation
import KataFormats

extension KataTool {
  /// Where the kata keeps every renumbering applied (`RenumberingHistory`).
  static let renumberings = "Steps/renumberings"
  /// README's section of the old numbers, from its heading to the next.
  static let oldNumbersHeading = "## Old step numbers"

  static func renumber(_ command: String, _ arguments: [String]) throws {
    do {
      switch (command, arguments.count) {
      case ("plan", 2):
        // KATA MAP: `move FROM TO` a path (a step's folder, tests and mutants), then `insert
        // FOLDER PARENT` a step, one a line.
        let (renumbering, plan) = try planned(kata: arguments[0], map: arguments[1])
        let kata = arguments[0]
        let exists = { (path: String) in FileManager.default.fileExists(atPath: kata + "/" + path) }
        for move in plan.movedPaths(exists: exists) { print("move", move.from, move.to) }
        for folder in plan.inserted {
          let entry = String(folder.dropFirst("Steps/Step".count))
          guard let index = plan.path.firstIndex(of: entry), index > 0 else { continue }
          print("insert", folder, String(plan.path[index - 1].prefix(2)))
        }
        _ = renumbering
      case ("text", 2...):
        // MAP FILE...: each file rewritten by MAP.
        let renumbering = try Renumbering(map: try text(of: arguments[0]))
        try rewrite(Array(arguments.dropFirst()), by: renumbering)
      case ("again", 2...):
        // KATA FILE...: each file rewritten by the last renumbering the kata recorded.
        guard let last = try history(kata: arguments[0]).renumberings.last else {
          throw Failure(said: "no renumbering recorded in \(renumberings): nothing to apply")
        }
        try rewrite(Array(arguments.dropFirst()), by: last)
      case ("manifest", 2):
        // KATA MAP: Package.swift's texts rewritten, and its steps the path after the map.
        let (renumbering, plan) = try planned(kata: arguments[0], map: arguments[1])
        let manifest = arguments[0] + "/Package.swift"
        let edited = PackageManifest.settingSteps(
          plan.path, in: renumbering.rewrite(try text(of: manifest)))
        try write(edited, to: manifest)
      case ("starts", 1):
        // KATA: each main lesson's "Start from step NN" names the step before it.
        let path = PackageManifest.steps(in: try text(of: arguments[0] + "/Package.swift"))
        for (parent, entry) in zip(path, path.dropFirst()) {
          let lesson = arguments[0] + "/Steps/Step" + entry + "/README.md"
          guard let before = try? text(of: lesson) else { continue }
          try write(Renumbering.startingFrom(String(parent.prefix(2)), in: before), to: lesson)
        }
      case ("record", 2):
        // KATA MAP: the map added to the kata's renumberings, and README's tables rewritten.
        // Before the moves: the short names come from Package.swift's path as it was.
        var history = try history(kata: arguments[0])
        let path = PackageManifest.steps(in: try text(of: arguments[0] + "/Package.swift"))
        history.renumberings.append(
          try Renumbering(map: try text(of: arguments[1])).named(from: path))
        try write(history.text, to: arguments[0] + "/" + renumberings)
        let readme = arguments[0] + "/README.md"
        try write(oldNumbers(history, in: (try? text(of: readme)) ?? ""), to: readme)
      default: throw Failure(usage, status: 2)
      }
    } catch let problem as StepProblem {
      throw Failure(said: problem.message)
    }
  }

  static func planned(kata: String, map: String) throws -> (Renumbering, Renumbering.Plan) {
    let renumbering = try Renumbering(map: try text(of: map))
    let path = PackageManifest.steps(in: try text(of: kata + "/Package.swift"))
    return (renumbering, try renumbering.plan(path: path))
  }

  static func history(kata: String) throws -> RenumberingHistory {
    guard let written = try? text(of: kata + "/" + renumberings) else {
      return RenumberingHistory()
    }
    return try RenumberingHistory(text: written)
  }

  static func rewrite(_ files: [String], by renumbering: Renumbering) throws {
    for file in files {
      let before = try text(of: file)
      let after = renumbering.rewrite(before)
      if after != before { try write(after, to: file) }
    }
  }

  /// README with its section of old numbers (made when missing, at its end): one table a
  /// renumbering, old and new.
  static func oldNumbers(_ history: RenumberingHistory, in readme: String) -> String {
    var section = [
      oldNumbersHeading, "",
      "A split renumbers every later step. Printed material and saved logs from before a",
      "renumbering name the old numbers; these tables give the new ones (a step a table leaves",
      "out kept its number). `Scripts/exercise` reads a state, log or attempt from before in the",
      "new numbers, and keeps the old state and log beside them (`.exercise/*.before-renumbering`).",
      "`Steps/renumberings` holds the same maps, for the tools; `Scripts/renumber -h` says how",
      "one is applied.",
    ]
    for (index, renumbering) in history.renumberings.enumerated() {
      section += ["", "Renumbering \(index + 1):", "", history.table(last: renumbering)]
    }
    var lines = Text.lines(readme)
    if let start = lines.firstIndex(of: oldNumbersHeading) {
      let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.count
      lines.replaceSubrange(start..<end, with: section + (end < lines.count ? [""] : []))
    } else {
      lines += [""] + section
    }
    return lines.joined(separator: "\n").replacingOccurrences(of: "\n\n\n", with: "\n\n") + "\n"
  }

  // MARK: - The exercise's files from before a renumbering

  /// How many renumberings the exercise's files are written under.
  static let numbering = ".exercise/numbering"

  /// The exercise's state, log and saved attempts, written under fewer renumberings than the
  /// kata has, rewritten through the later ones, once; the lesson replayed, which is made again
  /// from the lesson, goes. The state's old copy stays beside it.
  static func readOldNumbering() throws {
    guard FileManager.default.fileExists(atPath: Work.state) else { return }
    let history = try history(kata: ".")
    let count = history.renumberings.count
    let written = Text.whole(trailingNewlinesDropped((try? text(of: numbering)) ?? "0"))
    guard written < count else { return }
    try write(try text(of: Work.state), to: Work.state + ".before-renumbering")
    try write(
      history.translated(
        try text(of: Work.state), fields: ["hole"], starts: ["start"], writtenUnder: written),
      to: Work.state)
    if let log = try? text(of: Work.log) {
      try write(log, to: Work.log + ".before-renumbering")
      try write(
        history.translated(log, fields: ["hole"], starts: ["step"], writtenUnder: written),
        to: Work.log)
    }
    let attempts = (try? FileManager.default.contentsOfDirectory(atPath: Work.attempts)) ?? []
    for attempt in attempts {
      let start = "\(Work.attempts)/\(attempt)/start"
      let hole = "\(Work.attempts)/\(attempt)/hole"
      let oldHole = (try? text(of: hole)).map(trailingNewlinesDropped)
      if let old = (try? text(of: start)).map(trailingNewlinesDropped) {
        let new = history.currentStart(old, hole: oldHole, writtenUnder: written)
        try write(new + "\n", to: start)
      }
      if let oldHole {
        try write(history.current(oldHole, writtenUnder: written) + "\n", to: hole)
      }
    }
    try? FileManager.default.removeItem(atPath: Work.lesson)
    try stampNumbering()
    FileHandle.standardError.write(
      Data(
        ("exercise: your state, log and attempts were written before the steps were renumbered; "
          + "they now read in the new numbers (README: Old step numbers)\n").utf8))
  }

  /// Notes that the exercise's files are written under the kata's renumberings so far.
  static func stampNumbering() throws {
    try write("\(try history(kata: ".").renumberings.count)\n", to: numbering)
  }
}
