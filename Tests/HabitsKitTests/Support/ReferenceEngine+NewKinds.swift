@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

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

/// The reference's own due days for after last (issue 16), day by day: walking from the start,
/// the due day is N days after the last day with a completion (or after the start); a day
/// with a completion on or before it is due itself, one after it leaves the missed day due.
/// The habit is then judged as one-off dates with backlog on and ahead off.
extension ReferenceEngine {
  static func pinningAfterLast(_ habit: Habit, start: Day, log: HabitLog) -> Habit {
    guard case .afterLast(let n) = habit.schedule else { return habit }
    var counts: [Day: Int] = [:]
    for c in log.completions { counts[c.day, default: 0] += c.count }
    let lastLogged = log.completions.map(\.day).max() ?? start
    let last = habit.until.map { min($0, lastLogged) } ?? lastLogged
    var due: [Day] = []
    var next = start + n
    var d = start
    while d <= last {
      if (counts[d] ?? 0) > 0 {
        due.append(d > next ? next : d)
        next = d + n
      }
      d = d + 1
    }
    if habit.until.map({ next <= $0 }) ?? true { due.append(next) }
    var pinned = habit
    pinned.schedule = .once(due)
    pinned.backlog = true
    pinned.ahead = false
    pinned.carryOver = false
    pinned.periodsFromStart = false
    pinned.occurrences = nil
    return pinned
  }
}
