/// Parses the schedule of a habit line, the text between the colon and the first `;`.
///
/// Each function parses one production of grammar.md's `schedule` and has its name. The parser
/// is generous in what it reads ("Mon Wed Fri", "every Monday", "3 times a week") and precise in
/// what it reports: the first problem in the clause becomes a located diagnostic and the
/// schedule is nil.
package struct ScheduleParser {
  private var cursor: TokenCursor

  /// Parses `tokens` as a schedule. Diagnostics include warnings (e.g. a day listed twice).
  package static func parse(
    _ tokens: [Token], file: String, endRange: SourceRange
  ) -> (schedule: Schedule?, diagnostics: [Diagnostic]) {
    var parser = ScheduleParser(cursor: TokenCursor(tokens: tokens, file: file, endRange: endRange))
    let schedule = parser.parseSchedule()
    return (schedule, parser.cursor.diagnostics)
  }

  /// `schedule = every-day | weekly | per-period | monthly | cycle | every-n | yearly | one-off`
  private mutating func parseSchedule() -> Schedule? {
    guard let first = cursor.peek else { return nil }
    let schedule: Schedule?
    switch first.key {
    case "daily":
      cursor.advance()
      schedule = .everyDay
    case "weekly", "monthly", "yearly", "annually":
      schedule = parsePeriodKeyword()
    case "every":
      schedule = parseEvery()
    case "on":
      schedule = parseOn()
    case "once", "twice", "thrice":
      schedule = parseCountWord()
    default:
      if isWeekdayItem(first) {
        schedule = parseWeekdayList().map { .weekly($0) }
      } else if first.number != nil || isNumberX(first) {
        schedule = parseNumberLed()
      } else if isMonthlyItemStart(first) {
        schedule = parseMonthlyItems()
      } else {
        return unknownSchedule(first)
      }
    }
    guard let schedule else { return nil }
    if let extra = cursor.peek {
      let isOption = ["since", "from", "until", "ends", "no", "backlog", "ahead", "grace", "carry"]
        .contains(extra.key) || extra.key.hasSuffix("x") || extra.key == "times"
      return cursor.fail(
        .syntax, "unexpected '\(extra.text)' after the schedule",
        notes: isOption ? ["options follow a ';', as in 'every day; since 2026-01-01'"] : [])
    }
    return schedule
  }

  /// `period-keyword = ("weekly" | "monthly" | "yearly") [ "on" items ]`: alone, once per period.
  private mutating func parsePeriodKeyword() -> Schedule? {
    let keyword = cursor.advance()!
    let period: Schedule.CountPeriod =
      keyword.key == "weekly" ? .week : keyword.key == "monthly" ? .month : .year
    guard cursor.consume("on") != nil else {
      if cursor.isAtEnd { return .perPeriod(count: 1, period) }
      return cursor.expected("'on' or the end of the schedule", after: "'\(keyword.text)'")
    }
    return parsePeriodItems(period, after: "'\(keyword.text) on'")
  }

  /// The items after "weekly on", "every month on" and the like.
  private mutating func parsePeriodItems(_ period: Schedule.CountPeriod, after context: String) -> Schedule? {
    switch period {
    case .week:
      guard let token = cursor.peek, isWeekdayItem(token) else {
        return unknownWeekdayOrExpected(after: context)
      }
      return parseWeekdayList().map { .weekly($0) }
    case .month:
      return parseMonthlyItems()
    case .year:
      return parseYearlyDates().map { .yearly($0) }
    }
  }

  /// `every = "every" ( "day" | "other" ... | N "days" | N "weeks" "on" days | "week" ...
  ///   | "month" ... | "year" ... | ordinal-items | weekday-list )`
  private mutating func parseEvery() -> Schedule? {
    cursor.advance()
    guard let token = cursor.peek else { return cursor.expected("'day', a number or a weekday", after: "'every'") }
    switch token.key {
    case "day":
      cursor.advance()
      return .everyDay
    case "other":
      cursor.advance()
      return parseEveryN(2, after: "'every other'")
    case "week", "month", "year":
      cursor.advance()
      let period: Schedule.CountPeriod = token.key == "week" ? .week : token.key == "month" ? .month : .year
      if cursor.consume("on") != nil { return parsePeriodItems(period, after: "'every \(token.key) on'") }
      if cursor.isAtEnd { return .perPeriod(count: 1, period) }
      return cursor.expected("'on' or the end of the schedule", after: "'every \(token.key)'")
    case "weekday":
      cursor.advance()
      return .weekly([.monday, .tuesday, .wednesday, .thursday, .friday])
    case "weekend":
      cursor.advance()
      return .weekly([.saturday, .sunday])
    default:
      break
    }
    if let n = token.number {
      cursor.advance()
      return parseEveryN(n, after: "'every \(token.text)'", numberRange: token.range)
    }
    // "every 2nd day" and "every second week" mean every 2 days / weeks.
    if let n = ordinalValue(token), let unit = cursor.peek(1), ["day", "days", "week", "weeks"].contains(unit.key) {
      cursor.advance()
      return parseEveryN(n, after: "'every \(token.text)'", numberRange: token.range)
    }
    if isWeekdayItem(token) { return parseWeekdayList().map { .weekly($0) } }
    if isMonthlyItemStart(token) { return parseMonthlyItems() }
    if let suggestion = Suggestions.closest(to: token.text, in: Vocabulary.weekdaySuggestions) {
      return cursor.fail(
        .unknownWeekday, "unknown weekday '\(token.text)'", notes: ["did you mean '\(suggestion)'?"])
    }
    if let suggestion = Suggestions.closest(to: token.text, in: ["first", "second", "third", "fourth", "fifth", "last", "other"]) {
      return cursor.fail(.unknownOrdinal, "unknown ordinal '\(token.text)'", notes: ["did you mean '\(suggestion)'?"])
    }
    return cursor.expected("'day', a number, an ordinal or a weekday", after: "'every'")
  }

  /// After "every N" / "every other": `"days" | "weeks" "on" days | weekday-list`.
  private mutating func parseEveryN(_ n: Int, after context: String, numberRange: SourceRange? = nil) -> Schedule? {
    guard let unit = cursor.peek else { return cursor.expected("'days', 'weeks' or a weekday", after: context) }
    switch unit.key {
    case "day", "days":
      cursor.advance()
      guard (1...1000).contains(n) else {
        return cursor.fail(.numberOutOfRange, "every \(n) days is out of range 1...1000", at: numberRange)
      }
      return n == 1 ? .everyDay : .cycle(on: 1, off: n - 1)
    case "week", "weeks":
      cursor.advance()
      guard (1...520).contains(n) else {
        return cursor.fail(.numberOutOfRange, "every \(n) weeks is out of range 1...520", at: numberRange)
      }
      guard cursor.consume("on") != nil else {
        return cursor.expected("'on' and weekdays", after: "\(context) \(unit.text)")
      }
      guard let token = cursor.peek, isWeekdayItem(token) else {
        return unknownWeekdayOrExpected(after: "'on'")
      }
      guard let days = parseWeekdayList() else { return nil }
      return n == 1 ? .weekly(days) : .everyNWeeks(weeks: n, days: days)
    case "month", "months", "year", "years":
      return cursor.fail(
        .unknownSchedule, "'every N \(unit.key.hasPrefix("month") ? "months" : "years")' is not a schedule habits knows",
        at: unit.range,
        notes: ["use a monthly or yearly rule, e.g. 'monthly on the 1st' or 'yearly on Jan 1 and Jul 1'"])
    default:
      if isWeekdayItem(unit) {
        guard (1...520).contains(n) else {
          return cursor.fail(.numberOutOfRange, "every \(n) weeks is out of range 1...520", at: numberRange)
        }
        guard let days = parseWeekdayList() else { return nil }
        return n == 1 ? .weekly(days) : .everyNWeeks(weeks: n, days: days)
      }
      if let suggestion = Suggestions.closest(to: unit.text, in: Vocabulary.weekdaySuggestions) {
        return cursor.fail(.unknownWeekday, "unknown weekday '\(unit.text)'", notes: ["did you mean '\(suggestion)'?"])
      }
      return cursor.expected("'days', 'weeks' or a weekday", after: context)
    }
  }

  /// `on = "on" ( date-list | monthly-items | weekday-list )`.
  private mutating func parseOn() -> Schedule? {
    let on = cursor.advance()!
    guard let token = cursor.peek else {
      return cursor.fail(
        .emptyDateList, "expected at least one date after 'on'", at: on.range,
        notes: ["write the dates as YYYY-MM-DD, as in 'on 2026-12-01 and 2027-06-01'"])
    }
    if isWeekdayItem(token) { return parseWeekdayList().map { .weekly($0) } }
    if isMonthlyItemStart(token) && token.number == nil { return parseMonthlyItems() }
    return parseDateList().map { .once($0) }
  }

  /// `count-word = ("once" | "twice" | "thrice") ( per-period | "on" date-list )`.
  private mutating func parseCountWord() -> Schedule? {
    let word = cursor.advance()!
    if word.key == "once", cursor.peek?.key == "on" {
      return parseOn()
    }
    return parsePerPeriod(count: Vocabulary.countWords[word.key]!, countRange: word.range, after: "'\(word.text)'")
  }

  /// `number-led = N "on" M "off" | N ["days" | "times" | "x"] ("a" | "per" | "each" | "every") period`.
  private mutating func parseNumberLed() -> Schedule? {
    let first = cursor.advance()!
    let count: Int
    if let n = first.number {
      count = n
      if ["day", "days"].contains(cursor.peek?.key ?? "") && cursor.peek(1)?.key == "on" { cursor.advance() }
      if cursor.consume("on") != nil { return parseCycle(on: n, onRange: first.range) }
      cursor.consume("days", "day", "times", "time", "x")
    } else {
      count = Int(first.key.dropLast())!
    }
    return parsePerPeriod(count: count, countRange: first.range, after: "'\(first.text)'")
  }

  /// `cycle = N "on" M "off"` (the "on" is consumed): N due days, then M rest days.
  private mutating func parseCycle(on: Int, onRange: SourceRange) -> Schedule? {
    guard let offToken = cursor.peek, let off = offToken.number else {
      return cursor.expected("the number of days off", after: "'\(on) on'")
    }
    cursor.advance()
    cursor.consume("days", "day")
    guard cursor.consume("off") != nil else { return cursor.expected("'off'", after: "'\(on) on \(off)'") }
    guard (1...1000).contains(on) else {
      return cursor.fail(.numberOutOfRange, "\(on) days on is out of range 1...1000", at: onRange)
    }
    guard (0...1000).contains(off) else {
      return cursor.fail(.numberOutOfRange, "\(off) days off is out of range 0...1000", at: offToken.range)
    }
    return off == 0 ? .everyDay : .cycle(on: on, off: off)
  }

  /// `per-period = count ("a" | "per" | "each" | "every" | "in a") ("week" | "month" | "year")`.
  private mutating func parsePerPeriod(count: Int, countRange: SourceRange, after context: String) -> Schedule? {
    cursor.consume("in")
    guard cursor.consume("a", "per", "each", "every", "an") != nil || cursor.peek.map(isPeriodWord) == true else {
      return cursor.expected("'a week', 'a month' or 'a year'", after: context)
    }
    guard let unit = cursor.peek, isPeriodWord(unit) else {
      return cursor.expected("'week', 'month' or 'year'", after: context)
    }
    cursor.advance()
    let period: Schedule.CountPeriod = unit.key.hasPrefix("week") ? .week : unit.key.hasPrefix("month") ? .month : .year
    let limit = period == .week ? 7 : period == .month ? 31 : 366
    guard (1...limit).contains(count) else {
      return cursor.fail(
        .numberOutOfRange, "\(count) days a \(period.rawValue) is out of range 1...\(limit)", at: countRange,
        notes: count > limit ? ["a \(period.rawValue) has at most \(limit) days"] : [])
    }
    return .perPeriod(count: count, period)
  }

  /// `weekday-list = weekday-item { [separator] weekday-item }`, where an item is a weekday,
  /// a range "Mon-Fri", "weekdays" or "weekends". A weekday listed twice is a warning.
  private mutating func parseWeekdayList() -> Set<Weekday>? {
    var days = Set<Weekday>()
    while true {
      guard let token = cursor.peek else { return cursor.expected("a weekday") }
      guard let items = weekdayItem(token) else { return unknownWeekdayOrExpected(after: nil) }
      cursor.advance()
      for day in items where !days.insert(day).inserted {
        cursor.warn(.duplicateDay, "\(day.name) is listed twice", at: token.range)
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
  private func weekdayItem(_ token: Token) -> [Weekday]? {
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

  private func isWeekdayItem(_ token: Token) -> Bool { weekdayItem(token) != nil }

  /// Reports the next token as an unknown weekday (with a suggestion) or as unexpected.
  private mutating func unknownWeekdayOrExpected<T>(after context: String?) -> T? {
    guard let token = cursor.peek, token.kind == .word else { return cursor.expected("a weekday", after: context) }
    let suggestion = Suggestions.closest(to: token.text, in: Vocabulary.weekdaySuggestions)
    return cursor.fail(
      .unknownWeekday, "unknown weekday '\(token.text)'",
      notes: suggestion.map { ["did you mean '\($0)'?"] } ?? ["weekdays are Mon, Tue, Wed, Thu, Fri, Sat, Sun or their full names"])
  }

  /// `monthly-items = monthly-item { separator monthly-item } [ "of the month" ]`, where an item
  /// is a day number ("15", "15th"), an nth weekday ("2nd Monday", "last Friday") or "last day".
  private mutating func parseMonthlyItems() -> Schedule? {
    var rule = MonthlyRule()
    repeat {
      cursor.consume("the")
      guard cursor.peek != nil else { return cursor.expected("a day of the month") }
      guard parseMonthlyItem(into: &rule) else { return nil }
    } while cursor.consumeSeparator()
    // "of the month", "of each month", "of every month", "each month", "every month", "monthly"
    if cursor.consume("of") != nil {
      cursor.consume("the", "each", "every")
      guard cursor.consume("month") != nil else { return cursor.expected("'month'", after: "'of the'") }
    } else if cursor.peek?.key == "each" || cursor.peek?.key == "every" {
      cursor.advance()
      guard cursor.consume("month") != nil else { return cursor.expected("'month'") }
    } else {
      cursor.consume("monthly")
    }
    return .monthly(rule)
  }

  /// One monthly item, added to `rule`; false after recording a diagnostic.
  private mutating func parseMonthlyItem(into rule: inout MonthlyRule) -> Bool {
    let token = cursor.peek!
    if token.key == "last" {
      cursor.advance()
      if cursor.consume("day") != nil {
        if rule.lastDay { cursor.warn(.duplicateDay, "the last day is listed twice", at: token.range) }
        rule.lastDay = true
        return true
      }
      guard let next = cursor.peek, let day = Vocabulary.weekdays[next.key] else {
        let _: Bool? = unknownWeekdayOrExpected(after: "'last'")
        return false
      }
      cursor.advance()
      addWeekday(NthWeekday(ordinal: NthWeekday.last, weekday: day), to: &rule, at: cursor.span(from: token.range))
      return true
    }
    let value: Int
    if let n = token.number {
      value = n
    } else if let n = Vocabulary.ordinalWords[token.key] {
      value = n
    } else if let (n, isCorrect) = Vocabulary.numericOrdinal(token.key) {
      guard isCorrect else {
        let _: Bool? = cursor.fail(
          .unknownOrdinal, "unknown ordinal '\(token.text)'", notes: ["did you mean '\(Vocabulary.ordinal(n))'?"])
        return false
      }
      value = n
    } else {
      let words = ["first", "second", "third", "fourth", "fifth", "last"]
      if let suggestion = Suggestions.closest(to: token.text, in: words) {
        let _: Bool? = cursor.fail(.unknownOrdinal, "unknown ordinal '\(token.text)'", notes: ["did you mean '\(suggestion)'?"])
      } else {
        let _: Bool? = cursor.expected("a day of the month, an ordinal weekday or 'last day'")
      }
      return false
    }
    cursor.advance()
    if let next = cursor.peek, next.kind == .word, let day = Vocabulary.weekdays[next.key] {
      cursor.advance()
      guard (1...5).contains(value) else {
        let _: Bool? = cursor.fail(
          .numberOutOfRange, "a month has at most five \(day.name)s, not \(value)", at: token.range,
          notes: ["use 'last \(day.name)' for the last one in the month"])
        return false
      }
      addWeekday(NthWeekday(ordinal: value, weekday: day), to: &rule, at: cursor.span(from: token.range))
      return true
    }
    guard (1...31).contains(value) else {
      let _: Bool? = cursor.fail(.numberOutOfRange, "day \(value) of the month is out of range 1...31", at: token.range)
      return false
    }
    if !rule.days.insert(value).inserted {
      cursor.warn(.duplicateDay, "the \(Vocabulary.ordinal(value)) is listed twice", at: token.range)
    }
    return true
  }

  private mutating func addWeekday(_ item: NthWeekday, to rule: inout MonthlyRule, at range: SourceRange) {
    if rule.weekdays.contains(item) {
      let ordinal = item.ordinal == NthWeekday.last ? "last" : Vocabulary.ordinal(item.ordinal)
      cursor.warn(.duplicateDay, "the \(ordinal) \(item.weekday.name) is listed twice", at: range)
    } else {
      rule.weekdays.append(item)
    }
  }

  /// Whether a token can start a monthly item: a number, an ordinal, or "last"/"the".
  private func isMonthlyItemStart(_ token: Token) -> Bool {
    guard token.kind == .word else { return false }
    return token.number != nil || token.key == "last" || token.key == "the"
      || Vocabulary.ordinalWords[token.key] != nil || Vocabulary.numericOrdinal(token.key) != nil
  }

  /// The value of "2nd" or "second", if the token is such an ordinal.
  private func ordinalValue(_ token: Token) -> Int? {
    if let n = Vocabulary.ordinalWords[token.key] { return n }
    if let (n, _) = Vocabulary.numericOrdinal(token.key) { return n }
    return nil
  }

  /// `yearly-dates = month-day { separator month-day }`, a month-day being "Apr 15", "April
  /// 15th" or "15 Apr". Feb 29 is accepted with a warning (due only in leap years).
  private mutating func parseYearlyDates() -> [MonthDay]? {
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
          return cursor.expected("a day of the month", after: "'\(first.text)'")
        }
        cursor.advance()
        (month, day, dayRange) = (m, value, d.range)
      } else if let value = dayNumber(first) {
        cursor.advance()
        cursor.consume("of")
        guard let m = cursor.peek else { return cursor.expected("a month", after: "'\(first.text)'") }
        guard let monthValue = Vocabulary.months[m.key] else { return unknownMonth(m) }
        cursor.advance()
        (month, day, dayRange) = (monthValue, value, first.range)
      } else {
        return unknownMonth(first)
      }
      guard day >= 1 && day <= Day.daysInMonth(year: 2000, month: month) else {
        return cursor.fail(
          .invalidDate, "\(MonthName.full[month - 1]) has no day \(day)", at: dayRange,
          notes: ["\(MonthName.full[month - 1]) has \(Day.daysInMonth(year: 2000, month: month)) days"])
      }
      let date = MonthDay(month: month, day: day)
      let range = SourceRange(start: first.range.start, end: cursor.span(from: first.range).end)
      if dates.contains(date) {
        cursor.warn(.duplicateDay, "\(date.description) is listed twice", at: range)
      } else {
        dates.append(date)
      }
      if date == MonthDay(month: 2, day: 29) {
        cursor.warn(
          .dueOnlyInLeapYears, "Feb 29 is due only in leap years", at: range,
          notes: ["in other years nothing is due; add 'Feb 28' or 'Mar 1' if it should be"])
      }
    } while cursor.consumeSeparator()
    return dates.sorted()
  }

  private func dayNumber(_ token: Token) -> Int? {
    if let n = token.number { return n }
    if let (n, _) = Vocabulary.numericOrdinal(token.key) { return n }
    return nil
  }

  private mutating func unknownMonth<T>(_ token: Token) -> T? {
    let suggestion = Suggestions.closest(to: token.text, in: Vocabulary.monthSuggestions)
    return cursor.fail(
      .unknownMonth, "unknown month '\(token.text)'", at: token.range,
      notes: suggestion.map { ["did you mean '\($0)'?"] } ?? ["months are Jan ... Dec or their full names"])
  }

  /// `date-list = date { separator date }`, dates as YYYY-MM-DD. A date listed twice is a warning.
  private mutating func parseDateList() -> [Day]? {
    var dates: [Day] = []
    repeat {
      guard let token = cursor.peek else { return cursor.expected("a date YYYY-MM-DD") }
      guard let day = parseDate(token) else { return nil }
      cursor.advance()
      if dates.contains(day) {
        cursor.warn(.duplicateDay, "\(day) is listed twice", at: token.range)
      } else {
        dates.append(day)
      }
    } while cursor.consumeSeparator()
    return dates.sorted()
  }

  /// A `YYYY-MM-DD` token as a day, or a diagnostic.
  private mutating func parseDate(_ token: Token) -> Day? {
    DateSyntax.day(token, cursor: &cursor)
  }

  private func isNumberX(_ token: Token) -> Bool {
    token.key.count >= 2 && token.key.last == "x" && Int(token.key.dropLast()) != nil
      && token.key.dropLast().allSatisfy(\.isASCII)
  }

  private func isPeriodWord(_ token: Token) -> Bool {
    ["week", "month", "year", "weeks", "months", "years"].contains(token.key)
  }

  /// The first word is not the start of any schedule: suggest the nearest keyword or weekday.
  private mutating func unknownSchedule(_ token: Token) -> Schedule? {
    if let weekday = Suggestions.closest(to: token.text, in: Vocabulary.weekdaySuggestions) {
      return cursor.fail(.unknownWeekday, "unknown weekday '\(token.text)'", notes: ["did you mean '\(weekday)'?"])
    }
    let keywords = ["every", "daily", "weekly", "monthly", "yearly", "weekdays", "weekends", "on", "once", "twice"]
    var notes: [String] = []
    if let keyword = Suggestions.closest(to: token.text, in: keywords) { notes.append("did you mean '\(keyword)'?") }
    notes.append("schedules look like 'every day', 'Mon, Wed', '3 days a week', 'every 2nd Sunday'; see grammar.md")
    let text = cursor.tokens.map(\.text).joined(separator: " ")
    let range = SourceRange(start: token.range.start, end: cursor.tokens.last!.range.end)
    return cursor.fail(.unknownSchedule, "unknown schedule '\(text)'", at: range, notes: notes)
  }
}

/// Dates in both files: `YYYY-MM-DD`, with a specific message when the shape or the day is wrong.
package enum DateSyntax {
  /// The token as a day, or nil after recording an `invalid-date` diagnostic in `cursor`.
  package static func day(_ token: Token, cursor: inout TokenCursor) -> Day? {
    switch Bytes.isoDate(ArraySlice(token.text.utf8)) {
    case .some(.some(let day)):
      return day
    case .some(.none):
      return cursor.fail(.invalidDate, nonexistentDateMessage(token.text), at: token.range)
    case .none:
      return cursor.fail(
        .invalidDate, "expected a date YYYY-MM-DD, found '\(token.text)'", at: token.range)
    }
  }

  /// "2026-02-30 does not exist: February 2026 has 28 days" for a well-shaped, impossible date.
  package static func nonexistentDateMessage(_ text: String) -> String {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3 else { return "'\(text)' is not a date" }
    let (year, month) = (parts[0], parts[1])
    guard (1...12).contains(month) else { return "\(text) does not exist: there is no month \(month)" }
    let days = Day.daysInMonth(year: year, month: month)
    return "\(text) does not exist: \(MonthName.full[month - 1]) \(year) has \(days) days"
  }
}
