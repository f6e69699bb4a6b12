import HabitsKit
import HabitsReports

/// `habits help [SUBCOMMAND]`: the same text as `--help`.
enum HelpCommand {
  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "help", abstract: "Show help for habits or one of its subcommands.",
      arguments: [.init("subcommand", help: "The subcommand to explain.", optional: true, values: .subcommandNames)])
  ) { context throws(ExitStatus) in
    guard let name = context.arguments.positionals.first else {
      context.out(HelpText.root(commands: HabitsCommand.specs))
      return .success
    }
    guard let spec = HabitsCommand.specs.first(where: { $0.name == name }) else {
      // The same message as an unknown subcommand on its own ('habits stauts').
      let suggestion = Suggestions.closest(to: name, in: HabitsCommand.specs.map(\.name))
      let message = "Unknown subcommand '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
      context.err(HelpText.usageError(Arguments.UsageError(message: message, command: nil)))
      return .failure
    }
    context.out(HelpText.command(spec))
    return .success
  }
}
