/// An error for a date that a line's schedule can never make due from the line's start: Feb 29
/// every 4 years from a common year falls in no period's first year (`ScheduleKind
/// .unreachableDates`). The line asks for something that never happens, which is most likely
/// a start or an interval typed wrong. The start is the line's `since` or `from`, else the
/// habit's first log entry; a habit with neither has no start yet (`moving-start`).
package enum UnreachableDates {
  /// The findings over the loaded habits (their logs empty when there is no log file).
  static func check(_ loaded: [LoadedHabit], habitsFile: String) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    // Read in place, as `ImplausibleDates` reads them: a line is copied only when one of its
    // dates is unreachable (splitting a habit of two hundred changes into its lines copied
    // each line twice, for its start and schedule alone).
    for index in loaded.indices {
      for number in 0...loaded[index].habit.changes.count {
        if number == 0 {
          check(
            loaded[index].habit, from: loaded[index].habit.since ?? loaded[index].log.firstCompletionDay,
            habitsFile: habitsFile, into: &diagnostics)
        } else {
          check(
            loaded[index].habit.changes[number - 1], from: loaded[index].habit.changes[number - 1].since,
            habitsFile: habitsFile, into: &diagnostics)
        }
      }
    }
    return diagnostics
  }

  /// Reports the dates of `line` that its schedule never reaches from `start` (none without a
  /// start).
  private static func check(_ line: Habit, from start: Day?, habitsFile: String, into diagnostics: inout [Diagnostic]) {
    guard let start else { return }
    let dates = line.schedule.kind.unreachableDates(from: start, periodsFromStart: line.periodsFromStart)
    if !dates.isEmpty { report(dates, of: line, from: start, habitsFile: habitsFile, into: &diagnostics) }
  }

  /// Adds an error for each of `dates`, unreachable on `line` from `start`, to `diagnostics`.
  private static func report(_ dates: [MonthDay], of line: Habit, from start: Day, habitsFile: String, into diagnostics: inout [Diagnostic]) {
    for date in dates {
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
