// mutation-check's mutants: the records of `Scripts/mutants/<Module>.mutants`, one mutant
// applied, and the schema that puts every mutant it can into one build of the step, each behind
// a switch read at run time (KATA_MUTANT), so that a step's mutants cost one build, not one each.

/// One record of a mutants file.
public struct Mutant: Sendable, Equatable {
  /// The line its record starts on: it names the mutant, in messages and to the switch.
  public var line: Int
  public var description: String
  /// The file, by its path in the step's folder.
  public var file = "ChangePasswordPresenter.swift"
  /// Which occurrence of `find` the mutant edits, from 1.
  public var occurrence = 1
  /// The exact text, and its edit; "\n" in either stands for a new line.
  public var find = ""
  public var replace = ""

  public init(line: Int, description: String) {
    self.line = line
    self.description = description
  }

  /// The records of a mutants file, in its order. A record starts at "mutant: "; its fields are
  /// "in: ", "at: ", "find: " and "replace: ", each the first of its name; other lines are comments.
  public static func all(in text: String) -> [Mutant] {
    var mutants: [Mutant] = []
    var found: Set<String> = []
    for (index, line) in Text.lines(text).enumerated() {
      if line.hasPrefix("mutant: ") {
        mutants.append(Mutant(line: index + 1, description: String(line.dropFirst(8))))
        found = []
        continue
      }
      guard !mutants.isEmpty, let colon = line.firstIndex(of: ":") else { continue }
      let name = String(line[..<colon])
      let value = String(line[colon...].dropFirst(2))
      guard line[colon...].hasPrefix(": "), !found.contains(name) else { continue }
      let k = mutants.count - 1
      switch name {
      case "in": mutants[k].file = value
      case "at": mutants[k].occurrence = Int(value) ?? 0
      case "find": mutants[k].find = value
      case "replace": mutants[k].replace = value
      default: continue
      }
      found.insert(name)
    }
    return mutants
  }

  /// `find` with its "\n" turned into new lines.
  public var findText: String { Self.unescaped(find) }
  /// `replace` with its "\n" turned into new lines.
  public var replaceText: String { Self.unescaped(replace) }

  static func unescaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\\n", with: "\n")
  }

  /// Where the mutant's occurrence of `find` is in TEXT, as UTF-8 offsets; nil when `find` does
  /// not occur that often. Occurrences do not overlap: each search starts after the last one.
  public func range(in text: [UInt8]) -> Range<Int>? {
    let find = Array(findText.utf8)
    guard !find.isEmpty, occurrence >= 1 else { return nil }
    var from = 0
    var found: Range<Int>?
    for _ in 1...occurrence {
      guard let at = Self.firstIndex(of: find, in: text, from: from) else { return nil }
      found = at..<(at + find.count)
      from = at + find.count
    }
    return found
  }

  static func firstIndex(of needle: [UInt8], in text: [UInt8], from: Int) -> Int? {
    guard needle.count <= text.count else { return nil }
    var at = from
    while at + needle.count <= text.count {
      if text[at] == needle[0] && Array(text[at..<(at + needle.count)]) == needle { return at }
      at += 1
    }
    return nil
  }

  /// TEXT with the mutant applied; nil when `find` does not occur often enough.
  public func applied(to text: String) -> String? {
    let bytes = Array(text.utf8)
    guard let range = range(in: bytes) else { return nil }
    let edited = bytes[..<range.lowerBound] + Array(replaceText.utf8) + bytes[range.upperBound...]
    return String(decoding: edited, as: UTF8.self)
  }

  /// The mutant with FOUND, the text of its place, and MADE, what the mutant makes of it; nil
  /// when either holds the two characters that stand for a new line in a record.
  func narrowed(to found: ArraySlice<UInt8>, replacing made: ArraySlice<UInt8>) -> Mutant? {
    let (find, replace) = (
      String(decoding: found, as: UTF8.self), String(decoding: made, as: UTF8.self)
    )
    guard !find.contains("\\n"), !replace.contains("\\n") else { return nil }
    var mutant = self
    mutant.find = find.replacingOccurrences(of: "\n", with: "\\n")
    mutant.replace = replace.replacingOccurrences(of: "\n", with: "\\n")
    return mutant
  }

  /// The one line mutation-check says when `find` does not occur often enough, after the file.
  public func staleMessage(mutants path: String) -> String {
    "\(path):\(line): '\(find)' does not occur \(occurrence) time(s) in \(file); the mutant is stale"
  }
}

