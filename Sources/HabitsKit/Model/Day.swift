/// A civil calendar day (proleptic Gregorian), stored as a count of days since 1970-01-01.
///
/// All calendar math in `habits` happens on these integers: no `Date`, no time zones. The
/// conversions are Howard Hinnant's `days_from_civil` / `civil_from_days`, exact for every
/// year `habits` accepts (0000 through 9999).
///
/// ```
/// Day(year: 2026, month: 11, day: 22)!.description   // "2026-11-22"
/// Day(year: 2026, month: 2, day: 30)                 // nil: February has 28 days in 2026
/// ```
package struct Day: Hashable, Comparable, Sendable, Strideable, CustomStringConvertible {
  /// Days since 1970-01-01 (negative before it).
  package var number: Int

  /// 9999-12-31, the last day `habits` knows: nothing is due, and nothing is shown, after it.
  package static let last = Day(number: 2_932_896)
  /// 0000-01-01, the first day `habits` knows: views are cut at it, as at `last`.
  package static let first = Day(number: -719_528)

  /// Wraps a day number.
  @inlinable package init(number: Int) {
    self.number = number
  }

  /// The day with this year, month (1-12) and day of month, or nil when it does not exist.
  package init?(year: Int, month: Int, day: Int) {
    guard (1...12).contains(month), day >= 1, day <= Day.daysInMonth(year: year, month: month)
    else { return nil }
    self.number = Day.daysFromCivil(year: year, month: month, day: day)
  }

  /// The year, month and day of month of this day.
  package var civil: (year: Int, month: Int, day: Int) {
    Day.civilFromDays(number)
  }

  /// The year of this day.
  package var year: Int { civil.year }
  /// The month of this day, 1-12.
  package var month: Int { civil.month }
  /// The day of the month, 1-31.
  package var dayOfMonth: Int { civil.day }

  /// The ISO weekday of this day (1970-01-01 was a Thursday).
  package var weekday: Weekday {
    Weekday(isoNumber: Day.floorMod(number + 3, 7) + 1)!
  }

  /// The number of days in this day's month.
  package var lengthOfMonth: Int {
    let c = civil
    return Day.daysInMonth(year: c.year, month: c.month)
  }

  /// Whether this is the last day of its month.
  package var isLastDayOfMonth: Bool { dayOfMonth == lengthOfMonth }

  /// The first day of this day's month.
  package var firstOfMonth: Day { self - (dayOfMonth - 1) }

  /// The last day of this day's month.
  package var lastOfMonth: Day { self + (lengthOfMonth - dayOfMonth) }

  /// ISO 8601 text, `YYYY-MM-DD` (years below 1000 are zero-padded to four digits).
  package var description: String {
    let c = civil
    guard (0...9999).contains(c.year) else {
      return Day.pad(c.year, 4) + "-" + Day.pad(c.month, 2) + "-" + Day.pad(c.day, 2)
    }
    // Ten ASCII digits and dashes, written in place: reports print thousands of dates. Measured
    // with callgrind against the padded concatenation below: it saves 8.1 M
    // instructions of 66.6 M on `history` of one habit over the decade data set (12%).
    return String(unsafeUninitializedCapacity: 10) { buffer in
      Day.writeISO(c, into: buffer, at: 0)
      return 10
    }
  }

  /// Writes the ten bytes `YYYY-MM-DD` of the civil date `c` (a year in 0...9999) at `index`.
  static func writeISO(
    _ c: (year: Int, month: Int, day: Int), into buffer: UnsafeMutableBufferPointer<UInt8>, at index: Int
  ) {
    /// The ASCII digit of `value`'s `place` (1, 10, 100 or 1000).
    func digit(_ value: Int, _ place: Int) -> UInt8 { UInt8(truncatingIfNeeded: 0x30 + value / place % 10) }
    buffer[index] = digit(c.year, 1000)
    buffer[index + 1] = digit(c.year, 100)
    buffer[index + 2] = digit(c.year, 10)
    buffer[index + 3] = digit(c.year, 1)
    buffer[index + 4] = 0x2D
    buffer[index + 5] = digit(c.month, 10)
    buffer[index + 6] = digit(c.month, 1)
    buffer[index + 7] = 0x2D
    buffer[index + 8] = digit(c.day, 10)
    buffer[index + 9] = digit(c.day, 1)
  }

  // The comparisons are stated for `Day` itself, not left to `Comparable`'s generic defaults,
  // and inlinable: the reports' module called the defaults through the protocol's dispatch
  // thunks (a stats run on ten years of 50 habits made 180,000 such calls).
  @inlinable package static func < (lhs: Day, rhs: Day) -> Bool { lhs.number < rhs.number }
  @inlinable package static func <= (lhs: Day, rhs: Day) -> Bool { lhs.number <= rhs.number }
  @inlinable package static func > (lhs: Day, rhs: Day) -> Bool { lhs.number > rhs.number }
  @inlinable package static func >= (lhs: Day, rhs: Day) -> Bool { lhs.number >= rhs.number }
  @inlinable package static func == (lhs: Day, rhs: Day) -> Bool { lhs.number == rhs.number }

  package func advanced(by n: Int) -> Day { Day(number: number + n) }

  package func distance(to other: Day) -> Int { other.number - number }

  /// The day `n` days later (or earlier when `n` is negative).
  @inlinable package static func + (lhs: Day, rhs: Int) -> Day { Day(number: lhs.number + rhs) }

  /// The day `n` days earlier.
  @inlinable package static func - (lhs: Day, rhs: Int) -> Day { Day(number: lhs.number - rhs) }

  /// The number of days from `rhs` to `lhs`.
  @inlinable package static func - (lhs: Day, rhs: Day) -> Int { lhs.number - rhs.number }

  /// This day plus `months` calendar months, clamping the day of month to the target month's
  /// length (Jan 31 + 1 month = Feb 28 or 29), as java.time and the reference app do.
  package func addingMonths(_ months: Int) -> Day {
    let c = civil
    let total = c.year * 12 + (c.month - 1) + months
    let year = Day.floorDiv(total, 12)
    let month = Day.floorMod(total, 12) + 1
    let day = min(c.day, Day.daysInMonth(year: year, month: month))
    return Day(number: Day.daysFromCivil(year: year, month: month, day: day))
  }

  /// This day plus `years` years, clamping Feb 29 to Feb 28 in common years.
  package func addingYears(_ years: Int) -> Day { addingMonths(years * 12) }

  /// Whole months from `self` to `later`, counted the java.time way: a month is complete only
  /// once the day of month is reached again (Jan 31 to Feb 28 is 0 months).
  package func wholeMonths(to later: Day) -> Int {
    let a = civil
    let b = later.civil
    let packedA = (a.year * 12 + a.month) * 32 + a.day
    let packedB = (b.year * 12 + b.month) * 32 + b.day
    let difference = packedB - packedA
    return difference >= 0 ? difference / 32 : -((-difference) / 32)
  }

  /// Whether `year` is a Gregorian leap year.
  package static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The number of days in `month` of `year`.
  package static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// The number of days in `year`.
  package static func daysInYear(_ year: Int) -> Int { isLeapYear(year) ? 366 : 365 }

  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = floorDiv(y, 400)
    let yearOfEra = y - era * 400
    let shiftedMonth = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func civilFromDays(_ number: Int) -> (year: Int, month: Int, day: Int) {
    let z = number + 719_468
    let era = floorDiv(z, 146_097)
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  /// Integer division rounding toward negative infinity.
  package static func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
  }

  /// The remainder of `floorDiv`, always in `0..<b` for positive `b`.
  package static func floorMod(_ a: Int, _ b: Int) -> Int {
    a - floorDiv(a, b) * b
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
  }
}

extension Day {
  /// The last of `count` things, whose starts `start(index)` gives in ascending order, that
  /// starts on or before `day`; nil when all start after it. A binary search: the eras of a
  /// habit are found in as many steps as the bits of their count.
  @inline(__always)
  static func lastIndex(startingOnOrBefore day: Day, count: Int, start: (Int) -> Day) -> Int? {
    // Nearly every habit has one era.
    if count == 1 { return start(0) <= day ? 0 : nil }
    var (low, high) = (0, count)
    while low < high {
      let middle = (low + high) / 2
      if start(middle) <= day { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? low - 1 : nil
  }
}
