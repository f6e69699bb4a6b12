import HabitsKit
import HabitsReports

/// Help and usage text in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS,
/// SUBCOMMANDS, two-space indents, descriptions at column 26, wrapped to the width.
package enum HelpText {
  /// The version printed by `--version`.
  package static let version = ProductVersion.current

  /// The overview of the whole tool.
  package static let overview = "Track habits in plain text: a habits file, a dated log, adaptive schedules."

  /// `habits --help`.
  package static func root(commands: [CommandSpec], width: Int = 80) -> String {
    var out = wrap("OVERVIEW: \(overview)", indent: 0, width: width) + "\n\n"
    out += "USAGE: habits [<subcommand>] [<options>]\n\n"
    out += "OPTIONS:\n"
    // argument-parser's order: the command's options, --version, then -h/--help last.
    let help = CommandSpec.Global.help.option
    let version = CommandSpec.Global.version.option
    for option in CommandSpec.globalOptions where !option.isHidden && option.long != help.long {
      out += row(option.label, option.help, width: width)
    }
    out += row(version.label, version.help, width: width)
    out += row(help.label, help.help, width: width)
    out += "\nSUBCOMMANDS:\n"
    for command in commands {
      out += row(command.name + (command.name == "status" ? " (default)" : ""), command.abstract, width: width)
    }
    out += "\n  See 'habits help <subcommand>' for detailed help.\n"
    return out
  }

  /// `habits help CMD` and `habits CMD --help`.
  package static func command(_ spec: CommandSpec, width: Int = 80) -> String {
    var out = wrap("OVERVIEW: \(spec.abstract)", indent: 0, width: width) + "\n"
    if let discussion = spec.discussion {
      out += "\n" + wrap(discussion, indent: 0, width: width) + "\n"
    }
    out += "\n" + usage(spec, prefix: "USAGE: ", width: width) + "\n"
    if !spec.arguments.isEmpty {
      out += "\nARGUMENTS:\n"
      for argument in spec.arguments { out += row("<\(argument.name)>", argument.help, width: width) }
    }
    out += "\nOPTIONS:\n"
    for option in spec.allOptions where !option.isHidden {
      out += row(option.label, option.help, width: width)
    }
    return out
  }

  /// The block printed for a usage error, on stderr:
  /// `Error: ...`, `Usage: ...`, `  See 'habits ... --help' for more information.`
  package static func usageError(_ error: Arguments.UsageError, width: Int = 80) -> String {
    var out = "Error: \(error.message)\n"
    if let command = error.command {
      out += usage(command, prefix: "Usage: ", width: width) + "\n"
      out += "  See 'habits \(command.name) --help' for more information.\n"
    } else {
      out += "Usage: habits [<subcommand>] [<options>]\n"
      out += "  See 'habits --help' for more information.\n"
    }
    return out
  }

  /// `message` as the sentence of an `Error:` line: its first letter capitalised, unless it
  /// starts with the program's name (`habits changes reads ...`), which is a command as typed.
  static func sentence(_ message: String) -> String {
    if message == "habits" || message.hasPrefix("habits ") { return message }
    return message.prefix(1).uppercased() + message.dropFirst()
  }

  /// The usage line after `prefix`, wrapped between its parts with a hanging indent under the
  /// first word after the command's name, so "[--from <date>]" is never split:
  ///
  ///     USAGE: habits vacation [<name> ...] [--from <date>] [--until <date>] [--force]
  ///                            [--quiet] [<options>]
  static func usage(_ spec: CommandSpec, prefix: String, width: Int) -> String {
    let parts = spec.usageParts
    var line = prefix + parts.prefix(2).joined(separator: " ")
    let hang = String(repeating: " ", count: line.count)
    var lines: [String] = []
    for part in parts.dropFirst(2) {
      if line.count + 1 + part.count > width && line != hang {
        lines.append(line)
        line = hang
      }
      line += " " + part
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// One "  label        description" row, the description at column 26 and wrapped.
  static func row(_ label: String, _ text: String, width: Int) -> String {
    let indent = 26
    let head = "  " + label
    let body = wrap(text, indent: indent, width: width)
    if head.count <= indent - 2 {
      return head + String(repeating: " ", count: indent - head.count) + body.dropFirst(indent) + "\n"
    }
    return head + "\n" + body + "\n"
  }

  /// `text` wrapped at word boundaries to `width`, each line indented by `indent` spaces.
  static func wrap(_ text: String, indent: Int, width: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = pad
      for word in paragraph.split(separator: " ") {
        if line.count > indent && line.count + 1 + word.count > width {
          lines.append(line)
          line = pad
        }
        line += (line.count > indent ? " " : "") + word
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}
