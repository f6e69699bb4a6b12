import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Where the decided rules meet (scheduling-semantics.md §18): the fast engine against the
/// day-by-day reference (`ReferenceEras`, its own calendar, its own attention) on generated
/// habits that mix them: after last with a pause over a due day, a change to or from a limit
/// with a day over it, a change inside the grace window. Every status, every streak, and the
/// attention summary on days around each habit's today must agree. Each mix is a quarter of
/// the habits (at least a tenth is asked for), and the test says how many days of each it
/// compared.
@Suite struct MixedRulesEquivalenceTests {
  @Test("fast engine equals the reference where pauses, limits, changes and grace meet", arguments: 0..<4)
  func fastEqualsReference(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 48_271 &+ 11))
    var habits: [RuleMix: Int] = [:]
    var statusDays: [RuleMix: Int] = [:]
    var attentionDays: [RuleMix: Int] = [:]
    let total = 200
    for index in 0..<total {
      let mix = RuleMix.allCases[index % RuleMix.allCases.count]
      let base = Day(year: 2024, month: 1, day: 1)! + generator.int(0...400)
      let (habit, log, today) = generator.mixed(mix, base: base)
      let context = "\(mix.rawValue): \(habit) log \(log) today \(today)"
      #expect(Self.isInMix(mix, habit: habit, log: log), "not in its mix: \(context)")
      habits[mix, default: 0] += 1
      let start = HabitPlan.start(of: habit, firstCompletion: log.firstCompletionDay, today: today)
      let through = today + 40
      let fast = FastVersusReference.timeline(habit, start: start, log: log, today: today, through: through)
      let reference = ReferenceEras(habit: habit, start: start, log: log, today: today)
      guard
        FastVersusReference.statuses(
          fast, reference, days: (start - 2)...through, context: context, each: { _, _ in statusDays[mix, default: 0] += 1 }),
        FastVersusReference.streaks(habit, start: start, log: log, today: today, reference, context: context)
      else { return }
      // A paused day is one a vacation or skip covers in the habit's life, a limit's never.
      let analysis = HabitAnalysis(habit: habit, log: log, today: today)
      var cursor = PauseCursor(log.vacations)
      for day in stride(from: start - 5, through: through, by: 1) {
        #expect(cursor.pause(on: day) == log.pause(on: day), "cursor on \(day): \(context)")
        let status = analysis.status(on: day)
        let paused = status != .notStarted && status != .finished && !analysis.habit(on: day).schedule.isLimit
          && log.vacations.contains { $0.contains(day) }
        if (analysis.pause(on: day) != nil) != paused {
          Issue.record("pause on \(day): \(String(describing: analysis.pause(on: day))), status \(status); \(context)")
          return
        }
      }
      // Attention, judged from days around today (each a today of its own).
      guard
        FastVersusReference.attention(
          habit, start: start, log: log, on: stride(from: -10, through: 60, by: 7).map { today + $0 }, context: context,
          each: { _ in attentionDays[mix, default: 0] += 1 })
      else { return }
    }
    for mix in RuleMix.allCases where mix != .other {
      #expect(Double(habits[mix] ?? 0) >= 0.1 * Double(total), "\(mix.rawValue): \(habits[mix] ?? 0) of \(total)")
    }
    print(
      "batch \(batch): compared "
        + RuleMix.allCases.map {
          "\($0.rawValue): \(habits[$0] ?? 0) habits, \(statusDays[$0] ?? 0) days of statuses, \(attentionDays[$0] ?? 0) of attention"
        }.joined(separator: "; "))
  }

  /// Whether a generated habit is in `mix` as generated: checked on the data, not trusted.
  @Test("every mix is made for any seed, its completions in date order")
  func everySeedMakesEveryMix() {
    for seed in 0..<300 {
      var generator = RandomHabits(random: SeededRandom(seed: UInt64(seed)))
      for mix in RuleMix.allCases {
        let base = Day(year: 2024, month: 1, day: 1)! + generator.int(0...400)
        let (habit, log, _) = generator.mixed(mix, base: base)
        let days = log.completions.map(\.day)
        #expect(zip(days, days.dropFirst()).allSatisfy { $0 < $1 }, "seed \(seed), \(mix.rawValue): \(log)")
        #expect(Self.isInMix(mix, habit: habit, log: log), "seed \(seed), \(mix.rawValue): \(habit)")
      }
    }
  }

  static func isInMix(_ mix: RuleMix, habit: Habit, log: HabitLog) -> Bool {
    let lines = [habit] + habit.changes
    switch mix {
    case .afterLastPause:
      guard case .afterLast(let n) = habit.schedule, let start = habit.since else { return false }
      let due = Habit.afterLastDueDays(interval: n, start: start, until: habit.until, completions: log.completions)
      return due.contains { day in log.vacations.contains { $0.contains(day) } }
    case .limitChange:
      guard lines.count > 1, lines.contains(where: { $0.schedule.isLimit }), lines.contains(where: { !$0.schedule.isLimit })
      else { return false }
      return log.completions.contains { completion in
        lines.contains { line in
          guard case .limit(let max, _) = line.schedule else { return false }
          return completion.count > max
        }
      }
    case .changeInGrace:
      guard let change = habit.changes.first?.since else { return false }
      return log.completions.contains { $0.day < change && $0.day >= change - 3 }
    case .other:
      return habit.changes.count >= 1
    }
  }
}
