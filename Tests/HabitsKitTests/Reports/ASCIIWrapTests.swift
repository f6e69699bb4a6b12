import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The byte wrap of ASCII text gives the lines the character wrap gives.
@Suite struct ASCIIWrapTests {
  /// The character wrap as `ViewText.wrap` does it for text that is not ASCII.
  private func reference(_ text: String, width: Int, indent: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var used = 0
    var hasWord = false
    for word in text.split(separator: " ") {
      let w = DisplayWidth.of(word)
      if hasWord && used + 1 + w > width {
        lines.append(line)
        line = String(repeating: " ", count: indent)
        used = indent
        hasWord = false
      }
      if hasWord {
        line += " "
        used += 1
      }
      line += word
      used += w
      hasWord = true
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  @Test("same lines as the character wrap", arguments: [10, 17, 40, 80])
  func sameLines(width: Int) {
    let texts = [
      "", "   ", "one", "a  b   c ", " leading and trailing ",
      "due: due days not on vacation = done + later (made up) + ahead (covered by earlier extra)",
      "averyveryverylongwordthatdoesnotfitanywhere then short words after it",
      "tab\there counts\u{7}a bell as no cell",
    ]
    for text in texts {
      for indent in [0, 4] {
        #expect(
          ASCIIWrap.lines(Array(text.utf8), width: width, indent: indent)
            == reference(text, width: width, indent: indent),
          "\(text) at \(width), indent \(indent)")
      }
    }
  }
}
