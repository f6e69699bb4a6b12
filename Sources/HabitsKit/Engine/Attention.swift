/// The neutral summary of a habit (seed 002, scheduling-semantics.md §18): on track, not
/// logged, or needs attention. Absence of a log is not failure by default.
package enum Attention: String, CaseIterable, Hashable, Sendable {
  /// Nothing failed within the grace window and nothing has been behind for longer.
  case onTrack = "on_track"
  /// The current period has no completion yet, and nothing needs attention.
  case notLogged = "not_logged"
  /// A due day failed within the grace window, or a backlog has stood longer than it.
  case needsAttention = "needs_attention"

  /// The words used in the summary line ("on track"), spelt out: `replacing` would load the
  /// string-processing generics (about 2M instructions of metadata) on every `status`.
  package var words: String {
    switch self {
    case .onTrack: "on track"
    case .notLogged: "not logged"
    case .needsAttention: "needs attention"
    }
  }
}

/// Why a habit has the attention it has.
package struct AttentionFinding: Hashable, Sendable {
  /// The summary state.
  package var attention: Attention
  /// For `needsAttention`: the missed day that caused it.
  package var missedDay: Day?
  /// Whether the miss can still be caught up (a standing backlog) rather than settled.
  package var isStandingBacklog: Bool
  /// The first day of the grace window that was applied.
  package var windowStart: Day
}

extension HabitAnalysis {
  /// The attention state as of today.
  ///
  /// A failed due day is *settled* once it can no longer be made up: at once without backlog,
  /// at the end of its period with separate periods, never when deficits carry over. Needs
  /// attention: a failure settled within the grace window (default one period, the `grace`
  /// option otherwise), or a failure still open for longer than the window. Otherwise not
  /// logged while the current period (today, for habits without periods) has no completion,
  /// else on track. Paused (on vacation today) and finished habits are on track; habits not
  /// started yet are not logged.
  package func attentionFinding() -> AttentionFinding {
    let today = timeline.today
    // A habit with changes follows the line in force today; a failure is settled by its own.
    let habit = self.habit(on: today)
    let calendar = timeline.calendar(on: today)
    let windowStart = habit.grace?.windowStart(before: today) ?? (today - calendar.periodLength(at: today))
    func finding(_ attention: Attention, _ missed: Day? = nil, standing: Bool = false) -> AttentionFinding {
      AttentionFinding(attention: attention, missedDay: missed, isStandingBacklog: standing, windowStart: windowStart)
    }
    if today < timeline.first { return finding(.notLogged) }
    if let end = timeline.calendar.end, today > end { return finding(.onTrack) }
    if timeline.isOnVacation(today) { return finding(.onTrack) }
    if calendar.schedule.isLimit {
      // A limit needs attention after a day over it within the window; logging nothing is fine.
      var day = today
      while day >= max(windowStart, timeline.first) {
        if timeline.status(on: day) == .overLimit { return finding(.needsAttention, day) }
        day = day - 1
      }
      return finding(.onTrack)
    }
    let separated = habit.schedule.isPeriodic && !habit.carryOver
    // How far back a failure can still matter: without backlog it settles on its own day; with
    // separate periods at its period's end, so the period holding the window's start is the
    // oldest that counts; when deficits carry over it never settles.
    let oldest: Day
    if !habit.backlog {
      oldest = windowStart
    } else if separated {
      oldest = calendar.period(containing: max(windowStart, timeline.first))?.lowerBound ?? windowStart
    } else {
      oldest = timeline.first
    }
    var day = today - 1
    while day >= max(oldest, timeline.first) {
      if timeline.status(on: day) == .failed {
        let rule = eras.isEmpty ? habit : self.habit(on: day)
        let settledSeparately = rule.schedule.isPeriodic && !rule.carryOver
        let settled: Day? =
          !rule.backlog ? day : settledSeparately ? timeline.calendar(on: day).period(containing: day)?.upperBound : nil
        if let settled, settled < today {
          if settled >= windowStart { return finding(.needsAttention, day) }
        } else if day < windowStart {
          return finding(.needsAttention, day, standing: true)
        }
      }
      day = day - 1
    }
    let periodStart = calendar.period(containing: today)?.lowerBound ?? today
    var logged = false
    var d = max(periodStart, timeline.first)
    while d <= today {
      if timeline.count(on: d) > 0 {
        logged = true
        break
      }
      d = d + 1
    }
    return finding(logged ? .onTrack : .notLogged)
  }
}
