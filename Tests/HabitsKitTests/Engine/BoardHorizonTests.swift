import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The status board's timeline stops a month ahead unless it must go on: what the board, the
/// backlog report and the attention summary show must be what the full year-ahead timeline
/// gives.
@Suite struct BoardHorizonTests {
  @Test("the board, backlog and attention agree with the full horizon", arguments: 0..<4)
  func boardMatchesFullHorizon(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 8191 &+ 3))
    for _ in 0..<250 {
      let start = Day(year: 2024, month: 1, day: 1)! + generator.int(0...400)
      var habit = generator.habit(start: start)
      if generator.chance(0.5) { habit.since = start }
      let days = generator.int(10...300)
      let log = generator.log(start: start, days: days, goal: habit.goal)
      let today = start + generator.int(-20...(days + 40))
      let shown: Day? = generator.chance(0.25) ? today + generator.int(-30...60) : nil
      let board = HabitAnalysis(habit: habit, log: log, today: today, through: shown, horizon: .board)
      let full = HabitAnalysis(habit: habit, log: log, today: today, through: shown, horizon: .full)
      let date = shown ?? today
      let boardRows = StatusReport(analyses: [board], date: date)
      let fullRows = StatusReport(analyses: [full], date: date)
      let context = "\(habit) \(log) today \(today) shown \(date)"
      #expect("\(boardRows.rows)" == "\(fullRows.rows)", "\(context)")
      #expect(boardRows.warnings == fullRows.warnings, "\(context)")
      #expect(board.attentionFinding() == full.attentionFinding(), "\(context)")
      #expect(board.nextDue(onOrAfter: date) == full.nextDue(onOrAfter: date), "\(context)")
      if shown == nil {
        #expect("\(BacklogReport(analyses: [board], today: today).rows)" == "\(BacklogReport(analyses: [full], today: today).rows)", "\(context)")
      }
    }
  }

  /// A habit with changes takes the board's shorter timeline when its last line is in force on
  /// the day shown: the same checks, on habits of every mix of changes (the habits of
  /// `MixedRulesEquivalenceTests`, the day shown drawn apart).
  @Test("with changes, the board agrees with the full horizon", arguments: 0..<2)
  func boardWithChangesMatchesFullHorizon(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 48_271 &+ 11))
    var days = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 7_919 &+ 5))
    for index in 0..<200 {
      let mix = RuleMix.allCases[index % RuleMix.allCases.count]
      let base = Day(year: 2024, month: 1, day: 1)! + generator.int(0...400)
      let (habit, log, today) = generator.mixed(mix, base: base)
      let shown: Day? = days.chance(0.25) ? today + days.int(-30...60) : nil
      let board = HabitAnalysis(habit: habit, log: log, today: today, through: shown, horizon: .board)
      let full = HabitAnalysis(habit: habit, log: log, today: today, through: shown, horizon: .full)
      let date = shown ?? today
      let context = "\(habit) \(log) today \(today) shown \(date)"
      let (boardRows, fullRows) = (StatusReport(analyses: [board], date: date), StatusReport(analyses: [full], date: date))
      #expect("\(boardRows.rows)" == "\(fullRows.rows)", "\(context)")
      #expect(boardRows.warnings == fullRows.warnings, "\(context)")
      #expect(board.attentionFinding() == full.attentionFinding(), "\(context)")
      #expect(board.nextDue(onOrAfter: date) == full.nextDue(onOrAfter: date), "\(context)")
      #expect(board.streaks == full.streaks, "\(context)")
      if shown == nil {
        #expect("\(BacklogReport(analyses: [board], today: today).rows)" == "\(BacklogReport(analyses: [full], today: today).rows)", "\(context)")
      }
    }
  }
}
