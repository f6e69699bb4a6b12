import HabitsKit

/// The log's text, as loaded, of the lines edited since the load: what `LogLineReload`
/// updates the load from.
///
/// Only edits within one line that insert no line break are kept here, so the log keeps its
/// lines and their numbers; any other change to either file of the pair drops the record and
/// the pair is loaded afresh.
package struct LogLineEdits: Sendable {
  /// The text of each edited line (0-based) as it was at the load, without its terminator.
  package var loadedLines: [Int: [UInt8]] = [:]
  /// The log's line count at the load.
  package var lineCount: Int

  /// A record of no edits yet, for a log of `lineCount` lines.
  package init(lineCount: Int) {
    self.lineCount = lineCount
  }

  /// Records `change` (a `TextDocumentContentChangeEvent`) about to be applied to `document`;
  /// false when it is not an edit within one line (a line break, a whole text, several lines),
  /// which the record cannot follow.
  package mutating func record(_ change: JSON, in document: TextDocument) -> Bool {
    guard let text = change["text"]?.string, let range = change["range"], let start = Position(range["start"]),
      let end = Position(range["end"]), start.line == end.line, start.line < document.lineCount,
      !text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D })
    else { return false }
    if loadedLines[start.line] == nil { loadedLines[start.line] = Array(document.lineBytes(start.line)) }
    return true
  }
}

/// A load of a habits file and log updated by edits within lines of the log, instead of
/// loading the whole log again: re-diagnosis in proportion to the edit.
///
/// Contract: `reloaded` returns exactly what `Loader.load` of the two files as they are now
/// gives (the same diagnostics in the same order, the same journal), or nil, and the caller
/// loads afresh. It takes the shortcut only where that is provable from what each line says
/// alone: the log's lines are self-contained (each carries its date; only repeats, plans and
/// the checks over the loaded habits relate lines), so each edited line is read on its own,
/// before and after (a load of the habits file with a one-line log), and the difference
/// applied to the previous load:
/// - the previous load has no allow and silenced nothing, no redeem, and its log findings are
///   all of codes a line gives alone (`lineCodes`), fewer than the bound on findings of a code
///   (`BoundedDiagnostics`), or implausible dates;
/// - each edited line, old and new, is not the first (a byte order mark), has no comment (no
///   note, no `habits:` directive) and keeps its first ten bytes (its date); read alone it has
///   no finding but of `lineCodes`, no vacation, skip, resume or redeem, and at most one entry
///   a habit;
/// - each habit the line names, old or new, has no unit, no values, no schedule changes and no open-ended vacation;
///   its entry is alone on its day, before the edit and after; its start and end stay as they
///   were and the new entry's day lies between them and not after today, so no finding on its
///   other lines (before its start, after its end, a repeat) changes;
/// - the checks over the loaded habits (`LoadedChecks`) are run again over the updated habits
///   for their findings in the habits file, which the log's text does not change. Their
///   findings in the log, implausible dates, come from a walk over every line that finds the
///   lines on the days some habit flags: they are kept as they were, as each habit edited
///   flags no day, before the edit and after, and no edited line's date is flagged.
/// The caller checks that today and the habits file are what the previous load had.
struct LogLineReload {
  /// The codes of the log's findings that one line gives alone, from its text, the habits and
  /// today: the syntax of a line, its date, its counts, its names.
  static let lineCodes: Set<DiagnosticCode> = [.syntax, .invalidDate, .invalidCount, .zeroCount, .unknownHabit, .futureDate]

  /// The previous load's pair.
  let project: LanguageServer.Project
  /// The log as it is now.
  let log: TextDocument
  /// The lines edited since the previous load.
  let edits: LogLineEdits

