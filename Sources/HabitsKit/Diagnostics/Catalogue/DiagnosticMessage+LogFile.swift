/// Messages about the log file's lines.
extension DiagnosticMessage {
  /// A line that does not start with a date ("Gym 2026-11-20").
  static var missingLineDate: DiagnosticMessage { .init(.syntax, "expected a date YYYY-MM-DD at the start of the line") }

  /// A date with nothing after it ("2026-11-20").
  static var nothingAfterDate: DiagnosticMessage {
    .init(.syntax, "expected a habit name, 'vacation', 'skip', 'resume' or 'redeem' after the date")
  }

  /// An empty item in a list of habits ("2026-11-20 Gym,, Read").
  static var missingHabitName: DiagnosticMessage { .init(.syntax, "expected a habit name") }

  /// "2026-11-20 skip" with no habits after it.
  static var missingSkippedHabits: DiagnosticMessage { .init(.syntax, "expected the habits to skip after 'skip'") }

  /// A count that is not a whole number 1 or more: "invalid count 'x-2': a count is a whole number 1 or more".
  static func invalidCount(_ word: String) -> DiagnosticMessage {
    .init(.invalidCount, "invalid count '\(word)': a count is a whole number 1 or more")
  }

  /// A count past 1000000: "count 'x2000000' is too large: at most 1000000 per entry".
  static func countTooLarge(_ word: String) -> DiagnosticMessage {
    .init(.invalidCount, "count '\(word)' is too large: at most 1000000 per entry")
  }

  /// A count of zero ("Gym x0").
  static var zeroCount: DiagnosticMessage { .init(.zeroCount, "a count of 0 logs nothing") }
}
