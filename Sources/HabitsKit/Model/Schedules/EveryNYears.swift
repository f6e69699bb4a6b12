/// "every 2 years on Apr 15", "every 10 years on Jun 1": periods of N whole calendar years
/// counted from the start's year (with `periods from start`, N years from the start date), due
/// on the dates in the first year of each period, on or after the start. From 2026-05-01, every
/// 2 years on Apr 15 has the periods 2026-2027 (its first year's Apr 15 before the start, so
/// nothing is due), 2028-2029 (due 2028-04-15), ... Feb 29 is due only when a period's first
/// year is a leap year; where that can never happen (every 4 years from a common year) the
/// date is never due (`unreachableDates`, a `never-due` error). Every 1 year is `Yearly`.
struct EveryNYears: ScheduleKind {
  /// The period's length in years, 2 to 100.
  let years: Int
  /// The dates, as written.
  let dates: [MonthDay]
  /// The dates as masks (`Yearly`), asked only in each period's first year.
  private let mask: Yearly

  /// The kind of `.everyNYears(years:_:)`.
  init(years: Int, _ dates: [MonthDay]) {
    self.years = years
    self.dates = dates
    mask = Yearly(dates)
  }

  var hasPeriods: Bool { true }
  var periodNoun: String { "period" }
  var ignoresPeriods: Bool { false }

  func unclippedPeriod(containing day: Day, on calendar: HabitCalendar) -> ClosedRange<Day>? {
    calendar.yearBlock(of: years, containing: day)
  }

  /// Asked day by day by walks: a due date in the first year of the period.
  func isDue(_ cursor: DayCursor, periodStart: Day, unclippedPeriodStart: Day) -> Bool {
    mask.isDue(cursor, periodStart: periodStart, unclippedPeriodStart: unclippedPeriodStart)
      && cursor.day <= yearEnd(from: unclippedPeriodStart)
  }

  func isDue(_ day: Day, on calendar: HabitCalendar) -> Bool {
    guard let block = unclippedPeriod(containing: day, on: calendar) else { return false }
    return isDue(DayCursor(day), periodStart: day, unclippedPeriodStart: block.lowerBound)
  }

  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, days: ClosedRange<Day>, periodStart: Day,
    unclippedStart: Day
  ) {
    // Due only in the first year of the period.
    let upper = min(days.upperBound, yearEnd(from: unclippedStart))
    guard days.lowerBound <= upper else { return }
    mask.markDueDays(flags, first: first, days: days.lowerBound...upper, periodStart: periodStart, unclippedStart: unclippedStart)
  }

  /// The last day of the first year of a block starting on `blockStart`: Dec 31 of a calendar
  /// block (from Jan 1), else the day before the same date a year on; a block from Feb 29 (a
  /// start on a leap day) runs to Feb 28, the next block starting on Mar 1 (`yearAnchor`).
  private func yearEnd(from blockStart: Day) -> Day {
    let c = blockStart.civil
    if c.month == 1 && c.day == 1 { return Day(year: c.year, month: 12, day: 31)! }
    if c.month == 2 && c.day == 29 { return blockStart.addingYears(1) }
    return blockStart.addingYears(1) - 1
  }

  func countsFromStart(periodsFromStart: Bool) -> Bool { true }

  /// The dates that no period's first year holds on or after `calendar`'s start: Feb 29 when
  /// every first year is a common year (every 4 years from 2025). Four hundred periods cover
  /// the Gregorian cycle.
  func unreachableDates(from start: Day, periodsFromStart: Bool) -> [MonthDay] {
    guard dates.contains(MonthDay(month: 2, day: 29)) else { return [] }
    let calendar = HabitCalendar(schedule: .everyNYears(years: years, dates), start: start, periodsFromStart: periodsFromStart)
    for k in 0..<400 {
      let blockStart = calendar.periodsFromStart
        ? calendar.yearAnchor(k * years) : Day(year: calendar.start.year + k * years, month: 1, day: 1)!
      let end = yearEnd(from: blockStart)
      // The Feb 29 of the year from the block's start, if that year has one.
      for year in [blockStart.year, end.year] {
        if let leapDay = Day(year: year, month: 2, day: 29), leapDay >= blockStart, leapDay <= end,
          leapDay >= calendar.start
        {
          return []
        }
      }
    }
    return [MonthDay(month: 2, day: 29)]
  }

  /// The dates' rule (`Yearly`) with `INTERVAL=N`: periods of N calendar years from the start's
  /// year, due in the first year of each, as RFC 5545 counts years from the series' first
  /// occurrence. With `periods from start` the periods begin on the start's date and their
  /// first year spans two calendar years, which no one rule says: nil.
  func recurrence(on calendar: HabitCalendar) -> RecurrenceRule? {
    calendar.periodsFromStart ? nil : mask.recurrence(interval: years)
  }
}
