import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits check --staged` and `--against REV` on an edit that rewrites a habit's past, end to
/// end: real `git`, the built `habits`, a temporary repository (the set-up of `GitHookTests`).
@Suite(.enabled(if: Subprocess.which("git") != nil, "git is not installed"))
struct GitStagedEditTests {
  static let before = "Gym: Mon, Wed, Fri; since 2025-01-06\nRead: every day; since 2025-01-06\n"
  static let edited = "Gym: Tue, Thu; since 2025-01-06\nRead: every day; since 2025-01-06\n"
  static let changed = before + "Gym: Tue, Thu; from 2025-02-05\n"
  static let today = "2025-02-05"

  /// A repository whose first commit has Gym on Mon/Wed/Fri, done on those days for a month.
  private func repository() throws -> GitHookTests.Repository {
    let repo = try GitHookTests.Repository()
    repo.write(Self.before, to: "habits.txt")
    var log = ""
    var day = Day(year: 2025, month: 1, day: 6)!
    while day < Day(year: 2025, month: 2, day: 5)! {
      if [Weekday.monday, .wednesday, .friday].contains(day.weekday) { log += "\(day) Gym\n" }
      day = day + 1
    }
    repo.write(log, to: "log.txt")
    #expect(try repo.git("add", ".").status == 0)
    let committed = try repo.git("commit", "-q", "-m", "first")
    try #require(committed.status == 0, "\(committed.stderr)")
    return repo
  }

  private func check(_ repo: GitHookTests.Repository, _ arguments: String...) throws -> Subprocess.Output {
    let binary = try #require(Subprocess.habits)
    return try #require(Subprocess.run([binary, "check"] + arguments, in: repo.folder.path, environment: repo.environment))
  }

  @Test("a staged in-place edit that changes past days is a located warning; --strict fails; the 'from' line passes")
  func stagedEdit() throws {
    let repo = try repository()
    repo.write(Self.edited, to: "habits.txt")
    #expect(try repo.git("add", "habits.txt").status == 0)
    let warned = try check(repo, "--staged", "--today", Self.today)
    #expect(warned.status == 0, "\(warned.stderr)")
    #expect(warned.stdout.contains("habits.txt:1:1: warning: this edit changes "), "\(warned.stdout)")
    #expect(warned.stdout.contains(" past days of 'Gym' (streak "), "\(warned.stdout)")
    #expect(warned.stdout.contains("to keep the past, leave the line and add 'Gym: Tue, Thu; from 2025-02-05' [edit-rewrites-past]"), "\(warned.stdout)")
    #expect(!warned.stdout.contains("'Read'"), "Read was not edited")
    #expect(try check(repo, "--staged", "--strict", "--today", Self.today).status == 1)

    // The working tree alone is compared with --against, not with --staged.
    repo.write(Self.changed, to: "habits.txt")
    let against = try check(repo, "--against", "HEAD", "--today", Self.today)
    #expect(against.status == 0)
    #expect(against.stdout.isEmpty, "adding a 'from' line keeps the past: \(against.stdout)")
    #expect(try repo.git("add", "habits.txt").status == 0)
    let kept = try check(repo, "--staged", "--strict", "--today", Self.today)
    #expect(kept.status == 0, "\(kept.stdout)")
  }

  @Test("the pre-commit hook lets the edit through with the warning on its output")
  func hookWarns() throws {
    let repo = try repository()
    repo.write(Self.edited, to: "habits.txt")
    #expect(try repo.git("add", "habits.txt").status == 0)
    let commit = try repo.git("commit", "-q", "-m", "new gym days")
    #expect(commit.status == 0, "\(commit.stderr)")
    #expect(commit.stderr.contains("[edit-rewrites-past]"), "\(commit.stderr)")
    #expect(try repo.commitCount() == 2)
  }

  @Test("--against an earlier revision, and an unknown one")
  func againstRevision() throws {
    let repo = try repository()
    repo.write(Self.edited, to: "habits.txt")
    #expect(try repo.git("commit", "-q", "--no-verify", "-am", "edit").status == 0)
    let earlier = try check(repo, "--against", "HEAD~1", "--today", Self.today)
    #expect(earlier.status == 0)
    #expect(earlier.stdout.contains("[edit-rewrites-past]"), "\(earlier.stdout)")
    let unknown = try check(repo, "--against", "no-such-rev", "--today", Self.today)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.hasPrefix("habits: cannot read the habits file at revision 'no-such-rev': "), "\(unknown.stderr)")
    #expect(!unknown.stderr.contains("Usage:"), "\(unknown.stderr)")
  }

  @Test("outside a git repository --staged and --against are errors (exit 2), said on one 'habits:' line")
  func noRepository() throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    folder.write(Self.before, to: "habits.txt")
    let binary = try #require(Subprocess.habits)
    let environment = ["HABITS_FILE": "", "HABITS_LOG": "", "HABITS_DIR": "", "GIT_CEILING_DIRECTORIES": folder.path + "/..", "NO_COLOR": "1"]
    for option in [["--staged"], ["--against", "HEAD"]] {
      let run = try #require(Subprocess.run([binary, "check"] + option, in: folder.path, environment: environment))
      #expect(run.status == 2)
      #expect(run.stderr == "habits: \(option[0]) reads the habits file from git, but this is not in a git repository\n", "\(run.stderr)")
    }
  }
}
