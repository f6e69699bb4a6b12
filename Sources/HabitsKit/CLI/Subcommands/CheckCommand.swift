/// `habits check`: lint both files, for people, editors, hooks and CI.
enum CheckCommand {
  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "check", abstract: "Lint the habits file and the log; exit 1 on errors.",
      discussion: "Reports every problem in one run, sorted by file and line, as FILE:LINE:COL: SEVERITY: "
        + "MESSAGE [CODE] with an excerpt and notes. Exit status: 0 without errors (warnings allowed), "
        + "1 with errors (or warnings with --strict), 2 for usage errors and unreadable files. "
        + "Columns count UTF-8 bytes.",
      options: [
        .init("format", value: "format", help: "Output format: text, compact, json or github.", choices: DiagnosticRenderer.Format.allCases.map(\.rawValue)),
        .init("json", help: "Print JSON (see docs/json.md); the same as --format json."),
        .init("strict", help: "Fail (exit 1) on warnings too."),
        .init("attention", help: "Fail (exit 1) when a habit needs attention."),
        .init("staged", help: "Check the versions staged in git's index (for pre-commit hooks)."),
      ])
  ) { context throws(ExitStatus) in
    let files = try context.readFiles(staged: context.arguments.has("staged"))
    let result = Loader.load(habitsFile: files.habits, logFile: files.log, today: context.invocation.today)
    let format =
      context.arguments.has("json") ? .json : DiagnosticRenderer.Format(rawValue: context.arguments.value("format") ?? "text")!
    // Built only when used: it indexes the files in a dictionary.
    var renderer: DiagnosticRenderer {
      DiagnosticRenderer(sources: result.sources, palette: format == .text || format == .compact ? context.invocation.palette : .plain)
    }
    // `--quiet` keeps errors only, unless `--strict` makes warnings fail the check too.
    let quiet = context.arguments.has("quiet") && !context.arguments.has("strict")
    let diagnostics = quiet ? result.diagnostics.filter { $0.severity == .error } : result.diagnostics
    if format == .json || format == .github || !diagnostics.isEmpty {
      context.out(renderer.render(diagnostics, format: format))
    }
    if (format == .text || format == .compact) && !diagnostics.isEmpty {
      context.out(
        DayText.count(diagnostics.errorCount, "error") + ", " + DayText.count(diagnostics.warningCount, "warning") + "\n")
    }
    if diagnostics.hasErrors { return .findings }
    if context.arguments.has("strict") && !diagnostics.isEmpty { return .findings }
    if context.arguments.has("attention") {
      let analyses = JournalAnalysis.analyses(result.journal, today: context.invocation.today)
      let report = StatusReport(analyses: analyses, date: context.invocation.today)
      let needing = report.rows.filter { $0.attention == .needsAttention }
      if !needing.isEmpty {
        context.err(
          "habits: " + needing.map { "'\($0.name)'" }.joined(separator: ", ") + (needing.count == 1 ? " needs" : " need")
            + " attention\n")
        for warning in report.warnings where needing.contains(where: { warning.hasPrefix($0.name + ": needs attention") }) {
          context.err("  " + warning + "\n")
        }
        return .findings
      }
    }
    return .success
  }
}
