import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits stats`: the figures, their definitions and their sums.
@Suite struct StatsTests {
  @Test(
    "golden: examples, uncoloured",
    arguments: [
      (["stats"], "stats.txt"), (["stats", "pushups"], "stats-pushups.txt"),
      (["stats", "read", "--from", "2026-10-01", "--json"], "stats-read.json"),
    ])
  func golden(arguments: [String], file: String) {
    let result = Examples.run(arguments)
    #expect(result.status == .success)
    #expect(result.err.isEmpty)
    Golden.assertMatches(result.out, Examples.golden(file))
  }

  @Test("stats --json, why --json and history write a schedule as fmt lays it out: no tab, no run of blanks, no blank before a comma")
  func scheduleBlanks() {
    let habits = "Gym  \t Hard:\tMon,  Wed\t Fri\nGym  \t Hard:  Tue ,\t\tThu ;  from 2026-11-10\n"
    let files = ["habits.txt": habits, "log.txt": "2026-11-02 Gym Hard\n"]
    let stats = FakeEnvironment(files: files)
    #expect(stats.run("stats --json --today 2026-11-22") == .success)
    #expect(stats.stdout.contains(#""line":1,"schedule":"Mon, Wed Fri","#), "\(stats.stdout)")
    #expect(stats.stdout.contains(#""line":2,"schedule":"Tue, Thu","#), "\(stats.stdout)")
    #expect(!stats.stdout.contains("\\t"))
    let why = FakeEnvironment(files: files)
    #expect(why.run("why gym --json --today 2026-11-22") == .success)
    #expect(why.stdout.contains(#""line":{"number":2,"schedule":"Tue, Thu","#), "\(why.stdout)")
    let history = FakeEnvironment(files: files)
    #expect(history.run("history gym --today 2026-11-22") == .success)
    #expect(history.stdout.contains("from here: 'Tue, Thu' (line 2)"), "\(history.stdout)")
  }

  private static let report = StatsReport(
    analyses: Examples.analyses(), range: day("2026-01-01")...day(Examples.today),
    today: day(Examples.today), weekStart: .monday)

  @Test(
    "every due day is exactly one of done, later, ahead, partial, failed, open; the parts add up")
  func partsAddUp() {
    func check(_ f: StatsFigures, _ what: String) {
      #expect(f.due == f.done + f.later + f.ahead + f.partial + f.failed + f.open, "\(what)")
    }
    var sum = StatsFigures()
    for habit in StatsTests.report.habits {
      check(habit.totals, habit.name)
      var months = StatsFigures()
      var weeks = StatsFigures()
      for m in habit.months {
        check(m.figures, "\(habit.name) \(m.start)")
        months.add(m.figures)
      }
      for w in habit.weeks { weeks.add(w.figures) }
      #expect(months == habit.totals && weeks == habit.totals, "\(habit.name)")
      sum.add(habit.totals.countsOnly(habit.unit))  // amounts stay out of the sums of counts
    }
    #expect(sum == StatsTests.report.totals)
    var months = StatsFigures()
    for m in StatsTests.report.months { months.add(m.figures) }
    var weeks = StatsFigures()
    for w in StatsTests.report.weeks { weeks.add(w.figures) }
    #expect(months == sum && weeks == sum)
  }

  @Test("figures count the statuses history --json shows", arguments: ["Read", "Pushups", "Walk"])
  func matchesHistory(name: String) {
    let history = historyStatuses(name, from: "2026-08-01", to: Examples.today)
    let stats = StatsTests.report.habits.first { $0.name == name }!
    let counts = Dictionary(grouping: history.values, by: { $0 }).mapValues(\.count)
    #expect(stats.totals.failed == counts["failed", default: 0])
    #expect(stats.totals.later == counts["completed_later", default: 0])
    #expect(stats.totals.partial == counts["partially_completed", default: 0])
    #expect(
      stats.totals.over == counts["over_completed", default: 0]
        + counts["sorted_out_backlog", default: 0])
  }

  @Test("the rate is kept over settled, rounded half up")
  func rate() {
    var f = StatsFigures()
    #expect(f.ratePercent == nil)
    f.add(.completed, dueDay: true, count: 1)
    f.add(.completedLater, dueDay: true, count: 0)
    f.add(.failed, dueDay: true, count: 0)
    f.add(.planned, dueDay: true, count: 0)
    f.add(.overCompleted, dueDay: false, count: 2)
    #expect((f.due, f.kept, f.settled, f.open, f.over, f.logged) == (4, 2, 3, 1, 1, 3))
    #expect(f.ratePercent == 67)
  }

  @Test("a habit outside the range counts nothing; --to before --from is an error")
  func edges() {
    let out = EdgeHabits.run(["stats", "later"])
    #expect(out.contains("Nothing to count"))
    #expect(
      Examples.run(["stats", "--from", "2026-11-10", "--to", "2026-11-01"]).status == .failure)
  }
}
