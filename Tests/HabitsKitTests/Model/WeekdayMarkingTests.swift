import Testing
@testable import HabitsKit

/// The weekday marking laid down a word at a time (`DueMasks.markWeekdays`) and the week found
/// by a remainder (`HabitCalendar.week(containing:)`) against the day-by-day answer of each
/// day's own weekday, on generated eras.
@Suite struct WeekdayMarkingTests {
  @Test("weekdays marked 63 days a word equal each day's weekday asked in turn, on generated eras")
  func markedWeekdaysEqualDayByDay() {
    var generator = SeededRandom(seed: 0x5EED_0030)
    for _ in 0..<3_000 {
      let weekdays = UInt8(truncatingIfNeeded: generator.next()) & 0b1111_1110
      // Day numbers on both sides of 1970 (negative ones too), eras of a day to half a year
      // (across the 63-day words) within a stretch that starts earlier.
      let first = Day(number: Int(generator.next() % 1_500_000) - 750_000)
      let lower = first + Int(generator.next() % 40)
      let upper = lower + Int(generator.next() % (generator.next() % 3 == 0 ? 200 : 25))
      var flags = [UInt8](repeating: 0, count: upper - first + 1 + 8)
      flags.withUnsafeMutableBufferPointer { DueMasks.markWeekdays(weekdays, $0, first: first, days: lower...upper) }
      var mismatch: String?
      for index in flags.indices {
        let day = first + index
        let expected = (lower...upper).contains(day) && weekdays & (1 << UInt8(day.weekday.isoNumber)) != 0
        if (flags[index] == DayFlag.due) != expected || (flags[index] != 0 && flags[index] != DayFlag.due) {
          mismatch = "\(day): flag \(flags[index]), due \(expected)"
          break
        }
      }
      #expect(mismatch == nil, "weekdays \(weekdays) over \(lower)...\(upper): \(mismatch ?? "")")
    }
  }

  @Test("the week holding a day, found by a remainder, starts on the week start and holds the day")
  func weekByRemainderEqualsWeekdayOffset() {
    var generator = SeededRandom(seed: 0x5EED_0031)
    for _ in 0..<2_000 {
      let day = Day(number: Int(generator.next() % 1_500_000) - 750_000)
      let weekStart = Weekday(isoNumber: Int(generator.next() % 7) + 1)!
      let calendar = HabitCalendar(schedule: .weekly([.monday]), start: day, weekStart: weekStart)
      let week = calendar.week(containing: day)
      #expect(week.lowerBound == day - day.weekday.offset(from: weekStart), "\(day) from \(weekStart)")
      #expect(week.lowerBound.weekday == weekStart && week.count == 7)
    }
  }
}
