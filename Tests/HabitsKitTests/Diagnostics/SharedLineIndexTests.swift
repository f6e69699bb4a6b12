import Testing

@testable import HabitsKit

/// A file's lines are indexed at most once a run, and only when something is looked up by
/// number: the findings that point at a repeated line and the renderer that quotes it share one
/// index (`SourceFile.lines`; `LineIndex` has no other initialiser), and a clean log has none.
@Suite struct SharedLineIndexTests {
  static let habits = "Gym: every day\nRead: every day\n"

  /// A log of `days` days, Gym and Read on each; `repeating` adds a copy of one line.
  static func log(days: Int, repeating: Bool) -> String {
    var lines: [String] = []
    var day = day("2020-01-01")
    for _ in 0..<days {
      lines += ["\(day) Gym", "\(day) Read"]
      day = day + 1
    }
    if repeating { lines.insert(lines[days], at: days + 1) }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func aCleanLogIsReadWithoutAnIndexOfItsLines() {
    let result = load(Self.habits, log: Self.log(days: 400, repeating: false), today: "2021-02-04")
    #expect(result.diagnostics.isEmpty)
    #expect(!result.sources[1].linesAreBuilt)
  }

  @Test func theFindingsAndTheRendererShareOneIndex() {
    let result = load(Self.habits, log: Self.log(days: 400, repeating: true), today: "2021-02-04")
    #expect(result.diagnostics.map(\.code) == [.duplicateEntry])
    // The finding located its lines through the log's index ...
    #expect(result.sources[1].linesAreBuilt)
    // ... and the renderer, given the same files, quotes them from it.
    let text = DiagnosticRenderer(sources: result.sources).render(result.diagnostics, format: .text)
    #expect(text.contains(" 402 | 2020-07-19 Gym\n") && text.contains(" 401 | 2020-07-19 Gym\n"), "\(text)")
  }
}
