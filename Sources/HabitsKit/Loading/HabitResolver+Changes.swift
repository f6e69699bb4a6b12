/// Later lines of a habit with `from DATE`: changes of its schedule (grammar.md, "Changing a
/// schedule"). Each is resolved as a habit line of its own, then checked against the lines
/// before it and attached to the habit as `Habit.changes`.
extension HabitResolver {
  /// A first line with `from` reads it as `since` (as before changes existed), with a warning.
  mutating func firstLine(_ d: HabitDeclaration) -> HabitDeclaration {
    var result = d.withFromAmongOptions()
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

  /// Checks the change line `d`, resolved as `habit`'s last change, against the habit's lines
  /// before it: false when it is unusable (the caller takes it off again, or sets the habit's
  /// first schedule as written when it is its first change).
  mutating func addChange(_ d: HabitDeclaration, to habit: inout Habit) -> Bool {
    // Options read by index: a `for` over them, or `first(where:)`, copied each one.
    guard let fromClause = d.from else { return false }
    let (from, fromRange) = (fromClause.day, fromClause.range)
    // The change and the line before it are read in place, field by field: taken out of the
    // array whole, each was copied.
    let last = habit.changes.count - 1
    var ok = true
    for index in d.options.indices {
      switch d.options[index].option {
      case .since, .until, .occurrences:
        diagnostics.append(
          Diagnostic(
            .optionOnChangeLine(d.options[index].option.text), file: file, range: d.options[index].range,
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
          range: fromRange,
          notes: [Diagnostic.Note("a habit that changes ends on a date: use 'until DATE'", file: file, range: endRange)]))
      ok = false
    }
    let unit = habit.changes[last].unit
    if unit?.lowercased() != habit.unit?.lowercased() {
      // The log's amounts are in one unit for the habit's whole life.
      diagnostics.append(
        Diagnostic(
          .changeOfUnit(habit: d.name, unit: unit, firstUnit: habit.unit), file: file,
          range: d.lineRange,
          notes: [Diagnostic.Note("a habit keeps one unit on all its lines; the goal may change", file: file, range: habit.origin)]))
      ok = false
    }
    if let since = habit.since, from <= since {
      diagnostics.append(
        Diagnostic(
          .changeBeforeStart(from: from, start: since), file: file, range: fromRange,
          notes: [Diagnostic.Note("the habit starts here", file: file, range: habit.sinceRange ?? habit.origin)]))
      ok = false
    } else if let until = habit.until, from > until {
      diagnostics.append(
        Diagnostic(
          .changeAfterEnd(from: from, end: until), file: file, range: fromRange,
          notes: [Diagnostic.Note("the habit ends here", file: file, range: habit.endRange ?? habit.origin)]))
      ok = false
    } else if last > 0, let lastFrom = habit.changes[last - 1].since, from <= lastFrom {
      diagnostics.append(
        Diagnostic(
          .changeBeforePreviousChange(from: from, previous: lastFrom), file: file,
          range: fromRange,
          notes: [
            Diagnostic.Note("the previous change is here", file: file, range: habit.changes[last - 1].sinceRange ?? habit.changes[last - 1].origin),
            Diagnostic.Note("changes go in date order, each on a later line"),
          ]))
      ok = false
    }
    guard ok else { return false }
    let previousPoints = last == 0 ? habit.points : habit.changes[last - 1].points
    let previousOrigin = last == 0 ? habit.origin : habit.changes[last - 1].origin
    let changesNothing =
      last == 0
      ? habit.changes[last].schedule == habit.schedule && LineRule(of: habit.changes[last]) == LineRule(of: habit)
      : habit.changes[last].schedule == habit.changes[last - 1].schedule
        && LineRule(of: habit.changes[last]) == LineRule(of: habit.changes[last - 1])
    if let points = previousPoints, habit.changes[last].points == nil {
      diagnostics.append(
        Diagnostic(
          .changeDropsPoints(d.name, from: from), file: file, range: d.lineRange,
          notes: [
            Diagnostic.Note("the line before gives \(points) points", file: file, range: previousOrigin),
            Diagnostic.Note("each line carries its own options: add '; \(points) points' to keep them"),
          ],
          fix: DiagnosticFix(
            title: "Add '; \(points) points'", range: SourceRange(start: d.lineRange.end, end: d.lineRange.end),
            replacement: "; \(points) points")))
    }
    if changesNothing {
      diagnostics.append(
        Diagnostic(
          .changeChangesNothing(sameAsLine: previousOrigin.start.line), file: file,
          range: d.lineRange,
          notes: [
            Diagnostic.Note("it only starts new periods on \(from); delete it, or change the schedule or an option", file: file, range: previousOrigin)
          ]))
    }
    habit.changes[last].sinceRange = fromRange
    habit.changes[last].scheduleText = d.scheduleText
    // Tags belong to the habit, not to a line: a change line's are added to its first line's.
    let tags = habit.changes[last].tags
    if !tags.isEmpty {
      for tag in tags where !habit.hasTag(tag) { habit.tags.append(tag) }
    }
    return true
  }

  /// Reports a change line `d` under another group heading than the habit's first line (of
  /// group `firstGroup`, under the heading on `firstHeadingLine`, on `firstLine`): the
  /// habit's group is its first line's, and a change of it belongs beside it. (A line under a
  /// heading with an error has no group: that error says enough.)
  mutating func reportGroupMismatch(
    _ d: HabitDeclaration, firstGroup: String?, firstHeadingLine: Int, firstLine: SourceRange
  ) {
    guard d.group != firstGroup && !(d.group == nil && d.headingLine > 0) && !(firstGroup == nil && firstHeadingLine > 0)
    else { return }
    var notes = [Diagnostic.Note("the habit's first line is here", file: file, range: firstLine)]
    if let group = firstGroup {
      notes.append(Diagnostic.Note("move this line under the heading '[\(group)]', beside the habit's first line"))
    } else {
      notes.append(Diagnostic.Note("move this line above the first group heading, beside the habit's first line"))
    }
    diagnostics.append(
      Diagnostic(.groupMismatch(d.name, under: d.group, group: firstGroup), file: file, range: d.lineRange, notes: notes))
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
