import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// `habits changes` end to end: a real repository built commit by commit with set author
/// dates, the built `habits`, and the engine judging each past day under the version committed
/// when it was lived.
@Suite(.enabled(if: Subprocess.which("git") != nil, "git is not installed"))
struct ChangesGitTests {
  /// Central European time, as a POSIX rule (no time-zone database needed): 2025-12-01
  /// 00:30 +0100 is still 2025-11-30 in UTC.
  static let zone = "CET-1CEST,M3.5.0,M10.5.0/3"
  static let today = "2026-01-12"

  /// A scratch repository without hooks, and the built `habits` run in it.
  final class Repository {
    let folder: TemporaryFolder
    let scratch: TemporaryFolder
    let environment: [String: String]

    init() throws {
      folder = try #require(TemporaryFolder())
      scratch = try #require(TemporaryFolder())
      environment = [
        "HABITS_FILE": "", "HABITS_LOG": "", "HABITS_DIR": "", "HOME": scratch.path, "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": "/dev/null", "NO_COLOR": "1", "LC_ALL": "C", "TZ": ChangesGitTests.zone,
      ]
      try #require(git("init", "-q", "-b", "main").status == 0)
      _ = git("config", "user.email", "test@example.com")
      _ = git("config", "user.name", "Test")
      _ = git("config", "commit.gpgsign", "false")
    }

    deinit {
      folder.remove()
      scratch.remove()
    }

    @discardableResult
    func git(_ arguments: String..., date: String? = nil) -> Subprocess.Output {
      var environment = self.environment
      if let date {
        environment["GIT_AUTHOR_DATE"] = date
        environment["GIT_COMMITTER_DATE"] = date
      }
      return Subprocess.run(["git"] + arguments, in: folder.path, environment: environment)
        ?? Subprocess.Output(status: -1, stdout: "", stderr: "could not run git")
    }

    /// Commits every change to tracked files, dated `date` (author and committer).
    func commit(_ message: String, _ date: String) throws {
      let result = git("commit", "-q", "--no-verify", "-am", message, date: date)
      try #require(result.status == 0, "\(message): \(result.stderr)")
    }

    func read(_ name: String) -> String { Golden.read(folder.file(name)) ?? "" }
    func write(_ text: String, to name: String) { folder.write(text, to: name) }
    /// Replaces `old` by `new` in a file of the work tree.
    func edit(_ name: String, _ old: String, _ new: String) {
      let text = read(name)
      #expect(text.contains(old), "\(old) not in \(name)")
      write(text.replacing(old, with: new), to: name)
    }

    func habits(_ arguments: [String]) throws -> Subprocess.Output {
      let binary = try #require(Subprocess.habits)
      return try #require(Subprocess.run([binary] + arguments, in: folder.path, environment: environment))
    }
  }

  static let first = """
    # My habits
    Gym: Mon, Wed, Fri; since 2025-01-06   # the gym by the station
    Pushups: every day; 3 times; since 2025-01-06
    Floss: every day; since 2025-01-06
    Walk: Mon, Thu; since 2025-01-06
    Read: every day; since 2025-01-06

    """

