import HabitsKit
import HabitsReports

/// `habits log`: appends the habits done on a day, such as `2026-11-22 Pushups x2, Gym`.
enum LogCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let date = CommandSpec.Valued("date", value: "date", help: "The day it was done: YYYY-MM-DD, today, yesterday or a weekday (default: today).")
    static let note = CommandSpec.Valued("note", value: "text", help: "A note on the entry, written after it as '  # TEXT' (one line).")
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "log", abstract: "Log habits as done: append a line to the log.",
      discussion: """
        Appends one line, such as '2026-11-22 Pushups x2, Gym', and prints it with each habit's \
        status that day. Names match in any case or by a unique prefix; a count xN applies to the \
        name before it, and a habit with a unit takes the amount done instead ('Run 5.2 km'). \
        Nothing is written when a name is unknown, the day is after today or outside the habit's \
        life (unless --force), or the files have errors.
        """,
      arguments: [
        .init("name", help: "A habit (any case, or a unique prefix), optionally followed by a count such as x2, or by an amount such as 5.2 km for a habit with a unit.", repeated: true)
      ],
      options: [
        Options.date.option,
        Options.note.option,
        CommandSpec.Shared.force.option(help: "Write even before the habit's start, after its end, or with a very large count."),
      ] + CommandSpec.Option.jsonOptions)
  ) { context throws(ExitStatus) in
    let day = try context.dateOption(Options.date) ?? context.invocation.today
    guard !context.arguments.positionals.isEmpty else { return context.usageError("Missing expected argument '<name>'") }
    let items = context.habitItems(counts: true)
    let note = context.arguments.value(Options.note)
    return try context.appendToLog { journal throws(LogWriteRefusal) in
      let entries = try context.habitEntries(items, in: journal)
      if let note, let problem = LogWrite.noteProblem(note) { throw LogWriteRefusal(.unwritableNote(problem)) }
      return LogWrite(day: day, action: .completions(entries), note: note)
    }
  }
}
