import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The board's words for cases that once read badly, so that they stay fixed.
@Suite struct BoardWordingTests {
  /// The board of `habits` and `log` on 2026-11-22, uncoloured.
  private func board(_ habits: String, _ log: String = "") -> String {
    let env = FakeEnvironment(files: ["habits.txt": habits, "log.txt": log])
    #expect(env.run("status --color never") == .success, "\(env.stderr)")
    return env.stdout
  }

  @Test("a skip today reads 'skipped', not 'on vacation until today'")
  func skipToday() {
    let text = board("Gym: every day; since 2026-11-01\n", "2026-11-22 skip Gym\n")
    #expect(text.contains("skipped"))
    #expect(!text.contains("on vacation until today"))
  }

  @Test("the summary's verb agrees with the count: 1 needs, 0 and 2 need")
  func summaryAgreement() {
    let habits = "A: every day; since 2026-11-01\nB: every day; since 2026-11-01\n"
    // Daily habits need attention once unlogged past their three-day window.
    #expect(board(habits, "2026-11-10 A, B\n").contains("0 on track · 0 not logged · 2 need attention"))
    #expect(board(habits, "2026-11-10 A, B\n2026-11-21 A\n").contains("· 1 needs attention"))
    let env = FakeEnvironment(files: ["habits.txt": habits, "log.txt": "2026-11-21 A, B\n2026-11-22 A, B\n"])
    #expect(env.run("status --short") == .success)
    #expect(env.stdout == "2 on track · 0 not logged · 0 need attention\n")
  }

  @Test("a finished one-off says done, nothing left, never 'next nothing due ahead'")
  func finishedOneOff() {
    let done = board("Dentist: on 2026-11-20\n", "2026-11-20 Dentist\n")
    #expect(done.contains("done, nothing left"))
    #expect(!done.contains("next nothing"))
    let env = FakeEnvironment(files: ["habits.txt": "Dentist: on 2026-11-20\n", "log.txt": "2026-11-20 Dentist\n"])
    #expect(env.run("status --date 2026-11-21 --color never") == .success, "\(env.stderr)")
    #expect(env.stdout.contains("done, nothing left"))
    #expect(!env.stdout.contains("next nothing"))
  }
}

/// The board at 80 columns: the README's showcase.
@Suite struct BoardWidthTests {
  @Test("at 80 columns a row without a streak shows its whole what-to-do; streaks stay")
  func longTodoWithoutStreak() {
    let env = FakeEnvironment(today: "2026-11-22")
    env.files["habits.txt"] = Golden.bytes(Golden.root + "/examples/habits.txt")
    env.files["log.txt"] = Golden.bytes(Golden.root + "/examples/log.txt")
    env.variables["COLUMNS"] = "80"
    #expect(env.run("status --color never") == .success, "\(env.stderr)")
    let lines = env.stdout.split(separator: "\n")
    #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= 80 })
    #expect(lines.contains { $0.hasSuffix("catch up: 1 left this fortnight") }, "\(env.stdout)")
    #expect(!env.stdout.contains("⋯"))
    #expect(lines.contains { $0.contains("Eye exam") && $0.hasSuffix("326-day streak") })
  }
}
