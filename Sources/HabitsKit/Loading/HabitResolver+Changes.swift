/// Later lines of a habit with `from DATE`: changes of its schedule (grammar.md, "Changing a
/// schedule"). Each is resolved as a habit line of its own, then checked against the lines
/// before it and attached to the habit as `Habit.changes`.
extension HabitResolver {
  /// A first line with `from` reads it as `since` (as before changes existed), with a warning.
  /// Beside a `since`, the `from` cannot mean `since` too: it is an error quoting both as
  /// written, with a fix that takes the `from` out (a change goes on a line of its own).
  mutating func firstLine(_ d: HabitDeclaration) -> HabitDeclaration {
    // Most first lines have no `from`: nothing to look at, nothing to copy.
    guard d.from != nil else { return d }
    var result = d.withFromAmongOptions()
    let since = result.options.first { if case .since = $0.option { true } else { false } }
    var contradicting: [Int] = []
    for i in result.options.indices {
      guard case .from(let day) = result.options[i].option else { continue }
      if let since, case .since(let start) = since.option {
        let range = result.options[i].range
        let before = i > 0 ? result.options[i - 1].range.end : d.scheduleRange.end
        diagnostics.append(
          Diagnostic(
            .conflictingOptions("from \(day)", "since \(start)"), file: file, range: range,
            notes: [
              Diagnostic.Note("first given here", file: file, range: since.range),
              Diagnostic.Note(
                "'since' starts the habit; a change of its schedule goes on a line of its own after this one: '\(d.name): SCHEDULE; from \(day)'")
            ],
            fix: DiagnosticFix(title: "Remove 'from \(day)'", range: SourceRange(start: before, end: range.end), replacement: "")))
        contradicting.append(i)
        continue
      }
      result.options[i].option = .since(day)
      diagnostics.append(
        Diagnostic(
          .fromOnFirstLine(day, habit: d.name), file: file,
          range: result.options[i].range,
          notes: [Diagnostic.Note("'from' changes a habit declared on an earlier line; write 'since \(day)' here")],
          fix: .replacing(result.options[i].range, with: "since \(day)")))
    }
    for i in contradicting.reversed() { result.options.remove(at: i) }
    return result
  }

