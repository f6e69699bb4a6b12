/// A habit's schedule pinned to a start day: which days are due and which period each day is in.
///
/// Implements scheduling-semantics.md §4 (periods) and §5 (due-ness) with the `habits` policy of
/// §18: weeks start on the habit's week start (the start date's weekday with `periods from
/// start`), months and years are calendar periods clipped at the start unless `periods from
/// start` anchors them at the start date, and every period is cut off at the end date.
///
/// ```
/// // "4 days a week", weeks from Monday, starting Thursday 2026-11-19:
/// // first period Thu 11-19 ... Sun 11-22, all four days due; then Mon-Thu of each week.
/// // "2 days a year; periods from start" starting 2024-02-29:
/// // 2024-02-29 ... 2025-02-28, then 2025-03-01 ... 2026-02-28 (Feb 29 stays in its own period).
/// ```
package struct HabitCalendar: Sendable {
  /// The schedule.
  package let schedule: Schedule
  /// The first day the habit exists.
  package let start: Day
  /// The last day the habit exists, if it ends.
  package private(set) var end: Day?
  /// The first day of each week.
  package let weekStart: Weekday
  /// Whether months and years are counted from the start date rather than the calendar.
  package let periodsFromStart: Bool
  /// The schedule's due days compiled once, for `isDue` and the walk.
  let rule: DueRule

  /// Pins `habit`'s schedule to `start`; the end is the habit's `until` or its Nth occurrence,
  /// whichever comes first.
  package init(habit: Habit, start: Day) {
    self.schedule = habit.schedule
    self.rule = DueRule(habit.schedule)
    self.start = start
    self.periodsFromStart = habit.periodsFromStart
    self.weekStart = habit.periodsFromStart ? start.weekday : habit.weekStart
    self.end = habit.until
    // After-last due days are not known without the log (`ends after` has no effect there).
    if case .afterLast = habit.schedule { return }
    if case .limit = habit.schedule { return }
    if let n = habit.occurrences, let nth = nthDueDay(n) {
      self.end = habit.until.map { min($0, nth) } ?? nth
    }
  }

  /// Pins a bare schedule (for tests and checks).
  package init(
    schedule: Schedule, start: Day, end: Day? = nil, weekStart: Weekday = .monday,
    periodsFromStart: Bool = false
  ) {
    self.schedule = schedule
    self.rule = DueRule(schedule)
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
  ///
  /// The rules themselves are `DueRule`'s, the one statement of them, which the walk also
  /// uses; here the day's periods are found afresh instead of carried along.
  package func isDue(_ day: Day) -> Bool {
    guard contains(day) else { return false }
    switch schedule {
    case .once(let dates):
      return dates.contains(day)
    case .limit, .afterLast:
      // A limit asks for nothing; an after-last habit has due days only pinned to its log
      // (`Habit.pinningDueDays`).
      return false
    default:
      let periodStart = period(containing: day)?.lowerBound ?? day
      let unclippedStart = unclippedPeriod(containing: day)?.lowerBound ?? periodStart
      return rule.isDue(DayCursor(day), periodStart: periodStart, unclippedPeriodStart: unclippedStart)
    }
  }

  /// The period containing `day`, clipped to [start, end]; nil for every-day and one-off
  /// schedules, and for days outside [start, end].
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
  package var periodNoun: String {
    switch schedule {
    case .weekly, .perPeriod(_, .week): "week"
    case .perPeriod(_, .month), .monthly: "month"
    case .everyNMonths(let n, _): n == 3 ? "quarter" : "period"
    case .perPeriod(_, .year), .yearly: "year"
    case .cycle: "cycle"
    case .everyNWeeks(let n, _): n == 2 ? "fortnight" : "period"
    case .everyDay, .once, .afterLast, .limit(_, .day): "day"
    case .limit(_, .week): "week"
    case .limit(_, .month): "month"
    }
  }

  /// The first day of the week containing `start`: where "every N weeks" counts from.
  private var alignedWeekStart: Day {
    start - start.weekday.offset(from: weekStart)
  }

  /// The period containing `day` before clipping to [start, end]; nil without periods.
  func unclippedPeriod(containing day: Day) -> ClosedRange<Day>? {
    switch schedule {
    case .everyDay, .once, .afterLast, .limit(_, .day):
      return nil
    case .weekly, .perPeriod(_, .week), .limit(_, .week):
      let first = day - day.weekday.offset(from: weekStart)
      return first...(first + 6)
    case .everyNWeeks(let weeks, _):
      let length = 7 * weeks
      let first = alignedWeekStart + Day.floorDiv(day - alignedWeekStart, length) * length
      return first...(first + length - 1)
    case .cycle(let on, let off):
      let length = on + off
      let first = start + Day.floorDiv(day - start, length) * length
      return first...(first + length - 1)
    case .everyNMonths(let months, _):
      // Whole calendar months, N at a time from the start's month; `periods from start` has
      // no effect (the resolver says so).
      let index = start.monthNumber + Day.floorDiv(day.monthNumber - start.monthNumber, months) * months
      let first = Day.firstOfMonth(number: index)
      return first...(Day.firstOfMonth(number: index + months) - 1)
    case .monthly, .perPeriod(_, .month), .limit(_, .month):
      if !periodsFromStart { return day.firstOfMonth...day.lastOfMonth }
      return anchoredPeriod(containing: day) { start.addingMonths($0) }
    case .yearly, .perPeriod(_, .year):
      if !periodsFromStart {
        return Day(year: day.year, month: 1, day: 1)!...Day(year: day.year, month: 12, day: 31)!
      }
      return anchoredYear(containing: day)
    }
  }

  /// Period k of a schedule anchored at the start is [anchor(k), anchor(k+1) - 1]. Finds the k
  /// whose period holds `day`, starting from the whole-months estimate.
  private func anchoredPeriod(containing day: Day, anchor: (Int) -> Day) -> ClosedRange<Day> {
    var k = max(0, start.wholeMonths(to: day))
    while k > 0 && anchor(k) > day { k -= 1 }
    while anchor(k + 1) <= day { k += 1 }
    return anchor(k)...(anchor(k + 1) - 1)
  }

  /// Yearly periods anchored at the start. A Feb 29 start gives Feb 29 ... Feb 28 (or 29) of
  /// the next year and then Mar 1 ... end of February, as in the reference app, but unlike it
  /// a later Feb 29 is always inside the period returned (§4's bug is not copied).
  private func anchoredYear(containing day: Day) -> ClosedRange<Day> {
    let leapStart = start.month == 2 && start.dayOfMonth == 29
    func anchor(_ k: Int) -> Day {
      leapStart && k > 0 ? start.addingYears(k) + 1 : start.addingYears(k)
    }
    var k = max(0, start.wholeMonths(to: day) / 12)
    while k > 0 && anchor(k) > day { k -= 1 }
    while anchor(k + 1) <= day { k += 1 }
    return anchor(k)...(anchor(k + 1) - 1)
  }

  /// The nth due day on or after the start (ignoring any end), or nil if there is none by 9999.
  private func nthDueDay(_ n: Int) -> Day? {
    var open = self
    open.end = nil
    if case .everyDay = schedule { return start + (n - 1) }
    if case .once(let dates) = schedule {
      let due = dates.filter { $0 >= start }
      return due.count >= n ? due[n - 1] : nil
    }
    let limit = Day.last
    var seen = 0
    var found: Day?
    open.walk(from: start, through: limit) { offset, due, _ in
      guard due else { return true }
      seen += 1
      if seen == n { found = start + offset }
      return seen < n
    }
    return found
  }
}
