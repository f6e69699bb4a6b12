import HabitsKit

/// A consistency heatmap per habit (`habits graph`), like a contribution graph: a row per
/// weekday, a column per week, the last column holding today, and the current and longest
/// streaks. Rows start on the habit's week start (``ViewWeekStart/of(_:)``), so a weekly
/// habit's periods are its columns. Days after today have no cell.
package struct GraphReport: Sendable {
  /// One habit's heatmap.
  package struct HabitGraph: Sendable {
    /// The habit's name.
    package var name: String
    /// The weekday of the first row.
    package var weekStart: Weekday
    /// The first day of the first column.
    package var first: Day
    /// The statuses column by column (7 per week), nil after today.
    package var cells: [HabitStatus?]
    /// What paused each paused day, by its index in `cells`.
    package var pauses: [Int: PauseKind] = [:]
    /// The current streak.
    package var current: Streak?
    /// The longest streak.
    package var longest: Streak?

    /// The cell of `row` (0 = week start) in `column`.
    package func cell(row: Int, column: Int) -> HabitStatus? { cells[column * 7 + row] }

    /// The first day of `column`.
    package func day(column: Int, row: Int = 0) -> Day { first + (column * 7 + row) }
  }

  /// Today.
  package let today: Day
  /// The number of weeks (columns).
  package let weeks: Int
  /// The habits, in file order.
  package let habits: [HabitGraph]

  /// Builds the heatmaps of the last `weeks` weeks up to today's week.
  package init(analyses: [HabitAnalysis], today: Day, weeks: Int) {
    self.today = today
    self.weeks = weeks
    habits = analyses.map { a in
      let weekStart = ViewWeekStart.of(a)
      let first = ViewWeekStart.weekBeginning(today, start: weekStart) - 7 * (weeks - 1)
      var pauses: [Int: PauseKind] = [:]
      let cells: [HabitStatus?] = (0..<(7 * weeks)).map { i in
        let day = first + i
        guard day <= today else { return nil }
        if let pause = a.pause(on: day) { pauses[i] = pause }
        return a.status(on: day)
      }
      return HabitGraph(
        name: a.habit.name, weekStart: weekStart, first: first, cells: cells, pauses: pauses,
        current: a.currentStreak,
        longest: a.longestStreak)
    }
  }
}
