@testable import HabitsKit

/// The reference's own due days for after last, day by day: walking from the start, the due
/// day is N days after the last day with a completion (or after the start), moved day by day
/// past any vacation or skip it falls in (an open-ended one holds it); a day with a
/// completion on or before it is due itself, one after it leaves the missed day due. The
/// habit is then judged as one-off dates with backlog on and ahead off, each due day's window
/// running to the day before the next (`ReferenceEngine.window(containing:)`).
extension ReferenceEngine {
  static func pinningAfterLast(_ habit: Habit, start: Day, log: HabitLog) -> Habit {
    guard case .afterLast(let n) = habit.schedule else { return habit }
    var counts: [Day: Int] = [:]
    for c in log.completions { counts[c.day, default: 0] += c.count }
    let lastLogged = log.completions.map(\.day).max() ?? start
    let last = habit.until.map { min($0, lastLogged) } ?? lastLogged
    /// The first day from `day` that no pause covers; nil when an open-ended one holds it.
    func unpaused(_ day: Day) -> Day? {
      var day = day
      while log.vacations.contains(where: { $0.contains(day) }) {
        if log.vacations.contains(where: { $0.contains(day) && $0.end == nil }) { return nil }
        day = day + 1
      }
      return day
    }
    var due: [Day] = []
    var next = unpaused(start + n)
    var d = start
    while d <= last {
      if (counts[d] ?? 0) > 0 {
        if let pending = next, d > pending { due.append(pending) } else { due.append(d) }
        next = unpaused(d + n)
      }
      d = d + 1
    }
    if let next, habit.until.map({ next <= $0 }) ?? true { due.append(next) }
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
