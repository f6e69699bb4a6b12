import HabitsKit
import HabitsReports

/// `habits points` (also `habits rewards`): the balance, what was earned and spent, the
/// rewards and the purchases.
enum PointsCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let from = CommandSpec.Valued("from", value: "date", help: "The first day of the range (default: the first day with points).")
    static let to = CommandSpec.Valued("to", value: "date", help: "The last day of the range (default: today).")
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "points", abstract: "Points: the balance, earned and spent, rewards and purchases.",
      discussion: """
        Shows the points balance today, what was earned (less what a limit's slips cost) and spent \
        this week and this month, each reward of the habits file's [Rewards] with its price and \
        whether the balance affords it, and the purchases, newest first. With --from or --to: the \
        balance before the range, what was earned and spent in it, and its purchases. Also 'habits \
        rewards'.
        """,
      options: [
        Options.from.option,
        Options.to.option,
        // The balance is the whole file's: no --group or --tag.
      ] + CommandSpec.Option.jsonOptions + [CommandSpec.Shared.strict.option])
  ) { context throws(ExitStatus) in
    let loaded = try context.loadForReport()
    let today = context.invocation.today
    // The balance is the whole file's (a habit whose line has an error is not in it).
    let ledger = PointsLedger(journal: loaded.result.journal, today: today)
    let from = try context.dateOption(Options.from)
    let to = try context.dateOption(Options.to)
    var range: ClosedRange<Day>?
    if from != nil || to != nil {
      let last = to ?? today
      let first = from ?? min(ledger.days.first?.day ?? last, last)
      if last < first { return context.fail("--to \(last) is before --from \(first)") }
      range = first...last
    }
    let report = PointsReport(
      ledger: ledger, today: today, range: range, weekStart: ViewWeekStart.shared(loaded.result.journal.habits))
    let renderer = PointsRenderer(ascii: context.invocation.render.ascii)
    context.out(context.wantsJSON ? loaded.json(renderer.json(report)) : renderer.text(report))
    return .success
  }
}
