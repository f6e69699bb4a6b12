import HabitsKit
import HabitsReports

/// `habits why NAME`: one day's status explained in plain words.
enum WhyCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let date = CommandSpec.Valued("date", value: "date", help: "The day to explain (default: today).")
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "why",
      abstract: "Explain one day's status in plain words.",
      discussion: """
        Says which period the day belongs to, the due days in it, what was logged, how far ahead \
        or behind the habit stood before the day, and which rule gave the status (for instance: \
        backlog, because a due day was missed and this is the first free day from today). The \
        status is the one 'history' shows.
        """,
      arguments: [.init("name", help: "The habit (any case; a unique prefix is enough). Several words are one name, with or without quotes.", words: true)],
      options: [
        Options.date.option,
      ] + CommandSpec.Option.reportOptions)
  ) { context throws(ExitStatus) in
    let loaded = try context.loadForReport()
    let habit = loaded.withNotes(try context.findHabit(context.habitName ?? "", in: loaded))
    let date = try context.dateOption(Options.date) ?? context.invocation.today
    let analysis = HabitAnalysis(habit, today: context.invocation.today, through: date)
    let why = WhyReport(analysis: analysis, day: date)
    let renderer = WhyRenderer(context.invocation.render)
    context.out(context.wantsJSON ? loaded.json(renderer.json(why)) : renderer.text(why))
    return .success
  }
}
