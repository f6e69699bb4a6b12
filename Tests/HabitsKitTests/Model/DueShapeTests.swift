import Testing

@testable import HabitsKit

/// A calendar marks every day and weekly lines itself from its `DueShape`, without a call
/// through its kind: on generated calendars and stretches, the shape's marking sets exactly the
/// due days and appends exactly the period starts the kind's own `markDueDays` does, and the
/// shape is the kind's (every day, weekdays of its mask) and `.askKind` for every other case.
@Suite struct DueShapeTests {
  /// A weekday set from the low seven bits of `bits` (bit `i` for ISO weekday `i + 1`).
  private func weekdays(_ bits: UInt64) -> WeekdaySet {
    var set = WeekdaySet()
    for number in 1...7 where bits & (1 << UInt64(number - 1)) != 0 { set.insert(Weekday(isoNumber: number)!) }
    return set
  }

  @Test("marking by the shape sets the days and starts the kind's marking sets, on generated calendars")
  func shapeMarkingEqualsKindMarking() {
    var generator = SeededRandom(seed: 0x5EED_0011)
    var weekly = 0
    var everyDay = 0
    for index in 0..<4_000 {
      let schedule: Schedule = index % 4 == 0 ? .everyDay : .weekly(weekdays(generator.next()))
      // Starts on both sides of 1970, any week start, with and without periods from start,
      // with and without an end; stretches of a day to half a year from any day of the life.
      let start = Day(number: Int(generator.next() % 1_500_000) - 750_000)
      let end: Day? = generator.next() % 3 == 0 ? start + Int(generator.next() % 300) : nil
      let calendar = HabitCalendar(
        schedule: schedule, start: start, end: end, weekStart: Weekday(isoNumber: Int(generator.next() % 7) + 1)!,
        periodsFromStart: generator.next() % 4 == 0)
      let first = start + Int(generator.next() % 40)
      let last = min(first + Int(generator.next() % (generator.next() % 3 == 0 ? 200 : 25)), end ?? Day.last)
      guard first <= last else { continue }
      switch calendar.dueShape {
      case .weekdays: weekly += 1
      case .everyDay: everyDay += 1
      case .askKind: Issue.record("\(schedule) has no shape")
      }
      // The lists start with another era's starts, as a habit's eras append to one list.
      let count = last - first + 1 + 8
      var byShape = [UInt8](repeating: 0, count: count)
      var byKind = [UInt8](repeating: 0, count: count)
      var shapeStarts: [Int32] = [0, 7]
      var kindStarts: [Int32] = [0, 7]
      byShape.withUnsafeMutableBufferPointer {
        calendar.markDueDays($0, from: first, through: last, appendingPeriodStartsTo: &shapeStarts)
      }
      byKind.withUnsafeMutableBufferPointer {
        calendar.kind.markDueDays($0, from: first, through: last, on: calendar, periodStarts: &kindStarts)
      }
      #expect(byShape == byKind, "\(schedule) from \(start), \(first)...\(last)")
      #expect(shapeStarts == kindStarts, "\(schedule) from \(start), \(first)...\(last)")
    }
    #expect(weekly > 2_000 && everyDay > 500)
  }

  @Test("the shape is the kind's: every day, a weekly line's mask, and ask the kind for every other case")
  func shapeIsTheKinds() {
    let others: [Schedule] = [
      .perPeriod(count: 3, .week), .perPeriod(count: 2, .month), .monthly(MonthlyRule(days: [1, 15], weekdays: [], lastDay: false)),
      .cycle(on: 1, off: 1), .cycle(on: 3, off: 2), .everyNWeeks(weeks: 2, days: [.friday]),
      .everyNMonths(months: 3, MonthlyRule(days: [1], weekdays: [], lastDay: false)), .yearly([MonthDay(month: 4, day: 15)]),
      .everyNYears(years: 2, [MonthDay(month: 4, day: 15)]), .once([Day(number: 20_000)]), .afterLast(days: 3),
      .limit(max: 0, per: .day), .limit(max: 2, per: .week), .tracked, .rolling(times: 3, days: 7),
      .rollingLimit(max: 2, days: 7),
    ]
    for schedule in others {
      #expect(DueShape(schedule) == .askKind, "\(schedule)")
      #expect(!(schedule.kind is EveryDay) && !(schedule.kind is WeeklyDays), "\(schedule)")
    }
    #expect(DueShape(.everyDay) == .everyDay && Schedule.everyDay.kind is EveryDay)
    for bits in UInt64(0)..<128 {
      let schedule = Schedule.weekly(weekdays(bits))
      #expect(DueShape(schedule) == .weekdays((schedule.kind as? WeeklyDays)?.weekdays ?? 0xFF), "\(schedule)")
    }
  }
}
