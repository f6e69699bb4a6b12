/// A habit's schedule pinned to a start day: which days are due and which period each day is in.
///
/// Implements scheduling-semantics.md §4 (periods) and §5 (due-ness) with the `habits` policy of
/// §18: weeks start on the habit's week start (the start date's weekday with `periods from
/// start`), months and years are calendar periods clipped at the start unless `periods from
/// start` anchors them at the start date, and every period is cut off at the end date. What
/// each kind's periods and due days are is its own (`ScheduleKind`, in Schedules/); the
/// calendar pins them to the start and the end.
///
/// ```
/// // "4 days a week", weeks from Monday, starting Thursday 2026-11-19:
/// // first period Thu 11-19 ... Sun 11-22, all four days due; then Mon-Thu of each week.
/// // "2 days a year; periods from start" starting 2024-02-29:
/// // 2024-02-29 ... 2025-02-28, then 2025-03-01 ... 2026-02-28 (Feb 29 stays in its own period).
/// ```
package struct HabitCalendar: Sendable {
  /// What the schedule means, made once: the calendar keeps no copy of the schedule itself
  /// (every era of a plan holds a calendar, made and freed on every run).
  let kind: any ScheduleKind
  /// The first day the habit exists.
  package let start: Day
  /// The last day the habit exists, if it ends.
  package internal(set) var end: Day?
  /// The first day of each week.
  package let weekStart: Weekday
  /// Whether months and years are counted from the start date rather than the calendar.
  package let periodsFromStart: Bool
  /// The due days of the commonest kinds as plain values (`.askKind` for the others), marked
  /// without a call through `kind`. Last, in what was the calendar's padding: placed after
  /// `kind` it made the calendar, and every era, eight bytes longer.
  let dueShape: DueShape

  /// Pins `habit`'s schedule to `start`; the end is the habit's `until` or its Nth occurrence,
  /// whichever comes first.
  package init(habit: borrowing Habit, start: Day) {
    // Borrowed: an initializer takes its arguments owned, which copied the habit for a call.
    self.init(
      schedule: habit.schedule, start: start, until: habit.until, occurrences: habit.occurrences,
      weekStart: habit.weekStart, periodsFromStart: habit.periodsFromStart)
  }

  /// Pins a line's schedule to `start`, ending on `until` or its `occurrences`th due day,
  /// whichever comes first: the line's options read in place, without a `Habit` to copy.
  init(schedule: Schedule, start: Day, until: Day?, occurrences: Int?, weekStart: Weekday, periodsFromStart: Bool) {
    self.init(schedule: schedule, start: start, end: until, weekStart: weekStart, periodsFromStart: periodsFromStart)
    // Due days that come from the log (after last), or none (limits): `ends after` has no
    // effect there. The line's `occurrences` asked first: most lines have none, and the kind
    // is then not asked (a call through the existential an era).
    guard let n = occurrences, kind.dueDaysFollowFromSchedule, let nth = kind.nthDueDay(n, on: self) else { return }
    self.end = until.map { min($0, nth) } ?? nth
  }

  /// Pins a bare schedule (for tests and checks).
  package init(
    schedule: Schedule, start: Day, end: Day? = nil, weekStart: Weekday = .monday,
    periodsFromStart: Bool = false
  ) {
    self.kind = schedule.kind
    self.dueShape = DueShape(schedule)
    self.start = start
    self.end = end
    self.weekStart = periodsFromStart ? start.weekday : weekStart
    self.periodsFromStart = periodsFromStart
  }

  /// Whether `day` is within [start, end], and within the years `habits` knows (through
  /// 9999-12-31): nothing is ever due, and no period runs, past them.
  package func contains(_ day: Day) -> Bool {
    day >= start && day <= (end ?? Day.last)
  }

  /// Whether the schedule makes `day` due (vacations play no part here).
  package func isDue(_ day: Day) -> Bool {
    guard contains(day) else { return false }
    return kind.isDue(day, on: self)
  }

  /// The period containing `day`, clipped to [start, end]; nil for schedules without periods,
  /// and for days outside [start, end].
  package func period(containing day: Day) -> ClosedRange<Day>? {
    guard contains(day), let unclipped = unclippedPeriod(containing: day) else { return nil }
    let lower = max(unclipped.lowerBound, start)
    let upper = min(unclipped.upperBound, end ?? Day.last)
    return lower...upper
  }

  /// The length of the period containing `day` before clipping, in days (1 for schedules
  /// without periods): the default grace window.
  package func periodLength(at day: Day) -> Int {
    guard let p = unclippedPeriod(containing: max(day, start)) else { return 1 }
    return p.upperBound - p.lowerBound + 1
  }

  /// A word for the period, for messages ("this week", "this month").
  package var periodNoun: String { kind.periodNoun }

  /// Whether the schedule divides time into periods.
  package var hasPeriods: Bool { kind.hasPeriods }

  /// The period containing `day` before clipping to [start, end]; nil without periods.
  func unclippedPeriod(containing day: Day) -> ClosedRange<Day>? {
    kind.unclippedPeriod(containing: day, on: self)
  }

  /// Whether a period starting on `day` shows as a boundary in a calendar grid whose weeks
  /// start on `gridWeekStart` (not where the grid's week or month starts anyway).
  package func marksPeriodStart(_ day: Day, gridWeekStart: Weekday) -> Bool {
    kind.marksPeriodStart(day, gridWeekStart: gridWeekStart, on: self)
  }

  /// Sets `DayFlag.due` in `flags` on the due days from `first` through `last` (vacations
  /// play no part), and returns where the periods start: the offset from `first` of the first
  /// day of each period from `first` on, the first one 0 (`[0]` for schedules without periods).
  ///
  /// The same due days as `walk` and `isDue(_:)`, found a period at a time by the kind.
  /// - Parameters:
  ///   - flags: one byte a day from `first`, at least `last - first + 1` of them.
  ///   - first: the first day, at or after `start`.
  ///   - last: the last day, at most `end`.
  func markDueDays(_ flags: UnsafeMutableBufferPointer<UInt8>, from first: Day, through last: Day) -> [Int32] {
    var starts: [Int32] = []
    markDueDays(flags, from: first, through: last, appendingPeriodStartsTo: &starts)
    return starts
  }

  /// `markDueDays(_:from:through:)` with the period starts appended to `periodStarts`: the
  /// eras of a habit with changes keep theirs in one list, rather than a list each. Inlined:
  /// the shape's switch is read where the era's calendar is.
  @inline(__always)
  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, from first: Day, through last: Day,
    appendingPeriodStartsTo periodStarts: inout [Int32]
  ) {
    // Every day and weekly lines marked by their kind's marking called directly, from their
    // plain shape (`DueShape`'s contract), rather than through the box.
    switch dueShape {
    case .everyDay:
      EveryDay.markDueDays(flags, from: first, through: last, periodStarts: &periodStarts)
    case .weekdays(let weekdays):
      WeeklyDays.markDueDays(weekdays, flags, from: first, through: last, on: self, periodStarts: &periodStarts)
    case .askKind:
      kind.markDueDays(flags, from: first, through: last, on: self, periodStarts: &periodStarts)
    }
  }

  /// Visits the days `first...last` in order, with whether each is due and where its period
  /// starts: the same answers as `isDue(_:)` and `period(containing:)`, in a few instructions
  /// a day.
  /// - Parameters:
  ///   - first: the first day, at or after `start`.
  ///   - last: the last day, at most `end`.
  ///   - visit: gets the day's offset from `first`, whether it is due, and the offset from
  ///     `first` of its period's first day (0 for schedules without periods); returns false to
  ///     stop the walk.
  func walk(from first: Day, through last: Day, _ visit: (_ offset: Int, _ isDue: Bool, _ periodStart: Int) -> Bool) {
    kind.walk(from: first, through: last, on: self, visit)
  }

  /// The due days as one RFC 5545 recurrence rule, when one says exactly them
  /// (`ScheduleKind.recurrence(on:)`).
  package var recurrence: RecurrenceRule? { kind.recurrence(on: self) }

  /// The first day of `days` (clipped to the calendar's start and end) that is due, if any:
  /// one walk.
  package func firstDueDay(in days: ClosedRange<Day>) -> Day? {
    let lower = max(days.lowerBound, start)
    let upper = min(days.upperBound, end ?? Day.last)
    guard lower <= upper else { return nil }
    var found: Day?
    walk(from: lower, through: upper) { offset, due, _ in
      if due { found = lower + offset }
      return !due
    }
    return found
  }
}
