import HabitsKit
import HabitsReports

/// `habits changes`: the schedule edits made in place that git's history of the habits file
/// records, written as `from` lines. Standard output carries only the new file (or, with
/// `--diff`, a patch); the report goes to standard error; nothing is written.
enum ChangesCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let against = CommandSpec.Valued("against", value: "rev", help: "Only the edits made after git revision REV (a commit, branch or tag).")
    static let diff = CommandSpec.Flag("diff", help: "Print a unified diff against the current file, for git apply, instead of the file.")
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "changes", abstract: "Recover schedules edited in place from git's history, as 'from' lines.",
      discussion: """
        Walks the history of the habits file in its git repository (the first parents of HEAD, the \
        file followed across renames) and finds each habit line edited in place: the same habit \
        with another schedule or other options. Prints the habits file with the first line of each \
        such habit back at its first version and each edit added as a 'from' line dated by its \
        commit (the author date's day in the local time zone), so every past day is judged by the \
        version committed when it was lived; every other line stays byte for byte. Standard output \
        is only the file, so habits changes > habits.txt.new is always safe; what was found goes \
        to standard error. Writes nothing. Exit status 0 whether or not edits are found, 1 when \
        the habits file has errors, 2 outside a git repository or for a habits file git does not \
        track.
        """,
      options: [
        Options.against.option,
        Options.diff.option,
      ])
  ) { context throws(ExitStatus) in
    let path = context.invocation.habitsPath
    let against = context.arguments.value(Options.against)
    if Environment.isStandardInput(path) {
      throw context.usageError(
        "habits changes reads the history of the habits file from git, and standard input ('-') has no path in git; name the file with --file PATH")
    }
    let history: FileHistory
    // What git cannot give is an error of reading the files, as `check --against` says it
    // (`habits: ...`, exit 2), not a mistake in the command line.
    switch context.environment.readFileHistory(path, against) {
    case .success(let found): history = found
    case .failure(.other(let message)) where message == Environment.notInRepository:
      throw context.fail("cannot read the history of '\(path)' from git: it is \(message)")
    case .failure(.notFound):
      throw context.fail("'\(path)' has no history in git: no commit has it (git add and git commit it first)")
    case .failure(let error):
      if let against { throw context.fail("cannot read the history of '\(path)' after '\(against)': \(error.message)") }
      throw context.fail("cannot read the history of '\(path)' from git: \(error.message)")
    }
    let files = try context.readFiles()
    let current = files.habits
    let loaded = Loader.load(habitsFile: current, logFile: files.log, today: context.invocation.today)
    // The habits file is rewritten line by line, so every line of it must be understood; the
    // log only counts what each edit re-judged, and its errors leave out the entries they are on.
    let errors = loaded.diagnostics.filter { $0.severity == .error && $0.file == current.path }
    if !errors.isEmpty {
      context.err(DiagnosticRenderer(sources: loaded.sources, palette: context.stderrPalette).render(errors, format: .text))
      context.err(
        "habits: \(DayText.count(errors.errorCount, "error")) in \(path); fix \(errors.errorCount == 1 ? "it" : "them") (habits check): "
          + "habits changes rewrites the file, and needs every line of it\n")
      throw .findings
    }
    // The log's errors and the warnings in one line, as a report gives them.
    if !loaded.diagnostics.isEmpty && !context.arguments.has(CommandSpec.Global.quiet) {
      let diagnostics = loaded.diagnostics
      context.err(
        (diagnostics.hasErrors
          ? CommandContext.errorSummary(diagnostics)
          : CommandContext.warningSummary(diagnostics, files: loaded.sources.map(\.path))) + "\n")
    }
    let recovery = ScheduleHistory.recover(
      versions: history.versions, current: current, journal: loaded.journal, today: context.invocation.today)
    let diff = context.arguments.has(Options.diff)
    if diff {
      context.out(UnifiedDiff.diff(old: Array(current.bytes), new: recovery.file, path: history.repositoryPath))
    } else {
      // The file loaded without errors, so it is UTF-8 and comes out byte for byte.
      context.out(String(decoding: recovery.file, as: UTF8.self))
    }
    // `--quiet`: the file alone, as a script piping it wants.
    if !context.arguments.has(CommandSpec.Global.quiet) { context.err(ChangesRenderer(path: path, diff: diff).text(recovery)) }
    return .success
  }
}
