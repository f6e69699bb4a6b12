import HabitsKit

/// Month grids of one or more habits (`habits calendar`): weeks as rows, starting on each
/// habit's week start (``ViewWeekStart/of(_:)``), so a weekly habit's periods are its rows.
package struct CalendarReport: Sendable {
  /// One day of a grid.
  package struct Cell: Sendable {
    /// The day.
    package var day: Day
    /// Its status.
    package var status: HabitStatus
    /// What was logged.
    package var count: Int
    /// Whether one of the habit's periods begins that day.
    package var startsPeriod: Bool
    /// Whether the grid should draw that start: it is not already plain from the layout (a
    /// weekly period starting a row, a calendar month starting the grid) nor the habit's start.
    package var marksBoundary: Bool
    /// For a habit with changes, the habits-file line in force that day; else nil.
    package var line: Int? = nil
    /// What paused the day, nil when nothing did.
    package var pausedBy: PauseKind? = nil
  }

  /// One month of one habit: rows of seven cells, nil outside the month.
  package struct Grid: Sendable {
    /// The first day of the month.
    package var month: Day
    /// The weeks, each seven cells from the week start.
    package var weeks: [[Cell?]]
  }

  /// One habit's grids.
  package struct HabitGrids: Sendable {
    /// The habit's name.
    package var name: String
    /// The first weekday of its rows.
    package var weekStart: Weekday
    /// One grid per month, in order.
    package var grids: [Grid]
    /// For an amount habit, its unit (the cells' counts are thousandths of it); else nil.
    package var unit: String? = nil
  }

  /// Today.
  package let today: Day
  /// The first day of each month shown.
  package let months: [Day]
  /// The habits, in file order.
  package let habits: [HabitGrids]

  /// The first days of `count` months from the month of `first`.
  package static func months(from first: Day, count: Int) -> [Day] {
    // No month after December 9999 is shown.
    let available = (9999 - first.year) * 12 + (12 - first.month) + 1
    return (0..<max(1, min(count, available))).map { first.firstOfMonth.addingMonths($0) }
  }

  /// Builds the grids of `months` for each analysis (computed at least through the last day).
  package init(analyses: [HabitAnalysis], months: [Day], today: Day) {
    self.today = today
    self.months = months
    habits = analyses.map { a in
      let weekStart = ViewWeekStart.of(a)
      return HabitGrids(
        name: a.habit.name, weekStart: weekStart,
        grids: months.map { CalendarReport.grid(a, month: $0, weekStart: weekStart) }, unit: a.habit.unit)
    }
  }

  private static func grid(_ a: HabitAnalysis, month: Day, weekStart: Weekday) -> Grid {
    var weeks: [[Cell?]] = []
    var row: [Cell?] = Array(repeating: nil, count: month.weekday.offset(from: weekStart))
    for day in month...month.lastOfMonth {
      row.append(cell(a, day, weekStart: weekStart))
      if row.count == 7 {
        weeks.append(row)
        row = []
      }
    }
    if !row.isEmpty { weeks.append(row + Array(repeating: nil, count: 7 - row.count)) }
    return Grid(month: month, weeks: weeks)
  }

  private static func cell(_ a: HabitAnalysis, _ day: Day, weekStart: Weekday) -> Cell {
    let calendar = a.timeline.calendar(on: day)
    let period = a.period(containing: day)
    let starts = period?.lowerBound == day
    var marks = starts && day != a.timeline.first
    if marks { marks = calendar.marksPeriodStart(day, gridWeekStart: weekStart) }
    return Cell(
      day: day, status: a.status(on: day), count: a.timeline.count(on: day), startsPeriod: starts,
      marksBoundary: marks, line: a.eras.isEmpty ? nil : a.line(on: day), pausedBy: a.pause(on: day))
  }
}
