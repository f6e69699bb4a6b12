import HabitsKit

/// Typed option keys: each option is declared once, as a `Flag` or a `Valued` constant beside
/// the spec of the command that takes it (or in `CommandSpec.Global` and `CommandSpec.Shared`
/// for those several take), with its spelling and help. The spec lists the constant's
/// `option`, so help, usage, completions and the parser all read the same declaration, and the
/// command reads the value through the constant (`arguments.has(Options.short)`,
/// `context.dateOption(Options.from)`): a misspelt key does not compile, as with
/// swift-argument-parser's `@Option`, and a flag cannot be read as a value.
extension CommandSpec {
  /// An option without a value, given or not.
  package struct Flag: Sendable {
    /// What help, usage and completion show, and what the parser matches.
    package let option: Option

    /// A flag `--long` (and `-short`).
    package init(_ long: String, short: Character? = nil, help: String, hidden: Bool = false, standalone: Bool = false) {
      option = Option(long, short: short, help: help, hidden: hidden, standalone: standalone)
    }

    /// The same flag as one command words it: the key stays the same.
    package func option(help: String) -> Option {
      var option = self.option
      option.help = help
      return option
    }
  }

  /// An option that takes a value (`--from <date>`).
  package struct Valued: Sendable {
    /// What help, usage and completion show, and what the parser matches.
    package let option: Option

    /// An option `--long <value>` (and `-short`), limited to `choices` when there are any;
    /// a `repeated` one may be given more than once, its values joined with commas.
    package init(
      _ long: String, short: Character? = nil, value: String, help: String, choices: [String] = [], repeated: Bool = false,
      names: Names? = nil
    ) {
      option = Option(long, short: short, value: value, help: help, choices: choices, repeated: repeated, names: names)
    }

    /// The same option as one command words it and limits it: the key stays the same.
    package func option(help: String, choices: [String]? = nil) -> Option {
      var option = self.option
      option.help = help
      if let choices { option.choices = choices }
      return option
    }
  }

  /// The options every command takes (`globalOptions`).
  package enum Global {
    /// `--file`: the habits file.
    package static let file = Valued("file", short: "f", value: "path", help: "The habits file (default: habits.txt, or $HABITS_FILE); - reads standard input.")
    /// `--log`: the log file.
    package static let log = Valued("log", value: "path", help: "The log file (default: log.txt beside the habits file, or $HABITS_LOG); - reads standard input.")
    /// `--dir`: the folder of both files.
    package static let dir = Valued("dir", short: "d", value: "dir", help: "The folder holding habits.txt and log.txt (or $HABITS_DIR).")
    /// `--today`: the day taken as today.
    package static let today = Valued("today", value: "date", help: "Take this day (YYYY-MM-DD) as today.")
    /// `--color`: colour or not.
    package static let color = Valued(
      "color", value: "when", help: "Colour output: auto, always or never (NO_COLOR is honoured).", choices: ["auto", "always", "never"])
    /// `--ascii`: ASCII symbols only.
    package static let ascii = Flag("ascii", help: "Use ASCII symbols only.")
    /// `--quiet`: less on stderr.
    package static let quiet = Flag(
      "quiet", short: "q",
      help: "Print no warnings (reports: nor the line naming errors; the board: nor its Warnings section; check: errors only, counting the warnings not shown; log, skip, vacation, resume, redeem: nothing on success).")
    /// `--help`: the help instead of the command.
    package static let help = Flag("help", short: "h", help: "Show help information.", standalone: true)
    /// `--version`: the version instead of the command, wherever the global options are
    /// taken (`habits --today 2026-11-18 --version`, a wrapper adding its own options). Left
    /// out of each subcommand's help and completion, as argument-parser shows it only at the
    /// top level (`HelpText.root`).
    package static let version = Flag("version", help: "Show the version.", hidden: true, standalone: true)
  }

  /// Options several commands take, spelt and read the same everywhere.
  package enum Shared {
    /// `--json`: JSON output.
    package static let json = Flag("json", help: "Print JSON (see docs/json.md); the same as --format json.")
    /// `--format`: the output format by name.
    package static let format = Valued("format", value: "format", help: "Output format: text or json.", choices: ["text", "json"])
    /// `--strict` on a report: refuse (exit 1) when the files have errors.
    package static let strict = Flag(
      "strict", help: "Refuse (exit 1) when the files have errors, instead of reporting the habits without errors.")
    /// `--due`: only the habits that ask for something today (status, week, next, backlog).
    package static let due = Flag(
      "due", help: "Only the habits that ask for something today: planned, backlog, over a limit, or needing attention.")
    /// `--group`: the habits under one group heading.
    package static let group = Valued("group", value: "name", help: "Only the habits under this group heading (any case).", names: .groups)
    /// `--tag`: the habits with one tag.
    package static let tag = Valued("tag", value: "name", help: "Only the habits with this tag (any case).", names: .tags)
    /// `--priority`: the habits of one priority today.
    package static let priority = Valued(
      "priority", value: "level", help: "Only the habits of this priority today: do-first, plan, delay or delegate.",
      choices: Priority.allCases.map(\.option))
    /// `--force`: write despite the refusals that may be overridden (each command says which).
    package static let force = Flag("force", help: "Write even when refused.")
  }
}

extension Arguments {
  /// Whether `flag` was given.
  package func has(_ flag: CommandSpec.Flag) -> Bool { flags.contains(flag.option.long) }

  /// The value of `option`, if given.
  package func value(_ option: CommandSpec.Valued) -> String? { options[option.option.long] }
}
