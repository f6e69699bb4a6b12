import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The board's warnings at a narrow width: a long habit name is cut before the message, so a
/// warning still says what it warns of.
@Suite struct BoardWarningWidthTests {
  @Test("a long name is cut, the message kept", arguments: [
    (80, "  A very long habit name that goes⋯: needs attention: nothing logged since Nov 1\n"),
    (60, "  A very long ⋯: needs attention: nothing logged since Nov 1\n"),
    // Too narrow even for the message: the name keeps ten columns, the message is cut.
    (30, "  A very lo⋯: needs attention: nothing ⋯\n"),
  ])
  func longName(width: Int, expected: String) {
    let env = FakeEnvironment(
      today: "2026-11-10",
      files: [
        "habits.txt": "A very long habit name that goes on and on and on forever and ever more: every day; since 2026-11-01\n",
        "log.txt": "",
      ])
    env.width = width
    env.run(["status"])
    #expect(env.stdout.hasSuffix("Warnings:\n" + expected), "\(env.stdout)")
  }

  @Test("a warning that fits is printed whole")
  func fits() {
    let env = FakeEnvironment(today: "2026-11-10", files: ["habits.txt": "Gym: every day; since 2026-11-01\n", "log.txt": ""])
    env.width = 60
    env.run(["status"])
    #expect(env.stdout.hasSuffix("Warnings:\n  Gym: needs attention: nothing logged since Nov 1\n"), "\(env.stdout)")
  }
}
