import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Bad input never crashes: it is accepted or gets a located diagnostic.
@Suite struct RobustnessTests {
  /// Loads both files from bytes, runs every report's analysis, and returns the diagnostics.
  @discardableResult
  private func survive(habits: [UInt8], log: [UInt8], today: String = "2026-11-22") -> [Diagnostic] {
    let result = Loader.load(
      habitsFile: SourceFile(path: "h", bytes: habits), logFile: SourceFile(path: "l", bytes: log), today: day(today))
    for analysis in JournalAnalysis.analyse(result.journal, today: day(today)) {
      _ = analysis.attentionFinding()
      _ = analysis.nextDue(onOrAfter: day(today))
    }
    _ = DiagnosticRenderer(sources: result.sources).render(result.diagnostics, format: .text)
    _ = DiagnosticRenderer(sources: result.sources).render(result.diagnostics, format: .json)
    return result.diagnostics
  }

  private func codes(_ habits: String, _ log: String = "") -> [String] {
    survive(habits: Array(habits.utf8), log: Array(log.utf8)).map { "\($0.range.start.line):\($0.range.start.column) \($0.code.rawValue)" }
  }

  @Test("invalid UTF-8 is located at its byte and only its line is skipped")
  func invalidUTF8() {
    let diagnostics = survive(habits: Array("Gym: Mon\nCaf".utf8) + [0xE9, 0x3A] + Array(" daily\nRead: daily\n".utf8), log: [0xFF, 0xFE, 0x0A])
    #expect(diagnostics.map { "\($0.file):\($0.range.start.line):\($0.range.start.column) \($0.code.rawValue)" } == [
      "h:2:4 invalid-encoding", "l:1:1 invalid-encoding",
    ])
  }

  @Test("truncated, overlong and surrogate sequences are invalid")
  func badSequences() {
    for bad: [UInt8] in [[0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80]] {
      let diagnostics = survive(habits: Array("A: daily # ".utf8) + bad + [0x0A], log: [])
      #expect(diagnostics.map(\.code) == [.invalidEncoding], "\(bad)")
    }
  }

  @Test("NUL and control characters are located; tabs are whitespace")
  func controlCharacters() {
    #expect(codes("Gym\u{0}: daily\n") == ["1:4 control-character"])
    #expect(codes("Gym:\u{7}daily\n") == ["1:5 control-character"])
    #expect(codes("Gym:\tMon,\tWed\n").isEmpty)
  }

  @Test("BOM, CRLF, lone CR, no final newline, empty and blank files are accepted")
  func lineEndings() {
    #expect(codes("\u{FEFF}Gym: Mon\r\nRead: daily\r\n", "\u{FEFF}2026-11-20 Gym\r\n").isEmpty)
    #expect(codes("Gym: Mon\rRead: daily\r", "2026-11-20 Gym\r2026-11-21 Read").isEmpty)
    #expect(codes("Gym: Mon", "2026-11-20 Gym").isEmpty)
    #expect(codes("", "").isEmpty)
    #expect(codes("\n\n   \n# only comments\n", "\n").isEmpty)
    #expect(codes("\u{FEFF}", "\u{FEFF}").isEmpty)
  }

  @Test("a BOM does not shift columns")
  func bomColumns() {
    #expect(codes("\u{FEFF}Gym: Mnday\n") == ["1:6 unknown-weekday"])
  }

  @Test("very long lines are handled and their excerpts cut around the span")
  func longLines() {
    let name = String(repeating: "a", count: 200_000)
    let diagnostics = survive(habits: Array("\(name): Mnday\n".utf8), log: Array(("2026-11-20 " + name + "x\n").utf8))
    #expect(diagnostics.map(\.code) == [.unknownWeekday, .unknownHabit])
    let rendered = DiagnosticRenderer(sources: [SourceFile(path: "h", text: "\(name): Mnday\n")]).render([diagnostics[0]], format: .text)
    #expect(rendered.split(separator: "\n").allSatisfy { $0.count < 300 })
    #expect(rendered.contains("^~~~~"))
  }

  @Test("carets align under wide characters; columns count bytes")
  func wideCharacters() {
    let text = "跑步: Mnday\n"
    let diagnostics = survive(habits: Array(text.utf8), log: [])
    #expect(diagnostics.first?.range.start.column == 9)
    let rendered = DiagnosticRenderer(sources: [SourceFile(path: "h", text: text)]).render(diagnostics, format: .text)
    let lines = rendered.split(separator: "\n")
    #expect(lines[1] == " 1 | 跑步: Mnday")
    #expect(lines[2] == "   |       ^~~~~")
  }

  @Test("emoji before a span keep the caret in place")
  func emoji() {
    let text = "🏃‍♀️ run: evry day\n"
    let diagnostics = survive(habits: Array(text.utf8), log: [])
    let rendered = DiagnosticRenderer(sources: [SourceFile(path: "h", text: text)]).render(diagnostics, format: .text)
    let lines = rendered.split(separator: "\n")
    #expect(lines[2] == "   |         ^~~~~~~~")
  }

  @Test("extreme dates and numbers do not crash")
  func extremes() {
    survive(habits: Array("A: every day; since 9990-01-01\nB: yearly on Feb 29; since 9999-01-01\nC: every 1000 days\n".utf8),
            log: Array("9999-12-31 A, B, C x1000000\n0000-01-01 A\n".utf8), today: "9999-12-31")
    survive(habits: Array("A: every day; since 0000-01-01\nB: last day of the month; since 0000-02-01\n".utf8),
            log: Array("0000-02-29 A, B\n".utf8), today: "0001-03-01")
    survive(habits: Array("A: 366 days a year; periods from start; since 2024-02-29; ends after 100000 occurrences\n".utf8),
            log: Array("2024-02-29 A x1000000\n".utf8))
    #expect(codes("A: every 99999999999999999999 days\n") == ["1:10 number-out-of-range"])
  }

  @Test("random bytes never crash the pipeline")
  func randomBytes() {
    var random = SeededRandom(seed: 42)
    let alphabet = Array("Mon Wed every day 2nd last on of the ;:,#x\n2026-11-20 vacation skip resume until 3 days a week\u{FEFF}\r\t".utf8) + [0, 0xE9, 0xFF, 0xC3]
    for _ in 0..<300 {
      let habits = (0..<Int.random(in: 0...200, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
      let log = (0..<Int.random(in: 0...200, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
      survive(habits: habits, log: log)
    }
  }
}
