import HabitsKit
import HabitsReports

/// What a report runs on: everything loaded, and the journal of the habits without errors.
///
/// One typo must not blank every report (a prompt or a status bar showing `status --short`
/// would go blank over an unrelated habit): a report shows every habit without an error, the
/// board lists the habits with errors as such, and one line on standard error names the
/// errors. `--strict` refuses instead, as `check` would.
package struct ReportFiles {
  /// Everything loading produced.
  package var result: Loader.Result
  /// The habits without errors and their logs: what the report shows.
  package var journal: Journal
  /// The habits with errors in the habits file, in file order.
  package var habitsWithErrors: [HabitWithErrors]
  /// The habits file's path, for saying where the errors are.
  package var habitsPath: String

  /// The log as read, nil when there is none: where the notes of entries are read from.
  package var logFile: SourceFile? { result.sources.count > 1 ? result.sources[1] : nil }

  /// `habit` with the notes of its entries, read from the log (`EntryNotes`).
  package func withNotes(_ habit: LoadedHabit) -> LoadedHabit {
    guard let logFile else { return habit }
    return habit.withNotes(from: EntryNotes.notes(logFile))
  }

  /// The number of errors in the files.
  package var errorCount: Int { result.diagnostics.errorCount }

  /// A report's JSON with the number of errors at its top level, after `"version"`, when the
  /// files have errors (docs/json.md); unchanged without errors, so the JSON of clean files
  /// stays as it was. Every report's JSON starts with `{"version":1,`.
  package func json(_ text: String) -> String {
    let head = JSONWriter.documentHead
    guard errorCount > 0, text.hasPrefix(head) else { return text }
    return head + #""errors":\#(errorCount),"# + text.dropFirst(head.count)
  }
}

extension CommandContext {
  /// Reads and loads both files for a report. Without errors, warnings are counted in one line
  /// on stderr (none with `--quiet`). With errors, one line on stderr names them (none with
  /// `--quiet`) and the report goes on with the habits without errors; with `--strict` they
  /// are printed and the command ends (exit 1).
  package func loadForReport() throws(ExitStatus) -> ReportFiles {
    let files = try readFiles()
    let result = Loader.load(habitsFile: files.habits, logFile: files.log, today: invocation.today)
    let diagnostics = result.diagnostics
    guard diagnostics.hasErrors else {
      if !diagnostics.isEmpty && !arguments.has(CommandSpec.Global.quiet) {
        err(CommandContext.warningSummary(diagnostics, files: result.sources.map(\.path)) + "\n")
      }
      let journal = try organised(result.journal)
      let loaded = ReportFiles(result: result, journal: journal, habitsWithErrors: [], habitsPath: files.habits.path)
      keepUntilExit(loaded)
      return loaded
    }
    if arguments.has(CommandSpec.Shared.strict) {
      err(DiagnosticRenderer(sources: result.sources, palette: stderrPalette).render(diagnostics, format: .text))
      err("habits: \(DayText.count(diagnostics.errorCount, "error")) in the files; fix them (habits check) to see reports\n")
      throw .findings
    }
    if !arguments.has(CommandSpec.Global.quiet) { err(CommandContext.errorSummary(diagnostics) + "\n") }
    var withErrors = HabitWithErrors.find(result.syntax, in: files.habits, diagnostics: diagnostics)
    let left = Set(withErrors.map(\.key))
    let journal = try organised(result.journal.filter { !left.contains($0.key) })
    // A habit with errors has no tags to read; it is listed under its group only.
    if let group = arguments.value(CommandSpec.Shared.group) {
      withErrors = withErrors.filter { $0.group.map { Habit.key(for: $0) == Habit.key(for: group) } ?? false }
    }
    if arguments.value(CommandSpec.Shared.tag) != nil || arguments.value(CommandSpec.Shared.priority) != nil { withErrors = [] }
    let loaded = ReportFiles(result: result, journal: journal, habitsWithErrors: withErrors, habitsPath: files.habits.path)
    keepUntilExit(loaded)
    return loaded
  }

