/// The messages of resolving the log against the habits: unknown names, dates in the future
/// or outside a habit's life, amounts and units, vacations and resumes, repeated lines.
extension DiagnosticMessage {
  /// A log entry naming no habit ("unknown habit 'Gmy'").
  static func unknownHabit(_ name: String) -> DiagnosticMessage {
    .init(.unknownHabit, "unknown habit '\(name)'")
  }

  /// Completions dated after today ("2026-12-01 is after today (2026-11-25)").
  static func futureDate(_ day: Day, today: Day) -> DiagnosticMessage {
    .init(.futureDate, "\(day) is after today (\(today))")
  }

  /// A vacation whose end is before its start ("the vacation ends on 2026-03-01, before it
  /// starts on 2026-03-05").
  static func vacationEndsBeforeStart(end: Day, start: Day) -> DiagnosticMessage {
    .init(.vacationEndsBeforeStart, "the vacation ends on \(end), before it starts on \(start)")
  }

  /// An amount logged for a habit without a unit ("'Gym' has no unit, so it is logged without
  /// an amount, not '5 km'").
  static func unexpectedAmount(habit: String, amount: String) -> DiagnosticMessage {
    .init(.unexpectedAmount, "'\(habit)' has no unit, so it is logged without an amount, not '\(amount)'")
  }

  /// A habit with a unit logged without an amount ("'Run' is measured in km: log the amount
  /// done").
  static func missingAmount(habit: String, unit: String) -> DiagnosticMessage {
    .init(.missingAmount, "'\(habit)' is measured in \(unit): log the amount done")
  }

  /// A habit with a unit logged with a count ("'Run' is measured in km: log the amount done,
  /// not a count").
  static func countInsteadOfAmount(habit: String, unit: String) -> DiagnosticMessage {
    .init(.missingAmount, "'\(habit)' is measured in \(unit): log the amount done, not a count")
  }

  /// An amount in another unit than the habit's ("'Run' is measured in km, not 'mi'").
  static func unitMismatch(habit: String, unit: String, written: String) -> DiagnosticMessage {
    // The empty unit: a tracked habit logged in bare numbers.
    if unit.isEmpty { return .init(.unitMismatch, "'\(habit)' is logged in bare numbers, not in '\(written)'") }
    return .init(.unitMismatch, "'\(habit)' is measured in \(unit), not '\(written)'")
  }

  /// A completion before the habit's start ("'Gym' is logged on 2026-01-02, before it starts
  /// on 2026-02-01").
  static func beforeStart(habit: String, day: Day, start: Day) -> DiagnosticMessage {
    .init(.beforeStart, "'\(habit)' is logged on \(day), before it starts on \(start)")
  }

  /// A completion after the habit's end ("'Gym' is logged on 2027-01-02, after it ended on
  /// 2026-12-31").
  static func afterEnd(habit: String, day: Day, end: Day) -> DiagnosticMessage {
    .init(.afterEnd, "'\(habit)' is logged on \(day), after it ended on \(end)")
  }

  /// A resume with no running vacation to end ("nothing to resume on 2026-03-01: no vacation
  /// is running").
  static func resumeWithoutVacation(_ day: Day) -> DiagnosticMessage {
    .init(.resumeWithoutVacation, "nothing to resume on \(day): no vacation is running")
  }

  /// A tracked habit with a unit logged more than once on a day, whose values add up
  /// ("'Weight' has 2 values on 2026-11-17, which add up to 161 kg").
  static func trackedValuesAddUp(habit: String, values: Int, day: Day, total: String) -> DiagnosticMessage {
    .init(.trackedValuesAddUp, "'\(habit)' has \(values) values on \(day), which add up to \(total)")
  }

  /// A line that reads as habit names, read as its keyword because no habit has the name
  /// ("'Skip Gym' is read as a skip of Gym: no habit is named 'Skip Gym'").
  static func capitalizedKeyword(written: String, readAs: String) -> DiagnosticMessage {
    .init(.capitalizedKeyword, "'\(written)' is read as \(readAs): no habit is named '\(written)'")
  }

  /// An open-ended vacation of every habit that has run for `days` days, with habits logged
  /// on `logged` of them ("a vacation of every habit has run since 2026-11-10, 30 days, while
  /// habits were logged on 20 of them").
  static func openVacation(since start: Day, days: Int, logged: Int) -> DiagnosticMessage {
    .init(
      .openVacation,
      "a vacation of every habit has run since \(start), \(days) days, while habits were logged on \(logged) of them")
  }

  /// A log line that says what an earlier line of its day said ("this line repeats line 12").
  static func repeatedLine(of line: Int) -> DiagnosticMessage {
    .init(.duplicateEntry, "this line repeats line \(line)")
  }

  /// A habit named again on one log line ("'Gym' is named twice on this line: its entries add
  /// up to 2"); `total` is what they come to, as the views write it ("2", "7.5 km").
  static func repeatedHabit(_ name: String, times: Int, total: String) -> DiagnosticMessage {
    .init(.repeatedHabit, "'\(name)' is named \(times == 2 ? "twice" : "\(times) times") on this line: its entries add up to \(total)")
  }
}