  /// The load of the files as they are now, with the findings of the checks over its habits
  /// in the habits file (`LoadedChecks`, kept for the next reload); nil where the contract
  /// above does not hold.
  func reloaded() -> (result: Loader.Result, checks: [Diagnostic])? {
    let before = project.result
    let logPath = project.logPath
    guard log.lineCount == edits.lineCount, before.allowed.isEmpty, before.allowances.isEmpty,
      before.journal.redeems.isEmpty, before.sources.count == 2, edits.loadedLines[0] == nil,
      // A log with many findings (one dated after today) is loaded again at once: it may have
      // more than the bound, which the loader counts rather than keeps.
      before.diagnostics.count(where: { $0.file == logPath && $0.code != .implausibleDate }) < BoundedDiagnostics.defaultLimit
    else { return nil }
    // The checks' findings in the habits file do not depend on the log's text; in the log,
    // theirs are the implausible dates, found by a walk over its lines, kept as they were.
    let checks =
      project.checks ?? LoadedChecks.run(before.journal.loaded, habitsFile: project.habitsPath, logFile: nil, today: project.today)
    let checked = Set(checks)
    var kept = before.diagnostics.filter { !($0.file == project.habitsPath && checked.contains($0)) }
    let walked = kept.filter { $0.file == logPath && $0.code == .implausibleDate }
    kept.removeAll { $0.file == logPath && $0.code == .implausibleDate }
    guard kept.allSatisfy({ $0.file == project.habitsPath || ($0.file == logPath && LogLineReload.lineCodes.contains($0.code)) })
    else { return nil }
    var journal = before.journal
    var dates: [UInt8] = []
    for (line, loaded) in edits.loadedLines.sorted(by: { $0.key < $1.key }) {
      let now = Array(log.lineBytes(line))
      if now == loaded { continue }
      // The walk over the log's lines sees a line by its first ten bytes: the same date.
      guard loaded.prefix(10) == now.prefix(10), (loaded.count >= 10) == (now.count >= 10) else { return nil }
      if now.count >= 10 { dates += now.prefix(10) + [0x0A] }
      guard let old = read(loaded, line: line), let new = read(now, line: line) else { return nil }
      // The line's findings before the edit are exactly the ones its text alone gives.
      let onLine = kept.filter { $0.file == logPath && $0.range.start.line == line + 1 }
      guard onLine.count == old.findings.count, Set(onLine) == Set(old.findings) else { return nil }
      kept.removeAll { $0.file == logPath && $0.range.start.line == line + 1 }
      kept += new.findings
      for index in Set(old.entries.keys).union(new.entries.keys).sorted() {
        guard flagsNoDate(journal.loaded[index]),
          let habit = updated(
            journal.loaded[index], removing: old.entries[index], adding: new.entries[index], line: line + 1),
          flagsNoDate(habit)
        else { return nil }
        journal = journal.replacing(index, with: habit)
      }
    }
    guard kept.count(where: { $0.file == logPath }) < BoundedDiagnostics.defaultLimit else { return nil }
    // The edited lines' dates alone: the checks find none of them implausible, so the walk
    // over the whole log finds what it found before (the habits that flag dates are as they
    // were: each habit edited flags none, before and after).
    let newChecks = LoadedChecks.run(
      journal.loaded, habitsFile: project.habitsPath, logFile: SourceFile(path: logPath, bytes: dates), today: project.today)
    guard !newChecks.contains(where: { $0.file == logPath }) else { return nil }
    let logFile = SourceFile.copying(path: logPath, bytes: log.bytes)
    let sources = [before.sources[0], logFile]
    let result = Loader.Result(
      journal: journal, found: (kept + newChecks + walked).sorted(fileOrder: sources.map(\.path)), sources: sources,
      allowances: before.allowances, logLines: before.logLines, syntax: before.syntax)
    return (result, newChecks)
  }

  /// Whether `habit` flags no date of its own as implausible (`ImplausibleDates`): the checks
  /// over it alone, with a log of its dates, find none.
  private func flagsNoDate(_ habit: LoadedHabit) -> Bool {
    var dates: [UInt8] = []
    var days = habit.log.completions.map(\.day)
    for vacation in habit.log.vacations { days += [vacation.start] + (vacation.end.map { [$0] } ?? []) }
    for day in days { dates += Array("\(day)\n".utf8) }
    let found = LoadedChecks.run(
      [habit], habitsFile: project.habitsPath, logFile: SourceFile(path: project.logPath, bytes: dates), today: project.today)
    return !found.contains { $0.file == project.logPath }
  }