  /// `journal` narrowed by `--group`, `--tag` and `--priority` and put in board order
  /// (conventions item 28); a group, tag or priority that selects nothing exits 2 (naming the
  /// groups or tags there are).
  func organised(_ journal: Journal) throws(ExitStatus) -> Journal {
    let group = arguments.value(CommandSpec.Shared.group)
    let tag = arguments.value(CommandSpec.Shared.tag)
    let priority = arguments.value(CommandSpec.Shared.priority).flatMap { Priority(words: $0) }.map { (level: $0, on: invocation.today) }
    let selected = journal.selecting(group: group, tags: tag.map { [$0] } ?? [], priority: priority)
    if selected.loaded.isEmpty && !journal.loaded.isEmpty {
      func names(_ list: [String], _ what: String, _ none: String) -> String {
        list.isEmpty ? none : "the \(what) are " + EnglishList.joined(list.map { "'\($0)'" })
      }
      if let group, journal.selecting(group: group, tags: []).loaded.isEmpty {
        throw fail(
          "no habit is in the group '\(group)': "
            + names(journal.groups, "groups", "groups are the headings of the habits file, and it has none"))
      }
      if let tag, journal.selecting(group: group, tags: [tag]).loaded.isEmpty {
        throw fail(
          "no habit" + (group.map { " in the group '\($0)'" } ?? "") + " has the tag '\(tag)': "
            + names(journal.tags, "tags", "tags are a habit's '; tags A, B' option, and no habit has one"))
      }
      if let priority {
        throw fail(
          "no habit" + (group.map { " in the group '\($0)'" } ?? "") + (tag.map { " with the tag '\($0)'" } ?? "")
            + " has the priority '\(priority.level.name)' today")
      }
    }
    return selected.inBoardOrder(on: invocation.today)
  }

  /// `journal` narrowed to the habits that ask for something today with `--due`; as it is
  /// without.
  func dueOnly(_ journal: Journal) -> Journal {
    arguments.has(CommandSpec.Shared.due) ? StatusReport.dueOnly(journal, today: invocation.today) : journal
  }

  /// One line about warnings, "log.txt: 3 warnings; run habits check": a report mentions them
  /// without listing them (`check` does that), so prompts and hooks get one line at most.
  package static func warningSummary(_ diagnostics: [Diagnostic], files: [String]) -> String {
    var parts: [String] = []
    for file in files {
      let count = diagnostics.count { $0.file == file && $0.severity == .warning }
      if count > 0 { parts.append(file + ": " + DayText.count(count, "warning")) }
    }
    return parts.joined(separator: "; ") + "; run habits check"
  }

  /// The one line about errors beside a report: "habits: 2 errors in the files
  /// (habits.txt:2 unknown-weekday, log.txt:4 unknown-habit); run habits check", the first
  /// three named, and the warnings counted after them ("; 1 warning").
  static func errorSummary(_ diagnostics: [Diagnostic]) -> String {
    let errors = diagnostics.filter { $0.severity == .error }
    var named = errors.prefix(3).map { "\($0.file):\($0.range.start.line) \($0.code.rawValue)" }.joined(separator: ", ")
    let total = diagnostics.errorCount
    let shown = errors.prefix(3).reduce(0) { $0 + $1.count }
    if total > shown { named += ", and \(total - shown) more" }
    let warnings = diagnostics.warningCount
    let also = warnings > 0 ? "; \(DayText.count(warnings, "warning"))" : ""
    return "habits: \(DayText.count(total, "error")) in the files (\(named))\(also); run habits check"
  }

  /// The one habit a report of one habit names: its words joined, since a name of several
  /// words may be typed without quotes (`habits history Call mom`), as `habits log` takes it;
  /// nil when none is named.
  var habitName: String? {
    arguments.positionals.isEmpty ? nil : arguments.positionals.joined(separator: " ")
  }