  /// Resolves the change line `declarations[index]` of the habit whose first line is
  /// `declarations[firstIndex]` (`habits[habitIndex]`, or -1 when that line had an error) and
  /// keeps it among the habit's changes when it is usable. The line is read in place, field by
  /// field, and its habit built once, whole, with its `from` and the file's settings, straight
  /// into the habit's changes; only a line with other options has them applied, there, and
  /// the line is checked there and taken off again when unusable. (Built apart, checked, then
  /// appended, each line was moved whole twice more, about 90 instructions; the declaration
  /// swapped out of the list and back for it cost about 100 more.)
  mutating func resolveChange(
    at index: Int, firstAt firstIndex: Int, in declarations: [HabitDeclaration], weekStart: Weekday,
    habitIndex: Int, habits: inout [Habit]
  ) {
    // A line before any heading has no group (the parser sets both together): only a line
    // under a heading, or of a habit whose first line is, can be under another group.
    if declarations[index].headingLine > 0 || declarations[firstIndex].headingLine > 0 {
      reportGroupMismatch(
        declarations[index], firstGroup: declarations[firstIndex].group,
        firstHeadingLine: declarations[firstIndex].headingLine, firstLine: declarations[firstIndex].lineRange)
    }
    guard habitIndex >= 0 else { return }
    guard let schedule = declarations[index].schedule, let from = declarations[index].from else {
      refusedChanges.insert(habitIndex)
      return
    }
    // The two defaults asked of the kind as its own type: no `any ScheduleKind` is made for a
    // line without options (about 80 instructions with the two calls through it).
    let defaults = schedule.ask(ChangeLineDefaults())
    // Built where it is kept: appended whole, its options applied and the line checked there in
    // place, and taken off again when unusable (nearly every line is usable). Built apart, it
    // was moved whole twice more, into the check and into the list (about 130 instructions a
    // line).
    habits[habitIndex].changes.append(
      Habit(
        changeNamed: declarations[index].name, schedule: schedule, catchesUp: defaults.catchesUp,
        takesValues: defaults.takesValues, origin: declarations[index].lineRange,
        nameRange: declarations[index].nameRange, scheduleRange: declarations[index].scheduleRange,
        from: from.day, fromRange: from.range, weekStart: weekStart,
        group: declarations[index].headingLine > 0 ? declarations[index].group : nil,
        scheduleText: declarations[index].scheduleText))
    // After a refused line, the line kept before it is not this line's line before: comparing
    // them would say the line changes nothing, or drops points, against a line it does not
    // follow in the file.
    let followsRefused = !refusedChanges.isEmpty && refusedChanges.contains(habitIndex)
    let hasOptions = declarations[index].hasOptions
    // Options read as plain values (`PlainOptions`) that each do something, once, are applied
    // from the values, and leave the checks plain; any others take the general path, as a list.
    var appliedPlain = false
    if hasOptions {
      appliedPlain =
        takesShortcuts && appliesPlainOptions(declarations[index].plainOptions, toLastOf: &habits[habitIndex])
      if !appliedPlain {
        guard applyChangeOptions(to: &habits[habitIndex], line: index, in: declarations) else {
          takeOffLastChange(of: &habits[habitIndex], habitIndex: habitIndex)
          return
        }
      }
    }
    // Most change lines pass every check: such a line is answered by one look at the lines
    // before it, with nothing to report (`isPlainChange`); any other takes the whole check,
    // which reports in its order.
    let plain =
      takesShortcuts && !followsRefused
      && (!hasOptions || appliedPlain || HabitResolver.leavesChecksPlain(declarations[index].options))
      && HabitResolver.isPlainChange(lastOf: &habits[habitIndex], from: from.day)
    if !plain {
      linesCheckedWhole += 1
      guard
        checkChange(
          lastOf: &habits[habitIndex], from: from, options: declarations[index].options,
          comparesWithLineBefore: !followsRefused)
      else {
        takeOffLastChange(of: &habits[habitIndex], habitIndex: habitIndex)
        return
      }
    }
    if !refusedChanges.isEmpty { refusedChanges.remove(habitIndex) }
    if habits[habitIndex].scheduleText == nil {
      // A habit that changes keeps its first line's schedule as written, copied once (handed
      // to every change line, it was retained and released each time).
      habits[habitIndex].scheduleText = declarations[firstIndex].scheduleText
    }
  }

  /// Applies the options of change line `declarations[index]` to `habit`'s last change: false
  /// when they make it unusable. Out of line: most change lines have none. (The schedule is
  /// read from the line again, so that the resolver's own copy moves into the new line.)
  @inline(never)
  private mutating func applyChangeOptions(
    to habit: inout Habit, line index: Int, in declarations: [HabitDeclaration]
  ) -> Bool {
    let last = habit.changes.count - 1
    guard let schedule = declarations[index].schedule else { return false }
    // Beside a `since` or a second `from`, the line's order says which counts: read as
    // written, each of them sets the start again over the `from` built in.
    return HabitResolver.setsStartTwice(declarations[index].options)
      ? applyOptions(declarations[index].optionsInLineOrder, schedule: schedule, to: &habit.changes[last])
      : applyOptions(declarations[index].options, schedule: schedule, to: &habit.changes[last])
  }

  /// Applies a change line's `plain` options to `habit`'s last change line when `applyOptions`
  /// would apply them with nothing to report and they leave the checks plain: each of a kind
  /// of its own, none that sets the start or the end (`from`, `since`, `until`), and each doing
  /// something for the line's schedule (`areAppliedAsTheyAre`, `leavesChecksPlain`). False,
  /// with the line untouched, for any other options (and none), which take the general path.
  /// Out of line: most change lines have no options.
  @inline(never)
  private func appliesPlainOptions(_ plain: PlainOptions, toLastOf habit: inout Habit) -> Bool {
    guard !plain.isEmpty else { return false }
    var kinds: UInt32 = 0
    for index in 0..<Int(plain.count) {
      let kind = plain[index].option.option.kind
      let bit: UInt32 = 1 << kind.rawValue
      switch kind {
      case .from, .since, .until: return false
      default: break
      }
      guard kinds & bit == 0 else { return false }
      kinds |= bit
    }
    let last = habit.changes.count - 1
    guard habit.changes[last].schedule.ask(PlainOptionsWithEffect(options: plain)) else { return false }
    for index in 0..<Int(plain.count) {
      // `isLimit` matters only to an amount, which no plain option is.
      apply(plain[index].option.option, to: &habit.changes[last], isLimit: false)
    }
    return true
  }

