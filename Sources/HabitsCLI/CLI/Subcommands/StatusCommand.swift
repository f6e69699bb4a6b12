import HabitsKit
import HabitsReports

/// `habits` / `habits status`: today's board.
enum StatusCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let date = CommandSpec.Valued("date", value: "date", help: "Show another day instead of today.")
    static let short = CommandSpec.Flag("short", help: "Print only the summary line (for prompts and hooks); with --due, the due habits on one line.")
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "status", abstract: "Today's board: what to do, streaks, and a one-line summary.",
      discussion: """
        One line per habit in board order (each group under its heading, in file order; within \
        one, by priority, then time of day, then file order): a symbol and status, what to do \
        today, and the current streak; then the summary (on track, not logged, needs attention) \
        and warnings.
        """,
      options: [
        Options.date.option,
        Options.short.option,
        CommandSpec.Shared.due.option,
      ] + CommandSpec.Option.reportOptions)
  ) { context throws(ExitStatus) in
    let loaded = try context.loadForReport()
    let date = try context.dateOption(Options.date) ?? context.invocation.today
    let analyses = JournalAnalysis.analyses(loaded.journal, today: context.invocation.today, through: date)
    var report = StatusReport(analyses: analyses, date: date, habitsWithErrors: loaded.habitsWithErrors, habitsPath: loaded.habitsPath)
    let due = context.arguments.has(CommandSpec.Shared.due)
    if due { report = report.dueOnly() }
    // The balance is the whole file's, whatever the board shows.
    let whole = loaded.result.journal
    if whole.loaded.contains(where: { PointsEarnings.givesPoints($0.habit) }) {
      report.balance = PointsLedger(journal: whole, today: context.invocation.today).balance(through: date)
    }
    let renderer = StatusRenderer(context.invocation.render)
    if context.wantsJSON {
      context.out(loaded.json(renderer.json(report)))
    } else if context.arguments.has(Options.short) {
      context.out(due ? renderer.dueShort(report) : renderer.short(report))
    } else {
      // `--quiet` prints no warnings: the board's own Warnings section included.
      if context.arguments.has(CommandSpec.Global.quiet) { report.warnings = [] }
      context.out(renderer.text(report))
    }
    return .success
  }
}
