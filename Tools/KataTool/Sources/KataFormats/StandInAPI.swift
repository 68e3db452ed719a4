// The UIKit stand-in's public API, one member a line, as `Type.member`, with a function or an
// initializer named by its argument labels, as Swift documentation names them:
// `UIView.init(frame:)`, `UIViewController.present(_:animated:completion:)`. check-kata finds
// each in the parity table, Sources/UIKitStandIn/README.md.
//
// It leaves out what only tests can see: a member or a type behind @_spi(Testing), and anything
// neither public nor open. It reads Swift formatted by swift-format (two spaces a level), line by
// line, as the awk script it replaced did (Scripts/lib/stand-in-api.awk, in git's history), with
// the same results on the stand-in: a member of a type's non-public extension is left out, as
// the extension is. Unlike the script, it reads an attribute on the declaration's line
// (`@_spi(Testing) public func f()`) as one on a line of its own, where the script skipped the
// line and took the attribute for the next declaration's.

/// The stand-in's public API.
public enum StandInAPI {
  /// The public members of the stand-in's files, in order: the members of each file's text, in
  /// turn. A member declared twice is listed twice.
  public static func members(of files: [String]) -> [String] {
    files.flatMap { text in
      var reader = Reader()
      return reader.members(of: text)
    }
  }

  /// The members the parity table does not name, as `` `Member` ``, each a message.
  public static func broken(members: [String], parityTable: String, path: String) -> [String] {
    members.filter { !parityTable.contains("`\($0)`") }.map {
      "stand-in: \($0) is public but not in the parity table (\(path)): add its UIKit "
        + "declaration, or hide it behind @_spi(Testing)"
    }
  }

  /// Reads one file.
  struct Reader {
    /// The type declared at each level of indentation, the way to a member's owner.
    var scope: [Int: String] = [:]
    /// Whether the type declared at a level is an enum (its cases are public) or a protocol (its
    /// requirements are).
    var openEnum: [Int: Bool] = [:]
    var openProtocol: [Int: Bool] = [:]
    /// The level whose rest is skipped: a type or extension that is not public, or is SPI.
    var skipBelow = -1
    /// The line before was `@_spi(Testing)`.
    var spi = false
    /// A declaration whose parentheses are not closed yet, and its level.
    var pending = ""
    var pendingLevel = 0
    var members: [String] = []

    mutating func members(of text: String) -> [String] {
      for line in Text.lines(text) { read(line) }
      return members
    }

    mutating func read(_ text: String) {
      let indent = text.prefix { $0 == " " }.count
      var line = String(text.dropFirst(indent))
      if line.isEmpty || line.hasPrefix("//") { return }
      let level = indent / 2
      if !pending.isEmpty {
        pending += " " + line
        if count("(", in: pending) > count(")", in: pending) { return }
        emit(pending, level: pendingLevel)
        pending = ""
        return
      }
      if skipBelow >= 0 {
        if level > skipBelow || (level == skipBelow && line.hasPrefix("}")) { return }
        skipBelow = -1
      }
      // Attributes, on the declaration's line or on lines of their own before it: with
      // @_spi(Testing) among them, the declaration is test-only.
      let (attributes, declaration) = Self.attributes(of: line)
      if attributes.contains("@_spi(Testing)") { spi = true }
      if declaration.isEmpty { return }
      line = String(declaration)
      let isPublic =
        line.hasPrefix("public ") || line.hasPrefix("open ")
        || (line.hasPrefix("case ") && openEnum[level - 1] == true)
        || ((line.hasPrefix("func ") || line.hasPrefix("var ")) && openProtocol[level - 1] == true)
      if spi || !isPublic {
        let opensABody = line.hasSuffix("{")
        if opensABody && !isPublic
          && Self.hasKeyword(in: line, ["class", "struct", "enum", "protocol", "extension"])
        {
          skipBelow = level
        }
        if spi && opensABody && Self.hasKeyword(in: line, ["class", "struct", "enum", "protocol"]) {
          skipBelow = level
        }
        spi = false
        return
      }
      spi = false
      var decl = line
      if let brace = decl.firstIndex(of: "{") {
        decl = String(decl[..<brace])
        while decl.last == " " { decl.removeLast() }
      }
      if !decl.contains("("), let value = decl.range(of: " = ") {
        decl = String(decl[..<value.lowerBound])
      }
      if Self.declaresAType(decl, afterStartOrSpace: false) {
        openEnum[level] = decl.contains("enum ")
        openProtocol[level] = decl.contains("protocol ")
      }
      if decl.contains("(") && count("(", in: decl) > count(")", in: decl) {
        pending = decl
        pendingLevel = level
        return
      }
      emit(decl, level: level)
    }

