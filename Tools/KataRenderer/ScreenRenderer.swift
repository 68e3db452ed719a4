@_spi(Testing) import UIKitStandIn

/// Draws a screen as SVG from what the UIKit stand-in shows, never from a step's own types: the
/// navigation bar, the root view's subviews in their order (text fields, buttons, a blur, a
/// spinner), the keyboard of the field that holds the focus, and a presented alert.
///
/// Each view stands where the constraints its screen declares put it (`Frames`); a view they do
/// not place has no frame, as in UIKit, and is not drawn. The same state always gives the same
/// bytes: no dates, no randomness, no dictionary order, and every number written as a whole
/// number of points.
@MainActor
public enum ScreenRenderer {
  public nonisolated static let width = 390
  public nonisolated static let height = 720

  /// The screen as it looks now. Reading it changes nothing: a view that is not loaded yet is
  /// not loaded by drawing it.
  public static func svg(of screen: UIViewController) -> String {
    guard let view = screen.viewIfLoaded, view.window != nil, !view.isHidden else {
      return svg(message: "The screen is not on display.")
    }
    let frames: Frames
    do {
      frames = try Frames(
        of: view, size: (width, height), safeAreaTop: navigationBarHeight)
    } catch {
      fatalError("ScreenRenderer cannot draw this screen's layout: \(error)")
    }
    var canvas = Canvas()
    canvas.add(background(of: view))
    canvas.add(content(of: view, in: frames))
    canvas.add(navigationBar(of: screen.navigationItem))
    if let alert = screen.presentedViewController as? UIAlertController {
      canvas.add(self.alert(alert))
    }
    return canvas.svg
  }

  /// A frame with only a message, for a moment with no screen to show (released, say).
  public static func svg(message: String) -> String {
    var canvas = Canvas()
    canvas.add(
      """
      <rect width="\(width)" height="\(height)" fill="#E5E5EA"/>
      <text id="message" x="\(width / 2)" y="\(height / 2)" text-anchor="middle" \
      font-size="17" fill="#636366">\(escape(message))</text>
      """)
    return canvas.svg
  }

  // MARK: - The parts

  private static let navigationBarHeight = 56
  private static let keyboardHeight = 216
  private static let blue = "#007AFF"
  private static let grey = "#AEAEB2"

  private static func navigationBar(of item: UINavigationItem) -> String {
    var parts = [
      """
      <g id="navigation-bar">
      <rect width="\(width)" height="\(navigationBarHeight)" fill="#F9F9F9"/>
      <line x1="0" y1="\(navigationBarHeight)" x2="\(width)" y2="\(navigationBarHeight)" \
      stroke="#C6C6C8"/>
      """
    ]
    if let title = item.title {
      parts.append(
        """
        <text id="title" x="\(width / 2)" y="34" text-anchor="middle" font-size="17" \
        font-weight="600" fill="#000000">\(escape(title))</text>
        """)
    }
    for (side, button) in [("left", item.leftBarButtonItem), ("right", item.rightBarButtonItem)] {
      guard let button else { continue }
      let label = title(of: button)
      let state = button.isEnabled ? "enabled" : "disabled"
      let (x, anchor) = side == "left" ? (16, "start") : (width - 16, "end")
      parts.append(
        """
        <text id="\(side)-bar-button" class="bar-button \(state)" x="\(x)" y="34" \
        text-anchor="\(anchor)" font-size="17" fill="\(button.isEnabled ? blue : grey)">\
        \(escape(label))</text>
        """)
    }
    parts.append("</g>")
    return parts.joined(separator: "\n")
  }

  private static func title(of item: UIBarButtonItem) -> String {
    switch item.systemItem {
    case .cancel: "Cancel"
    case .done: "Done"
    case .save: "Save"
    case nil: item.primaryAction?.title ?? ""
    }
  }

  private static func background(of view: UIView) -> String {
    let top = navigationBarHeight
    guard let color = view.backgroundColor, color.rgba.alpha > 0 else {
      // Clear: whatever lies behind would show through, drawn as a checkerboard.
      return """
        <rect id="background" class="clear" y="\(top)" width="\(width)" \
        height="\(height - top)" fill="url(#checkerboard)"/>
        """
    }
    return """
      <rect id="background" y="\(top)" width="\(width)" height="\(height - top)" \
      fill="\(hex(color.rgba))"/>
      """
  }

