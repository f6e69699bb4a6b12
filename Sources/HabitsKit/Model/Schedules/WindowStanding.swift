/// Where a rolling window stands on a day: the days it spans, what it holds, and what it asks
/// (`RollingWindow`, `RollingLimit`), for the board, `why` and JSON.
package struct WindowStanding: Hashable, Sendable {
  /// The window's length in days (unpaused days for a goal, calendar days for a limit).
  package var days: Int
  /// At least this many (a goal) or at most this many (a limit).
  package var count: Int
  /// Whether it is a limit (at most) rather than a goal (at least).
  package var isLimit: Bool
  /// What the window holds: whole goals for a goal, occurrences for a limit.
  package var holds: Int
  /// The days it spans, from the first of its days through the day asked about (paused days
  /// inside included).
  package var span: ClosedRange<Day>
  /// Whether the day is judged: false over the first `days - 1` unpaused days of the line.
  package var judged: Bool

  /// For a goal, how many more the window needs (0 when kept); for a limit, how many more it
  /// allows (negative when over).
  package var left: Int { isLimit ? count - holds : max(0, count - holds) }
}
