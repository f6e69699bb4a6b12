import HabitsKit

/// The calendar `habits export ical` prints, as data: for each habit and each of its lines in
/// force over the range, the due days as series of all-day events (`ICalendarRenderer` writes
/// them as RFC 5545).
///
/// A line's due days are the engine's: the days its schedule makes due, from its first day (or
/// the range's) to the day before the next line takes over (or its end, or the range's end),
/// with the days the timeline calls not started or finished left out. Each line gives at most
/// two series:
/// - a *rule* series, when `RecurrenceRule.matching` has a rule for the schedule and that
///   rule, started on a due day and ending (UNTIL) on the last day of the line in the range,
///   expands to exactly the due days after the line's first period (a first week or month
///   clipped by the line's start is due on its own first days);
/// - a *dates* series of the due days no rule covers (the first period, or all of them):
///   its first day, then the rest as RDATE.
/// Days paused by a vacation or a skip are no occurrence: left out of the dates, and EXDATE of
/// the rule. A day the log has settled (done, failed, covered by work ahead) keeps its
/// occurrence and gets an override of it, carrying RECURRENCE-ID and the status in its
/// summary.
///
/// Only a line that asks for something gives events. Limits (of a period or a rolling window)
/// ask for nothing and a tracked habit is never due: they give none. A rolling window has no
/// days fixed in advance: a day is due once its window has judged it (done, failed) or today
/// while the window still lacks, so it gives those days through today, as dates, and none
/// after (each later day depends on what is logged until then; export again). Nor does a line
/// whose due days all fall outside the range or on paused days give events.
///
/// UIDs are made of the habit's name (its case-insensitive key), the line (`first`, or the
/// `from` date of a later line) and the series' kind, never of the range or the clock, so
/// exporting again on another day gives the same UIDs and a calendar updates its events
/// instead of adding them twice: `gym.first.rule@habits`, `gym.from-2026-11-11.dates@habits`.
package struct CalendarExportReport: Sendable {
  /// A series of events: one event, or one recurring event with its overrides.
  package struct Series: Sendable {
    /// The unique identifier shared by the event and its overrides.
    package var uid: String
    /// The habit's name.
    package var name: String
    /// What the event says of its line (the line of the habits file), if anything.
    package var description: String?
    /// The time of day of the line, nil for all-day events.
    package var time: TimeOfDay?
    /// The first occurrence (DTSTART).
    package var start: Day
    /// The rule for the occurrences from `start` on, with its UNTIL; nil for a dates series.
    package var rule: RecurrenceRule?
    /// The occurrences after `start` of a dates series (RDATE).
    package var dates: [Day] = []
    /// Days the rule gives that are paused (EXDATE).
    package var excluded: [Day] = []
    /// Occurrences whose status the log has settled, in day order.
    package var overrides: [Override] = []

    /// Whether the series has more than one occurrence to speak of: an RRULE or RDATE.
    package var isRecurring: Bool { rule != nil || !dates.isEmpty }

    /// Every occurrence, in order: the rule's days (less the excluded ones) or the dates.
    package var occurrences: [Day] {
      guard let rule else { return [start] + dates }
      var days: [Day] = []
      var day = start
      while day <= rule.until ?? start {
        if rule.contains(day, start: start) && !excluded.contains(day) { days.append(day) }
        day = day + 1
      }
      return days
    }
  }

  /// One occurrence with its status.
  package struct Override: Hashable, Sendable {
    /// The occurrence's day (its RECURRENCE-ID).
    package var day: Day
    /// Its status.
    package var status: HabitStatus
  }

  /// The day the statuses are judged from (the stamp of every event).
  package let today: Day
  /// The days exported.
  package let range: ClosedRange<Day>
  /// The series, habit by habit in file order, each habit's lines in date order.
  package let series: [Series]

  /// The statuses an override shows: a due day the log has settled one way or another.
  static let settled: Set<HabitStatus> = [
    .completed, .overCompleted, .partiallyCompleted, .sortedOutBacklog, .completedLater, .failed, .alreadyCompleted,
  ]

  /// The calendar of `analyses` (computed at least through `range`'s last day) over `range`.
  /// - Parameters:
  ///   - describe: what an event says of the line it comes from.
  ///   - timeOfDay: the time of day of a line (an era's habit); the one seam through which a
  ///     time reaches the events, nil for all-day ones.
  package init<Analyses: Sequence<HabitAnalysis>>(
    analyses: Analyses, range: ClosedRange<Day>, today: Day,
    describe: (HabitEra) -> String? = { _ in nil },
    timeOfDay: (Habit) -> TimeOfDay? = ReportAnnotations.timeOfDay(of:), dayEnd: TimeOfDay? = nil
  ) {
    self.today = today
    self.range = range
    var series: [Series] = []
    for analysis in analyses {
      for one in CalendarExportReport.series(of: analysis, in: range, today: today, describe: describe, timeOfDay: timeOfDay) {
        series.append(one.time?.isAfterMidnight(dayEnd: dayEnd) == true ? one.onNextDates : one)
      }
    }
    self.series = series
  }

  /// The series of one habit's lines over `range`, as of `today`.
  static func series(
    of a: HabitAnalysis, in range: ClosedRange<Day>, today: Day, describe: (HabitEra) -> String?,
    timeOfDay: (Habit) -> TimeOfDay?
  ) -> [Series] {
    var result: [Series] = []
    let eras = a.plan.eras
    for index in eras.indices {
      let era = eras[index]
      var last = era.calendar.end ?? Day.last
      switch era.target {
      case .atLeast: break
      // A rolling window's days are due once judged, through today: none later.
      case .inWindow: last = min(last, today)
      // Limits and tracked habits ask for nothing.
      case .atMost, .atMostInWindow, .nothing: continue
      }
      if index + 1 < eras.count { last = min(last, eras[index + 1].start - 1) }
      let lower = max(range.lowerBound, era.start)
      let upper = min(range.upperBound, last)
      guard lower <= upper else { continue }
      var due: [Day] = []
      for day in stride(from: lower, through: upper, by: 1) where a.timeline.isDue(day) {
        let status = a.status(on: day)
        if status != .notStarted && status != .finished { due.append(day) }
      }
      guard !due.isEmpty else { continue }
      let (head, rule, ruled) = split(due, calendar: era.calendar, through: upper)
      var template = Series(uid: "", name: a.habit.name, description: describe(era), time: timeOfDay(era.habit), start: lower)
      let base = uidBase(of: a.habit, era: era)
      let paused = { (day: Day) in a.timeline.isOnVacation(day) }
      func overrides(_ days: some Sequence<Day>) -> [Override] {
        days.compactMap { day in
          let status = a.status(on: day)
          return settled.contains(status) ? Override(day: day, status: status) : nil
        }
      }
      let dates = head.filter { !paused($0) }
      if let first = dates.first {
        template.uid = base + ".dates@habits"
        template.start = first
        template.dates = Array(dates.dropFirst())
        template.overrides = overrides(dates)
        result.append(template)
      }
      if let rule, let first = ruled.first(where: { !paused($0) }) {
        template.uid = base + ".rule@habits"
        template.start = first
        template.rule = rule
        template.dates = []
        template.excluded = ruled.filter { $0 > first && paused($0) }
        template.overrides = overrides(ruled.filter { !paused($0) })
        result.append(template)
      }
    }
    return result
  }

  /// Splits a line's due days (`due`, in order, through `upper`) into those written as dates
  /// and those a rule gives: all by the rule when it expands to exactly them; else the first
  /// period's as dates and the rest by the rule, when it expands to exactly those; else all
  /// as dates.
  static func split(
    _ due: [Day], calendar: HabitCalendar, through upper: Day
  ) -> (dates: ArraySlice<Day>, rule: RecurrenceRule?, ruled: ArraySlice<Day>) {
    guard var rule = RecurrenceRule.matching(calendar) else { return (due[...], nil, []) }
    rule.until = upper
    if expands(rule, to: due[...], through: upper) { return ([], rule, due[...]) }
    if let firstPeriod = calendar.period(containing: due[0]),
      let split = due.firstIndex(where: { $0 > firstPeriod.upperBound }),
      expands(rule, to: due[split...], through: upper)
    {
      return (due[..<split], rule, due[split...])
    }
    return (due[...], nil, [])
  }

  /// Whether `rule`, started on the first of `days`, gives exactly `days` through `upper`:
  /// whether the rule, wherever it is written, says no more and no less than the engine.
  static func expands(_ rule: RecurrenceRule, to days: ArraySlice<Day>, through upper: Day) -> Bool {
    guard let start = days.first else { return false }
    var next = days.startIndex
    for day in stride(from: start, through: upper, by: 1) {
      let isDue = next < days.endIndex && days[next] == day
      if isDue { next += 1 }
      if rule.contains(day, start: start) != isDue { return false }
    }
    return next == days.endIndex
  }

  /// `NAME.LINE` of a UID: the habit's key made of ASCII letters and digits (a space is `-`,
  /// any other byte `_` and two hex digits, so different keys never meet), and `first` for
  /// the habit's first line or `from-DATE` for a later one (its date as written, so moving
  /// lines about the file changes no UID).
  static func uidBase(of habit: Habit, era: HabitEra) -> String {
    var name = ""
    for byte in habit.key.utf8 {
      switch byte {
      case 0x30...0x39, 0x61...0x7A: name.unicodeScalars.append(Unicode.Scalar(byte))
      case 0x20: name += "-"
      default:
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        name += "_"
        name.unicodeScalars.append(hex[Int(byte >> 4)])
        name.unicodeScalars.append(hex[Int(byte & 0x0F)])
      }
    }
    // The era of a change starts on its date, or later when the habit starts later: its line
    // is the last change dated on or before the era's first day.
    let change = habit.changes.last { $0.since.map { $0 <= era.start } ?? false }
    return name + "." + (change?.since.map { "from-\($0)" } ?? "first")
  }
}

extension CalendarExportReport.Series {
  /// The series a day later on the calendar: for a time after midnight but before the file's
  /// day ends (`day ends at 04:00`, `at 01:00`), which a calendar shows on the next date. Its
  /// occurrences become dates (a rule's weekdays and month days would move too).
  var onNextDates: Self {
    var moved = self
    let days = occurrences
    moved.rule = nil
    moved.excluded = []
    moved.start = (days.first ?? start) + 1
    moved.dates = days.dropFirst().map { $0 + 1 }
    moved.overrides = overrides.map { CalendarExportReport.Override(day: $0.day + 1, status: $0.status) }
    return moved
  }
}
