import HabitsKit
import HabitsReports

/// `habits skip`: appends a day off for some habits, such as `2026-12-24 skip Gym`.
enum SkipCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let date = CommandSpec.Valued("date", value: "date", help: "The day off: YYYY-MM-DD, today, yesterday or a weekday (default: today).")
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "skip", abstract: "Take a day off from some habits: append a skip line.",
      discussion: """
        Appends one line, such as '2026-12-24 skip Gym': a one-day vacation for the habits named. \
        The day may be in the future (planning ahead).
        """,
      arguments: [.init("name", help: "A habit (any case, or a unique prefix).", repeated: true)],
      options: [
        Options.date.option,
        CommandSpec.Shared.force.option(help: "Write even outside the habit's life, or when it is already off that day."),
      ] + CommandSpec.Option.jsonOptions)
  ) { context throws(ExitStatus) in
    let day = try context.dateOption(Options.date) ?? context.invocation.today
    guard !context.arguments.positionals.isEmpty else { return context.usageError("Missing expected argument '<name>'") }
    let items = context.habitItems(counts: false)
    return try context.appendToLog { journal throws(LogWriteRefusal) in
      LogWrite(day: day, action: .skip(try context.habitIndices(items, in: journal, required: true)))
    }
  }
}
