import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits changes` in-process, with the history given as values: what goes to which stream,
/// the exit statuses, the usage errors.
@Suite struct ChangesCommandTests {
  static let history = FileHistory(
    versions: [
      ScheduleHistoryTests.version("Gym: Mon, Wed, Fri; since 2026-01-05\n", "2026-01-05"),
      ScheduleHistoryTests.version("Gym: Tue, Thu; since 2026-01-05\n", "2026-03-02"),
    ], repositoryPath: "me/habits.txt")

  static func fake(_ habits: String = "Gym: Tue, Thu; since 2026-01-05\n") -> FakeEnvironment {
    let fake = FakeEnvironment(files: ["habits.txt": habits, "log.txt": "2026-01-05 Gym\n"])
    fake.histories = ["habits.txt": history]
    return fake
  }

  @Test("standard output is the new file only; the report is on standard error; exit 0")
  func streams() {
    let fake = Self.fake()
    #expect(fake.run("changes") == .success)
    #expect(fake.stdout == "Gym: Mon, Wed, Fri; since 2026-01-05\nGym: Tue, Thu; from 2026-03-02\n")
    #expect(fake.stderr.hasPrefix("habits changes: habits.txt, 2 commits from 2026-01-05 to 2026-03-02"), "\(fake.stderr)")
    #expect(fake.stderr.contains("kept as 'Gym: Tue, Thu; from 2026-03-02'"))
    #expect(fake.files["habits.txt"] == Array("Gym: Tue, Thu; since 2026-01-05\n".utf8), "nothing is written")
    let quiet = Self.fake()
    #expect(quiet.run("changes -q") == .success)
    #expect(quiet.stdout == fake.stdout && quiet.stderr.isEmpty)
    let diff = Self.fake()
    #expect(diff.run("changes --diff") == .success)
    #expect(
      diff.stdout
        == "--- a/me/habits.txt\n+++ b/me/habits.txt\n@@ -1 +1,2 @@\n-Gym: Tue, Thu; since 2026-01-05\n+Gym: Mon, Wed, Fri; since 2026-01-05\n+Gym: Tue, Thu; from 2026-03-02\n"
    )
  }

  @Test("outside git, an untracked file and an unknown revision are errors of reading the files (exit 2, one 'habits:' line), with nothing on standard output")
  func usageErrors() {
    let outside = Self.fake()
    outside.histories = nil
    #expect(outside.run("changes") == .failure)
    #expect(outside.stderr == "habits: cannot read the history of 'habits.txt' from git: it is not in a git repository\n")
    #expect(outside.stdout.isEmpty)
    let untracked = Self.fake()
    untracked.histories = [:]
    #expect(untracked.run("changes") == .failure)
    #expect(untracked.stderr == "habits: 'habits.txt' has no history in git: no commit has it (git add and git commit it first)\n", "\(untracked.stderr)")
    let revision = Self.fake()
    #expect(revision.run("changes --against nope") == .failure)
    #expect(revision.stderr == "habits: cannot read the history of 'habits.txt' after 'nope': 'nope' is not a commit, branch or tag\n")
    #expect(revision.stdout.isEmpty)
  }

  @Test("errors in the habits file stop it (exit 1, nothing on standard output); errors in the log do not")
  func currentErrors() {
    let fake = Self.fake("Gym: Tue, Thu; since 2026-01-05\nRead every day\n")
    #expect(fake.run("changes") == .findings)
    #expect(fake.stdout.isEmpty)
    #expect(fake.stderr.contains("habits.txt:2:1: error: expected ':' after the habit name"), "\(fake.stderr)")
    #expect(fake.stderr.contains("habits: 1 error in habits.txt; fix it (habits check)"), "\(fake.stderr)")
    let log = Self.fake()
    log.files["log.txt"] = Array("2026-01-05 Gym\n2026-01-06 Gmy\n".utf8)
    #expect(log.run("changes") == .success)
    #expect(log.stdout == "Gym: Mon, Wed, Fri; since 2026-01-05\nGym: Tue, Thu; from 2026-03-02\n")
    // The one line a report gives beside errors.
    #expect(log.stderr.hasPrefix("habits: 1 error in the files (log.txt:2 unknown-habit); run habits check\n"), "\(log.stderr)")
  }
}
