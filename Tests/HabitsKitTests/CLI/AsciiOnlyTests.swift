import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `--ascii` means ASCII only: every byte of the text views on the examples, the status
/// summary's and points' separators included, is below 0x80 (a terminal without UTF-8 would
/// show mojibake). Names the user wrote are theirs, so the examples' names are ASCII.
@Suite struct AsciiOnlyTests {
  static func environment(points: Bool = false) -> FakeEnvironment {
    let env = FakeEnvironment(today: "2026-11-22")
    let folder = Golden.root + "/examples/" + (points ? "points/" : "")
    env.files["habits.txt"] = Golden.bytes(folder + "habits.txt")
    env.files["log.txt"] = Golden.bytes(folder + "log.txt")
    return env
  }

  @Test(
    "every text view with --ascii is ASCII only",
    arguments: [
      "status", "status --short", "week", "calendar", "graph", "streaks", "backlog", "next", "stats", "history gym", "check",
    ])
  func examples(_ command: String) {
    let env = Self.environment()
    _ = env.run(command.split(separator: " ").map(String.init) + ["--ascii", "--color", "never"])
    let bytes = Array(env.stdout.utf8)
    #expect(!bytes.isEmpty || command == "check", "\(command): \(env.stderr)")
    #expect(bytes.allSatisfy { $0 < 0x80 }, "\(command): \(env.stdout)")
  }

  @Test("points, and the confirmation of habits log, with --ascii are ASCII only; without it they keep the middle dot")
  func pointsAndLog() {
    let points = Self.environment(points: true)
    #expect(points.run(["points", "--ascii"]) == .success, "\(points.stderr)")
    #expect(points.stdout.contains("earned") && points.stdout.utf8.allSatisfy { $0 < 0x80 }, "\(points.stdout)")
    let dotted = Self.environment(points: true)
    _ = dotted.run(["points"])
    #expect(dotted.stdout.contains(" · spent "))
    let log = FakeEnvironment(today: "2026-11-22", files: ["habits.txt": "Read: every day; since 2026-11-01\n", "log.txt": "2026-11-21 Read\n"])
    #expect(log.run(["log", "Read", "--ascii"]) == .success, "\(log.stderr)")
    #expect(log.stdout == "2026-11-22 Read\nRead: completed | streak 2 days\n", "\(log.stdout)")
  }
}
