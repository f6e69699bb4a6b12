/// "yearly on Apr 15", "every year on 12th of June": due on these dates every year, the period
/// the calendar year (or with `periods from start` the year from the start). Feb 29 is due only
/// in leap years; it does not move to Feb 28.
struct Yearly: ScheduleKind {
  /// Per month (index 1-12), bit `d` for day `d`.
  private let yearDays: [UInt32]

  /// The kind of `.yearly(dates)`, its dates compiled to a mask a month.
  init(_ dates: [MonthDay]) {
    var yearDays = [UInt32](repeating: 0, count: 13)
    for date in dates where (1...12).contains(date.month) && (1...31).contains(date.day) {
      yearDays[date.month] |= 1 << UInt32(date.day)
    }
    self.yearDays = yearDays
  }

  var hasPeriods: Bool { true }
  var periodNoun: String { "year" }
  var ignoresPeriods: Bool { true }

  func unclippedPeriod(containing day: Day, on calendar: HabitCalendar) -> ClosedRange<Day>? {
    calendar.year(containing: day)
  }

  @inline(__always)
  func isDue(_ cursor: DayCursor, periodStart: Day, unclippedPeriodStart: Day) -> Bool {
    yearDays[cursor.month] & (1 << UInt32(cursor.dayOfMonth)) != 0
  }

  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, days: ClosedRange<Day>, periodStart: Day,
    unclippedStart: Day
  ) {
    DueMasks.markMonths(flags, first: first, days: days) { month, length, _ in
      yearDays[month] & DueMasks.days(1, through: length)
    }
  }

  func countsFromStart(periodsFromStart: Bool) -> Bool { periodsFromStart }

  /// `BYMONTH=...;BYMONTHDAY=...` when the dates are every month listed with every day listed
  /// (`Jan 1 and Jul 1`; Feb 29 only in leap years, as in RFC 5545), whatever the periods;
  /// nil for other sets (`Apr 15 and Oct 31`).
  func recurrence(on calendar: HabitCalendar) -> RecurrenceRule? { recurrence(interval: 1) }

  /// The dates' rule every `interval` years, if one rule says them (`recurrence(on:)`).
  func recurrence(interval: Int) -> RecurrenceRule? {
    let months = (1...12).filter { yearDays[$0] != 0 }
    // Every month listed has the same days, so that BYMONTH x BYMONTHDAY is the dates.
    guard let days = months.first.map({ yearDays[$0] }), months.allSatisfy({ yearDays[$0] == days }) else { return nil }
    var rule = RecurrenceRule(.yearly, interval: interval)
    rule.byMonth = months
    rule.byMonthDay = (1...31).filter { days & (1 << UInt32($0)) != 0 }
    return rule
  }
}
