/// Parses one option clause of a habit line (the text between two `;`).
///
/// `option = goal | since | until | occurrences | week-start | backlog | ahead | carry-over
///   | periods-from-start | grace | tags | time | points | priority` (grammar.md).
package struct OptionParser {
  var cursor: TokenCursor
  /// Whether a unit alone is an option (`Weight: tracked; kg`): only after a schedule that
  /// records values.
  private var takesUnit = false

  /// Parses `tokens` as one option; `takesUnit` when the line's schedule records values, so
  /// that a unit alone (`kg`) is its unit.
  package static func parse(
    _ tokens: [Token], line: SourceLine, file: String, endRange: SourceRange, takesUnit: Bool = false
  ) -> (option: HabitOption?, diagnostics: [Diagnostic]) {
    var parser = OptionParser(cursor: TokenCursor(tokens: tokens, line: line.bytes, file: file, endRange: endRange))
    parser.takesUnit = takesUnit
    var option = parser.parseOption()
    if option != nil, let extra = parser.cursor.peek {
      option = parser.cursor.fail(.unexpected(parser.cursor.text(extra), after: "'\(option!.text)'"))
    }
    return (option, parser.cursor.diagnostics)
  }

  private mutating func parseOption() -> HabitOption? {
    let first = cursor.peek!
    switch first.key {
    case "since", "from", "starting", "starts", "start", "started":
      cursor.advance()
      cursor.consume("on")
      // `from` is kept apart: on a habit's later line it marks a change of schedule.
      return parseDate(after: first).map { first.key == "from" ? .from($0) : .since($0) }
    case "until", "till", "through", "ending", "ends", "end":
      cursor.advance()
      if first.key.isAny(of: "ends", "end", "ending"), cursor.consume("after") {
        let reader = cursor.reader
        return parseOccurrences(after: "'\(reader.text(first)) after'")
      }
      cursor.consume("on")
      return parseDate(after: first).map { .until($0) }
    case "for":
      cursor.advance()
      return parseOccurrences(after: "'for'")
    case "week", "weeks":
      cursor.advance()
      guard cursor.consume("starts", "start", "begins", "begin") else {
        return cursor.expected("'starts on'", after: "'week'")
      }
      cursor.consume("on")
      return parseWeekday().map { .weekStart($0) }
    case "no", "without":
      cursor.advance()
      if cursor.consume("backlog", "catch-up", "catchup") { return .backlog(false) }
      cursor.consume("completing")
      if cursor.consume("ahead") { return .ahead(false) }
      return cursor.expected("'backlog' or 'ahead'", after: "'\(cursor.text(first))'")
    case "backlog", "catch-up", "catchup":
      cursor.advance()
      return .backlog(true)
    case "ahead", "completing":
      cursor.advance()
      if first.key == "completing" {
        guard cursor.consume("ahead") else { return cursor.expected("'ahead'", after: "'completing'") }
      }
      return .ahead(true)
    case "carry", "carry-over", "carryover":
      cursor.advance()
      if first.key == "carry" {
        guard cursor.consume("over") else { return cursor.expected("'over'", after: "'carry'") }
      }
      return .carryOver
    case "periods", "period":
      cursor.advance()
      guard cursor.consume("from") else { return cursor.expected("'from start'", after: "'periods'") }
      cursor.consume("the")
      guard cursor.consume("start") else { return cursor.expected("'start'", after: "'periods from'") }
      return .periodsFromStart
    case "grace":
      cursor.advance()
      return parseGrace()
    case "priority":
      cursor.advance()
      return parsePriority(after: first)
    case "tags", "tag", "tagged":
      cursor.advance()
      return parseTags()
    case "at":
      cursor.advance()
      return TimeSyntax.time(after: "'at'", cursor: &cursor).map { .time($0) }
    default:
      if let points = parsePoints() { return points }
      return parseGoal()
    }
  }

  /// `goal = N ("times" | "x") ["a" "day" | "per" "day" | "each"] | Nx | "x"N`.
  private mutating func parseGoal() -> HabitOption? {
    let first = cursor.peek!
    var value: Int?
    if let n = cursor.number(first) {
      cursor.advance()
      guard cursor.consume("times", "time", "x") else {
        if let unit = cursor.peek, unit.kind == .word, Amount.isUnit(Array(cursor.text(unit).utf8)) {
          cursor.advance()
          return parseAmount(cursor.text(first), unit: cursor.text(unit), at: SourceRange(start: first.range.start, end: unit.range.end))
        }
        return cursor.expected("'times' or a unit", after: "'\(cursor.text(first))'")
      }
      value = n
    } else if let amount = amountWord(first) {
      cursor.advance()
      if let unit = amount.unit {
        return parseAmount(amount.number, unit: unit, at: first.range)
      }
      guard let unit = cursor.peek, unit.kind == .word, Amount.isUnit(Array(cursor.text(unit).utf8)) else {
        if cursor.text(first).hasPrefix("-"), cursor.peek.map({ $0.key.isAny(of: "times", "time", "x") }) == true {
          return cursor.fail(.timesOutOfRange(cursor.text(first)), at: first.range)
        }
        return cursor.expected("a unit", after: "'\(cursor.text(first))'")
      }
      cursor.advance()
      return parseAmount(amount.number, unit: cursor.text(unit), at: SourceRange(start: first.range.start, end: unit.range.end))
    } else if case let key = cursor.key(first), key.count >= 2, key.hasSuffix("x"),
      key.dropLast().allSatisfy({ $0.isASCII && $0.isNumber })
    {
      cursor.advance()
      value = Int(key.dropLast())
    } else if case let key = cursor.key(first), key.count >= 2, key.hasPrefix("x"),
      key.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })
    {
      cursor.advance()
      value = Int(key.dropFirst())
    } else if takesUnit, first.kind == .word, cursor.peek(1) == nil, Amount.isUnit(Array(cursor.text(first).utf8)) {
      // A tracked habit's unit alone: `Weight: tracked; kg`.
      cursor.advance()
      return .unit(cursor.text(first))
    } else {
      return unknownOption(first)
    }
    guard let n = value, (1...1_000_000).contains(n) else {
      return cursor.fail(.timesOutOfRange(cursor.text(first)), at: first.range)
    }
    if cursor.consume("a", "per", "each") {
      guard cursor.consume("day") else { return expectedDay() }
    } else {
      cursor.consume("daily")
    }
    return .goal(n)
  }

  /// "expected 'day'" after `a`/`per` in a goal, with why: a goal is what each due day asks
  /// for, and `5 km a week` or `3 times a week` is a total habits does not take as a goal.
  private mutating func expectedDay() -> HabitOption? {
    let notes =
      cursor.peek.map { $0.key.isAny(of: "week", "month", "year") } ?? false
      ? ["a goal is what each due day asks for; for a number of days a week, write the schedule as '3 days a week'"]
      : []
    return cursor.expected("'day'", notes: notes)
  }

  /// A word that starts like a number but is not a whole number (`5.2`, `-5`, `.5`), or a
  /// number with its unit attached (`5km`, `1.5l`): the number's text and the unit, if any.
  private func amountWord(_ token: Token) -> (number: String, unit: String?)? {
    let bytes = Array(cursor.text(token).utf8)
    guard token.kind == .word, let first = bytes.first,
      Bytes.isDigit(first) || first == 0x2E || first == 0x2D || first == 0x2B
    else { return nil }
    if Amount.looksNumeric(bytes) { return (cursor.text(token), nil) }
    // `5km`: the number, then a unit.
    guard let split = bytes.firstIndex(where: { !Bytes.isDigit($0) && $0 != 0x2E && $0 != 0x2D && $0 != 0x2B }),
      split > 0, Amount.looksNumeric(bytes[..<split]), Amount.isUnit(bytes[split...])
    else { return nil }
    return (String(decoding: bytes[..<split], as: UTF8.self), String(decoding: bytes[split...], as: UTF8.self))
  }

  /// `amount-goal = amount unit [ "a" "day" | "per" "day" | "daily" ]`, the number and unit
  /// already read (`range` spans both).
  private mutating func parseAmount(_ number: String, unit: String, at range: SourceRange) -> HabitOption? {
    if unit.lowercased() == "points" || unit.lowercased() == "point" {
      let unitStart = SourceLocation(line: range.end.line, column: range.end.column - unit.utf8.count)
      return reservedUnit(SourceRange(start: unitStart, end: range.end), text: unit)
    }
    let value: Int
    switch Amount.parse(Array(number.utf8)) {
    case .success(let thousandths):
      value = thousandths
    case .failure(.zero), .failure(.tooLarge):
      return cursor.fail(.amountOutOfRange(number), at: range)
    case .failure(let problem):
      return cursor.fail(.invalidAmount(problem, number), at: range)
    }
    if cursor.consume("a", "per", "each") {
      guard cursor.consume("day") else { return expectedDay() }
    } else {
      cursor.consume("daily")
    }
    return .amount(value, unit: unit)
  }

  /// `occurrences = N ["occurrences" | "occurrence" | "times" | "days"]`.
  private mutating func parseOccurrences(after context: @autoclosure () -> String) -> HabitOption? {
    guard let token = cursor.peek, let n = cursor.number(token) else {
      return cursor.expected("a number of occurrences", after: context())
    }
    cursor.advance()
    cursor.consume("occurrences", "occurrence", "times", "time", "days", "day")
    guard (1...100_000).contains(n) else {
      return cursor.fail(.occurrencesOutOfRange(n), at: token.range)
    }
    return .occurrences(n)
  }

  /// `points = ["-"] N ("points" | "point")`: nil, with nothing read, when the clause is not
  /// two words ending in `points`. `points` is no unit: `5.5 points` and `tracked; points` are
  /// errors that suggest `pts` for an amount.
  private mutating func parsePoints() -> HabitOption?? {
    let tokens = cursor.tokens
    guard tokens.count == 2, tokens[1].key.isAny(of: "points", "point") else {
      if tokens.count == 1, tokens[0].key.isAny(of: "points", "point") {
        return .some(reservedUnit(tokens[0].range, text: cursor.text(tokens[0])))
      }
      return nil
    }
    let text = cursor.text(tokens[0])
    var digits = Substring(text)
    let negative = digits.first == "-"
    if negative || digits.first == "+" { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      if Amount.looksNumeric(Array(text.utf8)) { return .some(reservedUnit(tokens[1].range, text: cursor.text(tokens[1]))) }
      return nil
    }
    cursor.advance()
    cursor.advance()
    guard digits.count <= 7, let value = Int(digits), (1...1_000_000).contains(value) else {
      let range = SourceRange(start: tokens[0].range.start, end: tokens[1].range.end)
      return .some(cursor.fail(.pointsOutOfRange(text), at: range))
    }
    return .points(negative ? -value : value)
  }

  /// The error for `points` used as a unit: a keyword now, with a fix to `pts`.
  private mutating func reservedUnit(_ range: SourceRange, text: String) -> HabitOption? {
    let fix = DiagnosticFix.replacing(range, with: "pts")
    let notes = [
      "'points' is a keyword: what a completion earns, a whole number as in '10 points'",
      "for an amount in a unit, use another word, such as 'pts'",
    ]
    while cursor.peek != nil { cursor.advance() }
    return cursor.fail(.reservedUnit(text), at: range, notes: notes, fix: fix)
  }

  /// `priority = "priority" ("do" "first" | "plan" | "delay" | "delegate")`.
  private mutating func parsePriority(after keyword: Token) -> HabitOption? {
    var words: [String] = []
    while let token = cursor.peek {
      words.append(cursor.text(token))
      cursor.advance()
    }
    let levels = Priority.allCases.map(\.name)
    guard !words.isEmpty else { return cursor.expected("'do first', 'plan', 'delay' or 'delegate'", after: "'priority'") }
    guard let level = Priority(words: words.joined(separator: " ")) else {
      let range = SourceRange(start: cursor.tokens[1].range.start, end: cursor.tokens.last!.range.end)
      let fix = Suggestions.closest(to: words.joined(separator: " "), in: levels).map { DiagnosticFix.replacing(range, with: $0) }
      return cursor.fail(
        .unknownPriority(words.joined(separator: " ")), at: range,
        notes: (fix.map { [$0.note] } ?? []) + ["the levels are, first to last: do first, plan, delay, delegate"], fix: fix)
    }
    return .priority(level)
  }

  /// `grace = "grace" N [("day" | "week" | "month" | "year") ["s"]]`.
  private mutating func parseGrace() -> HabitOption? {
    cursor.consume("period", "of")
    guard let token = cursor.peek, let n = cursor.number(token) else {
      return cursor.expected("a number of days, weeks or months", after: "'grace'")
    }
    cursor.advance()
    guard (0...10_000).contains(n) else {
      return cursor.fail(.graceOutOfRange(n), at: token.range)
    }
    var unit = Grace.Unit.day
    if let word = cursor.peek {
      switch word.key {
      case "day", "days": unit = .day
      case "week", "weeks": unit = .week
      case "month", "months": unit = .month
      case "year", "years": unit = .year
      default: return cursor.expected("'days', 'weeks', 'months' or 'years'", after: "'grace \(n)'")
      }
      cursor.advance()
    }
    return .grace(Grace(amount: n, unit: unit))
  }

  private mutating func parseDate(after keyword: Token) -> Day? {
    guard let token = cursor.peek else { return cursor.expected("a date YYYY-MM-DD", after: "'\(cursor.text(keyword))'") }
    guard let day = DateSyntax.day(token, cursor: &cursor) else { return nil }
    cursor.advance()
    return day
  }

  private mutating func parseWeekday() -> Weekday? {
    guard let token = cursor.peek else { return cursor.expected("a weekday") }
    if let day = Vocabulary.weekdays[token.key] {
      cursor.advance()
      return day
    }
    let fix = Suggestions.closest(to: cursor.text(token), in: Vocabulary.weekdaySuggestions).map { DiagnosticFix.replacing(token.range, with: $0) }
    return cursor.fail(.unknownWeekday(cursor.text(token)), notes: fix.map { [$0.note] } ?? [], fix: fix)
  }

  private mutating func unknownOption(_ token: Token) -> HabitOption? {
    let known = [
      "since", "until", "ends", "times", "week", "backlog", "ahead", "no", "carry", "periods", "grace", "tags", "at",
      "points", "priority",
    ]
    var notes: [String] = []
    // The option's span is all its words ("sinse 2026-11-01"); the fix replaces the first.
    let fix = Suggestions.closest(to: cursor.text(token), in: known).map { DiagnosticFix.replacing(token.range, with: $0) }
    if let fix { notes.append(fix.note) }
    notes.append("options are: N times, an amount such as 5 km, since DATE, until DATE, ends after N occurrences, week starts on DAY, "
      + "backlog, no backlog, ahead, no ahead, carry over, periods from start, grace N days, tags NAMES, at HH:MM, N points, "
      + "priority LEVEL")
    let text = cursor.tokens.map { cursor.text($0) }.joined(separator: " ")
    let range = SourceRange(start: token.range.start, end: cursor.tokens.last!.range.end)
    return cursor.fail(.unknownOption(text), at: range, notes: notes, fix: fix)

  }
}
