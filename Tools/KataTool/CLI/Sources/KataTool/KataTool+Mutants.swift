// KataTool mutants: mutation-check's records (KataFormats' Mutant), one mutant applied to a copy
// of a step, and the schema that builds every mutant it can at once (MutantSchema).

import Foundation
import KataFormats

extension KataTool {
  static func mutants(_ command: String, _ arguments: [String]) throws {
    switch (command, arguments.count) {
    case ("list", 1):
      // "LINE|FILE|OCCURRENCE|DESCRIPTION", a line a mutant.
      printLines(
        Mutant.all(in: try text(of: arguments[0])).map {
          "\($0.line)|\($0.file)|\($0.occurrence)|\($0.description)"
        })
    case ("apply", 3):
      // MUTANTS LINE CODE: the mutant whose record starts at LINE, applied to its file in CODE.
      let mutant = try record(arguments[1], of: arguments[0])
      let path = arguments[2] + "/" + mutant.file
      guard let mutated = mutant.applied(to: try text(of: path)) else {
        throw Failure(said: mutant.staleMessage(mutants: arguments[0]))
      }
      try Data(mutated.utf8).write(to: URL(fileURLWithPath: path))
    case ("schema", 3...):
      // MUTANTS CODE MAP [LINE ...]: every mutant but those LINEs, placed in CODE's files; MAP
      // gets where each stands; prints the placed mutants' lines.
      let mutants = Mutant.all(in: try text(of: arguments[0]))
      let code = arguments[1]
      var sources: [String: String] = [:]
      for file in Set(mutants.map(\.file)) {
        sources[file] = try? text(of: code + "/" + file)
      }
      let except = Set(arguments.dropFirst(3).compactMap { Int($0) })
      let schema: MutantSchema
      do {
        schema = try MutantSchema(mutants: mutants, sources: sources, except: except)
      } catch let failure as MutantsFailure {
        throw Failure(said: failure.mutant.staleMessage(mutants: arguments[0]))
      }
      for (file, text) in schema.files {
        try Data(text.utf8).write(to: URL(fileURLWithPath: code + "/" + file))
        let module = (code + "/" + file).split(separator: "/").dropLast().joined(separator: "/")
        let prefix = code.hasPrefix("/") ? "/" : ""
        try Data(MutantSchema.switchSource.utf8).write(
          to: URL(fileURLWithPath: prefix + module + "/" + MutantSchema.switchFile))
      }
      try Data(schema.map.utf8).write(to: URL(fileURLWithPath: arguments[2]))
      printLines(schema.placed.map { String($0.mutant) })
    case ("blame", 2):
      // MAP LOG: the placed mutants a build's errors fall in; exit 1 when one falls outside all.
      guard
        let blamed = MutantSchema.blamed(
          byBuildLog: try text(of: arguments[1]), map: try text(of: arguments[0]))
      else { throw Failure(nil, status: 1) }
      printLines(blamed.map(String.init))
    default: throw Failure(usage, status: 2)
    }
  }

  static func record(_ line: String, of file: String) throws -> Mutant {
    guard let mutant = Mutant.all(in: try text(of: file)).first(where: { String($0.line) == line })
    else { throw Failure("\(file) has no mutant at line \(line)", status: 2) }
    return mutant
  }
}
