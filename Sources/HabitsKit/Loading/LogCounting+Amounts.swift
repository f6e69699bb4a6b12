/// Entries with an amount (`Run 5.2 km`), and entries of a habit measured in a unit: an amount
/// goes with a habit of the same unit (`unit-mismatch`), a habit with a unit needs one
/// (`missing-amount`), a habit without a unit takes none (`unexpected-amount`).
extension LogCounting {
  /// What the amount entry `entry`, naming `target`, comes to. An item whose whole text names
  /// a habit (`Drink 8 glasses`) is that habit, done once, unless its shorter name is a habit
  /// with a unit.
  func resolveAmount(
    _ entry: LogEntrySyntax, target: LogNames.Target, parser: LogFileParser, names: inout LogNames,
    diagnostics: inout BoundedDiagnostics
  ) -> Resolution {
    guard let unitSpelling = entry.unit else { return .none }
    if case .habit(let index) = target, let unit = names.habits[index].unit {
      let written = parser.text(of: unitSpelling)
      guard written.lowercased() == unit.lowercased() else {
        reportUnitMismatch(entry, written: written, habit: names.habits[index], to: &diagnostics)
        return .rejected(habit: index)
      }
      return .counted(habit: index, entry: entry)
    }
    if let item = entry.itemName {
      switch names.target(of: item, parser: parser) {
      case .habit(let index):
        let start = entry.name.range.start
        let end = entry.countRange?.end ?? entry.name.range.end
        let whole = LogEntrySyntax(
          name: NameSyntax(spelling: item, range: SourceRange(start: start, end: end)), count: 1, countRange: nil)
        guard names.habits[index].unit == nil else {
          reportMissingAmount(whole, habit: names.habits[index], to: &diagnostics)
          return .rejected(habit: index)
        }
        return .counted(habit: index, entry: whole)
      case .broken: return .none
      case .unknown, .unresolved: break
      }
    }
    switch target {
    case .habit(let index):
      let (file, habit) = (self.file, names.habits[index])
      let amount = entry.countRange ?? entry.name.range
      let text = Amount.text(entry.count, unit: parser.text(of: unitSpelling))
      diagnostics.add(.unexpectedAmount) {
        Diagnostic(
          .unexpectedAmount(habit: habit.name, amount: text),
          file: file, range: amount,
          notes: [
            Diagnostic.Note("log '\(habit.name)' for one completion or '\(habit.name) x2' for two; to measure it, give it a goal in a unit, as in '5 km'")
          ])
      }
      return .rejected(habit: index)
    case .unknown:
      names.reportUnknown(entry.name, parser: parser, to: &diagnostics)
    case .broken, .unresolved:
      break
    }
    return .none
  }

  /// Reports an entry of `habit`, which has a unit, logged without an amount.
  func reportMissingAmount(_ entry: LogEntrySyntax, habit: Habit, to diagnostics: inout BoundedDiagnostics) {
    let file = self.file
    let unit = habit.unit ?? ""
    let range = entry.countRange.map { SourceRange(start: entry.name.range.start, end: $0.end) } ?? entry.name.range
    let message: DiagnosticMessage =
      entry.countRange == nil
      ? .missingAmount(habit: habit.name, unit: unit) : .countInsteadOfAmount(habit: habit.name, unit: unit)
    diagnostics.add(.missingAmount) {
      Diagnostic(
        message, file: file, range: range,
        // A tracked habit has no goal to show: one of its unit.
        notes: [
          Diagnostic.Note(
            "for example '\(habit.name) \(Amount.text(habit.schedule.kind.takesValues ? Amount.scale : habit.goal, unit: unit))'")
        ])
    }
  }

  /// Reports an amount in unit `written` for `habit`, whose unit differs.
  private func reportUnitMismatch(
    _ entry: LogEntrySyntax, written: String, habit: Habit, to diagnostics: inout BoundedDiagnostics
  ) {
    let (file, habitsFile) = (self.file, self.habitsFile)
    let unit = habit.unit ?? ""
    // The unit alone, the amount's last bytes: a quick fix replaces just it with the
    // suggested unit (DiagnosticFix), keeping the amount.
    let amount = entry.countRange ?? entry.name.range
    let range = SourceRange(
      line: amount.start.line, columns: max(amount.start.column, amount.end.column - written.utf8.count)..<amount.end.column)
    diagnostics.add(.unitMismatch) {
      var notes: [Diagnostic.Note] = []
      let fix = Suggestions.closest(to: written, in: [unit]).map { DiagnosticFix.replacing(range, with: $0) }
      if let fix { notes.append(Diagnostic.Note(fix.note)) }
      notes.append(
        Diagnostic.Note(
          unit.isEmpty ? "'\(habit.name)' is tracked without a unit here" : "'\(habit.name)' is measured in \(unit) here",
          file: habitsFile, range: habit.origin))
      return Diagnostic(
        .unitMismatch(habit: habit.name, unit: unit, written: written), file: file, range: range, notes: notes,
        fix: fix)
    }
  }
}
