import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `--due` with nothing due today: each view that takes it says so, and the board's summary
/// (text and JSON) still counts every habit, not the empty list: "No habits yet" is for a file
/// without habits.
@Suite struct NothingDueTests {
  /// Two habits, both done on Friday 2026-11-06.
  private func run(_ arguments: String) -> (status: HabitsKit.ExitStatus, stdout: String) {
    let env = FakeEnvironment(
      today: "2026-11-06",
      files: [
        "habits.txt": "Gym: Mon, Wed, Fri; since 2026-11-02\nRead: daily; since 2026-11-02\n",
        "log.txt": "2026-11-02 Gym, Read\n2026-11-04 Gym\n2026-11-05 Read\n2026-11-06 Gym, Read\n",
      ])
    let status = env.run(arguments)
    return (status, env.stdout)
  }

  @Test("status --due: nothing due today, then the summary of every habit")
  func status() {
    let (status, out) = run("status --due")
    #expect(status == .success)
    #expect(out == "Fri 2026-11-06\n\nNothing due today.\n\n2 on track · 0 not logged · 0 need attention\n")
  }

  @Test("status --due --json: no rows, and the summary of every habit")
  func statusJSON() {
    #expect(run("status --due --json").stdout.contains("\"habits\":[],\"summary\":{\"on_track\":2,\"not_logged\":0,\"needs_attention\":0}"))
  }

  @Test("next --due and week --due: nothing due today")
  func nextAndWeek() {
    #expect(run("next --due").stdout == "Fri 2026-11-06\n\nNothing due today.\n")
    #expect(run("week --due").stdout.hasSuffix("\n\nNothing due today.\n"))
    #expect(run("backlog --due").stdout == "Nothing to catch up.\n")
  }

  @Test("with something due, the summary still counts every habit, not only the rows shown")
  func summaryOfEveryHabit() {
    let env = FakeEnvironment(
      today: "2026-11-07",
      files: [
        "habits.txt": "Gym: Mon, Wed, Fri; since 2026-11-02\nRead: daily; since 2026-11-02\n",
        "log.txt": "2026-11-02 Gym, Read\n2026-11-04 Gym\n2026-11-05 Read\n2026-11-06 Gym, Read\n",
      ])
    env.run("status --due")
    #expect(env.stdout.contains(" ☐ Read "))
    #expect(!env.stdout.contains("Gym"))
    #expect(env.stdout.contains("1 on track · 1 not logged · 0 need attention"))
  }

  @Test("a file without habits is still said to be one, with --due")
  func noHabits() {
    let env = FakeEnvironment(today: "2026-11-06", files: ["habits.txt": "", "log.txt": ""])
    env.run("status --due")
    #expect(env.stdout.contains("No habits yet: add one to the habits file"))
  }
}
