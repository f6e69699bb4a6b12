/// The messages of the checks over the loaded model (`Checks/`): dates far from the others,
/// schedules never due, one-offs left in the past, edits that rewrite the past.
extension DiagnosticMessage {
  /// A date before 1900 ("1026-03-01 is implausibly far from the other dates: before 1900").
  static func implausibleBefore1900(_ day: Day) -> DiagnosticMessage {
    .init(.implausibleDate, "\(day) is implausibly far from the other dates: before 1900")
  }

  /// A habit's start years before its first entry ("2016-03-01 is implausibly far from the
  /// other dates: 10 years before the first entry of 'Gym' (2026-03-02)").
  static func implausibleStart(
    _ since: Day, years: Int, beforeFirstEntryOf habit: String, on first: Day
  ) -> DiagnosticMessage {
    .init(
      .implausibleDate,
      "\(since) is implausibly far from the other dates: \(DayText.count(years, "year")) before the first entry of '\(habit)' (\(first))"
    )
  }

  /// A log date years before the habit's other entries ("2016-03-01 is implausibly far from
  /// the other dates: 10 years before the other entries of 'Gym'").
  static func implausibleDate(_ day: Day, years: Int, beforeOtherEntriesOf habit: String) -> DiagnosticMessage {
    .init(
      .implausibleDate,
      "\(day) is implausibly far from the other dates: \(DayText.count(years, "year")) before the other entries of '\(habit)'")
  }

  /// A day of the month that none of the schedule's months has ("the 31st is never due: the
  /// schedule's months (February, April and June) have no 31st"); `months` are 1-12.
  static func dayNeverDue(_ day: Int, inAnyOf months: [Int]) -> DiagnosticMessage {
    let ordinal = Vocabulary.ordinal(day)
    return .init(
      .neverDueInSomeMonths,
      "the \(ordinal) is never due: the schedule's months (\(monthNames(months))) have no \(ordinal)")
  }

  /// A day of the month that some months lack ("the 31st is never due in February, April,
  /// June, September and November", "the 29th is never due in February in common years");
  /// `months` are 1-12.
  static func dayNeverDue(_ day: Int, in months: [Int]) -> DiagnosticMessage {
    .init(
      .neverDueInSomeMonths,
      "the \(Vocabulary.ordinal(day)) is never due in \(monthNames(months))\(day == 29 ? " in common years" : "")")
  }

  /// A fifth weekday, which most months lack ("the 5th Friday is never due in months with
  /// only four").
  static func fifthWeekdayNeverDue(_ weekday: Weekday) -> DiagnosticMessage {
    .init(.neverDueInSomeMonths, "the 5th \(weekday.name) is never due in months with only four")
  }

  /// A habit whose dates all fall before its start ("'Dentist' is never due: its dates are
  /// all before its start 2026-03-01").
  static func neverDueBeforeStart(_ habit: String, start: Day) -> DiagnosticMessage {
    .init(.neverDue, "'\(habit)' is never due: its dates are all before its start \(start)")
  }

  /// A date the schedule can never make due from its start ("'Leap day' is never due on Feb
  /// 29: every period's first year from 2025 is a common year").
  static func unreachableDate(_ habit: String, date: MonthDay, from start: Day, periodsFromStart: Bool) -> DiagnosticMessage {
    let from = periodsFromStart ? "\(start)" : "\(start.year)"
    return .init(.neverDue, "'\(habit)' is never due on \(date.description): no period's first year from \(from) has one")
  }

  /// A habit with no due day in its life ("'Gym' is never due between 2026-03-01 and
  /// 2026-03-31").
  static func neverDue(_ habit: String, from start: Day, through last: Day) -> DiagnosticMessage {
    .init(.neverDue, "'\(habit)' is never due between \(start) and \(last)")
  }

  /// A one-off whose one date is past, not logged ("'Dentist' is never due again: its date
  /// 2026-01-05 is past and nothing was logged").
  static func pastOneOff(_ habit: String, date: Day) -> DiagnosticMessage {
    .init(.pastOneOff, "'\(habit)' is never due again: its date \(date) is past and nothing was logged")
  }

  /// A one-off whose dates are all past, none logged ("'Dentist' is never due again: its
  /// dates are past (the last was 2026-01-05) and nothing was logged").
  static func pastOneOff(_ habit: String, lastOfDates last: Day) -> DiagnosticMessage {
    .init(.pastOneOff, "'\(habit)' is never due again: its dates are past (the last was \(last)) and nothing was logged")
  }

  /// An edit of a habit's line that changes days already past ("this edit changes 3 past days
  /// of 'Gym' (streak 5 -> 0 days); to keep the past, leave the line and add 'Gym: daily;
  /// from 2026-11-25'"); `streak` is the current streak before and after, left out when the
  /// edit does not change it.
  static func editRewritesPast(
    _ habit: String, changedDays: Int, streak: (before: Int, after: Int), suggestion: String
  ) -> DiagnosticMessage {
    let streakChange = streak.before == streak.after ? "" : " (streak \(streak.before) -> \(streak.after) days)"
    return .init(
      .editRewritesPast,
      "this edit changes \(DayText.count(changedDays, "past day")) of '\(habit)'\(streakChange); "
        + "to keep the past, leave the line and add '\(suggestion)'")
  }

  /// A habit whose due days count from a start that is not fixed yet ("'Bills' has neither
  /// 'since' nor a log entry, so its due days move with today").
  static func movingStart(_ habit: String) -> DiagnosticMessage {
    .init(.movingStart, "'\(habit)' has neither 'since' nor a log entry, so its due days move with today")
  }

  /// The month names of `months` (1-12) as an English list ("February, April and June").
  private static func monthNames(_ months: [Int]) -> String {
    EnglishList.joined(months.map { MonthName.full[$0 - 1] })
  }
}
