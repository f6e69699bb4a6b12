import HabitsKit
import HabitsReports

/// The global options resolved against the environment: which files, which day is today,
/// colour, symbols and width (ripgrep's "high-level arguments").
package struct Invocation: Sendable {
  /// The habits file's path, as given or defaulted.
  package var habitsPath: String
  /// The log file's path.
  package var logPath: String
  /// Whether the user named the log itself (`--log PATH`, or `HABITS_LOG` without `--dir`):
  /// `habits` then appends to it wherever it lies. A log found beside the habits file must
  /// lie in that file's folder, links resolved.
  package var logIsNamed: Bool
  /// Today (from `--today`, else the local clock).
  package var today: Day
  /// Colours for stdout, or none.
  package var palette: Palette
  /// Whether to use ASCII symbols.
  package var ascii: Bool
  /// The width to fit text output to.
  package var width: Int

  /// Resolves the options of `arguments` in `environment`. Throws rather than returning a
  /// `Result` for the reason given at ``Arguments/parsing(_:commands:defaultCommand:)``.
  ///
  /// Files: `--file` > `--dir`/habits.txt > `$HABITS_FILE` > `$HABITS_DIR`/habits.txt >
  /// ./habits.txt; the log likewise, defaulting to log.txt beside the habits file.
  /// Colour: `--color` > NO_COLOR > CLICOLOR_FORCE > TERM=dumb > whether stdout is a terminal.
  /// Width: the terminal's > $COLUMNS > 80.
  package static func resolving(_ arguments: Arguments, in environment: Environment) throws(Arguments.UsageError) -> Invocation {
    let env = environment.variables
    func nonEmpty(_ key: String) -> String? { env[key].flatMap { $0.isEmpty ? nil : $0 } }
    let dir = arguments.value("dir")
    let habitsPath =
      arguments.value("file") ?? dir.map { join($0, "habits.txt") } ?? nonEmpty("HABITS_FILE")
      ?? nonEmpty("HABITS_DIR").map { join($0, "habits.txt") } ?? "habits.txt"
    let explicitHabits = arguments.value("file") ?? (dir == nil ? nonEmpty("HABITS_FILE") : nil)
    let logPath =
      arguments.value("log") ?? dir.map { join($0, "log.txt") } ?? nonEmpty("HABITS_LOG")
      ?? explicitHabits.map { join(directory(of: $0), "log.txt") }
      ?? nonEmpty("HABITS_DIR").map { join($0, "log.txt") } ?? "log.txt"
    let logIsNamed = arguments.value("log") != nil || (dir == nil && nonEmpty("HABITS_LOG") != nil)
    var today = environment.today
    if let text = arguments.value("today") {
      guard let day = DateArgument.parseISO(text) else {
        throw Arguments.UsageError(
          message: "Invalid value '\(text)' for '--today <date>': "
            + (DateArgument.nonexistentDate(text) ?? "expected YYYY-MM-DD"), command: arguments.command)
      }
      today = day
    }
    let colored: Bool
    switch arguments.value("color") {
    case "always": colored = true
    case "never": colored = false
    default:
      if nonEmpty("NO_COLOR") != nil {
        colored = false
      } else if let force = nonEmpty("CLICOLOR_FORCE"), force != "0" {
        colored = true
      } else if env["TERM"] == "dumb" {
        colored = false
      } else {
        colored = environment.stdoutIsTerminal
      }
    }
    var width = 80
    if let terminal = environment.terminalWidth, terminal > 0 {
      width = terminal
    } else if let columns = env["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
      width = columns
    }
    return Invocation(
      habitsPath: habitsPath, logPath: logPath, logIsNamed: logIsNamed, today: today, palette: colored ? .ansi : .plain,
      ascii: arguments.has("ascii"), width: max(40, width))
  }

  /// `dir/name`, without doubling a slash.
  static func join(_ dir: String, _ name: String) -> String {
    dir.hasSuffix("/") ? dir + name : dir + "/" + name
  }

  /// The folder part of a path ("." for a bare file name).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }
}
