import HabitsKit
import HabitsReports

/// `habits streaks [NAME]`: current and longest streaks.
enum StreaksCommand {
  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "streaks", abstract: "Current and longest streaks, per habit.",
      discussion: """
        Streaks follow the adaptive rules: only a failed due day breaks one; not-due days, \
        vacations and days made up later are inside it. Streaks that touch are joined.
        """,
      arguments: [.init("name", help: "Only this habit, with all its streaks. Several words are one name, with or without quotes.", optional: true, words: true)],
      options: CommandSpec.Option.reportOptions)
  ) { context throws(ExitStatus) in
    let loaded = try context.loadForReport()
    let journal = try context.selecting(context.habitName, in: loaded)
    // Streaks end today at the latest: no need for statuses of the year ahead.
    let analyses = JournalAnalysis.analyses(journal, today: context.invocation.today, lookahead: false)
    let report = StreaksReport(analyses: analyses, today: context.invocation.today)
    let renderer = StreaksRenderer(context.invocation.render)
    context.out(context.wantsJSON ? loaded.json(renderer.json(report)) : renderer.text(report))
    return .success
  }
}
