import Testing

@testable import KataFormats

@Suite("DocC's escapes: each kind of text reads back as it was written")
struct DocCTests {
  @Test("An argument keeps a < and a backslash, and shows a \" as DocC shows it in Markdown")
  func argument() throws {
    let written = DocC.argument("Say \"hi\" <b>now</b>\nC:\\dir")
    let read = try DocCReader.arguments(Substring("alt: \(written), x: 1"), line: 1)
    #expect(read == ["alt": "Say “hi” <b>now</b> C:\\dir", "x": "1"])
  }

  @Test("An argument that ends with a backslash still ends where it should")
  func trailingBackslash() throws {
    let read = try DocCReader.arguments(Substring("name: \(DocC.argument("C:\\")), x: 1"), line: 1)
    #expect(read == ["name": "C:\\ ", "x": "1"])
  }

  @Test("A file's name keeps a <; one with a \", a backslash or a line break has no argument")
  func fileArgument() {
    #expect(DocC.fileArgument("screen-a<b.svg") == "\"screen-a<b.svg\"")
    #expect(DocC.fileArgument("a\"b.svg") == nil)
    #expect(DocC.fileArgument("a\\b.svg") == nil)
    #expect(DocC.fileArgument("a\nb.svg") == nil)
  }

  @Test("Plain text shows every character as it is, markup and all")
  func plainText() throws {
    let text = #"Say "hi" <b>now</b> C:\dir *a* _b_ [c](d) `e` ~f~ &amp; {}"#
    #expect(try DocCReader.markdown(DocC.text(text)) == text)
  }

  @Test(
    "Plain text starts no heading, list or quote",
    arguments: ["# 1", "- a", "> b", "12. c", "3) d"])
  func plainTextStartsNoBlock(_ text: String) throws {
    #expect(try DocCReader.markdown(DocC.text(text)) == text)
  }

  @Test("A Markdown field keeps its code and its escapes, and shows a < outside code")
  func markdown() throws {
    let field = #"Uses <T> in `Set<T>` and ``a ` b < c``, not \<U>, at C:\dir"#
    #expect(
      DocC.markdown(field) == #"Uses \<T> in `Set<T>` and ``a ` b < c``, not \<U>, at C:\dir"#)
    #expect(
      try DocCReader.markdown(DocC.markdown(field))
        == #"Uses <T> in Set<T> and a ` b < c, not <U>, at C:\dir"#)
  }

  @Test(
    "A line that starts with @ or }, or ends with }, opens and closes no directive",
    arguments: ["@Image(source: \"x\")", "} then", "ends with }", "ends escaped \\}", "}"])
  func line(_ text: String) throws {
    let shown = try DocCReader.markdown(text)
    let file = "@Step {\n\(DocC.line(text))\n\n@Image(source: \"a.svg\", alt: \"a\")\n}\n"
    let step = try #require(DocCReader.read(file).children.first)
    #expect(step.name == "Step")
    #expect(step.children.map(\.name) == ["Image"])
    #expect(try step.text.map(DocCReader.markdown) == [shown])
  }

  @Test("A file's name as code shows its backticks")
  func code() throws {
    #expect(DocC.code("A.swift") == "`A.swift`")
    #expect(
      try DocCReader.markdown("It changes \(DocC.code("a``b`.swift")).")
        == "It changes a``b`.swift.")
  }

  @Test("A lesson's lines are made safe outside code, and left as they are inside")
  func block() {
    let lines = [
      "@Lead <T>", "```swift", "@MainActor let a: Set<T>", "}", "```", "    @indented <code>",
    ]
    #expect(
      DocC.block(lines) == [
        "\\@Lead \\<T>", "```swift", "@MainActor let a: Set<T>", "}", "```", "    @indented <code>",
      ])
  }
}
