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
    /// man page (`completion --habits`), or `--version`, which the top level shows.
    package var isHidden: Bool
    /// Given, the command does something else and needs none of its arguments (`--help`).
    package var isStandalone: Bool
    /// Whether it may be given more than once, its values then joined with commas (`--allow`);
    /// otherwise the last one given wins.
    package var isRepeated: Bool
    /// The names of the habits file its value is one of, offered by completion (`--group`: the
    /// groups); nil for any other value.
    package var names: Names?

    /// Creates an option.
    package init(
      _ long: String, short: Character? = nil, value: String? = nil, help: String, choices: [String] = [],
      hidden: Bool = false, standalone: Bool = false, repeated: Bool = false, names: Names? = nil
    ) {
      self.isRepeated = repeated
      self.names = names
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
    package static let jsonOptions: [Option] = [Shared.json.option, Shared.format.option]

    /// The options of every report: `jsonOptions`, and `--strict`, which refuses (exit 1) when
    /// the files have errors instead of reporting the habits without them.
    package static let reportOptions: [Option] = jsonOptions + [Shared.strict.option] + selectionOptions

    /// `--group NAME`, `--tag NAME` and `--priority LEVEL`: every report narrowed to the habits
    /// under a group heading, with a tag (any case), or of a priority, one spelling everywhere.
    package static let selectionOptions: [Option] = [Shared.group.option, Shared.tag.option, Shared.priority.option]

    /// "-f, --file <path>".
    package var label: String {
      var text = short.map { "-\($0), " } ?? ""
      text += "--" + long
      if let value { text += " <\(value)>" }
      return text
    }
  }

  /// The kinds of names a habits file defines, which an argument or an option's value may be
  /// one of: completion offers them, read from the file when completing (`habits completion
  /// --habits`, `--rewards`, `--groups`, `--tags`), so that each offers what it names.
  package enum Names: String, CaseIterable, Sendable {
    /// The habits.
    case habits
    /// The rewards under `[Rewards]` (`habits redeem`).
    case rewards
    /// The group headings (`--group`).
    case groups
    /// The tags of the habits (`--tag`).
    case tags

    /// One of them, in a sentence ("habit", "reward").
    package var singular: String { String(rawValue.dropLast()) }
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
    /// Whether one value may be typed as several words without quotes (`habits history Call
    /// mom`): the words after it join into it, and completion offers it once.
    package var takesWords: Bool
    /// What its values are, for completion.
    package var values: Values

    /// What an argument's values are, so completion can offer them.
    package enum Values: Sendable, Equatable {
      /// Names the habits file defines, read from it when completing (`completion --habits`,
      /// `--rewards`, ...).
      case names(Names)
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
    package var isHabitName: Bool { values == .names(.habits) }

    /// Creates an argument; `values` overrides `habitName`.
    package init(
      _ name: String, help: String, optional: Bool = false, repeated: Bool = false, words: Bool = false,
      habitName: Bool = true, values: Values? = nil
    ) {
      self.name = name
      self.help = help
      self.isOptional = optional
      self.isRepeated = repeated
      self.takesWords = words
      self.values = values ?? (habitName ? .names(.habits) : .text)
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
  /// Longer help, shown by `habits help NAME`. Written as a multi-line literal whose lines end
  /// in `\` inside a paragraph: `HelpText` wraps the text to the terminal, so the source's line
  /// breaks are only for the reader of the code; a line break kept is a new paragraph.
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

  /// Other names of commands: `habits rewards` is `habits points`.
  package static let aliases: [String: String] = ["rewards": "points"]

  /// The options every command takes.
  package static let globalOptions: [Option] = [
    Global.file.option, Global.log.option, Global.dir.option, Global.today.option, Global.color.option,
    Global.ascii.option, Global.quiet.option, Global.help.option, Global.version.option,
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
