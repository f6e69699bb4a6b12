/// The pipeline from the two files' bytes to a `Journal` and every diagnostic.
///
/// Parse the habits file, resolve its declarations into habits, run the habit checks, then
/// read the log a line at a time, resolving each line against the habits into per-habit logs. Every stage runs to the end
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
    var habitsDiagnostics = BoundedDiagnostics()
    habitsDiagnostics.append(contentsOf: syntax.diagnostics)
    var resolver = HabitResolver(file: habitsFile.path)
    var broken: [String: String] = [:]
    let habits = resolver.resolve(syntax, broken: &broken)
    habitsDiagnostics.append(contentsOf: resolver.diagnostics)
    habitsDiagnostics.append(contentsOf: HabitChecks.run(habits, file: habitsFile.path))
    var diagnostics = habitsDiagnostics.all

    var logs: [HabitLog]? = nil
    var sources = [habitsFile]
    if let logFile {
      sources.append(logFile)
      var parser = LogFileParser(file: logFile)
      var logResolver = LogResolver(
        file: logFile.path, habitsFile: habitsFile.path, habits: habits, broken: broken, today: today)
      logs = logResolver.resolve(&parser)
      diagnostics += logResolver.diagnostics.all
    }
    diagnostics += LoadedChecks.run(habits: habits, logs: logs, habitsFile: habitsFile.path, logFile: logFile, today: today)  // issue 14 (i14): checks over the loaded model
    let order = [habitsFile.path] + (logFile.map { [$0.path] } ?? [])
    return Result(
      journal: Journal(habits: habits, logs: logs),
      diagnostics: diagnostics.sorted(fileOrder: order),
      sources: sources)
  }
}
