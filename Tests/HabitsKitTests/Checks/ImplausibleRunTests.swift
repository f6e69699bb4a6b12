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
}
