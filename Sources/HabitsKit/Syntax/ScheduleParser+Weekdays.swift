/// Weekday lists: "Mon, Wed, Fri", "Mon-Fri", "weekdays", with typo suggestions.
extension ScheduleParser {
  /// `weekday-list = weekday-item { [separator] weekday-item }`, where an item is a weekday,
  /// a range "Mon-Fri", "weekdays" or "weekends". A weekday listed twice is a warning.
  mutating func parseWeekdayList() -> WeekdaySet? {
    var days = WeekdaySet()
    while true {
      guard let token = cursor.peek else { return cursor.expected("a weekday") }
      guard let items = weekdayItem(token) else { return unknownWeekdayOrExpected(after: nil) }
      cursor.advance()
      for day in items where !days.insert(day).inserted {
        cursor.warn(.listedTwice(day), at: token.range)
      }
      let hadSeparator = cursor.consumeSeparator()
      guard let next = cursor.peek else {
        if hadSeparator { return cursor.expected("a weekday", after: "','") }
        return days
      }
      if !hadSeparator && !isWeekdayItem(next) { return days }
      if hadSeparator && !isWeekdayItem(next) { return unknownWeekdayOrExpected(after: nil) }
    }
  }

  /// The weekdays a token names: one day, a range "mon-fri", "weekdays" or "weekends".
  func weekdayItem(_ token: Token) -> [Weekday]? {
    guard token.kind == .word else { return nil }
    if let day = Vocabulary.weekdays[token.key] { return [day] }
    switch token.key {
    case "weekdays": return [.monday, .tuesday, .wednesday, .thursday, .friday]
    case "weekends": return [.saturday, .sunday]
    default: break
    }
    let parts = token.key.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let from = Vocabulary.weekdays[String(parts[0])],
      let to = Vocabulary.weekdays[String(parts[1])]
    else { return nil }
    var days: [Weekday] = [from]
    var day = from
    while day != to {
      day = Weekday(isoNumber: day.isoNumber % 7 + 1)!
      days.append(day)
    }
    return days
  }

  func isWeekdayItem(_ token: Token) -> Bool { weekdayItem(token) != nil }

  /// Reports the next token as an unknown weekday (with a suggestion) or as unexpected.
  mutating func unknownWeekdayOrExpected<T>(after context: String?) -> T? {
    guard let token = cursor.peek, token.kind == .word else { return cursor.expected("a weekday", after: context) }
    if reportMisplacedLimit() { return nil }
    let fix = Suggestions.closest(to: token.text, in: Vocabulary.weekdaySuggestions).map { DiagnosticFix.replacing(token.range, with: $0) }
    return cursor.fail(
      .unknownWeekday(token.text),
      notes: fix.map { [$0.note] } ?? ["weekdays are Mon, Tue, Wed, Thu, Fri, Sat, Sun or their full names"], fix: fix)
  }

  /// "every at most 2 a week": a limit after words that expect weekdays is not a misspelt
  /// "Sat"; say that a limit stands alone. True after recording the error; false when the
  /// next words are not "at most".
  mutating func reportMisplacedLimit() -> Bool {
    guard cursor.peek?.key == "at", cursor.peek(1)?.key == "most" else { return false }
    let range = SourceRange(start: cursor.tokens[0].range.start, end: cursor.tokens.last!.range.end)
    let _: Bool? = cursor.fail(
      .misplacedLimit, at: range,

      notes: ["write it alone, as in 'at most 2 a week'"])
    return true
  }
}
