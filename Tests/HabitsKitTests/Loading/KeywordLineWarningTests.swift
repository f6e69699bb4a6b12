import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// A keyword line read as a pause although a habit's entry is what it most likely was
/// (`capitalized-keyword`), and an open-ended vacation of every habit the log has left
/// behind (`open-vacation`): warnings only, the lines read as they always did.
@Suite struct KeywordLineWarningTests {
  /// The codes and places of the warnings of a load, "line:column code".
  private func warnings(_ habits: String, _ log: String, today: String) -> [String] {
    load(habits, log: log, today: today).diagnostics.filter { $0.severity == .warning }.map {
      "\($0.range.start.line):\($0.range.start.column) \($0.code.rawValue)"
    }
  }

  @Test(
    "a keyword written as a habit's name, with no habit of that name, is warned about at the keyword",
    arguments: [
      ("2026-11-10 Vacation\n", ["1:12 capitalized-keyword"]),
      ("2026-11-10 Skip Gym\n", ["1:12 capitalized-keyword"]),
      ("2026-11-10 SKIP Gym, Read\n", ["1:12 capitalized-keyword"]),
      ("2026-11-10  Resume Gym\n", ["1:1 resume-without-vacation", "1:13 capitalized-keyword"]),
      // What the writers write, and what a keyword in lower case says, is no warning.
      ("2026-11-10 vacation\n", []),
      ("2026-11-10 skip Gym\n", []),
      ("2026-11-10 vacation Gym until 2026-11-12\n", []),
      // A vacation with an end is no name `habits log` writes.
      ("2026-11-10 Vacation until 2026-11-12\n", []),
      // Read as completions: the habit is there.
      ("2026-11-10 Skip rope\n", []),
    ])
  func capitalizedKeyword(log: String, expected: [String]) {
    let habits = "Gym: daily; since 2026-11-01\nRead: daily; since 2026-11-01\nSkip rope: daily; since 2026-11-01\n"
    #expect(warnings(habits, log, today: "2026-11-12") == expected)
  }

  @Test("the warning says what the line is read as, and its fix writes the keyword in lower case")
  func capitalizedKeywordMessage() throws {
    let loaded = load("Gym: daily; since 2026-11-01\n", log: "2026-11-09 Gym\n2026-11-10 Skip Gym\n", today: "2026-11-10")
    let warning = try #require(loaded.diagnostics.first { $0.code == .capitalizedKeyword })
    #expect(warning.message == "'Skip Gym' is read as a skip of 'Gym': no habit is named 'Skip Gym'")
    #expect(warning.fix?.replacement == "skip")
    #expect(warning.fix?.range == SourceRange(line: 2, columns: 12..<16))
    // The line still reads as the skip it always did: valid logs parse as before.
    #expect(loaded.journal.logs[0].vacations == [Vacation(start: day("2026-11-10"), end: day("2026-11-10"))])
  }

  @Test("a keyword line naming a habit with errors is that habit's, whose error says why: no warning")
  func brokenHabitIsNoWarning() {
    #expect(warnings("Skip rope: dayli\nGym: daily\n", "2026-11-10 Skip rope\n", today: "2026-11-12").isEmpty)
  }

  @Test(
    "an open-ended vacation of every habit running for two weeks while habits are logged on seven of its days",
    arguments: [
      // 14 days on, Gym logged on 7 of them: warned.
      (14, 7, "", ["1:1 open-vacation"]),
      // Too recent, or too few entries: a holiday.
      (13, 7, "", []),
      (14, 6, "", []),
      // Ended by a resume, or given an end: deliberate.
      (14, 7, "2026-11-08 resume\n", []),
    ])
  func openVacation(daysOn: Int, loggedDays: Int, extra: String, expected: [String]) {
    let start = day("2026-11-01")
    var log = "\(start) vacation\n" + extra
    for offset in 0..<loggedDays { log += "\(start + 1 + offset) Gym\n" }
    #expect(warnings("Gym: daily; since 2026-10-01\nWeight: tracked\n", log, today: (start + daysOn).description) == expected)
  }

  @Test("entries of a tracked habit or a limit are no sign of a forgotten vacation; a named one is deliberate")
  func openVacationIgnores() {
    let start = day("2026-11-01")
    var tracked = "\(start) vacation\n"
    for offset in 1...10 { tracked += "\(start + offset) Weight 80, Smoke\n" }
    let habits = "Gym: daily; since 2026-10-01\nWeight: tracked\nSmoke: never\n"
    #expect(warnings(habits, tracked, today: "2026-11-30").isEmpty)
    var named = "\(start) vacation Gym\n"
    for offset in 1...10 { named += "\(start + offset) Gym\n" }
    #expect(warnings(habits, named, today: "2026-11-30").isEmpty)
  }

  @Test("the open vacation's message counts its days and the days logged")
  func openVacationMessage() throws {
    var log = "2026-11-10 Vacation\n"
    for offset in 1...8 { log += "\(day("2026-11-10") + offset) Gym, Read\n" }
    let loaded = load("Gym: daily; since 2026-11-01\nRead: daily; since 2026-11-01\n", log: log, today: "2026-12-01")
    let warning = try #require(loaded.diagnostics.first { $0.code == .openVacation })
    #expect(warning.message == "a vacation of every habit has run since 2026-11-10, 22 days, while habits were logged on 8 of them")
    #expect(loaded.diagnostics.contains { $0.code == .capitalizedKeyword })
  }
}
