/// Weekday lists: "Mon, Wed, Fri", "Mon-Fri", "weekdays", with typo suggestions.
extension ScheduleParser {
  /// `weekday-list = weekday-item { [separator] weekday-item }`, where an item is a weekday,
  /// a range "Mon-Fri", "weekdays" or "weekends". A weekday listed twice is a warning.
  mutating func parseWeekdayList() -> WeekdaySet? {
    var days = WeekdaySet()
    guard var token = cursor.peek else { return cursor.expected("a weekday") }
    guard var item = weekdayItem(token) else { return unknownWeekdayOrExpected(after: nil) }
    while true {
      cursor.advance()
      var day = item.first
      while true {
        if !days.insert(day).inserted { cursor.warn(.listedTwice(day), at: token.range) }
        if day == item.last { break }
        day = day.next
      }
      let hadSeparator = cursor.consumeSeparator()
      guard let next = cursor.peek else {
        if hadSeparator { return cursor.expected("a weekday", after: "','") }
        return days
      }
      // Each word is read as a weekday once: the item found here is the next one parsed.
      guard let nextItem = weekdayItem(next) else {
        return hadSeparator ? unknownWeekdayOrExpected(after: nil) : days
      }
      (token, item) = (next, nextItem)
    }
  }

  /// The weekdays a token names, as a run from one day to another in week order: one day, a
  /// range "mon-fri" (which may wrap, "fri-mon"), "weekdays" or "weekends". A run rather than
  /// an array of days: no array to allocate (nor its metadata to build) for each word asked about.
  func weekdayItem(_ token: Token) -> WeekdayRun? {
    guard token.kind == .word else { return nil }
    if let day = Vocabulary.weekdays[token.key] { return WeekdayRun(first: day, last: day) }
    switch token.key {
    case "weekdays": return WeekdayRun(first: .monday, last: .friday)
    case "weekends": return WeekdayRun(first: .saturday, last: .sunday)
    default: break
    }
    // "mon-fri": exactly one '-', a weekday on each side ("wednesday-thursday" is longer than
    // a `Word`: the halves are taken from the lower-cased text).
    guard cursor.bytes(token).contains(UInt8(ascii: "-")) else { return nil }
    let text = cursor.key(token)
    let key = text.utf8
    guard let dash = key.firstIndex(of: UInt8(ascii: "-")),
      !key[key.index(after: dash)...].contains(UInt8(ascii: "-")),
      let from = Vocabulary.weekdays[String(text[..<dash])],
      let to = Vocabulary.weekdays[String(text[key.index(after: dash)...])]
    else { return nil }
    return WeekdayRun(first: from, last: to)
  }

  /// Whether a token names a weekday or a run of them.
  func isWeekdayItem(_ token: Token) -> Bool { weekdayItem(token) != nil }

  /// Reports the next token as an unknown weekday (with a suggestion) or as unexpected.
  mutating func unknownWeekdayOrExpected<T>(after context: String?) -> T? {
    guard let token = cursor.peek, token.kind == .word else { return cursor.expected("a weekday", after: context) }
    if reportMisplacedLimit() { return nil }
    let fix = Suggestions.closest(to: cursor.text(token), in: Vocabulary.weekdaySuggestions).map { DiagnosticFix.replacing(token.range, with: $0) }
    return cursor.fail(
      .unknownWeekday(cursor.text(token)),
      notes: fix.map { [$0.note] } ?? ["weekdays are Mon, Tue, Wed, Thu, Fri, Sat, Sun or their full names"], fix: fix)
  }

  /// "every at most 2 a week": a limit after words that expect weekdays is not a misspelt
  /// "Sat"; say that a limit stands alone. True after recording the error; false when the
  /// next words are not "at most".
  mutating func reportMisplacedLimit() -> Bool {
    guard cursor.isAt("at"), cursor.isAt("most", offset: 1) else { return false }
    let range = SourceRange(start: cursor.tokens[0].range.start, end: cursor.tokens.last!.range.end)
    let _: Bool? = cursor.fail(
      .misplacedLimit, at: range,

      notes: ["write it alone, as in 'at most 2 a week'"])
    return true
  }
}

/// The weekdays of one item of a weekday list: from `first` to `last` in week order, wrapping
/// past Sunday ("Fri-Mon" is Friday, Saturday, Sunday, Monday).
struct WeekdayRun {
  /// The first day of the run.
  var first: Weekday
  /// The last day of the run (the first again for a single day).
  var last: Weekday
}
