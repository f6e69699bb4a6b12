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

  /// The days after Monday of `day`'s weekday, 0...6 (1970-01-01 was a Thursday): a remainder,
  /// without the optional `Weekday` that `Day.weekday` makes.
  @inline(__always)
  static func daysAfterMonday(_ day: Day) -> Int {
    let r = (day.number + 3) % 7
    return r < 0 ? r + 7 : r
  }

  /// Nine copies of a week's seven bits, one every seven: bits 0, 7, ..., 56.
  static let nineWeeks: UInt64 = 0x0102_0408_1020_4081

  /// The due days of the 63 days (nine weeks) from a day `shift` days after a Monday, bit `i`
  /// for day `i`, when due on `weekdays` (bit `w` for ISO weekday `w`).
  @inline(__always)
  static func weekdayWord(_ weekdays: UInt8, shift: Int) -> UInt64 {
    // Bits 0...6 for ISO weekdays 1...7, doubled so that a shift turns the week to any day.
    let week = UInt64(weekdays >> 1) & 0x7F
    let turned = ((week | week << 7) >> UInt64(shift)) & 0x7F
    return turned &* nineWeeks
  }

  /// Marks the days of `days` whose weekday is in `weekdays` (bit `w` for ISO weekday `w`),
  /// 63 days at a time from one word: nine weeks are a whole number of weeks, so the same word
  /// serves every stretch, and only the first day's weekday is looked up. Inlined: on an era
  /// of a few weeks the call's own setup was a good part of it.
  @inline(__always)
  static func markWeekdays(
    _ weekdays: UInt8, _ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, days: ClosedRange<Day>
  ) {
    let word = weekdayWord(weekdays, shift: daysAfterMonday(days.lowerBound))
    var base = days.lowerBound - first
    var left = days.upperBound - days.lowerBound + 1
    while left > 0 {
      var due = left >= 63 ? word : word & ((1 << UInt64(left)) &- 1)
      while due != 0 {
        flags[base + due.trailingZeroBitCount] |= DayFlag.due
        due &= due &- 1
      }
      base += 63
      left -= 63
    }
  }

  /// Appends to `starts` the offsets of the periods of a run of `length`-day periods that
  /// starts at offset 0 and whose second period starts at `second`, through offset `lastOffset`.
  @inline(__always)
  static func appendRunStarts(to starts: inout [Int32], second: Int, length: Int, lastOffset: Int) {
    let later = lastOffset >= second ? (lastOffset - second) / length + 1 : 0
    starts.reserveRoom(later + 1)
    starts.append(0)
    for k in 0..<later { starts.append(Int32(truncatingIfNeeded: second + k * length)) }
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
