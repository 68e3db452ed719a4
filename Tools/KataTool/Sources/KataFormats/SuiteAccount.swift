/// What the runs of the one shared suite must show, read from a whole run's event stream (.ci/run,
/// after swift test): the steps of every path and the exercise run the same behaviours; a feature
/// build runs them less those its feature changes, plus the feature's own, and, when it has one,
/// the lockstep net against its reference; and the builds of one feature skip and add the same
/// behaviours, but for that net.
public struct SuiteAccount: Sendable {
  /// A feature build, as the catalog gives it.
  public struct Build: Sendable {
    public let target: String
    public let feature: String
    public let reference: String?

    public init(target: String, feature: String, reference: String?) {
      self.target = target
      self.feature = feature
      self.reference = reference
    }
  }

  /// Each test target's behaviours, by sentence.
  public let ran: [String: Set<String>]
  public let builds: [Build]
  /// How many targets run the shared suite as it is: the steps of every path, and the exercise.
  public let plainTargets: Int

  public init(ran: [String: Set<String>], builds: [Build], plainTargets: Int) {
    self.ran = ran
    self.builds = builds
    self.plainTargets = plainTargets
  }

  /// What the steps and the exercise ran: the shared suite, whole.
  var plain: [(target: String, behaviours: Set<String>)] {
    let buildTargets = Set(builds.map(\.target))
    return ran.filter { !buildTargets.contains($0.key) }.sorted { $0.key < $1.key }
      .map { ($0.key, $0.value) }
  }

  var shared: Set<String> { plain.first?.behaviours ?? [] }

  /// What a build skips of the shared suite, and what it adds.
  func changes(_ build: Build) -> (skipped: Set<String>, added: Set<String>) {
    let own = ran[build.target] ?? []
    return (shared.subtracting(own), own.subtracting(shared))
  }

  /// What does not hold, a line each; nothing when all does.
  public var problems: [String] {
    var found: [String] = []
    if plain.count != plainTargets {
      found.append(
        "the shared suite ran whole on \(plain.count) targets, not on the \(plainTargets - 1) "
          + "steps and the exercise")
    }
    for (target, behaviours) in plain where behaviours != shared {
      found.append(
        "\(target) ran \(behaviours.count) behaviours, not the same \(shared.count) as "
          + "\(plain[0].target)")
    }
    for build in builds {
      guard let own = ran[build.target] else {
        found.append("\(build.target) ran no behaviour")
        continue
      }
      if own.isDisjoint(with: shared) {
        found.append("\(build.target) ran none of the shared suite's behaviours")
      }
    }
    for (feature, group) in Dictionary(grouping: builds, by: \.feature).sorted(by: {
      $0.key < $1.key
    }) {
      guard let first = group.first(where: { $0.reference == nil }) else { continue }
      let expected = changes(first)
      for build in group where build.target != first.target {
        let (skipped, added) = changes(build)
        if skipped != expected.skipped {
          found.append(
            "\(build.target) skips other shared behaviours than \(first.target): "
              + Self.listed(skipped.symmetricDifference(expected.skipped)))
        }
        let beyond = added.subtracting(expected.added)
        if !expected.added.isSubset(of: added) || beyond.count != (build.reference == nil ? 0 : 1) {
          found.append(
            "\(build.target) does not run \(feature)'s behaviours as \(first.target) does, "
              + "and the net against \(build.reference ?? "nothing") more: "
              + Self.listed(added.symmetricDifference(expected.added)))
        }
      }
    }
    return found
  }

  /// What holds, a line each, for the run's log.
  public var summary: [String] {
    var lines = [
      "each of the \(plain.count - 1) steps and the exercise ran the same \(shared.count) behaviours"
    ]
    for build in builds {
      let (skipped, added) = changes(build)
      let net = build.reference.map { ", the lockstep net against \($0) among them" } ?? ""
      lines.append(
        "\(build.target) ran \(shared.count - skipped.count) of them (the \(skipped.count) its "
          + "feature changes left out) and \(added.count) of its own\(net)")
    }
    return lines
  }

  static func listed(_ names: Set<String>) -> String {
    names.sorted().map { "\"\($0)\"" }.joined(separator: "; ")
  }
}
