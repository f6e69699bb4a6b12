import Testing

@testable import HabitsKit

/// Consecutive dated lines on flagged days make one implausible-date finding whose note counts
/// the others; lines without a date (comments, blanks, an impossible date) do not break a run,
/// a plausible dated line does. The log's lines are matched by the text of the flagged days.
@Suite struct ImplausibleRunTests {
  @Test func aLogBegunInTheWrongCenturyIsOneFindingARun() {
    let log = """
      0026-01-01 Gym
      # started in the wrong century
      0026-01-02 Gym, Read
      0026-02-30 Gym
      0026-01-03 vacation until 0026-01-04

      0026-01-05 Read
      2026-01-01 Gym
      0026-01-06 Gym
      2026-01-02 Gym, Read
      2026-01-03 Read

      """
    let result = load("Gym: daily\nRead: daily\n", log: log, today: "2026-01-10")
    let findings = result.diagnostics.filter { $0.code == .implausibleDate }
    #expect(findings.map(\.range.start.line) == [1, 9], "\(shortDiagnostics(result))")
    #expect(findings.first?.notes.contains { $0.message == "so are the 3 dated lines after it, through line 7" } == true,
      "\(findings.first?.notes.map(\.message) ?? [])")
    #expect(findings.last?.notes.contains { $0.message.hasPrefix("so are") } == false)
  }

  /// A log's lines ascend by date, so finding which lines fall on flagged days searches the
  /// flagged days only where the dates pass one of them, not once a line: linear in the log.
  @Test func linesInDateOrderAreMatchedWithoutASearchEach() throws {
    let first = try #require(Day(year: 2016, month: 1, day: 1))
    let flagged = [3, 40, 41, 700, 1_500].map { Int32(first.number + $0) }
    var days = ImplausibleDates.FlaggedDays(flagged + flagged)
    // Five lines a day for two thousand days: ten thousand lines.
    let text = (0..<2_000).map { offset in String(repeating: "\(first + offset) Gym\n", count: 5) }.joined()
    var found: [Int] = []
    Array(text.utf8).withUnsafeBufferPointer { bytes in
      var start = 0
      while start < bytes.count {
        if let day = days.day(writtenAt: start, in: bytes) { found.append(day - first) }
        start += 15
      }
    }
    #expect(found == [3, 40, 41, 700, 1_500].flatMap { Array(repeating: $0, count: 5) })
    #expect(days.searches <= 2 * flagged.count + 1, "\(days.searches) searches for 10,000 lines")
  }
}