  /// Takes `habit`'s last change line off again, found unusable (`habitIndex` its index).
  private mutating func takeOffLastChange(of habit: inout Habit, habitIndex: Int) {
    habit.changes.removeLast()
    linesTakenOff += 1
    refusedChanges.insert(habitIndex)
  }

  /// Whether a change line's `options` leave `checkChange` nothing to do for them: none it
  /// refuses on a change line (`since`, `until`, `ends after`) and no tags to add to the habit.
  static func leavesChecksPlain(_ options: [OptionSyntax]) -> Bool {
    // Read by index: a `for` over them copied each one.
    for index in options.indices {
      switch options[index].option {
      case .since, .until, .occurrences, .tags: return false
      default: continue
      }
    }
    return true
  }

  /// Whether `habit`'s last change line, from `from`, following the line kept before it and
  /// with options that leave the checks plain (`leavesChecksPlain`), passes every check of
  /// `checkChange` with nothing to report: the habit has no `ends after`, the lines one unit,
  /// the change falls after the habit's start, the line before's `from` and not after its end,
  /// it keeps the points of the line before if any, and it changes its schedule or rule. Read
  /// in place, field by field; false sends the line to `checkChange`, which finds the same and
  /// reports it.
  @inline(__always)
  static func isPlainChange(lastOf habit: inout Habit, from: Day) -> Bool {
    let current = habit.changes.count - 1
    let previous = current - 1
    guard habit.occurrences == nil, habit.changes[current].unit == habit.unit else { return false }
    if let since = habit.since, from <= since { return false }
    if let until = habit.until, from > until { return false }
    let keepsPoints = habit.changes[current].points != nil
    if previous < 0 {
      return (keepsPoints || habit.points == nil)
        && !(habit.changes[current].schedule.equalsInPlace(habit.schedule)
          && LineRule(of: habit.changes[current]) == LineRule(of: habit))
    }
    if let lastFrom = habit.changes[previous].since, from <= lastFrom { return false }
    // The schedules compared where they are, without copying both out of the list
    // (`Schedule.equalsInPlace`).
    return (keepsPoints || habit.changes[previous].points == nil)
      && !(habit.changes[current].schedule.equalsInPlace(habit.changes[previous].schedule)
        && LineRule(of: habit.changes[current]) == LineRule(of: habit.changes[previous]))
  }