/// Every mutant of a step that one build can hold, each behind `KataMutant.on(LINE)`, in the
/// narrowest place that holds its edit (`places(of:at:in:)`) and the form that place allows:
/// whole statements become `if … { replace } else { find }`, an expression `(… ? (replace) :
/// (find))`. Mutants of the same place share it, one switch after another (`else if`, or a `?:`
/// inside the `:`). A mutant with no place that fits a form, or none that leaves the others'
/// alone, is left for a build of its own; so is one whose form the compiler refuses, which
/// `blamed(byBuildLog:)` names. With no mutant switched on, the code does what it did.
public struct MutantSchema: Sendable {
  public enum Form: String, Sendable { case statement, expression }

  /// A mutant the schema holds: where its two versions stand in the file's new text.
  public struct Placed: Sendable, Equatable {
    public var mutant: Int
    public var file: String
    public var form: Form
    public var lines: ClosedRange<Int>
  }

  /// The files' new texts, by their paths in the step's folder.
  public private(set) var files: [String: String] = [:]
  public private(set) var placed: [Placed] = []

  /// The file each module that holds a placed mutant gets: the switch.
  public static let switchFile = "KataMutant.swift"
  public static let switchSource = """
    // Written by Scripts/mutation-check into its scratch copy of a step, never into the step:
    // the mutant this test run plays, KATA_MUTANT (the line its record starts on), or none.
    import Foundation

    enum KataMutant {
      static let playing = Int(ProcessInfo.processInfo.environment["KATA_MUTANT"] ?? "") ?? 0
      static func on(_ line: Int) -> Bool { playing == line }
    }

    """

