import HabitsKit
import HabitsReports

/// Shell completion scripts generated from the commands' specs, so a new command or option is
/// offered without touching the scripts.
///
/// The three scripts share one model of a command line, the one `Arguments.parse` has: the first
/// word that is neither an option nor an option's value names the subcommand (`status` when
/// there is none), options may come before or after it, and `--` ends the options. Habit names
/// are not in the scripts: they run `habits completion --habits` (with the `--file`, `--log`
/// and `--dir` already typed) when a habit name is wanted, so they follow the habits file; and
/// likewise `--rewards`, `--groups` and `--tags` where a reward, group or tag is wanted
/// (`CommandSpec.Names`).
package enum CompletionScript {
  /// The shells there is a script for.
  package enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
  }

  /// The script for `shell`, completing `commands`; `defaultCommand` takes the options given
  /// before any subcommand.
  package static func script(
    for shell: Shell, commands: [CommandSpec], defaultCommand: String = "status"
  ) -> String {
    let model = Model(commands: commands, defaultCommand: defaultCommand)
    switch shell {
    case .bash: return BashCompletion(model: model).script
    case .zsh: return ZshCompletion(model: model).script
    case .fish: return FishCompletion(model: model).script
    }
  }

  /// What completion offers for an option's value.
  enum ValueKind: Equatable {
    /// Files (`<path>`).
    case files
    /// Folders (`<dir>`).
    case directories
    /// These words (the option's `choices`).
    case words([String])
    /// Names the habits file defines (`--group`: its groups), read from it when completing.
    case names(CommandSpec.Names)
    /// Nothing: a date, a number, free text.
    case nothing
  }

  /// The commands as the scripts see them: hidden options left out, `--version` added where
  /// no subcommand has been given yet.
  struct Model {
    /// Every subcommand.
    var commands: [CommandSpec]
    /// The subcommand run when none is given.
    var defaultCommand: String

    /// `--version`, which every command takes but only the top level offers (as its help
    /// shows it).
    static var version: CommandSpec.Option {
      var option = CommandSpec.Global.version.option
      option.isHidden = false
      return option
    }

    /// The options `command` offers (its own, then the global ones), without hidden ones.
    func options(of command: CommandSpec) -> [CommandSpec.Option] {
      command.allOptions.filter { !$0.isHidden }
    }

    /// The options offered before any subcommand: the default command's and `--version`.
    var topLevelOptions: [CommandSpec.Option] {
      (commands.first { $0.name == defaultCommand }.map(options(of:)) ?? CommandSpec.globalOptions)
        + [Model.version]
    }

    /// Every spelling of every option that takes a value, across all commands: the words whose
    /// next word is a value, not a subcommand or an argument (as `Arguments.parse` reads them).
    var valuedSpellings: [String] {
      var seen: [String] = []
      for option in commands.flatMap(\.allOptions) where option.value != nil {
        for spelling in option.spellings where !seen.contains(spelling) { seen.append(spelling) }
      }
      return seen
    }

    /// The spellings of the options that choose the files (`--file`, `--log`, `--dir`), passed on
    /// to `completion --habits` so it reads the same habits file.
    var fileSpellings: [String] {
      CommandSpec.globalOptions.filter { ["file", "log", "dir"].contains($0.long) }.flatMap(\.spellings)
    }
  }

  /// `text` inside single quotes for a POSIX shell or zsh: `it's` as `'it'\''s'`.
  static func singleQuoted(_ text: String) -> String {
    "'" + TextReplace.replacing(["'": "'\\''"], in: text) + "'"
  }
}

extension CommandSpec.Option {
  /// "--file" and "-f".
  var spellings: [String] {
    ["--" + long] + (short.map { ["-\($0)"] } ?? [])
  }

  /// What completion offers for the value, or nil for a flag.
  var valueKind: CompletionScript.ValueKind? {
    guard let value else { return nil }
    if !choices.isEmpty { return .words(choices) }
    if let names { return .names(names) }
    switch value {
    case "path": return .files
    case "dir": return .directories
    // The codes an allow can silence (`check --allow`): the warnings'.
    case "code": return .words(DiagnosticCode.allCases.filter(\.isAllowable).map(\.rawValue))
    default: return .nothing
    }
  }
}
