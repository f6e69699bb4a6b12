@testable import HabitsKit

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
