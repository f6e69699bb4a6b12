/// What the log's entries say wrong once every habit is loaded with its plan: completions
/// before a habit's start or after its end, and lines that repeat an earlier line of the same
/// day (completions of a once-a-day habit; vacations, skips and resumes).
///
/// The entries know their lines (`CompletionEntry.line`), so the findings come from them; only
/// a line reported, or a line of several entries compared with another, is read again, with
/// the grammar, to point at the name it holds or to say what it says.
struct LogFindings {
  let file: String
  let habitsFile: String

  /// Reports the findings over `loaded` (the habits in order, with their logs and plans),
  /// whose log `parser` reads, with its names resolved by `names` and its entries by
  /// `counting`; `directives` holds the directive lines that may repeat one another.
  func report(
    _ loaded: [LoadedHabit], counting: LogCounting, directives: RepeatedLines, parser: inout LogFileParser,
    names: inout LogNames, diagnostics: inout BoundedDiagnostics
  ) {
    var lines = LineReader(parser: parser, counting: counting)
    for index in loaded.indices {
      // The habit is read in place: a copy of it costs a few hundred instructions.
      let entries = loaded[index].log.entries
      guard let first = entries.first, let last = entries.last else { continue }
      if let since = loaded[index].habit.since, first.day < since {
        reportBeforeStart(
          loaded[index].habit, index: index, since: since, entries: entries, lines: &lines, names: &names, to: &diagnostics)
      }
      if let end = loaded[index].plan.end, last.day > end {
        reportAfterEnd(loaded[index].habit, index: index, end: end, entries: entries, lines: &lines, names: &names, to: &diagnostics)
      }
      // More entries than days: some day has several (most habits are logged once a day). Only
      // a unit says the values are measurements: bare numbers (an empty unit) may count how
      // often (`Headache x2`), where adding up is the point.
      if entries.count > loaded[index].log.completions.count, case .tracked = loaded[index].habit.schedule,
        let unit = loaded[index].habit.unit, !unit.isEmpty
      {
        reportValuesAddingUp(loaded[index].habit, index: index, unit: unit, entries: entries, lines: &lines, names: &names, to: &diagnostics)
      }
    }
    let candidates = RepeatCandidates(loaded)
    if !candidates.isEmpty {
      let onceADay = loaded.map { $0.habit.isOnceADay }
      reportRepeatedCompletions(candidates, onceADay: onceADay, lines: &lines, names: &names, to: &diagnostics)
    }
    for (line, first) in directives.repeats() { reportRepeat(line: line, first: first, lines: &lines, to: &diagnostics) }
    parser = lines.parser
  }

  // MARK: - Outside the habit's life

  /// Warns about the completions of `habit` (habit number `index`) before its `since`, in date
  /// order.
  private func reportBeforeStart(
    _ habit: Habit, index: Int, since: Day, entries: CompletionEntries, lines: inout LineReader, names: inout LogNames,
    to diagnostics: inout BoundedDiagnostics
  ) {
    let (file, habitsFile) = (self.file, self.habitsFile)
    for position in entries.indices where entries[position].day < since {
      let entry = entries[position]
      diagnostics.add(.beforeStart) {
        Diagnostic(
          .beforeStart(habit: habit.name, day: entry.day, start: since),
          file: file, range: lines.nameRange(of: position, in: entries, habit: index, names: &names),
          notes: [Diagnostic.Note("the habit starts here", file: habitsFile, range: habit.sinceRange ?? habit.origin)])
      }
    }
  }

  /// Warns about the completions of `habit` (habit number `index`) after its end (its `until`
  /// or its last occurrence), in file order, as the lines were written.
  private func reportAfterEnd(
    _ habit: Habit, index: Int, end: Day, entries: CompletionEntries, lines: inout LineReader, names: inout LogNames,
    to diagnostics: inout BoundedDiagnostics
  ) {
    let (file, habitsFile) = (self.file, self.habitsFile)
    let after = entries.indices.filter { entries[$0].day > end }.sorted { entries[$0].line < entries[$1].line }
    for position in after {
      let entry = entries[position]
      diagnostics.add(.afterEnd) {
        Diagnostic(
          .afterEnd(habit: habit.name, day: entry.day, end: end),
          file: file, range: lines.nameRange(of: position, in: entries, habit: index, names: &names),
          notes: [Diagnostic.Note("the habit ends here", file: habitsFile, range: habit.endRange ?? habit.origin)])
      }
    }
  }

  // MARK: - Values of a day

  /// Warns about each day on which `habit`, tracked with `unit`, has several values on more
  /// than one line: they add up, which is right for a distance or a count but doubles a weight
  /// weighed twice. Reported at the day's last value, the one a reader would take for the
  /// day's. (Values all on one line are warned about as a `repeated-habit`.)
  private func reportValuesAddingUp(
    _ habit: Habit, index: Int, unit: String, entries: CompletionEntries, lines: inout LineReader, names: inout LogNames,
    to diagnostics: inout BoundedDiagnostics
  ) {
    let file = self.file
    var start = entries.startIndex
    while start < entries.endIndex {
      let day = entries[start].day
      var end = start + 1
      var total = entries[start].count
      while end < entries.endIndex && entries[end].day == day {
        total += entries[end].count
        end += 1
      }
      // Values all on one line are that line's `repeated-habit`: one finding for one slip.
      if end - start > 1 && entries[start].line != entries[end - 1].line {
        let (values, first, last) = (end - start, start, end - 1)
        let lastValue = Amount.quantity(entries[last].count, unit: unit)
        diagnostics.add(.trackedValuesAddUp) {
          Diagnostic(
            .trackedValuesAddUp(habit: habit.name, values: values, day: day, total: Amount.quantity(total, unit: unit)),
            file: file, range: lines.nameRange(of: last, in: entries, habit: index, names: &names),
            notes: [
              Diagnostic.Note("its first value that day", file: file, range: lines.nameRange(of: first, in: entries, habit: index, names: &names)),
              Diagnostic.Note(
                "a tracked habit's values of one day add up, as distances do; for a measurement, such as a weight, keep one a day (this one, \(lastValue))"),
            ])
        }
      }
      start = end
    }
  }

