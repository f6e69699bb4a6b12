import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Streak merging, current and longest, and the attention summary.
@Suite struct StreakAndAttentionTests {
  @Test("merging joins touching streaks only")
  func merging() {
    let a = Streak(start: day("2026-11-02"), end: day("2026-11-08"))
    let b = Streak(start: day("2026-11-09"), end: day("2026-11-15"))
    let c = Streak(start: day("2026-11-17"), end: day("2026-11-18"))
    #expect(Streaks.merged([c, b, a]) == [Streak(start: day("2026-11-02"), end: day("2026-11-15")), c])
  }

  @Test("a rule starts a streak exactly when its status does", arguments: StatusRule.allCases)
  func ruleCreatesStreak(rule: StatusRule) {
    #expect(rule.createsStreak == rule.status.createsStreak)
  }

  @Test("current ends today or yesterday; longest is the earliest of the longest")
  func currentAndLongest() {
    let first = Streak(start: day("2026-10-01"), end: day("2026-10-05"))
    let second = Streak(start: day("2026-10-10"), end: day("2026-10-14"))
    let last = Streak(start: day("2026-11-20"), end: day("2026-11-21"))
    #expect(Streaks.current([first, second, last], today: day("2026-11-22")) == last)
    #expect(Streaks.current([first, second, last], today: day("2026-11-23")) == nil)
    #expect(Streaks.longest([first, second, last]) == first)
    #expect(Streaks.longest([]) == nil)
  }

  @Test("two fully kept weeks make one merged streak")
  func weeksMerge() {
    let h = habit("Gym: Mon, Wed, Fri")
    let log = logOf(["2026-11-09", "2026-11-11", "2026-11-13", "2026-11-16", "2026-11-18", "2026-11-20"])
    let a = HabitAnalysis(habit: h, log: log, today: day("2026-11-22"))
    #expect(a.streaks == [Streak(start: day("2026-11-09"), end: day("2026-11-22"))])
    #expect(a.currentStreak?.days == 14)
  }

  private func attention(_ line: String, _ log: [String], today: String, vacations: [Vacation] = []) -> Attention {
    HabitAnalysis(habit: habit(line), log: logOf(log, vacations: vacations), today: day(today)).attentionFinding().attention
  }

  @Test("every day: not logged until logged today; logged today is on track after a gap")
  func everyDayAttention() {
    #expect(attention("A: every day; since 2026-11-20", ["2026-11-20", "2026-11-21"], today: "2026-11-22") == .notLogged)
    #expect(attention("A: every day; since 2026-11-20", ["2026-11-20", "2026-11-21", "2026-11-22"], today: "2026-11-22") == .onTrack)
    #expect(attention("A: every day; since 2026-11-20", ["2026-11-20", "2026-11-22"], today: "2026-11-22") == .onTrack)
    #expect(attention("A: every day; since 2026-11-20", ["2026-11-20", "2026-11-22"], today: "2026-11-23") == .notLogged)
  }

  @Test("weekly: a miss within the week is no concern; a fresh week with nothing yet is not logged")
  func weeklyAttention() {
    #expect(attention("Gym: Mon, Wed, Fri; since 2026-11-16", ["2026-11-18"], today: "2026-11-19") == .onTrack)
    #expect(attention("Gym: Mon, Wed, Fri; since 2026-11-09", ["2026-11-09", "2026-11-11", "2026-11-16"], today: "2026-11-17") == .onTrack)
    #expect(attention("Gym: Mon, Wed, Fri; since 2026-11-09", ["2026-11-09", "2026-11-11", "2026-11-13"], today: "2026-11-16") == .notLogged)
  }

  @Test("on vacation today, finished and not yet started")
  func specialStates() {
    #expect(attention("A: every day; since 2026-11-01", ["2026-11-01"], today: "2026-11-22", vacations: [Vacation(start: day("2026-11-22"), end: nil)]) == .onTrack)
    #expect(attention("A: every day; since 2026-11-01; until 2026-11-10", ["2026-11-01"], today: "2026-11-22") == .onTrack)
    #expect(attention("A: every day; since 2026-12-01", [], today: "2026-11-22") == .notLogged)
  }
}