  /// What one line says alone: its entries by habit index, and its findings where the log
  /// has it (line `line`, 0-based); nil when it is not a line the contract allows.
  private func read(_ text: [UInt8], line: Int) -> (entries: [Int: CompletionEntry], findings: [Diagnostic])? {
    guard !text.contains(0x23) else { return nil }
    let alone = Loader.load(
      habitsFile: project.result.sources[0], logFile: SourceFile(path: project.logPath, bytes: text + [0x0A]),
      today: project.today)
    guard alone.allowances.isEmpty, alone.allowed.isEmpty, alone.journal.redeems.isEmpty else { return nil }
    var findings: [Diagnostic] = []
    for finding in alone.diagnostics where finding.file == project.logPath {
      guard LogLineReload.lineCodes.contains(finding.code) else { return nil }
      findings.append(finding.movedDown(by: line, in: project.logPath))
    }
    var entries: [Int: CompletionEntry] = [:]
    for (index, habit) in alone.journal.loaded.enumerated() {
      let log = habit.log
      guard log.vacations.isEmpty, log.pauses.isEmpty, log.rejectedLines.isEmpty, log.entries.count <= 1 else {
        return nil
      }
      if let entry = log.entries.first { entries[index] = entry }
    }
    return (entries, findings)
  }

  /// `habit` with its entry `removing` (the edited line's, line `line`) taken out and
  /// `adding` put in, planned again; nil when that could change a finding on another line.
  private func updated(
    _ habit: LoadedHabit, removing: CompletionEntry?, adding: CompletionEntry?, line: Int
  ) -> LoadedHabit? {
    // An open-ended vacation's warning counts the days its habits are logged on (`open-vacation`).
    guard habit.habit.unit == nil, habit.habit.changes.isEmpty, !habit.log.vacations.contains(where: { $0.end == nil })
    else { return nil }
    var entries = Array(habit.log.entries)
    var completions = Array(habit.log.completions)
    if let removing {
      guard let at = entries.firstIndex(where: { $0.line == UInt32(line) }), entries[at].day == removing.day,
        entries[at].count == removing.count, entries.count(where: { $0.day == removing.day }) == 1,
        let done = completions.firstIndex(where: { $0.day == removing.day }), completions[done].count == removing.count
      else { return nil }
      entries.remove(at: at)
      completions.remove(at: done)
    }
    if let adding {
      guard adding.day <= project.today, !entries.contains(where: { $0.day == adding.day }) else { return nil }
      let entry = CompletionEntry(day: adding.day, count: adding.count, line: UInt32(line))
      entries.insert(entry, at: entries.firstIndex { $0.day > adding.day } ?? entries.count)
      completions.insert(
        Completion(day: adding.day, count: adding.count),
        at: completions.firstIndex { $0.day > adding.day } ?? completions.count)
    }
    var log = habit.log
    log.entries = CompletionEntries(entries)
    log.completions = Completions(completions)
    let planned = LoadedHabit(habit: habit.habit, log: log, today: project.today, key: habit.key)
    guard planned.plan.start == habit.plan.start, planned.plan.end == habit.plan.end else { return nil }
    if let adding {
      if let since = habit.habit.since, adding.day < since { return nil }
      if let end = planned.plan.end, adding.day > end { return nil }
    }
    return planned
  }
}

extension Diagnostic {
  /// The diagnostic of a line read alone, moved down `lines` lines to where the line is in
  /// `file`: its range, its notes in that file and its fix.
  func movedDown(by lines: Int, in file: String) -> Diagnostic {
    func moved(_ range: SourceRange) -> SourceRange {
      SourceRange(
        start: SourceLocation(line: range.start.line + lines, column: range.start.column),
        end: SourceLocation(line: range.end.line + lines, column: range.end.column))
    }
    var diagnostic = self
    diagnostic.range = moved(range)
    diagnostic.notes = notes.map { note in
      var note = note
      if note.file == nil || note.file == file, let range = note.range { note.range = moved(range) }
      return note
    }
    if let fix { diagnostic.fix = DiagnosticFix(title: fix.title, range: moved(fix.range), replacement: fix.replacement) }
    return diagnostic
  }
}
