/// The periods the kinds are built from (§4): weeks from the week start, calendar months and
/// years (or months and years anchored at the start with `periods from start`), and runs of a
/// fixed length counted from a first day.
extension HabitCalendar {
  /// The week holding `day`, from the habit's week start.
  ///
  /// A remainder of the day number: the weekday's own lookup (an optional `Weekday`, a floor
  /// division) cost about 90 instructions, once for each era of a weekly line.
  @inline(__always)
  func week(containing day: Day) -> ClosedRange<Day> {
    let first = day - (DueMasks.daysAfterMonday(day) - (weekStart.isoNumber - 1) + 7) % 7
    return first...(first + 6)
  }

  /// The first day of the week containing `start`: where "every N weeks" counts from.
  var alignedWeekStart: Day {
    start - start.weekday.offset(from: weekStart)
  }

  /// The run of `length` days holding `day`, runs following each other from `origin`.
  func run(of length: Int, from origin: Day, containing day: Day) -> ClosedRange<Day> {
    let first = origin + Day.floorDiv(day - origin, length) * length
    return first...(first + length - 1)
  }

  /// The calendar month holding `day`, or with `periods from start` the month anchored at the
  /// start.
  func month(containing day: Day) -> ClosedRange<Day> {
    if !periodsFromStart { return day.firstOfMonth...day.lastOfMonth }
    return anchoredPeriod(containing: day) { start.addingMonths($0) }
  }

  /// The calendar year holding `day`, or with `periods from start` the year anchored at the
  /// start.
  func year(containing day: Day) -> ClosedRange<Day> {
    if !periodsFromStart {
      return Day(year: day.year, month: 1, day: 1)!...Day(year: day.year, month: 12, day: 31)!
    }
    return anchoredYear(containing: day)
  }

  /// The `months`-month block holding `day`: whole calendar months, `months` at a time from the
  /// start's month.
  func monthBlock(of months: Int, containing day: Day) -> ClosedRange<Day> {
    let index = start.monthNumber + Day.floorDiv(day.monthNumber - start.monthNumber, months) * months
    let first = Day.firstOfMonth(number: index)
    return first...(Day.firstOfMonth(number: index + months) - 1)
  }

  /// The `years`-year block holding `day`: whole calendar years, `years` at a time from the
  /// start's year; with `periods from start`, `years` years at a time from the start date.
  func yearBlock(of years: Int, containing day: Day) -> ClosedRange<Day> {
    if periodsFromStart {
      var k = max(0, start.wholeMonths(to: day) / (12 * years))
      while k > 0 && yearAnchor(k * years) > day { k -= 1 }
      while yearAnchor((k + 1) * years) <= day { k += 1 }
      return yearAnchor(k * years)...(yearAnchor((k + 1) * years) - 1)
    }
    let first = start.year + Day.floorDiv(day.year - start.year, years) * years
    return Day(year: first, month: 1, day: 1)!...(Day(year: first + years, month: 1, day: 1)! - 1)
  }

  /// The first day of year `k` counted from the start with `periods from start`. A Feb 29
  /// start gives Feb 29 ... Feb 28 (or 29) of the next year and then Mar 1 ... end of
  /// February, as in the reference app, but unlike it a later Feb 29 is always inside the
  /// year it belongs to (§4's bug is not copied).
  func yearAnchor(_ k: Int) -> Day { yearAnchor(k, leapStart: startsOnLeapDay) }

  /// `yearAnchor(k)`, with whether the start is a Feb 29 found once by the caller.
  @inline(__always)
  private func yearAnchor(_ k: Int, leapStart: Bool) -> Day {
    leapStart && k > 0 ? start.addingYears(k) + 1 : start.addingYears(k)
  }

  /// Whether the start is a Feb 29.
  private var startsOnLeapDay: Bool {
    let c = start.civil
    return c.month == 2 && c.day == 29
  }

  /// Period k of a schedule anchored at the start is [anchor(k), anchor(k+1) - 1]. Finds the k
  /// whose period holds `day`, starting from the whole-months estimate.
  private func anchoredPeriod(containing day: Day, anchor: (Int) -> Day) -> ClosedRange<Day> {
    var k = max(0, start.wholeMonths(to: day))
    while k > 0 && anchor(k) > day { k -= 1 }
    while anchor(k + 1) <= day { k += 1 }
    return anchor(k)...(anchor(k + 1) - 1)
  }

  /// Yearly periods anchored at the start (`yearAnchor`).
  private func anchoredYear(containing day: Day) -> ClosedRange<Day> {
    let leapStart = startsOnLeapDay
    var k = max(0, start.wholeMonths(to: day) / 12)
    while k > 0 && yearAnchor(k, leapStart: leapStart) > day { k -= 1 }
    while yearAnchor(k + 1, leapStart: leapStart) <= day { k += 1 }
    return yearAnchor(k, leapStart: leapStart)...(yearAnchor(k + 1, leapStart: leapStart) - 1)
  }
}
