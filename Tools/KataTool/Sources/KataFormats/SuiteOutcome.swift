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