  /// A year of history: three edits of Gym (one made on a branch and merged), an options-only
  /// edit, a `since`-only edit, the files moved, a rename with a new schedule, comment and
  /// spacing edits, Read removed and added again (then edited), a broken commit and its fix.
  /// Returns each version on the first-parent line with the day it took effect.
  static func build(_ repo: Repository) throws -> [(day: Day, text: String)] {
    var versions: [(day: Day, text: String)] = []
    func record(_ date: String, _ path: String = "journal/habits.txt") {
      versions.append((day(String(date.prefix(10))), repo.read(path)))
    }
    repo.write(first, to: "habits.txt")
    repo.write("", to: "log.txt")
    repo.git("add", ".")
    try repo.commit("first", "2025-01-06T09:00:00+01:00")
    record("2025-01-06", "habits.txt")
    repo.edit("habits.txt", "Read: every day", "Read: weekdays")
    try repo.commit("read on weekdays", "2025-02-03T09:00:00+01:00")
    record("2025-02-03", "habits.txt")
    repo.edit("habits.txt", "Gym: Mon, Wed, Fri", "Gym: Tue, Thu")
    try repo.commit("gym on Tuesdays and Thursdays", "2025-03-03T09:00:00+01:00")
    record("2025-03-03", "habits.txt")
    repo.edit("habits.txt", "Pushups: every day; 3 times", "Pushups: every day; 2 times")
    try repo.commit("fewer pushups", "2025-04-07T09:00:00+02:00")
    record("2025-04-07", "habits.txt")
    repo.edit("habits.txt", "Floss: every day; since 2025-01-06", "Floss: every day; since 2025-01-13")
    try repo.commit("flossing started later", "2025-05-05T09:00:00+02:00")
    record("2025-05-05", "habits.txt")
    _ = Subprocess.run(["mkdir", repo.folder.file("journal")])
    try #require(repo.git("mv", "habits.txt", "log.txt", "journal/").status == 0)
    try repo.commit("move into journal/", "2025-05-12T09:00:00+02:00")
    repo.edit("journal/habits.txt", "Walk: Mon, Thu; since 2025-01-06", "Stroll: every day; since 2025-06-02")
    try repo.commit("walk becomes stroll", "2025-06-02T09:00:00+02:00")
    record("2025-06-02")
    repo.edit("journal/habits.txt", "# the gym by the station", "# the gym near work")
    repo.edit("journal/habits.txt", "Pushups: every day; 2 times", "Pushups:  every day ;2 times")
    try repo.commit("comments and spacing", "2025-07-07T09:00:00+02:00")
    record("2025-07-07")
    repo.edit("journal/habits.txt", "Read: weekdays; since 2025-01-06\n", "")
    try repo.commit("no more reading", "2025-08-04T09:00:00+02:00")
    record("2025-08-04")
    repo.write(repo.read("journal/habits.txt") + "Read: Mon, Wed\n", to: "journal/habits.txt")
    try repo.commit("reading again", "2025-09-01T09:00:00+02:00")
    record("2025-09-01")
    // Gym's second edit is made on a branch, and merged a week later: on the first-parent line
    // it takes effect with the merge.
    try #require(repo.git("checkout", "-q", "-b", "side").status == 0)
    repo.edit("journal/habits.txt", "Gym: Tue, Thu", "Gym: 3 days a week")
    try repo.commit("gym three days a week", "2025-09-29T09:00:00+02:00")
    try #require(repo.git("checkout", "-q", "main").status == 0)
    repo.edit("journal/habits.txt", "Read: Mon, Wed\n", "Read: Mon, Wed, Fri\n")
    try repo.commit("read on Fridays too", "2025-10-06T08:00:00+02:00")
    let merge = repo.git("merge", "-q", "--no-ff", "--no-edit", "side", date: "2025-10-06T09:00:00+02:00")
    try #require(merge.status == 0, "\(merge.stderr)")
    record("2025-10-06")
    repo.write(repo.read("journal/habits.txt") + "Stretch every day\n", to: "journal/habits.txt")
    try repo.commit("stretching (broken)", "2025-11-03T09:00:00+01:00")
    repo.edit("journal/habits.txt", "Stretch every day", "Stretch: every day; since 2025-11-10")
    try repo.commit("stretching (fixed)", "2025-11-10T09:00:00+01:00")
    record("2025-11-10")
    repo.edit("journal/habits.txt", "Gym: 3 days a week", "Gym: 2 days a week; 2 times")
    // Half past midnight in Berlin: still November 30 in UTC.
    try repo.commit("gym twice a week, twice", "2025-12-01T00:30:00+01:00")
    record("2025-12-01")
    repo.write(log(), to: "journal/log.txt")
    try repo.commit("the log", "2026-01-12T08:00:00+01:00")
    return versions
  }

