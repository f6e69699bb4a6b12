import Testing

@testable import HabitsKit

/// `Schedule.equalsInPlace` is `==` read in place: on every pair of generated schedules of every
/// case, with values drawn from small ranges so that many pairs of one case are equal and many
/// differ in one value only, it gives what `==` gives.
@Suite struct ScheduleEqualityTests {
  /// A schedule of case `number` (0-14, every case), its values from small ranges.
  private func schedule(case number: Int, _ g: inout RandomHabits) -> Schedule {
    func days(_ g: inout RandomHabits) -> WeekdaySet {
      var set = WeekdaySet()
      for day in [Weekday.monday, .wednesday, .friday] where g.chance(0.5) { set.insert(day) }
      return set
    }
    func rule(_ g: inout RandomHabits) -> MonthlyRule {
      MonthlyRule(
        days: g.chance(0.5) ? [1] : [1, 15], weekdays: g.chance(0.7) ? [] : [NthWeekday(ordinal: 1, weekday: .monday)],
        lastDay: g.chance(0.3))
    }
    func dates(_ g: inout RandomHabits) -> [MonthDay] { g.chance(0.5) ? [MonthDay(month: 4, day: 15)] : [MonthDay(month: 4, day: g.int(15...16))] }
    switch number {
    case 0: return .everyDay
    case 1: return .weekly(days(&g))
    case 2: return .perPeriod(count: g.int(2...3), g.chance(0.5) ? .week : .month)
    case 3: return .monthly(rule(&g))
    case 4: return .cycle(on: g.int(1...2), off: g.int(1...2))
    case 5: return .everyNWeeks(weeks: g.int(2...3), days: days(&g))
    case 6: return .everyNMonths(months: g.int(2...3), rule(&g))
    case 7: return .yearly(dates(&g))
    case 8: return .everyNYears(years: g.int(2...3), dates(&g))
    case 9: return .once(g.chance(0.5) ? [day("2026-01-01")] : [day("2026-01-01"), day("2026-01-0\(g.int(2...3))")])
    case 10: return .afterLast(days: g.int(2...3))
    case 11: return .limit(max: g.int(0...1), per: g.chance(0.5) ? .day : .week)
    case 12: return .tracked
    case 13: return .rolling(times: g.int(2...3), days: g.int(6...7))
    default: return .rollingLimit(max: g.int(1...2), days: g.int(6...7))
    }
  }

  @Test("equalsInPlace gives what == gives, on every pair of schedules of every case")
  func equalsInPlaceIsEquality() {
    var g = RandomHabits(random: SeededRandom(seed: 2026))
    var schedules: [Schedule] = []
    for number in 0...14 {
      for _ in 0..<12 { schedules.append(schedule(case: number, &g)) }
    }
    var equalPairs = 0
    var unequalPairsOfOneCase = 0
    for a in schedules {
      for b in schedules {
        #expect(a.equalsInPlace(b) == (a == b), "\(a) against \(b)")
        if a == b { equalPairs += 1 } else if "\(a)".prefix(while: { $0 != "(" }) == "\(b)".prefix(while: { $0 != "(" }) { unequalPairsOfOneCase += 1 }
      }
    }
    // Both answers were asked many times: of equal pairs, and of pairs of one case that differ.
    #expect(equalPairs > schedules.count * 2)
    #expect(unequalPairsOfOneCase > schedules.count * 2)
  }
}
