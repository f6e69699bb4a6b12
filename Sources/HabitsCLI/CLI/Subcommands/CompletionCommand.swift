import HabitsKit
import HabitsReports

/// `habits completion bash|zsh|fish`: prints a completion script generated from the specs, and
/// `habits completion --habits`: the habit names the scripts offer, one per line.
enum CompletionCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let habits = CommandSpec.Flag("habits", help: "Print the habit names, one per line, for completion scripts; nothing on errors.", hidden: true, standalone: true)
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "completion", abstract: "Print a completion script for bash, zsh or fish.",
      discussion: """
        Completes subcommands, options, their values, and habit names read from the habits file \
        (the one --file, --log or --dir on the line point to). Save it where the shell looks:
        bash: habits completion bash > ~/.local/share/bash-completion/completions/habits
        zsh: habits completion zsh > ~/.zfunc/_habits (with fpath=(~/.zfunc $fpath) before \
        compinit in ~/.zshrc)
        fish: habits completion fish > ~/.config/fish/completions/habits.fish
        """,
      arguments: [
        .init(
          "shell", help: "The shell: bash, zsh or fish.",
          values: .choices(CompletionScript.Shell.allCases.map(\.rawValue)))
      ],
      options: [
        // The scripts' way to read habit names; not for people, so not in --help (man habits).
        Options.habits.option
      ])
  ) { context throws(ExitStatus) in
    if context.arguments.has(Options.habits) { return habitNames(context) }
    let shell = CompletionScript.Shell(rawValue: context.arguments.positionals[0])!
    context.out(CompletionScript.script(for: shell, commands: HabitsCommand.specs))
    return .success
  }

  /// Prints the names of the habits file's habits, even when other lines have errors; prints
  /// nothing when the file cannot be read (exit 2), since a completion has no place for errors.
  private static func habitNames(_ context: CommandContext) -> ExitStatus {
    // A line typed with `--file -`: standard input is the terminal, or the shell's, never the
    // habits file's, and is not read.
    guard !Environment.isStandardInput(context.invocation.habitsPath),
      case .success(let bytes) = context.environment.readFile(context.invocation.habitsPath)
    else {
      return .failure
    }
    let file = SourceFile(path: context.invocation.habitsPath, bytes: bytes)
    let result = Loader.load(habitsFile: file, logFile: nil, today: context.invocation.today)
    context.out(result.journal.habits.map { $0.name + "\n" }.joined())
    return .success
  }
}
