import HabitsKit
import HabitsReports

/// `habits graph [NAME...]`: a year-long consistency heatmap per habit, as text, JSON or an
/// SVG picture.
enum GraphCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let weeks = CommandSpec.Valued("weeks", value: "n", help: "How many weeks (default: 53, about a year; at most 520).")
    static let svg = CommandSpec.Flag("svg", help: "Print an SVG picture; the same as --format svg.")
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "graph",
      abstract: "A year-long heatmap per habit, with its streaks.",
      discussion: """
        Like a contribution graph: a row per weekday (starting on the habit's week start), a \
        column per week, the last column holding today, one status symbol a day. The oldest weeks \
        are left out when the terminal is too narrow. --json prints every day's status and the \
        streaks; --svg prints the heatmaps as one standalone SVG picture with a legend (no script, \
        nothing fetched), for a README on a forge (see docs/views.md).
        """,
      arguments: [
        .init(
          "name", help: "Only these habits (any case; a unique prefix is enough). Names are separated as 'habits log' separates them: 'Call mom Gym' is 'Call mom' and 'Gym'.", optional: true, repeated: true)
      ],
      options: [
        Options.weeks.option,
        CommandSpec.Shared.json.option(help: "Print JSON (see docs/json.md); the same as --format json."),
        Options.svg.option,
        CommandSpec.Shared.format.option(help: "Output format: text, json or svg.", choices: ["text", "json", "svg"]),
        CommandSpec.Shared.strict.option,
      ] + CommandSpec.Option.selectionOptions)
  ) { context throws(ExitStatus) in
    let format = try context.outputFormat(flags: [CommandSpec.Shared.json, Options.svg])
    let loaded = try context.loadForReport()
    let journal = try context.selecting(context.arguments.positionals, in: loaded).withNotes(from: loaded.logFile)
    let weeks = try context.countOption(Options.weeks, default: 53, range: 1...520)
    let today = context.invocation.today
    let report = GraphReport(
      analyses: JournalAnalysis.analyse(journal, today: today), today: today, weeks: weeks)
    switch format {
    case "json":
      context.out(loaded.json(GraphRenderer().json(report)))
    case "svg":
      context.out(GraphSVGRenderer().svg(report))
    default:
      let renderer = GraphRenderer(context.invocation.render)
      context.out(renderer.text(report))
    }
    return .success
  }
}
