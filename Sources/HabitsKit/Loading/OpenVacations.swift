/// The warning for an open-ended vacation of every habit that has run for weeks while the
/// habits went on being logged: `2026-11-10 vacation` with no `resume`, then a month of
/// `Gym`, `Read`. Nothing has been judged since the line (every day is a vacation day), and a
/// report says so only by a `~` on each row; the log, meanwhile, says the user came back.
///
/// Most such lines are a forgotten `habits resume`, or the entry of a habit called
/// `vacation` since deleted (grammar.md §5, "Keywords or names"). A vacation with names or an
/// end is deliberate and left alone, and so are the entries of a tracked habit or a limit,
/// which a vacation does not pause (a weight and a slip are logged on holiday too).
struct OpenVacations {
  let file: String
  let today: Day

  /// How long the vacation must have run by today, in days: a holiday of a week or two is
  /// no sign of a forgotten line.
  static let minimumDays = 14
  /// On how many of its days (after the first, up to today) the habits it pauses must have
  /// been logged.
  static let minimumLoggedDays = 7

  /// Warns about each of `vacations` (each open-ended vacation of every habit, with its day
  /// and its line) still running today for some habit of `loaded`, per the thresholds.
  func report(_ vacations: [(day: Day, range: SourceRange)], _ loaded: [LoadedHabit], to diagnostics: inout BoundedDiagnostics) {
    for vacation in vacations where today.number - vacation.day.number >= Self.minimumDays {
      var logged = Set<Int>()
      for habit in loaded where !habit.habit.schedule.isLimit && habit.habit.schedule != .tracked {
        guard habit.log.vacations.contains(where: { $0.start == vacation.day && $0.end == nil }) else { continue }
        for completion in habit.log.completions where completion.day > vacation.day && completion.day <= today {
          logged.insert(completion.day.number)
        }
      }
      guard logged.count >= Self.minimumLoggedDays else { continue }
      let days = today.number - vacation.day.number + 1
      diagnostics.add(.openVacation) {
        Diagnostic(
          .openVacation(since: vacation.day, days: days, logged: logged.count), file: file, range: vacation.range,
          notes: [
            Diagnostic.Note("no day since \(vacation.day) is judged: every habit is on vacation until a resume"),
            Diagnostic.Note(
              "if you are back, end it with 'habits resume --date DATE' (the first day back); if the line was a habit's entry, write the habit's name as it is now"
            ),
          ])
      }
    }
  }
}
