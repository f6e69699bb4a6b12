/// The pipeline from the two files' bytes to a `Journal` and every diagnostic.
///
/// Parse the habits file, resolve its declarations into habits, run the habit checks, parse
/// the log with the habits' names, resolve it into per-habit logs. Every stage runs to the end
/// and adds its findings; nothing stops at the first problem. The loader does no I/O: the CLI
/// reads the files and passes their bytes, and today is a parameter.
package enum Loader {
  /// What loading produced.
  package struct Result: Sendable {
    /// The habits and their logs (habits with errors are left out).
    package var journal: Journal
    /// Every diagnostic, sorted by file (habits file first) and position.
    package var diagnostics: [Diagnostic]
    /// The files read, for rendering excerpts.
    package var sources: [SourceFile]
  }

  /// Loads the habits file and, if there is one, the log.
  package static func load(habitsFile: SourceFile, logFile: SourceFile?, today: Day) -> Result {
    let syntax = HabitsFileParser.parse(habitsFile)
    var diagnostics = syntax.diagnostics
    var resolver = HabitResolver(file: habitsFile.path)
    var broken: [String: String] = [:]
    let habits = resolver.resolve(syntax, broken: &broken)
    diagnostics += resolver.diagnostics
    diagnostics += HabitChecks.run(habits, file: habitsFile.path)

    var logs: [HabitLog]? = nil
    var sources = [habitsFile]
    if let logFile {
      sources.append(logFile)
      var logResolver = LogResolver(file: logFile.path, habits: habits, broken: broken, today: today)
      let parser = LogFileParser(file: logFile, isHabitKey: { [logResolver] in logResolver.isHabitKey($0) })
      let logSyntax = parser.parse()
      diagnostics += logSyntax.diagnostics
      logs = logResolver.resolve(logSyntax)
      diagnostics += logResolver.diagnostics.map { pointNotes($0, habitsFile: habitsFile.path) }
    }
    diagnostics += LoadedChecks.run(habits: habits, logs: logs, habitsFile: habitsFile.path, logFile: logFile, today: today)  // issue 14 (i14): checks over the loaded model
    let order = [habitsFile.path] + (logFile.map { [$0.path] } ?? [])
    return Result(
      journal: Journal(habits: habits, logs: logs),
      diagnostics: diagnostics.sorted(fileOrder: order),
      sources: sources)
  }

  /// Replaces the log resolver's placeholder file in notes with the habits file's path.
  private static func pointNotes(_ diagnostic: Diagnostic, habitsFile: String) -> Diagnostic {
    var result = diagnostic
    for i in result.notes.indices where result.notes[i].file == LogResolver.habitsFileMarker {
      result.notes[i].file = habitsFile
    }
    return result
  }
}
