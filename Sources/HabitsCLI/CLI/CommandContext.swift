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
  /// What the command has done to the world so far.
  package let record = RunRecord()

  /// What a command has done to the world, for its caller: whether it appended to the log.
  /// (A class: a command's context is passed by value, and what it did must outlive it.)
  package final class RunRecord {
    /// Whether a line was appended to the log.
    package var appended = false
  }

  /// Writes to standard output.
  package func out(_ text: String) { environment.writeOutput(text) }
  /// Writes bytes to standard output as they are (decoded where the environment only takes text).
  package func out(bytes: [UInt8]) {
    if let write = environment.writeOutputBytes { write(bytes) } else { environment.writeOutput(String(decoding: bytes, as: UTF8.self)) }
  }
  /// Writes to standard error.
  package func err(_ text: String) { environment.writeError(text) }
  /// Hands `value`, which the command is done with, to the process to keep until it exits
  /// (`Environment.keepUntilExit`).
  package func keepUntilExit(_ value: Any) { environment.keepUntilExit(value) }

  /// Prints an operational error ("habits: cannot read ...") and returns exit status 2.
  package func fail(_ message: String) -> ExitStatus {
    err("habits: " + message + "\n")
    return .failure
  }

  /// Reads both files: the habits file must exist; a missing log is an empty log (said when
  /// the user named it: `warnIfNamedLogIsMissing`). A path of
  /// `-` is standard input (`Environment.sharingStandardInput()`).
  /// - Parameters:
  ///   - staged: read the versions staged in git's index instead of the working tree.
  ///   - tooLarge: prints the located error of a file too large to read and returns the
  ///     exit status (by default as a report prints errors).
  package func readFiles(
    staged: Bool = false, tooLarge: ((Diagnostic) -> ExitStatus)? = nil
  ) throws(ExitStatus) -> (habits: SourceFile, log: SourceFile?) {
    let read = staged ? environment.readStagedFile : environment.readFile
    let habits = try readHabitsFile(staged: staged, tooLarge: tooLarge)
    var log: SourceFile?
    switch read(invocation.logPath) {
    case .success(let bytes): log = SourceFile(path: invocation.logPath, bytes: bytes)
    case .failure(.notFound):
      log = nil
      if !staged { warnIfNamedLogIsMissing() }
    case .failure(.tooLarge(let line)):
      throw (tooLarge ?? reportTooLarge)(.fileTooLarge(invocation.logPath, line: line))
    case .failure(let error): throw fail("cannot read the log \(CommandContext.source(invocation.logPath)): \(error.message)")
    }
    return (habits, log)
  }

  /// One line on stderr when the log the user named (`--log PATH`, `$HABITS_LOG`) does not
  /// exist (none with `--quiet`): it is read as an empty log, as a missing log is, but a
  /// mistyped path would otherwise pass `habits check` in silence. The log beside the habits
  /// file may be missing quietly (nothing logged yet); the commands that append create it.
  func warnIfNamedLogIsMissing() {
    guard invocation.logIsNamed, !arguments.has(CommandSpec.Global.quiet) else { return }
    let namer = arguments.value(CommandSpec.Global.log) != nil ? "--log" : "$HABITS_LOG"
    err("habits: the log '\(invocation.logPath)' (named by \(namer)) does not exist; read as an empty log\n")
  }

  /// How an error names a file it cannot read: `'PATH'`, or "from standard input" for `-`
  /// (as `habits fmt -` says "cannot read standard input").
  static func source(_ path: String) -> String {
    Environment.isStandardInput(path) ? "from standard input" : "'\(path)'"
  }

  /// Reads the habits file, which must exist (`readFiles`).
  func readHabitsFile(staged: Bool = false, tooLarge: ((Diagnostic) -> ExitStatus)? = nil) throws(ExitStatus) -> SourceFile {
    let read = staged ? environment.readStagedFile : environment.readFile
    switch read(invocation.habitsPath) {
    case .success(let bytes): return SourceFile(path: invocation.habitsPath, bytes: bytes)
    case .failure(.tooLarge(let line)):
      throw (tooLarge ?? reportTooLarge)(.fileTooLarge(invocation.habitsPath, line: line))
    case .failure(let error):
      var message = "cannot read the habits file \(CommandContext.source(invocation.habitsPath)): \(error.message)"
      if error == .notFound && !staged {
        message += "\n  create it (for example with a line 'Meditate: every day'), or point to it with --file, --dir or $HABITS_DIR"
      }
      throw fail(message)
    }
  }

  /// Prints the located error of a file too large to read as a report prints errors, on
  /// stderr with a line saying what to do, and returns exit status 1.
  func reportTooLarge(_ diagnostic: Diagnostic) -> ExitStatus {
    let renderer = DiagnosticRenderer(sources: [SourceFile(path: diagnostic.file, bytes: [])], palette: stderrPalette)
    err(renderer.render([diagnostic], format: .text))
    err("habits: 1 error in the files; fix it (habits check)\n")
    return .findings
  }

  /// The palette for stderr: the same policy as stdout's.
  package var stderrPalette: Palette { invocation.render.palette }

  /// The habit named `name` (case-insensitive, a unique prefix accepted), or exit 2 after
  /// saying which habits it could be.
  package func findHabit(_ name: String, in journal: Journal) throws(ExitStatus) -> LoadedHabit {
    switch HabitLookup.find(name, in: journal.habits) {
    case .success(let index): return journal.loaded[index]
    case .failure(let problem): throw fail(problem.message)
    }
  }

  /// Parses a date option (ISO, today, yesterday or a weekday); nil when it is absent.
  /// - Parameter endOf: for the last day of a span that starts on this day (`vacation
  ///   --until`): `tomorrow` is taken too, and a weekday is the first such day on or after it
  ///   (`DateArgument.parseEnd`) rather than the latest one.
  package func dateOption(_ key: CommandSpec.Valued, endOf start: Day? = nil) throws(ExitStatus) -> Day? {
    guard let text = arguments.value(key) else { return nil }
    let name = key.option.long
    let parsed = start.map { DateArgument.parseEnd(text, start: $0, today: invocation.today) } ?? DateArgument.parse(text, today: invocation.today)
    guard let day = parsed else {
      let relative = start == nil ? ["today", "yesterday"] : ["today", "tomorrow", "yesterday"]
      let words = relative + Weekday.allCases.map { $0.name.lowercased() }
      let suggestion = Suggestions.closest(to: text, in: words).map { "; did you mean '\($0)'?" } ?? ""
      throw usageError(
        "Invalid value '\(text)' for '--\(name) <date>': "
          + (DateArgument.nonexistentDate(text) ?? "expected YYYY-MM-DD, " + relative.joined(separator: ", ") + " or a weekday" + suggestion))
    }
    return day
  }

  /// Prints argument-parser's usage-error block for this command and returns exit status 2,
  /// to `throw` or return. The message's first letter is capitalised, as argument-parser does,
  /// except in a message that starts with a command ("habits report prints HTML"): a command
  /// is typed in lowercase, and is written as it is typed.
  package func usageError(_ message: String) -> ExitStatus {
    err(HelpText.usageError(Arguments.UsageError(message: HelpText.sentence(message), command: arguments.command)))
    return .failure
  }
}
