import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The graph names every month over the column it begins in, the current one too when it
/// begins in the last two columns: without it, November's weeks read as October's.
@Suite struct GraphMonthLabelTests {
  @Test("the month row of a narrow graph names the current month", arguments: [
    (10, "   Sep Oct Nov"),
    (6, "   Oct Nov"),
    (3, "    Nov"),
  ])
  func currentMonth(weeks: Int, header: String) {
    let env = FakeEnvironment(
      today: "2026-11-11", files: ["habits.txt": "Gym: Mon, Wed, Fri; since 2026-08-03\n", "log.txt": "2026-11-02 Gym\n"])
    env.run(["graph", "Gym", "--weeks", "\(weeks)"])
    #expect(env.stdout.contains("\nGym\n" + header + "\n"), "\(env.stdout)")
  }
}
