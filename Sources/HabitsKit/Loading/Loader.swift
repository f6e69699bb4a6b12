/// The pipeline from the two files' bytes to the loaded habits (`Journal`) and every
/// diagnostic.
///
/// Parse the habits file, resolve its declarations into habits, run the habit checks, then
/// read the log a line at a time, resolving each line against the habits into per-habit logs
/// whose entries know their lines; plan each habit once (`LoadedHabit`), then report what the
/// log's entries say wrong against the plans. Every stage runs to the end and adds its
/// findings; nothing stops at the first problem. The loader does no I/O: the CLI reads the
/// files and passes their bytes, and today is a parameter.
package enum Loader {
  /// What loading produced.
  package struct Result: Sendable {
    /// The habits with their plans and logs (habits with errors are left out).
    package var journal: Journal
    /// Every diagnostic, sorted by file (habits file first) and position.
    package var diagnostics: [Diagnostic]
    /// The files read, for rendering excerpts.
    package var sources: [SourceFile]
    /// The findings the allows silenced, sorted as `diagnostics` (`Allowances`): shown only by
    /// `check --show-allowed`.
    package var allowed: [Diagnostic] = []
    /// The files' allows and the `--allow` codes.
    package var allowances = Allowances()
    /// The number of lines of the log (0 without one), as the load read them: an append
    /// numbers its line from it rather than counting the log's lines again.
    package var logLines = 0
    /// Every finding before the allows: what `adding` sorts again.
    private var found: [Diagnostic] = []
    /// The habits file as parsed: its declarations in file order, for finding the habits with
    /// errors without parsing the file again (`HabitWithErrors`).
    package var syntax: HabitsFileSyntax

    /// The result of a load that found `diagnostics` (before the allows) in `sources`, a
    /// log of `logLines` lines. The language server makes one from a previous load updated
    /// by an edit of the log (`LogLineReload`).
    package init(
      journal: Journal, found: [Diagnostic], sources: [SourceFile], allowances: Allowances, logLines: Int,
      syntax: HabitsFileSyntax
    ) {
      self.journal = journal
      self.syntax = syntax
      self.sources = sources
      self.allowances = allowances
      self.found = found
      self.logLines = logLines
      (diagnostics, allowed) = allowances.apply(found, fileOrder: sources.map(\.path))
    }

    /// With `more` findings (made after loading, `check --staged`'s), put through the allows
    /// with the rest: an allow that only they use is used.
    package func adding(_ more: [Diagnostic]) -> Result {
      Result(
        journal: journal, found: (found + more).sorted(fileOrder: sources.map(\.path)), sources: sources,
        allowances: allowances, logLines: logLines, syntax: syntax)
    }
  }

  /// Loads the habits file and, if there is one, the log; `allowing` the codes of `check
  /// --allow` besides the files' allows.
  package static func load(
    habitsFile: SourceFile, logFile: SourceFile?, today: Day, allowing flags: [DiagnosticCode] = []
  ) -> Result {
    // A UTF-16 file is named as such once and read as empty: its every line would be an error.
    guard habitsFile.utf16BigEndian == nil && logFile?.utf16BigEndian == nil else {
      return loadUTF16(habitsFile: habitsFile, logFile: logFile, today: today, allowing: flags)
    }
    var syntax = HabitsFileParser.parse(habitsFile)
    var habitsDiagnostics = BoundedDiagnostics()
    habitsDiagnostics.append(contentsOf: syntax.diagnostics)
    var resolver = HabitResolver(file: habitsFile.path)
    let resolved = resolver.resolve(&syntax)
    let habits = resolved.habits
    habitsDiagnostics.append(contentsOf: resolver.diagnostics)
    habitsDiagnostics.append(contentsOf: HabitChecks.run(habits, file: habitsFile.path))
    var diagnostics = habitsDiagnostics.all
    let rewards =
      syntax.rewards.isEmpty ? [] : RewardResolver.rewards(syntax.rewards, file: habitsFile.path, diagnostics: &diagnostics)

    var journal: Journal
    var sources = [habitsFile]
    var allowances = Allowances(directives: syntax.allows, flags: flags)
    var logLines = 0
    if let logFile {
      sources.append(logFile)
      var reader = LogReader(file: logFile)
      // Room for the entries of a log of one entry a line (twelve bytes each), and for
      // outgrown ones.
      let arena = CountArena(expectedBytes: logFile.bytes.count * 3 / 2)
      var logResolver = LogResolver(
        file: logFile.path, habitsFile: habitsFile.path, habits: habits, broken: resolved.broken,
        logBytes: logFile.bytes.count, today: today, arena: arena)
      let resolved = logResolver.resolve(&reader)
      logLines = reader.linesRead
      // The keys the resolver found the habits by, one a habit in order (their names are
      // unique): not made again.
      let keys = logResolver.positions.insertedKeys
      let loaded = habits.indices.map { index in
        LoadedHabit(
          habit: habits[index], log: resolved[index], today: today, key: keys.count == habits.count ? keys[index] : nil)
      }
      logResolver.reportFindings(loaded, reader: reader)
      allowances.directives += reader.resolvedAllows()
      journal = Journal(loaded, positions: logResolver.positions)
      diagnostics += logResolver.diagnostics.all
      journal.redeems = RewardResolver.redeems(
        logResolver.redeems, rewards: rewards, file: logFile.path, habitsFile: habitsFile.path, diagnostics: &diagnostics)
    } else {
      journal = Journal(habits.map { LoadedHabit(habit: $0, log: HabitLog(), today: today) })
    }
    journal.rewards = rewards
    journal.dayEnd = resolved.dayEnd
    diagnostics += LoadedChecks.run(journal.loaded, habitsFile: habitsFile.path, logFile: logFile, today: today)
    if let logFile, !journal.redeems.isEmpty {
      diagnostics += RewardResolver.balanceWarnings(PointsLedger(journal: journal, today: today), file: logFile.path)
    }
    let order = [habitsFile.path] + (logFile.map { [$0.path] } ?? [])
    return Result(
      journal: journal, found: diagnostics.sorted(fileOrder: order), sources: sources, allowances: allowances,
      logLines: logLines, syntax: syntax)
  }

  /// The load when a file is UTF-16 (`SourceFile.utf16Problem`): each such file read as
  /// empty with its one diagnostic, and the files as they are kept for excerpts.
  private static func loadUTF16(
    habitsFile: SourceFile, logFile: SourceFile?, today: Day, allowing flags: [DiagnosticCode]
  ) -> Result {
    let found = [habitsFile.utf16Problem, logFile?.utf16Problem].compactMap { $0 }
    func readable(_ file: SourceFile) -> SourceFile {
      file.utf16BigEndian == nil ? file : SourceFile(path: file.path, bytes: [UInt8]())
    }
    let loaded = load(habitsFile: readable(habitsFile), logFile: logFile.map(readable), today: today, allowing: flags)
    let sources = [habitsFile] + (logFile.map { [$0] } ?? [])
    return Result(
      journal: loaded.journal, found: (found + loaded.diagnostics).sorted(fileOrder: sources.map(\.path)), sources: sources,
      allowances: loaded.allowances, logLines: loaded.logLines, syntax: loaded.syntax)
  }
}
