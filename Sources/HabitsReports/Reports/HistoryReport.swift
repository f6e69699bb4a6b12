import HabitsKit

/// Every day's status of one habit over a range (`habits history`), as data: rendered as text
/// or JSON by `HistoryRenderer`.
package struct HistoryReport: Sendable {
  /// One day of the range.
  package struct Entry: Sendable {
    /// The day.
    package var day: Day
    /// Its status.
    package var status: HabitStatus
    /// What was logged (thousandths of `unit` for an amount habit).
    package var count: Int
    /// Whether the schedule makes the day due.
    package var isDue: Bool
    /// What a due day asks for on this day (the line in force's goal).
    package var goal: Int
    /// For a habit with changes, the habits-file line in force; else nil.
    package var line: Int?
    /// The period containing the day, nil for schedules without one.
    package var period: ClosedRange<Day>?
    /// What paused the day, nil when nothing did.
    package var pausedBy: PauseKind? = nil
    /// The notes of the day's entries (`ReportAnnotations.notes`), nil without.
    package var note: String? = nil

    /// The status in words, a skip said as one ("skipped").
    package var statusWords: String {
      if case .onVacation = status, case .skip? = pausedBy { return "skipped" }
      return status.words
    }
  }

  /// A later line of a habit with changes: where it takes over.
  package struct Change: Sendable {
    /// Its first day.
    package var start: Day
    /// Its schedule as written, if any.
    package var schedule: String?
    /// Its line in the habits file.
    package var line: Int
  }

  /// The habit's name.
  package let name: String
  /// For an amount habit, its unit; else nil.
  package let unit: String?
  /// The real today.
  package let today: Day
  /// The first day shown.
  package let from: Day
  /// The last day shown.
  package let to: Day
  /// Every day from `from` through `to`, in order.
  package let entries: [Entry]
  /// For a habit with changes, its later lines, in order; else empty.
  package let changes: [Change]
  /// The week start of the habit (for the sums of an amount habit).
  package let weekStart: Weekday
  /// For an amount habit, the sums per week and month of the days shown; else nil.
  package let sums: AmountSums?
  /// Whether the habit is tracked: its values are also averaged, and its last one named.
  package let tracked: Bool

  /// The later lines of the analysed habit, in order: where each takes over (empty for a habit
  /// declared on one line).
  package static func changes(of a: HabitAnalysis) -> [Change] {
    a.eras.dropFirst().map { Change(start: $0.start, schedule: $0.scheduleText, line: $0.line) }
  }

  /// A report from `from` (default: the habit's start, today while its start moves) through
  /// `to` (default: today).
  package init(analysis: HabitAnalysis, from: Day?, to: Day?) {
    let a = analysis
    let start = from ?? (a.startMoves ? a.today : a.timeline.first)
    let end = max(start, to ?? a.today)
    self.name = a.habit.name
    self.unit = a.habit.unit
    self.today = a.today
    self.from = start
    self.to = end
    let changes = HistoryReport.changes(of: a)
    self.changes = changes
    let hasChanges = !a.eras.isEmpty
    var entries: [Entry] = []
    entries.reserveCapacity(end - start + 1)
    var previousPeriod: ClosedRange<Day>?
    var pauses = PauseCursor(a.log.vacations)
    let notes = ReportAnnotations.notes(of: a, in: start...end)
    for day in stride(from: start, through: end, by: 1) {
      // Periods are contiguous within a line: only a day past the current one, or the first
      // day of a new line, needs a new lookup.
      if changes.contains(where: { $0.start == day }) { previousPeriod = nil }
      let period = previousPeriod.map { $0.contains(day) } == true ? previousPeriod : a.period(containing: day)
      previousPeriod = period
      let rule = a.timeline.rule(on: day)
      entries.append(
        Entry(
          day: day, status: rule.status, count: a.timeline.count(on: day), isDue: a.timeline.isDue(day),
          goal: changes.isEmpty ? a.habit.goal : a.habit(on: day).goal, line: hasChanges ? a.line(on: day) : nil,
          period: period, pausedBy: rule.isPause ? pauses.pause(on: day) : nil, note: notes.isEmpty ? nil : notes[day]))
    }
    self.entries = entries
    self.weekStart = ViewWeekStart.of(a)
    self.sums = a.habit.unit == nil ? nil : AmountSums(start...end, weekStart: ViewWeekStart.of(a)) { a.timeline.count(on: $0) }
    self.tracked = a.plan.era(on: end).takesValues
  }
}
