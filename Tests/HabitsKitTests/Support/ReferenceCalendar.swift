@testable import HabitsKit

/// The reference engine's own calendar: "is this day due" and "which period holds this day",
/// written from grammar.md §3 and scheduling-semantics.md §4, §5 and §18 with plain walks over
/// days and months. It shares nothing with the shipped calendar (`HabitCalendar`, `DueRule`,
/// `DayCursor`, `MonthlyRule.matches`, ...) but the `Day` type's arithmetic, so a bug in the
/// fast engine's due days cannot hide by being in the reference too.
///
/// Every answer is found by walking: the week by stepping back to the week start, the month
/// by stepping to its first and last day, an nth weekday by counting the same weekdays from
/// the month's first day, anchored months and years by stepping anchors from the start.
struct ReferenceCalendar {
  /// The schedule, as written.
  let schedule: Schedule
  /// The first day of the habit.
  let start: Day
  /// The last day of the habit: its `until`, or its Nth due day, whichever is first.
  private(set) var end: Day?
  /// The first day of every week (the start's weekday with `periods from start`).
  let weekStart: Weekday
  /// Whether months and years are anchored at the start (`periods from start`).
  let periodsFromStart: Bool

  /// Pins `habit`'s schedule to `start`, with its end.
  init(habit: Habit, start: Day) {
    self.schedule = habit.schedule
    self.start = start
    self.periodsFromStart = habit.periodsFromStart
    self.weekStart = habit.periodsFromStart ? start.weekday : habit.weekStart
    self.end = habit.until
    // "ends after N occurrences": the Nth due day on or after the start; a limit has no due
    // days to count, and an after-last habit is pinned to dates before it gets here.
    guard let n = habit.occurrences, !schedule.isLimit else { return }
    var open = self
    open.end = nil
    var seen = 0
    var d = start
    while d <= Day.last {
      if open.isDue(d) {
        seen += 1
        if seen == n {
          end = min(end ?? d, d)
          return
        }
      }
      // One-off dates have nothing due past their last date.
      if case .once(let dates) = schedule, d >= (dates.max() ?? start) { return }
      d = d + 1
    }
  }

  /// Whether `d` is within [start, end] (and the years `habits` knows).
  func contains(_ d: Day) -> Bool { d >= start && d <= (end ?? Day.last) }

  /// Whether the schedule divides time into periods (every day, one-off dates and daily limits
  /// do not).
  var isPeriodic: Bool {
    switch schedule {
    case .everyDay, .once, .afterLast, .tracked, .rolling, .rollingLimit: false
    case .limit(_, let per): per != .day
    default: true
    }
  }

  /// Whether the schedule makes `d` due (§5; vacations play no part).
  func isDue(_ d: Day) -> Bool {
    guard contains(d) else { return false }
    switch schedule {
    case .everyDay:
      return true
    case .weekly(let days):
      return days.contains(d.weekday)
    case .perPeriod(let count, _):
      // The first N days of the period; a first period cut by the start counts from the start.
      return d - period(containing: d)!.lowerBound < count
    case .cycle(let on, _):
      return d - period(containing: d)!.lowerBound < on
    case .monthly(let rule):
      return matches(rule, d)
    case .everyNMonths(_, let rule):
      // Only in the first month of the N-month block.
      let block = monthBlock(containing: d)
      return d.month == block.lowerBound.month && d.year == block.lowerBound.year && matches(rule, d)
    case .everyNWeeks(let weeks, let days):
      // Only in the first week of the N-week block.
      guard days.contains(d.weekday) else { return false }
      return d - weekBlock(containing: d, weeks: weeks).lowerBound < 7
    case .yearly(let dates):
      return dates.contains { $0.month == d.month && $0.day == d.dayOfMonth }
    case .everyNYears(let years, let dates):
      // Only in the first year of the N-year block: its calendar year, or with `periods from
      // start` the year anchored at the block's first day.
      guard dates.contains(where: { $0.month == d.month && $0.day == d.dayOfMonth }) else { return false }
      let block = yearBlock(containing: d, years: years)
      let firstYear =
        periodsFromStart ? anchored(containing: block.lowerBound, monthsApart: 12) : year(containing: block.lowerBound)
      return firstYear.contains(d)
    case .once(let dates):
      return dates.contains(d)
    case .afterLast, .limit, .tracked, .rolling, .rollingLimit:
      return false
    }
  }

