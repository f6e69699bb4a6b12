import Testing

@testable import HabitsKit

/// A habit line and the schedule it parses to: a row of the spelling tables.
struct ScheduleSpelling: CustomTestStringConvertible, Sendable {
  let line: String
  let schedule: Schedule
  var testDescription: String { line }
}

/// A habit line and the first diagnostic it gets, as `shortDiagnostics` prints it: a row of the
/// bad-input tables.
struct LineDiagnostic: CustomTestStringConvertible, Sendable {
  let line: String
  let diagnostic: String
  var testDescription: String { line }
}
