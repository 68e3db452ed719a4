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
    case "steps": print(TargetResult.summary(stream.targetResults), terminator: "")
    default: throw Failure(usage, status: 2)
    }
  }
}
