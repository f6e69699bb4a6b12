import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `HabitCalendar.walk`, which the engine uses, against the plain `isDue` and `period` rules.
@Suite struct CalendarWalkTests {
  @Test("the walk agrees with isDue and period(containing:) on generated schedules", arguments: 0..<4)
  func walkEqualsPlainRules(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 104_729 &+ 3))
    for _ in 0..<200 {
      // Starts across leap years and month ends; spans of several years.
      let start = day("2023-12-20") + generator.int(0...1200)
      let habit = generator.habit(start: start)
      let calendar = HabitCalendar(habit: habit, start: start)
      let last = min(calendar.end ?? Day(number: Int.max), start + generator.int(0...2000))
      var mismatch: String?
      calendar.walk(from: start, through: last) { offset, due, periodStart in
        let d = start + offset
        let expectedStart = calendar.schedule.isPeriodic ? calendar.period(containing: d)!.lowerBound - start : 0
        if due != calendar.isDue(d) || periodStart != expectedStart {
          mismatch = "\(d): due \(due) period start \(periodStart), expected \(calendar.isDue(d)) \(expectedStart)"
          return false
        }
        return true
      }
      #expect(mismatch == nil, "\(habit) from \(start): \(mismatch ?? "")")
    }
  }

  @Test("'ends after N occurrences' ends on the Nth due day", arguments: 0..<2)
  func nthOccurrence(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &+ 41))
    for _ in 0..<150 {
      let start = day("2024-02-27") + generator.int(0...800)
      var habit = generator.habit(start: start)
      habit.until = nil
      habit.occurrences = generator.int(1...60)
      let open = HabitCalendar(schedule: habit.schedule, start: start, weekStart: habit.weekStart, periodsFromStart: habit.periodsFromStart)
      var seen = 0
      var expected: Day?
      var d = start
      while expected == nil && d <= start + 40 * 366 {
        if open.isDue(d) { seen += 1 }
        if seen == habit.occurrences { expected = d }
        d = d + 1
      }
      guard let expected else { continue }
      #expect(HabitCalendar(habit: habit, start: start).end == expected, "\(habit) from \(start)")
    }
  }
}
