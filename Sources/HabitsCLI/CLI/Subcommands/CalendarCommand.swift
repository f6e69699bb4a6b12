import HabitsKit
import HabitsReports

/// `habits calendar [NAME]`: month grids with each day's status.
enum CalendarCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let month = CommandSpec.Valued("month", value: "month", help: "The first month, YYYY-MM (default: this month).")
    static let months = CommandSpec.Valued("months", value: "n", help: "How many months (default: 1, at most 24).")
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "calendar", abstract: "Month grids with each day's status.",
      discussion: """
        Weeks are rows, starting on the habit's week start, so a weekly habit's periods are its \
        rows; '|' marks where other periods begin (cycles, fortnights, months counted from the \
        start date). Today is bracketed. With a name, that habit's months side by side; without \
        one, a grid per habit under each month, tiled across the width.
        """,
      arguments: [
        .init(
          "name", help: "Only this habit (any case; a unique prefix is enough). Several words are one name, with or without quotes.", optional: true, words: true)
      ],
      options: [
        Options.month.option,
        Options.months.option,
      ] + CommandSpec.Option.reportOptions)
  ) { context throws(ExitStatus) in
    let loaded = try context.loadForReport()
    let name = context.habitName
    let journal = try context.selecting(name, in: loaded)
    let today = context.invocation.today
    let first = try context.monthOption(Options.month)
    let count = try context.countOption(Options.months, default: 1, range: 1...24)
    let months = CalendarReport.months(from: first ?? today.firstOfMonth, count: count)
    let analyses = JournalAnalysis.analyse(journal, today: today, through: months.last!.lastOfMonth)
    let report = CalendarReport(analyses: analyses, months: months, today: today)
    let renderer = CalendarRenderer(context.invocation.render)
    context.out(context.wantsJSON ? loaded.json(renderer.json(report)) : renderer.text(report, single: name != nil))
    return .success
  }
}