  /// The subviews, back to front, each in its frame: a stack's rows, a blur over what was drawn
  /// before it, a spinner. The keyboard comes last, over everything but an alert.
  private static func content(of view: UIView, in frames: Frames) -> String {
    var drawn: [String] = []
    var focused: UITextField?
    func draw(_ subview: UIView) {
      guard !subview.isHidden, let frame = frames.frame(of: subview), !frame.isEmpty else { return }
      switch subview {
      case let stack as UIStackView:
        stack.arrangedSubviews.forEach(draw)
      case let field as UITextField:
        drawn.append(textField(field, in: frame))
        if field.isFirstResponder { focused = field }
      case let button as UIButton:
        drawn.append(self.button(button, in: frame))
      case is UIVisualEffectView:
        drawn = [
          """
          <g id="blur" filter="url(#blurred)">
          \(drawn.joined(separator: "\n"))
          <rect x="\(frame.x)" y="\(frame.y)" width="\(frame.width)" height="\(frame.height)" \
          fill="#1C1C1E" fill-opacity="0.45"/>
          </g>
          """
        ]
      case let spinner as UIActivityIndicatorView:
        // UIKit hides a spinner when it stops, as `hidesWhenStopped` is true by default.
        if spinner.isAnimating { drawn.append(self.spinner(spinner, in: frame)) }
      default:
        return
      }
    }
    view.subviews.forEach(draw)
    if let focused { drawn.append(keyboard(for: focused)) }
    return drawn.joined(separator: "\n")
  }

  private static func textField(_ field: UITextField, in frame: Frame) -> String {
    let (top, left) = (frame.y, frame.x)
    let text = field.text ?? ""
    let focus = field.isFirstResponder
    let label: String
    if text.isEmpty {
      label = """
        <text class="placeholder" x="\(left + 12)" y="\(top + 28)" font-size="17" fill="#C4C4C6">\
        \(escape(field.placeholder ?? ""))</text>
        """
    } else if field.isSecureTextEntry {
      label = """
        <text class="dots" x="\(left + 12)" y="\(top + 29)" font-size="20" fill="#000000" \
        letter-spacing="2">\(String(repeating: "•", count: min(text.count, 24)))</text>
        """
    } else {
      label = """
        <text class="typed" x="\(left + 12)" y="\(top + 28)" font-size="17" fill="#000000">\
        \(escape(text))</text>
        """
    }
    let caret =
      focus
      ? """
      <rect class="caret" x="\(left + (text.isEmpty ? 10 : 14 + min(text.count, 24) * 11))" \
      y="\(top + 11)" width="2" height="22" fill="\(blue)"/>
      """ : ""
    return """
      <g class="text-field\(focus ? " focused" : "")">
      <rect x="\(left)" y="\(top)" width="\(frame.width)" height="\(frame.height)" rx="6" \
      fill="#FFFFFF" \
      stroke="\(focus ? blue : "#C7C7CC")" stroke-width="\(focus ? 2 : 1)"/>
      \(label)\(caret)
      </g>
      """
  }

  private static func button(_ button: UIButton, in frame: Frame) -> String {
    let layer = button.layer
    let border =
      layer.borderWidth > 0
      ? " stroke=\"\(layer.borderColor.map { hex($0.rgba) } ?? "#000000")\" stroke-width=\"\(whole(layer.borderWidth))\""
      : ""
    let enabled = button.isEnabled
    return """
      <g class="button\(enabled ? "" : " disabled")">
      <rect x="\(frame.x)" y="\(frame.y)" width="\(frame.width)" height="\(frame.height)" \
      rx="\(whole(layer.cornerRadius))" fill="none"\(border)/>
      <text x="\(frame.midX)" y="\(frame.midY + 6)" text-anchor="middle" font-size="17" \
      fill="\(enabled ? blue : grey)">\(escape(button.title(for: .normal) ?? ""))</text>
      </g>
      """
  }

  private static func spinner(_ spinner: UIActivityIndicatorView, in frame: Frame) -> String {
    let (centreX, centreY) = (frame.midX, frame.midY)
    let (inner, outer) = spinner.style == .large ? (12, 26) : (6, 13)
    // Eight spokes as a clock's hands point, fading clockwise.
    let directions = [(0, -1), (7, -7), (1, 0), (7, 7), (0, 1), (-7, 7), (-1, 0), (-7, -7)]
    let spokes = directions.enumerated().map { index, direction in
      let (dx, dy) = direction
      let scale = dx != 0 && dy != 0 ? 10 : 1
      let start = (centreX + dx * inner / scale, centreY + dy * inner / scale)
      let end = (centreX + dx * outer / scale, centreY + dy * outer / scale)
      return """
        <line x1="\(start.0)" y1="\(start.1)" x2="\(end.0)" y2="\(end.1)" \
        stroke-opacity="\(whole(CGFloat(100 - index * 11) / 100))"/>
        """
    }
    return """
      <g id="spinner" stroke="#FFFFFF" stroke-width="4" stroke-linecap="round">
      \(spokes.joined(separator: "\n"))
      </g>
      """
  }

