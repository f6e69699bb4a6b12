import Testing

@testable import HabitsKit

/// A kind's bound on how long a line waits for its first due day
/// (`ScheduleKind.dueWithinDaysOfStart`), which the never-due check takes instead of walking
/// a line's days, against the walk, on generated schedules of every kind: every start, end and
/// option.
@Suite struct DueWithinTests {
  /// The first due day of `days` (within the calendar's life) as the walk finds it.
  private func walked(_ calendar: HabitCalendar, _ days: ClosedRange<Day>) -> Day? {
    var found: Day?
    calendar.walk(from: days.lowerBound, through: days.upperBound) { offset, due, _ in
      if due { found = days.lowerBound + offset }
      return !due
    }
    return found
  }

  /// Which case of `Schedule` a schedule is, 0 to 14: no `default`, so a kind added later does
  /// not compile until it is generated here too.
  private func caseIndex(_ schedule: Schedule) -> Int {
    switch schedule {
    case .everyDay: 0
    case .weekly: 1
    case .perPeriod: 2
    case .monthly: 3
    case .cycle: 4
    case .everyNWeeks: 5
    case .everyNMonths: 6
    case .yearly: 7
    case .everyNYears: 8
    case .once: 9
    case .afterLast: 10
    case .limit: 11
    case .tracked: 12
    case .rolling: 13
    case .rollingLimit: 14
    }
  }

  /// A schedule of case `index`, its parameters drawn from `g`, around `start`.
  private func schedule(_ index: Int, around start: Day, _ g: inout RandomHabits) -> Schedule {
    switch index {
    case 0: return .everyDay
    case 1: return g.chance(0.05) ? .weekly(WeekdaySet()) : .weekly(g.weekdays())
    case 2:
      let periods: [Schedule.CountPeriod] = [.week, .month, .year]
      let period = periods[g.int(0...2)]
      let most = period == .week ? 8 : period == .month ? 32 : 370
      return .perPeriod(count: g.int(1...most), period)
    case 3, 6:
      var rule = MonthlyRule()
      for _ in 0..<g.int(0...3) { rule.days.insert(g.int(1...31)) }
      for _ in 0..<g.int(0...2) {
        let ordinal = g.chance(0.3) ? NthWeekday.last : g.int(1...5)
        rule.weekdays.append(NthWeekday(ordinal: ordinal, weekday: Weekday(isoNumber: g.int(1...7))!))
      }
      rule.lastDay = g.chance(0.3) || (rule.days.isEmpty && rule.weekdays.isEmpty)
      return index == 3 ? .monthly(rule) : .everyNMonths(months: g.int(2...4), rule)
    case 4: return .cycle(on: g.int(1...6), off: g.int(1...8))
    case 5: return .everyNWeeks(weeks: g.int(2...4), days: g.weekdays())
    case 7, 8:
      let dates = (0..<g.int(1...3)).map { _ in
        let month = g.chance(0.2) ? 2 : g.int(1...12)
        return MonthDay(month: month, day: g.int(1...Day.daysInMonth(year: 2000, month: month)))
      }.sorted()
      return index == 7 ? .yearly(dates) : .everyNYears(years: g.int(2...4), dates)
    case 9: return .once((0..<g.int(1...5)).map { _ in start + g.int(-10...150) }.sorted())
    case 10: return .afterLast(days: g.int(1...20))
    case 11:
      let periods: [Schedule.LimitPeriod] = [.day, .week, .month]
      return .limit(max: g.int(0...3), per: periods[g.int(0...2)])
    case 12: return .tracked
    case 13: return .rolling(times: g.int(1...3), days: g.int(3...10))
    default: return .rollingLimit(max: g.int(0...3), days: g.int(3...10))
    }
  }

