import HabitsKit
import HabitsReports

/// `habits report --html`: today's board, every habit's heatmaps, streaks and figures by
/// month, as one self-contained HTML page on standard output.
enum ReportCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let html = CommandSpec.Flag("html", help: "Print HTML (the report's format); the same as --format html.")
    static let from = CommandSpec.Valued("from", value: "date", help: "The first day (default: 12 months before the last).")
    static let to = CommandSpec.Valued("to", value: "date", help: "The last day (default: today).")
    static let title = CommandSpec.Valued("title", value: "text", help: "The page's title (default: Habits).")
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "report", abstract: "One HTML page: the board, heatmaps, streaks and figures by month.",
      discussion: """
        Prints one self-contained HTML file (inline CSS and SVG, no script, nothing fetched): \
        today's board, then per habit its heatmap (one a year for a range over 53 weeks), its \
        streaks, its figures by month with what was logged, its schedule's lines and its notes. It \
        reads well on a phone, in light and dark, and on A4 paper. Redirect it to a file: habits \
        report --html > report.html.
        """,
      options: [
        Options.html.option,
        CommandSpec.Shared.format.option(help: "Output format: html.", choices: ["html"]),
        Options.from.option,
        Options.to.option,
        Options.title.option,
        CommandSpec.Shared.strict.option,
      ] + CommandSpec.Option.selectionOptions)
  ) { context throws(ExitStatus) in
    guard try context.outputFormat(flags: [Options.html], default: "") == "html" else {
      throw context.usageError("habits report prints HTML: add --html (or --format html)")
    }
    let loaded = try context.loadForReport()
    let journal = loaded.journal.withNotes(from: loaded.logFile)
    let today = context.invocation.today
    let to = try context.dateOption(Options.to) ?? today
    let from = try context.dateOption(Options.from) ?? PageReport.defaultRange(today: to).lowerBound
    if to < from { return context.fail("--to \(to) is before --from \(from)") }
    if to - from > 200_000 { return context.rangeTooLong(from: from, to: to, startOf: nil, loaded: loaded.result) }
    let analyses = JournalAnalysis.analyse(journal, today: today, through: max(to, today))
    let report = PageReport(
      analyses: analyses, range: from...to, today: today, title: context.arguments.value(Options.title) ?? "Habits")
    context.out(PageRenderer().html(report))
    return .success
  }
}
