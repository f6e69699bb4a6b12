import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits calendar`: month grids.
@Suite struct CalendarReportTests {
  @Test(
    "golden: examples, uncoloured",
    arguments: [
      (["calendar"], "calendar.txt"),
      (["calendar", "swim", "--months", "2"], "calendar-swim.txt"),
      (
        ["calendar", "savings", "--month", "2026-10", "--months", "2", "--ascii"],
        "calendar-savings-ascii.txt"
      ),
      (["calendar", "run", "--json"], "calendar-run.json"),
    ])
  func golden(arguments: [String], file: String) {
    let result = Examples.run(arguments)
    #expect(result.status == .success)
    #expect(result.err.isEmpty)
    Golden.assertMatches(result.out, Examples.golden(file))
  }

  @Test("every cell is the engine's status, and grids start on the habit's week start")
  func statusesMatchEngine() {
    let months = CalendarReport.months(from: day("2026-10-01"), count: 3)
    let analyses = Examples.analyses(through: day("2026-12-31"))
    let report = CalendarReport(analyses: analyses, months: months, today: day(Examples.today))
    for (habit, a) in zip(report.habits, analyses) {
      #expect(habit.weekStart == (a.habit.name == "Run" ? .sunday : .monday))
      for grid in habit.grids {
        let cells = grid.weeks.flatMap { $0 }.compactMap { $0 }
        #expect(cells.map(\.day) == Array(grid.month...grid.month.lastOfMonth))
        for week in grid.weeks {
          for (k, cell) in week.enumerated() {
            guard let cell else { continue }
            #expect(cell.status == a.status(on: cell.day), "\(habit.name) \(cell.day)")
            #expect(cell.day.weekday.offset(from: habit.weekStart) == k)
          }
        }
      }
    }
  }

  @Test("the grid agrees with history --json", arguments: ["Swim", "Savings", "Retro"])
  func matchesHistory(name: String) {
    let history = historyStatuses(name, from: "2026-11-01", to: "2026-11-30")
    let report = CalendarReport(
      analyses: [Examples.analysis(name, through: day("2026-11-30"))], months: [day("2026-11-01")],
      today: day(Examples.today))
    for cell in report.habits[0].grids[0].weeks.flatMap({ $0 }).compactMap({ $0 }) {
      #expect(history[cell.day.description] == cell.status.rawValue, "\(name) \(cell.day)")
    }
  }

  @Test("period boundaries are marked only where the rows do not show them")
  func boundaries() {
    func marked(_ name: String) -> [String] {
      let report = CalendarReport(
        analyses: [Examples.analysis(name, through: day("2026-11-30"))],
        months: [day("2026-11-01")], today: day(Examples.today))
      return report.habits[0].grids[0].weeks.flatMap { $0 }.compactMap { $0 }.filter(\.marksBoundary)
        .map { String($0.day.description.suffix(2)) }
    }
    #expect(marked("Gym") == [])  // weekly periods are the rows
    #expect(marked("Deep clean") == [])  // the calendar month is the grid
    #expect(marked("Savings") == ["10"])  // months from the start date, the 10th
    #expect(marked("Swim") == ["04", "09", "14", "19", "24", "29"])  // 5-day cycles
    #expect(marked("Retro") == ["09", "23"])  // fortnights from the week of Aug 7
  }

  @Test("today's brackets survive a period beginning on today or the day after", arguments: ["2026-11-23", "2026-11-24"])
  func bracketsWinOverBoundary(today: String) {
    // 5-day cycles from Aug 1 begin on Nov 19 and Nov 24.
    let env = FakeEnvironment(today: today, files: ["habits.txt": "Swim: 3 on 2 off; since 2026-08-01\n"])
    #expect(env.run("calendar Swim --months 1 --color never") == .success, "\(env.stderr)")
    let day = String(today.suffix(2))
    #expect(env.stdout.contains("[" + day), "\(env.stdout)")
    let after = Int(day)! + 1
    #expect(env.stdout.contains("]\(after)"), "\(env.stdout)")
    #expect(env.stdout.contains("|19"))  // other boundaries are still marked
  }

  @Test("a bad --month or --months is a usage error")
  func badOptions() {
    #expect(Examples.run(["calendar", "--month", "2026-13"]).status == .failure)
    #expect(Examples.run(["calendar", "--month", "2026-1"]).err.contains("expected YYYY-MM"))
    #expect(Examples.run(["calendar", "--months", "0"]).status == .failure)
  }
}
