/// Monthly items: day numbers, nth weekdays and the last day ("the 1st, 2nd Monday and last day").
extension ScheduleParser {
  /// `monthly-items = monthly-item { separator monthly-item } [ "of the month" ]`, where an item
  /// is a day number ("15", "15th"), an nth weekday ("2nd Monday", "last Friday") or "last day".
  mutating func parseMonthlyItems() -> Schedule? {
    var rule = MonthlyRule()
    repeat {
      cursor.consume("the")
      guard !cursor.isAtEnd else { return cursor.expected("a day of the month") }
      guard parseMonthlyItem(into: &rule) else { return nil }
    } while cursor.consumeSeparator()
    // "of the month", "of each month", "of every month", "each month", "every month", "monthly"
    if cursor.consume("of") {
      cursor.consume("the", "each", "every")
      guard cursor.consume("month") else { return cursor.expected("'month'", after: "'of the'") }
    } else if cursor.isAt("each") || cursor.isAt("every") {
      cursor.advance()
      guard cursor.consume("month") else { return cursor.expected("'month'") }
    } else {
      cursor.consume("monthly")
    }
    return .monthly(rule)
  }

  /// One monthly item, added to `rule`; false after recording a diagnostic.
  mutating func parseMonthlyItem(into rule: inout MonthlyRule) -> Bool {
    let token = cursor.peek!
    if token.key == "last" {
      cursor.advance()
      if cursor.consume("day") {
        if rule.lastDay { cursor.warn(.lastDayListedTwice, at: token.range) }
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
    if let n = cursor.number(token) {
      value = n
    } else if let n = Vocabulary.ordinalWords[token.key] {
      value = n
    } else if let (n, isCorrect) = Vocabulary.numericOrdinal(token.key) {
      guard isCorrect else {
        let fix = DiagnosticFix.replacing(cursor.here, with: Vocabulary.ordinal(n))
        let _: Bool? = cursor.fail(.unknownOrdinal(cursor.text(token)), notes: [fix.note], fix: fix)
        return false
      }
      value = n
    } else {
      let words = ["first", "second", "third", "fourth", "fifth", "last"]
      if let suggestion = Suggestions.closest(to: cursor.text(token), in: words) {
        let fix = DiagnosticFix.replacing(cursor.here, with: suggestion)
        let _: Bool? = cursor.fail(.unknownOrdinal(cursor.text(token)), notes: [fix.note], fix: fix)
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
          .nthWeekdayOutOfRange(value, day), at: token.range,
          notes: ["use 'last \(day.name)' for the last one in the month"])
        return false
      }
      addWeekday(NthWeekday(ordinal: value, weekday: day), to: &rule, at: cursor.span(from: token.range))
      return true
    }
    // "2nd Sundy": a misspelt weekday after an ordinal, rather than "unexpected 'Sundy'" later.
    // The words that go on a list ("1st and 15th", "1st of the month") are no misspelt weekday
    // (a test pins that), and asking costs an edit distance to all 14 spellings on every such
    // line, about 18,000 instructions.
    if cursor.number(token) == nil, let next = cursor.peek, next.kind == .word,
      !ScheduleParser.monthlyListWords.contains(where: { next.key == $0 }),
      let suggestion = Suggestions.closest(to: cursor.text(next), in: Vocabulary.weekdaySuggestions)
    {
      let fix = DiagnosticFix.replacing(cursor.here, with: suggestion)
      let _: Bool? = cursor.fail(.unknownWeekday(cursor.text(next)), notes: [fix.note], fix: fix)
      return false
    }
    guard (1...31).contains(value) else {
      let _: Bool? = cursor.fail(.dayOfMonthOutOfRange(value), at: token.range)
      return false
    }
    if !rule.days.insert(value).inserted {
      cursor.warn(.listedTwice(dayOfMonth: value), at: token.range)
    }
    return true
  }

  /// The words that may follow a monthly item: list separators and the month suffixes.
  static let monthlyListWords: [StaticString] = ["and", "&", "of", "each", "every", "monthly"]

  /// Adds "the 2nd Monday" to a monthly rule, or warns that it is listed twice.
  mutating func addWeekday(_ item: NthWeekday, to rule: inout MonthlyRule, at range: SourceRange) {
    if rule.weekdays.contains(item) {
      cursor.warn(.listedTwice(item), at: range)

    } else {
      rule.weekdays.append(item)
    }
  }

  /// Whether a token can start a monthly item: a number, an ordinal, or "last"/"the".
  func isMonthlyItemStart(_ token: Token) -> Bool {
    guard token.kind == .word else { return false }
    return cursor.number(token) != nil || token.key == "last" || token.key == "the"
      || Vocabulary.ordinalWords[token.key] != nil || Vocabulary.numericOrdinal(token.key) != nil
  }

  /// The value of "2nd" or "second", if the token is such an ordinal.
  func ordinalValue(_ token: Token) -> Int? {
    if let n = Vocabulary.ordinalWords[token.key] { return n }
    if let (n, _) = Vocabulary.numericOrdinal(token.key) { return n }
    return nil
  }
}
