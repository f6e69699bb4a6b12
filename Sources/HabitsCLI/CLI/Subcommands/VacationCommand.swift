import HabitsKit
import HabitsReports

/// `habits vacation`: appends the start of a vacation, such as
/// `2026-12-20 vacation Gym, Swim until 2026-12-27`.
enum VacationCommand {
  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "vacation", abstract: "Pause habits: append a vacation line.",
      discussion: """
        Appends one line, such as '2026-12-20 vacation Gym until 2026-12-27', for the habits named \
        or, naming none, for every habit. Without --until the vacation is open-ended and 'habits \
        resume' ends it. Both days may be in the future (planning ahead); weekday names mean the \
        latest such day, so give future days as YYYY-MM-DD.
        """,
      arguments: [.init("name", help: "A habit (any case, or a unique prefix); none means every habit.", optional: true, repeated: true)],
      options: [
        .init("from", value: "date", help: "The first day off: YYYY-MM-DD, today, yesterday or a weekday (default: today)."),
        .init("until", value: "date", help: "The last day off (default: until 'habits resume')."),
        CommandContext.forceOption("when every habit is already on vacation then"),
      ] + CommandSpec.Option.jsonOptions)
  ) { context throws(ExitStatus) in
    let from = try context.dateOption("from") ?? context.invocation.today
    let until = try context.dateOption("until")
    let items = try context.habitItems(counts: false)
    return try context.appendToLog { journal throws(ExitStatus) in
      LogWrite(day: from, action: .vacation(habits: try context.habitIndices(items, in: journal), until: until))
    }
  }
}
