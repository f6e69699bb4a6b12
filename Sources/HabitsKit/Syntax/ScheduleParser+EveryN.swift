/// The schedules counted in runs of N after "every N": months and quarters, years, and N days
/// or weeks after the last time.
extension ScheduleParser {
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
