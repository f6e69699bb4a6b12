import HabitsKit
import HabitsReports

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
    /// Runs the command; a thrown status ends it (after the reason has been printed).
    package var run: @Sendable (CommandContext) throws(ExitStatus) -> ExitStatus
  }

  /// Every subcommand by name, in the order help lists them. Each is built only when asked
  /// for: a run needs one, and building all of them (each in its own file, with its options)
  /// touches code and metadata all over the binary, about 0.1 ms of a 3 ms process. A test
  /// checks that each name is its spec's name.
  private static let registry: [(name: String, make: @Sendable () -> Subcommand)] = [
    ("status", { StatusCommand.subcommand }),
    ("check", { CheckCommand.subcommand }),
    ("history", { HistoryCommand.subcommand }),
    ("streaks", { StreaksCommand.subcommand }),
    ("backlog", { BacklogCommand.subcommand }),
    ("log", { LogCommand.subcommand }),
    ("vacation", { VacationCommand.subcommand }),
    ("skip", { SkipCommand.subcommand }),
    ("resume", { ResumeCommand.subcommand }),
    ("redeem", { RedeemCommand.subcommand }),
    ("week", { WeekCommand.subcommand }),
    ("calendar", { CalendarCommand.subcommand }),
    ("graph", { GraphCommand.subcommand }),
    ("stats", { StatsCommand.subcommand }),
    ("points", { PointsCommand.subcommand }),
    ("next", { NextCommand.subcommand }),
    ("why", { WhyCommand.subcommand }),
    ("report", { ReportCommand.subcommand }),
    ("export", { ExportCommand.subcommand }),
    ("changes", { ChangesCommand.subcommand }),
    ("fmt", { FmtCommand.subcommand }),
    ("import", { ImportCommand.subcommand }),
    ("completion", { CompletionCommand.subcommand }),
    ("lsp", { LspCommand.subcommand }),
    ("help", { HelpCommand.subcommand }),
  ]

  /// Every subcommand, in the order help lists them.
  package static var subcommands: [Subcommand] { registry.map { $0.make() } }

  /// The specs of every subcommand.
  package static var specs: [CommandSpec] { subcommands.map(\.spec) }

  /// The subcommand called `name`, built alone.
  package static func subcommand(named name: String) -> Subcommand? {
    let name = CommandSpec.aliases[name] ?? name
    return registry.first { $0.name == name }?.make()
  }

  /// The subcommand `argv` runs, found with the global options alone when every option before
  /// the command word is one of them (as in `habits --dir D status`); nil otherwise, for the
  /// full parse against every spec (which also words the errors).
  ///
  /// Measured with callgrind (release build) against parsing every spec always: it
  /// saves 0.219 M instructions of 10.02 M on `status` and 0.212 M of 8.55 M on `check` with the
  /// small data set (2.2%, 2.5%), 0.16 M of 7.1 M on `completion bash` and 8.3 M on `help`,
  /// 0.24 M and 0.26 M on the decade data set (0.3%, 0.6%).
  static func quickSubcommand(_ argv: [String], defaultCommand: String) -> Subcommand? {
    var index = 0
    while index < argv.count {
      let word = argv[index]
      index += 1
      if word == "--" { break }
      guard word.hasPrefix("-") && word != "-" else { return subcommand(named: word) }
      if word.contains("=") { continue }
      guard let option = CommandSpec.globalOptions.first(where: { $0.matches(word) }) else { return nil }
      if option.value != nil { index += 1 }
    }
    return subcommand(named: defaultCommand)
  }

  /// Runs `habits` with `argv` (without the program name).
  package static func run(_ argv: [String], in environment: Environment) -> ExitStatus {
    var environment = environment
    // The version alone needs no parse; with other options, it is a global flag (below).
    if argv == ["--version"] || argv == ["-V"] {
      environment.writeOutput(HelpText.version + "\n")
      return .success
    }
    let quick = quickSubcommand(argv, defaultCommand: "status")
    let arguments: Arguments
    do {
      if let quick {
        arguments = try Arguments.parsing(argv, commands: CollectionOfOne(quick.spec), defaultCommand: "status")
      } else {
        arguments = try Arguments.parsing(argv, commands: specs, defaultCommand: "status")
      }
    } catch {
      environment.writeError(HelpText.usageError(error))
      return .failure
    }
    if arguments.has(CommandSpec.Global.help) {
      let explicit = argv.contains(arguments.command.name)
      environment.writeOutput(explicit ? HelpText.command(arguments.command) : HelpText.root(commands: specs))
      return .success
    }
    if arguments.has(CommandSpec.Global.version) {
      environment.writeOutput(HelpText.version + "\n")
      return .success
    }
    // `--file -` or `--log -`: standard input, read once whoever asks for it first (the
    // clock's day boundary reads the habits file before the command does).
    if Environment.namesStandardInput(arguments, variables: environment.variables) {
      environment = environment.sharingStandardInput()
    }
    let invocation: Invocation
    do {
      invocation = try Invocation.resolving(arguments, in: environment)
    } catch {
      environment.writeError(HelpText.usageError(error))
      return .failure
    }
    if Environment.isStandardInput(invocation.habitsPath) && Environment.isStandardInput(invocation.logPath) {
      environment.writeError("habits: standard input ('-') is named as both the habits file and the log; it can be read only once\n")
      return .failure
    }
    let context = CommandContext(environment: environment, arguments: arguments, invocation: invocation)
    let subcommand = quick ?? subcommand(named: arguments.command.name)!
    let status: ExitStatus
    do {
      status = try subcommand.run(context)
    } catch {
      status = error
    }
    // Another program cut a file short while it was read (an editor saving it): what was
    // reported may be wrong, and a second run reads the file as it is now. Not after an
    // append: the line is written, and running the command again would write it twice.
    if !context.record.appended && environment.filesChangedWhileRead() {
      environment.writeError("habits: a file changed while it was being read; run the command again\n")
      return .failure
    }
    return status
  }
}
