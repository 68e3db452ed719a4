import KataTestSupport
import Testing
@_spi(Testing) import UIKitStandIn

@testable import KataRenderer

/// A screen built from the stand-in alone, shaped like the kata's: the renderer must draw any
/// such screen from what it shows, never from a step's types.
@MainActor
private final class SampleScreen: UIViewController {
  let cancelButton = UIBarButtonItem(systemItem: .cancel)
  let firstField = UITextField()
  let secondField = UITextField()
  let submitButton = UIButton(type: .system)
  let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
  let spinner = UIActivityIndicatorView(style: .large)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Sample Title"
    navigationItem.leftBarButtonItem = cancelButton
    for (field, placeholder) in [(firstField, "First Placeholder"), (secondField, "Second")] {
      field.placeholder = placeholder
      field.isSecureTextEntry = true
      field.enablesReturnKeyAutomatically = true
    }
    submitButton.setTitle("Send It", for: .normal)
    submitButton.layer.borderWidth = 1
    submitButton.layer.borderColor =
      UIColor(red: 55 / 255, green: 147 / 255, blue: 251 / 255, alpha: 1).cgColor
    let stack = UIStackView(arrangedSubviews: [firstField, secondField, submitButton])
    stack.axis = .vertical
    stack.spacing = 10
    stack.distribution = .fillEqually
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 30),
      stack.trailingAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -30),
      submitButton.heightAnchor.constraint(equalToConstant: 40),
    ])
    blurView.translatesAutoresizingMaskIntoConstraints = false
    spinner.translatesAutoresizingMaskIntoConstraints = false
    view.backgroundColor = .systemBackground
  }

  func startWaiting() {
    view.addSubview(blurView)
    NSLayoutConstraint.activate([
      blurView.topAnchor.constraint(equalTo: view.topAnchor),
      blurView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      blurView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      blurView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ])
    view.addSubview(spinner)
    NSLayoutConstraint.activate([
      spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
    spinner.startAnimating()
  }

  func presentAlert(message: String) {
    let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
    let okButton = UIAlertAction(title: "OK", style: .default)
    alert.addAction(okButton)
    alert.preferredAction = okButton
    present(alert, animated: true)
  }
}

@MainActor
@Suite("The screen renderer")
struct ScreenRendererTests {
  private let screen = SampleScreen()
  private let host: ScreenHost

  init() {
    host = ScreenHost(presenting: screen)
  }

  private func drawn() -> String {
    ScreenRenderer.svg(of: screen)
  }

  @Test("The same state always gives the same bytes")
  func deterministic() {
    let other = SampleScreen()
    let otherHost = ScreenHost(presenting: other)
    for each in [screen, other] {
      User.type("secret", into: each.secondField)
      each.presentAlert(message: "Same message")
    }

    #expect(drawn() == drawn())
    #expect(drawn() == ScreenRenderer.svg(of: other))
    withExtendedLifetime(otherHost) {}
  }

  @Test("A different state gives a different picture")
  func differentState() {
    let before = drawn()

    User.type("x", into: screen.firstField)

    #expect(drawn() != before)
  }

  @Test("The navigation bar shows the title and an enabled Cancel")
  func navigationBar() {
    #expect(drawn().contains(">Sample Title</text>"))
    #expect(drawn().contains(#"class="bar-button enabled""#))
    #expect(drawn().contains(">Cancel</text>"))
  }

  @Test("A disabled Cancel is drawn greyed out")
  func disabledCancel() {
    screen.cancelButton.isEnabled = false

    #expect(drawn().contains(#"class="bar-button disabled""#))
    #expect(!drawn().contains(#"class="bar-button enabled""#))
  }

  @Test("An empty field shows its placeholder")
  func placeholder() {
    #expect(drawn().contains(#"class="placeholder""#))
    #expect(drawn().contains(">First Placeholder</text>"))
  }

  @Test("A secure field shows one dot per typed character, never the text")
  func dots() {
    User.type("pässwörd", into: screen.firstField)

    #expect(drawn().contains(">••••••••</text>"))
    #expect(!drawn().contains("pässwörd"))
    #expect(!drawn().contains(">First Placeholder</text>"))
  }

  @Test("The field with the keyboard is marked, and the keyboard is drawn")
  func focusedField() throws {
    User.type("abc", into: screen.firstField)
    User.moveFocus(to: screen.secondField)

    let marked = drawn().components(separatedBy: #"<g class="text-field focused">"#)
    try #require(marked.count == 2)
    let focusedGroup = marked[1].components(separatedBy: "</g>")[0]
    #expect(focusedGroup.contains(">Second</text>"))
    #expect(drawn().contains(#"<g id="keyboard">"#))
  }

  @Test("No keyboard is drawn while no field has the focus")
  func noKeyboard() {
    #expect(!drawn().contains("focused"))
    #expect(!drawn().contains(#"id="keyboard""#))
  }

  @Test("The keyboard's return key is greyed out while an empty field holds it")
  func returnKey() {
    User.moveFocus(to: screen.firstField)
    let empty = drawn()
    User.type("a", into: screen.firstField)

    #expect(empty.contains(#"id="return-key" class="disabled""#))
    #expect(drawn().contains(#"id="return-key" class="enabled""#))
  }

  @Test("The button shows its title inside its border, in the layer's colour")
  func button() {
    #expect(drawn().contains(">Send It</text>"))
    #expect(drawn().contains(##"stroke="#3793FB" stroke-width="1""##))
  }

  @Test("While waiting, a blur covers the form and a spinner turns over it")
  func waiting() throws {
    screen.startWaiting()

    let svg = drawn()
    let blur = try #require(svg.range(of: #"<g id="blur""#))
    let field = try #require(svg.range(of: ">First Placeholder<"))
    let spinner = try #require(svg.range(of: #"<g id="spinner""#))
    #expect(blur.lowerBound < field.lowerBound)
    #expect(field.lowerBound < spinner.lowerBound)
  }

  @Test("Each row stands where the constraints put it: below the safe area's top, inset, spaced")
  func rowsFollowTheConstraints() {
    let svg = drawn()

    // The safe area starts under the 56-point bar; rows of 40 points, 10 apart, 30 in.
    #expect(svg.contains(#"<rect x="30" y="76" width="330" height="40" rx="6""#))
    #expect(svg.contains(#"<rect x="30" y="126" width="330" height="40" rx="6""#))
    #expect(svg.contains(#"<rect x="30" y="176" width="330" height="40" rx="0""#))
  }

  @Test("The blur covers the frame its four edges are pinned to, and the spinner sits centred")
  func waitingFrames() {
    screen.startWaiting()

    let svg = drawn()
    #expect(svg.contains(##"<rect x="0" y="0" width="390" height="720" fill="#1C1C1E""##))
    #expect(svg.contains(#"<line x1="195" y1="348" x2="195" y2="334""#))
  }

  @Test("A view that no constraint places has no frame, and is not drawn")
  func unplacedViewIsNotDrawn() {
    let field = UITextField()
    field.placeholder = "Nowhere"
    screen.view.addSubview(field)

    #expect(!drawn().contains("Nowhere"))
  }

  @Test("A constraint the picture cannot read is an error that names it")
  func unreadableConstraint() {
    let stray = UIView()
    stray.translatesAutoresizingMaskIntoConstraints = false
    screen.view.addSubview(stray)
    stray.topAnchor.constraint(equalTo: screen.submitButton.bottomAnchor).isActive = true

    #expect(throws: Frames.Unreadable.self) {
      try Frames(of: screen.view, size: (390, 720), safeAreaTop: 56)
    }
  }

  @Test("A stopped spinner is not drawn, as UIKit hides it")
  func stoppedSpinner() {
    screen.startWaiting()
    screen.spinner.stopAnimating()

    #expect(!drawn().contains(#"id="spinner""#))
  }

  @Test("A clear background is drawn as a checkerboard")
  func clearBackground() {
    screen.view.backgroundColor = .clear

    #expect(drawn().contains(#"class="clear""#))
  }

  @Test("The system background is drawn in its light appearance, white")
  func systemBackground() {
    screen.view.backgroundColor = .systemBackground

    let background = drawn().split(separator: "\n").first { $0.contains(#"id="background""#) }
    #expect(background?.hasSuffix(##"fill="#FFFFFF"/>"##) == true)
  }

  @Test("A presented alert shows its message and its preferred OK")
  func alert() {
    screen.presentAlert(message: "Please enter a new password.")

    #expect(drawn().contains(#"<g id="alert">"#))
    #expect(drawn().contains(">Please enter a new password.</text>"))
    #expect(drawn().contains(#"class="action preferred""#))
    #expect(drawn().contains(">OK</text>"))
  }

  @Test("A long alert message wraps, and no word is lost")
  func wrapping() {
    let message =
      "The new password and the confirmation password don’t match. Please try again."
    let lines = ScreenRenderer.wrap(message, to: 36)

    #expect(lines.count > 1)
    #expect(lines.allSatisfy { $0.count <= 36 })
    #expect(lines.joined(separator: " ") == message)
  }

  @Test("Text that looks like markup is escaped")
  func escaping() {
    screen.presentAlert(message: "<b>&</b>")

    #expect(drawn().contains("&lt;b&gt;&amp;&lt;/b&gt;"))
    #expect(!drawn().contains("<b>"))
  }

  @Test("A dismissed screen is drawn as not on display")
  func dismissed() {
    screen.dismiss(animated: false)

    #expect(drawn().contains("The screen is not on display."))
    #expect(!drawn().contains("Sample Title"))
  }

  @Test("Drawing a screen whose view is not loaded does not load it")
  func doesNotLoad() {
    let unloaded = SampleScreen()

    _ = ScreenRenderer.svg(of: unloaded)

    #expect(!unloaded.isViewLoaded)
  }
}
