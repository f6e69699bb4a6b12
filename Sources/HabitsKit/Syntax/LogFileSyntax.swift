/// What the log parser found: one value per dated line, with locations.
package struct LogFileSyntax: Sendable {
  /// The dated lines, in file order.
  package var lines: [LogLineSyntax] = []
  /// Every problem found while parsing.
  package var diagnostics: [Diagnostic] = []
}

/// One dated line of the log.
package struct LogLineSyntax: Sendable {
  /// What a log line says.
  package enum Kind: Sendable {
    /// Habits done that day: `2026-11-20 Gym, Pushups x2`.
    case completions([LogEntrySyntax])
    /// A vacation from the line's date: for the named habits (all when empty), until a date
    /// (inclusive) or open-ended.
    case vacation(names: [NameSyntax], until: Day?, untilRange: SourceRange?)
    /// One day off for the named habits.
    case skip([NameSyntax])
    /// Ends open-ended vacations of the named habits (all when empty) the day before.
    case resume([NameSyntax])
  }

  /// The line's date.
  package var day: Day
  /// Where the date is.
  package var dateRange: SourceRange
  /// What the line says.
  package var kind: Kind
  /// The line's content (without comment), for "same line twice" checks and notes.
  package var lineRange: SourceRange
}

/// A habit named in a log line, with where the name is.
package struct NameSyntax: Sendable {
  /// The name as written, trimmed.
  package var text: String
  /// Where it is.
  package var range: SourceRange
}

/// A completion in a log line: a habit name and an optional `xN` count.
package struct LogEntrySyntax: Sendable {
  /// The habit.
  package var name: NameSyntax
  /// The count (1 without `xN`).
  package var count: Int
  /// Where the `xN` is, if there is one.
  package var countRange: SourceRange?
}