  /// The habit `name` picks out among the habits without errors; a name of a habit with errors
  /// says so and exits 1, a habit that `--group`, `--tag` or `--priority` leaves out says so,
  /// and any other exits 2 after saying which habits it could be.
  package func findHabit(_ name: String, in loaded: ReportFiles) throws(ExitStatus) -> LoadedHabit {
    if case .success(let index) = HabitLookup.find(name, in: loaded.journal.habits) { return loaded.journal.loaded[index] }
    try refuseHabitWithErrors(name, among: loaded.habitsWithErrors, habitsPath: loaded.habitsPath)
    try refuseFilteredOut(name, in: loaded.result.journal)
    return try findHabit(name, in: loaded.journal)
  }

  /// Exits 2 saying why when `name` is a habit of the file that the report's `--group`,
  /// `--tag` or `--priority` leaves out: it is no unknown habit, and its spelling is right.
  private func refuseFilteredOut(_ name: String, in whole: Journal) throws(ExitStatus) {
    guard case .success(let index) = HabitLookup.find(name, in: whole.habits) else { return }
    let key = whole.loaded[index].key
    let alone = whole.filter { $0.key == key }
    var reasons: [String] = []
    var options: [String] = []
    if let group = arguments.value(CommandSpec.Shared.group), alone.selecting(group: group, tags: []).loaded.isEmpty {
      reasons.append("is not in the group '\(group)'")
      options.append("--group")
    }
    if let tag = arguments.value(CommandSpec.Shared.tag), alone.selecting(group: nil, tags: [tag]).loaded.isEmpty {
      reasons.append("does not have the tag '\(tag)'")
      options.append("--tag")
    }
    if let words = arguments.value(CommandSpec.Shared.priority), let level = Priority(words: words),
      alone.selecting(group: nil, tags: [], priority: (level: level, on: invocation.today)).loaded.isEmpty
    {
      reasons.append("does not have the priority '\(level.name)' today")
      options.append("--priority")
    }
    guard !reasons.isEmpty else { return }
    throw fail(
      "'\(whole.loaded[index].habit.name)' " + EnglishList.joined(reasons) + "\n  drop " + EnglishList.joined(options) + " to see it")
  }

  /// Exits 1 saying so when `name` is the name of a habit with errors ("'Yoga' has errors in
  /// the habits file (habits.txt:2 unknown-weekday); fix them first (habits check)").
  func refuseHabitWithErrors(_ name: String, among habits: [HabitWithErrors], habitsPath: String) throws(ExitStatus) {
    let key = Habit.key(for: name)
    guard let habit = habits.first(where: { $0.key == key }) else { return }
    err("habits: '\(habit.name)' has errors in the habits file (\(habit.summary)); fix them first (habits check)\n")
    throw .findings
  }

  /// The journal narrowed to the habit `name` picks out (see `findHabit(_:in:)`), or all of
  /// it when `name` is nil.
  func selecting(_ name: String?, in loaded: ReportFiles) throws(ExitStatus) -> Journal {
    guard let name else { return loaded.journal }
    let key = try findHabit(name, in: loaded).key
    return loaded.journal.filter { $0.key == key }
  }

  /// The journal narrowed to the habits `names` pick out (each once, in file order), or all of
  /// it when there are none. The words are split into names as `habits log` splits them
  /// (`HabitWords`): `Call mom Gym` is "Call mom" and "Gym", quotes or not.
  func selecting(_ names: [String], in loaded: ReportFiles) throws(ExitStatus) -> Journal {
    guard !names.isEmpty else { return loaded.journal }
    var picked: Set<String> = []
    let items: [HabitWords.Item]
    switch HabitWords.items(names, counts: false) {
    case .success(let read): items = read
    case .failure(let problem): throw fail(problem.message)
    }
    let habits = loaded.journal.habits
    for words in items.map(\.words) {
      // The longest run of words that names a habit, then the next run; a habit named twice
      // is shown once.
      var start = 0
      while start < words.count {
        var end = words.count
        while end > start, case .failure = HabitLookup.find(words[start..<end].joined(separator: " "), in: habits) { end -= 1 }
        // No run names a habit: the words left are looked up whole, to say why (errors, a
        // filter, a typo).
        let name = words[start..<(end > start ? end : words.count)].joined(separator: " ")
        picked.insert(try findHabit(name, in: loaded).key)
        start = end > start ? end : words.count
      }
    }
    return loaded.journal.filter { picked.contains($0.key) }
  }
}
