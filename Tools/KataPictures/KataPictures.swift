// Draws the Change Password screen for Scripts/tour and Scripts/storyboard. It drives step 00,
// whose behaviour every step keeps (the golden master proves it), only as the tests do: through
// the UIKit stand-in, `User` and the mock service.

import Foundation
import KataRenderer
import KataTestSupport
import Step00
import UIKitStandIn

@main
@MainActor
enum KataPictures {
  static let usage = """
    usage: KataPictures moments FOLDER
           KataPictures storyboard SCENARIO APPROVED-TRANSCRIPTS OUTPUT.html
    """

  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
      switch arguments.first {
      case "moments" where arguments.count == 2:
        try writeMoments(into: URL(fileURLWithPath: arguments[1], isDirectory: true))
      case "storyboard" where arguments.count == 4:
        guard let index = Int(arguments[1]), (0..<Scenario.count).contains(index) else {
          throw Failure("no scenario \(arguments[1]) (scenarios are 0 to \(Scenario.count - 1))")
        }
        try writeStoryboard(
          scenario: index, approved: URL(fileURLWithPath: arguments[2]),
          output: URL(fileURLWithPath: arguments[3]))
      default:
        throw Failure(usage)
      }
    } catch let failure as Failure {
      FileHandle.standardError.write(Data("KataPictures: \(failure.message)\n".utf8))
      exit(2)
    } catch {
      FileHandle.standardError.write(Data("KataPictures: \(error)\n".utf8))
      exit(1)
    }
  }

  // MARK: - The screen's key moments

  /// One picture per moment a learner should have seen, named `screen-<moment>.svg`, in the order
  /// the screen reaches them. Prints each moment as "moment|alt text", the list Scripts/tour
  /// writes the tour from.
  static func writeMoments(into folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let service = MockPasswordChanger()
    let sut = ChangePasswordPresenter(passwordChanger: service, securityToken: "TOKEN")
    let host = ScreenHost(presenting: sut)
    func draw(_ moment: String) throws {
      guard let alt = altTexts[moment] else { throw Failure("no alt text for \(moment)") }
      let url = folder.appendingPathComponent("screen-\(moment).svg")
      try Data(ScreenRenderer.svg(of: sut).utf8).write(to: url)
      print("\(moment)|\(alt)")
    }
    func fill(old: String, new: String, confirmation: String) {
      User.type(old, into: sut.oldPasswordTextField)
      User.type(new, into: sut.newPasswordTextField)
      User.type(confirmation, into: sut.confirmPasswordTextField)
    }
    try draw("loaded")
    User.type("old123", into: sut.oldPasswordTextField)
    try draw("typing")
    User.tap(sut.submitButton)
    try draw("alert-empty")
    User.tapAlertButton("OK", on: sut)
    fill(old: "old123", new: "12345", confirmation: "12345")
    User.tap(sut.submitButton)
    try draw("alert-too-short")
    User.tapAlertButton("OK", on: sut)
    fill(old: "old123", new: "new456", confirmation: "new457")
    User.tap(sut.submitButton)
    try draw("alert-mismatch")
    User.tapAlertButton("OK", on: sut)
    fill(old: "old123", new: "new456", confirmation: "new456")
    User.tap(sut.submitButton)
    try draw("waiting")
    service.fail(message: "Your old password is wrong.")
    try draw("failure")
    User.tapAlertButton("OK", on: sut)
    try draw("start-over")
    fill(old: "old456", new: "new456", confirmation: "new456")
    User.tap(sut.submitButton)
    service.succeed()
    try draw("success")
    User.tapAlertButton("OK", on: sut)
    try draw("dismissed")
    withExtendedLifetime(host) {}
  }

  /// What each moment shows, for a reader who cannot see the picture: the tour's alt texts.
  static let altTexts: [String: String] = [
    "loaded":
      "The loaded screen: the title Change Password, Cancel, three empty password fields and Submit.",
    "typing":
      "The old-password field holds the keyboard and shows six dots; the keyboard is up.",
    "alert-empty":
      "An alert over the screen: Please enter a new password. OK.",
    "alert-too-short":
      "An alert over the screen: the new password should have at least 6 characters. OK.",
    "alert-mismatch":
      "An alert over the screen: the new password and the confirmation don't match. OK.",
    "waiting":
      "The screen waits: Cancel greyed out, a blur over the form and a spinner.",
    "failure":
      "Over the blur, an alert with the service's message: Your old password is wrong. OK.",
    "start-over":
      "After the failure's OK: empty fields, the keyboard on the old-password field, no blur.",
    "success":
      "Over the blur, an alert: Your password has been successfully changed. OK.",
    "dismissed":
      "After the success's OK the screen is gone.",
  ]

  // MARK: - A scenario as a strip of frames

  /// One frame per event of the scenario, each with the lines the transcript recorded for it.
  /// The lines must be the approved ones: a storyboard never shows what the golden master does
  /// not.
  static func writeStoryboard(scenario index: Int, approved: URL, output: URL) throws {
    let scenario = Scenario(index: index)
    var pictures: [String] = []
    let lines = ScenarioPlayer.transcript(of: scenario, makeScreen: makeScreen) { parts in
      pictures.append(
        parts.map { ScreenRenderer.svg(of: $0.screen) }
          ?? ScreenRenderer.svg(message: "The screen was released."))
    }
    let approvedLines = try ApprovedTranscripts.read(from: approved)[index] ?? []
    if let difference = ApprovedTranscripts.firstDifference(
      scenario: index, seed: scenario.seed, approved: approvedLines, actual: lines)
    {
      throw Failure(difference.split(separator: "\n").first.map(String.init) ?? difference)
    }
    var frames: [[String]] = []
    for line in lines {
      if line.hasPrefix("  "), !frames.isEmpty {
        frames[frames.count - 1].append(line)
      } else {
        frames.append([line])
      }
    }
    guard frames.count == pictures.count else {
      throw Failure("scenario \(index): \(frames.count) events but \(pictures.count) pictures")
    }
    let html = storyboardPage(scenario: scenario, index: index, frames: zip(frames, pictures))
    try FileManager.default.createDirectory(
      at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(html.utf8).write(to: output)
  }

  static func makeScreen(_ service: MockPasswordChanger) -> ScreenParts {
    let sut = ChangePasswordPresenter(passwordChanger: service, securityToken: "TOKEN")
    return ScreenParts(
      screen: sut, oldPasswordTextField: sut.oldPasswordTextField,
      newPasswordTextField: sut.newPasswordTextField,
      confirmPasswordTextField: sut.confirmPasswordTextField, submitButton: sut.submitButton,
      cancelBarButton: sut.cancelBarButton, blurView: sut.blurView,
      activityIndicator: sut.activityIndicator)
  }

  static func storyboardPage(
    scenario: Scenario, index: Int, frames: Zip2Sequence<[[String]], [String]>
  ) -> String {
    let figures = frames.enumerated().map { number, frame in
      let (lines, svg) = frame
      let picture = Data(svg.utf8).base64EncodedString()
      return """
        <figure class="frame" id="frame-\(number)">
        <figcaption>\(number). \(ScreenRenderer.escape(lines[0]))</figcaption>
        <img src="data:image/svg+xml;base64,\(picture)" width="195" height="360" alt="The screen after: \(ScreenRenderer.escape(lines[0]))">
        <pre class="transcript">
        \(lines.map(ScreenRenderer.escape).joined(separator: "\n"))
        </pre>
        </figure>
        """
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Scenario \(index) of the golden master</title>
      <style>
      body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 1.5em; }
      .strip { display: flex; gap: 1em; overflow-x: auto; align-items: flex-start; }
      .frame { margin: 0; flex: 0 0 auto; width: 220px; }
      .frame img { border: 1px solid #C6C6C8; border-radius: 12px; }
      figcaption { font-weight: 600; min-height: 3em; }
      pre { font-size: 11px; white-space: pre-wrap; }
      </style>
      </head>
      <body>
      <h1>Scenario \(index) (seed \(scenario.seed))</h1>
      <p>One frame per event, as step 00 drew it; under each, the lines the golden master \
      approved for that event.</p>
      <div class="strip">
      \(figures.joined(separator: "\n"))
      </div>
      </body>
      </html>

      """
  }
}

struct Failure: Error {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
