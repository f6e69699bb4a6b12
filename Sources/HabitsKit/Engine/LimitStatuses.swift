/// The statuses of a limit habit (`never`, `at most N a day|week|month`), which asks for
/// nothing and counts what was logged against a maximum instead.
///
/// A day's occurrences are added up through its period (the day itself for a daily limit, else
/// its week or month, clipped at the start). A day with occurrences that bring the period's
/// total over the maximum is *over limit*; any other day up to today is *within limit*, and a
/// later day is *not due*. Vacations do not pause a limit, and there is no backlog or work
/// ahead.
///
/// ```
/// // "at most 2 a week", Mon 11-02 x1, Wed 11-04 x1, Fri 11-06 x1, Sat 11-07 x1, today Sun 11-08:
/// // Mon-Thu within limit, Fri and Sat over limit (3rd and 4th), Sun within limit.
/// ```
package enum LimitStatuses {
  /// The rules deciding the statuses of days `first`, `first + 1`, ..., given each day's count
  /// by offset.
  static func rules(
    max: Int, calendar: HabitCalendar, first: Day, days n: Int, today: Day, count: (Int) -> Int
  ) -> [StatusRule] {
    var result: [StatusRule] = []
    result.reserveCapacity(n)
    var periodEnd = first - 1
    var total = 0
    for offset in 0..<n {
      let day = first + offset
      if day > periodEnd {
        total = 0
        periodEnd = calendar.period(containing: day)?.upperBound ?? day
      }
      let c = count(offset)
      // Saturating: a huge count on a day cannot overflow the running total.
      total = c > Int.max - total ? Int.max : total + c
      if c > 0 && total > max {
        result.append(.overLimit)
      } else {
        result.append(day <= today ? .withinLimit : .notDueNothingBehind)
      }
    }
    return result
  }

  /// How many occurrences are left in the period of `day` (negative: over by that many).
  package static func left(max: Int, calendar: HabitCalendar, day: Day, count: (Day) -> Int) -> Int {
    let period = calendar.period(containing: day) ?? (day...day)
    var total = 0
    var d = period.lowerBound
    while d <= day {
      total += count(d)
      d = d + 1
    }
    return max - total
  }
}
