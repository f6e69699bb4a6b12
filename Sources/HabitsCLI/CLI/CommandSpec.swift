import HabitsKit
import HabitsReports

/// The shape of a command: its name, what it does, its arguments and options. One definition
/// drives parsing, `--help`, usage errors, shell completions and the man page test.
///
/// Completion reads option values from the value name: `<path>` completes files, `<dir>`
/// folders, `choices` their words; any other value (a date, a number) completes nothing.
package struct CommandSpec: Sendable {
  /// An option: its spellings, an optional value name, and help.
  package struct Option: Sendable {
    /// The long name without dashes ("file").
    package var long: String
    /// A one-letter short name, if any.
    package var short: Character?
    /// The value's name ("path") for options that take one; nil for flags.
    package var value: String?
    /// One line of help.
    package var help: String
    /// The only values accepted, offered by completion (e.g. "auto", "always", "never").
    package var choices: [String]
    /// Left out of help, usage and completion scripts: a machine interface, documented in the
    /// man page (`completion --habits`).
    package var isHidden: Bool
    /// Given, the command does something else and needs none of its arguments (`--help`).
    package var isStandalone: Bool

    /// Creates an option.
    package init(
      _ long: String, short: Character? = nil, value: String? = nil, help: String, choices: [String] = [],
      hidden: Bool = false, standalone: Bool = false
    ) {
      self.long = long
      self.short = short
      self.value = value
      self.help = help
      self.choices = choices
      self.isHidden = hidden
      self.isStandalone = standalone
    }

    /// Whether `word` spells this option without a value: `--file` or `-f`.
    func matches(_ word: String) -> Bool {
      if word.hasPrefix("--") { return word.dropFirst(2) == long }
      guard let short else { return false }
      return word.hasPrefix("-") && word.dropFirst() == String(short)
    }

    /// `--json` and `--format text|json`: how every command that prints a report or findings
    /// chooses JSON, one spelling everywhere (`check` adds its other formats).
    package static let jsonOptions: [Option] = [
      Option("json", help: "Print JSON (see docs/json.md); the same as --format json."),
      Option("format", value: "format", help: "Output format: text or json.", choices: ["text", "json"]),
    ]

    /// The options of every report: `jsonOptions`, and `--strict`, which refuses (exit 1) when
    /// the files have errors instead of reporting the habits without them.
    package static let reportOptions: [Option] = jsonOptions + [strictOption] + selectionOptions

    /// `--group NAME`, `--tag NAME` and `--priority LEVEL`: every report narrowed to the habits
    /// under a group heading, with a tag (any case), or of a priority, one spelling everywhere.
    package static let selectionOptions: [Option] = [
      Option("group", value: "name", help: "Only the habits under this group heading (any case)."),
      Option("tag", value: "name", help: "Only the habits with this tag (any case)."),
      Option(
        "priority", value: "level", help: "Only the habits of this priority today: do-first, plan, delay or delegate.",
        choices: Priority.allCases.map(\.option)),
    ]

    /// `--due`: only the habits that ask for something today (status, week, next, backlog).
    package static let dueOption = Option(
      "due", help: "Only the habits that ask for something today: planned, backlog, over a limit, or needing attention.")

    /// `--strict` on a report: refuse (exit 1) when the files have errors.
    package static let strictOption = Option(
      "strict", help: "Refuse (exit 1) when the files have errors, instead of reporting the habits without errors.")

    /// "-f, --file <path>".
    package var label: String {
      var text = short.map { "-\($0), " } ?? ""
      text += "--" + long
      if let value { text += " <\(value)>" }
      return text
    }
  }

  /// A positional argument.
  package struct Argument: Sendable {
    /// Its name ("name").
    package var name: String
    /// One line of help.
    package var help: String
    /// Whether it may be left out.
    package var isOptional: Bool
    /// Whether it may be repeated.
    package var isRepeated: Bool
    /// What its values are, for completion.
    package var values: Values

    /// What an argument's values are, so completion can offer them.
    package enum Values: Sendable, Equatable {
      /// Habit names, read from the habits file when completing (`completion --habits`).
      case habitNames
      /// The names of the subcommands.
      case subcommandNames
      /// One of these words; anything else is a usage error.
      case choices([String])
      /// Paths of files, offered from the file system.
      case files
      /// Free text: nothing to offer.
      case text
    }

    /// Whether its values are habit names (for completion).
    package var isHabitName: Bool { values == .habitNames }

    /// Creates an argument; `values` overrides `habitName`.
    package init(
      _ name: String, help: String, optional: Bool = false, repeated: Bool = false, habitName: Bool = true,
      values: Values? = nil
    ) {
      self.name = name
      self.help = help
      self.isOptional = optional
      self.isRepeated = repeated
      self.values = values ?? (habitName ? .habitNames : .text)
    }

    /// "<name>", "[<name>]", "<name> ...".
    package var usage: String {
      let core = "<\(name)>" + (isRepeated ? " ..." : "")
      return isOptional ? "[\(core)]" : core
    }
  }

  /// The subcommand's name.
  package var name: String
  /// A one-line summary.
  package var abstract: String
  /// Longer help, shown by `habits help NAME`.
  package var discussion: String?
  /// Positional arguments.
  package var arguments: [Argument]
  /// Options particular to this command (the global ones are added by the parser).
  package var options: [Option]

  /// Creates a command.
  package init(name: String, abstract: String, discussion: String? = nil, arguments: [Argument] = [], options: [Option] = []) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
  }

  /// The options every command takes.
  /// Other names of commands: `habits rewards` is `habits points`.
  package static let aliases: [String: String] = ["rewards": "points"]

  package static let globalOptions: [Option] = [
    Option("file", short: "f", value: "path", help: "The habits file (default: habits.txt, or $HABITS_FILE)."),
    Option("log", value: "path", help: "The log file (default: log.txt beside the habits file, or $HABITS_LOG)."),
    Option("dir", short: "d", value: "dir", help: "The folder holding habits.txt and log.txt (or $HABITS_DIR)."),
    Option("today", value: "date", help: "Take this day (YYYY-MM-DD) as today."),
    Option("color", value: "when", help: "Colour output: auto, always or never (NO_COLOR is honoured).", choices: ["auto", "always", "never"]),
    Option("ascii", help: "Use ASCII symbols only."),
    Option("quiet", short: "q", help: "Print no warnings (reports: nor the line naming errors; check: errors only; log, skip, vacation, resume, redeem: nothing on success)."),
    Option("help", short: "h", help: "Show help information.", standalone: true),
  ]

  /// All options this command accepts: its own, then the global ones.
  package var allOptions: [Option] { options + CommandSpec.globalOptions }

  /// The usage line, "habits history <name> [--from <date>] [--to <date>] [<options>]".
  package var usage: String { usageParts.joined(separator: " ") }

  /// The words of the usage line, each option's brackets kept together, for wrapping.
  package var usageParts: [String] {
    var parts = ["habits", name]
    parts += arguments.map(\.usage)
    for option in options where !option.isHidden {
      parts.append("[--\(option.long)" + (option.value.map { " <\($0)>" } ?? "") + "]")
    }
    parts.append("[<options>]")
    return parts
  }
}
