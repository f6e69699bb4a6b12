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
  /// Today (from `--today`, else the local clock, the day before while the clock is before
  /// the habits file's `day ends at`).
  package var today: Day
  /// How stdout's text looks: colours or none, ASCII symbols or not, the width to fit.
  package var render: RenderSettings

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
    let dir = arguments.value(CommandSpec.Global.dir)
    let habitsPath =
      arguments.value(CommandSpec.Global.file) ?? dir.map { join($0, "habits.txt") } ?? nonEmpty("HABITS_FILE")
      ?? nonEmpty("HABITS_DIR").map { join($0, "habits.txt") } ?? "habits.txt"
    let explicitHabits = arguments.value(CommandSpec.Global.file) ?? (dir == nil ? nonEmpty("HABITS_FILE") : nil)
    let logPath =
      arguments.value(CommandSpec.Global.log) ?? dir.map { join($0, "log.txt") } ?? nonEmpty("HABITS_LOG")
      ?? explicitHabits.map { join(directory(of: $0), "log.txt") }
      ?? nonEmpty("HABITS_DIR").map { join($0, "log.txt") } ?? "log.txt"
    let logIsNamed = arguments.value(CommandSpec.Global.log) != nil || (dir == nil && nonEmpty("HABITS_LOG") != nil)
    var today = environment.today
    if arguments.value(CommandSpec.Global.today) == nil { today = clockToday(environment, habitsPath: habitsPath) }
    if let text = arguments.value(CommandSpec.Global.today) {
      guard let day = DateArgument.parseISO(text) else {
        throw Arguments.UsageError(
          message: "Invalid value '\(text)' for '--today <date>': "
            + (DateArgument.nonexistentDate(text) ?? "expected YYYY-MM-DD"), command: arguments.command)
      }
      today = day
    }
    let colored: Bool
    switch arguments.value(CommandSpec.Global.color) {
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
      habitsPath: habitsPath, logPath: logPath, logIsNamed: logIsNamed, today: today,
      render: RenderSettings(palette: colored ? .ansi : .plain, ascii: arguments.has(CommandSpec.Global.ascii), width: max(40, width)))
  }

  /// Today by the clock: the date, or the day before while the clock is before the habits
  /// file's `day ends at` (scheduling-semantics §18). The file is looked at only in the
  /// morning (no boundary is past 12:00), and only for that line.
  static func clockToday(_ environment: Environment, habitsPath: String) -> Day {
    guard let time = environment.timeOfDay, time.minutes < 720,
      case .success(let bytes) = environment.readFile(habitsPath)
    else { return environment.today }
    let dayEnd = HabitsFileParser.dayEnd(in: SourceFile(path: habitsPath, bytes: bytes))
    return LocalTime(day: environment.today, time: time).today(dayEnd: dayEnd)
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
