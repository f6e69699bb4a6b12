import Testing
@testable import HabitsKit

/// An era keeps what its line's kind says of it as plain values (`EraFacts`), asked once where
/// the era is made: they must be exactly the kind's answers, for every kind, or the engine,
/// which reads them instead of asking the kind, would judge some line otherwise.
@Suite struct EraFactsTests {
  /// One schedule of each kind, with a change of kind at each line: every kind's era, whole or
  /// cut by a change, pinned (after last) or not.
  static let everyKind: [Schedule] = [
    .everyDay, .weekly([.monday, .friday]), .perPeriod(count: 3, .week), .perPeriod(count: 2, .month),
    .perPeriod(count: 20, .year), .monthly(MonthlyRule(days: [1, 15])), .cycle(on: 2, off: 3),
    .everyNWeeks(weeks: 2, days: [.tuesday]), .everyNMonths(months: 3, MonthlyRule(days: [10])),
    .yearly([MonthDay(month: 3, day: 1)]), .everyNYears(years: 2, [MonthDay(month: 6, day: 2)]),
    .once([day("2026-02-10"), day("2026-04-01")]), .afterLast(days: 4), .limit(max: 2, per: .week),
    .limit(max: 0, per: .day), .limit(max: 3, per: .month), .tracked, .rolling(times: 3, days: 10),
    .rollingLimit(max: 2, days: 7),
  ]

  @Test("each era's facts are its written kind's answers, for every kind and generated habits")
  func factsAreTheKindsAnswers() {
    var habits: [Habit] = []
    // Every kind as a first line, and as a change line after every other kind.
    var changing = Habit(name: "All", schedule: .everyDay)
    changing.goal = 2
    for (index, schedule) in Self.everyKind.enumerated() {
      var line = Habit(name: "All", schedule: schedule)
      line.goal = 1 + index % 3
      habits.append(line)
      line.since = day("2026-01-01") + 9 * (index + 1)
      changing.changes.append(line)
    }
    habits.append(changing)
    var random = RandomHabits(random: SeededRandom(seed: 30))
    for _ in 0..<300 { habits.append(random.habit(start: day("2026-01-01"))) }
    for _ in 0..<40 { habits.append(random.limitHabit(start: day("2026-01-01"))) }
    let log = logOf(["2026-01-03", "2026-01-20", "2026-02-11", "2026-03-30"])
    var eras = 0
    var pinned = 0
    for habit in habits {
      let plan = HabitPlan(habit: habit, start: day("2026-01-01"), log: log)
      for era in plan.eras {
        eras += 1
        let kind = era.written.schedule.kind
        let facts = era.facts
        let target = kind.target(goal: era.goal)
        #expect(facts.asksForGoal == (target == .atLeast(era.goal)), "\(era.written.schedule)")
        #expect(facts.isLimit == target.isLimit)
        #expect(era.target == target)
        #expect(facts.hasPeriods == kind.hasPeriods)
        #expect(facts.keepsDueDaysApart == kind.keepsDueDaysApart)
        #expect(facts.takesValues == kind.takesValues)
        #expect(facts.usesWeeks == kind.usesWeeks)
        #expect(facts.pinsDueDaysFromLog == kind.pinsDueDaysFromLog)
        // The era's kind is still the written one, also where its calendar is pinned.
        #expect(type(of: era.kind) == type(of: kind))
        if facts.pinsDueDaysFromLog && type(of: era.calendar.kind) != type(of: kind) { pinned += 1 }
        // A kind the engine does not ask for a rule of its own has none to give.
        #expect(facts.judgesByOwnRule == (ownRules(of: era) != nil), "\(era.written.schedule)")
      }
    }
    #expect(eras > habits.count)
    #expect(pinned > 0)
  }

  @Test("an era keeps no copy of its kind: its facts are plain values")
  func eraKeepsNoKind() {
    var habit = Habit(name: "Gym", schedule: .everyDay)
    var line = Habit(name: "Gym", schedule: .weekly([.monday]))
    line.since = day("2026-03-01")
    habit.changes = [line]
    let plan = HabitPlan(habit: habit, start: day("2026-01-01"))
    for era in plan.eras {
      #expect(!Mirror(reflecting: era).children.contains { $0.value is any ScheduleKind })
    }
    // Nothing in the facts is counted by reference, nor larger than a few flags.
    #expect(_isPOD(EraFacts.self))
    #expect(MemoryLayout<EraFacts>.size <= 8)
  }

  /// What the era's kind answers for its rule of each day, over a week from its start.
  private func ownRules(of era: HabitEra) -> [StatusRule]? {
    let counts = [Int](repeating: 1, count: 7)
    var flags = [UInt8](repeating: 0, count: 7)
    return counts.withUnsafeBufferPointer { counts in
      flags.withUnsafeMutableBufferPointer { flags in
        era.kind.statusRules(of: era, counts: counts, flags: flags, today: era.start + 3)
      }
    }
  }
}
