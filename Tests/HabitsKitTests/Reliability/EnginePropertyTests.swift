import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The engine's promises on generated habits (every schedule kind and option), logs with
/// counts, vacations and skips, and days before, during and after each habit's life.
@Suite struct EnginePropertyTests {
  /// Statuses that mean a day is done or covered.
  static let kept: Set<HabitStatus> = [.completed, .overCompleted, .sortedOutBacklog, .alreadyCompleted, .completedLater]

  /// One generated case: a habit with its start as `since`, a log, and today.
  struct Case {
    var habit: Habit
    var log: HabitLog
    var today: Day
    var start: Day { habit.since! }
  }

  static func cases(batch: Int, count: Int = 150) -> [Case] {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 104_729 &+ 3))
    return (0..<count).map { _ in
      let start = Day(year: 2024, month: 1, day: 1)! + generator.int(0...700)
      var habit = generator.habit(start: start)
      habit.since = start
      let days = generator.int(10...120)
      let log = generator.log(start: start, days: days, goal: habit.goal)
      let today = start + generator.int(-20...(days + 40))
      return Case(habit: habit, log: log, today: today)
    }
  }

  @Test("statuses keep to their side of today, streaks are sorted, disjoint, within the habit's life and never hold a failed day", arguments: 0..<6)
  func statusesAndStreaks(batch: Int) {
    for c in EnginePropertyTests.cases(batch: batch) {
      let analysis = HabitAnalysis(habit: c.habit, log: c.log, today: c.today)
      var invariants = Invariants()
      invariants.checkAnalysis(analysis)
      #expect(invariants.problems == [], "\(c.habit) today \(c.today) log \(c.log)")
      // Not started exactly before the start.
      #expect(analysis.timeline.first == c.start)
      #expect(analysis.status(on: c.start - 1) == .notStarted && analysis.status(on: c.start) != .notStarted)
      // The reports take every generated habit: one board row, JSON that parses.
      _ = analysis.attentionFinding()
      #expect(StatusReport(analyses: [analysis], date: c.today).rows.count == 1)
      #expect(JSONValue.parse(BacklogRenderer().json(BacklogReport(analyses: [analysis], today: c.today))) != nil)
      #expect(JSONValue.parse(HistoryRenderer().json(HistoryReport(analysis: analysis, from: nil, to: c.today + 30))) != nil)
    }
  }

  @Test("logging one more completion never turns a kept day into a failed one", arguments: 0..<6)
  func oneMoreCompletion(batch: Int) {
    var random = SeededRandom(seed: UInt64(batch) &+ 99)
    for c in EnginePropertyTests.cases(batch: batch) {
      let before = HabitAnalysis(habit: c.habit, log: c.log, today: c.today)
      let extra = c.start + Int.random(in: -3...max(0, c.today - c.start + 5), using: &random)
      let log = HabitLog(completions: Array(c.log.completions) + [Completion(day: extra, count: 1)], vacations: c.log.vacations)
      let after = HabitAnalysis(habit: c.habit, log: log, today: c.today)
      var d = c.start
      while d <= max(c.today, c.start) + 60 {
        let was = before.status(on: d)
        if EnginePropertyTests.kept.contains(was) {
          #expect(after.status(on: d) != .failed, "\(d) was \(was); +1 on \(extra): \(c.habit) today \(c.today) log \(c.log)")
        }
        d = d + 1
      }
    }
  }
}
