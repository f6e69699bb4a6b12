import HabitsKit
import HabitsReports

/// `habits backlog`: what is behind and how long is left to catch up.
enum BacklogCommand {
  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "backlog", abstract: "What is behind, by habit, and the days left to catch up.",
      options: [CommandSpec.Shared.due.option] + CommandSpec.Option.reportOptions)
  ) { context throws(ExitStatus) in
    let loaded = try context.loadForReport()
    let analyses = JournalAnalysis.analyses(context.dueOnly(loaded.journal), today: context.invocation.today)
    let report = BacklogReport(analyses: analyses, today: context.invocation.today)
    let renderer = BacklogRenderer(context.invocation.render)
    context.out(context.wantsJSON ? loaded.json(renderer.json(report)) : renderer.text(report))
    return .success
  }
}
