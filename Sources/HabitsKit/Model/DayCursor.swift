/// A day with its civil fields, moved forward one day at a time.
///
/// Walking years of days this way costs a few additions per day, where asking each `Day` for
/// its month, day of month and weekday would convert its number back to a date every time.
struct DayCursor {
  /// The day.
  private(set) var day: Day
  /// Its month, 1-12.
  private(set) var month: Int
  /// Its day of the month, 1-31.
  private(set) var dayOfMonth: Int
  /// The number of days in its month.
  private(set) var lengthOfMonth: Int
  /// Its ISO weekday number, 1 (Monday) to 7 (Sunday).
  private(set) var weekday: Int
  private var year: Int

  /// A cursor on `day`.
  init(_ day: Day) {
    let c = day.civil
    self.day = day
    year = c.year
    month = c.month
    dayOfMonth = c.day
    lengthOfMonth = Day.daysInMonth(year: c.year, month: c.month)
    weekday = day.weekday.isoNumber
  }

  /// Moves to the next day.
  mutating func advance() {
    day = day + 1
    weekday = weekday == 7 ? 1 : weekday + 1
    if dayOfMonth < lengthOfMonth {
      dayOfMonth += 1
      return
    }
    dayOfMonth = 1
    if month < 12 {
      month += 1
    } else {
      month = 1
      year += 1
    }
    lengthOfMonth = Day.daysInMonth(year: year, month: month)
  }
}
