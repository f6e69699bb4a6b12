import HabitsKit
import HabitsReports

/// `habits completion bash|zsh|fish`: prints a completion script generated from the specs, and
/// `habits completion --habits` (`--rewards`, `--groups`, `--tags`): the names the scripts
/// offer, one per line.
enum CompletionCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    /// `--habits`, `--rewards`, `--groups`, `--tags`: one flag for each kind of name.
    static let names: [(names: CommandSpec.Names, flag: CommandSpec.Flag)] = CommandSpec.Names.allCases.map { names in
      (
        names,
        CommandSpec.Flag(
          names.rawValue, help: "Print the \(names.singular) names, one per line, for completion scripts; nothing on errors.",
          hidden: true, standalone: true)
      )
    }
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "completion", abstract: "Print a completion script for bash, zsh or fish.",
      discussion: """
        Completes subcommands, options, their values, and the names of habits, rewards (redeem), \
        groups (--group) and tags (--tag) read from the habits file (the one --file, --log or \
        --dir on the line point to). Save it where the shell looks:
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
      // The scripts' way to read names; not for people, so not in --help (man habits).
      options: Options.names.map(\.flag.option))
  ) { context throws(ExitStatus) in
    if let asked = Options.names.first(where: { context.arguments.has($0.flag) }) { return names(asked.names, context) }
    let shell = CompletionScript.Shell(rawValue: context.arguments.positionals[0])!
    context.out(CompletionScript.script(for: shell, commands: HabitsCommand.specs))
    return .success
  }

  /// Prints the names of the habits file's habits, rewards, groups or tags, one a line, even
  /// when other lines have errors; prints nothing when the file cannot be read (exit 2), since
  /// a completion has no place for errors.
  private static func names(_ names: CommandSpec.Names, _ context: CommandContext) -> ExitStatus {
    // A line typed with `--file -`: standard input is the terminal, or the shell's, never the
    // habits file's, and is not read.
    guard !Environment.isStandardInput(context.invocation.habitsPath),
      case .success(let bytes) = context.environment.readFile(context.invocation.habitsPath)
    else {
      return .failure
    }
    let file = SourceFile(path: context.invocation.habitsPath, bytes: bytes)
    let result = Loader.load(habitsFile: file, logFile: nil, today: context.invocation.today)
    let journal = result.journal
    let list: [String]
    switch names {
    case .habits: list = journal.habits.map(\.name)
    case .rewards: list = journal.rewards.map(\.name)
    case .groups: list = journal.groups
    case .tags: list = journal.tags
    }
    context.out(list.map { $0 + "\n" }.joined())
    return .success
  }
}