  /// A year of log for the habits as they were each day, with a miss now and then.
  static func log() -> String {
    var out = ""
    var d = day("2025-01-06")
    while d < day(today) {
      let miss = d.number % 11 == 3
      let weekday = d.weekday
      let mwf: Set<Weekday> = [.monday, .wednesday, .friday]
      let tt: Set<Weekday> = [.tuesday, .thursday]
      var entries: [String] = []
      if !miss {
        if d < day("2025-03-03") && mwf.contains(weekday) { entries.append("Gym") }
        if d >= day("2025-03-03") && d < day("2025-10-06") && tt.contains(weekday) { entries.append("Gym") }
        if d >= day("2025-10-06") && d < day("2025-12-01") && mwf.contains(weekday) { entries.append("Gym") }
        if d >= day("2025-12-01") && tt.contains(weekday) { entries.append("Gym x2") }
      }
      entries.append(miss ? "Pushups x1" : d < day("2025-04-07") ? "Pushups x3" : "Pushups x2")
      if d >= day("2025-01-13") && !miss { entries.append("Floss") }
      if d >= day("2025-06-02") && d.number % 5 != 0 { entries.append("Stroll") }
      let readDays: Set<Weekday> = d < day("2025-10-06") ? [.monday, .wednesday] : mwf
      if d >= day("2025-09-01") && readDays.contains(weekday) && !miss { entries.append("Read") }
      if d >= day("2025-11-10") && !miss { entries.append("Stretch") }
      out += "\(d) " + entries.joined(separator: ", ") + "\n"
      d = d + 1
    }
    return out
  }

  static let recovered = """
    # My habits
    Gym: Mon, Wed, Fri; since 2025-01-06   # the gym near work
    Gym: Tue, Thu; from 2025-03-03
    Gym: 3 days a week; from 2025-10-06
    Gym: 2 days a week; 2 times; from 2025-12-01
    Pushups: every day; 3 times; since 2025-01-06
    Pushups: every day; 2 times; from 2025-04-07
    Floss: every day; since 2025-01-13
    Stroll: every day; since 2025-06-02
    Read: Mon, Wed
    Read: Mon, Wed, Fri; from 2025-10-06
    Stretch: every day; since 2025-11-10

    """

