/// Limits ("at most N a day, week or month") and rolling windows ("3 times in any 7 days", "at
/// least 3 in any 7 days", "at most 2 in any 7 days").
extension ScheduleParser {
  /// `limit = "at" "most" count [ "times" | "time" | "x" ] ( ( "a" | "an" | "per" | "each" |
  /// "every" ) ( "day" | "week" | "month" ) | window )`, and `"at" "least" count [ "times" |
  /// "time" | "x" ] window`: at most that many occurrences a day, week, month or window; at
  /// least that many completions in any window.
  mutating func parseAtMost() -> Schedule? {
    let at = cursor.take()
    let least = cursor.isAt("least")
    guard cursor.consume("most", "least") else {
      return expected("'most' or 'least'", after: "'\(cursor.text(at))'", closeTo: ["most", "least"])
    }
    let words = least ? "'at least'" : "'at most'"
    guard let countToken = cursor.peek else { return cursor.expected("a number", after: words) }
    let count: Int
    if let n = cursor.number(countToken) {
      count = n
    } else if let n = Vocabulary.countWords[countToken.key] {
      count = n
    } else if isNumberX(countToken) {
      count = Int(cursor.key(countToken).dropLast())!
    } else {
      return cursor.fail(
        .expected("a number", after: words, found: "'\(cursor.text(countToken))'"),
        notes: [
          least
            ? "a rolling window asks for a whole number from 1, as in 'at least 3 in any 7 days'"
            : "a limit is a whole number from 0, as in 'at most 2 a week'; 'never' is at most 0 a day"
        ])
    }
    cursor.advance()
    cursor.consume("times", "time", "x")
    if least || cursor.isAt("in") {
      let reader = cursor.reader
      return parseWindow(count, countRange: countToken.range, isLimit: !least, after: "\(words.dropLast()) \(reader.text(countToken))'")
    }
    guard (0...1000).contains(count) else {
      return cursor.fail(.limitOutOfRange(count), at: countToken.range)
    }
    guard cursor.consume("a", "an", "per", "each", "every") else {
      return cursor.expected("'a day', 'a week', 'a month' or 'in any N days'", after: "'at most \(cursor.text(countToken))'")
    }
    guard let unit = cursor.peek, unit.key.isAny(of: "day", "week", "month") else {
      return expected("'day', 'week' or 'month'", after: "'at most \(cursor.text(countToken))'", closeTo: ["day", "week", "month"])
    }
    cursor.advance()
    let period: Schedule.LimitPeriod = unit.key == "day" ? .day : unit.key == "week" ? .week : .month
    return .limit(max: count, per: period)
  }

  /// `window = "in" "any" number ( "days" | "day" )`, after a count of `count` (at `countRange`):
  /// a rolling window of that many days, at least `count` in it, or with `isLimit` at most.
  mutating func parseWindow(_ count: Int, countRange: SourceRange, isLimit: Bool, after context: @autoclosure () -> String) -> Schedule? {
    guard cursor.consume("in") else { return expected("'in any N days'", after: context(), closeTo: ["in"]) }
    guard cursor.consume("any") else { return expected("'any'", after: "'in'", closeTo: ["any"]) }
    guard let daysToken = cursor.peek, let days = cursor.number(daysToken) else {
      return cursor.expected("a number of days", after: "'in any'")
    }
    cursor.advance()
    guard cursor.consume("days", "day") else {
      return expected("'days'", after: "'in any \(days)'", closeTo: ["days"])
    }
    guard (2...366).contains(days) else {
      return cursor.fail(
        .windowOutOfRange(days), at: daysToken.range,
        notes: days == 1 ? ["a window of one day is a goal a day: write 'every day', with 'N times' for more than one"] : [])
    }
    if isLimit {
      guard (0...1000).contains(count) else { return cursor.fail(.limitOutOfRange(count), at: countRange) }
      return .rollingLimit(max: count, days: days)
    }
    guard (1...1000).contains(count) else { return cursor.fail(.windowTimesOutOfRange(count), at: countRange) }
    return .rolling(times: count, days: days)
  }
}
