/// What a skip or vacation does to a habit, by its kind (grammar.md): a goal, a rolling goal
/// among them, is paused; a limit is not (its slips count on every day); a tracked habit is
/// never due, so it has nothing to pause. One answer for `habits skip` and `vacation`, what
/// they print and what they refuse.
package enum PauseEffect: Sendable, Equatable {
  /// Its due days are paused.
  case pauses
  /// A limit: never paused.
  case limitNotPaused
  /// Tracked: never due, nothing to pause.
  case nothingToPause

  /// The effect on a line that is a limit or takes values (tracked), or neither.
  package init(isLimit: Bool, takesValues: Bool) {
    self = isLimit ? .limitNotPaused : takesValues ? .nothingToPause : .pauses
  }

  /// The effect on `habit`'s line as the habits file has it now.
  package init(_ habit: Habit) {
    self.init(isLimit: habit.schedule.isLimit, takesValues: habit.schedule.kind.takesValues)
  }

  /// Why a pause leaves the habit as it is, after its name ("a limit, which a vacation does not
  /// pause"); nil when it pauses it. `what` is "a skip" or "a vacation".
  package func unchanged(by what: String) -> String? {
    switch self {
    case .pauses: nil
    case .limitNotPaused: "a limit, which \(what) does not pause"
    case .nothingToPause: "tracked, never due, so \(what) has nothing to pause"
    }
  }
}
