import Testing
@testable import HabitsKit

/// The fast points (`PointsEarnings`, `PointsLedger`) against the plain reference
/// (`ReferencePoints`) on generated journals: several habits of every kind, with changes,
/// goals, amounts, limits, vacations and skips, points on some lines and not others, rewards
/// and redeems on random days. Every day's balance and the overdrawing redeems must agree.
@Suite struct PointsEquivalenceTests {
  @Test("fast balances equal the reference's on generated journals", arguments: 0..<4)
  func balancesEqualReference(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 104_729 &+ 11))
    var checkedDays = 0
    var sawLimit = false
    var sawAmount = false
    var sawChange = false
    var sawOverdraw = false
    for _ in 0..<40 {
      let base = day("2023-01-01") + generator.int(0...800)
      var habits: [Habit] = []
      var logs: [HabitLog] = []
      var today = base
      for index in 0..<generator.int(1...4) {
        var (habit, log, habitToday) = generator.thirdTurnMix(base: base)
        if generator.chance(0.3) {
          habit = generator.limitHabit(start: base)
          habit.since = base
          habit.until = nil
          habit.occurrences = nil
        }
        habit.name = "H\(index)"
        today = max(today, habitToday)
        // Amounts: some goal habits in km, their log's counts in thousandths.
        let lines = [habit] + habit.changes
        let amounts = lines.allSatisfy { !$0.schedule.isLimit && $0.schedule != .tracked } && generator.chance(0.3)
        if amounts {
          habit.unit = "km"
          habit.goal = 1000 * generator.int(1...5)
          for c in habit.changes.indices {
            habit.changes[c].unit = "km"
            habit.changes[c].goal = 1000 * generator.int(1...5)
          }
          log = HabitLog(
            completions: log.completions.map { Completion(day: $0.day, count: $0.count * generator.int(300...4000)) },
            vacations: log.vacations)
          sawAmount = true
        }
        func points(for line: Habit) -> Int? {
          guard generator.chance(0.75) else { return nil }
          return line.schedule.isLimit ? -generator.int(1...9) : generator.int(1...20)
        }
        habit.points = points(for: habit)
        for c in habit.changes.indices { habit.changes[c].points = points(for: habit.changes[c]) }
        sawLimit = sawLimit || lines.contains { $0.schedule.isLimit }
        sawChange = sawChange || !habit.changes.isEmpty
        habits.append(habit)
        logs.append(log)
      }
      let rewards = (0..<generator.int(1...3)).map { Reward(name: "R\($0)", price: generator.int(5...200), nameRange: .init(line: 1, columns: 1..<1), origin: .init(line: 1, columns: 1..<1)) }
      var redeems: [Redeem] = []
      for line in 0..<generator.int(0...12) {
        redeems.append(
          Redeem(
            day: base + generator.int(0...(today - base + 5)), reward: generator.int(0...(rewards.count - 1)),
            count: generator.int(1...3), range: .init(line: line + 1, columns: 1..<1)))
      }
      var journal = Journal(zip(habits, logs).map { LoadedHabit(habit: $0, log: $1, today: today) })
      journal.rewards = rewards
      journal.redeems = redeems
      let ledger = PointsLedger(journal: journal, today: today)
      let reference = ReferencePoints(
        habits: habits, logs: logs, redeems: redeems.map { ($0.day, rewards[$0.reward].price, $0.count) }, today: today)
      var mismatch: String?
      var d = base - 6
      while d <= today + 6 && mismatch == nil {
        if ledger.balance(through: d) != reference.balance(through: d) {
          mismatch = "\(d): balance \(ledger.balance(through: d)), reference \(reference.balance(through: d))"
        }
        checkedDays += 1
        d = d + 7
      }
      if ledger.balance(through: today) != reference.balance(through: today) {
        mismatch = "today \(today): \(ledger.balance(through: today)), reference \(reference.balance(through: today))"
      }
      let fast = ledger.overdrawingRedeems().map { $0.redeem.line - 1 }
      let expected = reference.overdrawing()
      sawOverdraw = sawOverdraw || !expected.isEmpty
      #expect(mismatch == nil, "\(habits) \(logs): \(mismatch ?? "")")
      #expect(Set(fast) == Set(expected), "overdrawing redeems \(fast), reference \(expected)")
    }
    #expect(checkedDays > 1000)
    #expect(sawLimit && sawAmount && sawChange && sawOverdraw)
  }
}