  private static func keyboard(for field: UITextField) -> String {
    let top = height - keyboardHeight
    var keys: [String] = []
    for (row, count) in [10, 9, 7].enumerated() {
      let left = (width - count * 37) / 2
      for key in 0..<count {
        keys.append(
          """
          <rect x="\(left + key * 37 + 3)" y="\(top + 12 + row * 50)" width="31" height="40" \
          rx="5" fill="#FFFFFF"/>
          """)
      }
    }
    // Its return key is off while the field is empty, when it enables it automatically.
    let returnEnabled = !(field.enablesReturnKeyAutomatically && (field.text ?? "").isEmpty)
    return """
      <g id="keyboard">
      <rect y="\(top)" width="\(width)" height="\(keyboardHeight)" fill="#D1D3D9"/>
      \(keys.joined(separator: "\n"))
      <rect x="96" y="\(top + 162)" width="190" height="40" rx="5" fill="#FFFFFF"/>
      <rect x="294" y="\(top + 162)" width="88" height="40" rx="5" fill="#ADB3BC"/>
      <text id="return-key" class="\(returnEnabled ? "enabled" : "disabled")" x="338" \
      y="\(top + 187)" text-anchor="middle" font-size="15" \
      fill="\(returnEnabled ? "#000000" : "#8E8E93")">return</text>
      </g>
      """
  }

  private static func alert(_ alert: UIAlertController) -> String {
    let boxWidth = 270
    let left = (width - boxWidth) / 2
    // Its texts first, each with its baseline below the box's top, to know the box's height.
    var texts: [(kind: String, text: String, baseline: Int, size: Int, weight: Int)] = []
    var y = 20
    for line in wrap(alert.title ?? "", to: 32) where !line.isEmpty {
      y += 22
      texts.append(("title", line, y, 17, 600))
    }
    for line in wrap(alert.message ?? "", to: 36) where !line.isEmpty {
      y += 18
      texts.append(("message", line, y, 13, 400))
    }
    y += 20
    let actions = alert.actions
    let sideBySide = actions.count == 2
    let boxHeight = y + (sideBySide ? 1 : actions.count) * 44
    let top = (height - boxHeight) / 2
    var drawn = [
      """
      <g id="alert">
      <rect width="\(width)" height="\(height)" fill="#000000" fill-opacity="0.2"/>
      <rect x="\(left)" y="\(top)" width="\(boxWidth)" height="\(boxHeight)" rx="14" \
      fill="#F2F2F7"/>
      """
    ]
    for text in texts {
      drawn.append(
        """
        <text class="\(text.kind)" x="\(width / 2)" y="\(top + text.baseline)" \
        text-anchor="middle" font-size="\(text.size)" font-weight="\(text.weight)">\
        \(escape(text.text))</text>
        """)
    }
    for (index, action) in actions.enumerated() {
      let (x, rowTop, cellWidth) =
        sideBySide
        ? (left + index * boxWidth / 2, top + y, boxWidth / 2)
        : (left, top + y + index * 44, boxWidth)
      let preferred = alert.preferredAction === action
      drawn.append(
        """
        <line x1="\(x)" y1="\(rowTop)" x2="\(x + cellWidth)" y2="\(rowTop)" stroke="#C6C6C8"/>
        <text class="action\(preferred ? " preferred" : "")" x="\(x + cellWidth / 2)" \
        y="\(rowTop + 28)" text-anchor="middle" font-size="17" \
        font-weight="\(preferred ? 600 : 400)" \
        fill="\(action.style == .destructive ? "#FF3B30" : blue)">\(escape(action.title ?? ""))</text>
        """)
      if sideBySide && index == 1 {
        drawn.append(
          """
          <line x1="\(x)" y1="\(rowTop)" x2="\(x)" y2="\(rowTop + 44)" stroke="#C6C6C8"/>
          """)
      }
    }
    drawn.append("</g>")
    return drawn.joined(separator: "\n")
  }

  // MARK: - Writing SVG

  private struct Canvas {
    private var parts: [String] = []

    mutating func add(_ part: String) {
      if !part.isEmpty { parts.append(part) }
    }

    var svg: String {
      """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" font-family="-apple-system, Helvetica, Arial, sans-serif">
      <defs>
      <pattern id="checkerboard" width="16" height="16" patternUnits="userSpaceOnUse">
      <rect width="16" height="16" fill="#FFFFFF"/>
      <rect width="8" height="8" fill="#E5E5EA"/>
      <rect x="8" y="8" width="8" height="8" fill="#E5E5EA"/>
      </pattern>
      <filter id="blurred"><feGaussianBlur stdDeviation="4"/></filter>
      </defs>
      \(parts.joined(separator: "\n"))
      </svg>

      """
    }
  }

  /// Text made safe inside SVG or HTML.
  public static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// Greedy word wrap at `limit` characters; a longer word stands on its own line.
  static func wrap(_ text: String, to limit: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= limit {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }

  private static func hex(_ rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat))
    -> String
  {
    let digits = Array("0123456789ABCDEF")
    var text = "#"
    for component in [rgba.red, rgba.green, rgba.blue] {
      let byte = max(0, min(255, Int((component * 255).rounded())))
      text.append(digits[byte / 16])
      text.append(digits[byte % 16])
    }
    return text
  }

  /// A number as SVG wants it, with at most two decimals and never an exponent.
  private static func whole(_ value: CGFloat) -> String {
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let fraction = magnitude % 100
    guard fraction != 0 else { return sign + String(magnitude / 100) }
    let decimals = fraction % 10 == 0 ? String(fraction / 10) : String(format: "%02d", fraction)
    return sign + String(magnitude / 100) + "." + decimals
  }
}
