/// The status procedure of scheduling-semantics.md §7.1 for one day, and the "as of" day of §8,
/// each written once: both loops of the forward pass (`StatusPass`), the days past a timeline's
/// last computed day (`HabitTimeline.rule(on:)`), the timeline's deviation and `habits why` ask
/// them.
///
/// The facts a branch looks at that cost something to find (whether a deficit shows on the
/// day, §9; whether earlier work covers it, §10) come as closures, asked only by the branch
/// that needs them: inlined, each loop computes them in the form it keeps (for a past day,
/// behind is a negative balance; from today on, the free days are counted too), and the
/// specialised past loop (`PastOptions`) folds the options away.
enum StatusDecision {
  /// The rule of a day.
  /// - Parameters:
  ///   - onVacation: the day is paused (a vacation or a skip).
  ///   - due: the schedule makes it due.
  ///   - logged: its count (scaled like the goal); `required`: what it asks for (the goal when
  ///     due and not paused, else 0); `overAt`: the extra from which a due day is more than
  ///     done (`StatusPass.overAt`).
  ///   - isPast: the day is before today (§7.1 for V < T: no backlog placement, a miss is
  ///     failed rather than planned).
  ///   - backlog: the habit keeps a deficit to catch up (the option).
  ///   - behind: §9, a deficit is shown on the day (or absorbs its extra work).
  ///   - nothingBehind: the deviation before the day is not negative.
  ///   - clears: the deviation through the day (its own count and due included) is not
  ///     negative: what it logged pays off all that was behind.
  ///   - coveredAhead: §10, work done earlier covers the day.
  @inline(__always)
  static func rule(
    onVacation: Bool, due: Bool, logged: Int, required: Int, overAt: Int, isPast: Bool, backlog: Bool,
    behind: () -> Bool, nothingBehind: () -> Bool, clears: () -> Bool, coveredAhead: () -> Bool
  ) -> StatusRule {
    if onVacation { return logged <= 0 ? .onVacation : behind() ? .vacationPaidOff : .vacationExtra }
    if logged > 0 {
      if logged == required { return .completed }
      if logged < required { return .partial }
      // Less than a whole goal more (an amount) covers no other due day and makes up no
      // missed one by itself: it sorts out backlog only when it pays off all that is behind;
      // else a due day is done, and a day asking nothing holds part of a goal.
      if logged - required < overAt {
        if behind() && clears() { return .extraPaidOff }
        return required > 0 ? .reachedGoal : .partial
      }
      if behind() { return .extraPaidOff }
      return .extra
    }
    if !due {
      // A past day that was not due stays not due: backlog is only shown from today on.
      if isPast { return .notDuePast }
      if behind() { return .backlog }
      if !backlog { return .notDueNoBacklog }
      return nothingBehind() ? .notDueNothingBehind : .notDueBacklogEarlier
    }
    if coveredAhead() { return .coveredAhead }
    // Failed unless a later day makes it up (§11, the pass's waiting misses).
    return isPast ? .failed : .planned
  }

  /// §8: the last day whose completions count towards the deviation of day `v` (as indices or
  /// day numbers): the day before it, up to today; for a later day, today when today is
  /// logged, else yesterday.
  @inline(__always)
  static func asOf(_ v: Int, today t: Int, todayLogged: Bool) -> Int {
    v <= t ? v - 1 : (todayLogged ? t : t - 1)
  }
}

extension HabitTimeline {
  /// §8: the last day the deviation of `day` counts through (`StatusDecision.asOf`).
  package func deviationAsOf(_ day: Day) -> Day {
    Day(number: StatusDecision.asOf(day.number, today: today.number, todayLogged: count(on: today) > 0))
  }
}
