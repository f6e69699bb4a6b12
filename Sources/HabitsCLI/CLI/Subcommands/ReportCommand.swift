import HabitsKit
import HabitsReports

/// `habits report --html`: today's board, every habit's heatmaps, streaks and figures by
/// month, as one self-contained HTML page on standard output.
enum ReportCommand {
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
        .init("html", help: "Print HTML (the report's format); the same as --format html."),
        .init("format", value: "format", help: "Output format: html.", choices: ["html"]),
        .init("from", value: "date", help: "The first day (default: 12 months before the last)."),
        .init("to", value: "date", help: "The last day (default: today)."),
        .init("title", value: "text", help: "The page's title (default: Habits)."),
        CommandSpec.Option.strictOption,
      ] + CommandSpec.Option.selectionOptions)
  ) { context throws(ExitStatus) in
    guard try context.outputFormat(flags: ["html"], default: "") == "html" else {
      throw context.usageError("habits report prints HTML: add --html (or --format html)")
    }
    let loaded = try context.loadForReport()
    let journal = loaded.journal.withNotes(from: loaded.logFile)
    let today = context.invocation.today
    let to = try context.dateOption("to") ?? today
    let from = try context.dateOption("from") ?? PageReport.defaultRange(today: to).lowerBound
    if to < from { return context.fail("--to \(to) is before --from \(from)") }
    if to - from > 200_000 { return context.rangeTooLong(from: from, to: to, startOf: nil, loaded: loaded.result) }
    let analyses = JournalAnalysis.analyse(journal, today: today, through: max(to, today))
    let report = PageReport(
      analyses: analyses, range: from...to, today: today, title: context.arguments.value("title") ?? "Habits")
    context.out(PageRenderer().html(report))
    return .success
  }
}