  /// Checks `habit`'s last change line (from `from`, with `options` besides it) against its
  /// lines before it, and adds its tags to the habit's: false when it is unusable. Reports a
  /// usable line that drops the points before it or changes nothing, when
  /// `comparesWithLineBefore` (the line kept before it is the one before it in the file). The
  /// line is read in place, field by field.
  mutating func checkChange(
    lastOf habit: inout Habit, from fromClause: FromClause, options: [OptionSyntax], comparesWithLineBefore: Bool = true
  ) -> Bool {
    let current = habit.changes.count - 1
    let (from, fromRange) = (fromClause.day, fromClause.range)
    // The line before is read in place, field by field: taken out of the array whole, it was
    // copied.
    let previous = current - 1
    var ok = true
    // Options read by index: a `for` over them, or `first(where:)`, copied each one.
    for index in options.indices {
      switch options[index].option {
      case .since, .until, .occurrences:
        diagnostics.append(
          Diagnostic(
            .optionOnChangeLine(options[index].option.text), file: file, range: options[index].range,
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
    // Lower-cased only when both lines have a unit and spell it otherwise.
    if habit.changes[current].unit != habit.unit && habit.changes[current].unit?.lowercased() != habit.unit?.lowercased() {
      // The log's amounts are in one unit for the habit's whole life.
      diagnostics.append(
        Diagnostic(
          .changeOfUnit(habit: habit.changes[current].name, unit: habit.changes[current].unit, firstUnit: habit.unit), file: file,
          range: habit.changes[current].origin,
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
    } else if previous >= 0, let lastFrom = habit.changes[previous].since, from <= lastFrom {
      diagnostics.append(
        Diagnostic(
          .changeBeforePreviousChange(from: from, previous: lastFrom), file: file,
          range: fromRange,
          notes: [
            Diagnostic.Note("the previous change is here", file: file, range: habit.changes[previous].sinceRange ?? habit.changes[previous].origin),
            Diagnostic.Note("changes go in date order, each on a later line"),
          ]))
      ok = false
    }
    guard ok else { return false }
    let previousPoints = previous < 0 ? habit.points : habit.changes[previous].points
    let previousOrigin = previous < 0 ? habit.origin : habit.changes[previous].origin
    let changesNothing =
      previous < 0
      ? habit.changes[current].schedule.equalsInPlace(habit.schedule) && LineRule(of: habit.changes[current]) == LineRule(of: habit)
      : habit.changes[current].schedule.equalsInPlace(habit.changes[previous].schedule)
        && LineRule(of: habit.changes[current]) == LineRule(of: habit.changes[previous])
    if comparesWithLineBefore, let points = previousPoints, habit.changes[current].points == nil {
      diagnostics.append(
        Diagnostic(
          .changeDropsPoints(habit.changes[current].name, from: from), file: file, range: habit.changes[current].origin,
          notes: [
            Diagnostic.Note("the line before gives \(points) points", file: file, range: previousOrigin),
            Diagnostic.Note("each line carries its own options: add '; \(points) points' to keep them"),
          ],
          fix: DiagnosticFix(
            title: "Add '; \(points) points'", range: SourceRange(start: habit.changes[current].origin.end, end: habit.changes[current].origin.end),
            replacement: "; \(points) points")))
    }
    // Tags are the one option the comparison leaves out (a change line cannot hold `since`,
    // `until` or `ends after`, nor another unit): they belong to the whole habit, so a line
    // bringing new ones is not one to delete as it stands.
    // Asked only of a line that changes nothing: the tags are read and filtered into a list.
    let newTags = changesNothing && comparesWithLineBefore ? habit.changes[current].tags.filter { !habit.hasTag($0) } : []
    if !newTags.isEmpty {
      let moved = (newTags.count == 1 ? "the tag " : "the tags ") + newTags.map { "'\($0)'" }.joined(separator: ", ")
      diagnostics.append(
        Diagnostic(
          .changeChangesOnlyTags(sameAsLine: previousOrigin.start.line, tags: newTags), file: file,
          range: habit.changes[current].origin,
          notes: [
            Diagnostic.Note(
              "it only starts new periods on \(from), and tags apply to the whole habit from its start: give line \(habit.origin.start.line) \(moved) and delete this line, or change the schedule or an option",
              file: file, range: habit.origin)
          ]))
    } else if changesNothing && comparesWithLineBefore {
      diagnostics.append(
        Diagnostic(
          .changeChangesNothing(sameAsLine: previousOrigin.start.line), file: file,
          range: habit.changes[current].origin,
          notes: [
            Diagnostic.Note("it only starts new periods on \(from); delete it, or change the schedule or an option", file: file, range: previousOrigin)
          ]))
    }
    // Tags belong to the habit, not to a line: a change line's are added to its first line's
    // (only a line with options can have any).
    if !options.isEmpty {
      let tags = habit.changes[current].tags
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

/// Whether every one of a change line's plain `options` does something for the kind
/// (`ScheduleKind.noEffectReason` nil for each), as `OptionsWithEffect` asks of a list.
struct PlainOptionsWithEffect: KindQuestion {
  /// The options asked about.
  let options: PlainOptions

  func answer<Kind: ScheduleKind>(for kind: Kind) -> Bool {
    for index in 0..<Int(options.count) where kind.noEffectReason(options[index].option.option) != nil { return false }
    return true
  }
}

/// What a change line of a kind takes by default before its options: backlog and completing
/// ahead (`ScheduleKind.catchesUpByDefault`), and bare numbers for a tracked line
/// (`ScheduleKind.takesValues`).
struct ChangeLineDefaults: KindQuestion {
  func answer<Kind: ScheduleKind>(for kind: Kind) -> (catchesUp: Bool, takesValues: Bool) {
    (kind.catchesUpByDefault, kind.takesValues)
  }
}
