import HabitsKit
import HabitsReports

/// `habits stats [NAME]`: due days, outcomes and completion rate, per month and per week.
enum StatsCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let from = CommandSpec.Valued("from", value: "date", help: "The first day (default: the earliest start).")
    static let to = CommandSpec.Valued("to", value: "date", help: "The last day (default: today).")
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "stats", abstract: "Due days, outcomes and rates, by month and week.",
      discussion: """
        Every figure counts days by the status 'history' shows. due: days the schedule makes due, \
        not on vacation; each is exactly one of done (completed, or more than needed, on the day), \
        later (completed later), ahead (already completed by earlier extra work), partial, failed, \
        or open (planned: not settled yet). over: days with more logged than needed (over \
        completed or sorted out backlog; for a limit, over limit). rate: (done + later + ahead) / \
        (done + later + ahead + partial + failed), rounded. Streaks are over the whole log. Narrow \
        terminals leave out the least important columns; --json has them all.
        """,
      arguments: [
        .init("name", help: "Only this habit, with its months and weeks. Several words are one name, with or without quotes.", optional: true, words: true)
      ],
      options: [
        Options.from.option,
        Options.to.option,
      ] + CommandSpec.Option.reportOptions)
  ) { context throws(ExitStatus) in
    let loaded = try context.loadForReport()
    let name = context.habitName
    let journal = try context.selecting(name, in: loaded)
    let from = try context.dateOption(Options.from)
    let to = try context.dateOption(Options.to)
    let today = context.invocation.today
    // Statistics count days up to the last one shown: no lookahead for next due days.
    let analyses = Array(JournalAnalysis.analyses(journal, today: today, through: to, lookahead: false))
    let last = to ?? today
    // A habit that starts after the last day gets the last day alone: nothing to count.
    let first = from ?? min(analyses.map(\.timeline.first).min() ?? last, last)
    if last < first { return context.fail("--to \(last) is before --from \(first)") }
    if last - first > 200_000 {
      let earliest = from == nil ? analyses.first(where: { $0.timeline.first == first })?.habit.name : nil
      return context.rangeTooLong(from: first, to: last, startOf: earliest, loaded: loaded.result)
    }
    var report = StatsReport(
      analyses: analyses, range: first...last, today: today,
      weekStart: ViewWeekStart.shared(journal.habits))
    if journal.loaded.contains(where: { PointsEarnings.givesPoints($0.habit) }) {
      // Earnings through the last day shown: a day after today earns nothing yet.
      let ledger = PointsLedger(journal: journal, today: min(today, last))
      report.points = PointsStats(
        earnings: ledger.days.map { ($0.day, $0.earned) }, range: first...last, weekStart: report.weekStart)
    }
    let renderer = StatsRenderer(context.invocation.render)
    context.out(
      context.wantsJSON
        ? loaded.json(renderer.json(report)) : renderer.text(report, single: name != nil))
    return .success
  }
}
