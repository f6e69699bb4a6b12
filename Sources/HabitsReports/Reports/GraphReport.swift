import HabitsKit

/// A consistency heatmap per habit (`habits graph`), like a contribution graph: a row per
/// weekday, a column per week, the last column holding today, and the current and longest
/// streaks. Rows start on the habit's week start (``ViewWeekStart/of(_:)``), so a weekly
/// habit's periods are its columns. Days after today have no cell.
///
/// The same heatmaps are drawn as text (`graph`), as an SVG picture (`graph --svg`) and, one a
/// year, in the HTML report (`report --html`, ``PageReport``): each day's status, what was
/// logged, its note and where a line of the habits file takes over are here, so every
/// picture says the same.
package struct GraphReport: Sendable {
  /// One habit's heatmap.
  package struct HabitGraph: Sendable {
    /// The habit's name.
    package var name: String
    /// The weekday of the first row.
    package var weekStart: Weekday
    /// The first day of the first column.
    package var first: Day
    /// The statuses column by column (7 per week), nil outside the days shown and after today.
    package var cells: [HabitStatus?]
    /// What paused each paused day, by its index in `cells`.
    package var pauses: [Int: PauseKind] = [:]
    /// The current streak.
    package var current: Streak?
    /// The longest streak.
    package var longest: Streak?
    /// What was logged each day, at the same index as `cells` (thousandths of `unit` for an
    /// amount habit; 0 outside the days shown).
    package var counts: [Int] = []
    /// For an amount habit, its unit; else nil.
    package var unit: String? = nil
    /// Whether a day's count is worth saying beside its status: a habit done once a day says
    /// it with the status alone.
    package var saysCounts = false
    /// The notes of the days shown, by day.
    package var notes: [Day: String] = [:]
    /// The later lines of a habit with changes that take over within the days shown.
    package var changes: [HistoryReport.Change] = []

    /// The cell of `row` (0 = week start) in `column`.
    package func cell(row: Int, column: Int) -> HabitStatus? { cells[column * 7 + row] }

    /// The first day of `column`.
    package func day(column: Int, row: Int = 0) -> Day { first + (column * 7 + row) }

    /// The number of columns (weeks).
    package var columns: Int { cells.count / 7 }

    /// The heatmap of `days` (cut at today) for the analysed habit, in whole weeks from the
    /// habit's week start; `notes` are the notes of its entries among those days.
    package init(analysis a: HabitAnalysis, days: ClosedRange<Day>, today: Day, notes: [Day: String] = [:]) {
      let weekStart = ViewWeekStart.of(a)
      let first = ViewWeekStart.weekBeginning(days.lowerBound, start: weekStart)
      let weeks = (days.upperBound - first) / 7 + 1
      // The cells' indices of the days shown, cut at today.
      let shown = (max(days.lowerBound, Day.first) - first)...(min(days.upperBound, today) - first)
      var pauses: [Int: PauseKind] = [:]
      let cells: [HabitStatus?] = (0..<(7 * weeks)).map { i in
        guard shown.contains(i) else { return nil }
        if let pause = a.pause(on: first + i) { pauses[i] = pause }
        return a.status(on: first + i)
      }
      // Only a day whose status says something was logged has a count to look up (the text
      // view does not show counts: looking up every day cost it 3% more).
      let timeline = a.timeline
      let counts: [Int] = cells.indices.map { i in
        switch cells[i] {
        case .completed?, .partiallyCompleted?, .overCompleted?, .sortedOutBacklog?, .withinLimit?, .overLimit?:
          timeline.count(on: first + i)
        default: 0
        }
      }
      self.name = a.habit.name
      self.weekStart = weekStart
      self.first = first
      self.cells = cells
      self.pauses = pauses
      self.current = a.currentStreak
      self.longest = a.longestStreak
      self.counts = counts
      self.unit = a.habit.unit
      self.saysCounts = !a.habit.isOnceADay || a.habit.changes.contains { !$0.isOnceADay }
      self.notes = notes
      self.changes = HistoryReport.changes(of: a).filter { days.contains($0.start) }
    }

    /// The days that have a cell, in order (none when the days shown are all after today).
    package var shownDays: ClosedRange<Day>? {
      guard let firstIndex = cells.firstIndex(where: { $0 != nil }),
        let lastIndex = cells.lastIndex(where: { $0 != nil })
      else { return nil }
      return (first + firstIndex)...(first + lastIndex)
    }
  }

  /// Today.
  package let today: Day
  /// The number of weeks (columns).
  package let weeks: Int
  /// The habits, in file order.
  package let habits: [HabitGraph]

  /// Builds the heatmaps of the last `weeks` weeks up to today's week; `notes` gives the notes
  /// of a habit's entries among the days shown.
  package init(
    analyses: [HabitAnalysis], today: Day, weeks: Int,
    notes: (HabitAnalysis, ClosedRange<Day>) -> [Day: String] = ReportAnnotations.notes
  ) {
    self.today = today
    // No column wholly before 0000-01-01: near it, fewer weeks (the header says how many).
    let reach = analyses.map { a in
      let start = ViewWeekStart.of(a)
      return (ViewWeekStart.weekBeginning(today, start: start) - ViewWeekStart.weekBeginning(Day.first, start: start)) / 7 + 1
    }.max()
    let weeks = min(weeks, reach ?? weeks)
    self.weeks = weeks
    habits = analyses.map { a in
      let first = ViewWeekStart.weekBeginning(today, start: ViewWeekStart.of(a)) - 7 * (weeks - 1)
      return HabitGraph(analysis: a, days: first...(first + 7 * weeks - 1), today: today, notes: notes(a, first...today))
    }
  }
}
