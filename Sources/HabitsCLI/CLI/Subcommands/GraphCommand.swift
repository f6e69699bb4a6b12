import HabitsKit
import HabitsReports

/// `habits graph [NAME]`: a year-long consistency heatmap per habit.
enum GraphCommand {
  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "graph",
      abstract: "A year-long heatmap per habit, with its streaks.",
      discussion:
        "Like a contribution graph: a row per weekday (starting on the habit's week start), a "
        + "column "
        + "per week, the last column holding today, one status symbol a day. The oldest weeks are "
        + "left out when "
        + "the terminal is too narrow. --json prints every day's status and the streaks.",
      arguments: [
        .init(
          "name", help: "Only this habit (any case; a unique prefix is enough).", optional: true)
      ],
      options: [
        .init("weeks", value: "n", help: "How many weeks (default: 53, about a year; at most 520).")
      ] + CommandSpec.Option.reportOptions)
  ) { context throws(ExitStatus) in
    let loaded = try context.loadForReport()
    let journal = try context.selecting(context.arguments.positionals.first, in: loaded)
    let weeks = try context.countOption("weeks", default: 53, range: 1...520)
    let today = context.invocation.today
    let report = GraphReport(
      analyses: JournalAnalysis.analyse(journal, today: today), today: today, weeks: weeks)
    let renderer = GraphRenderer(
      palette: context.invocation.palette, ascii: context.invocation.ascii,
      width: context.invocation.width)
    context.out(context.wantsJSON ? loaded.json(renderer.json(report)) : renderer.text(report))
    return .success
  }
}
