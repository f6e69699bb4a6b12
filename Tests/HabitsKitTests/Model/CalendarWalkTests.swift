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
        let expectedStart = habit.schedule.isPeriodic ? calendar.period(containing: d)!.lowerBound - start : 0
        if due != calendar.isDue(d) || periodStart != expectedStart {
          mismatch = "\(d): due \(due) period start \(periodStart), expected \(calendar.isDue(d)) \(expectedStart)"
          return false
        }
        return true
      }
      #expect(mismatch == nil, "\(habit) from \(start): \(mismatch ?? "")")
    }
  }

  @Test("marking due days a period at a time agrees with isDue and period(containing:)", arguments: 0..<4)
  func markedDueDaysEqualPlainRules(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 7_919 &+ 11))
    for index in 0..<250 {
      let start = day("2023-12-20") + generator.int(0...1200)
      let habit = index % 5 == 4 ? generator.limitHabit(start: start) : generator.habit(start: start)
      let calendar = HabitCalendar(habit: habit, start: start)
      // From the start or from a later day (an era's timeline, a view's stretch).
      let first = generator.chance(0.7) ? start : start + generator.int(0...400)
      let last = min(calendar.end ?? Day.last, first + generator.int(0...2000))
      guard first <= last else { continue }
      var flags = [UInt8](repeating: 0, count: last - first + 1)
      let starts = flags.withUnsafeMutableBufferPointer { calendar.markDueDays($0, from: first, through: last) }
      var expectedStarts: [Int32] = []
      var mismatch: String?
      var d = first
      while d <= last {
        let period = calendar.period(containing: d)
        if d == first || period?.lowerBound == d { expectedStarts.append(Int32(d - first)) }
        if (flags[d - first] & DayFlag.due != 0) != calendar.isDue(d) {
          mismatch = "\(d): marked \(flags[d - first]), isDue \(calendar.isDue(d))"
          break
        }
        d = d + 1
      }
      #expect(mismatch == nil, "\(habit) from \(first): \(mismatch ?? "")")
      // Without periods, one stretch from the first day.
      let expected = habit.schedule.isPeriodic ? expectedStarts : [0]
      #expect(starts == expected, "\(habit) from \(first)")
    }
  }

  @Test("a month's due days under monthly rules: nth and last weekdays, the last day, missing days")
  func monthMasks() {
    // November 2026 starts on a Sunday and has 30 days.
    let rule = MonthlyItems(MonthlyRule(
      days: [15, 31], weekdays: [NthWeekday(ordinal: 2, weekday: .monday), NthWeekday(ordinal: NthWeekday.last, weekday: .friday)],
      lastDay: true))
    let mask = rule.monthMask(length: 30, firstWeekday: 7)
    let due = (1...31).filter { mask & (1 << UInt32($0)) != 0 }
    // 2nd Monday the 9th, the 15th, last Friday the 27th, the last day the 30th; no 31st.
    #expect(due == [9, 15, 27, 30])
    // A 5th weekday only where the month has one: February 2026 (28 days from a Sunday) has
    // no 5th Sunday, March 2026 (31 days from a Sunday) has one, the 29th.
    let fifth = MonthlyItems(MonthlyRule(weekdays: [NthWeekday(ordinal: 5, weekday: .sunday)]))
    #expect(fifth.monthMask(length: 28, firstWeekday: 7) == 0)
    #expect(fifth.monthMask(length: 31, firstWeekday: 7) == 1 << 29)
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