  /// MUTANTS placed in SOURCES (the step's files by path), but those whose lines EXCEPT names.
  /// Throws the stale message of a mutant whose text a file does not hold.
  public init(mutants: [Mutant], sources: [String: String], except: Set<Int> = []) throws {
    for file in Set(mutants.map(\.file)).sorted() {
      guard let source = sources[file] else { continue }
      let text = Array(source.utf8)
      var chosen: [(mutants: [Mutant], range: Range<Int>, form: Form)] = []
      for mutant in mutants where mutant.file == file {
        guard let range = mutant.range(in: text) else {
          throw MutantsFailure(message: mutant.staleMessage(mutants: "mutants"), mutant: mutant)
        }
        guard !except.contains(mutant.line) else { continue }
        for (mutant, range) in Self.places(of: mutant, at: range, in: text) {
          guard let form = Self.form(of: mutant, at: range, in: text) else { continue }
          if let same = chosen.firstIndex(where: { $0.range == range && $0.form == form }) {
            chosen[same].mutants.append(mutant)
            break
          } else if !chosen.contains(where: { $0.range.overlaps(range) }) {
            chosen.append(([mutant], range, form))
            break
          }
        }
      }
      guard !chosen.isEmpty else { continue }
      var out: [UInt8] = []
      var at = 0
      var spans: [([Mutant], Form, Range<Int>)] = []
      for (group, range, form) in chosen.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
        out += text[at..<range.lowerBound]
        let start = out.count
        out += Array(Self.wrapped(group, form: form).utf8)
        spans.append((group, form, start..<out.count))
        at = range.upperBound
      }
      out += text[at...]
      files[file] = String(decoding: out, as: UTF8.self)
      for (group, form, span) in spans {
        let first = Self.lineNumber(at: span.lowerBound, in: out)
        let last = Self.lineNumber(at: max(span.lowerBound, span.upperBound - 1), in: out)
        for mutant in group {
          placed.append(Placed(mutant: mutant.line, file: file, form: form, lines: first...last))
        }
      }
    }
  }

  /// The places MUTANT's edit can be switched in, narrowest first: its own text at RANGE, the
  /// operand it changes (a name, a member's path, a number, or the string literal the change
  /// falls in) and the whole lines it changes. Each is the same edit, with more or less of the
  /// text around it: `constant: 24` made `constant: 16` is `24` made `16`.
  static func places(of mutant: Mutant, at range: Range<Int>, in text: [UInt8])
    -> [(mutant: Mutant, range: Range<Int>)]
  {
    let (find, replace) = (Array(mutant.findText.utf8), Array(mutant.replaceText.utf8))
    var (prefix, suffix) = (0, 0)
    while prefix < min(find.count, replace.count), find[prefix] == replace[prefix] { prefix += 1 }
    while suffix < min(find.count, replace.count) - prefix,
      find[find.count - 1 - suffix] == replace[replace.count - 1 - suffix]
    {
      suffix += 1
    }
    // TEXT's bytes in CHANGED become MIDDLE.
    let changed = (range.lowerBound + prefix)..<(range.upperBound - suffix)
    let middle = replace[prefix..<(replace.count - suffix)]
    var places: [(mutant: Mutant, range: Range<Int>)] = [(mutant, range)]
    let operand = operand(around: changed, in: text)
    for wider in [operand, lines(around: changed, in: text)] {
      guard let wider, !places.contains(where: { $0.range == wider }) else { continue }
      let made =
        text[wider.lowerBound..<changed.lowerBound] + middle
        + text[changed.upperBound..<wider.upperBound]
      guard let place = mutant.narrowed(to: text[wider], replacing: made),
        wider != operand || (isExpression(place.findText) && isExpression(place.replaceText)),
        wider != operand || !place.replaceText.contains("\n")
      else { continue }
      places.append((place, wider))
    }
    // Stable: of two places of one size, the mutant's own text comes first.
    return places.enumerated().sorted {
      ($0.element.range.count, $0.offset) < ($1.element.range.count, $1.offset)
    }
    .map(\.element)
  }

  /// The words that make a text more than an expression: a pattern, a closure's parameters, a
  /// statement's part.
  static let statementWords: Set<Substring> = [
    "_", "as", "await", "break", "case", "catch", "continue", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "inout", "is", "let", "repeat", "return", "switch",
    "throw", "try", "var", "where", "while",
  ]

  /// Whether TEXT may be a branch of `?:` as far as its words go: no statement's word, assignment
  /// or comment outside strings, no closure at its start, and no binary operator or bracket left
  /// open at either end. Lists and labels are `form(of:at:in:)`'s to refuse.
  static func isExpression(_ text: String) -> Bool {
    let characters = Self.code(text).characters
    let code = String(characters.map(\.character))
    let assigns = characters.indices.contains { index in
      characters[index].character == "=" && characters[index].depth == 0
        && !(index > 0 && "=!<>".contains(characters[index - 1].character))
        && !(index + 1 < characters.count && characters[index + 1].character == "=")
    }
    let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    guard let first = text.first, let last = text.last, !text.hasPrefix("{"),
      !words.contains(where: statementWords.contains), !assigns, !code.contains("//"),
      !code.contains("/*")
    else { return false }
    return !"|&=<>*/%^?:,+)]}".contains(first) && !"|&=<>*/%^?:,+-.([{".contains(last)
  }

  /// The ASCII bytes a name or a number may hold; a member's path also holds dots. A name with
  /// other letters is cut short, which the compiler refuses and blames on its mutant.
  static func isName(_ byte: UInt8) -> Bool {
    (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
  }

  /// CHANGED widened, on its line, back over a member's path and forward over a name (over a
  /// whole path after a prefix `!` or `-`), or to the string literal it falls in: an operand, or
  /// an expression `form(of:at:in:)` may still refuse. Nil when it continues what comes before it
  /// (`self?.name`, `&name`, `#name`), when a call, a name or a literal follows, when it is
  /// assigned to, or when it is not on one line.
  static func operand(around changed: Range<Int>, in text: [UInt8]) -> Range<Int>? {
    var (lower, upper) = (changed.lowerBound, changed.upperBound)
    while lower > 0, isName(text[lower - 1]) || text[lower - 1] == UInt8(ascii: ".") { lower -= 1 }
    while upper < text.count, isName(text[upper]) { upper += 1 }
    // `!a.b` is `!(a.b)`: after a prefix operator, the operand is the whole path.
    if lower < text.count, "!-".utf8.contains(text[lower]) {
      while upper + 1 < text.count, text[upper] == UInt8(ascii: "."), isName(text[upper + 1]) {
        upper += 1
        while upper < text.count, isName(text[upper]) { upper += 1 }
      }
    }
    let lineStart = text[..<lower].lastIndex(of: 10).map { $0 + 1 } ?? 0
    if let quote = openQuote(in: text[lineStart..<lower]) {
      guard let close = closingQuote(after: quote, in: text), close >= changed.upperBound else {
        return nil
      }
      (lower, upper) = (quote, close + 1)
    }
    guard lower < upper, !text[lower..<upper].contains(10) else { return nil }
    let continues = Array(")]?!.&#@\\".utf8)
    if lower > 0, isName(text[lower - 1]) || continues.contains(text[lower - 1]) { return nil }
    let followers = Array("(\"".utf8)
    if upper < text.count, isName(text[upper]) || followers.contains(text[upper]) { return nil }
    return assigned(after: upper, in: text) ? nil : lower..<upper
  }

  /// Whether what stands before INDEX, or a member of it, is assigned to (`=`, `+=`): a
  /// conditional is no target.
  static func assigned(after index: Int, in text: [UInt8]) -> Bool {
    var member = index
    while member + 1 < text.count, "?.".utf8.contains(text[member]) {
      member += 1
      while member < text.count, isName(text[member]) || text[member] == UInt8(ascii: ".") {
        member += 1
      }
    }
    let rest = text[member...].drop { $0 == UInt8(ascii: " ") }
    let operators = Array("=+-*/%&|^<>!".utf8)
    let op = String(decoding: rest.prefix { operators.contains($0) }, as: UTF8.self)
    return op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
  }

  /// Where the string literal still open at the end of LINE starts, as a scan of its quotes
  /// sees it; nil when none is, or when its quote follows `#` or another quote. A line with a
  /// raw string or an interpolation, which the scan misreads, `form(of:at:in:)` refuses.
  static func openQuote(in line: ArraySlice<UInt8>) -> Int? {
    var (open, escaped): (Int?, Bool) = (nil, false)
    for index in line.indices {
      let byte = line[index]
      if open != nil {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          open = nil
        }
      } else if byte == UInt8(ascii: "\"") {
        open = index
      }
    }
    guard let open else { return nil }
    let before = open > line.startIndex ? line[open - 1] : 0
    let after = open + 1 < line.endIndex ? line[open + 1] : 0
    return before == UInt8(ascii: "#") || before == UInt8(ascii: "\"")
      || after == UInt8(ascii: "\"")
      ? nil : open
  }

  /// The quote that closes the literal QUOTE opens, on its line.
  static func closingQuote(after quote: Int, in text: [UInt8]) -> Int? {
    var (index, escaped) = (quote + 1, false)
    while index < text.count, text[index] != 10 {
      if escaped {
        escaped = false
      } else if text[index] == UInt8(ascii: "\\") {
        escaped = true
      } else if text[index] == UInt8(ascii: "\"") {
        return index
      }
      index += 1
    }
    return nil
  }

  /// CHANGED widened to the whole lines it touches, each with its new line; an insertion touches
  /// the line it goes into, or, at a line's start, the line it goes before.
  static func lines(around changed: Range<Int>, in text: [UInt8]) -> Range<Int>? {
    let lower = text[..<changed.lowerBound].lastIndex(of: 10).map { $0 + 1 } ?? 0
    let last = changed.isEmpty ? changed.lowerBound : changed.upperBound - 1
    guard last < text.count else { return nil }
    let upper = text[last...].firstIndex(of: 10).map { $0 + 1 } ?? text.count
    return lower..<upper
  }

  /// The text of GROUP, mutants of one text, each behind its switch, in FORM.
  static func wrapped(_ group: [Mutant], form: Form) -> String {
    let find = group.first?.findText ?? ""
    func on(_ mutant: Mutant) -> String { "KataMutant.on(\(mutant.line))" }
    switch form {
    case .statement:
      let (body, last) = find.hasSuffix("\n") ? (String(find.dropLast()), "\n") : (find, "")
      let branches = group.map { mutant in
        let replace = mutant.replaceText
        let mutated = replace.hasSuffix("\n") ? String(replace.dropLast()) : replace
        return "if \(on(mutant)) {\n\(mutated)\n"
      }
      return branches.joined(separator: "} else ") + "} else {\n\(body)\n}" + last
    case .expression:
      return group.reversed().reduce("(\(find))") { inner, mutant in
        "(\(on(mutant)) ? (\(mutant.replaceText)) : \(inner))"
      }
    }
  }

  static func lineNumber(at offset: Int, in text: [UInt8]) -> Int {
    text[..<offset].reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
  }

  /// The form MUTANT's text allows where it stands, at RANGE of TEXT; nil for none.
  static func form(of mutant: Mutant, at range: Range<Int>, in text: [UInt8]) -> Form? {
    let (find, replace) = (mutant.findText, mutant.replaceText)
    guard balanced(find), balanced(replace) else { return nil }
    let lineStart = text[..<range.lowerBound].lastIndex(of: 10).map { $0 + 1 } ?? 0
    let lineEnd = text[range.upperBound...].firstIndex(of: 10) ?? text.count
    let before = String(decoding: text[lineStart..<range.lowerBound], as: UTF8.self)
    let after = String(decoding: text[range.upperBound..<lineEnd], as: UTF8.self)
    // Inside a string literal, either form would only change the string; so would one in a
    // multi-line literal, which an odd count of its quotes before the place opens.
    guard !insideString(before), count(of: #"""""#, in: text[..<range.lowerBound]) % 2 == 0
    else { return nil }
    let startsLine = before.allSatisfy { $0 == " " || $0 == "\t" }
    let endsLine = range.upperBound == text.count || find.hasSuffix("\n") || after.isEmpty
    let previous = String(decoding: text[..<lineStart], as: UTF8.self)
      .reversed().first { !" \t\n".contains($0) }
    // A line after "(", "[" or "," is an argument or an element, not a statement.
    let listed = previous.map { "([,".contains($0) } ?? false
    // A whole line is a statement, or left alone: as an expression it would be a declaration's
    // or a list's, which brackets change.
    if startsLine && endsLine { return !listed && isStatement(find) ? .statement : nil }
    let oneLine = !find.contains("\n") && !replace.contains("\n")
    guard oneLine, !find.isEmpty, !replace.isEmpty, !listsOrLabels(find), !listsOrLabels(replace)
    else { return nil }
    // A brace after it opens a block only after a condition; elsewhere it is a trailing closure.
    let condition = ["if ", "while ", "guard ", "} else if "].contains { word in
      before.drop { $0 == " " }.hasPrefix(word)
    }
    let closure = after.drop { $0 == " " }.hasPrefix("{") && !condition
    // A closure's type is not inferred through the two branches.
    guard !closure, !find.hasPrefix("{"), !replace.hasPrefix("{") else { return nil }
    // A raw string or an interpolation hides where a literal ends from the scan of quotes; an
    // initializer's two branches would give the declaration their common type (`5` and `5.5`).
    let line = before + find + after
    guard !line.contains(#"#""#), !line.contains(#"\("#),
      !initializes(before) || literalKind(find) != nil && literalKind(find) == literalKind(replace)
    else { return nil }
    // Brackets around two operands change nothing; around more, only where nothing binds to them.
    if isOperand(find) && isOperand(replace) || groupsBefore(before) && groupsAfter(after) {
      return .expression
    }
    return nil
  }

  /// How often PATTERN occurs in TEXT, apart.
  static func count(of pattern: String, in text: ArraySlice<UInt8>) -> Int {
    let (pattern, text) = (Array(pattern.utf8), Array(text))
    var (found, from) = (0, 0)
    while let at = Mutant.firstIndex(of: pattern, in: text, from: from) {
      found += 1
      from = at + pattern.count
    }
    return found
  }

  /// The kind of literal TEXT is, whose type a declaration takes: a string, a whole number, a
  /// decimal one or a Boolean; nil for any other text.
  static func literalKind(_ text: String) -> String? {
    if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !insideString(text) {
      return "string"
    }
    if ["true", "false"].contains(text) { return "Boolean" }
    let digits = text.drop { $0 == "-" }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isNumber || $0 == "." || $0 == "_" }) else {
      return nil
    }
    return digits.contains(".") ? "decimal" : "whole"
  }

  /// Whether BEFORE ends a declaration's name and its `=`, with no type: what follows is its
  /// initializer, whose type the declaration takes.
  static func initializes(_ before: String) -> Bool {
    let words = before.split(separator: " ")
    guard words.last == "=", words.count >= 3, !words[words.count - 2].contains(":") else {
      return false
    }
    return ["let", "var"].contains(words[words.count - 3])
  }

  /// The words a line may start with that declare, or continue, rather than state.
  static let notStatements = [
    "let ", "var ", "func ", "init", "deinit", "case ", "default", "enum ", "struct ", "class ",
    "extension ", "import ", "protocol ", "typealias ", "private", "public", "internal",
    "fileprivate", "static ", "override ", "weak ", "lazy ", "defer", "fallthrough", "else",
    "@", "#", "[", "//", "}", ")", "]", ".", ",", "?", ":",
  ]

  static func isStatement(_ find: String) -> Bool {
    let first = find.drop { $0 == " " || $0 == "\t" }
    let last = find.reversed().first { !" \t\n".contains($0) }
    return !first.isEmpty && !notStatements.contains(where: first.hasPrefix)
      && !(last.map { ",([=.&|+-*/".contains($0) } ?? true)
  }

  /// TEXT's characters outside string literals, each with how many brackets are open before it,
  /// and whether a string literal is still open at its end.
  static func code(_ text: String) -> (characters: [(character: Character, depth: Int)], open: Bool)
  {
    var characters: [(character: Character, depth: Int)] = []
    var depth = 0
    var quoted = false
    var escaped = false
    for character in text {
      if quoted {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          quoted = false
        }
        continue
      }
      if character == "\"" {
        quoted = true
        continue
      }
      if ")]}".contains(character) { depth -= 1 }
      characters.append((character, depth))
      if "([{".contains(character) { depth += 1 }
    }
    return (characters, quoted)
  }

  /// An operand: no blank and no operator outside brackets and strings, so that the brackets
  /// around it change nothing. A `?` or `!` may follow a name (optional chaining, unwrapping).
  static func isOperand(_ text: String) -> Bool {
    let operators: Set<Character> = [
      " ", "\t", "+", "-", "*", "/", "%", "=", "<", ">", "&", "|", "^", "~", ":",
    ]
    return !code(text).characters.contains { $0.depth == 0 && operators.contains($0.character) }
      && !text.hasPrefix("?") && !text.hasPrefix("!")
  }

  /// Whether TEXT holds a comma or a colon outside brackets and strings: arguments, elements or
  /// labels, which brackets would turn into a tuple.
  static func listsOrLabels(_ text: String) -> Bool {
    code(text).characters.contains { $0.depth == 0 && ",:".contains($0.character) }
  }

  /// What may stand before an expression that brackets leave as it was: the line's start, an
  /// opening bracket, a comma, a label's colon, an assignment, `return`, `if`, `guard`, `while`.
  static func groupsBefore(_ before: String) -> Bool {
    let text = before.hasSuffix(" ") ? String(before.dropLast()) : before
    if text.allSatisfy({ $0 == " " || $0 == "\t" }) { return true }
    if ["(", "[", ",", ":"].contains(where: text.hasSuffix) { return true }
    for word in ["return", "if", "guard", "while"] where text.hasSuffix(word) {
      let rest = text.dropLast(word.count)
      if rest.isEmpty || rest.last == " " || rest.last == "{" { return true }
    }
    guard text.hasSuffix("=") else { return false }
    return !"=!<>+-*/%&|^".contains(text.dropLast().last ?? " ")
  }

  /// What may follow it: the line's end, a closing bracket, a comma, a block's brace, `else`, or
  /// a comment.
  static func groupsAfter(_ after: String) -> Bool {
    let text = after.drop { $0 == " " }
    return text.isEmpty || [")", "]", ",", "{", "else", "//"].contains(where: text.hasPrefix)
  }

  /// Whether a line's text up to here leaves a string literal open.
  static func insideString(_ before: String) -> Bool {
    code(before).open
  }

  /// Brackets that close as they open, outside strings.
  static func balanced(_ text: String) -> Bool {
    let (characters, open) = code(text)
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    var stack: [Character] = []
    for (character, _) in characters {
      if "([{".contains(character) {
        stack.append(character)
      } else if let opening = pairs[character], stack.popLast() != opening {
        return false
      }
    }
    return stack.isEmpty && !open
  }

  /// The map mutation-check keeps between the build and its errors: a line a placed mutant,
  /// "LINE|FILE|FIRST|LAST".
  public var map: String {
    placed.map { "\($0.mutant)|\($0.file)|\($0.lines.lowerBound)|\($0.lines.upperBound)\n" }
      .joined()
  }

  /// The placed mutants a build's errors fall in, by their lines, read from MAP; nil when no
  /// error falls in one, so that no mutant is to blame and the schema cannot be used. An error
  /// outside them all may follow from one inside (a parser's), so it blames none by itself.
  public static func blamed(byBuildLog log: String, map: String) -> [Int]? {
    let placed: [Placed] = Text.lines(map).compactMap { line in
      let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 4, let mutant = Int(fields[0]), let first = Int(fields[2]),
        let last = Int(fields[3]), first <= last
      else { return nil }
      return Placed(mutant: mutant, file: fields[1], form: .statement, lines: first...last)
    }
    var blamed: [Int] = []
    for line in Text.lines(log) {
      guard let error = line.range(of: ": error: ") else { continue }
      let place = line[..<error.lowerBound].split(separator: ":")
      guard place.count >= 3, let number = Int(place[place.count - 2]) else { continue }
      let path = place.dropLast(2).joined(separator: ":")
      // Every mutant placed on the line: those of one text, which share their place, together.
      for hit in placed where path.hasSuffix("/" + hit.file) && hit.lines.contains(number) {
        if !blamed.contains(hit.mutant) { blamed.append(hit.mutant) }
      }
    }
    return blamed.isEmpty ? nil : blamed
  }
}

/// A mutant that no longer applies, with the one line mutation-check says.
public struct MutantsFailure: Error, Sendable {
  public var message: String
  public var mutant: Mutant
}
