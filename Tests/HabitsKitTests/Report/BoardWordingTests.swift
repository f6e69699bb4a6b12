import Testing
@testable import HabitsKit

/// The board's words for cases that once read badly (issue 14, point 11).
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
}
