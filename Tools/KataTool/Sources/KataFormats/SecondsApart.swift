/// The driver's incremental build reads a source file's modification time to the second: a file
/// saved again within the second the last build saw it (tcr taking a red edit back, an editor
/// that formats on save) looks unchanged, and the build keeps the old object file, red on green
/// code until the next edit. So before each build of the exercise, a file whose time changed but
/// is not in a later second moves on to the second after the one the last build saw.
public enum SecondsApart {
  /// A file's modification time.
  public struct Time: Equatable, Sendable {
    public let seconds: Int
    public let nanoseconds: Int

    public init(seconds: Int, nanoseconds: Int) {
      self.seconds = seconds
      self.nanoseconds = nanoseconds
    }
  }

  /// The files of NOW to move, each with the second it moves to: those whose time differs from
  /// the one the last build SEEN but is not in a later second.
  public static func moves(seen: [String: Time], now: [String: Time]) -> [String: Int] {
    var moves: [String: Int] = [:]
    for (path, time) in now {
      guard let before = seen[path], before != time, time.seconds <= before.seconds else {
        continue
      }
      moves[path] = before.seconds + 1
    }
    return moves
  }

  /// NOW, with the moved files at their new second: what this build sees.
  public static func seen(now: [String: Time], moves: [String: Int]) -> [String: Time] {
    now.merging(moves.mapValues { Time(seconds: $0, nanoseconds: 0) }) { $1 }
  }

  /// The times as a record, "SECONDS NANOSECONDS PATH" a line, sorted by path.
  public static func record(_ times: [String: Time]) -> String {
    times.keys.sorted().map { "\(times[$0]!.seconds) \(times[$0]!.nanoseconds) \($0)\n" }.joined()
  }

  /// The times a record holds; a line that is not one is left out.
  public static func times(record: String) -> [String: Time] {
    var times: [String: Time] = [:]
    for line in record.split(separator: "\n") {
      let fields = line.split(separator: " ", maxSplits: 2)
      guard fields.count == 3, let seconds = Int(fields[0]), let nanoseconds = Int(fields[1]) else {
        continue
      }
      times[String(fields[2])] = Time(seconds: seconds, nanoseconds: nanoseconds)
    }
    return times
  }
}
