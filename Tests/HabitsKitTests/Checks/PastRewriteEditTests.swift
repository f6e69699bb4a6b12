import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `edit-rewrites-past` is for lines edited in place (present in both versions with different
/// content): an added `from` line is the documented way to record a change and is not
/// flagged, and the suggested fix, followed, clears the warning.
@Suite struct PastRewriteEditTests {
  static let head = "Gym: Mon, Wed, Fri; since 2026-10-05\nRead: every day; since 2026-10-05\n"
  static let log: String = {
    var log = ""
    var d = day("2026-10-05")
    while d < day("2026-11-20") {
      let days: [Weekday] = d < day("2026-11-09") ? [.monday, .wednesday, .friday] : [.tuesday, .thursday]
      if days.contains(d.weekday) { log += "\(d) Gym\n" }
      d = d + 1
    }
    return log
  }()

  /// `check --staged` of `staged` against HEAD's `head`, today 2026-11-20.
  private func checkStaged(_ staged: String, head: String = head) -> FakeEnvironment {
    let env = FakeEnvironment(today: "2026-11-20", files: ["habits.txt": staged, "log.txt": Self.log])
    env.staged = ["habits.txt": Array(staged.utf8), "log.txt": Array(Self.log.utf8)]
    env.revisions = ["HEAD:habits.txt": Array(head.utf8)]
    env.run(["check", "--staged"])
    return env
  }

  @Test("recording a change that happened on Nov 9 with an added 'from' line is not a rewrite")
  func addedChangeLine() {
    let env = checkStaged(Self.head + "Gym: Tue, Thu; from 2026-11-09\n")
    #expect(!env.stdout.contains("edit-rewrites-past"), "\(env.stdout)")
  }

  @Test("an edit in place is flagged; following the suggestion clears it")
  func editThenFix() throws {
    let edited = "Gym: Tue, Thu; since 2026-10-05\nRead: every day; since 2026-10-05\n"
    let env = checkStaged(edited)
    #expect(env.stdout.contains("habits.txt:1:1: warning: this edit changes "), "\(env.stdout)")
    let suggestion = try #require(env.stdout.firstRange(of: "leave the line and add '").map { env.stdout[$0.upperBound...].prefix { $0 != "'" } })
    #expect(suggestion == "Gym: Tue, Thu; from 2026-11-20")
    let followed = checkStaged(Self.head + suggestion + "\n")
    #expect(!followed.stdout.contains("edit-rewrites-past"), "\(followed.stdout)")
  }

  @Test("a change line edited in place is flagged on that line, and so is its date moved back")
  func changeLineEdited() {
    let recorded = Self.head + "Gym: Tue, Thu; from 2026-11-09\n"
    let schedule = checkStaged(Self.head + "Gym: Tue; from 2026-11-09\n", head: recorded)
    #expect(schedule.stdout.contains("habits.txt:3:1: warning: this edit changes "), "\(schedule.stdout)")
    let date = checkStaged(Self.head + "Gym: Tue, Thu; from 2026-10-26\n", head: recorded)
    #expect(date.stdout.contains("habits.txt:3:1: warning: this edit changes "), "\(date.stdout)")
    // Adding a second change beside the recorded one is not an edit either.
    let added = checkStaged(recorded + "Gym: Mon; from 2026-11-16\n", head: recorded)
    #expect(!added.stdout.contains("edit-rewrites-past"), "\(added.stdout)")
  }

  @Test("the message leaves out the streak when the edit does not change it")
  func streakUnchanged() {
    // Read was never logged: its past changes from failed to not due, its streak stays none.
    let env = checkStaged("Gym: Mon, Wed, Fri; since 2026-10-05\nRead: Mon; since 2026-10-05\n")
    #expect(env.stdout.contains("past days of 'Read'; to keep the past"), "\(env.stdout)")
    #expect(!env.stdout.contains("streak 0 -> 0"), "\(env.stdout)")
  }
}
