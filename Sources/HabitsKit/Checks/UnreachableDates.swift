/// An error for a date that a line's schedule can never make due from the line's start: Feb 29
/// every 4 years from a common year falls in no period's first year (`ScheduleKind
/// .unreachableDates`). The line asks for something that never happens, which is most likely
/// a start or an interval typed wrong. The start is the line's `since` or `from`, else the
/// habit's first log entry; a habit with neither has no start yet (`moving-start`).
package enum UnreachableDates {
  /// The findings over the loaded habits and logs.
  static func check(habits: [Habit], logs: [HabitLog]?, habitsFile: String) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for index in habits.indices {
      let habit = habits[index]
      let lines = habit.changes.isEmpty ? [habit] : HabitChecks.lines(of: habit)
      for (number, line) in lines.enumerated() {
        guard let start = line.since ?? (number == 0 ? logs?[index].firstCompletionDay : nil) else { continue }
        for date in line.schedule.kind.unreachableDates(from: start, periodsFromStart: line.periodsFromStart) {
          diagnostics.append(
            Diagnostic(
              .unreachableDate(line.name, date: date, from: start, periodsFromStart: line.periodsFromStart),
              file: habitsFile, range: line.scheduleRange, severity: .error,
              notes: [
                Diagnostic.Note("start the line in a leap year, or add 'Feb 28' or 'Mar 1' to its dates")
              ]))
        }
      }
    }
    return diagnostics
  }
}
