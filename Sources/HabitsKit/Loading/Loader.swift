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
  }

  /// Loads the habits file and, if there is one, the log.
  package static func load(habitsFile: SourceFile, logFile: SourceFile?, today: Day) -> Result {
    let syntax = HabitsFileParser.parse(habitsFile)
    var habitsDiagnostics = BoundedDiagnostics()
    habitsDiagnostics.append(contentsOf: syntax.diagnostics)
    var resolver = HabitResolver(file: habitsFile.path)
    let resolved = resolver.resolve(syntax)
    let habits = resolved.habits
    habitsDiagnostics.append(contentsOf: resolver.diagnostics)
    habitsDiagnostics.append(contentsOf: HabitChecks.run(habits, file: habitsFile.path))
    var diagnostics = habitsDiagnostics.all
    let rewards =
      syntax.rewards.isEmpty ? [] : RewardResolver.rewards(syntax.rewards, file: habitsFile.path, diagnostics: &diagnostics)

    var journal: Journal
    var sources = [habitsFile]
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
      // The keys the resolver found the habits by, one a habit in order (their names are
      // unique): not made again.
      let keys = logResolver.positions.insertedKeys
      let loaded = habits.indices.map { index in
        LoadedHabit(
          habit: habits[index], log: resolved[index], today: today, key: keys.count == habits.count ? keys[index] : nil)
      }
      logResolver.reportFindings(loaded, reader: reader)
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
    return Result(journal: journal, diagnostics: diagnostics.sorted(fileOrder: order), sources: sources)
  }
}
