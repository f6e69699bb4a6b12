/// Parses the schedule of a habit line, the text between the colon and the first `;`.
///
/// Each function parses one production of grammar.md's `schedule` and has its name. The parser
/// is generous in what it reads ("Mon Wed Fri", "every Monday", "3 times a week") and precise in
/// what it reports: the first problem in the clause becomes a located diagnostic and the
/// schedule is nil.
///
/// The words a message quotes ("after 'every 2'") are passed on as autoclosures, made only
/// for a diagnostic; they read the tokens' text through a copy of the cursor's `reader`, as an
/// autoclosure may not capture the parser it is passed to.
package struct ScheduleParser {
  var cursor: TokenCursor

  /// Parses `tokens` (of `line`) as a schedule. Diagnostics include warnings (e.g. a day
  /// listed twice).
  package static func parse(
    _ tokens: [Token], line: SourceLine, file: String, endRange: SourceRange
  ) -> (schedule: Schedule?, diagnostics: [Diagnostic]) {
    var parser = ScheduleParser(cursor: TokenCursor(tokens: tokens, line: line.bytes, file: file, endRange: endRange))
    let schedule = parser.parseSchedule()
    return (schedule, parser.cursor.diagnostics)
  }

  /// `schedule = every-day | weekly | per-period | monthly | cycle | every-n | yearly | one-off`
  mutating func parseSchedule() -> Schedule? {
    guard let first = cursor.peek else { return nil }
    let schedule: Schedule?
    switch first.key {
    case "daily":
      cursor.advance()
      schedule = .everyDay
    case "weekly", "monthly", "yearly", "annually":
      schedule = parsePeriodKeyword()
    case "never":
      cursor.advance()
      schedule = .limit(max: 0, per: .day)
    case "tracked", "track":
      cursor.advance()
      schedule = .tracked
    case "at":
      schedule = parseAtMost()
    case "quarterly":
      let keyword = cursor.take()
      let reader = cursor.reader
      schedule = parseEveryNMonths(3, after: "'\(reader.text(keyword))'")
    case "every":
      schedule = parseEvery()
    case "on":
      schedule = parseOn()
    case "once", "twice", "thrice":
      schedule = parseCountWord()
    default:
      if isWeekdayItem(first) {
        schedule = parseWeekdayList().map { .weekly($0) }
      } else if cursor.number(first) != nil || isNumberX(first) {
        schedule = parseNumberLed()
      } else if isMonthlyItemStart(first) {
        schedule = parseMonthlyItems()
      } else {
        return unknownSchedule(first)
      }
    }
    guard let schedule else { return nil }
    if let extra = cursor.peek {
      let isOption = extra.key.isAny(of: "since", "from", "until", "ends", "no", "backlog", "ahead", "grace", "carry")
        || cursor.key(extra).hasSuffix("x") || extra.key == "times"
      return cursor.fail(
        .unexpected(cursor.text(extra), after: "the schedule"),
        notes: isOption ? ["options follow a ';', as in 'every day; since 2026-01-01'"] : [])
    }
    return schedule
  }

  /// `period-keyword = ("weekly" | "monthly" | "yearly") [ "on" items ]`: alone, once per period.
  mutating func parsePeriodKeyword() -> Schedule? {
    let keyword = cursor.take()
    let period: Schedule.CountPeriod =
      keyword.key == "weekly" ? .week : keyword.key == "monthly" ? .month : .year
    guard cursor.consume("on") else {
      if cursor.isAtEnd { return .perPeriod(count: 1, period) }
      return cursor.expected("'on' or the end of the schedule", after: "'\(cursor.text(keyword))'")
    }
    let reader = cursor.reader
    return parsePeriodItems(period, after: "'\(reader.text(keyword)) on'")
  }

  /// The items after "weekly on", "every month on" and the like.
  mutating func parsePeriodItems(_ period: Schedule.CountPeriod, after context: @autoclosure () -> String) -> Schedule? {
    switch period {
    case .week:
      guard let token = cursor.peek, isWeekdayItem(token) else {
        return unknownWeekdayOrExpected(after: context())
      }
      return parseWeekdayList().map { .weekly($0) }
    case .month:
      return parseMonthlyItems()
    case .year:
      return parseYearlyDates().map { .yearly($0) }
    }
  }

  /// `on = "on" ( date-list | monthly-items | weekday-list )`.
  mutating func parseOn() -> Schedule? {
    let on = cursor.take()
    guard let token = cursor.peek else {
      return cursor.fail(
        .missingDates, at: on.range,
        notes: ["write the dates as YYYY-MM-DD, as in 'on 2026-12-01 and 2027-06-01'"])
    }
    if isWeekdayItem(token) { return parseWeekdayList().map { .weekly($0) } }
    // "on 19" is a day of the month (grammar.md `monthly`); a date is one token, never a number.
    if isMonthlyItemStart(token) && (cursor.number(token) == nil || isMonthDayListEnd(cursor.peek(1))) {
      return parseMonthlyItems()
    }
    return parseDateList().map { .once($0) }
  }

  /// `count-word = ("once" | "twice" | "thrice") ( per-period | "on" date-list )`.
  mutating func parseCountWord() -> Schedule? {
    let word = cursor.take()
    if word.key == "once", cursor.isAt("on") {
      return parseOn()
    }
    let reader = cursor.reader
    return parsePerPeriod(count: Vocabulary.countWords[word.key]!, countRange: word.range, after: "'\(reader.text(word))'")
  }

  /// `number-led = N "on" M "off" | N ["days" | "times" | "x"] ("a" | "per" | "each" | "every") period`.
  mutating func parseNumberLed() -> Schedule? {
    let first = cursor.take()
    let count: Int
    if let n = cursor.number(first) {
      count = n
      if (cursor.isAt("day") || cursor.isAt("days")) && cursor.isAt("on", offset: 1) { cursor.advance() }
      if cursor.consume("on") { return parseCycle(on: n, onRange: first.range) }
      cursor.consume("days", "day", "times", "time", "x")
    } else {
      count = Int(cursor.key(first).dropLast())!
    }
    let reader = cursor.reader
    return parsePerPeriod(count: count, countRange: first.range, after: "'\(reader.text(first))'")
  }

  /// `cycle = N "on" M "off"` (the "on" is consumed): N due days, then M rest days.
  mutating func parseCycle(on: Int, onRange: SourceRange) -> Schedule? {
    guard let offToken = cursor.peek, let off = cursor.number(offToken) else {
      return cursor.expected("the number of days off", after: "'\(on) on'")
    }
    cursor.advance()
    cursor.consume("days", "day")
    guard cursor.consume("off") else { return cursor.expected("'off'", after: "'\(on) on \(off)'") }
    guard (1...1000).contains(on) else {
      return cursor.fail(.daysOnOutOfRange(on), at: onRange)
    }
    guard (0...1000).contains(off) else {
      return cursor.fail(.daysOffOutOfRange(off), at: offToken.range)
    }
    guard off > 0 else {
      // A cycle with no days off is every day: say so rather than read it silently.
      let fix = DiagnosticFix.replacing(cursor.span(from: onRange), with: "every day")
      return cursor.fail(
        .cycleWithoutDaysOff(on: on), at: fix.range,
        notes: [fix.note], fix: fix)
    }
    return .cycle(on: on, off: off)
  }

  /// `per-period = count ("a" | "per" | "each" | "every" | "in a") ("week" | "month" | "year")`.
  mutating func parsePerPeriod(count: Int, countRange: SourceRange, after context: @autoclosure () -> String) -> Schedule? {
    // "3 times in any 7 days": a rolling window.
    if cursor.isAt("in") && cursor.isAt("any", offset: 1) {
      return parseWindow(count, countRange: countRange, isLimit: false, after: context())
    }
    let afterIn = cursor.consume("in")
    guard cursor.consume("a", "per", "each", "every", "an") || cursor.peek.map(isPeriodWord) == true else {
      // "3 times in ay 7 days": a window misspelt.
      if afterIn, cursor.peek(1).map({ cursor.number($0) != nil }) == true {
        return expected("'any N days' or 'a week'", after: "'in'", closeTo: ["any"])
      }
      return expected("'a week', 'a month' or 'a year'", after: context(), closeTo: ["week", "month", "year"])
    }
    guard let unit = cursor.peek, isPeriodWord(unit) else {
      return expected("'week', 'month' or 'year'", after: context(), closeTo: ["week", "month", "year"])
    }
    cursor.advance()
    let period: Schedule.CountPeriod = unit.key.hasPrefix("week") ? .week : unit.key.hasPrefix("month") ? .month : .year
    let limit = period == .week ? 7 : period == .month ? 31 : 366
    guard (1...limit).contains(count) else {
      return cursor.fail(
        .daysPerPeriodOutOfRange(count, period, limit: limit), at: countRange,
        notes: count > limit ? ["a \(period.rawValue) has at most \(limit) days"] : [])
    }
    return .perPeriod(count: count, period)
  }

  /// Whether `token` (the one after a number) ends a number as a day of the month: the end of
  /// the schedule, a list separator or a month suffix ("of the month", "each month", "monthly").
  func isMonthDayListEnd(_ token: Token?) -> Bool {
    guard let token else { return true }
    if token.kind == .comma { return true }
    return token.key.isAny(of: "and", "&", "of", "each", "monthly")
      || (token.key == "every" && cursor.isAt("month", offset: 2))
  }

  /// "expected X after Y, found 'Z'", with "did you mean 'W'?" when Z is a typo of a word of
  /// `words` (as "wek" for "week").
  mutating func expected<T>(_ what: String, after context: String, closeTo words: [String]) -> T? {
    guard let token = cursor.peek, token.kind == .word,
      let suggestion = Suggestions.closest(to: cursor.text(token), in: words)
    else { return cursor.expected(what, after: context) }
    let fix = DiagnosticFix.replacing(cursor.here, with: suggestion)
    return cursor.fail(.expected(what, after: context, found: "'\(cursor.text(token))'"), notes: [fix.note], fix: fix)
  }

  /// Whether a token is a count written "3x".
  func isNumberX(_ token: Token) -> Bool {
    // Only a word ending in 'x' or 'X' can be one: no key to make for the others.
    guard let last = cursor.bytes(token).last, last | 0x20 == 0x78 else { return false }
    let key = cursor.key(token)
    return key.count >= 2 && key.last == "x" && Int(key.dropLast()) != nil && key.dropLast().allSatisfy(\.isASCII)
  }

  /// Whether a token is week, month or year, singular or plural.
  func isPeriodWord(_ token: Token) -> Bool {
    token.key.isAny(of: "week", "month", "year", "weeks", "months", "years")
  }
}