  /// The period holding `d`, clipped to [start, end]; nil without periods or outside the habit.
  func period(containing d: Day) -> ClosedRange<Day>? {
    guard contains(d), isPeriodic else { return nil }
    let whole: ClosedRange<Day>
    switch schedule {
    case .weekly, .perPeriod(_, .week), .limit(_, .week):
      whole = week(containing: d)
    case .everyNWeeks(let weeks, _):
      whole = weekBlock(containing: d, weeks: weeks)
    case .cycle(let on, let off):
      var first = start
      while first + (on + off) <= d { first = first + (on + off) }
      whole = first...(first + on + off - 1)
    case .everyNMonths:
      whole = monthBlock(containing: d)
    case .monthly, .perPeriod(_, .month), .limit(_, .month):
      whole = periodsFromStart ? anchored(containing: d, monthsApart: 1) : month(containing: d)
    case .yearly, .perPeriod(_, .year):
      whole = periodsFromStart ? anchored(containing: d, monthsApart: 12) : year(containing: d)
    case .everyNYears(let years, _):
      whole = yearBlock(containing: d, years: years)
    case .everyDay, .once, .afterLast, .limit(_, .day), .tracked, .rolling, .rollingLimit:
      return nil
    }
    return max(whole.lowerBound, start)...min(whole.upperBound, end ?? Day.last)
  }

  // MARK: - Matching a monthly rule

  /// Whether `d` is one of the rule's days: a day number, an nth weekday, or the last day.
  private func matches(_ rule: MonthlyRule, _ d: Day) -> Bool {
    let isLastDay = (d + 1).month != d.month
    if rule.lastDay && isLastDay { return true }
    if rule.days.contains(d.dayOfMonth) { return true }
    return rule.weekdays.contains { nth in
      guard d.weekday == nth.weekday else { return false }
      // "Last": no later day of the month has the same weekday.
      if nth.ordinal == NthWeekday.last { return (d + 7).month != d.month }
      // Otherwise count this weekday from the 1st of the month up to `d`.
      var occurrence = 0
      var x = month(containing: d).lowerBound
      while x <= d {
        if x.weekday == nth.weekday { occurrence += 1 }
        x = x + 1
      }
      return occurrence == nth.ordinal
    }
  }

  // MARK: - Periods, found by walking

  /// The week holding `d`: back to the week start, six days on.
  private func week(containing d: Day) -> ClosedRange<Day> {
    var first = d
    while first.weekday != weekStart { first = first - 1 }
    return first...(first + 6)
  }

  /// The N-week block holding `d`: blocks of 7N days from the week holding the start.
  private func weekBlock(containing d: Day, weeks: Int) -> ClosedRange<Day> {
    var first = week(containing: start).lowerBound
    while first + 7 * weeks <= d { first = first + 7 * weeks }
    return first...(first + 7 * weeks - 1)
  }

  /// The calendar month holding `d`.
  private func month(containing d: Day) -> ClosedRange<Day> {
    var first = d
    while first.dayOfMonth != 1 { first = first - 1 }
    var last = d
    while (last + 1).month == d.month { last = last + 1 }
    return first...last
  }

  /// The calendar year holding `d`.
  private func year(containing d: Day) -> ClosedRange<Day> {
    Day(year: d.year, month: 1, day: 1)!...Day(year: d.year, month: 12, day: 31)!
  }

  /// The N-month block holding `d`: whole calendar months, N at a time from the start's month.
  private func monthBlock(containing d: Day) -> ClosedRange<Day> {
    guard case .everyNMonths(let months, _) = schedule else { fatalError("not every N months") }
    var first = month(containing: start).lowerBound
    while true {
      var next = first
      for _ in 0..<months { next = month(containing: next).upperBound + 1 }
      if d < next { return first...(next - 1) }
      first = next
    }
  }

  /// The N-year block holding `d`: calendar years N at a time from the start's year, or with
  /// `periods from start` N years at a time from the start date.
  private func yearBlock(containing d: Day, years: Int) -> ClosedRange<Day> {
    if periodsFromStart { return anchored(containing: d, monthsApart: 12 * years) }
    var first = year(containing: start).lowerBound
    while true {
      var next = first
      for _ in 0..<years { next = year(containing: next).upperBound + 1 }
      if d < next { return first...(next - 1) }
      first = next
    }
  }

  /// Periods anchored at the start (`periods from start`): the k-th starts k × `monthsApart`
  /// months after the start, the day of month cut to the month's length (§2: Jan 31 + 1 month
  /// is Feb 28 or 29). A Feb 29 start moves later yearly anchors a day on (§4), so Feb 29
  /// itself always stays inside the period asked about (§18 departs from the app's bug).
  private func anchored(containing d: Day, monthsApart: Int) -> ClosedRange<Day> {
    let leapStart = monthsApart % 12 == 0 && start.month == 2 && start.dayOfMonth == 29
    func anchor(_ k: Int) -> Day {
      let months = start.year * 12 + (start.month - 1) + k * monthsApart
      let year = months / 12
      let month = months % 12 + 1
      let day = min(start.dayOfMonth, Day.daysInMonth(year: year, month: month))
      let date = Day(year: year, month: month, day: day)!
      return leapStart && k > 0 ? date + 1 : date
    }
    var k = 0
    while anchor(k + 1) <= d { k += 1 }
    return anchor(k)...(anchor(k + 1) - 1)
  }
}
