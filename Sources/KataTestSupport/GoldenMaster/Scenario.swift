/// A tiny, portable pseudo-random generator (SplitMix64), so that a seed gives the same
/// scenario on every machine and every toolchain.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<upperBound`, the same on every platform (unlike the standard library's
  /// `random(in:using:)`, whose algorithm is not promised).
  public mutating func below(_ upperBound: Int) -> Int {
    Int(next() % UInt64(upperBound))
  }

  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }
}

/// One of the three password fields.
public enum ScenarioField: String, CaseIterable, Sendable {
  case old, new, confirmation
}

/// Something that happens to the screen: a user's action or the service's answer.
public enum ScenarioEvent: Equatable, Sendable, CustomStringConvertible {
  case type(String, into: ScenarioField)
  case autoFill(String, into: ScenarioField)
  case moveFocus(to: ScenarioField)
  case pressReturn(in: ScenarioField)
  case tapSubmit
  case tapCancel
  case tapOK
  case serviceSucceeds
  case serviceFails(message: String)
  case releaseScreen
  case hideKeyboard
  case pressHardwareReturn
  /// The user swipes the sheet down, or starts to and lets go: it springs back.
  case swipeDown
  case abandonSwipeDown
  /// Typing one key at a time, and the delete key, and the strong-password suggestion: the
  /// lockstep net of a feature that listens to each key plays them; the golden master's
  /// scenarios, written before, do not.
  case typeKeys(String, into: ScenarioField)
  case deleteBackward(in: ScenarioField)
  case acceptStrongPassword(String)

  public var description: String {
    switch self {
    case .type(let text, let field): "user types \"\(text)\" into \(field.rawValue)"
    case .autoFill(let text, let field): "AutoFill puts \"\(text)\" into \(field.rawValue)"
    case .moveFocus(let field): "user taps into \(field.rawValue)"
    case .pressReturn(let field): "user presses return in \(field.rawValue)"
    case .tapSubmit: "user taps Submit"
    case .tapCancel: "user taps Cancel"
    case .tapOK: "user taps OK"
    case .serviceSucceeds: "service succeeds"
    case .serviceFails(let message): "service fails: \"\(message)\""
    case .releaseScreen: "the screen is released"
    case .hideKeyboard: "the system hides the keyboard"
    case .pressHardwareReturn: "user presses Return on a hardware keyboard"
    case .swipeDown: "user swipes the sheet down"
    case .abandonSwipeDown: "user starts to swipe the sheet down, then lets go"
    case .typeKeys(let text, let field): "user types \"\(text)\" key by key into \(field.rawValue)"
    case .deleteBackward(let field): "user presses delete in \(field.rawValue)"
    case .acceptStrongPassword(let text): "user accepts the strong password \"\(text)\""
    }
  }
}

/// A sequence of events made from a seed. The same seed always makes the same scenario.
public struct Scenario: Sendable {
  /// The number of scenarios every step replays.
  public static let count = 320

  /// Texts chosen for the rules' edges: empty, five and six characters, non-ASCII and emoji.
  public static let texts = [
    "", "a", "12345", "123456", "1234567", "old123", "new456", "new457", "éééééé", "ééééé",
    "密码密码密码", "😀😀😀😀😀", "😀😀😀😀😀😀", " ", "      ", "pass word",
  ]
  public static let failureMessages = [
    "Your old password is wrong.", "", "Server unavailable (503)",
  ]

  public let seed: UInt64
  public let events: [ScenarioEvent]

  /// The scenario number `index` of the kata's fixed series.
  public init(index: Int) {
    self.init(seed: 0x4B41_5441 &+ UInt64(index) &* 7919)
  }

  /// A scenario of the given events, for the machinery's own tests.
  init(seed: UInt64, events: [ScenarioEvent]) {
    self.seed = seed
    self.events = events
  }

  public init(seed: UInt64) {
    self.seed = seed
    var random = SplitMix64(seed: seed)
    var events: [ScenarioEvent] = []
    let length = 4 + random.below(22)
    while events.count < length {
      events += Self.nextEvents(&random)
    }
    if random.below(10) == 0 {
      // One scenario in ten ends with the screen released; drawn last, so the others keep
      // the same events whatever this one does.
      events = Self.releasedWhilePending(&random)
    }
    self.events = events
  }

  /// A valid form submitted, a few touches the waiting screen should ignore, then the screen
  /// released while its request is pending: the answer must come to nobody.
  private static func releasedWhilePending(_ random: inout SplitMix64) -> [ScenarioEvent] {
    let new = random.pick(texts.filter { $0.count >= 6 })
    var events = [
      fill(.old, with: random.pick(texts.filter { !$0.isEmpty }), &random),
      fill(.new, with: new, &random),
      fill(.confirmation, with: new, &random),
    ]
    events += submit(&random)
    for _ in 0..<random.below(3) {
      events.append(random.pick([.tapSubmit, .tapCancel, .moveFocus(to: .old)]))
    }
    let answer: ScenarioEvent =
      random.below(2) == 0 ? .serviceSucceeds : .serviceFails(message: "Too late.")
    return events + [.releaseScreen, answer]
  }

  /// Mostly whole gestures (fill the form, then submit), sometimes single odd actions, so that
  /// the scenarios reach every branch and the odd orders in between.
  public static func nextEvents(_ random: inout SplitMix64) -> [ScenarioEvent] {
    switch random.below(17) {
    case 0...3:
      let new = random.pick(texts)
      let confirmation = random.below(3) == 0 ? random.pick(texts) : new
      return [
        fill(.old, with: random.below(5) == 0 ? "" : random.pick(texts), &random),
        fill(.new, with: new, &random),
        fill(.confirmation, with: confirmation, &random),
      ] + submit(&random)
    case 4:
      return [fill(random.pick(ScenarioField.allCases), with: random.pick(texts), &random)]
    case 5: return [.moveFocus(to: random.pick(ScenarioField.allCases))]
    case 6: return [.pressReturn(in: random.pick(ScenarioField.allCases))]
    case 7: return [.tapSubmit]
    case 8: return [.tapCancel]
    case 9, 10: return [.tapOK]
    case 11: return [.serviceSucceeds, .tapOK]
    case 12: return [.serviceFails(message: random.pick(failureMessages)), .tapOK]
    case 13: return [.hideKeyboard]
    case 14: return [.pressHardwareReturn]
    // A swipe ends most scenarios that finish it: half of them let go.
    case 15: return [random.below(2) == 0 ? .swipeDown : .abandonSwipeDown]
    default: return [random.below(2) == 0 ? .serviceSucceeds : .serviceFails(message: "Try later.")]
    }
  }

  /// Mostly typed, sometimes filled in by AutoFill, which sends no keystrokes.
  private static func fill(
    _ field: ScenarioField, with text: String, _ random: inout SplitMix64
  ) -> ScenarioEvent {
    random.below(4) == 0 ? .autoFill(text, into: field) : .type(text, into: field)
  }

  /// Submit from wherever the focus happens to be: return in the confirmation field, or the
  /// Submit button with the keyboard in any field.
  private static func submit(_ random: inout SplitMix64) -> [ScenarioEvent] {
    switch random.below(6) {
    case 0: [.moveFocus(to: .confirmation), .pressReturn(in: .confirmation)]
    case 1: [.pressReturn(in: .confirmation)]
    case 2: [.tapSubmit]
    default: [.moveFocus(to: random.pick(ScenarioField.allCases)), .tapSubmit]
    }
  }
}
