extension HabitChecks {
  /// Warns about habits that are never due between their start and their end: one-off dates
  /// all outside `since`/`until`, or a window too short for the schedule.
  static let neverDue = HabitCheck(
    code: .neverDue,
    triggering: [
      "Dentist: on 2026-01-05; since 2026-02-01",
      "Taxes: yearly on Apr 15; since 2026-05-01; until 2026-12-31",
    ],
    passing: [
      "Dentist: on 2026-03-05; since 2026-02-01", "Taxes: yearly on Apr 15; since 2026-01-01",
      "Coffee: at most 3 a day; since 2026-11-01; until 2026-11-30",
    ]
  ) { neverDue(on: $0, in: $1, file: $2, into: &$3) }

  /// The never-due rule on `line`, made from `habits`: appends its finding, if any, to
  /// `diagnostics`. A plain function, called directly by `run` for every line.
  static func neverDue(on line: CheckedLine, in habits: [Habit], file: String, into diagnostics: inout [Diagnostic]) {
    if let within = line.kind.dueWithinDaysOfStart, isAnswered(line, dueWithin: within) { return }
    // A limit asks for nothing, so it is never due by design; an after-last habit's due days
    // come from its log.
    if !line.kind.dueDaysFollowFromSchedule { return }
    let dates = line.kind.dates
    let start: Day
    if let since = line.since {
      start = since
    } else if let first = dates?.first {
      start = first
    } else {
      return
    }
    // Without `until` or `ends after` the line has no end, and only one-off dates bound the
    // window: most habits need no calendar built (about 3,000 instructions each).
    if line.until == nil && line.occurrences == nil && dates == nil { return }
    // One line: its schedule pinned to its start is all there is to ask.
    let calendar = line.calendar(start: start, in: habits)
    // Only a bounded window can be checked; "once" dates bound themselves.
    var last: Day
    if let end = calendar.end {
      last = end
    } else if let final = dates?.last {
      last = final
    } else {
      return
    }
    last = min(last, start + Horizons.neverDueWindow)
    if start <= last, calendar.firstDueDay(in: start...last) != nil { return }
    let message: DiagnosticMessage =
      last < start ? .neverDueBeforeStart(line.name(in: habits), start: start)
      : .neverDue(line.name(in: habits), from: start, through: last)
    diagnostics.append(
      Diagnostic(
        message, file: file,
        range: line.scheduleRange,
        notes: [Diagnostic.Note("check the schedule's dates against 'since' and 'until'")]))
  }

  /// Whether `line`, of a kind first due within `within` days of any start (every day,
  /// `Mon, Wed, Fri`), needs no more of the never-due check: most change lines are answered
  /// by this one question, with no calendar built nor days walked (an `ends after` end comes
  /// on a due day, so never before the first). Such a kind has no one-off dates: without
  /// `since` the line has no window. Nor has it monthly items, so `run` skips the other
  /// checks of such a line too.
  static func isAnswered(_ line: CheckedLine, dueWithin within: Int) -> Bool {
    isAnswered(since: line.since, until: line.until, occurrences: line.occurrences, dueWithin: within)
  }

  /// `isAnswered(_:dueWithin:)` of a line from `since` through `until` (cut to the day before
  /// the next change), ending after `occurrences`.
  static func isAnswered(since: Day?, until: Day?, occurrences: Int?, dueWithin within: Int) -> Bool {
    guard let start = since, until != nil || occurrences != nil else { return true }
    return min(until ?? Day.last, start + Horizons.neverDueWindow) - start >= within - 1
  }
}
