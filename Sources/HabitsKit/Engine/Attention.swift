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
  /// For a limit that needs attention: the day over it.
  package var overLimitDay: Day?
  /// For a goal that needs attention: its last completion, nil when there is none since its
  /// start.
  package var lastLogged: Day?
  /// For a goal that needs attention: the first day its grace window counted (the day after
  /// the period of its last completion, its start, or the change in force today).
  package var unloggedSince: Day?
}

extension HabitAnalysis {
  /// The attention state as of today (seed 002, scheduling-semantics.md §18).
  ///
  /// Needs attention: the habit has gone unlogged beyond its grace window. Counting from the
  /// day after the period of its last completion (or from its start if none), or from the
  /// change in force today when that is later (a change restarts the window), with vacation
  /// and skip days not counted, today lies past the end of the period holding the last day of
  /// the window. The window is 3 periods of the line in force today (3 days without periods,
  /// 3 × N days after last) unless its `grace` option sets it, rounded up to whole periods.
  /// Logging returns the habit to on track at once. Otherwise not logged while the current
  /// period has no completion, else on track. A habit without periods (every day, one-off
  /// dates, after last) is on track when done today, or done before with nothing asked of it
  /// today (not due, or already completed), and not logged otherwise. Paused (on vacation
  /// today) and finished habits are on track; habits not started yet are not logged; a
  /// one-off line with no date left, or whose dates left are done ahead, has nothing left to
  /// log and is on track.
  ///
  /// Limits have their own rule: one needs attention while its current period (today, its
  /// week or its month) is over the limit, and is on track otherwise, before its start, on
  /// vacation or not: a limit is never paused and never *not logged*.
  package func attentionFinding() -> AttentionFinding {
    let today = timeline.today
    // A habit with changes follows the line in force today.
    let calendar = timeline.calendar(on: today)
    let kind = plan.era(on: today).kind
    func finding(_ attention: Attention) -> AttentionFinding { AttentionFinding(attention: attention) }
    // A kind with a rule of its own (a limit).
    if let own = kind.attention(of: self) { return own }
    if today < timeline.first { return finding(.notLogged) }
    if let end = timeline.calendar.end, today > end { return finding(.onTrack) }
    if timeline.isOnVacation(today) { return finding(.onTrack) }
    let last = lastCompletion(through: today)
    var from = timeline.first
    if let last { from = (timeline.calendar(on: last).period(containing: last)?.upperBound ?? last) + 1 }
    // A change restarts the window.
    if plan.hasChanges { from = max(from, timeline.era(on: today).first) }
    // A one-off has no cadence before its date: the window opens on its next due date not
    // already done ahead, and with none left there is nothing to log.
    guard var opens = kind.graceWindowStart(from: from) else { return finding(.onTrack) }
    while opens <= today, kind.dates != nil, timeline.status(on: opens) == .alreadyCompleted {
      guard let next = kind.graceWindowStart(from: opens + 1) else { return finding(.onTrack) }
      opens = next
    }
    from = opens
    if from <= today, let deadline = graceDeadline(from: from, grace: grace(on: today), kind: kind, calendar: calendar, today: today),
      today > deadline
    {
      var result = finding(.needsAttention)
      result.lastLogged = last
      result.unloggedSince = from
      return result
    }
    guard let last else { return finding(.notLogged) }
    guard let period = calendar.period(containing: today) else {
      // Without periods, a habit done before and asked for nothing today (after last until
      // its next due day, a one-off date done ahead) has nothing to log yet.
      if last == today { return finding(.onTrack) }
      let status = timeline.status(on: today)
      return finding(status == .notDue || status == .alreadyCompleted ? .onTrack : .notLogged)
    }
    return finding(last >= period.lowerBound ? .onTrack : .notLogged)
  }

  /// The last day on or before `today` (and on or after the start) with a completion: a
  /// binary search of the sorted log, so a long log costs nothing per run.
  private func lastCompletion(through today: Day) -> Day? {
    let completions = log.completions
    var low = 0
    var high = completions.count
    while low < high {
      let mid = (low + high) / 2
      if completions[mid].day <= today { low = mid + 1 } else { high = mid }
    }
    var index = low - 1
    // A zero count is no completion (§18).
    while index >= 0 && completions[index].count <= 0 { index -= 1 }
    guard index >= 0, completions[index].day >= timeline.first else { return nil }
    return completions[index].day
  }

  /// The last day of grace for a habit unlogged since `from`: the end of the period holding
  /// the window's last day once vacation and skip days are left out; nil when the window has
  /// not run out by `today` (the walk stops there, so its cost is bounded by the window).
  private func graceDeadline(from: Day, grace: Grace?, kind: any ScheduleKind, calendar: HabitCalendar, today: Day) -> Day? {
    func periodEnd(_ day: Day) -> Day { calendar.period(containing: day)?.upperBound ?? day }
    // The window's last day with no pauses, rounded up to a whole period.
    let nominal: Day
    if let grace {
      let last = grace.lastDay(from: from)
      nominal = last < from ? last : periodEnd(last)
    } else if let last = kind.defaultGraceLastDay(from: from) {
      nominal = last
    } else if calendar.period(containing: from) == nil {
      nominal = from + 2
    } else {
      var end = from - 1
      for _ in 0..<3 {
        guard let period = calendar.period(containing: end + 1) else { break }
        end = period.upperBound
      }
      nominal = end
    }
    var needed = nominal - from + 1
    if needed <= 0 { return nominal }
    // Vacation and skip days do not count: the window runs on past them.
    var day = from
    while day <= today {
      if !timeline.isOnVacation(day) {
        needed -= 1
        if needed == 0 { return periodEnd(day) }
      }
      day = day + 1
    }
    return nil
  }
}
