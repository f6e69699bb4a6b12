/// How far the engine and the views look, in days: named once, so that every view looks as far
/// as the others.
package enum Horizons {
  /// Ten years: how far ahead the next due day is looked for (`HabitAnalysis.nextDue`, `next`),
  /// and how far past the day shown an entry logged ahead still counts for the timeline's
  /// length (one dated 9999, a mistyped year, would make every report compute millions of
  /// days).
  package static let lookahead = 3660
  /// A year and a month: how far the full timeline runs past the last log entry and the start,
  /// so that the views of the future (free days, the next planned day) are covered.
  package static let beyondLastEntry = 400
  /// A month: how far the board's first, shorter timeline runs past the day shown, its period
  /// and its next free day (`HabitAnalysis.boardTimeline`).
  package static let boardMargin = 31
  /// A year: how far `habits why` looks for a day's backlog days when it has no period.
  package static let backlogWithoutPeriod = 366
  /// Four hundred years (a whole cycle of the calendar): how far `never-due` looks for a due day
  /// in a window without an end of its own.
  package static let neverDueWindow = 366 * 400
}
