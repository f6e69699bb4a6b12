import HabitsKit

/// An amount habit's logged amounts summed per week and per calendar month over a range of
/// days, for `history` (grammar.md, "amounts"); `stats` sums them in its own buckets.
package struct AmountSums: Sendable {
  /// One week or month: its days within the range and the thousandths logged in them.
  package struct Sum: Sendable {
    /// The first day counted.
    package var start: Day
    /// The last day counted.
    package var end: Day
    /// The thousandths of the unit logged.
    package var total: Int
    /// The days with something logged.
    package var days = 0

    /// The average a day logged, in thousandths (rounded half up); nil without one.
    package var average: Int? { AmountSums.average(total, days: days) }
  }

  /// The weeks, from `weekStart`, clipped to the range.
  package var weeks: [Sum] = []
  /// The calendar months, clipped to the range.
  package var months: [Sum] = []
  /// The whole range.
  package var total = 0
  /// The days of the range with something logged.
  package var days = 0
  /// The last day of the range with something logged, and its amount.
  package var last: (day: Day, total: Int)?

  /// The average a day logged over the range, in thousandths; nil without one.
  package var average: Int? { AmountSums.average(total, days: days) }

  /// `total / days` rounded half up, nil for no days.
  static func average(_ total: Int, days: Int) -> Int? {
    days == 0 ? nil : total / days + (2 * (total % days) >= days ? 1 : 0)
  }

  /// The sums of `count(day)` over `range`, weeks starting on `weekStart`.
  package init(_ range: ClosedRange<Day>, weekStart: Weekday, count: (Day) -> Int) {
    for day in range.lowerBound...range.upperBound {
      let n = count(day)
      let (sum, overflow) = total.addingReportingOverflow(n)
      total = overflow ? Int.max : sum
      if n > 0 {
        days += 1
        last = (day, n)
      }
      let week = ViewWeekStart.weekBeginning(day, start: weekStart)
      AmountSums.add(n, day: day, start: max(week, range.lowerBound), end: min(week + 6, range.upperBound), to: &weeks)
      AmountSums.add(n, day: day, start: max(day.firstOfMonth, range.lowerBound), end: min(day.lastOfMonth, range.upperBound), to: &months)
    }
  }

  /// Adds `n` to the last sum when it holds `day`, else starts a sum `start ... end`.
  private static func add(_ n: Int, day: Day, start: Day, end: Day, to sums: inout [Sum]) {
    if let last = sums.last, last.end >= day {
      let (sum, overflow) = last.total.addingReportingOverflow(n)
      sums[sums.count - 1].total = overflow ? Int.max : sum
      if n > 0 { sums[sums.count - 1].days += 1 }
    } else {
      sums.append(Sum(start: start, end: end, total: n, days: n > 0 ? 1 : 0))
    }
  }
}
