/// Yearly month-days ("Apr 15", "15th of April") and one-off ISO dates.
extension ScheduleParser {
  /// `yearly-dates = month-day { separator month-day }`, a month-day being "Apr 15", "April
  /// 15th" or "15 Apr". Feb 29 is accepted with a warning (due only in leap years).
  mutating func parseYearlyDates() -> [MonthDay]? {
    var dates: [MonthDay] = []
    repeat {
      cursor.consume("the")
      guard let first = cursor.peek else { return cursor.expected("a date such as 'Apr 15'") }
      let month: Int
      let day: Int
      let dayRange: SourceRange
      if let m = Vocabulary.months[first.key] {
        cursor.advance()
        guard let d = cursor.peek, let value = dayNumber(d) else {
          return cursor.expected("a day of the month", after: "'\(cursor.text(first))'")
        }
        cursor.advance()
        (month, day, dayRange) = (m, value, d.range)
      } else if let value = dayNumber(first) {
        cursor.advance()
        cursor.consume("of")
        guard let m = cursor.peek else { return cursor.expected("a month", after: "'\(cursor.text(first))'") }
        guard let monthValue = Vocabulary.months[m.key] else { return unknownMonth(m) }
        cursor.advance()
        (month, day, dayRange) = (monthValue, value, first.range)
      } else {
        return unknownMonth(first)
      }
      guard day >= 1 && day <= Day.daysInMonth(year: 2000, month: month) else {
        return cursor.fail(
          .noSuchDay(day, inMonth: month), at: dayRange,
          notes: ["\(MonthName.full[month - 1]) has \(Day.daysInMonth(year: 2000, month: month)) days"])
      }
      let date = MonthDay(month: month, day: day)
      let range = SourceRange(start: first.range.start, end: cursor.span(from: first.range).end)
      if dates.contains(date) {
        cursor.warn(.listedTwice(date), at: range)
      } else {
        dates.append(date)
      }
      if date == MonthDay(month: 2, day: 29) {
        cursor.warn(
          .dueOnlyInLeapYears, at: range,
          notes: ["in other years nothing is due; add 'Feb 28' or 'Mar 1' if it should be"])
      }
    } while cursor.consumeSeparator()
    return dates.sorted()
  }

  /// The day a token names, as a number ("14") or a numeric ordinal ("14th").
  func dayNumber(_ token: Token) -> Int? {
    if let n = cursor.number(token) { return n }
    if let (n, _) = Vocabulary.numericOrdinal(token.key) { return n }
    return nil
  }

  /// Reports a token as an unknown month, with the nearest month name as a fix when one is close.
  mutating func unknownMonth<T>(_ token: Token) -> T? {
    let fix = Suggestions.closest(to: cursor.text(token), in: Vocabulary.monthSuggestions).map { DiagnosticFix.replacing(token.range, with: $0) }
    return cursor.fail(
      .unknownMonth(cursor.text(token)), at: token.range,
      notes: fix.map { [$0.note] } ?? ["months are Jan ... Dec or their full names"], fix: fix)
  }

  /// `date-list = date { separator date }`, dates as YYYY-MM-DD. A date listed twice is a warning.
  mutating func parseDateList() -> [Day]? {
    var dates: [Day] = []
    repeat {
      guard let token = cursor.peek else { return cursor.expected("a date YYYY-MM-DD") }
      guard let day = parseDate(token) else { return nil }
      cursor.advance()
      if dates.contains(day) {
        cursor.warn(.listedTwice(day), at: token.range)

      } else {
        dates.append(day)
      }
    } while cursor.consumeSeparator()
    return dates.sorted()
  }

  /// A `YYYY-MM-DD` token as a day, or a diagnostic.
  mutating func parseDate(_ token: Token) -> Day? {
    DateSyntax.day(token, cursor: &cursor)
  }
}
