import HabitsKit
import HabitsReports

/// `habits next [NAME]`: the next days each habit asks for.
enum NextCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let count = CommandSpec.Valued("count", value: "n", help: "How many days to do per habit (default: 3, at most 100).")
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "next",
      abstract: "The next days each habit asks for.",
      discussion: """
        From today on: due days still to do (planned), free days where a backlog is to be caught \
        up, and due days already covered by work done ahead (listed, but not counted). Vacations \
        are skipped.
        """,
      arguments: [
        .init(
          "name", help: "Only this habit (any case; a unique prefix is enough). Several words are one name, with or without quotes.", optional: true, words: true)
      ],
      options: [
        Options.count.option,
        CommandSpec.Shared.due.option,
      ] + CommandSpec.Option.reportOptions)
  ) { context throws(ExitStatus) in
    let loaded = try context.loadForReport()
    let journal = try context.dueOnly(context.selecting(context.habitName, in: loaded))
    let count = try context.countOption(Options.count, default: 3, range: 1...100)
    let today = context.invocation.today
    var report = NextReport(
      analyses: JournalAnalysis.analyse(journal, today: today), today: today, count: count)
    report.isDueOnly = context.arguments.has(CommandSpec.Shared.due)
    let renderer = NextRenderer(context.invocation.render)
    context.out(context.wantsJSON ? loaded.json(renderer.json(report)) : renderer.text(report))
    return .success
  }
}
