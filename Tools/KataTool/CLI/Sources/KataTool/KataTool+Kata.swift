// KataTool kata: check-kata's rules (KataFormats' KataCheck), and the readers it needs, for
// Scripts/check-kata, which keeps the git and process glue.

import KataFormats

extension KataTool {
  static func kata(_ command: String, arguments: [String]) throws {
    switch (command, arguments.count) {
    case ("steps", 1): printLines(PackageManifest.steps(in: try text(of: arguments[0])))
    case ("stand-in-api", 1):
      let files = FilesOnDisk(top: arguments[0])
      printLines(StandInAPI.members(of: files.glob(".", suffix: ".swift").compactMap(files.text)))
    case ("check", 4):
      // KATA SIZES STATUS TRACKED: the kata's top; what `Scripts/diff-steps --stat` printed and
      // its exit status; the Swift files git holds, as `git ls-files -z` lists them.
      let check = KataCheck(
        files: FilesOnDisk(top: arguments[0]), sizes: try text(of: arguments[1]),
        measured: arguments[2] == "0",
        tracked: try text(of: arguments[3]).split(separator: "\0").map(String.init))
      let broken = check.broken()
      printLines(broken.map { "FAIL " + $0 })
      print(check.summary(broken: broken.count))
      if !broken.isEmpty { throw Failure(nil, status: 1) }
    default: throw Failure(usage, status: 2)
    }
  }
}
