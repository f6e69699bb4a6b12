import HabitsKit
import HabitsReports

/// `habits week`: last, this and next week of every habit at a glance.
enum WeekCommand {
  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "week", abstract: "Last, this and next week of every habit at a glance.",
      discussion: """
        21 days side by side: weekday letters and dates on top, today bracketed, past days dim and \
        future days plain in colour, and a legend of the symbols shown. Weeks start on the week \
        start most habits share (the file's 'week starts on', Monday by default). Names that do \
        not fit are cut with an ellipsis.
        """,
      options: [CommandSpec.Shared.due.option] + CommandSpec.Option.reportOptions)
  ) { context throws(ExitStatus) in
    let loaded = try context.loadForReport()
    let today = context.invocation.today
    let weekStart = ViewWeekStart.shared(loaded.journal.habits)
    let range = WeekReport.range(today: today, weekStart: weekStart)
    let analyses = JournalAnalysis.analyse(context.dueOnly(loaded.journal), today: today, through: range.upperBound)
    var report = WeekReport(analyses: analyses, today: today, weekStart: weekStart)
    report.isDueOnly = context.arguments.has(CommandSpec.Shared.due)
    let renderer = WeekRenderer(context.invocation.render)
    context.out(context.wantsJSON ? loaded.json(renderer.json(report)) : renderer.text(report))
    return .success
  }
}
