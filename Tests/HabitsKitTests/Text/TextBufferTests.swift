import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `TextBuffer`: trimming a line's trailing spaces on bytes matches trimming the `String`.
@Suite struct TextBufferTests {
  @Test(
    "trailing spaces trimmed as String would",
    arguments: ["ab  ", "ab", "   ", "", "é  ", "x \u{301}  ", "a\u{600}  ", "\u{600} ", "a b  c  "])
  func trim(line: String) {
    var expected = line
    while expected.last == " " { expected.removeLast() }
    var buffer = TextBuffer()
    buffer.append("kept  ")
    let start = buffer.count
    buffer.append(line)
    buffer.trimTrailingSpaces(after: start)
    #expect(buffer.text == "kept  " + expected)
  }
}
