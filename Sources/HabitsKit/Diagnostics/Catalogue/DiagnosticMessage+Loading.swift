/// The messages of resolving the habits file: duplicate habits and settings, options that
/// repeat, contradict or do nothing, and the changes of a schedule (`from DATE` lines).
extension DiagnosticMessage {
  /// A second habit of the same name ("habit 'Gym' is already defined").
  static func duplicateHabit(_ name: String) -> DiagnosticMessage {
    .init(.duplicateHabit, "habit '\(name)' is already defined")
  }

  /// The week start set again to the same day ("the week start is already set to Sunday").
  static func duplicateWeekStart(_ weekday: Weekday) -> DiagnosticMessage {
    .init(.duplicateSetting, "the week start is already set to \(weekday.name)")
  }

  /// The week start set again to another day ("the week start is set to Monday here but to
  /// Sunday before").
  static func conflictingWeekStart(_ later: Weekday, before first: Weekday) -> DiagnosticMessage {
    .init(.conflictingSetting, "the week start is set to \(later.name) here but to \(first.name) before")
  }

  /// An option given twice on a line ("'backlog' is given twice").
  static func duplicateOption(_ option: String) -> DiagnosticMessage {
    .init(.duplicateOption, "'\(option)' is given twice")
  }

  /// An option that contradicts an earlier one ("'goal 3' contradicts 'goal 2'").
  static func conflictingOptions(_ option: String, _ earlier: String) -> DiagnosticMessage {
    .init(.conflictingOptions, "'\(option)' contradicts '\(earlier)'")
  }

  /// A week start on a weekly habit whose periods count from its start ("'week starts on
  /// Sunday' contradicts 'periods from start'").
  static func weekStartWithPeriodsFromStart(_ option: String) -> DiagnosticMessage {
    .init(.conflictingOptions, "'\(option)' contradicts 'periods from start'")
  }

  /// An option the schedule ignores ("'carry over' has no effect on this schedule").
  static func optionHasNoEffect(_ option: String) -> DiagnosticMessage {
    .init(.optionHasNoEffect, "'\(option)' has no effect on this schedule")
  }

  /// An end before the start ("'until 2026-01-01' is before 'since 2026-02-01'").
  static func untilBeforeSince(until: Day, since: Day) -> DiagnosticMessage {
    .init(.untilBeforeSince, "'until \(until)' is before 'since \(since)'")
  }

  /// `from` on a habit's first line, read as `since` ("'from 2026-03-01' on the first line of
  /// 'Gym' means 'since 2026-03-01'").
  static func fromOnFirstLine(_ day: Day, habit: String) -> DiagnosticMessage {
    .init(.fromOnFirstLine, "'from \(day)' on the first line of '\(habit)' means 'since \(day)'")
  }

  /// A start or end option on a change line ("'since 2026-01-01' cannot be on a change line").
  static func optionOnChangeLine(_ option: String) -> DiagnosticMessage {
    .init(.optionOnChangeLine, "'\(option)' cannot be on a change line")
  }

  /// A change of a habit that ends after a number of occurrences ("'from 2026-03-01'
  /// contradicts 'ends after 10 occurrences'").
  static func changeOfOccurrencesHabit(from: Day, occurrences: Int) -> DiagnosticMessage {
    .init(.conflictingOptions, "'from \(from)' contradicts 'ends after \(occurrences) occurrences'")
  }

  /// A change line whose unit is not the first line's ("this line measures 'Run' in 'mi', but
  /// its first line measures it in 'km'"); a line without a unit "gives 'Run' no unit" or "has
  /// no unit".
  static func changeOfUnit(habit: String, unit: String?, firstUnit: String?) -> DiagnosticMessage {
    // The empty unit is a tracked habit's bare numbers.
    let said = unit.map { $0.isEmpty ? "logs '\(habit)' in bare numbers" : "measures '\(habit)' in '\($0)'" } ?? "gives '\(habit)' no unit"
    let first = firstUnit.map { $0.isEmpty ? "logs it in bare numbers" : "measures it in '\($0)'" } ?? "has no unit"
    return .init(.conflictingOptions, "this line \(said), but its first line \(first)")
  }

  /// A change on or before the habit's start ("'from 2026-01-01' is not after the habit's
  /// start (2026-02-01)").
  static func changeBeforeStart(from: Day, start: Day) -> DiagnosticMessage {
    .init(.fromOutOfOrder, "'from \(from)' is not after the habit's start (\(start))")
  }

  /// A change after the habit's end ("'from 2027-01-01' is after the habit's end (2026-12-31)").
  static func changeAfterEnd(from: Day, end: Day) -> DiagnosticMessage {
    .init(.fromOutOfOrder, "'from \(from)' is after the habit's end (\(end))")
  }

  /// A change on or before the previous one ("'from 2026-02-01' is not after the previous
  /// change (2026-03-01)").
  static func changeBeforePreviousChange(from: Day, previous: Day) -> DiagnosticMessage {
    .init(.fromOutOfOrder, "'from \(from)' is not after the previous change (\(previous))")
  }

  /// A change line that repeats the rule before it ("this line has the same schedule and
  /// options as line 3").
  static func changeChangesNothing(sameAsLine line: Int) -> DiagnosticMessage {
    .init(.changeChangesNothing, "this line has the same schedule and options as line \(line)")
  }

  /// A change line that repeats the rule before it but for tags the habit has nowhere else
  /// ("this line changes nothing of line 3 but its tags 'y'"): the tags are in force, so the
  /// line is not one to delete as it stands.
  static func changeChangesOnlyTags(sameAsLine line: Int, tags: [String]) -> DiagnosticMessage {
    let quoted = tags.map { "'\($0)'" }.joined(separator: ", ")
    return .init(.changeChangesNothing, "this line changes nothing of line \(line) but its \(tags.count == 1 ? "tag" : "tags") \(quoted)")
  }
}
