@testable import HabitsKit

/// Habits of the kinds of the third turn (scheduling-semantics.md §18: every N years, and the
/// others as they come), alone and mixed with the older kinds through changes, with vacations
/// and skips, for comparing the fast engine with the reference.
extension RandomHabits {
  /// A schedule of a third-turn kind.
  mutating func thirdTurnSchedule() -> Schedule {
    switch int(0...9) {
    case 0, 1: return .tracked
    case 2, 3, 4: return .rolling(times: int(1...4), days: int(2...10))
    case 5, 6: return .rollingLimit(max: int(0...3), days: int(2...10))
    default: break
    }
    let dates = (0..<int(1...3)).map { _ -> MonthDay in
      if chance(0.15) { return MonthDay(month: 2, day: 29) }
      let month = int(1...12)
      return MonthDay(month: month, day: int(1...Day.daysInMonth(year: 2001, month: month)))
    }
    return .everyNYears(years: chance(0.9) ? int(2...4) : int(5...100), Array(Set(dates)).sorted())
  }

  /// A habit of a third-turn kind with the random options of any habit.
  mutating func thirdTurnHabit(start: Day) -> Habit {
    var h = habit(start: start)
    h.schedule = thirdTurnSchedule()
    return h
  }

  /// A habit from `base` mixing a third-turn line with an older kind: alone, or changing to or
  /// from one; with its log (vacations and skips among them) over several years, and a today.
  mutating func thirdTurnMix(base: Day) -> (habit: Habit, log: HabitLog, today: Day) {
    var first = chance(0.5) ? thirdTurnHabit(start: base) : habit(start: base)
    first.since = base
    first.occurrences = chance(0.1) ? int(1...5) : nil
    let years = int(1...3)
    let days = 365 * years
    if chance(0.5) || first.occurrences != nil {
      if !isThirdTurn(first) { first.schedule = thirdTurnSchedule() }
    } else {
      first.occurrences = nil
      first.until = nil
      let from = base + int(30...(days - 10))
      var change = chance(0.5) || !isThirdTurn(first) ? thirdTurnHabit(start: from) : habit(start: from)
      change.since = from
      change.until = nil
      change.occurrences = nil
      first.changes = [change]
    }
    var log = self.log(start: base, days: days, goal: first.goal)
    // Skips on some due-looking days: one-day pauses.
    var vacations = log.vacations
    for _ in 0..<int(0...3) {
      let day = base + int(0...days)
      vacations.append(Vacation(start: day, end: day))
    }
    log = HabitLog(completions: log.completions, vacations: vacations)
    return (first, log, base + int(-3...(days + 30)))
  }

  /// Whether `habit`'s first line is of a third-turn kind.
  func isThirdTurn(_ habit: Habit) -> Bool {
    switch habit.schedule {
    case .everyNYears, .tracked, .rolling, .rollingLimit: true
    default: false
    }
  }
}
