/// Warns about a habit whose due days count from a start that is not fixed yet
/// (`HabitPlan.startMoves`): with neither `since` nor a log entry it starts today, every day,
/// so "every 2 weeks after last" is never due and "quarterly on the 15th" is due on a different
/// day each time it is asked. Reports say *not started* for such a habit; the fix adds
/// `since TODAY` after the schedule (a language-server quick fix too).
package enum MovingStarts {
  /// The findings over the loaded habits, planned as of `today`.
  static func check(_ loaded: [LoadedHabit], habitsFile: String, today: Day) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    // Read in place, as `ImplausibleDates` reads them: only a habit whose start moves is copied.
    for index in loaded.indices where loaded[index].plan.startMoves {
      let habit = loaded[index].habit
      // `since` goes on the first line; with a change in force already it would come after
      // that change's date (`from-out-of-order`), so no fix is offered then.
      var fix: DiagnosticFix?
      if !habit.changes.contains(where: { ($0.since ?? today) <= today }) {
        let end = habit.scheduleRange.end
        fix = DiagnosticFix(
          title: "Add '; since \(today)'", range: SourceRange(start: end, end: end), replacement: "; since \(today)")
      }
      diagnostics.append(
        Diagnostic(
          .movingStart(habit.name), file: habitsFile, range: habit.scheduleRange,
          notes: [
            Diagnostic.Note(
              "its due days count from its start, its first log entry, and until then reports say it has not started; add 'since \(today)' to start it today")
          ],
          fix: fix))
    }
    return diagnostics
  }
}