  // MARK: - Repeated lines

  /// Finds, among the lines that log a once-a-day habit twice on one day, those that say
  /// exactly what an earlier line of the day said, and warns about each. A line of one entry
  /// (no comma) says what its entry says; a line of several is read again.
  private func reportRepeatedCompletions(
    _ candidates: RepeatCandidates, onceADay: [Bool], lines reader: inout LineReader, names: inout LogNames,
    to diagnostics: inout BoundedDiagnostics
  ) {
    // Which lines list several items, found in one walk over the lines in order.
    let several = reader.parser.linesListingSeveralItems(among: candidates.lines)
    candidates.forEachDay { day, today in
      var lines = RepeatedLines()
      var previous: UInt32?
      for candidate in today where candidate.line != previous {
        previous = candidate.line
        if !LogFindings.contains(several, candidate.line) {
          lines.add(day: day, line: Int(candidate.line), range: nil, kind: 0, habits: [candidate.item], until: nil)
        } else if let (line, items) = reader.completionItems(line: Int(candidate.line), onceADay: onceADay, names: &names) {
          lines.add(day: line.day.number, line: line.number, range: line.lineRange, kind: 0, habits: items, until: nil)
        }
      }
      for (line, first) in lines.repeats() { reportRepeat(line: line, first: first, lines: &reader, to: &diagnostics) }
    }
  }

  /// Whether `sorted` (ascending) holds `line`.
  private static func contains(_ sorted: [UInt32], _ line: UInt32) -> Bool {
    var (low, high) = (0, sorted.count)
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < line { low = middle + 1 } else { high = middle }
    }
    return low < sorted.count && sorted[low] == line
  }

  private func reportRepeat(
    line: RepeatedLines.Line, first: RepeatedLines.Line, lines: inout LineReader, to diagnostics: inout BoundedDiagnostics
  ) {
    let file = self.file
    diagnostics.add(.duplicateEntry) {
      Diagnostic(
        .repeatedLine(of: first.number), file: file, range: line.range ?? lines.parser.contentRange(line: line.number),
        notes: [
          Diagnostic.Note("first logged here", file: file, range: first.range ?? lines.parser.contentRange(line: first.number)),
          Diagnostic.Note("both count: the same habit on the same day adds up; delete one if it was a mistake"),
        ], fix: .deletingLine(line.number, title: "Delete the repeated line"))
    }
  }
}

/// The few log lines the findings read again, with the grammar, resolved as the log's reading
/// resolved them (reporting nothing again).
private struct LineReader {
  var parser: LogFileParser
  let counting: LogCounting

  /// Where the name of entry number `position` of `entries` (habit number `habit`'s) is: its
  /// line read again, and the entry found among those of the habit on the line.
  mutating func nameRange(of position: Int, in entries: CompletionEntries, habit: Int, names: inout LogNames) -> SourceRange {
    let line = entries[position].line
    // Entries of the habit on the same line come in their order on the line.
    var nth = 0
    var earlier = position - 1
    while earlier >= 0 && entries[earlier].line == line {
      nth += 1
      earlier -= 1
    }
    let fallback = SourceRange(line: Int(line), columns: 1..<1)
    parser.discardItems()
    guard let syntax = parser.reparse(line: Int(line)),
      case .completions(let range) = syntax.meaning(entries: parser.entries, namesHabit: { names.isHabit(spelling: $0, parser: parser) })
    else { return fallback }
    var ignored = BoundedDiagnostics(limit: 1)
    for position in range {
      guard case .counted(let found, let entry) = counting.resolve(parser.entries[position], parser: parser, names: &names, diagnostics: &ignored),
        found == habit
      else { continue }
      if nth == 0 { return entry.name.range }
      nth -= 1
    }
    return fallback
  }

  /// Line `number` read again, with its items (habit and count) when it logs only once-a-day
  /// habits, all known: the only lines that can repeat one another.
  mutating func completionItems(line number: Int, onceADay: [Bool], names: inout LogNames) -> (LogLineSyntax, [Int])? {
    parser.discardItems()
    guard let line = parser.reparse(line: number),
      case .completions(let range) = line.meaning(entries: parser.entries, namesHabit: { names.isHabit(spelling: $0, parser: parser) })
    else { return nil }
    var items: [Int] = []
    for entry in parser.entries[range] {
      guard case .habit(let index) = names.target(of: entry.name.spelling, parser: parser), onceADay[index] else {
        return nil
      }
      items.append(index * 1_000_003 + entry.count)
    }
    return (line, items)
  }
}
