@testable import HabitsKit

/// The reference's own due days and periods for every N months (issue 16), found by stepping
/// month by month from the start's month instead of the engine's month arithmetic; every
/// other schedule asks the calendar's plain rules.
extension ReferenceEngine {
  /// Whether `d` is due by the schedule.
  func isDue(_ d: Day) -> Bool {
    guard case .everyNMonths(let months, let rule) = calendar.schedule else { return calendar.isDue(d) }
    guard calendar.contains(d) else { return false }
    let block = monthBlock(containing: d, months: months)
    // Due only in the block's first month, on the rule's days.
    guard d <= block.firstMonthEnd else { return false }
    if rule.lastDay && d == block.firstMonthEnd { return true }
    if rule.days.contains(d.dayOfMonth) { return true }
    return rule.weekdays.contains { nth in
      guard d.weekday == nth.weekday else { return false }
      // Count the same weekdays from the month's first day, and look a week ahead for "last".
      if nth.ordinal == NthWeekday.last { return d + 7 > block.firstMonthEnd }
      var count = 0
      var x = block.first
      while x <= d {
        if x.weekday == nth.weekday { count += 1 }
        x = x + 1
      }
      return count == nth.ordinal
    }
  }

  /// The period containing `d`, clipped to the habit's start and end.
  func period(containing d: Day) -> ClosedRange<Day>? {
    guard case .everyNMonths(let months, _) = calendar.schedule else { return calendar.period(containing: d) }
    guard calendar.contains(d) else { return nil }
    let block = monthBlock(containing: d, months: months)
    let upper = calendar.end.map { min($0, block.last) } ?? block.last
    return max(block.first, calendar.start)...upper
  }

  /// The N-month block holding `d`, stepping whole months from the first of the start's month.
  private func monthBlock(containing d: Day, months: Int) -> (first: Day, firstMonthEnd: Day, last: Day) {
    var first = calendar.start.firstOfMonth
    while true {
      var next = first
      for _ in 0..<months { next = next.lastOfMonth + 1 }
      if d < next { return (first, first.lastOfMonth, next - 1) }
      first = next
    }
  }
}
