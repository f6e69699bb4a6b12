@testable import HabitsKit
@testable import HabitsReports

/// §7.1-§11 replayed on the facts `habits why` shows, in the plain form the semantics state
/// them: the tests require the engine's rule from it on every day, so an explanation never
/// shows facts that lead elsewhere.
extension WhyReport {
  /// The rule §7.1 gives when run on the facts the explanation shows.
  var replayedRule: StatusRule {
    if day < start { return .notStarted }
    if let end, day > end { return .finished }
    if tracked {
      // Tracked: a logged day is completed, any other not due.
      return count > 0 ? .completed : day < today ? .notDuePast : .notDueNothingBehind
    }
    if let window = rollingWindow {
      // A rolling goal, from the window the explanation shows.
      if count > 0 {
        if count < goal { return .partial }
        return window.holds >= 2 * window.count ? .extra : .completed
      }
      if onVacation { return .onVacation }
      if day < today { return window.judged && window.holds < window.count ? .failed : .notDuePast }
      return window.holds < window.count ? .planned : .notDueNothingBehind
    }
    if let limit {
      if count > 0 && limit.total > limit.max { return .overLimit }
      return day <= today ? .withinLimit : .notDueNothingBehind
    }
    if onVacation {
      guard count > 0 else { return .onVacation }
      return hasBacklog ? .vacationPaidOff : .vacationExtra
    }
    if count > 0 {
      let required = scheduledDue ? goal : 0
      if count == required { return .completed }
      if count < required { return .partial }
      if hasBacklog { return .extraPaidOff }
      if unit != nil && required > 0 && count - required < goal { return .reachedGoal }
      return .extra
    }
    if !scheduledDue {
      if day >= today && hasBacklog { return .backlog }
      if day < today { return .notDuePast }
      if !backlogEnabled { return .notDueNoBacklog }
      return deviation >= 0 ? .notDueNothingBehind : .notDueBacklogEarlier
    }
    if aheadEnabled && coveredAhead { return .coveredAhead }
    if day >= today { return .planned }
    return backlogEnabled && madeUpBy != nil ? .completedLater : .failed
  }

  /// §9: whether a deficit stands before the day and, for today or later, reaches it: the
  /// deficit is shown on as many free days as it is due days deep, counted from `countFrom`.
  var hasBacklog: Bool {
    guard backlogEnabled, deviation < 0 else { return false }
    return day < today || deviation <= -freeDays * goal
  }

  /// §10: whether earlier extra work covers the (due, unlogged) day: a surplus of a due day
  /// before a past day; for today or later, enough for every due day from `countFrom`
  /// through it; without backlog, a run of work just before it.
  var coveredAhead: Bool {
    guard aheadEnabled else { return false }
    if !backlogEnabled { return aheadRunStart != nil }
    return day < today ? deviation >= goal : deviation >= dueDaysAhead * goal
  }
}
