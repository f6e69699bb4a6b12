/// The single entry point of the command-line tool: argv and an environment in, exit status out.
///
/// It parses the arguments against the subcommands' specs, handles `--help`, `--version` and
/// usage errors (exit 2, argument-parser's `Error:`/`Usage:` block on stderr), resolves the
/// global options and runs the subcommand. Everything the tool does to the world goes through
/// `Environment`, so tests run it in-process with a fake one.
package enum HabitsCommand {
  /// A subcommand: its spec and what it does.
  package struct Subcommand: Sendable {
    /// Name, help, arguments, options.
    package var spec: CommandSpec
    /// Runs the command.
    package var run: @Sendable (CommandContext) -> ExitStatus
  }

  /// Every subcommand, in the order help lists them.
  package static let subcommands: [Subcommand] = [
    StatusCommand.subcommand,
    CheckCommand.subcommand,
    HistoryCommand.subcommand,
    StreaksCommand.subcommand,
    BacklogCommand.subcommand,
    LogCommand.subcommand,
    VacationCommand.subcommand,
    SkipCommand.subcommand,
    ResumeCommand.subcommand,
    WeekCommand.subcommand,
    CalendarCommand.subcommand,
    GraphCommand.subcommand,
    StatsCommand.subcommand,
    NextCommand.subcommand,
    WhyCommand.subcommand,
    CompletionCommand.subcommand,
    HelpCommand.subcommand,
  ]

  /// The specs of every subcommand.
  package static var specs: [CommandSpec] { subcommands.map(\.spec) }

  /// Runs `habits` with `argv` (without the program name).
  package static func run(_ argv: [String], in environment: Environment) -> ExitStatus {
    if argv == ["--version"] || argv == ["-V"] {
      environment.writeOutput(HelpText.version + "\n")
      return .success
    }
    let arguments: Arguments
    switch Arguments.parse(argv, commands: specs, defaultCommand: "status") {
    case .success(let parsed): arguments = parsed
    case .failure(let error):
      environment.writeError(HelpText.usageError(error))
      return .failure
    }
    if arguments.has("help") {
      let explicit = argv.contains(arguments.command.name)
      environment.writeOutput(explicit ? HelpText.command(arguments.command) : HelpText.root(commands: specs))
      return .success
    }
    let invocation: Invocation
    switch Invocation.resolve(arguments, in: environment) {
    case .success(let resolved): invocation = resolved
    case .failure(let error):
      environment.writeError(HelpText.usageError(error))
      return .failure
    }
    let context = CommandContext(environment: environment, arguments: arguments, invocation: invocation)
    let subcommand = subcommands.first { $0.spec.name == arguments.command.name }!
    return subcommand.run(context)
  }
}
