import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Streaks and history skip the year of lookahead that `status` needs: the statuses they show
/// and the streaks must be the same as with it.
@Suite struct LookaheadTests {
  @Test("without lookahead, statuses up to the horizon and streaks are unchanged", arguments: 0..<3)
  func pastViewsIgnoreLookahead(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 6151 &+ 11))
    for _ in 0..<200 {
      let start = Day(year: 2024, month: 1, day: 1)! + generator.int(0...400)
      var habit = generator.habit(start: start)
      if generator.chance(0.5) { habit.since = start }
      let days = generator.int(20...200)
      let log = generator.log(start: start, days: days, goal: habit.goal)
      let today = start + generator.int(-30...(days + 5))
      let through = generator.chance(0.3) ? today + generator.int(0...60) : nil
      let full = HabitAnalysis(habit: habit, log: log, today: today, through: through)
      let past = HabitAnalysis(habit: habit, log: log, today: today, through: through, lookahead: false)
      #expect(full.streaks == past.streaks, "\(habit) \(log) today \(today)")
      let shown = max(through ?? today, today, HabitPlan.start(of: habit, firstCompletion: log.firstCompletionDay, today: today))
      var d = start - 3
      while d <= shown {
        if full.status(on: d) != past.status(on: d) || full.timeline.count(on: d) != past.timeline.count(on: d) {
          Issue.record("\(habit) \(log) today \(today): \(d) \(full.status(on: d)) vs \(past.status(on: d))")
          return
        }
        d = d + 1
      }
    }
  }
}
