import Testing

@testable import HabitsKit

/// A day-by-day reference the fast engine is compared with: `ReferenceEngine` for a habit of
/// one schedule line, `ReferenceEras` for a habit with changes.
protocol ReferenceJudge {
  /// The status of `day`, by the rules as written.
  func status(_ day: Day) -> HabitStatus
  /// The streaks through today, unmerged, in order.
  func streaks() -> [Streak]
}

extension ReferenceEngine: ReferenceJudge {}
extension ReferenceEras: ReferenceJudge {}

/// The one comparison of the fast engine with the reference, which every equivalence suite
/// makes on its own generated habits: the statuses day by day, the streaks, and attention on
/// days around today. Each check records the first difference, with the suite's `context`
/// (the habit, its log and today) so that a failure can be replayed, and says whether all
/// agreed, so that a suite stops at the first habit that differs rather than flooding the run.
enum FastVersusReference {
  /// The fast timeline of a habit as the loader plans it (its eras, pinned to its log).
  static func timeline(_ habit: Habit, start: Day, log: HabitLog, today: Day, through: Day) -> HabitTimeline {
    HabitTimeline(plan: HabitPlan(habit: habit, start: start, log: log), log: log, today: today, through: through)
  }

  /// The log without completions after `today`: what the streaks are computed from, as the
  /// reference keeps no streak past today.
  static func pastOnly(_ log: HabitLog, through today: Day) -> HabitLog {
    var past = log
    past.completions = Completions(log.completions.filter { $0.day <= today })
    return past
  }

  /// Every status on `days`, fast against reference. `each` sees every agreeing day and its
  /// status (for the counts a suite prints, or the statuses it must reach).
  @discardableResult
  static func statuses(
    _ fast: HabitTimeline, _ reference: some ReferenceJudge, days: ClosedRange<Day>, context: @autoclosure () -> String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation, each: (Day, HabitStatus) -> Void = { _, _ in }
  ) -> Bool {
    var d = days.lowerBound
    while d <= days.upperBound {
      let expected = reference.status(d)
      let actual = fast.status(on: d)
      if actual != expected {
        Issue.record("\(context()): \(d) fast \(actual) reference \(expected)", sourceLocation: sourceLocation)
        return false
      }
      each(d, expected)
      d = d + 1
    }
    return true
  }

  /// The streaks through today, of the fast engine on the log's past, against the reference's.
  @discardableResult
  static func streaks(
    _ habit: Habit, start: Day, log: HabitLog, today: Day, _ reference: some ReferenceJudge, context: @autoclosure () -> String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> Bool {
    let past = pastOnly(log, through: today)
    let fast = Streaks.unmerged(timeline(habit, start: start, log: past, today: today, through: today))
    let expected = reference.streaks()
    guard fast == expected else {
      Issue.record("\(context()): streaks fast \(fast) reference \(expected)", sourceLocation: sourceLocation)
      return false
    }
    return true
  }

  /// The attention summary on each of `days`, each taken as today, against `ReferenceEras`'.
  @discardableResult
  static func attention(
    _ habit: Habit, start: Day, log: HabitLog, on days: [Day], context: @autoclosure () -> String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation, each: (Day) -> Void = { _ in }
  ) -> Bool {
    for day in days {
      let fast = HabitAnalysis(habit: habit, log: log, today: day).attentionFinding().attention
      let expected = ReferenceEras(habit: habit, start: start, log: log, today: day).attention(today: day)
      guard fast == expected else {
        Issue.record("\(context()): attention on \(day) fast \(fast) reference \(expected)", sourceLocation: sourceLocation)
        return false
      }
      each(day)
    }
    return true
  }
}
