import HabitsKit
import HabitsReports

/// What a subcommand runs with: the environment, its parsed arguments and the resolved global
/// options, plus the loading and printing every command shares.
package struct CommandContext {
  /// The outside world.
  package var environment: Environment
  /// The parsed arguments.
  package var arguments: Arguments
  /// The resolved global options.
  package var invocation: Invocation

  /// Writes to standard output.
  package func out(_ text: String) { environment.writeOutput(text) }
  /// Writes to standard error.
  package func err(_ text: String) { environment.writeError(text) }

  /// Prints an operational error ("habits: cannot read ...") and returns exit status 2.
  package func fail(_ message: String) -> ExitStatus {
    err("habits: " + message + "\n")
    return .failure
  }

  /// Reads both files: the habits file must exist; a missing log is an empty log.
  /// - Parameter staged: read the versions staged in git's index instead of the working tree.
  package func readFiles(staged: Bool = false) throws(ExitStatus) -> (habits: SourceFile, log: SourceFile?) {
    let read = staged ? environment.readStagedFile : environment.readFile
    let habitsBytes: FileBytes
    switch read(invocation.habitsPath) {
    case .success(let bytes): habitsBytes = bytes
    case .failure(let error):
      var message = "cannot read the habits file '\(invocation.habitsPath)': \(error.message)"
      if error == .notFound && !staged {
        message += "\n  create it (for example with a line 'Meditate: every day'), or point to it with --file, --dir or $HABITS_DIR"
      }
      throw fail(message)
    }
    var log: SourceFile?
    switch read(invocation.logPath) {
    case .success(let bytes): log = SourceFile(path: invocation.logPath, bytes: bytes)
    case .failure(.notFound): log = nil
    case .failure(let error): throw fail("cannot read the log '\(invocation.logPath)': \(error.message)")
    }
    return (SourceFile(path: invocation.habitsPath, bytes: habitsBytes), log)
  }

  /// Reads and loads both files for a report. Errors are printed to stderr and end the command
  /// (exit 1); warnings are counted in one line on stderr (none with `--quiet`) and the report
  /// goes on.
  package func loadForReport() throws(ExitStatus) -> Loader.Result {
    let files = try readFiles()
    let result = Loader.load(habitsFile: files.habits, logFile: files.log, today: invocation.today)
    // The renderer is only built when there is something to show (it indexes the files).
    var renderer: DiagnosticRenderer { DiagnosticRenderer(sources: result.sources, palette: stderrPalette) }
    if result.diagnostics.hasErrors {
      err(renderer.render(result.diagnostics, format: .text))
      err("habits: \(DayText.count(result.diagnostics.errorCount, "error")) in the files; fix them (habits check) to see reports\n")
      throw .findings
    }
    if !result.diagnostics.isEmpty && !arguments.has("quiet") {
      err(CommandContext.warningSummary(result.diagnostics, files: result.sources.map(\.path)) + "\n")
    }
    return result
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

  /// The palette for stderr: the same policy as stdout's.
  package var stderrPalette: Palette { invocation.palette }

  /// The habit named `name` (case-insensitive, a unique prefix accepted), or exit 2 after
  /// saying which habits it could be.
  package func findHabit(_ name: String, in journal: Journal) throws(ExitStatus) -> LoadedHabit {
    switch HabitLookup.find(name, in: journal.habits) {
    case .success(let index): return journal.loaded[index]
    case .failure(let problem): throw fail(problem.message)
    }
  }

  /// Parses a date option (ISO, today, yesterday or a weekday); nil when it is absent.
  package func dateOption(_ name: String) throws(ExitStatus) -> Day? {
    guard let text = arguments.value(name) else { return nil }
    guard let day = DateArgument.parse(text, today: invocation.today) else {
      throw usageError(
        "Invalid value '\(text)' for '--\(name) <date>': "
          + (DateArgument.nonexistentDate(text) ?? "expected YYYY-MM-DD, today, yesterday or a weekday"))
    }
    return day
  }

  /// Prints argument-parser's usage-error block for this command and returns exit status 2,
  /// to `throw` or return. The message's first letter is capitalised, as argument-parser does.
  package func usageError(_ message: String) -> ExitStatus {
    let capitalized = message.prefix(1).uppercased() + message.dropFirst()
    err(HelpText.usageError(Arguments.UsageError(message: capitalized, command: arguments.command)))
    return .failure
  }
}
