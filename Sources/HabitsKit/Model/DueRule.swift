/// A schedule's due days as bit masks: the one statement of which days a schedule makes due.
///
/// A week's due days are a weekday mask, a month's a mask of its days (`monthMask`), built
/// from the days of the month, the last day and the nth weekdays. The engine marks a
/// habit's whole life a period at a time from these masks (`markDueDays`); `isDue` asks the
/// same masks about one day, for `HabitCalendar.isDue(_:)` and the walk. One-off dates are
/// not decided here (a sorted list is). The tests compare both with the reference engine's
/// own day-by-day calendar.
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
      return monthMask(c) & (1 << UInt32(c.dayOfMonth)) != 0
    case .monthly:
      return monthMask(c) & (1 << UInt32(c.dayOfMonth)) != 0
    }
  }

  /// The due days of the cursor's month under a monthly rule.
  private func monthMask(_ c: DayCursor) -> UInt32 {
    // The weekday of the 1st, from the day's own weekday and day of the month.
    let firstWeekday = (c.weekday - 1 - (c.dayOfMonth - 1) % 7 + 7) % 7 + 1
    return monthMask(length: c.lengthOfMonth, firstWeekday: firstWeekday)
  }

  /// The due days of a month of `length` days whose 1st is ISO weekday `firstWeekday`, under
  /// a monthly rule: bit `d` for day `d`. A day number the month lacks is not due; "last
  /// Friday" is the Friday of the month's last seven days.
  func monthMask(length: Int, firstWeekday: Int) -> UInt32 {
    var mask = monthDays & DueRule.days(1, through: length)
    if lastDayOfMonth { mask |= 1 << UInt32(length) }
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

  /// The bits `from...through` (at most 31) of a month mask.
  @inline(__always)
  private static func days(_ from: Int, through: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: ((UInt64(2) << UInt64(through)) &- 1) & ~((UInt64(1) << UInt64(from)) &- 1))
  }

  /// Whether the due days do not depend on where periods start (every day, weekdays, days of
  /// the month or year): a whole stretch of days is then marked in one go.
  var ignoresPeriods: Bool {
    switch kind {
    case .everyDay, .weekdays, .monthly, .yearly: true
    case .once, .firstWeekOfPeriod, .firstDaysOfPeriod, .firstMonthOfPeriod: false
    }
  }

  /// Sets `DayFlag.due` in `flags` (the days from `first`) on the due days of `days`, which lie
  /// in one period: `periodStart` is its first day clipped to the start, `unclippedStart` its
  /// first day before clipping (both ignored without periods).
  ///
  /// A week is its weekday mask turned to the first day; a month is its `monthMask`; the
  /// first days of a period are a run. Only due days are visited: marking a decade costs a
  /// few instructions a due day, where asking `isDue` day by day on a cursor cost about 80 a
  /// day (16 M instructions of 63 M on the decade status benchmark, callgrind, issue 13).
  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, days: ClosedRange<Day>, periodStart: Day,
    unclippedStart: Day
  ) {
    switch kind {
    case .once:
      return
    case .everyDay:
      for i in (days.lowerBound - first)...(days.upperBound - first) { flags[i] |= DayFlag.due }
    case .firstDaysOfPeriod:
      let upper = min(days.upperBound, periodStart + (firstDays - 1))
      guard days.lowerBound <= upper else { return }
      for i in (days.lowerBound - first)...(upper - first) { flags[i] |= DayFlag.due }
    case .weekdays:
      markWeekdays(flags, first: first, days: days)
    case .firstWeekOfPeriod:
      let upper = min(days.upperBound, unclippedStart + 6)
      guard days.lowerBound <= upper else { return }
      markWeekdays(flags, first: first, days: days.lowerBound...upper)
    case .monthly, .yearly:
      markMonths(flags, first: first, days: days)
    case .firstMonthOfPeriod:
      // Due only in the first month of the period (which starts on the 1st of a month).
      let upper = min(days.upperBound, unclippedStart.lastOfMonth)
      guard days.lowerBound <= upper else { return }
      markMonths(flags, first: first, days: days.lowerBound...upper)
    }
  }

  /// Marks the days of `days` whose weekday is in the mask, a week at a time.
  private func markWeekdays(_ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, days: ClosedRange<Day>) {
    // Bits 0...6 for ISO weekdays 1...7, doubled so that a shift turns the week to any day.
    let week = UInt32(weekdays >> 1) & 0x7F
    let twoWeeks = week | week << 7
    var day = days.lowerBound
    var weekday = day.weekday.isoNumber
    while day <= days.upperBound {
      let length = min(7, days.upperBound - day + 1)
      var due = (twoWeeks >> UInt32(weekday - 1)) & ((1 << UInt32(length)) - 1)
      let base = day - first
      while due != 0 {
        flags[base + due.trailingZeroBitCount] |= DayFlag.due
        due &= due - 1
      }
      day = day + length
      weekday = (weekday - 1 + length) % 7 + 1
    }
  }

  /// Marks the due days of `days` under a monthly or yearly rule, a calendar month at a time.
  private func markMonths(_ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, days: ClosedRange<Day>) {
    var day = days.lowerBound
    var (year, month, dayOfMonth) = day.civil
    var weekday = day.weekday.isoNumber
    while day <= days.upperBound {
      let length = Day.daysInMonth(year: year, month: month)
      let lastDay = min(length, dayOfMonth + (days.upperBound - day))
      let mask: UInt32
      if kind == .yearly {
        mask = yearDays[month] & DueRule.days(1, through: length)
      } else {
        mask = monthMask(length: length, firstWeekday: (weekday - 1 - (dayOfMonth - 1) % 7 + 7) % 7 + 1)
      }
      // The days dayOfMonth...lastDay of this month.
      var due = mask & DueRule.days(dayOfMonth, through: lastDay)
      let base = (day - first) - dayOfMonth
      while due != 0 {
        flags[base + due.trailingZeroBitCount] |= DayFlag.due
        due &= due - 1
      }
      let visited = lastDay - dayOfMonth + 1
      day = day + visited
      weekday = (weekday - 1 + visited) % 7 + 1
      dayOfMonth = 1
      if month == 12 {
        month = 1
        year += 1
      } else {
        month += 1
      }
    }
  }
}
