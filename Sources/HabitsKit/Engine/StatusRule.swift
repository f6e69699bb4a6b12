/// The branch of the status procedure (scheduling-semantics.md §7.1) that gives a day its
/// status, with the sub-case that explains it: what `StatusPass` decides for each day, and
/// what `habits why` explains. Each rule implies exactly one status.
package enum StatusRule: String, CaseIterable, Sendable {
  /// Before the habit's start.
  case notStarted = "not_started"
  /// After the habit's end.
  case finished
  /// On vacation, nothing logged.
  case onVacation = "on_vacation"
  /// Logged on a vacation day, nothing behind: extra.
  case vacationExtra = "vacation_extra"
  /// Logged on a vacation day while behind: the extra paid it off.
  case vacationPaidOff = "vacation_paid_off"
  /// Due, and exactly the goal logged.
  case completed
  /// Due, an amount habit, nothing behind, and at least its goal logged but less than a whole
  /// goal more: done (the extra covers no other due day, so it is not counted as over).
  case reachedGoal = "reached_goal"
  /// More logged than needed, nothing behind.
  case extra
  /// More logged than needed while behind: the extra paid it off.
  case extraPaidOff = "extra_paid_off"
  /// Due, and less than the goal logged.
  case partial
  /// Not due, today or later, and one of the free days where the deficit is shown.
  case backlog
  /// Not due and in the past: never backlog.
  case notDuePast = "not_due_past"
  /// Not due, today or later, and the habit has no backlog.
  case notDueNoBacklog = "not_due_no_backlog"
  /// Not due, today or later, and nothing behind.
  case notDueNothingBehind = "not_due_nothing_behind"
  /// Not due, today or later, behind, but the deficit is shown on earlier free days.
  case notDueBacklogEarlier = "not_due_backlog_earlier"
  /// Due, not done, and covered by work done ahead.
  case coveredAhead = "covered_ahead"
  /// Due, not done, today or later.
  case planned
  /// Due, missed, and made up by extra work later in its window.
  case completedLater = "completed_later"
  /// Due, missed, and not made up.
  case failed
  /// A limit's day, today or before, whose period stayed within the maximum through it.
  case withinLimit = "within_limit"
  /// A limit's day with occurrences that took its period over the maximum.
  case overLimit = "over_limit"

  /// Whether the rule's status starts a streak (`HabitStatus.createsStreak`), asked of the
  /// rule itself: the streak walk asks it of every day.
  package var createsStreak: Bool {
    switch self {
    case .completed, .reachedGoal, .extra, .extraPaidOff, .vacationExtra, .vacationPaidOff: true
    default: false
    }
  }

  /// Whether the rule is that of a paused day: on vacation (or skipped), with or without a
  /// completion. A limit's days are never paused.
  package var isPause: Bool {
    switch self {
    case .onVacation, .vacationExtra, .vacationPaidOff: true
    default: false
    }
  }

  /// The status this rule gives.
  package var status: HabitStatus {
    switch self {
    case .notStarted: .notStarted
    case .finished: .finished
    case .onVacation: .onVacation
    case .vacationExtra, .extra: .overCompleted
    case .vacationPaidOff, .extraPaidOff: .sortedOutBacklog
    case .completed, .reachedGoal: .completed
    case .partial: .partiallyCompleted
    case .backlog: .backlog
    case .notDuePast, .notDueNoBacklog, .notDueNothingBehind, .notDueBacklogEarlier: .notDue
    case .coveredAhead: .alreadyCompleted
    case .planned: .planned
    case .completedLater: .completedLater
    case .failed: .failed
    case .withinLimit: .withinLimit
    case .overLimit: .overLimit
    }
  }
}
