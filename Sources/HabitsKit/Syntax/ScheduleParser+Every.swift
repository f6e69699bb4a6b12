/// The schedules that start with "every": every day, every other day, every N days or weeks,
/// every N months or quarters, every N years, every N days after the last time, and "every"
/// before a list.
extension ScheduleParser {
  /// `every = "every" ( "day" | "other" ... | N "days" | N "weeks" "on" days | "week" ...
  ///   | "month" ... | "year" ... | ordinal-items | weekday-list )`
  mutating func parseEvery() -> Schedule? {
    cursor.advance()
    guard let token = cursor.peek else { return cursor.expected("'day', a number or a weekday", after: "'every'") }
    switch token.key {
    case "day":
      cursor.advance()
      return .everyDay
    case "other":
      cursor.advance()
      return parseEveryN(2, after: "'every other'")
    case "quarter":
      cursor.advance()
      return parseEveryNMonths(3, after: "'every quarter'")
    case "week", "month", "year":
      cursor.advance()
      let period: Schedule.CountPeriod = token.key == "week" ? .week : token.key == "month" ? .month : .year
      let reader = cursor.reader
      if cursor.consume("on") { return parsePeriodItems(period, after: "'every \(reader.key(token)) on'") }
      if cursor.isAtEnd { return .perPeriod(count: 1, period) }
      return cursor.expected("'on' or the end of the schedule", after: "'every \(cursor.key(token))'")
    case "weekday":
      cursor.advance()
      return .weekly([.monday, .tuesday, .wednesday, .thursday, .friday])
    case "weekend":
      cursor.advance()
      return .weekly([.saturday, .sunday])
    default:
      break
    }
    // "every 19" and "every 1, 2 and 15 of each month" are day numbers of the month (grammar.md
    // `monthly`); a number followed by a unit or a weekday is every N days, weeks or months.
    if cursor.number(token) != nil && isMonthDayListEnd(cursor.peek(1)) { return parseMonthlyItems() }
    if let n = cursor.number(token) {
      cursor.advance()
      let reader = cursor.reader
      return parseEveryN(n, after: "'every \(reader.text(token))'", numberRange: token.range)
    }
    // "every 2nd day" and "every second week" mean every 2 days / weeks.
    if let n = ordinalValue(token), let unit = cursor.peek(1), unit.key.isAny(of: "day", "days", "week", "weeks", "year", "years") {
      cursor.advance()
      let reader = cursor.reader
      return parseEveryN(n, after: "'every \(reader.text(token))'", numberRange: token.range)
    }
    if isWeekdayItem(token) { return parseWeekdayList().map { .weekly($0) } }
    if isMonthlyItemStart(token) { return parseMonthlyItems() }
    if reportMisplacedLimit() { return nil }
    if let suggestion = Suggestions.closest(to: cursor.text(token), in: Vocabulary.weekdaySuggestions) {
      let fix = DiagnosticFix.replacing(cursor.here, with: suggestion)
      return cursor.fail(.unknownWeekday(cursor.text(token)), notes: [fix.note], fix: fix)
    }
    if let suggestion = Suggestions.closest(to: cursor.text(token), in: ["first", "second", "third", "fourth", "fifth", "last", "other"]) {
      let fix = DiagnosticFix.replacing(cursor.here, with: suggestion)
      return cursor.fail(.unknownOrdinal(cursor.text(token)), notes: [fix.note], fix: fix)
    }
    return expected(
      "'day', a number, an ordinal or a weekday", after: "'every'",
      closeTo: ["day", "other", "quarter", "week", "month", "year", "weekday", "weekend"])
  }

