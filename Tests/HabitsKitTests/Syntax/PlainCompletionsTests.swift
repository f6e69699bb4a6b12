import Testing
@testable import HabitsKit

/// The one-pass path for plain completion lines gives what the item-by-item path gives, on
/// generated lines with blanks, tabs, counts, near-counts, signs, empty items, no-break
/// spaces and `×`.
@Suite struct PlainCompletionsTests {
  private static let pieces = [
    "Gym", "Read", "Skip rope", "x", "x2", "X3", "x0", "x007", "x1000000", "x1000001", "x12345678",
    "x-1", "x+2", "x2a", "xylo", "5", " ", "  ", "\t", ",", ", ", "\u{A0}", "×2", "é", "a-b",
  ]

  private func parse(_ text: String, plain: Bool) -> String {
    let file = SourceFile(path: "log.txt", text: text)
    var parser = LogFileParser(file: file, isHabitKey: { _ in false })
    parser.takesPlainPath = plain
    let syntax = parser.parse()
    var out = syntax.diagnostics.map { "\($0.range) \($0.code.rawValue) \($0.message)" }
    for line in syntax.lines {
      guard case .completions(let range) = line.kind else { continue }
      for entry in syntax.entries[range] {
        out.append("\(syntax.text(of: entry.name)) \(entry.name.range) \(entry.count) \(String(describing: entry.countRange))")
      }
    }
    return out.joined(separator: "\n")
  }

  @Test("both paths agree on generated lines", arguments: 0..<4)
  func pathsAgree(batch: Int) {
    var random = SeededRandom(seed: UInt64(batch) &+ 977)
    for _ in 0..<2000 {
      var body = ""
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        body += Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
      }
      let text = "2026-11-20 " + body + "\n"
      let plain = parse(text, plain: true)
      let careful = parse(text, plain: false)
      if plain != careful {
        Issue.record("\(text.debugDescription):\n\(plain)\nvs\n\(careful)")
        return
      }
    }
  }
}
