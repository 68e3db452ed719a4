// The participant's work as the exercise keeps it in files (KataTool exercise, for
// Scripts/exercise): the module names folded, the paths of the diff since the start, the saved
// attempts' names, a pair's folder for share, the lines a diff changes and the checksum that says
// a lesson changed.

import Foundation

/// Module names rewritten, as sed's `s/WORD[0-9][0-9]/NEW/g` (a numbered rule) or `s/WORD/NEW/g`
/// writes them: each rule over the whole text, in order, byte for byte.
public struct NameFold: Sendable, Equatable {
  public struct Rule: Sendable, Equatable {
    public var word: String
    /// How many digits follow the word: 2 for a step's number, 0 for a name.
    public var digits: Int
    public var replacement: String

    public init(_ word: String, digits: Int, to replacement: String) {
      self.word = word
      self.digits = digits
      self.replacement = replacement
    }
  }

  public var rules: [Rule]

  public init(_ rules: [Rule]) {
    self.rules = rules
  }

  /// A step's code and tests as the exercise holds them: module Exercise, from a main step's
  /// StepNN or from another step's own module name (MVP01, and MVP01ViewModel's prefix).
  public static func exercise(fromModule module: String) -> NameFold {
    let main = Rule("Step", digits: 2, to: "Exercise")
    guard !module.hasPrefix("Step") else { return NameFold([main]) }
    return NameFold([main, Rule(module, digits: 0, to: "Exercise")])
  }

  public func apply(_ text: [UInt8]) -> [UInt8] {
    rules.reduce(text) { text, rule in
      let word = Array(rule.word.utf8)
      let replacement = Array(rule.replacement.utf8)
      var out: [UInt8] = []
      out.reserveCapacity(text.count)
      var i = 0
      while i < text.count {
        let end = i + word.count + rule.digits
        // The first byte alone rules out most places, cheaply in the tool's debug build.
        if text[i] == word.first, end <= text.count,
          text[i..<(i + word.count)].elementsEqual(word),
          text[(i + word.count)..<end].allSatisfy(Bytes.isDigit)
        {
          out += replacement
          i = end
        } else {
          out.append(text[i])
          i += 1
        }
      }
      return out
    }
  }
}

/// The exercise's own test files, its glue (Screen.swift, Step.swift) and view-model tests, as
/// the lessons' diffs see a step's: module Exercise, which the glue also names in words
/// ("Exercise", ExerciseSuite), made StepNN.
public enum ExerciseGlue {
  public static func folded(_ text: [UInt8]) -> [UInt8] {
    let module = Array("Exercise".utf8)
    let folded = Array("StepNN".utf8)
    let follows = Array(".:\" S".utf8)
    return Bytes.mapLines(text) { line in
      var line = Array(line)
      if line.count >= 15, line.suffix(15).elementsEqual("import Exercise".utf8) {
        line = line.dropLast(module.count) + folded
      }
      // The import of a second module: ExerciseViewModel, ExercisePresenter.
      for second in Step.secondModuleFolders.map({ Array("import Exercise\($0)".utf8) })
      where line.count >= second.count && line.suffix(second.count).elementsEqual(second) {
        line = line.dropLast(second.count - 7) + folded + second.dropFirst(15)
      }
      var out: [UInt8] = []
      var i = 0
      while i < line.count {
        if i + module.count < line.count, line[i..<(i + module.count)].elementsEqual(module),
          follows.contains(line[i + module.count])
        {
          out += folded + [line[i + module.count]]
          i += module.count + 1
        } else {
          out.append(line[i])
          i += 1
        }
      }
      return out
    }
  }
}

/// The diff from the starting step to the work, as git writes it between the folders start/ and
/// now/ (each holding Exercise/ and Tests/, and Feature/ for a feature build), given the paths
/// from the kata's top: a/Exercise/..., the tests in TESTS and a feature's in FEATURE.
public enum ChangesDiff {
  public static func fromTop(
    _ diff: [UInt8], tests: String, feature: String = "Tests/ExerciseFeature"
  ) -> [UInt8] {
    Bytes.mapLines(diff) { line in
      header(line, tests: tests, feature: feature)
        ?? line.replacing("--- a/start/Tests/", by: "--- a/\(tests)/")
        ?? line.replacing("+++ b/now/Tests/", by: "+++ b/\(tests)/")
        ?? line.replacing("--- a/start/Feature/", by: "--- a/\(feature)/")
        ?? line.replacing("+++ b/now/Feature/", by: "+++ b/\(feature)/")
        ?? line.replacing("--- a/start/", by: "--- a/")
        ?? line.replacing("+++ b/now/", by: "+++ b/")
        ?? Array(line)
    }
  }