  /// After "every N" / "every other": `"days" | "weeks" "on" days | weekday-list`.
  mutating func parseEveryN(_ n: Int, after context: @autoclosure () -> String, numberRange: SourceRange? = nil) -> Schedule? {
    guard let unit = cursor.peek else { return cursor.expected("'days', 'weeks', 'months' or a weekday", after: context()) }
    switch unit.key {
    case "day", "days":
      cursor.advance()
      guard (1...1000).contains(n) else {
        return cursor.fail(.everyDaysOutOfRange(n), at: numberRange)
      }
      let reader = cursor.reader
      if cursor.isAt("after") { return parseAfterLast(days: n, after: String(context().dropLast()) + " \(reader.text(unit))'") }
      return n == 1 ? .everyDay : .cycle(on: 1, off: n - 1)
    case "week", "weeks":
      cursor.advance()
      guard (1...520).contains(n) else {
        return cursor.fail(.everyWeeksOutOfRange(n), at: numberRange)
      }
      let reader = cursor.reader
      if cursor.isAt("after") { return parseAfterLast(days: 7 * n, after: String(context().dropLast()) + " \(reader.text(unit))'") }
      guard cursor.consume("on") else {
        return expected("'on' and weekdays, or 'after last'", after: String(context().dropLast()) + " \(cursor.text(unit))'", closeTo: ["on", "after"])
      }
      guard let token = cursor.peek, isWeekdayItem(token) else {
        return unknownWeekdayOrExpected(after: "'on'")
      }
      guard let days = parseWeekdayList() else { return nil }
      return n == 1 ? .weekly(days) : .everyNWeeks(weeks: n, days: days)
    case "month", "months":
      cursor.advance()
      guard (1...120).contains(n) else {
        return cursor.fail(.everyMonthsOutOfRange(n), at: numberRange)
      }
      let reader = cursor.reader
      return parseEveryNMonths(n, after: String(context().dropLast()) + " \(reader.text(unit))'")
    case "year", "years":
      cursor.advance()
      guard (1...100).contains(n) else {
        return cursor.fail(.everyYearsOutOfRange(n), at: numberRange)
      }
      let reader = cursor.reader
      return parseEveryNYears(n, after: String(context().dropLast()) + " \(reader.text(unit))'")
    default:
      if isWeekdayItem(unit) {
        guard (1...520).contains(n) else {
          return cursor.fail(.everyWeeksOutOfRange(n), at: numberRange)
        }
        guard let days = parseWeekdayList() else { return nil }
        return n == 1 ? .weekly(days) : .everyNWeeks(weeks: n, days: days)
      }
      if let suggestion = Suggestions.closest(to: cursor.text(unit), in: Vocabulary.weekdaySuggestions) {
        let fix = DiagnosticFix.replacing(cursor.here, with: suggestion)
        return cursor.fail(.unknownWeekday(cursor.text(unit)), notes: [fix.note], fix: fix)
      }
      return expected("'days', 'weeks', 'months', 'years' or a weekday", after: context(), closeTo: ["days", "weeks", "months", "years"])
    }
  }

  /// `every-n-months = ("every" (N | "other") "months" | "quarterly" | "every" "quarter") "on"
  /// monthly-items`, after its leading words: the monthly rule in the first month of each
  /// N-month period. Every 1 month is plain monthly.
  mutating func parseEveryNMonths(_ n: Int, after context: @autoclosure () -> String) -> Schedule? {
    guard cursor.consume("on") else {
      return cursor.fail(
        cursor.isAtEnd ? .expected("'on' and days of the month", after: context()) : .expected("'on'", after: context()),
        at: cursor.peek?.range,
        notes: ["say which day, as in 'every 6 months on the 15th' or 'quarterly on the 1st Monday'"])
    }
    guard let token = cursor.peek, isMonthlyItemStart(token) else {
      return cursor.expected("a day of the month, an ordinal weekday or 'last day'", after: "'on'")
    }
    guard case .monthly(let rule)? = parseMonthlyItems() else { return nil }
    return n == 1 ? .monthly(rule) : .everyNMonths(months: n, rule)
  }

  /// `every-n-years = "every" (N | "other") ("years" | "year") "on" month-day { sep month-day }`,
  /// after its leading words: the dates in the first year of each N-year period. Every 1 year
  /// is plain yearly.
  mutating func parseEveryNYears(_ n: Int, after context: @autoclosure () -> String) -> Schedule? {
    guard cursor.consume("on") else {
      if cursor.isAtEnd {
        return cursor.fail(
          .expected("'on' and dates", after: context()), at: cursor.peek?.range,
          notes: ["say which dates, as in 'every 2 years on Apr 15'"])
      }
      return expected("'on'", after: context(), closeTo: ["on"])
    }
    guard let dates = parseYearlyDates() else { return nil }
    return n == 1 ? .yearly(dates) : .everyNYears(years: n, dates)
  }

  /// `after-last = "after" [ "the" ] "last" [ "one" | "time" ]`, after "every N days" or
  /// "every N weeks": due `days` days after the last completion.
  mutating func parseAfterLast(days: Int, after context: @autoclosure () -> String) -> Schedule? {
    cursor.advance()
    cursor.consume("the")
    guard cursor.consume("last") else { return expected("'last'", after: "\(context().dropLast()) after'", closeTo: ["last"]) }
    cursor.consume("one", "time")
    return .afterLast(days: days)
  }
}
