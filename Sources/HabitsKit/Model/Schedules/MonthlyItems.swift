/// "monthly on the 1st and 15th", "every 2nd Sunday", "last day of the month": due on day
/// numbers, nth weekdays and the last day of every month. A number the month lacks is not due
/// that month (the 31st in June: no roll-over); "last Friday" is the Friday of the month's last
/// seven days, and a date that is both the 4th and the last Thursday matches both.
struct MonthlyItems: ScheduleKind {
  /// The rule as written.
  let rule: MonthlyRule
  /// Bit `d` for day of month `d`.
  private var monthDays: UInt32 = 0
  /// Six bits per weekday (bits `6 * (w - 1)` on): the 1st to 5th and the last of the month.
  private var nthWeekdays: UInt64 = 0

  /// The kind of `.monthly(rule)`, its days compiled to masks.
  init(_ rule: MonthlyRule) {
    self.rule = rule
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
  }

  var hasPeriods: Bool { true }
  var periodNoun: String { "month" }
  var ignoresPeriods: Bool { true }

  func unclippedPeriod(containing day: Day, on calendar: HabitCalendar) -> ClosedRange<Day>? {
    calendar.month(containing: day)
  }

  func marksPeriodStart(_ day: Day, gridWeekStart: Weekday, on calendar: HabitCalendar) -> Bool {
    calendar.periodsFromStart || day.dayOfMonth != 1
  }

  @inline(__always)
  func isDue(_ cursor: DayCursor, periodStart: Day, unclippedPeriodStart: Day) -> Bool {
    isDueInMonth(cursor)
  }

  /// Whether the cursor's day is one of the rule's days of its month.
  @inline(__always)
  func isDueInMonth(_ c: DayCursor) -> Bool {
    let first = DueMasks.firstWeekday(weekday: c.weekday, dayOfMonth: c.dayOfMonth)
    return monthMask(length: c.lengthOfMonth, firstWeekday: first) & (1 << UInt32(c.dayOfMonth)) != 0
  }

  /// The due days of a month of `length` days whose 1st is ISO weekday `firstWeekday`: bit `d`
  /// for day `d`.
  func monthMask(length: Int, firstWeekday: Int) -> UInt32 {
    var mask = monthDays & DueMasks.days(1, through: length)
    if rule.lastDay { mask |= 1 << UInt32(length) }
    guard nthWeekdays != 0 else { return mask }
    for weekday in 1...7 {
      let nth = (nthWeekdays >> UInt64(6 * (weekday - 1))) & 0x3F
      guard nth != 0 else { continue }
      let firstDay = 1 + (weekday - firstWeekday + 7) % 7
      for k in 0..<5 where nth & (1 << UInt64(k)) != 0 && firstDay + 7 * k <= length {
        mask |= 1 << UInt32(firstDay + 7 * k)
      }
      if nth & 0x20 != 0 { mask |= 1 << UInt32(firstDay + 7 * ((length - firstDay) / 7)) }
    }
    return mask
  }

  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, days: ClosedRange<Day>, periodStart: Day,
    unclippedStart: Day
  ) {
    DueMasks.markMonths(flags, first: first, days: days) { _, length, firstWeekday in
      monthMask(length: length, firstWeekday: firstWeekday)
    }
  }

  func countsFromStart(periodsFromStart: Bool) -> Bool { periodsFromStart }

  func monthlyItems(since: Day?) -> (rule: MonthlyRule, months: [Int])? { (rule, Array(1...12)) }

  /// Days of the month and the last day as BYMONTHDAY (the 31st of April is no occurrence in
  /// RFC 5545 either), nth weekdays as BYDAY (the 5th Thursday only in months with five; a
  /// day both 4th and last counts once); nil for a rule that mixes both
  /// (`RecurrenceRule.monthly`).
  func recurrence(on calendar: HabitCalendar) -> RecurrenceRule? { RecurrenceRule.monthly(rule, interval: 1) }
}
