/// A rule `habits check` applies to each habit beyond parsing and loading, with examples.
///
/// Each check is a small pure function from a habit to diagnostics, listed in `HabitChecks.all`
/// in priority order. The examples document the check and are run by the tests: every
/// `triggering` line must produce the check's code and no `passing` line may.
package struct HabitCheck: Sendable {
  /// The code the check reports.
  package let code: DiagnosticCode
  /// Habit lines that make the check report.
  package let triggering: [String]
  /// Habit lines that do not.
  package let passing: [String]
  /// The rule.
  package let run: @Sendable (_ habit: Habit, _ file: String) -> [Diagnostic]
}

/// The registry of habit checks.
package enum HabitChecks {
  /// Every check, in the order their findings are most useful.
  package static let all: [HabitCheck] = [neverDueInSomeMonths, neverDue]

  /// Runs every check on every habit.
  package static func run(_ habits: [Habit], file: String) -> [Diagnostic] {
    // Appended to one array: `flatMap`s made two arrays a habit.
    let checks = all
    var diagnostics: [Diagnostic] = []
    for habit in habits {
      if habit.changes.isEmpty {
        for check in checks { diagnostics += check.run(habit, file) }
      } else {
        for line in lines(of: habit) {
          for check in checks { diagnostics += check.run(line, file) }
        }
      }
    }
    return diagnostics
  }

  /// A habit with changes as the single habits its lines stand for, for checking each line:
  /// the first as declared but ending the day before the first change, each change from its
  /// date to the day before the next (or the habit's end).
  static func lines(of habit: Habit) -> [Habit] {
    // Each line copied once (a list of the lines first, `[habit] + habit.changes`, copied
    // each again).
    (0...habit.changes.count).map { index in
      var line = index == 0 ? habit : habit.changes[index - 1]
      line.changes = []
      if index > 0 { line.until = habit.until }
      if index < habit.changes.count, let next = habit.changes[index].since {
        line.until = line.until.map { min($0, next - 1) } ?? next - 1
      }
      return line
    }
  }
}
