import HabitsKit
import HabitsReports

/// `habits history NAME`: every day's status of one habit.
enum HistoryCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let from = CommandSpec.Valued("from", value: "date", help: "The first day (default: the habit's start).")
    static let to = CommandSpec.Valued("to", value: "date", help: "The last day (default: today).")
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "history", abstract: "Every day's status for one habit.",
      arguments: [.init("name", help: "The habit (any case; a unique prefix is enough). Several words are one name, with or without quotes.", words: true)],
      options: [
        Options.from.option,
        Options.to.option,
      ] + CommandSpec.Option.reportOptions)
  ) { context throws(ExitStatus) in
    let loaded = try context.loadForReport()
    let found = loaded.withNotes(try context.findHabit(context.habitName ?? "", in: loaded))
    let from = try context.dateOption(Options.from)
    let to = try context.dateOption(Options.to)
    if let from, let to, to < from {
      return context.fail("--to \(to) is before --from \(from)")
    }
    let today = context.invocation.today
    // The range HistoryReport will show, checked before the analysis computes all of it.
    let first = from ?? found.plan.shownStart(today: today)
    if max(first, to ?? today) - first + 1 > 200_000 {
      return context.rangeTooLong(
        from: first, to: max(first, to ?? today), startOf: from == nil ? found.habit.name : nil, loaded: loaded.result)
    }
    let analysis = HabitAnalysis(found, today: today, through: to, lookahead: false)
    let report = HistoryReport(analysis: analysis, from: from, to: to)
    let renderer = HistoryRenderer(context.invocation.render)
    context.out(context.wantsJSON ? loaded.json(renderer.json(report)) : renderer.text(report))
    return .success
  }
}
