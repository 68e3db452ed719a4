/// The next hint's rung, after RUNG: one higher, up to the third (the smell, the refactoring,
/// the next micro-step), where it stays.
public enum HintLadder {
  public static func next(after rung: Int) -> Int { rung < 3 ? rung + 1 : rung }
}

/// `tcr --watch`'s wait for the next save, by polling: see `wait(from:current:pause:)`.
public enum ChangeWatch {
  /// Returns once the work's signature (CURRENT) differs from SIGNATURE, asking again after
  /// each PAUSE; at once when it differs already. Returns how many pauses it took.
  @discardableResult
  public static func wait(from signature: String, current: () -> String, pause: () -> Void)
    -> Int
  {
    var pauses = 0
    while current() == signature {
      pause()
      pauses += 1
    }
    return pauses
  }
}
