import HabitsKit

/// The board's warnings: what a habit's row does not say on its own.
extension StatusReport {
  /// Warnings for the board: a streak at risk, a backlog that no longer fits its period, and
  /// a habit that needs attention.
  static func warnings(_ a: HabitAnalysis, row: Row, finding: AttentionFinding, date: Day) -> [Warning] {
    guard date == a.today else { return [] }
    var result: [Warning] = []
    let name = a.habit.name
    if row.status == .planned, let streak = a.currentStreak, streak.end == date - 1, isLastChance(a, date) {
      result.append(.streakAtStake(habit: name, streak: streak))
    }
    // On vacation the habit is paused: what is left of the period is no warning.
    if row.backlog > 0, !a.timeline.isOnVacation(date), a.plan.era(on: date).periodsStandAlone,
      let period = a.period(containing: date)
    {
      let free = freeDays(a, from: date, through: period.upperBound)
      if free < row.backlog {
        result.append(
          .notEnoughFreeDays(
            habit: name, backlog: row.backlog, freeDays: free, period: period,
            periodNoun: a.timeline.calendar(on: date).periodNoun, catchUp: catchUpEntry(a, on: date)))
      }
    }
    if finding.attention == .needsAttention {
      if let over = finding.overLimitDay {
        result.append(.overLimit(habit: name, day: over))
      } else if let last = finding.lastLogged {
        result.append(.lastLogged(habit: name, day: last))
      } else if let since = finding.unloggedSince {
        result.append(.unloggedSince(habit: name, day: since))
      }
    }
    return result
  }

  /// Whether missing `date` would fail it for good: no backlog to make it up, or no day left in
  /// its period after it.
  fileprivate static func isLastChance(_ a: HabitAnalysis, _ date: Day) -> Bool {
    guard a.keepsBacklog(on: date) else { return true }
    guard a.plan.era(on: date).periodsStandAlone, let period = a.period(containing: date) else { return false }
    return period.upperBound == date
  }

  /// The log entry that catches up all that is behind on `date` at once, its own due included:
  /// "Swim x3", "Run 7.5 km", or the name alone for one completion.
  static func catchUpEntry(_ a: HabitAnalysis, on date: Day) -> String {
    let needed = a.toCatchUp(on: date)
    if let unit = a.unit(on: date) { return a.habit.name + " " + Amount.text(needed, unit: unit) }
    return needed > 1 ? a.habit.name + " x\(needed)" : a.habit.name
  }

  /// Not-due, non-vacation days from `date` (tomorrow if it is done) through `end`: the slots
  /// where backlog is shown.
  fileprivate static func freeDays(_ a: HabitAnalysis, from date: Day, through end: Day) -> Int {
    var d = a.timeline.count(on: date) > 0 ? date + 1 : date
    var free = 0
    while d <= end {
      if !a.timeline.isDue(d) && !a.timeline.isOnVacation(d) { free += 1 }
      d = d + 1
    }
    return free
  }
}
