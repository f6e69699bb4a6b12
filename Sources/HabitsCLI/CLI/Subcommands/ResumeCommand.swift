import HabitsKit
import HabitsReports

/// `habits resume`: appends the end of running vacations, such as `2027-02-10 resume`.
enum ResumeCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let date = CommandSpec.Valued("date", value: "date", help: "The first day back: YYYY-MM-DD, today, yesterday or a weekday (default: today).")
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "resume", abstract: "End a vacation: append a resume line.",
      discussion: """
        Appends one line, such as '2027-02-10 resume Gym': the vacations of the habits named (or, \
        naming none, of every habit) that started before the day end the day before. Refused when \
        no such vacation is running; one that starts on the day cannot end that day: resume the \
        day after, or delete its line from the log.
        """,
      arguments: [.init("name", help: "A habit (any case, or a unique prefix); none means every habit.", optional: true, repeated: true)],
      options: [
        Options.date.option,
      ] + CommandSpec.Option.jsonOptions)
  ) { context throws(ExitStatus) in
    let day = try context.dateOption(Options.date) ?? context.invocation.today
    let items = context.habitItems(counts: false)
    return try context.appendToLog { journal throws(LogWriteRefusal) in
      LogWrite(day: day, action: .resume(try context.habitIndices(items, in: journal, required: false)))
    }
  }
}
