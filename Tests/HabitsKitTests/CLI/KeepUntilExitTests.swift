import Testing

@testable import HabitsKit
@testable import HabitsCLI

/// A one-shot command hands what it loaded to the process to keep until it exits, rather
/// than freeing it value by value as it returns (`Environment.keepUntilExit`).
@Suite struct KeepUntilExitTests {
  static let files = [
    "habits.txt": "Gym: Mon, Wed\nGym: every day; from 2026-11-01\nRead: daily\n",
    "log.txt": "2026-11-20 Gym, Read\n",
  ]

  @Test("check hands over its whole load, with the habits file as parsed")
  func check() throws {
    let env = FakeEnvironment(today: "2026-11-22", files: Self.files)
    #expect(env.run(["check"]) == .success, "\(env.stderr)")
    #expect(env.kept.count == 1)
    let result = try #require(env.kept.first as? Loader.Result)
    #expect(result.syntax.declarations.map(\.name) == ["Gym", "Gym", "Read"])
    #expect(result.journal.loaded.map(\.habit.name) == ["Gym", "Read"])
  }

  @Test("a report hands over the files it ran on, once", arguments: [["status"], ["streaks"], ["history", "Gym"], ["stats"]])
  func report(_ words: [String]) throws {
    let env = FakeEnvironment(today: "2026-11-22", files: Self.files)
    #expect(env.run(words) == .success, "\(env.stderr)")
    #expect(env.kept.count == 1, "\(words)")
    let files = try #require(env.kept.first as? ReportFiles)
    #expect(files.journal.loaded.count == 2)
  }

  @Test("a report with errors names the habits with errors from the load's declarations")
  func reportWithErrors() throws {
    let env = FakeEnvironment(
      today: "2026-11-22", files: ["habits.txt": "Gym: Mon, Wed\nGym: every dya; from 2026-11-01\nRead: daily\n", "log.txt": ""])
    _ = env.run(["status"])
    let files = try #require(env.kept.first as? ReportFiles)
    #expect(files.habitsWithErrors.map(\.name) == ["Gym"])
    #expect(files.habitsWithErrors.first?.errorLines == [2])
  }
}
