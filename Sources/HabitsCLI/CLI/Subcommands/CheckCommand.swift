import HabitsKit
import HabitsReports

/// `habits check`: lint both files, for people, editors, hooks and CI.
enum CheckCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let attention = CommandSpec.Flag("attention", help: "Fail (exit 1) when a habit needs attention.")
    static let staged = CommandSpec.Flag("staged", help: "Check the versions staged in git's index (for pre-commit hooks); warn when an edit rewrites past days (compared with HEAD).")
    static let against = CommandSpec.Valued("against", value: "rev", help: "Warn when the habits file edits a habit in place so that past days change, compared with git revision REV.")
    static let allow = CommandSpec.Valued(
      "allow", value: "code", help: "Allow the warnings of this code: not shown, not counted (repeat it, or list codes with commas).",
      repeated: true)
    static let showAllowed = CommandSpec.Flag("show-allowed", help: "Also list the allowed warnings, marked as allowed.")
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "check", abstract: "Lint the habits file and the log; exit 1 on errors.",
      discussion: """
        Reports every problem in one run, sorted by file and line, as FILE:LINE:COL: SEVERITY: \
        MESSAGE [CODE] with an excerpt and notes. Exit status: 0 without errors (warnings \
        allowed), 1 with errors (or warnings with --strict), 2 for usage errors and unreadable \
        files. Columns count UTF-8 bytes.
        """,
      options: [
        CommandSpec.Shared.format.option(help: "Output format: text, compact, json or github.", choices: DiagnosticRenderer.Format.allCases.map(\.rawValue)),
        CommandSpec.Shared.json.option(help: "Print JSON (see docs/json.md); the same as --format json."),
        CommandSpec.Shared.strict.option(help: "Fail (exit 1) on warnings too."),
        Options.attention.option,
        Options.staged.option,
        Options.against.option,
        Options.allow.option,
        Options.showAllowed.option,
      ])
  ) { context throws(ExitStatus) in
    let staged = context.arguments.has(Options.staged)
    let against = context.arguments.value(Options.against)
    // Git knows a file by its path; standard input has none.
    let invocation = context.invocation
    if staged, Environment.isStandardInput(invocation.habitsPath) || Environment.isStandardInput(invocation.logPath) {
      throw context.usageError("--staged checks the files staged in git's index, and cannot check standard input ('-')")
    }
    if against != nil && Environment.isStandardInput(invocation.habitsPath) {
      throw context.usageError(
        "--against compares the habits file with its version in git, and standard input ('-') has no path in git; name the file with --file PATH")
    }
    if staged || against != nil, case .failure(.other(let message)) = context.environment.readRevisionFile(against ?? "HEAD", context.invocation.habitsPath), message == Environment.notInRepository {
      // Not a mistake in the command line: the same command works in a repository. Said as
      // every error of reading the files is, `habits: ...` (conventions item 7).
      throw context.fail("--\(staged ? "staged" : "against") reads the habits file from git, but this is \(message)")
    }
    let allowing = try CheckCommand.allowedCodes(context)
    let showAllowed = context.arguments.has(Options.showAllowed)
    let format =
      context.arguments.has(CommandSpec.Shared.json) ? .json : DiagnosticRenderer.Format(rawValue: context.arguments.value(CommandSpec.Shared.format) ?? "text")!
    // `--quiet` keeps errors only, unless `--strict` makes warnings fail the check too.
    let quiet = context.arguments.has(CommandSpec.Global.quiet) && !context.arguments.has(CommandSpec.Shared.strict)
    /// Prints the findings in the format asked for, with a count for people.
    /// - Parameter hidden: the warnings `--quiet` leaves out, which the count line still counts.
    func report(_ diagnostics: [Diagnostic], sources: [SourceFile], hidden: Int = 0) {
      if format == .json || format == .github || !diagnostics.isEmpty {
        // Made only when used: it indexes the files in a dictionary.
        let palette = format == .text || format == .compact ? context.invocation.render.palette : .plain
        context.out(DiagnosticRenderer(sources: sources, palette: palette).render(diagnostics, format: format, notShown: hidden))
      }
      if (format == .text || format == .compact) && !diagnostics.isEmpty {
        let allowed = diagnostics.allowedCount
        // Under --quiet the line stays true: the warnings exist, they are only not shown.
        let warnings =
          hidden > 0
          ? " (" + DayText.count(hidden, "warning") + " not shown)"
          : ", " + DayText.count(diagnostics.warningCount, "warning")
        context.out(DayText.count(diagnostics.errorCount, "error") + warnings + (allowed > 0 ? ", \(allowed) allowed" : "") + "\n")
      }
    }
    // A file too large to read is the one finding.
    let files = try context.readFiles(staged: staged) { tooLarge in
      report([tooLarge], sources: [SourceFile(path: tooLarge.file, bytes: [])])
      return .findings
    }
    var result = Loader.load(
      habitsFile: files.habits, logFile: files.log, today: context.invocation.today, allowing: allowing)
    if staged || against != nil {
      let rewrites = try CheckCommand.pastRewrites(context, revision: against, files: files, journal: result.journal)
      result = result.adding(rewrites)
    }
    let diagnostics = quiet ? result.diagnostics.filter { $0.severity == .error } : result.diagnostics
    let listed = showAllowed && !quiet ? (diagnostics + result.allowed).sorted(fileOrder: result.sources.map(\.path)) : diagnostics
    report(listed, sources: result.sources, hidden: quiet ? result.diagnostics.warningCount : 0)
    context.keepUntilExit(result)
    if diagnostics.hasErrors { return .findings }
    if context.arguments.has(CommandSpec.Shared.strict) && !diagnostics.isEmpty { return .findings }
    if context.arguments.has(Options.attention) {
      let analyses = JournalAnalysis.analyses(result.journal, today: context.invocation.today)
      let report = StatusReport(analyses: analyses, date: context.invocation.today)
      let needing = report.rows.filter { $0.attention == .needsAttention }
      if !needing.isEmpty {
        context.err(
          "habits: " + needing.map { "'\($0.name)'" }.joined(separator: ", ") + (needing.count == 1 ? " needs" : " need")
            + " attention\n")
        for warning in report.warnings where warning.isAttention {
          context.err("  " + StatusRenderer.words(warning, date: report.date) + "\n")
        }
        return .findings
      }
    }
    return .success
  }
}

