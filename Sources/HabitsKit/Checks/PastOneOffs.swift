/// Warns about a one-off habit (`Dentist: on 2026-01-05`) whose every date is past with
/// nothing logged: it is silently never due again, which is most likely a date typed wrong or
/// a visit done but not logged. (A one-off whose dates all fall outside `since`/`until` is
/// `never-due` instead.)
package enum PastOneOffs {
  /// The findings over the loaded habits and logs, as of `today`.
  static func check(_ loaded: [LoadedHabit], habitsFile: String, today: Day) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    // Read in place, as `ImplausibleDates` reads them: only a one-off is copied.
    for index in loaded.indices {
      guard let dates = loaded[index].habit.schedule.kind.dates else { continue }
      let habit = loaded[index].habit
      let due = dates.filter { day in
        habit.since.map { day >= $0 } ?? true && habit.until.map { day <= $0 } ?? true
      }
      guard let last = due.max(), last < today else { continue }
      if !loaded[index].log.completions.isEmpty { continue }
      let message: DiagnosticMessage =
        due.count == 1 ? .pastOneOff(habit.name, date: last) : .pastOneOff(habit.name, lastOfDates: last)
      diagnostics.append(
        Diagnostic(
          message, file: habitsFile,
          range: habit.scheduleRange,
          notes: [
            Diagnostic.Note(
              "if it was done, log it (habits log \(habit.name) --date \(last)); else give it a new date or delete it")
          ]))
    }
    return diagnostics
  }
}
