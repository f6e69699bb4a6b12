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
      if let start = loaded[index].habit.since ?? loaded[index].log.firstCompletionDay {
        if let dates = loaded[index].habit.schedule.ask(
          UnreachableDatesFrom(start: start, periodsFromStart: loaded[index].habit.periodsFromStart))
        {
          report(dates, of: loaded[index].habit, from: start, habitsFile: habitsFile, into: &diagnostics)
        }
      }
      // Each change from its `from` date. Only the line's schedule and start are read to test
      // it: the line handed whole to a function was copied for the call (about 200
      // instructions a line). The changes are taken once (one reference), not reached through
      // the loaded habit for each field of each line.
      let changes = loaded[index].habit.changes
      for number in changes.indices {
        guard let start = changes[number].since else { continue }
        // Asked of the kind as its own type: every kind but one has none, a constant nil there
        // (through an `any ScheduleKind` made for each line, about 100 instructions; an empty
        // list handed back was still released, about 20).
        guard
          let dates = changes[number].schedule.ask(
            UnreachableDatesFrom(start: start, periodsFromStart: changes[number].periodsFromStart))
        else { continue }
        report(dates, of: changes[number], from: start, habitsFile: habitsFile, into: &diagnostics)
      }
    }
    return diagnostics
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

/// The dates a line's kind can never make due from `start` (`ScheduleKind.unreachableDates`),
/// nil when there are none.
struct UnreachableDatesFrom: KindQuestion {
  /// The line's first day.
  let start: Day
  /// Whether its periods count from its start.
  let periodsFromStart: Bool

  func answer<Kind: ScheduleKind>(for kind: Kind) -> [MonthDay]? {
    let dates = kind.unreachableDates(from: start, periodsFromStart: periodsFromStart)
    return dates.isEmpty ? nil : dates
  }
}
