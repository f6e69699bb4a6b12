@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The repository's `examples/` as the views see them, with `--today 2026-11-22`.
enum Examples {
  /// The day every golden is taken on.
  static let today = "2026-11-22"

  /// The habits file's text.
  static let habitsText = Golden.read(Golden.root + "/examples/habits.txt")!
  /// The log's text.
  static let logText = Golden.read(Golden.root + "/examples/log.txt")!

  /// The examples loaded as the CLI loads them.
  static let loaded: Loader.Result = load(habitsText, log: logText, today: today)

  /// The analyses of every example habit, through `through`.
  static func analyses(through: Day? = nil) -> [HabitAnalysis] {
    JournalAnalysis.analyse(loaded.journal, today: day(today), through: through)
  }

  /// The analysis of the example habit named `name`.
  static func analysis(_ name: String, through: Day? = nil) -> HabitAnalysis {
    let i = loaded.journal.index(named: name)!
    return HabitAnalysis(
      habit: loaded.journal.habits[i], log: loaded.journal.logs[i], today: day(today),
      through: through)
  }

  /// A fake environment holding the examples under `examples/`.
  static func environment(width: Int? = nil) -> FakeEnvironment {
    let env = FakeEnvironment(
      today: today, files: ["examples/habits.txt": habitsText, "examples/log.txt": logText])
    env.width = width
    return env
  }

  /// Runs `habits -d examples --color never ARGS` and returns stdout (stderr must stay empty).
  static func run(_ arguments: [String], width: Int? = nil, color: String = "never") -> (
    status: ExitStatus, out: String, err: String
  ) {
    let env = environment(width: width)
    let status = env.run(["-d", "examples", "--color", color] + arguments)
    return (status, env.stdout, env.stderr)
  }

  /// The path of a golden file of the views.
  static func golden(_ name: String) -> String { Golden.fixtures + "/views/" + name }
}

/// `text` without ANSI SGR escapes.
func strippingEscapes(_ text: String) -> String {
  var out = ""
  var inEscape = false
  for scalar in text.unicodeScalars {
    if inEscape {
      if scalar == "m" { inEscape = false }
    } else if scalar == "\u{1B}" {
      inEscape = true
    } else {
      out.unicodeScalars.append(scalar)
    }
  }
  return out
}

/// The statuses of `history NAME --json` for every day it lists, by ISO date.
func historyStatuses(_ name: String, from: String, to: String) -> [String: String] {
  let result = Examples.run(["history", name, "--from", from, "--to", to, "--json"])
  var statuses: [String: String] = [:]
  // Each day is {"date":"YYYY-MM-DD","status":"...", ...}: read the pairs in order.
  var rest = Substring(result.out)
  while let dateRange = rest.firstRange(of: "\"date\":\"") {
    let date = String(rest[dateRange.upperBound...].prefix(10))
    rest = rest[dateRange.upperBound...]
    guard let statusRange = rest.firstRange(of: "\"status\":\"") else { break }
    let tail = rest[statusRange.upperBound...]
    statuses[date] = String(tail.prefix { $0 != "\"" })
    rest = tail
  }
  return statuses
}

/// A journal of small habits that exercise the edges: not started yet, finished, on vacation.
enum EdgeHabits {
  static let habits = """
    Later: every day; since 2026-11-25
    Done: every day; since 2026-11-01; until 2026-11-18
    Away: Mon, Wed, Fri; since 2026-11-02

    """
  static let log = """
    2026-11-02 Done, Away
    2026-11-16 vacation Away until 2026-11-20

    """

  /// A fake environment with these files under `edge/`.
  static func environment(width: Int? = nil) -> FakeEnvironment {
    let env = FakeEnvironment(
      today: Examples.today, files: ["edge/habits.txt": habits, "edge/log.txt": log])
    env.width = width
    return env
  }

  /// Runs `habits -d edge --color never ARGS` and returns stdout.
  static func run(_ arguments: [String]) -> String {
    let env = environment()
    env.run(["-d", "edge", "--color", "never"] + arguments)
    return env.stdout
  }
}
