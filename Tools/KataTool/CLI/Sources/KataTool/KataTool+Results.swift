// KataTool results: Swift Testing's event stream (KataFormats' TestEventStream), read for
// Scripts/lib/results.sh and .ci/run.

import KataFormats

extension KataTool {
  static func results(_ command: String, events file: String) throws {
    let stream = TestEventStream(text: try text(of: file))
    switch command {
    case "failing": printLines(stream.failingTests)
    case "ran": print(stream.casesEnded)
    case "behaviours": printLines(stream.behavioursByTarget.map { "\($0.target) \($0.cases)" })
    case "account":
      // From the kata's top: the catalog says which targets are feature builds.
      let catalog = try stepCatalog(kata: ".")
      let builds = catalog.steps.compactMap { step in
        step.feature.map {
          SuiteAccount.Build(
            target: step.module + "Tests", feature: $0, reference: step.netReference)
        }
      }
      let account = SuiteAccount(
        ran: stream.behaviourNamesByTarget, builds: builds,
        plainTargets: catalog.steps.count - builds.count + 1)
      guard account.problems.isEmpty else {
        throw Failure(account.problems.joined(separator: "\n"), status: 1)
      }
      printLines(account.summary)
    case "steps":
      // Each failing test, named with its step, then one line per target and the run's.
      let failures = TargetFailure.lines(stream.failuresByTarget)
      printLines(failures.isEmpty ? [] : failures + [""])
      print(TargetResult.summary(stream.targetResults), terminator: "")
    default: throw Failure(usage, status: 2)
    }
  }
}