  /// A calendar of `schedule` from `start` with options drawn from `g`: a week start,
  /// `periods from start`, an end on or after `atLeast` (or none) and sometimes `ends after`.
  private func calendar(_ schedule: Schedule, from start: Day, endingNoSoonerThan atLeast: Day, _ g: inout RandomHabits) -> HabitCalendar {
    let until: Day? = g.chance(0.5) ? atLeast + g.int(0...30) : nil
    return HabitCalendar(
      schedule: schedule, start: start, until: until, occurrences: g.chance(0.2) ? g.int(1...20) : nil,
      weekStart: Weekday(isoNumber: g.int(1...7))!, periodsFromStart: g.chance(0.3))
  }

  @Test("a kind's bound holds a due day for every start, end and option, as the walk finds them", arguments: 0..<3)
  func boundHoldsADueDay(batch: Int) {
    var g = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 6_700_417 &+ 29))
    var kinds = Set<Int>()
    var bounded = Set<Int>()
    for index in 0..<15 {
      for _ in 0..<150 {
        // Starts across leap years, month and year ends.
        let start = day("2023-12-20") + g.int(0...1_600)
        let schedule = schedule(index, around: start, &g)
        kinds.insert(caseIndex(schedule))
        guard let within = schedule.kind.dueWithinDaysOfStart else { continue }
        bounded.insert(caseIndex(schedule))
        #expect(within >= 1)
        // The never-due check asks nothing else of such a kind.
        #expect(schedule.kind.dueDaysFollowFromSchedule && schedule.kind.dates == nil)
        // Nor has it monthly items or unreachable dates: `HabitChecks.run` answers such a
        // line by its bound alone, without the other checks.
        #expect(schedule.kind.monthlyItems(since: start) == nil && schedule.kind.monthlyItems(since: nil) == nil)
        #expect(schedule.kind.unreachableDates(from: start, periodsFromStart: false).isEmpty)
        let calendar = calendar(schedule, from: start, endingNoSoonerThan: start + (within - 1), &g)
        // An `ends after` end is the Nth due day: never before the first.
        let last = min(start + (within - 1), calendar.end ?? Day.last)
        #expect(walked(calendar, start...last) != nil, "\(schedule) from \(start): nothing due in its first \(within) days")
      }
    }
    #expect(kinds.count == 15, "every kind generated: \(kinds.sorted())")
    // Every day, weekdays, N days a period and cycles are answered at once: a change line of
    // theirs builds no calendar in the never-due check.
    #expect(bounded == [0, 1, 2, 4], "kinds with a bound: \(bounded.sorted())")
  }

  @Test("the never-due check finds what the walk finds, on lines of every kind and length", arguments: 0..<2)
  func neverDueIsTheWalks(batch: Int) {
    var g = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 104_723 &+ 5))
    for index in 0..<15 {
      for _ in 0..<120 {
        let start = day("2023-12-20") + g.int(0...1_600)
        var habit = Habit(name: "H", schedule: schedule(index, around: start, &g))
        habit.since = g.chance(0.8) ? start : nil
        // Lines of a day to a year, some ending before they start.
        habit.until = g.chance(0.85) ? start + g.int(-3...(g.chance(0.5) ? 12 : 400)) : nil
        habit.occurrences = g.chance(0.15) ? g.int(1...20) : nil
        habit.weekStart = Weekday(isoNumber: g.int(1...7))!
        habit.periodsFromStart = g.chance(0.3)
        var found: [Diagnostic] = []
        HabitChecks.neverDue.run(CheckedLine([habit], habit: 0, line: 0), [habit], "habits.txt", &found)
        // The reference: the line's window walked day by day, as the check did before it
        // asked the kind.
        let kind = habit.schedule.kind
        var expected = false
        if kind.dueDaysFollowFromSchedule, let first = habit.since ?? kind.dates?.first,
          habit.until != nil || habit.occurrences != nil || kind.dates != nil
        {
          let calendar = HabitCalendar(habit: habit, start: first)
          if let end = calendar.end ?? kind.dates?.last {
            let last = min(end, first + Horizons.neverDueWindow)
            expected = last < first || walked(calendar, first...last) == nil
          }
        }
        #expect(found.isEmpty != expected, "\(habit.schedule) \(habit.since.map(\.description) ?? "-")...\(habit.until.map(\.description) ?? "-")")
      }
    }
  }
}
