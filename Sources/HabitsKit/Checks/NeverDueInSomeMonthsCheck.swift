extension HabitChecks {
  /// Warns about monthly rules that some months lack: the 29th to 31st (no roll-over to the
  /// last day), and 5th weekdays (only some months have five).
  static let neverDueInSomeMonths = HabitCheck(
    code: .neverDueInSomeMonths,
    triggering: ["Pay: monthly on the 31st", "Club: every 5th Friday", "Bills: monthly on the 1st and 30th"],
    passing: ["Pay: last day of the month", "Club: last Friday of the month", "Bills: monthly on the 1st and 28th"]
  ) { habit, file in
    guard case .monthly(let rule) = habit.schedule else { return [] }
    var diagnostics: [Diagnostic] = []
    for day in rule.days.sorted() where day >= 29 {
      let months = day == 29 ? "February in common years" : day == 30 ? "February" : "February, April, June, September and November"
      diagnostics.append(
        Diagnostic(
          .neverDueInSomeMonths, "the \(Vocabulary.ordinal(day)) is never due in \(months)", file: file,
          range: habit.scheduleRange,
          notes: [Diagnostic.Note("nothing moves to the month's last day; add 'last day' if it should")]))
    }
    for item in rule.weekdays where item.ordinal == 5 {
      diagnostics.append(
        Diagnostic(
          .neverDueInSomeMonths, "the 5th \(item.weekday.name) is never due in months with only four", file: file,
          range: habit.scheduleRange,
          notes: [Diagnostic.Note("'last \(item.weekday.name)' is due every month")]))
    }
    return diagnostics
  }
}
