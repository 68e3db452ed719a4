// check-kata's rules on a test target's glue: it runs the one shared suite, compiled once, on its
// own screen. Its Screen.swift declares the screen's conformance and builds it; its Step.swift
// runs every behaviour and never names the module, so the exercise compiles the two apart. No
// file links, copies or defines the suite.

/// A test target's glue to the shared suite: a step's (`Tests/Step07Tests`, module `Step07`) or
/// the exercise's (`Tests/ExerciseTests`, module `Exercise`).
public struct TestGlue: Sendable {
  /// Who the messages name: "step 07", "exercise".
  public var who: String
  public var folder: String
  public var module: String
  /// A feature build's feature: its Step.swift runs the feature's list (`LiveValidation
  /// .behaviours(...)`), the shared suite less what the feature changes, plus its own.
  public var feature: String?

  public init(who: String, folder: String, module: String, feature: String? = nil) {
    self.who = who
    self.folder = folder
    self.module = module
    self.feature = feature
  }

  /// The rules the glue breaks, one message each.
  public func broken(in files: some KataFiles) -> [String] {
    let glue = folder + "/Screen.swift"
    let suite = folder + "/Step.swift"
    guard let screenText = files.text(glue) else {
      return ["\(who): \(folder) has no Screen.swift to build the screen for the shared suite"]
    }
    guard let suiteText = files.text(suite) else {
      return ["\(who): \(folder) has no Step.swift to run the shared suite"]
    }
    var broken: [String] = []
    let screenLines = Text.lines(screenText)
    let suiteLines = Text.lines(suiteText)
    let screens = screenLines.compactMap(conformedScreen)
    if screens.isEmpty {
      broken.append(
        "\(who): \(glue) does not declare its screen a ChangePasswordScreen "
          + "('extension \(module).<Screen>: ChangePasswordScreen {}')")
    }
    if !makesItsOwnScreen(screenText, screens: screens) {
      broken.append(
        "\(who): \(glue) does not make a screen of its own for each behaviour, by its initializer")
    }
    if !screenLines.contains(
      "public let makeScreen: ScreenFactory = { passwordChanger, securityToken in")
    {
      broken.append("\(who): \(glue) does not declare 'public let makeScreen: ScreenFactory'")
    }
    if !suiteLines.contains("@Suite(\"\(module)\")") {
      broken.append(
        "\(who): \(suite) does not name its suite after its module (@Suite(\"\(module)\"))")
    }
    if !suiteLines.contains("struct \(module)Suite {") {
      broken.append(
        "\(who): \(suite) does not name its suite's type after its module (struct \(module)Suite)")
    }
    if let feature {
      let arguments = "arguments: \(feature).behaviours("
      if !suiteLines.contains(where: { $0.contains(arguments) }) {
        broken.append(
          "\(who): \(suite) does not run its feature's behaviours (\(arguments)...), the shared "
            + "suite's less those the feature changes")
      }
    } else {
      let test =
        "@Test(\"\(module) does what step 00 does\", "
        + "arguments: ChangePasswordCharacterization.behaviours)"
      if !suiteLines.contains("  " + test) {
        broken.append("\(who): \(suite) does not run every behaviour of the shared suite (\(test))")
      }
    }
    // A build whose request is a task runs the suite's async form, and awaits each behaviour.
    if !suiteLines.contains("    try behaviour.check(makeScreen)")
      && !suiteLines.contains("    try await behaviour.check(makeScreen)")
    {
      broken.append(
        "\(who): \(suite) does not check each behaviour on the screens makeScreen builds")
    }
    if suiteLines.contains(where: Self.importsTheModule) {
      broken.append(
        "\(who): \(suite) imports the step's module; only Screen.swift may, so the exercise "
          + "compiles the two apart")
    }
    for file in files.glob(folder) {
      if files.isLink(file) {
        broken.append("\(who): \(file) is a link; the shared suite is a library now, compiled once")
      }
      guard let text = files.text(file) else { continue }
      if text.contains("enum ChangePasswordCharacterization")
        || text.contains("static let behaviours")
      {
        broken.append(
          "\(who): \(file) defines behaviours of its own; the suite is one text, in "
            + "Tests/Characterization")
      }
    }
    return broken
  }

  /// The screen of a line `extension Step07.ChangePasswordPresenter: ChangePasswordScreen {}`, or
  /// `: AwaitingScreen {}`, the screen whose request is a task, which the suite's async form
  /// awaits.
  func conformedScreen(_ line: String) -> String? {
    let head = "extension \(module)."
    guard
      let tail = [": ChangePasswordScreen {}", ": AwaitingScreen {}"].first(where: line.hasSuffix),
      line.hasPrefix(head), line.count >= head.count + tail.count
    else { return nil }
    let screen = line.dropFirst(head.count).dropLast(tail.count)
    return screen.allSatisfy { $0.isASCII && $0.isLetter } ? String(screen) : nil
  }

  /// Whether Screen.swift builds the screen it declares by its initializer, each time:
  /// `= { passwordChanger, securityToken in Step07.Screen(passwordChanger: passwordChanger,
  /// securityToken: securityToken) }`, on one line or two, or with the service handed on as the
  /// async one it also is, `asAsync(passwordChanger)`. Its lines are read as one, spaces
  /// squeezed; two declared screens are looked for as check-kata's grep -F did, as two patterns
  /// split where their names meet.
  func makesItsOwnScreen(_ text: String, screens: [String]) -> Bool {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where !(scalar == " " && scalars.last == " ") {
      if scalar == "\n" {
        if scalars.last != " " { scalars.append(" ") }
      } else {
        scalars.append(scalar)
      }
    }
    let squeezed = String(scalars).replacingOccurrences(of: "( ", with: "(")
    return ["passwordChanger", "asAsync(passwordChanger)"].contains { service in
      let wanted =
        "= { passwordChanger, securityToken in \(module).\(screens.joined(separator: "\n"))"
        + "(passwordChanger: \(service), securityToken: securityToken) }"
      return wanted.split(separator: "\n").contains { squeezed.contains($0) }
    }
  }

  /// `import Step07`, `@testable import Step07`, `import Exercise`.
  static func importsTheModule(_ line: String) -> Bool {
    var rest = Substring(line)
    if rest.hasPrefix("@testable ") { rest = rest.dropFirst("@testable ".count) }
    guard rest.hasPrefix("import ") else { return false }
    rest = rest.dropFirst("import ".count)
    if rest == "Exercise" { return true }
    return rest.hasPrefix("Step") && rest.dropFirst(4).first.map(Text.isDigit) == true
  }
}
