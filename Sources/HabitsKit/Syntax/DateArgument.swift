/// Dates given on the command line: ISO dates, and for some options "today", "yesterday" or a
/// weekday name (the most recent such day, today included).
package enum DateArgument {
  /// An ISO `YYYY-MM-DD` date, if `text` is one.
  package static func parseISO(_ text: String) -> Day? {
    guard case .some(.some(let day)) = Bytes.isoDate(text) else { return nil }
    return day
  }

  /// "2026-02-30 does not exist: February 2026 has 28 days" when `text` has the shape of an
  /// ISO date but names no day, so the user learns what is wrong rather than the format again.
  package static func nonexistentDate(_ text: String) -> String? {
    guard case .some(.none) = Bytes.isoDate(text) else { return nil }
    return DateSyntax.nonexistentDateMessage(text)
  }

  /// An ISO date, "today", "yesterday", or a weekday name meaning the latest such day on or
  /// before `today`.
  package static func parse(_ text: String, today: Day) -> Day? {
    if let day = parseISO(text) { return day }
    let key = text.lowercased()
    if key == "today" { return today }
    if key == "yesterday" { return today - 1 }
    if let weekday = Vocabulary.weekdays[key] {
      return today - today.weekday.offset(from: weekday)
    }
    return nil
  }

  /// The last day of something that starts on `start` (`vacation --until`): an ISO date,
  /// "today", "tomorrow", "yesterday", or a weekday name meaning the first such day on or
  /// after `start`, since an end is naturally ahead of its start (`--until fri` on a Wednesday
  /// is this Friday, not the last one).
  package static func parseEnd(_ text: String, start: Day, today: Day) -> Day? {
    let key = text.lowercased()
    if key == "tomorrow" { return today + 1 }
    if let weekday = Vocabulary.weekdays[key] {
      return start + (7 - start.weekday.offset(from: weekday)) % 7
    }
    return parse(text, today: today)
  }
}
