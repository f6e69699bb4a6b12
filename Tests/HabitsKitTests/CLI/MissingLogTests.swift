import Testing

@testable import HabitsKit
@testable import HabitsCLI

/// A missing log is an empty log (grammar.md §7); one the user named (`--log PATH`,
/// `$HABITS_LOG`) is said missing on standard error, so that a mistyped path does not pass
/// `habits check` in silence.
@Suite struct MissingLogTests {
  static let warning = "habits: the log 'logs.txt' (named by --log) does not exist; read as an empty log\n"

  @Test("a log named by --log that does not exist: read as empty, said in one line on stderr", arguments: [
    ["check"], ["status"], ["streaks"], ["check", "--format", "json"], ["fmt"],
  ])
  func named(_ words: [String]) {
    let env = FakeEnvironment(today: "2026-11-13", files: ["habits.txt": "Gym: daily\n", "log.txt": "2026-11-01 Gmy\n"])
    #expect(env.run(words + ["--log", "logs.txt"]) == .success, "\(env.stdout)")
    #expect(env.stderr == Self.warning, "\(env.stderr)")
    // -q: nothing.
    let quiet = FakeEnvironment(today: "2026-11-13", files: ["habits.txt": "Gym: daily\n"])
    #expect(quiet.run(words + ["--log", "logs.txt", "-q"]) == .success)
    #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
  }

  @Test("$HABITS_LOG names it too; --dir's log, the one beside the habits file, is missing quietly")
  func variableAndDefaults() {
    let variable = FakeEnvironment(today: "2026-11-13", files: ["habits.txt": "Gym: daily\n"])
    variable.variables["HABITS_LOG"] = "logs.txt"
    #expect(variable.run(["check"]) == .success)
    #expect(variable.stderr == "habits: the log 'logs.txt' (named by $HABITS_LOG) does not exist; read as an empty log\n", "\(variable.stderr)")
    for line in [["check"], ["check", "--dir", "d"], ["check", "--file", "d/habits.txt"], ["status", "--file", "d/habits.txt"]] {
      let env = FakeEnvironment(today: "2026-11-13", files: ["habits.txt": "Gym: daily\n", "d/habits.txt": "Gym: daily\n"])
      #expect(env.run(line) == .success, "\(line)")
      #expect(env.stderr.isEmpty, "\(line): \(env.stderr)")
    }
  }

  @Test("habits log creates a named log without a word about it")
  func append() {
    let env = FakeEnvironment(today: "2026-11-13", files: ["habits.txt": "Gym: daily\n"])
    #expect(env.run(["log", "Gym", "--log", "logs.txt"]) == .success)
    #expect(env.text("logs.txt") == "2026-11-13 Gym\n")
    #expect(!env.stderr.contains("does not exist"), "\(env.stderr)")
  }
}
