import HabitsKit

/// What `habits log`, `skip`, `vacation` and `resume` report after writing: the line written,
/// then each affected habit's status on the line's day, as the board has it for that day.
/// Rendered by `LogWriteRenderer`.
package struct LogWriteReport: Sendable {
  /// The line written.
  package var written: String
  /// The real today.
  package var today: Day
  /// The line's day, whose status is shown.
  package var date: Day
  /// The affected habits' board rows for `date`, in the order given.
  package var rows: [StatusReport.Row]
  /// For each row, the vacation covering `date`, or nil.
  package var vacations: [Vacation?]
  /// For each row, what a pause does to the line in force on `date` (a limit is not paused, a
  /// tracked habit has nothing to pause).
  package var pauseEffects: [PauseEffect]
  /// After a redeem, the points balance today; nil after any other line.
  package var balance: Int?

  /// The report for `line`, from the journal as it is after the write.
  /// - Parameters:
  ///   - affected: the keys of the habits to show, in this order.
  ///   - day: the line's day, whose status is shown.
  /// - showsBalance: whether the line spends points (a redeem): the balance is then shown.
  package init(line: String, affected: [String], journal: Journal, day: Day, today: Day, showsBalance: Bool = false) {
    let analyses = affected.compactMap { key in
      journal[key: key].map { HabitAnalysis($0, today: today, through: day) }
    }
    self.written = line
    self.today = today
    self.date = day
    self.rows = StatusReport(analyses: analyses, date: day).rows
    self.vacations = analyses.map { a in a.log.vacations.last { $0.contains(day) } }
    self.pauseEffects = analyses.map { a in
      PauseEffect(isLimit: a.plan.target(on: day).isLimit, takesValues: a.plan.era(on: day).takesValues)
    }
    if showsBalance { balance = PointsLedger(journal: journal, today: today).balance(through: today) }
  }
}
