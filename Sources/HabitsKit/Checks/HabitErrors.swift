/// A habit with errors in the habits file: an error on its line or on one of its change lines
/// (or a second line with its name). Reports leave it out of their figures, which it would
/// make wrong, and the board lists it as such; the log's own errors (an entry that does not
/// count) belong to no habit and are only named.
package struct HabitWithErrors: Hashable, Sendable {
  /// The name as its first line writes it.
  package var name: String
  /// The number of its first line.
  package var line: Int
  /// The lines with errors, in order, each once.
  package var errorLines: [Int]
  /// The codes of its errors, in the order found, each once.
  package var codes: [DiagnosticCode]
  /// The group its first line is under, nil before the first heading.
  package var group: String? = nil

  /// Its key, as names match.
  package var key: String { Habit.key(for: name) }

  /// The habits of the habits file (`syntax`, as parsed from `habitsFile`) that have errors
  /// among `diagnostics`, in file order: every error on a habit line is the habit's (an error
  /// on a line that is no habit line, such as a line without a colon or a conflicting
  /// setting, belongs to none).
  package static func find(_ syntax: HabitsFileSyntax, in habitsFile: SourceFile, diagnostics: [Diagnostic]) -> [HabitWithErrors] {
    let errors = diagnostics.filter { $0.severity == .error && $0.file == habitsFile.path }
    guard !errors.isEmpty else { return [] }
    // Each habit by key, from its first line, with the errors of all its lines.
    var habits: [HabitWithErrors] = []
    var indexByKey: [String: Int] = [:]
    for declaration in syntax.declarations {
      let key = Habit.key(for: declaration.name)
      let line = declaration.lineRange.start.line
      let index = indexByKey[key] ?? habits.count
      if index == habits.count {
        indexByKey[key] = index
        habits.append(HabitWithErrors(name: declaration.name, line: line, errorLines: [], codes: [], group: declaration.group))
      }
      for error in errors where error.range.start.line == line {
        if habits[index].errorLines.last != line { habits[index].errorLines.append(line) }
        if !habits[index].codes.contains(error.code) { habits[index].codes.append(error.code) }
      }
    }
    habits = habits.filter { !$0.codes.isEmpty }
    // A line whose name has an error declares nothing, yet is a habit the user wrote.
    let declared = Set(syntax.declarations.map { $0.lineRange.start.line })
    let unnamed = unnamed(in: syntax, file: habitsFile, errors: errors, declared: declared)
    return unnamed.isEmpty ? habits : (habits + unnamed).sorted { $0.line < $1.line }
  }

  /// Where and what, for a line of text: "line 2: unknown-weekday", the first line of the
  /// habits file with errors and every code.
  package var summary: String {
    "line \(errorLines.first ?? line): " + codes.map(\.rawValue).joined(separator: ", ")
  }
}
