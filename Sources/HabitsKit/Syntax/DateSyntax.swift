/// Dates in both files: `YYYY-MM-DD`, with a specific message when the shape or the day is wrong.
package enum DateSyntax {
  /// The token as a day, or nil after recording an `invalid-date` diagnostic in `cursor`.
  package static func day(_ token: Token, cursor: inout TokenCursor) -> Day? {
    switch cursor.reader.isoDate(token) {
    case .some(.some(let day)):
      return day
    case .some(.none):
      return cursor.fail(.nonexistentDate(cursor.text(token)), at: token.range)
    case .none:
      return cursor.fail(.notADate(cursor.text(token)), at: token.range)

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
