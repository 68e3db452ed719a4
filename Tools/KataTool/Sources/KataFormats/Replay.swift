// The hole's lesson as the exercise replays it on the starting step (KataTool exercise writes the
// replay into .exercise/lesson/): where the work stands in it, a stroke's worth, and the reds it
// plans. The rules of Refactoring Golf are in Steps/WORKSHOP.md.

import Foundation

/// The lesson replayed: each micro-step's result, from the starting step on, as far as its diffs
/// apply.
public struct Replay: Sendable, Equatable {
  /// The changed lines of each micro-step replayed, the first first.
  public var sizes: [Int]
  /// The lesson's micro-steps, replayed or not.
  public var par: Int
  /// The changed lines from the starting step to the reference, module names folded.
  public var referenceLines: Int

  public init(sizes: [Int], par: Int = 0, referenceLines: Int = 0) {
    self.sizes = sizes
    self.par = par
    self.referenceLines = referenceLines
  }

  /// How many micro-steps were replayed as code.
  public var count: Int { sizes.count }

  /// One stroke's worth of changed lines for a run that starts where micro-step POSITION left
  /// the code: the size of the micro-step after it; after the last, the lesson's largest; at
  /// least one line. A lesson without micro-steps as code: the reference's changed lines over par.
  /// Written as awk writes a number, as the log has always held it.
  public func worth(after position: Int) -> String {
    if sizes.isEmpty {
      let lines = Double(referenceLines)
      return Self.awkNumber(max(1, par > 0 ? lines / Double(par) : lines))
    }
    let size = position < count ? sizes[max(0, position)] : sizes.max() ?? 1
    return String(max(1, size))
  }

  /// Where work lies on the lesson's path: the changed lines from the starting step to it along
  /// the micro-steps' diffs, given DISTANCES, its lines to each micro-step's result (the starting
  /// step's first). It is on the path between two results when its lines to both add up to the
  /// micro-step's size: every line it changed since the one is a line of the micro-step to the
  /// other, as when a micro-step's new lines are added first and its old ones removed after, as
  /// Fowler's mechanics do (copy the code into the new function, then replace it with a call).
  /// Nil off the path, and without micro-steps as code.
  public func pathLines(distances: [Int]) -> Int? {
    guard distances.count > count, count > 0 else { return nil }
    var before = 0
    for (index, size) in sizes.enumerated() {
      if distances[index] + distances[index + 1] == size { return before + distances[index] }
      before += size
    }
    return nil
  }

  /// The lines along the path to the first micro-step's result beyond LINES along it; nil past
  /// the last.
  public func nextResult(after lines: Int) -> Int? {
    var result = 0
    for size in sizes {
      result += size
      if result > lines { return result }
    }
    return nil
  }

  /// The micro-steps LINES along the path stand for: 1.5 is halfway through the second.
  public func progress(pathLines lines: Int) -> Double {
    var before = 0
    for (index, size) in sizes.enumerated() {
      if lines < before + size { return Double(index) + Double(lines - before) / Double(size) }
      before += size
    }
    return Double(count)
  }

  /// NUMBER as awk prints it: a whole number without a point, else six significant digits.
  static func awkNumber(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return String(format: "%.6g", number)
  }
}

/// Where the work stands in the lesson: the micro-step whose result it is closest to (0 for the
/// starting step; the earlier one on a tie), and how many lines apart.
public struct Place: Sendable, Equatable {
  public var position: Int
  public var offset: Int

  public init(position: Int, offset: Int) {
    self.position = position
    self.offset = offset
  }

  /// The place, from the lines between the work and each micro-step's result, the starting
  /// step's first.
  public init(distances: [Int]) {
    var best = Place(position: 0, offset: distances.first ?? 0)
    for (position, distance) in distances.enumerated() where distance < best.offset {
      best = Place(position: position, offset: distance)
    }
    self = best
  }
}

extension Mechanics {
  /// The micro-step whose red the run was: the first of CANDIDATES that is one of the COUNT
  /// micro-steps replayed, whose closing line declares a red, and whose declared tests are
  /// exactly FAILING; nil when none is.
  public func plannedRed(failing: [String], candidates: [Int], count: Int) -> Int? {
    candidates.first { k in
      guard k >= 1, k <= count, k <= microSteps.count,
        case .plannedRed(let declared)? = microSteps[k - 1].closing.flatMap(Closing.init(line:)),
        !declared.isEmpty
      else { return false }
      return Set(declared) == Set(failing)
    }
  }
}
