import Testing

@testable import HabitsKit

/// A habit line and the schedule it parses to: a row of the spelling tables.
struct ScheduleSpelling: CustomTestStringConvertible, Sendable {
  let line: String
  let schedule: Schedule
  var testDescription: String { line }
}

/// A habit line and the first diagnostic it gets, as `shortDiagnostics` prints it, with the
/// note expected under it when one is: a row of the bad-input tables.
struct LineDiagnostic: CustomTestStringConvertible, Sendable {
  let line: String
  let diagnostic: String
  var note: String? = nil
  var testDescription: String { line }
}

/// Both files, the day taken as today, and what is expected of them: a row of the tables that
/// load a pair of files and ask one thing of the result (an attention, a board row, warnings).
struct FilesCase<Expected: Sendable>: CustomTestStringConvertible, Sendable {
  /// What the row shows, when its first habit line and log do not say it well enough.
  var name: String? = nil
  var habits: String
  var log: String
  /// The README's today unless the row needs another.
  var today: String = "2026-11-22"
  var expected: Expected
  var testDescription: String {
    name ?? "\(habits.prefix { $0 != "\n" }) | \(log.split(separator: "\n").joined(separator: ", ")) on \(today)"
  }
}
