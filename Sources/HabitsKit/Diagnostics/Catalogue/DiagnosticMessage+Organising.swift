/// Messages about what organises the habits file: group headings, tags, times of day and the
/// day boundary.
extension DiagnosticMessage {
  // MARK: Group headings

  /// `[]`: "expected a group name between '[' and ']'".
  static var missingGroupName: DiagnosticMessage { .init(.syntax, "expected a group name between '[' and ']'") }

  /// `[Health`: "expected ']' to end the group heading".
  static var unclosedHeading: DiagnosticMessage { .init(.syntax, "expected ']' to end the group heading") }

  /// `[Health] Gym` or `[a]b]`: "unexpected 'Gym' after the group heading".
  static func afterHeading(_ text: String) -> DiagnosticMessage {
    .init(.syntax, "unexpected '\(text)' after the group heading")
  }

  /// `[Gym: Mon]`: "a group name cannot contain ':'".
  static func groupNameContains(_ character: String) -> DiagnosticMessage {
    .init(.syntax, "a group name cannot contain '\(character)'")
  }

  /// `[Work] Standup: weekdays`: "a habit name cannot start with '['".
  static var nameStartsWithBracket: DiagnosticMessage { .init(.invalidName, "a habit name cannot start with '['") }

  /// A change line under another heading: "this change of 'Gym' is under '[Fitness]', but
  /// 'Gym' is in the group 'Health'".
  static func groupMismatch(_ habit: String, under heading: String?, group: String?) -> DiagnosticMessage {
    let here = heading.map { "under '[\($0)]'" } ?? "before the first group heading"
    let first = group.map { "'\(habit)' is in the group '\($0)'" } ?? "'\(habit)' is in no group"
    return .init(.groupMismatch, "this change of '\(habit)' is \(here), but \(first)")
  }

  // MARK: Tags

  /// `tags` with nothing after it.
  static var missingTags: DiagnosticMessage { .init(.syntax, "expected at least one tag after 'tags'") }

  /// A tag with a character the tags cannot hold: "a tag cannot contain ':'".
  static func tagContains(_ character: String) -> DiagnosticMessage { .init(.syntax, "a tag cannot contain '\(character)'") }

  // MARK: Times of day

  /// `at` without a time, or with something else: "expected a time HH:MM (24-hour) after
  /// 'at', found '7:30am'".
  static func notATime(_ text: String?, after context: String) -> DiagnosticMessage {
    .init(.syntax, "expected a time HH:MM (24-hour) after \(context)" + (text.map { ", found '\($0)'" } ?? ""))
  }

  /// `at 24:00`, `at 07:60`: "24:00 is not a time of day: HH:MM from 00:00 to 23:59".
  static func timeOutOfRange(_ text: String) -> DiagnosticMessage {
    .init(.numberOutOfRange, "\(text) is not a time of day: HH:MM from 00:00 to 23:59")
  }

  /// `Gym: Mon at 07:30`: "a time of day is an option: write '; at 07:30'".
  static func timeInSchedule(_ text: String) -> DiagnosticMessage {
    .init(.syntax, "a time of day is an option after ';': write '; at \(text)'")
  }

  // MARK: The day boundary

  /// `day ends at 13:00`: "the day may end from 00:01 to 12:00, not at 13:00".
  static func dayEndOutOfRange(_ time: TimeOfDay) -> DiagnosticMessage {
    .init(.numberOutOfRange, "the day may end from 00:01 to 12:00, not at \(time)")
  }

  /// The day's end set twice to one time.
  static func duplicateDayEnd(_ time: TimeOfDay) -> DiagnosticMessage {
    .init(.duplicateSetting, "the day's end is already set to \(time)")
  }

  /// The day's end set again to another time.
  static func conflictingDayEnd(_ later: TimeOfDay, before first: TimeOfDay) -> DiagnosticMessage {
    .init(.conflictingSetting, "the day's end is set to \(later) here but to \(first) before")
  }
}
