/// The status of a habit on one day: the 13 statuses of scheduling-semantics.md §7, and the two
/// of limit habits.
package enum HabitStatus: String, CaseIterable, Hashable, Sendable {
  /// Due, not done yet (today or later).
  case planned
  /// Not due, but an outstanding deficit is shown here to catch up (today or later).
  case backlog
  /// Not due, and nothing to catch up here.
  case notDue = "not_due"
  /// Due, but earlier surplus already covers it.
  case alreadyCompleted = "already_completed"
  /// Due, missed, made up later in the same period (past only).
  case completedLater = "completed_later"
  /// Done exactly the due amount on a due day.
  case completed
  /// Done less than the due amount on a due day.
  case partiallyCompleted = "partially_completed"
  /// Done more than due (or done on a not-due or vacation day) with no deficit to absorb it.
  case overCompleted = "over_completed"
  /// Done more than due, and the extra paid off a deficit.
  case sortedOutBacklog = "sorted_out_backlog"
  /// Due, missed, not covered earlier or later (past only).
  case failed
  /// On vacation and not done.
  case onVacation = "on_vacation"
  /// Before the habit's start.
  case notStarted = "not_started"
  /// After the habit's end.
  case finished
  /// A limit habit's day, today or before, within its limit (`habits` adds it, §18).
  case withinLimit = "within_limit"
  /// A limit habit's day whose occurrences went over its limit (`habits` adds it, §18).
  case overLimit = "over_limit"

  /// Whether the status can start a streak (§13.1: completed, over-completed, sorted out).
  package var createsStreak: Bool {
    self == .completed || self == .overCompleted || self == .sortedOutBacklog
  }

  /// Whether something was logged that day.
  package var isDone: Bool {
    switch self {
    case .completed, .partiallyCompleted, .overCompleted, .sortedOutBacklog: true
    default: false
    }
  }

  /// The status as words ("not due", "sorted out backlog"): the raw value with spaces, spelt
  /// out because `history` prints one per day.
  package var words: String {
    switch self {
    case .planned: "planned"
    case .backlog: "backlog"
    case .notDue: "not due"
    case .alreadyCompleted: "already completed"
    case .completedLater: "completed later"
    case .completed: "completed"
    case .partiallyCompleted: "partially completed"
    case .overCompleted: "over completed"
    case .sortedOutBacklog: "sorted out backlog"
    case .failed: "failed"
    case .onVacation: "on vacation"
    case .notStarted: "not started"
    case .finished: "finished"
    case .withinLimit: "within limit"
    case .overLimit: "over limit"
    }
  }
}
