// Reading the kata's text files as the scripts wrote them.

/// Text as lines and numbers, the way the scripts' files hold them.
public enum Text {
  /// The lines of TEXT, each without its "\n" or "\r\n"; a final newline ends the last line
  /// rather than starting an empty one.
  public static func lines(_ text: String) -> [String] {
    var lines: [String] = []
    var line = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "\n" {
        if line.last == "\r" { line.removeLast() }
        lines.append(String(line))
        line = String.UnicodeScalarView()
      } else {
        line.append(scalar)
      }
    }
    if !line.isEmpty { lines.append(String(line)) }
    return lines
  }

  /// The decimal number TEXT starts with ("1.50", "12 lines"), after any spaces; 0 when it starts
  /// with none.
  public static func number(_ text: String) -> Double {
    let digits = text.drop { $0 == " " }
    var end = digits.startIndex
    var point = false
    var digit = false
    if end < digits.endIndex, digits[end] == "-" || digits[end] == "+" {
      end = digits.index(after: end)
    }
    while end < digits.endIndex {
      if isDigit(digits[end]) {
        digit = true
      } else if digits[end] == "." && !point {
        point = true
      } else {
        break
      }
      end = digits.index(after: end)
    }
    return digit ? Double(digits[..<end]) ?? 0 : 0
  }

  /// The whole number TEXT starts with; 0 when it starts with none or it is too large to be one.
  public static func whole(_ text: String) -> Int {
    Int(exactly: number(text).rounded(.towardZero)) ?? 0
  }

  /// N as two digits at least, as a step's number is written.
  public static func twoDigits(_ n: Int) -> String {
    n >= 0 && n < 10 ? "0\(n)" : "\(n)"
  }

  static func isDigit(_ character: Character) -> Bool {
    ("0"..."9").contains(character)
  }
}
