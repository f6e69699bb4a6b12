@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// A small deterministic random generator (SplitMix64), so generated cases repeat exactly.
struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Generates habits with every schedule kind and option, and logs with counts, vacations and
/// skips, for comparing the engine with the reference.
struct RandomHabits {
  var random: SeededRandom

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }

  mutating func weekdays() -> WeekdaySet {
    var days = WeekdaySet()
    while days.isEmpty {
      for day in Weekday.allCases where chance(0.4) { days.insert(day) }
    }
    return days
  }

  mutating func schedule(around start: Day) -> Schedule {
    switch int(0...10) {
    case 0: return .everyDay
    case 1: return .weekly(weekdays())
    case 2: return .perPeriod(count: int(1...7), .week)
    case 3: return .perPeriod(count: int(1...12), .month)
    case 4: return .perPeriod(count: int(1...40), .year)
    case 5, 9:
      var rule = MonthlyRule()
      for _ in 0..<int(0...4) { rule.days.insert(int(1...31)) }
      for _ in 0..<int(0...2) {
        rule.weekdays.append(NthWeekday(ordinal: chance(0.3) ? NthWeekday.last : int(1...5), weekday: Weekday(isoNumber: int(1...7))!))
      }
      rule.lastDay = chance(0.3) || (rule.days.isEmpty && rule.weekdays.isEmpty)
      return chance(0.5) ? .monthly(rule) : .everyNMonths(months: int(2...4), rule)
    case 6: return .cycle(on: int(1...4), off: int(1...4))
    case 7: return .everyNWeeks(weeks: int(2...3), days: weekdays())
    case 10: return .afterLast(days: int(1...20))
    default:
      if chance(0.5) {
        return .yearly((0..<int(1...4)).map { _ in
          let month = int(1...12)
          return MonthDay(month: month, day: int(1...Day.daysInMonth(year: 2000, month: month)))
        }.sorted())
      }
      return .once((0..<int(1...8)).map { _ in start + int(-10...120) }.sorted())
    }
  }

  mutating func habit(start: Day) -> Habit {
    var h = Habit(name: "H", schedule: schedule(around: start))
    if chance(0.3) { h.backlog.toggle() }
    if chance(0.3) { h.ahead.toggle() }
    if chance(0.25) { h.carryOver = true }
    if chance(0.2) { h.periodsFromStart = true }
    if chance(0.3) { h.weekStart = Weekday(isoNumber: int(1...7))! }
    if chance(0.2) { h.goal = int(2...3) }
    if chance(0.15) { h.until = start + int(10...150) }
    if chance(0.1) { h.occurrences = int(1...30) }
    return h
  }

  /// A limit habit (`never`, `at most N a day|week|month`) with the random options of any habit,
  /// which a limit must ignore (a goal, backlog, ahead, carry over, ends after).
  mutating func limitHabit(start: Day) -> Habit {
    var h = habit(start: start)
    let periods: [Schedule.LimitPeriod] = [.day, .week, .month]
    h.schedule = .limit(max: chance(0.2) ? 0 : int(1...4), per: periods[int(0...2)])
    return h
  }

  mutating func log(start: Day, days: Int, goal: Int) -> HabitLog {
    var completions: [Completion] = []
    let density = Double.random(in: 0.1...0.9, using: &random)
    for offset in -5..<days where chance(density) {
      completions.append(Completion(day: start + offset, count: chance(0.8) ? (chance(0.7) ? goal : 1) : int(1...5)))
    }
    var vacations: [Vacation] = []
    for _ in 0..<int(0...2) {
      let first = start + int(0...days)
      vacations.append(Vacation(start: first, end: chance(0.15) ? nil : first + int(0...10)))
    }
    return HabitLog(completions: completions, vacations: vacations)
  }
}