  /// "diff --git a/start/PATH b/now/REST", PATH without a space: "diff --git a/PATH b/REST".
  static func header(_ line: ArraySlice<UInt8>, tests: String, feature: String) -> [UInt8]? {
    for (start, now, folder) in [
      ("start/Tests/", "now/Tests/", tests + "/"),
      ("start/Feature/", "now/Feature/", feature + "/"),
      ("start/", "now/", ""),
    ] {
      guard let rest = line.replacing("diff --git a/" + start, by: "") else { continue }
      let path = rest.prefix { $0 != UInt8(ascii: " ") }
      guard let after = rest.dropFirst(path.count).replacing(" b/" + now, by: "") else { continue }
      return Array("diff --git a/\(folder)".utf8) + path + Array(" b/\(folder)".utf8) + after
    }
    return nil
  }
}

/// A saved attempt's folder in .exercise/attempts/: stepNN-YYYYMMDD-HHMMSS, its starting step and
/// the time, and what ended it (-red, -broken), with -2, -3, ... when the name is taken.
public enum AttemptName {
  /// The name for work that started from step START (none when it is not known) and was saved
  /// at TIME, in ZONE, for KIND (nothing, red or broken).
  public static func name(start: String, time: Date, zone: TimeZone, kind: String) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: time)
    let stamp = String(
      format: "%04d%02d%02d-%02d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
      parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    return "step\(start.isEmpty ? "none" : start)-\(stamp)" + (kind.isEmpty ? "" : "-" + kind)
  }

  /// NAME, or the first of NAME-2, NAME-3, ... that is not TAKEN.
  public static func free(_ name: String, taken: (String) -> Bool) -> String {
    var candidate = name
    var i = 2
    while taken(candidate) {
      candidate = "\(name)-\(i)"
      i += 1
    }
    return candidate
  }

  /// What the participant typed, as the attempt's name: the name, or the path that start, reset
  /// and attempts print (.exercise/attempts/NAME/, with a colon after it).
  public static func typed(_ typed: String) -> String {
    var name = Substring(typed)
    if name.hasSuffix(":") { name = name.dropLast() }
    while name.hasSuffix("/") { name = name.dropLast() }
    if let found = name.range(of: "/.exercise/attempts/", options: .backwards) {
      name = name[found.upperBound...]
    }
    if name.hasPrefix(".exercise/attempts/") { name = name.dropFirst(".exercise/attempts/".count) }
    return String(name)
  }

  /// Whether NAME can name a folder in .exercise/attempts/, and no other.
  public static func isName(_ name: String) -> Bool {
    !(name.isEmpty || name == "." || name == ".." || name.contains("/"))
  }

  /// The step the attempt NAME started from: what its file `start` says, else its name's.
  public static func start(file: String?, name: String) -> String {
    if var file {
      while file.hasSuffix("\n") { file.removeLast() }
      return file
    }
    let rest = name.utf8.dropFirst(4)
    guard name.hasPrefix("step"), rest.count > 2, rest.prefix(2).allSatisfy(Bytes.isDigit),
      rest.dropFirst(2).first == UInt8(ascii: "-")
    else { return "" }
    return String(decoding: rest.prefix(2), as: UTF8.self)
  }
}

/// The folder share writes a pair's card into: the pair's name with its letters and digits, of
/// any script ("José", "Łukasz"), its dots, underscores and hyphens, every other character made a
/// hyphen, and no leading hyphen or dot.
public enum PairName {
  public static func folder(_ name: String) -> String {
    var name = Substring(name)
    while name.hasSuffix("\n") { name = name.dropLast() }
    let kept = name.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "-" }
    return String(kept.drop { $0 == "-" || $0 == "." })
  }
}

/// The room's shared folder, as share and room are given it: the path from where the command was
/// typed, and what stands there.
public enum SharedFolder {
  public enum Found: Sendable { case folder, file, nothing }

