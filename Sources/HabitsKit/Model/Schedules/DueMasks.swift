/// The due days of a week or a month as bit masks, marked into a timeline's flags: what the
/// kinds due on weekdays (`WeeklyDays`, `EveryNWeeks`) and on days of the month or year
/// (`MonthlyItems`, `EveryNMonths`, `Yearly`) share.
///
/// Only due days are visited: marking a decade costs a few instructions a due day, where asking
/// whether each day is due on a cursor cost about 80 a day (16 M instructions of 63 M on the
/// decade status benchmark, callgrind).
enum DueMasks {
  /// The bits `from...through` (at most 31) of a month mask.
  @inline(__always)
  static func days(_ from: Int, through: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: ((UInt64(2) << UInt64(through)) &- 1) & ~((UInt64(1) << UInt64(from)) &- 1))
  }

  /// The ISO weekday of the 1st of the cursor's month, from its own weekday and day of month.
  @inline(__always)
  static func firstWeekday(weekday: Int, dayOfMonth: Int) -> Int {
    (weekday - 1 - (dayOfMonth - 1) % 7 + 7) % 7 + 1
  }

  /// Marks the days of `days` whose weekday is in `weekdays` (bit `w` for ISO weekday `w`), a
  /// week at a time.
  static func markWeekdays(
    _ weekdays: UInt8, _ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, days: ClosedRange<Day>
  ) {
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

  /// Marks the due days of `days` a calendar month at a time, `mask(year, month, length,
  /// firstWeekday)` giving a month's due days (bit `d` for day `d`).
  @inline(__always)
  static func markMonths(
    _ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, days: ClosedRange<Day>,
    mask: (_ month: Int, _ length: Int, _ firstWeekday: Int) -> UInt32
  ) {
    var day = days.lowerBound
    var (year, month, dayOfMonth) = day.civil
    var weekday = day.weekday.isoNumber
    while day <= days.upperBound {
      let length = Day.daysInMonth(year: year, month: month)
      let lastDay = min(length, dayOfMonth + (days.upperBound - day))
      let monthMask = mask(month, length, firstWeekday(weekday: weekday, dayOfMonth: dayOfMonth))
      // The days dayOfMonth...lastDay of this month.
      var due = monthMask & DueMasks.days(dayOfMonth, through: lastDay)
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

  /// Marks every day of `days` from its first through `through` (a run at the start of a
  /// period: `N days a week`, cycles, every day).
  @inline(__always)
  static func markRun(_ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, from lower: Day, through upper: Day) {
    guard lower <= upper else { return }
    for i in (lower - first)...(upper - first) { flags[i] |= DayFlag.due }
  }
}
