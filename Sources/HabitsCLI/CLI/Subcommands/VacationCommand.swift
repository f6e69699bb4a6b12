import HabitsKit
import HabitsReports

/// `habits vacation`: appends the start of a vacation, such as
/// `2026-12-20 vacation Gym, Swim until 2026-12-27`.
enum VacationCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let from = CommandSpec.Valued("from", value: "date", help: "The first day off: YYYY-MM-DD, today, yesterday or a weekday (default: today).")
    static let until = CommandSpec.Valued("until", value: "date", help: "The last day off: YYYY-MM-DD, today, tomorrow, or a weekday, meaning the first such day on or after the first day off (default: until 'habits resume').")
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "vacation", abstract: "Pause habits: append a vacation line.",
      discussion: """
        Appends one line, such as '2026-12-20 vacation Gym until 2026-12-27', for the habits named \
        or, naming none, for every habit. Without --until the vacation is open-ended and 'habits \
        resume' ends it. Both days may be in the future (planning ahead). A weekday name in --from \
        means the latest such day, as in every --date; in --until it means the first such day on \
        or after the first day off, so '--until fri' on a Wednesday is this Friday.
        """,
      arguments: [.init("name", help: "A habit (any case, or a unique prefix); none means every habit.", optional: true, repeated: true)],
      options: [
        Options.from.option,
        Options.until.option,
        CommandSpec.Shared.force.option(help: "Write even when every habit is already on vacation then."),
      ] + CommandSpec.Option.jsonOptions)
  ) { context throws(ExitStatus) in
    let from = try context.dateOption(Options.from) ?? context.invocation.today
    let until = try context.dateOption(Options.until, endOf: from)
    let items = context.habitItems(counts: false)
    return try context.appendToLog { journal throws(LogWriteRefusal) in
      LogWrite(day: from, action: .vacation(habits: try context.habitIndices(items, in: journal, required: false), until: until))
    }
  }
}
