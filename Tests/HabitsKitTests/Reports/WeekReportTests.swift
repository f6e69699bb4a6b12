import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits week`: the 21-day strip.
@Suite struct WeekReportTests {
  @Test(
    "golden: examples, uncoloured",
    arguments: [
      (["week"], "week.txt"), (["week", "--ascii"], "week-ascii.txt"),
      (["week", "--json"], "week.json"),
    ])
  func golden(arguments: [String], file: String) {
    let result = Examples.run(arguments)
    #expect(result.status == .success)
    #expect(result.err.isEmpty)
    Golden.assertMatches(result.out, Examples.golden(file))
  }

  @Test("every cell is the engine's status for that day")
  func statusesMatchEngine() {
    let today = day(Examples.today)
    let analyses = Examples.analyses(through: today + 14)
    let report = WeekReport(analyses: analyses, today: today, weekStart: .monday)
    #expect(report.first == day("2026-11-09"))
    for (row, a) in zip(report.rows, analyses) {
      #expect(row.statuses == report.days.map { a.status(on: $0) }, "\(row.name)")
    }
  }

  @Test("the strip agrees with history --json", arguments: ["Gym", "Read", "Swim", "Review"])
  func matchesHistory(name: String) {
    let history = historyStatuses(name, from: "2026-11-09", to: "2026-11-29")
    let report = WeekReport(
      analyses: [Examples.analysis(name, through: day("2026-11-29"))], today: day(Examples.today),
      weekStart: .monday)
    for (d, status) in zip(report.days, report.rows[0].statuses) {
      #expect(history[d.description] == status.rawValue, "\(name) \(d)")
    }
  }

  @Test("the shared week start is the one most habits have, else the first habit's")
  func sharedWeekStart() {
    #expect(ViewWeekStart.shared([]) == .monday)
    let sunday = load(
      "week starts on Sunday\nA: every day\nB: Mon; week starts on Monday\nC: daily\n"
    ).journal.habits
    #expect(ViewWeekStart.shared(sunday) == .sunday)
    let tie = load("A: Mon; week starts on Tuesday\nB: Mon; week starts on Friday\n").journal.habits
    #expect(ViewWeekStart.shared(tie) == .tuesday)
  }

  @Test("a file with weeks from Sunday starts the strip on Sunday")
  func sundayWeeks() {
    let env = FakeEnvironment(
      today: Examples.today, files: ["s/habits.txt": "week starts on Sunday\nRead: every day\n"])
    env.run(["-d", "s", "--color", "never", "week"])
    let lines = env.stdout.split(separator: "\n")
    #expect(lines[2].hasSuffix("S  M  T  W  T  F  S  [S] M  T  W  T  F  S   S  M  T  W  T  F  S"))
    #expect(lines[3].hasSuffix("15 16 17 18 19 20 21  22 23 24 25 26 27 28  29 30  1  2  3  4  5"))
  }

  @Test("edges: not started is blank, finished is '-', vacation is '~'")
  func edges() {
    let out = EdgeHabits.run(["week", "--ascii"])
    let rows = out.split(separator: "\n").filter {
      $0.hasPrefix("Later") || $0.hasPrefix("Done") || $0.hasPrefix("Away")
    }
    #expect(
      rows == [
        "Later                                         [ ]        o  o  o  o  o",
        "Done   x  x  x  x  x  x  x   x  x  x  -  -  - [-]  -  -  -  -  -  -  -",
        "Away   x  .  x  .  x  .  .   ~  ~  ~  ~  ~  . [.]  o  .  o  .  o  .  .",
      ])
  }
}