  /// PATH with its "." and ".." parts and repeated slashes resolved as a shell's `cd` resolves
  /// them, and no trailing "/": what share prints, as the participant would type it.
  public static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if part != ".." || !path.hasPrefix("/") {
        parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
  }

  /// What is wrong with TYPED, the folder given, when FOUND stands there; nil for a folder.
  public static func problem(_ typed: String, _ found: Found) -> String? {
    switch found {
    case .folder: nil
    case .file: "'\(typed)' is a file, not a folder: give the room's shared folder"
    case .nothing: "no folder '\(typed)': make it, or mount the shared folder, first"
    }
  }
}

/// The exercise's lock, .exercise/lock: a folder, made by one process at a time (mkdir is atomic
/// on every file system), holding the pid of the script that made it. Two runs at once would
/// replay the lesson over each other and charge one change twice: the second waits.
public enum ExerciseLock {
  public enum Decision: Sendable, Equatable {
    /// The lock is this process's own already.
    case mine
    /// Its process is gone (killed, or the machine restarted): take it over.
    case stale
    /// Another process holds it, or is making it and has not written its pid yet.
    case wait
    /// Its holder removed it since this process failed to make it: try again at once.
    case again
    /// A file, not a lock, is in its place.
    case blocked
  }

  /// The pid a lock's file holds; nil when it has none yet.
  public static func holder(_ file: String?) -> Int32? {
    guard let file else { return nil }
    let digits = file.prefix { !$0.isNewline }
    return digits.isEmpty || !digits.allSatisfy(Text.isDigit) ? nil : Int32(digits)
  }

  /// What a process ME does, having failed to make the lock, about what it then FOUND there and
  /// the HOLDER the lock names; ISALIVE says whether a pid is running.
  public static func decision(
    found: SharedFolder.Found, holder: Int32?, me: Int32, isAlive: (Int32) -> Bool
  ) -> Decision {
    switch found {
    case .nothing: return .again
    case .file: return .blocked
    case .folder: break
    }
    guard let holder else { return .wait }
    if holder == me { return .mine }
    return isAlive(holder) ? .wait : .stale
  }

  /// What a run says once while it waits.
  public static func waiting(holder: Int32) -> String {
    "exercise: another run of the exercise (process \(holder)) is going on: this one waits for it "
      + "to end (if there is none, remove .exercise/lock)\n"
  }
}

/// The lines a diff changes, from git's --numstat: what it added and removed, a binary file none.
public enum Numstat {
  public static func changedLines(_ numstat: String) -> Int {
    Text.lines(numstat).reduce(0) { total, line in
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let added = fields.first, added.utf8.allSatisfy(Bytes.isDigit) else { return total }
      return total + Text.whole(String(added))
        + Text.whole(fields.dropFirst().first.map(String.init) ?? "")
    }
  }
}

/// POSIX cksum: the CRC and the length of BYTES, "CRC LENGTH" as `cksum <FILE` prints them.
public enum Cksum {
  public static func line(_ bytes: [UInt8]) -> String {
    var crc: UInt32 = 0
    func add(_ byte: UInt8) {
      crc ^= UInt32(byte) << 24
      for _ in 0..<8 {
        crc = crc & 0x8000_0000 != 0 ? (crc << 1) ^ 0x04C1_1DB7 : crc << 1
      }
    }
    bytes.forEach(add)
    var length = bytes.count
    while length > 0 {
      add(UInt8(length & 0xFF))
      length >>= 8
    }
    return "\(~crc) \(bytes.count)"
  }
}

/// Text as bytes, line by line, as sed and tr read it.
enum Bytes {
  static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
  }

  /// TEXT with each line, without its "\n", made by CHANGE; the newlines stay as they were.
  static func mapLines(_ text: [UInt8], _ change: (ArraySlice<UInt8>) -> [UInt8]) -> [UInt8] {
    text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map(change).joined(separator: [UInt8(ascii: "\n")]).map { $0 }
  }
}

extension ArraySlice<UInt8> {
  /// These bytes with PREFIX made REPLACEMENT; nil when they do not start with PREFIX.
  func replacing(_ prefix: String, by replacement: String) -> [UInt8]? {
    starts(with: prefix.utf8) ? Array(replacement.utf8) + dropFirst(prefix.utf8.count) : nil
  }
}
