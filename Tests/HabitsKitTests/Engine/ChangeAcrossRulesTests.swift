import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// A schedule change meets the other rules (scheduling-semantics.md §18, schedules that
/// change): over-limit days break streaks across it, the new line's first streak reaches back
/// to it over days that neither failed nor went over, and it restarts the grace window.
@Suite struct ChangeAcrossRulesTests {
  private func analysis(_ habits: String, _ log: String, today: String) throws -> HabitAnalysis {
    let result = load(habits, log: log, today: today)
    #expect(!result.diagnostics.contains { $0.severity == .error }, "\(shortDiagnostics(result))")
    let habit = try #require(result.journal.habits.first)
    return HabitAnalysis(habit: habit, log: result.journal.logs[0], today: day(today))
  }

  private func spans(_ streaks: [Streak]) -> [String] { streaks.map { "\($0.start)..\($0.end)" } }

  @Test("a change to a limit: the day over it breaks the streak")
  func toLimit() throws {
    let a = try analysis(
      "H: every day; since 2027-12-10\nH: never; from 2027-12-13\n",
      "2027-12-10 H\n2027-12-11 H\n2027-12-12 H\n2027-12-13 H\n", today: "2027-12-16")
    #expect(a.status(on: day("2027-12-13")) == .overLimit)
    #expect(spans(a.streaks) == ["2027-12-10..2027-12-12", "2027-12-14..2027-12-16"])
  }

  @Test("a change from a limit: a slip on its last day breaks the streak too")
  func fromLimit() throws {
    let a = try analysis(
      "H: never; since 2027-12-10\nH: every day; from 2027-12-13\n",
      "2027-12-12 H\n2027-12-13 H\n2027-12-14 H\n", today: "2027-12-14")
    #expect(spans(a.streaks) == ["2027-12-10..2027-12-11", "2027-12-13..2027-12-14"])
  }

  @Test("the new line's first streak reaches back to the change over days that did not fail, though the old line's ended before it")
  func reachesBack() throws {
    let a = try analysis(
      "M: daily; since 2023-11-26\nM: monthly on the 8th; from 2023-11-28\n", "2023-11-26 M\n2023-12-01 M\n", today: "2023-12-05")
    #expect(a.status(on: day("2023-11-27")) == .failed)
    #expect(spans(a.streaks) == ["2023-11-26..2023-11-26", "2023-11-28..2023-12-05"])
  }

  @Test("changing a weekly habit's days does not make it need attention; it is as its unchanged twin", arguments: ["2026-03-04", "2026-03-12"])
  func graceAcrossChange(today: String) throws {
    let log = "2026-02-27 K\n"
    let changed = try analysis("K: Mon, Wed, Fri; since 2026-02-02\nK: Tue, Thu; from 2026-03-04\n", log, today: today)
    let twin = try analysis("K: Mon, Wed, Fri; since 2026-02-02\n", log, today: today)
    #expect(twin.attentionFinding().attention == .notLogged)
    #expect(changed.attentionFinding().attention == .notLogged)
  }

  @Test("the window counts from the change, in the periods of the line in force today")
  func graceFromChange() throws {
    // Unlogged since Feb 2; the change on Mar 4 opens a new window: three of its weeks
    // (Mar 4-8, 9-15, 16-22), so attention comes on Mar 23.
    let habits = "K: Mon, Wed, Fri; since 2026-02-02\nK: Tue, Thu; from 2026-03-04\n"
    #expect(try analysis(habits, "", today: "2026-03-22").attentionFinding().attention == .notLogged)
    let late = try analysis(habits, "", today: "2026-03-23").attentionFinding()
    #expect(late.attention == .needsAttention)
    #expect(late.unloggedSince == day("2026-03-04"))
    // A monthly line in force today counts in months: Mar, Apr, May.
    let monthly = "K: every day; since 2026-02-02\nK: monthly on the 1st; from 2026-03-04\n"
    #expect(try analysis(monthly, "2026-02-10 K\n", today: "2026-05-31").attentionFinding().attention != .needsAttention)
    #expect(try analysis(monthly, "2026-02-10 K\n", today: "2026-06-01").attentionFinding().attention == .needsAttention)
  }
}
