@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// A day from ISO text; traps on bad test data.
func day(_ text: String) -> Day {
  guard case .some(.some(let d)) = Bytes.isoDate(ArraySlice(text.utf8)) else { fatalError("bad date \(text)") }
  return d
}

/// Loads habits and log text as the CLI would, with `today`.
func load(_ habits: String, log: String? = nil, today: String = "2026-11-22") -> Loader.Result {
  Loader.load(
    habitsFile: SourceFile(path: "habits.txt", text: habits),
    logFile: log.map { SourceFile(path: "log.txt", text: $0) }, today: day(today))
}

/// The single habit of a one-line habits file (with an optional file-level prefix); traps
/// when it does not load cleanly.
func habit(_ line: String, prefix: String = "") -> Habit {
  let result = load(prefix + line + "\n")
  guard result.journal.habits.count == 1 else {
    fatalError("'\(line)' did not load: \(shortDiagnostics(result))")
  }
  return result.journal.habits[0]
}

/// The diagnostics of a load, short-rendered, one string per diagnostic.
func shortDiagnostics(_ result: Loader.Result) -> [String] {
  result.diagnostics.map { "\($0.file):\($0.range.start.line):\($0.range.start.column): \($0.severity.rawValue): \($0.message) [\($0.code.rawValue)]" }
}

/// A log of completions on these days (each "YYYY-MM-DD" or "YYYY-MM-DD xN").
func logOf(_ entries: [String], vacations: [Vacation] = []) -> HabitLog {
  HabitLog(
    completions: entries.map { entry in
      let parts = entry.split(separator: " ")
      let count = parts.count > 1 ? Int(parts[1].dropFirst())! : 1
      return Completion(day: day(String(parts[0])), count: count)
    },
    vacations: vacations)
}

/// Statuses of the days from `from` through `to` as "MM-DD status" strings.
func statuses(_ timeline: HabitTimeline, from: String, to: String) -> [String] {
  var result: [String] = []
  var d = day(from)
  while d <= day(to) {
    result.append(String(d.description.dropFirst(5)) + " " + timeline.status(on: d).rawValue)
    d = d + 1
  }
  return result
}

/// A timeline for `habit` over a long horizon.
func timeline(_ habit: Habit, start: String, log: HabitLog, today: String) -> HabitTimeline {
  HabitTimeline(habit: habit, start: day(start), log: log, today: day(today), through: day(today) + 400)
}
