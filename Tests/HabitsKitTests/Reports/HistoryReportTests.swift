import Testing

@testable import HabitsKit
@testable import HabitsReports

/// `HistoryReport` is data made once from the analysis: each entry is what the engine says
/// for its day, the period looked up afresh included (the report carries a period over from
/// day to day while it still holds).
@Suite struct HistoryReportTests {
  @Test("each entry is the engine's day, on the examples and on a habit with changes")
  func entriesMatchEngine() {
    let changed = load(
      "Gym: Mon, Wed, Fri; since 2026-09-01\nGym: 2 times a week; from 2026-10-14\nGym: every 3 days; from 2026-11-04\n",
      log: "2026-09-02 Gym\n2026-10-15 Gym\n2026-11-05 Gym\n")
    let analyses =
      Examples.analyses()
      + [HabitAnalysis(habit: changed.journal.habits[0], log: changed.journal.logs[0], today: day("2026-11-22"))]
    for a in analyses {
      let report = HistoryReport(analysis: a, from: nil, to: a.today + 20)
      #expect(report.entries.count == report.to - report.from + 1)
      for entry in report.entries {
        #expect(entry.status == a.status(on: entry.day), "\(a.habit.name) \(entry.day)")
        #expect(entry.count == a.timeline.count(on: entry.day))
        #expect(entry.isDue == a.timeline.isDue(entry.day))
        #expect(entry.period == a.period(containing: entry.day), "\(a.habit.name) \(entry.day)")
        #expect(entry.line == (a.eras.isEmpty ? nil : a.line(on: entry.day)))
      }
    }
    #expect(!analyses.last!.eras.isEmpty, "the last habit has changes")
  }
}
