import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The recovery shape is no rewrite: a line whose schedule and options change while its old
/// ones come back as an added `from` line of the same habit, dated within the line's days,
/// keeps the old rule going from that date (what `habits changes` writes). Anything short of
/// that shape is still an edit in place.
@Suite struct PastRewriteContinuedTests {
  /// A month and a half of Gym on Mondays, Wednesdays and Fridays, then on Tuesdays and
  /// Thursdays from November 9, so either schedule re-judges some past day.
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

  /// The `edit-rewrites-past` warnings of `check --staged` for `staged` against HEAD's `head`,
  /// today 2026-11-20, as "LINE:COLUMN" locations.
  private func warnings(_ staged: String, head: String) -> [String] {
    let env = FakeEnvironment(today: "2026-11-20", files: ["habits.txt": staged, "log.txt": Self.log])
    env.staged = ["habits.txt": Array(staged.utf8), "log.txt": Array(Self.log.utf8)]
    env.revisions = ["HEAD:habits.txt": Array(head.utf8)]
    env.run(["check", "--staged", "--format", "compact"])
    return env.stdout.split(separator: "\n").filter { $0.hasSuffix("[edit-rewrites-past]") }.map {
      $0.split(separator: ":").dropFirst().prefix(2).joined(separator: ":")
    }
  }

  static let head = "Gym: Tue, Thu; since 2026-10-05  # by the station\nRead: every day; since 2026-10-05\n"

  @Test(
    "an edit whose old rule an added 'from' line continues is no rewrite; short of that shape it is",
    arguments: [
      // The recovery shape: the first line back at its first schedule, the old one from Nov 9.
      ("Gym: Mon, Wed, Fri; since 2026-10-05  # by the station\nGym: Tue, Thu; from 2026-11-09\nRead: every day; since 2026-10-05\n", head, []),
      // The same edit without the added line.
      ("Gym: Mon, Wed, Fri; since 2026-10-05\nRead: every day; since 2026-10-05\n", head, ["1:1"]),
      // An added line with another rule than the old one.
      ("Gym: Mon, Wed, Fri; since 2026-10-05\nGym: Tue; from 2026-11-09\nRead: every day; since 2026-10-05\n", head, ["1:1"]),
      // The old rule with other options is another rule.
      ("Gym: Mon, Wed, Fri; since 2026-10-05\nGym: Tue, Thu; 2 times; from 2026-11-09\nRead: every day; since 2026-10-05\n", head, ["1:1"]),
      // The edit moved 'since' as well: more than the schedule changed.
      ("Gym: Mon, Wed, Fri; since 2026-09-28\nGym: Tue, Thu; from 2026-11-09\nRead: every day; since 2026-10-05\n", head, ["1:1"]),
      // A change line edited in place, its old rule continued after it.
      (
        "Gym: Mon, Wed, Fri; since 2026-10-05\nGym: Mon, Wed; from 2026-10-19\nGym: Tue, Thu; from 2026-11-09\n",
        "Gym: Mon, Wed, Fri; since 2026-10-05\nGym: Tue, Thu; from 2026-10-19\n", []
      ),
      // The old rule dated after the next line both versions have: no continuation of the
      // edited line, whose days are re-judged.
      (
        "Gym: Mon; since 2026-10-05\nGym: Mon, Wed; from 2026-10-19\nGym: Mon, Wed, Fri; from 2026-11-02\n",
        "Gym: Mon, Wed, Fri; since 2026-10-05\nGym: Mon, Wed; from 2026-10-19\n", ["1:1"]
      ),
      // The old rule dated before the edited change line's own 'from': no continuation.
      (
        "Gym: Mon, Wed, Fri; since 2026-10-05\nGym: Tue, Thu; from 2026-10-19\nGym: Mon, Wed; from 2026-11-02\n",
        "Gym: Mon, Wed, Fri; since 2026-10-05\nGym: Tue, Thu; from 2026-11-02\n", ["3:1"]
      ),
    ] as [(String, String, [String])])
  func continued(staged: String, head: String, warned: [String]) {
    #expect(warnings(staged, head: head) == warned, "\(staged)")
  }

  @Test("beside a continued edit, another line's edit is counted alone")
  func continuedBesideAnEdit() throws {
    // Gym's edit is continued; Read's is not, and is warned with its own figures only.
    let staged = "Gym: Mon, Wed, Fri; since 2026-10-05  # by the station\nGym: Tue, Thu; from 2026-11-09\nRead: Mon; since 2026-10-05\n"
    #expect(warnings(staged, head: Self.head) == ["3:1"])
    let old = load(Self.head, log: Self.log, today: "2026-11-20").journal
    let new = load(staged, log: Self.log, today: "2026-11-20").journal
    #expect(PastRewriteCheck.rewriting(old.habits[0], new.habits[0]).isEmpty)
    #expect(PastRewriteCheck.rewriting(old.habits[1], new.habits[1]).count == 1)
    // The history walk counts what the check counts: nothing for the continued edit.
    let reverted = PastRewriteCheck.reverting(PastRewriteCheck.rewriting(old.habits[0], new.habits[0]), in: new.habits[0])
    let counted = PastRewriteCheck.rejudged(before: reverted, after: new.habits[0], log: new.logs[0], today: day("2026-11-20"))
    #expect(counted.changedDays == 0)
  }
}