  @Test("a year of history becomes 'from' lines that judge each past day as it was judged when lived")
  func yearOfHistory() throws {
    let repo = try Repository()
    let versions = try Self.build(repo)
    let run = try repo.habits(["changes", "--dir", "journal", "--today", Self.today])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == Self.recovered, "\(run.stdout)")
    // Git runs in the habits file's folder: the same from outside the repository.
    let binary = try #require(Subprocess.habits)
    let elsewhere = try #require(
      Subprocess.run(
        [binary, "changes", "--today", Self.today], in: repo.scratch.path,
        environment: repo.environment.merging(["HABITS_DIR": repo.folder.file("journal")]) { $1 }))
    #expect(elsewhere.status == 0 && elsewhere.stdout == Self.recovered, "\(elsewhere.stderr)")
    let report = run.stderr
    for expected in [
      "habits changes: journal/habits.txt, 15 commits from 2025-01-06 to 2025-12-01 along the first parents, renames followed\n",
      "\nGym: 3 edits in place\n",
      "  2025-03-03 09:00 +0100 ", ", its first line:\n    before: Gym: Mon, Wed, Fri; since 2025-01-06\n    after:  Gym: Tue, Thu; since 2025-01-06\n",
      "; kept as 'Gym: Tue, Thu; from 2025-03-03'\n",
      "  2025-10-06 09:00 +0200 ",
      "  2025-12-01 00:30 +0100 ",
      "line 2 (as the file is now) goes back to the schedule that judged its first days: 'Gym: Mon, Wed, Fri; since 2025-01-06'\n",
      "kept as 'Pushups: every day; 2 times; from 2025-04-07'",
      "'since 2025-01-06' became 'since 2025-01-13': a start or end, not a schedule; reported, not rewritten",
      "'Walk' went and 'Stroll' came with another schedule: perhaps a rename, not guessed",
      "its line was removed later: nothing of it is in the file now",
      ": removed\n",
      ": added again after its removal in ",
      "kept as 'Read: Mon, Wed, Fri; from 2025-10-06'",
      "skipped: check rejects the file there (1 error; line 7: expected ':' after the habit name)",
      "habits changes: 5 edits in place written as 'from' lines, 3 lines given back the schedule that judged their first days",
    ] {
      #expect(report.contains(expected), "missing \(expected) in:\n\(report)")
    }
    #expect(!report.contains("comments and spacing") && !report.contains("near work"), "a comment edit is no edit")
    // The edits count what they re-judged on the log as it stood on their day, as the warning
    // of `check --staged` would have on that day.
    let logThen = repo.read("journal/log.txt").split(separator: "\n").filter { $0.prefix(10) <= "2025-03-03" }
      .joined(separator: "\n") + "\n"
    let (old, new) = (versions[1].text, versions[2].text)
    let warning = PastRewriteCheck.diagnostics(
      old: load(old, log: logThen, today: "2025-03-03").journal, new: load(new, log: logThen, today: "2025-03-03").journal,
      newFile: SourceFile(path: "habits.txt", text: new), today: day("2025-03-03"))
    let figures = try #require(warning.first?.message.split(separator: "changes ").last?.split(separator: " of 'Gym'"))
    let streak = try #require(warning.first?.message.split(separator: "(streak ").last?.split(separator: ")").first)
    #expect(
      report.contains("re-judged \(figures[0]) (streak \(streak)); kept as 'Gym: Tue, Thu; from 2025-03-03'"),
      "\(warning) \(report)")

    // The printed file passes check --strict on the current log.
    repo.write(run.stdout, to: "journal/recovered.txt")
    let strict = try repo.habits(["check", "--strict", "--file", "journal/recovered.txt", "--log", "journal/log.txt", "--today", Self.today])
    #expect(strict.status == 0, "\(strict.stdout)")

    // Every past day has the status it had under the version committed when it was lived.
    let currentLog = repo.read("journal/log.txt")
    let printed = load(run.stdout, log: currentLog, today: Self.today)
    let judged = versions.map { load($0.text, log: currentLog, today: Self.today).journal }
    var compared = 0
    for (index, habit) in printed.journal.habits.enumerated() {
      // Floss's `since` edit is reported, not rewritten; Stroll and Read (second life) were
      // not in the file before their lives began.
      guard habit.key != "floss" else { continue }
      let now = HabitAnalysis(habit: habit, log: printed.journal.logs[index], today: day(Self.today))
      var d = day("2025-01-06")
      while d < day(Self.today) {
        let version = versions.lastIndex { $0.day <= d } ?? 0
        if let was = judged[version].habits.firstIndex(where: { $0.key == habit.key }),
          !(habit.key == "read" && d < day("2025-09-01"))
        {
          let then = HabitAnalysis(habit: judged[version].habits[was], log: judged[version].logs[was], today: day(Self.today))
          #expect(now.status(on: d) == then.status(on: d), "\(habit.name) on \(d): \(now.status(on: d)) now, \(then.status(on: d)) then")
          compared += 1
        }
        d = d + 1
      }
    }
    #expect(compared > 1100)
  }

  @Test("--diff is a patch git apply takes, giving the printed file; applied and committed, nothing is left to recover")
  func diffAndIdempotence() throws {
    let repo = try Repository()
    _ = try Self.build(repo)
    let diff = try repo.habits(["changes", "--dir", "journal", "--today", Self.today, "--diff"])
    #expect(diff.status == 0)
    #expect(diff.stdout.hasPrefix("--- a/journal/habits.txt\n+++ b/journal/habits.txt\n@@ "), "\(diff.stdout)")
    #expect(diff.stderr.contains("standard output is a diff for git apply"))
    Golden.write(diff.stdout, to: repo.scratch.file("patch"))
    let check = repo.git("apply", "--check", repo.scratch.file("patch"))
    #expect(check.status == 0, "\(check.stderr)")
    #expect(repo.git("apply", repo.scratch.file("patch")).status == 0)
    #expect(repo.read("journal/habits.txt") == Self.recovered)

    // Each line given back its first schedule keeps its last one as an added 'from' line:
    // the recovery shape, which `check --against` (its own output) and a pre-commit hook
    // running `check --staged --strict` take as no rewrite, so it commits without --no-verify.
    let against = try repo.habits(["check", "--dir", "journal", "--today", Self.today, "--against", "HEAD", "--format", "compact"])
    #expect(against.status == 0 && !against.stdout.contains("edit-rewrites-past"), "\(against.stdout)")
    #expect(repo.git("add", "journal/habits.txt").status == 0)
    let staged = try repo.habits(["check", "--dir", "journal", "--today", Self.today, "--staged", "--strict"])
    #expect(staged.status == 0, "\(staged.stdout)")
    // The same lines edited in place without the added lines are rewrites, each warned.
    let firstLines = Self.recovered.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("; from ") }
    repo.write(firstLines.joined(separator: "\n"), to: "journal/habits.txt")
    let bare = try repo.habits(["check", "--dir", "journal", "--today", Self.today, "--against", "HEAD", "--format", "compact"])
    let warned = bare.stdout.split(separator: "\n").filter { $0.contains("[edit-rewrites-past]") }.map {
      $0.split(separator: ":").prefix(2).joined(separator: ":")
    }
    #expect(Set(warned) == ["journal/habits.txt:2", "journal/habits.txt:3", "journal/habits.txt:6"], "\(bare.stdout)")
    repo.write(Self.recovered, to: "journal/habits.txt")

    try repo.commit("the past recovered", "2026-01-12T10:00:00+01:00")
    let again = try repo.habits(["changes", "--dir", "journal", "--today", Self.today])
    #expect(again.status == 0)
    #expect(again.stdout == Self.recovered)
    #expect(again.stderr.contains("none left to write as a 'from' line; standard output is journal/habits.txt unchanged"), "\(again.stderr)")
    #expect(again.stderr.contains("already kept by line 3"), "\(again.stderr)")
    let after = try repo.habits(["changes", "--dir", "journal", "--today", Self.today, "--against", "HEAD~1"])
    #expect(after.status == 0 && after.stdout == Self.recovered, "\(after.stderr)")
    #expect(after.stderr.contains("taken as a correction of them; reported, not rewritten"), "\(after.stderr)")
  }

  @Test("--against REV looks only at the edits made after REV")
  func againstRevision() throws {
    let repo = try Repository()
    _ = try Self.build(repo)
    // After the merge: only Gym's third edit (and the broken commit) are seen.
    let run = try repo.habits(["changes", "--dir", "journal", "--today", Self.today, "--against", "main~4"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("Gym: 3 days a week; since 2025-01-06   # the gym near work\nGym: 2 days a week; 2 times; from 2025-12-01\n"), "\(run.stdout)")
    #expect(!run.stdout.contains("from 2025-03-03"))
    #expect(run.stderr.contains("Gym: 1 edit in place"), "\(run.stderr)")
    let unknown = try repo.habits(["changes", "--dir", "journal", "--against", "no-such-rev"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("'no-such-rev' is not a commit, branch or tag"), "\(unknown.stderr)")
  }

  @Test("no in-place edit: the file unchanged, and said; untracked or outside git: an error (exit 2)")
  func nothingAndErrors() throws {
    let repo = try Repository()
    repo.write("Gym: Mon  # a comment\r\nRead: daily", to: "habits.txt")
    repo.git("add", "habits.txt")
    try repo.commit("first", "2025-01-06T09:00:00+01:00")
    repo.write("Gym: Mon  # another comment\r\nRead: daily", to: "habits.txt")
    try repo.commit("comment", "2025-02-03T09:00:00+01:00")
    let run = try repo.habits(["changes", "--today", Self.today])
    #expect(run.status == 0)
    #expect(run.stdout == "Gym: Mon  # another comment\r\nRead: daily")
    #expect(run.stderr.contains("habits changes: no in-place edit of a schedule; standard output is habits.txt unchanged"), "\(run.stderr)")
    let diff = try repo.habits(["changes", "--today", Self.today, "--diff"])
    #expect(diff.status == 0 && diff.stdout.isEmpty)

    repo.write("Walk: daily\n", to: "other.txt")
    let untracked = try repo.habits(["changes", "--file", "other.txt"])
    #expect(untracked.status == 2)
    #expect(untracked.stderr.contains("'other.txt' has no history in git"), "\(untracked.stderr)")

    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    folder.write("Gym: Mon\n", to: "habits.txt")
    let binary = try #require(Subprocess.habits)
    let outside = try #require(
      Subprocess.run(
        [binary, "changes"], in: folder.path,
        environment: ["HABITS_FILE": "", "HABITS_LOG": "", "HABITS_DIR": "", "GIT_CEILING_DIRECTORIES": folder.path + "/..", "NO_COLOR": "1"]))
    #expect(outside.status == 2)
    #expect(
      outside.stderr == "habits: cannot read the history of 'habits.txt' from git: it is not in a git repository\n",
      "\(outside.stderr)")
  }
}