    /// Lists the member DECL declares, at LEVEL, with its owner's name; a type is its own member
    /// and the owner of what follows at the level below.
    mutating func emit(_ decl: String, level: Int) {
      var owner = ""
      for outer in 0..<level {
        owner += (owner.isEmpty ? "" : ".") + (scope[outer] ?? "")
      }
      let prefix = owner.isEmpty ? "" : owner + "."
      if Self.declaresAType(decl, afterStartOrSpace: true) {
        let afterKeyword = Self.afterLastKeyword(in: decl)
        let name = String(afterKeyword.prefix { !":<{ ".contains($0) })
        scope[level] = name
        members.append(prefix + name)
      } else if Self.startsWord(in: decl, ["init(", "init?(", "init!("]) {
        members.append(owner + ".init" + Self.labels(decl))
      } else if Self.startsWord(in: decl, ["func "]) {
        var name = Substring(decl)
        if decl.hasPrefix("func ") { name = name.dropFirst("func ".count) }
        if let last = decl.range(of: " func ", options: .backwards) {
          name = decl[last.upperBound...]
        }
        name = name.prefix { !"(<".contains($0) }
        while name.last == " " { name = name.dropLast() }
        members.append(owner + "." + name + Self.labels(decl))
      } else if Self.startsWord(in: decl, ["var ", "let "]) {
        var name = Substring(decl)
        let lastVar = decl.range(of: " var ", options: .backwards)
        let lastLet = decl.range(of: " let ", options: .backwards)
        if let last = [lastVar, lastLet].compactMap({ $0 }).max(by: {
          $0.lowerBound < $1.lowerBound
        }) {
          name = decl[last.upperBound...]
        }
        members.append(owner + "." + name.prefix { !":= ".contains($0) })
      } else if decl.hasPrefix("case "), decl.count > "case ".count {
        let cases = decl.dropFirst("case ".count)
        for item in cases.split(separator: ",", omittingEmptySubsequences: false) {
          let name = item.drop { $0 == " " }.prefix { !" =(".contains($0) }
          members.append(owner + "." + name.filter { $0 != "`" })
        }
      }
    }

    /// The attributes LINE starts with ("@MainActor", "@_spi(Testing)"), and the rest of it; no
    /// rest when something other than a space follows an attribute.
    static func attributes(of line: String) -> (attributes: [String], rest: Substring) {
      var attributes: [String] = []
      var rest = Substring(line)
      while rest.first == "@" {
        var end = rest.index(after: rest.startIndex)
        while end < rest.endIndex, rest[end].isLetter || rest[end].isNumber || rest[end] == "_" {
          end = rest.index(after: end)
        }
        if end < rest.endIndex, rest[end] == "(" {
          var depth = 0
          repeat {
            if rest[end] == "(" { depth += 1 } else if rest[end] == ")" { depth -= 1 }
            end = rest.index(after: end)
          } while depth > 0 && end < rest.endIndex
        }
        attributes.append(String(rest[..<end]))
        guard end == rest.endIndex || rest[end] == " " else { return (attributes, "") }
        rest = rest[end...].drop { $0 == " " }
      }
      return (attributes, rest)
    }

    func count(_ character: Character, in text: String) -> Int {
      text.filter { $0 == character }.count
    }

    /// "(class|struct|enum|protocol) [A-Z]" in DECL: anywhere, or only at its start or after a
    /// space.
    static func declaresAType(_ decl: String, afterStartOrSpace: Bool) -> Bool {
      let characters = Array(decl)
      for keyword in ["class", "struct", "enum", "protocol"] {
        let word = Array(keyword + " ")
        for start in characters.indices where characters[start...].starts(with: word) {
          if afterStartOrSpace && start > 0 && characters[start - 1] != " " { continue }
          let next = start + word.count
          if next < characters.count, characters[next].isASCII, characters[next].isUppercase {
            return true
          }
        }
      }
      return false
    }

    /// What follows the last "class ", "struct ", "enum " or "protocol " in DECL.
    static func afterLastKeyword(in decl: String) -> Substring {
      let ends = ["class ", "struct ", "enum ", "protocol "].compactMap {
        decl.range(of: $0, options: .backwards)?.upperBound
      }
      guard let end = ends.max() else { return Substring(decl) }
      return decl[end...]
    }

    /// Whether one of WORDS, and a space, is anywhere in LINE; with a line that opens a body, as
    /// the awk script's "(class|struct|enum|protocol|extension) .*\{$" was.
    static func hasKeyword(in line: String, _ words: [String]) -> Bool {
      words.contains { line.contains($0 + " ") }
    }

    /// Whether one of WORDS starts DECL or follows a space in it.
    static func startsWord(in decl: String, _ words: [String]) -> Bool {
      words.contains { decl.hasPrefix($0) || decl.contains(" " + $0) }
    }

    /// A function's argument labels, "(_:animated:completion:)": the first word of each
    /// parameter that has a colon, between the first "(" and the last ")", with what nested
    /// parentheses and angle brackets hold left out (a level deep).
    static func labels(_ decl: String) -> String {
      var inner = Substring(decl)
      if let open = inner.firstIndex(of: "(") { inner = inner[inner.index(after: open)...] }
      if let close = inner.lastIndex(of: ")") { inner = inner[..<close] }
      let flat = removingInnermost("<", ">", from: removingInnermost("(", ")", from: String(inner)))
      var labels = ""
      for parameter in flat.split(separator: ",", omittingEmptySubsequences: false) {
        let word = parameter.drop { $0 == " " }
        guard word.contains(":") else { continue }
        labels += word.prefix { $0 != " " && $0 != ":" } + ":"
      }
      return "(" + labels + ")"
    }

    /// TEXT without each OPEN…CLOSE that holds neither, left to right, once.
    static func removingInnermost(_ open: Character, _ close: Character, from text: String)
      -> String
    {
      var result = ""
      var rest = Substring(text)
      while let start = rest.firstIndex(of: open) {
        let after = rest[rest.index(after: start)...]
        guard let end = after.firstIndex(where: { $0 == open || $0 == close }) else { break }
        if after[end] == open {
          result += rest[...start]
          rest = after
          continue
        }
        result += rest[..<start]
        rest = after[after.index(after: end)...]
      }
      return result + rest
    }
  }
}
