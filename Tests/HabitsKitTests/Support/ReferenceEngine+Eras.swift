@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The reference engine for a habit whose schedule changes (`from DATE` lines): one plain
/// `ReferenceEngine` per line, each the single-schedule habit the line stands for (the first
/// from the habit's start, each change from its date, each until the day before the next),
/// asked about the days of its own era. Streaks are each era's, for merging.
struct ReferenceEras {
  /// One engine per era, in date order.
  let engines: [ReferenceEngine]

  init(habit: Habit, start: Day, log: HabitLog, today: Day) {
    let lines = [habit] + habit.changes
    var engines: [ReferenceEngine] = []
    for index in lines.indices {
      var line = lines[index]
      line.changes = []
      let eraStart = index == 0 ? start : max(start, line.since!)
      var end = habit.until
      if index + 1 < lines.count {
        let dayBefore = lines[index + 1].since! - 1
        end = end.map { min($0, dayBefore) } ?? dayBefore
      }
      // An era wholly before the start (the first completion came after a change) is skipped.
      if let end, end < eraStart, index + 1 < lines.count { continue }
      line.since = eraStart
      line.until = end
      engines.append(ReferenceEngine(habit: line, start: eraStart, log: log, today: today))
    }
    self.engines = engines
  }

  /// The engine of the era `day` falls in (the first before the start).
  func engine(_ day: Day) -> ReferenceEngine {
    engines.last { $0.calendar.start <= day } ?? engines[0]
  }

  /// The status of `day`, by its era's line alone.
  func status(_ day: Day) -> HabitStatus { engine(day).status(day) }

  /// Every era's streaks (§13.1, unmerged), in date order; a later era's first streak reaches
  /// back to the era's first day when no day in between failed or went over a limit, whether
  /// or not the streak before runs to the day before it (§18, schedules that change).
  func streaks() -> [Streak] {
    var all: [Streak] = []
    for (index, engine) in engines.enumerated() {
      var streaks = engine.streaks()
      // A change into a rolling window carries a streak that runs up to it over its first run
      // of days, done or not.
      if index > 0, case .rolling = engine.habit.schedule, all.last?.end == engine.calendar.start - 1 {
        let last: Day = engine.calendar.end.map { $0 < engine.today ? $0 : engine.today } ?? engine.today
        streaks = engine.withoutFuture.rollingStreaks(through: last, carrying: true)
      }
      let first = engine.calendar.start
      if index > 0, let head = streaks.first, head.start > first {
        var clean = true
        var d = first
        let past = engine.withoutFuture
        while d < head.start {
          if past.status(d) == .failed || past.status(d) == .overLimit { clean = false }
          d = d + 1
        }
        if clean { streaks[0].start = first }
      }
      all += streaks
    }
    return all
  }
}

extension RandomHabits {
  /// A habit with `changes` changes after `start` (one to three), each `gaps` days after the
  /// one before and a random line of its own (now and then a limit), or with chance
  /// `repeating` the line two before it again (a habit that goes back and forth between two
  /// schedules, as the benchmark's do); the habit may end after its last change.
  mutating func changingHabit(
    start: Day, changes: ClosedRange<Int> = 1...3, gaps: ClosedRange<Int> = 1...60, repeating: Double = 0
  ) -> Habit {
    var habit = chance(0.1) ? limitHabit(start: start) : self.habit(start: start)
    habit.occurrences = nil
    habit.until = nil
    if chance(0.7) { habit.since = start }
    var from = start
    for _ in 0..<int(changes) {
      from = from + int(gaps)
      let lines = [habit] + habit.changes
      var change =
        repeating > 0 && lines.count >= 2 && chance(repeating)
        ? lines[lines.count - 2] : (chance(0.15) ? limitHabit(start: from) : self.habit(start: from))
      change.changes = []
      change.since = from
      change.until = nil
      change.occurrences = nil
      habit.changes.append(change)
    }
    if chance(0.2) { habit.until = from + int(0...90) }
    return habit
  }
}