extension CheckCommand {
  /// The codes of `--allow` (repeated, or listed with commas): a code that does not exist,
  /// or an error's, is a usage error (exit 2), as a hook's mistyped flag should be.
  static func allowedCodes(_ context: CommandContext) throws(ExitStatus) -> [DiagnosticCode] {
    guard let value = context.arguments.value(Options.allow) else { return [] }
    var codes: [DiagnosticCode] = []
    for word in value.split(whereSeparator: { $0 == "," || $0 == " " }) {
      let text = String(word)
      guard let code = DiagnosticCode(rawValue: text.lowercased()) else {
        let suggestion = Suggestions.closest(to: text, in: DiagnosticCode.allCases.filter(\.isAllowable).map(\.rawValue))
        throw context.usageError(
          "--allow: '\(text)' is not a diagnostic code" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
      }
      guard code.isAllowable else {
        throw context.usageError("--allow: '\(text)' is an error, and only warnings can be allowed")
      }
      codes.append(code)
    }
    return codes
  }

  /// The `edit-rewrites-past` warnings: the habits file as checked against its version in
  /// `revision` (HEAD for `--staged`), on the log as checked. A revision without the file (a
  /// first commit) has nothing to compare; a revision git cannot read is an error of reading
  /// the files (exit 2, `habits: ...`).
  static func pastRewrites(
    _ context: CommandContext, revision: String?, files: (habits: SourceFile, log: SourceFile?), journal: Journal
  ) throws(ExitStatus) -> [Diagnostic] {
    let today = context.invocation.today
    let old: [UInt8]
    switch context.environment.readRevisionFile(revision ?? "HEAD", context.invocation.habitsPath) {
    case .success(let bytes): old = bytes
    case .failure(.notFound): return []
    case .failure(let error):
      // --staged before the first commit: no HEAD to compare with.
      guard let revision else { return [] }
      throw context.fail("cannot read the habits file at revision '\(revision)': \(error.message)")
    }
    let before = Loader.load(
      habitsFile: SourceFile(path: files.habits.path, bytes: old), logFile: files.log, today: today)
    return PastRewriteCheck.diagnostics(old: before.journal, new: journal, newFile: files.habits, today: today)
      .sorted(fileOrder: [files.habits.path])
  }
}
