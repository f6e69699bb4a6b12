@testable import HabitsKit

/// Where rules meet (scheduling-semantics.md §18): generated habits and logs that fall in
/// each mix the decided rules are about, for comparing the fast engine with the reference.
enum RuleMix: String, CaseIterable, Sendable {
  /// After last, with a vacation or skip over a due day (the due day the log alone gives).
  case afterLastPause = "after last with a pause over a due day"
  /// A change to or from a limit, with a day over the limit.
  case limitChange = "a change to or from a limit with an over-limit day"
  /// A change inside the grace window of the last completion before it.
  case changeInGrace = "a change inside the grace window"
  /// Any habit with changes, for the rest.
  case other = "other habits with changes"
}

extension RandomHabits {
  /// A habit, its log and the day to judge from, made to fall in `mix`.
  mutating func mixed(_ mix: RuleMix, base: Day) -> (habit: Habit, log: HabitLog, today: Day) {
    switch mix {
    case .afterLastPause: return afterLastWithPause(base: base)
    case .limitChange: return limitChange(base: base)
    case .changeInGrace: return changeInGrace(base: base)
    case .other:
      var habit = changingHabit(start: base)
      habit.since = base
      let days = int(40...200)
      return (habit, log(start: base - 10, days: days, goal: 2), base + int(-3...(days + 5)))
    }
  }

  /// After last, with or without a change after it, and a pause (a skip, a few days, or now
  /// and then open-ended) over one of the due days its log alone gives.
  private mutating func afterLastWithPause(base: Day) -> (habit: Habit, log: HabitLog, today: Day) {
    var habit = self.habit(start: base)
    habit.schedule = .afterLast(days: int(2...20))
    habit.since = base
    habit.occurrences = nil
    if chance(0.3) {
      var change = self.habit(start: base + 60)
      change.since = base + int(40...90)
      change.until = nil
      change.occurrences = nil
      habit.changes = [change]
      habit.until = nil
    }
    let days = int(40...160)
    var log = self.log(start: base, days: days, goal: habit.goal)
    let due = Habit.afterLastDueDays(
      interval: { if case .afterLast(let n) = habit.schedule { n } else { 1 } }(), start: base, until: habit.until,
      completions: log.completions)
    let target = due.isEmpty ? base + 2 : due[int(0...(due.count - 1))]
    let first = target - (chance(0.4) ? 0 : int(0...4))
    let pause = Vacation(start: first, end: chance(0.05) ? nil : target + (chance(0.4) ? 0 : int(0...4)))
    log = HabitLog(completions: log.completions, vacations: log.vacations + [pause])
    return (habit, log, base + int(-3...(days + 10)))
  }

  /// A change to or from a limit, with a day over the limit in the limit's days.
  private mutating func limitChange(base: Day) -> (habit: Habit, log: HabitLog, today: Day) {
    var first = chance(0.5) ? limitHabit(start: base) : self.habit(start: base)
    first.since = base
    first.until = nil
    first.occurrences = nil
    let from = base + int(5...40)
    var change = first.schedule.isLimit ? self.habit(start: from) : limitHabit(start: from)
    change.since = from
    change.until = nil
    change.occurrences = nil
    first.changes = [change]
    let days = int(30...120)
    var log = self.log(start: base, days: days, goal: first.goal)
    // A day over the limit: more occurrences on one day than the limit allows a period.
    let limitLine = first.schedule.isLimit ? first : change
    guard case .limit(let max, _) = limitLine.schedule else { fatalError("a limit line") }
    // A limit after the change may start after the log ends: its day over the limit is then
    // past the log's last day.
    let (lower, upper) = first.schedule.isLimit ? (base, from - 1) : (from, Swift.max(from, base + days))
    var completions = Array(log.completions)
    let over = lower + int(0...(upper - lower))
    completions.removeAll { $0.day == over }
    completions.append(Completion(day: over, count: max + 1 + int(0...2)))
    // A log's completions are in date order.
    completions.sort { $0.day < $1.day }
    log = HabitLog(completions: completions, vacations: log.vacations)
    return (first, log, Swift.max(over, base + int(0...(days + 5))))
  }

  /// A change a few days after a completion, well inside its grace window, judged from days
  /// around the window's end.
  private mutating func changeInGrace(base: Day) -> (habit: Habit, log: HabitLog, today: Day) {
    var habit = self.habit(start: base)
    habit.since = base
    habit.until = nil
    habit.occurrences = nil
    if chance(0.3) { habit.grace = Grace(amount: int(0...4), unit: [.day, .week, .month][int(0...2)]) }
    let from = base + int(20...60)
    var change = chance(0.15) ? limitHabit(start: from) : self.habit(start: from)
    change.since = from
    change.until = nil
    change.occurrences = nil
    if chance(0.3) { change.grace = Grace(amount: int(0...4), unit: [.day, .week, .month][int(0...2)]) }
    habit.changes = [change]
    // Logged now and then before the change, last a few days before it; sparsely after.
    var completions: [Completion] = []
    for offset in 0..<(from - base - 3) where chance(0.3) { completions.append(Completion(day: base + offset, count: 1)) }
    completions.append(Completion(day: from - int(1...3), count: habit.goal))
    for offset in 0..<int(0...120) where chance(0.05) { completions.append(Completion(day: from + offset, count: 1)) }
    var vacations: [Vacation] = []
    if chance(0.3) {
      let first = from + int(-5...30)
      vacations.append(Vacation(start: first, end: first + int(0...10)))
    }
    return (habit, HabitLog(completions: completions, vacations: vacations), from + int(-2...150))
  }
}
