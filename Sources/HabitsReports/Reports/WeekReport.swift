import HabitsKit

/// The past, current and next week of every habit (`habits week`): 21 days of statuses, the
/// weeks starting on one shared week start (``ViewWeekStart/shared(_:)``).
package struct WeekReport: Sendable {
  /// One habit's 21 days.
  package struct Row: Sendable {
    /// The habit's name.
    package var name: String
    /// The status of each day, from ``WeekReport/first``.
    package var statuses: [HabitStatus]
    /// For a habit with changes, the habits-file line in force each day; else empty.
    package var lines: [Int] = []
    /// What paused each day (nil: nothing); empty when no day shown is paused.
    package var pauses: [PauseKind?] = []
    /// The habit's group, nil before the first heading.
    package var group: String? = nil
    /// The habit's tags.
    package var tags: [String] = []
  }

  /// Today.
  package let today: Day
  /// The first weekday of each week.
  package let weekStart: Weekday
  /// The first day of the strip: the start of last week.
  package let first: Day
  /// How many days at the start of the strip come before 0000-01-01: their columns are left
  /// blank, and JSON leaves them out (0 but in the first weeks of year 0).
  package let lead: Int
  /// One row per habit, in file order.
  package let rows: [Row]
  /// Whether the rows are only the habits that ask for something today (`--due`): with none,
  /// the report says nothing is due, not that the file has no habits.
  package var isDueOnly = false

  /// The 21 days around `today`: last week, this week and next week, cut at 9999-12-31 (no
  /// day after it is ever shown).
  package static func range(today: Day, weekStart: Weekday) -> ClosedRange<Day> {
    let thisWeek = ViewWeekStart.weekBeginning(today, start: weekStart)
    return (thisWeek - 7)...min(thisWeek + 13, Day.last)
  }

  /// Builds the report from analyses computed at least through the last day shown.
  package init(analyses: [HabitAnalysis], today: Day, weekStart: Weekday) {
    self.today = today
    self.weekStart = weekStart
    let range = WeekReport.range(today: today, weekStart: weekStart)
    first = range.lowerBound
    count = range.count
    lead = max(0, min(range.count, Day.first - range.lowerBound))
    rows = analyses.map { a in
      let pauses = range.map { a.pause(on: $0) }
      return Row(
        name: a.habit.name, statuses: range.map { a.status(on: $0) },
        lines: a.eras.isEmpty ? [] : range.map { a.line(on: $0) },
        pauses: pauses.contains { $0 != nil } ? pauses : [], group: a.habit.group, tags: a.habit.tags)
    }
  }

  /// How many days are shown: 21, fewer only at the end of 9999.
  package let count: Int

  /// The days shown, in order.
  package var days: [Day] { (0..<count).map { first + $0 } }
}
