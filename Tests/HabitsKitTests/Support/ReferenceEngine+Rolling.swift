@testable import HabitsKit

/// The reference's rolling windows (grammar.md "rolling windows", scheduling-semantics.md §18,
/// third turn), day by day from the rules as stated, sharing nothing with the shipped kinds:
/// - goal: the window of V is the D unpaused days ending on V (before V when V is paused),
///   reaching back over paused days, whose completions count; a day contributes whole goals;
///   the first D - 1 unpaused days are not judged; a day with a completion is completed (over
///   completed at 2N), with some but less than a goal partial; without one: on vacation when
///   paused, not due when kept or not judged, failed before today, planned from today while
///   its window lacks; streaks are runs of days not failed holding a completion;
/// - limit: the D days ending on V, cut at the start, never paused; over limit on a day with
///   an occurrence whose window holds more than N, else within limit up to today.
extension ReferenceEngine {
  /// Whether `d` is a day of the line and paused.
  private func paused(_ d: Day) -> Bool { isVacation(d) }

  /// The goal window of `v`: its first day, what it holds in whole goals, and whether `v` is
  /// judged (at least D unpaused days from the start through it).
  func rollingWindow(_ v: Day, days: Int) -> (first: Day, holds: Int, judged: Bool) {
    var unpaused = 0
    var holds = 0
    var d = v
    var first = v
    while d >= calendar.start && unpaused < days {
      if !paused(d) { unpaused += 1 }
      holds += count(d) / Swift.max(1, goal)
      first = d
      d = d - 1
    }
    return (first, holds, unpaused >= days)
  }

  /// A rolling goal's status on `v` (within the line's life).
  func rollingStatus(_ v: Day, times: Int, days: Int) -> HabitStatus {
    let n = count(v)
    let window = rollingWindow(v, days: days)
    if n > 0 {
      if n < Swift.max(1, goal) { return .partiallyCompleted }
      return window.holds >= 2 * times ? .overCompleted : .completed
    }
    if paused(v) { return .onVacation }
    if v < today { return window.judged && window.holds < times ? .failed : .notDue }
    return window.holds < times ? .planned : .notDue
  }

  /// A rolling limit's status on `v` (within the line's life).
  func rollingLimitStatus(_ v: Day, max: Int, days: Int) -> HabitStatus {
    var total = 0
    var d = Swift.max(calendar.start, v - (days - 1))
    while d <= v {
      total += count(d)
      d = d + 1
    }
    if count(v) > 0 && total > max { return .overLimit }
    return v <= today ? .withinLimit : .notDue
  }

  /// A rolling goal's streaks through `last`: runs of days not failed that hold a completion
  /// (a run reaching today while it is planned ends yesterday); with `carrying`, the first run
  /// counts done or not.
  func rollingStreaks(through last: Day, carrying: Bool) -> [Streak] {
    var result: [Streak] = []
    var runStart = calendar.start
    var done = false
    var d = calendar.start
    func close(_ end: Day) {
      if end >= runStart && (done || (carrying && runStart == calendar.start)) { result.append(Streak(start: runStart, end: end)) }
    }
    while d <= last {
      let s = status(d)
      if s == .failed {
        close(d - 1)
        runStart = d + 1
        done = false
      } else if s == .completed || s == .overCompleted {
        done = true
      }
      d = d + 1
    }
    close(last == today && status(today) == .planned ? last - 1 : last)
    return result
  }
}
