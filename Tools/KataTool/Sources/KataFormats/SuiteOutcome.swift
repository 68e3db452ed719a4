extension ExerciseEvent.Outcome {
  /// How a run of the exercise's suite ended, from what it left: stopped when Ctrl-C reached it
  /// (its mark, or status 130), green when it passed with no failing test, red when a test
  /// failed or any ran to its end, else broken: it did not compile.
  public init(status: Int32, stopped: Bool, anyFailing: Bool, testsRan: Int) {
    if stopped || status == 130 {
      self = .stopped
    } else if status == 0 && !anyFailing {
      self = .green
    } else if anyFailing || testsRan > 0 {
      self = .red
    } else {
      self = .broken
    }
  }
}

extension ExerciseEvent.Outcome {
  /// The run as the exercise says it: green, red, stopped, or "did not compile".
  public var said: String {
    switch self {
    case .green, .red, .stopped: word
    default: "did not compile"
    }
  }
}

/// What the exercise says of a run of the suite beside what the log records.
public enum SuiteSaid {
  /// `exercise test` with nothing started, which records nothing: the result, then each failing
  /// test (FAILING, one a line).
  public static func unrecorded(_ result: ExerciseEvent.Outcome, failing: String) -> String {
    "exercise test: \(result.said)\n" + Text.lines(failing).map { "  - \($0)\n" }.joined()
  }

  /// After compare's run of the suite: that it is green, or else the run's report (RUN): its
  /// first line, said as why, then the rest as it is.
  public static func compared(_ result: ExerciseEvent.Outcome, run: String) -> String {
    guard result != .green else { return "The suite is green.\n" }
    let first = run.firstIndex(of: "\n")
    let rest = first.map { String(run[run.index(after: $0)...]) } ?? ""
    return "The suite is not green: \(run[..<(first ?? run.endIndex)])\n" + rest
  }
}
