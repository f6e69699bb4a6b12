/// A schedule's due days as bit masks: the one statement of which days a schedule makes due,
/// testing a day in a few instructions.
///
/// `HabitCalendar.isDue(_:)` asks it about one day, finding the day's periods afresh;
/// `HabitCalendar.walk`, which visits every day of a habit's life on every run, asks it with
/// the periods carried from day to day. One-off dates are not decided here (a sorted list
/// is). The tests compare both with the reference engine's own day-by-day calendar.
struct DueRule {
  private enum Kind {
    case everyDay, once, weekdays, monthly, firstMonthOfPeriod, yearly, firstWeekOfPeriod, firstDaysOfPeriod
  }

  private let kind: Kind
  /// Bit `w` for ISO weekday `w` (weekly and every-N-weeks schedules).
  private var weekdays: UInt8 = 0
  /// Bit `d` for day of month `d` (monthly and every-N-months schedules).
  private var monthDays: UInt32 = 0
  /// Six bits per weekday (bits `6 * (w - 1)` on): the 1st to 5th and the last of the month.
  private var nthWeekdays: UInt64 = 0
  private var lastDayOfMonth = false
  /// Per month (index 1-12), bit `d` for day `d` (yearly schedules).
  private var yearDays: [UInt32] = []
  /// Due days at the start of each period (`N days a week`, cycles).
  private var firstDays = 0

  /// Compiles `schedule`.
  init(_ schedule: Schedule) {
    switch schedule {
    case .everyDay:
      kind = .everyDay
    case .once, .afterLast, .limit:
      kind = .once
    case .weekly(let days):
      kind = .weekdays
      weekdays = days.mask
    case .everyNWeeks(_, let days):
      kind = .firstWeekOfPeriod
      weekdays = days.mask
    case .monthly(let rule):
      kind = .monthly
      compile(rule)
    case .everyNMonths(_, let rule):
      kind = .firstMonthOfPeriod
      compile(rule)
    case .yearly(let dates):
      kind = .yearly
      yearDays = Array(repeating: 0, count: 13)
      for date in dates where (1...12).contains(date.month) && (1...31).contains(date.day) {
        yearDays[date.month] |= 1 << UInt32(date.day)
      }
    case .perPeriod(let count, _):
      kind = .firstDaysOfPeriod
      firstDays = count
    case .cycle(let on, _):
      kind = .firstDaysOfPeriod
      firstDays = on
    }
  }

  /// Sets the bits of a monthly rule's days.
  private mutating func compile(_ rule: MonthlyRule) {
    for day in rule.days where (1...31).contains(day) { monthDays |= 1 << UInt32(day) }
    for nth in rule.weekdays {
      let bit: Int
      if nth.ordinal == NthWeekday.last {
        bit = 5
      } else if (1...5).contains(nth.ordinal) {
        bit = nth.ordinal - 1
      } else {
        continue
      }
      nthWeekdays |= 1 << UInt64(6 * (nth.weekday.isoNumber - 1) + bit)
    }
    lastDayOfMonth = rule.lastDay
  }

  /// Whether the cursor's day is due, given the first day of its period (clipped to the start)
  /// and of its unclipped period; both are ignored by schedules without periods. One-off dates
  /// are not decided here.
  @inline(__always)
  func isDue(_ c: DayCursor, periodStart: Day, unclippedPeriodStart: Day) -> Bool {
    switch kind {
    case .everyDay:
      return true
    case .once:
      return false
    case .weekdays:
      return weekdays & (1 << UInt8(c.weekday)) != 0
    case .firstWeekOfPeriod:
      return weekdays & (1 << UInt8(c.weekday)) != 0 && c.day - unclippedPeriodStart < 7
    case .firstDaysOfPeriod:
      return c.day - periodStart < firstDays
    case .yearly:
      return yearDays[c.month] & (1 << UInt32(c.dayOfMonth)) != 0
    case .firstMonthOfPeriod:
      // Periods start on the first of a month: the day is in that month when its offset
      // from the period's start is its day of month less one.
      guard c.day - unclippedPeriodStart == c.dayOfMonth - 1 else { return false }
      return matchesMonthly(c)
    case .monthly:
      return matchesMonthly(c)
    }
  }

  /// Whether the cursor's day is one of the monthly rule's days.
  @inline(__always)
  private func matchesMonthly(_ c: DayCursor) -> Bool {
    if monthDays & (1 << UInt32(c.dayOfMonth)) != 0 { return true }
    if lastDayOfMonth && c.dayOfMonth == c.lengthOfMonth { return true }
    let nth = (nthWeekdays >> UInt64(6 * (c.weekday - 1))) & 0x3F
    guard nth != 0 else { return false }
    if nth & (1 << UInt64((c.dayOfMonth - 1) / 7)) != 0 { return true }
    return nth & 0x20 != 0 && c.dayOfMonth + 7 > c.lengthOfMonth
  }
}
