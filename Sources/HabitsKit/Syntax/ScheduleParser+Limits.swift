/// Limits: "at most N a day, week or month".
extension ScheduleParser {
  /// `limit = "at" "most" ( number | "once" | "twice" | "thrice" ) [ "times" | "time" | "x" ]
  /// ( "a" | "an" | "per" | "each" | "every" ) ( "day" | "week" | "month" )`: at most that many
  /// occurrences a day, week or month.
  mutating func parseAtMost() -> Schedule? {
    let at = cursor.take()
    guard cursor.consume("most") else { return cursor.expected("'most'", after: "'\(cursor.text(at))'") }
    guard let countToken = cursor.peek else { return cursor.expected("a number", after: "'at most'") }
    let count: Int
    if let n = cursor.number(countToken) {
      count = n
    } else if let n = Vocabulary.countWords[countToken.key] {
      count = n
    } else if isNumberX(countToken) {
      count = Int(cursor.key(countToken).dropLast())!
    } else {
      return cursor.fail(
        .expected("a number", after: "'at most'", found: "'\(cursor.text(countToken))'"),
        notes: ["a limit is a whole number from 0, as in 'at most 2 a week'; 'never' is at most 0 a day"])
    }
    cursor.advance()
    guard (0...1000).contains(count) else {
      return cursor.fail(.limitOutOfRange(count), at: countToken.range)
    }
    cursor.consume("times", "time", "x")
    guard cursor.consume("a", "an", "per", "each", "every") else {
      return cursor.expected("'a day', 'a week' or 'a month'", after: "'at most \(cursor.text(countToken))'")
    }
    guard let unit = cursor.peek, unit.key.isAny(of: "day", "week", "month") else {
      return expected("'day', 'week' or 'month'", after: "'at most \(cursor.text(countToken))'", closeTo: ["day", "week", "month"])
    }
    cursor.advance()
    let period: Schedule.LimitPeriod = unit.key == "day" ? .day : unit.key == "week" ? .week : .month
    return .limit(max: count, per: period)
  }
}
