/// Later lines of a habit with `from DATE`: changes of its schedule (grammar.md, "Changing a
/// schedule"). Each is resolved as a habit line of its own, then checked against the lines
/// before it and attached to the habit as `Habit.changes`.
extension HabitResolver {
  /// A first line with `from` reads it as `since` (as before changes existed), with a warning.
  mutating func firstLine(_ d: HabitDeclaration) -> HabitDeclaration {
    var result = d
    for i in result.options.indices {
      guard case .from(let day) = result.options[i].option else { continue }
      result.options[i].option = .since(day)
      diagnostics.append(
        Diagnostic(
          .fromOnFirstLine(day, habit: d.name), file: file,
          range: result.options[i].range,
          notes: [Diagnostic.Note("'from' changes a habit declared on an earlier line; write 'since \(day)' here")],
          fix: .replacing(result.options[i].range, with: "since \(day)")))
    }
    return result
  }

  /// Checks `change` (the resolved line `d`) against `habit`'s lines and, if it is usable,
  /// appends it to `habit.changes`.
  mutating func addChange(_ change: Habit, _ d: HabitDeclaration, first: HabitDeclaration, to habit: inout Habit) {
    guard let fromOption = d.options.first(where: { if case .from = $0.option { true } else { false } }),
      case .from(let from) = fromOption.option
    else { return }
    var ok = true
    for option in d.options {
      switch option.option {
      case .since, .until, .occurrences:
        diagnostics.append(
          Diagnostic(
            .optionOnChangeLine(option.option.text), file: file, range: option.range,
            notes: [
              Diagnostic.Note("a change runs from its 'from' day until the next change; the habit's first line sets its start and end", file: file, range: habit.nameRange)
            ]))
        ok = false
      default: break
      }
    }
    if let occurrences = habit.occurrences, let endRange = habit.endRange {
      diagnostics.append(
        Diagnostic(
          .changeOfOccurrencesHabit(from: from, occurrences: occurrences), file: file,
          range: fromOption.range,
          notes: [Diagnostic.Note("a habit that changes ends on a date: use 'until DATE'", file: file, range: endRange)]))
      ok = false
    }
    if change.unit?.lowercased() != habit.unit?.lowercased() {
      // The log's amounts are in one unit for the habit's whole life.
      diagnostics.append(
        Diagnostic(
          .changeOfUnit(habit: d.name, unit: change.unit, firstUnit: habit.unit), file: file,
          range: d.lineRange,
          notes: [Diagnostic.Note("a habit keeps one unit on all its lines; the goal may change", file: file, range: habit.origin)]))
      ok = false
    }
    let previous = habit.changes.last ?? habit
    if let since = habit.since, from <= since {
      diagnostics.append(
        Diagnostic(
          .changeBeforeStart(from: from, start: since), file: file, range: fromOption.range,
          notes: [Diagnostic.Note("the habit starts here", file: file, range: habit.sinceRange ?? habit.origin)]))
      ok = false
    } else if let until = habit.until, from > until {
      diagnostics.append(
        Diagnostic(
          .changeAfterEnd(from: from, end: until), file: file, range: fromOption.range,
          notes: [Diagnostic.Note("the habit ends here", file: file, range: habit.endRange ?? habit.origin)]))
      ok = false
    } else if let last = habit.changes.last, let lastFrom = last.since, from <= lastFrom {
      diagnostics.append(
        Diagnostic(
          .changeBeforePreviousChange(from: from, previous: lastFrom), file: file,
          range: fromOption.range,
          notes: [
            Diagnostic.Note("the previous change is here", file: file, range: last.sinceRange ?? last.origin),
            Diagnostic.Note("changes go in date order, each on a later line"),
          ]))
      ok = false
    }
    guard ok else { return }
    if previous.points != nil && change.points == nil {
      diagnostics.append(
        Diagnostic(
          .changeDropsPoints(d.name, from: from), file: file, range: d.lineRange,
          notes: [
            Diagnostic.Note("the line before gives \(previous.points!) points", file: file, range: previous.origin),
            Diagnostic.Note("each line carries its own options: add '; \(previous.points!) points' to keep them"),
          ],
          fix: DiagnosticFix(
            title: "Add '; \(previous.points!) points'", range: SourceRange(start: d.lineRange.end, end: d.lineRange.end),
            replacement: "; \(previous.points!) points")))
    }
    if change.sameRule(as: previous) && change.time == previous.time && change.points == previous.points && change.priority == previous.priority {
      diagnostics.append(
        Diagnostic(
          .changeChangesNothing(sameAsLine: previous.origin.start.line), file: file,
          range: d.lineRange,
          notes: [
            Diagnostic.Note("it only starts new periods on \(from); delete it, or change the schedule or an option", file: file, range: previous.origin)
          ]))
    }
    var change = change
    change.sinceRange = fromOption.range
    change.scheduleText = d.scheduleText
    if habit.scheduleText == nil { habit.scheduleText = first.scheduleText }
    // Tags belong to the habit, not to a line: a change line's are added to its first line's.
    for tag in change.tags where !habit.hasTag(tag) { habit.tags.append(tag) }
    habit.changes.append(change)
  }

  /// A change line `d` under another group heading than the habit's first line: the habit's
  /// group is its first line's, and a change of it belongs beside it.
  mutating func reportGroupMismatch(_ d: HabitDeclaration, first: HabitDeclaration) {
    var notes = [Diagnostic.Note("the habit's first line is here", file: file, range: first.lineRange)]
    if let group = first.group {
      notes.append(Diagnostic.Note("move this line under the heading '[\(group)]', beside the habit's first line"))
    } else {
      notes.append(Diagnostic.Note("move this line above the first group heading, beside the habit's first line"))
    }
    diagnostics.append(
      Diagnostic(.groupMismatch(d.name, under: d.group, group: first.group), file: file, range: d.lineRange, notes: notes))
  }

  /// The file's day boundary: none unless set; a second, different setting is an error.
  mutating func resolveDayEnd(_ syntax: HabitsFileSyntax) -> TimeOfDay? {
    guard let first = syntax.dayEnds.first else { return nil }
    for later in syntax.dayEnds.dropFirst() {
      let note = Diagnostic.Note("first set here", file: file, range: first.range)
      let message: DiagnosticMessage =
        later.time == first.time ? .duplicateDayEnd(first.time) : .conflictingDayEnd(later.time, before: first.time)
      diagnostics.append(Diagnostic(message, file: file, range: later.range, notes: [note]))
    }
    return first.time
  }
}
