import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The documented pre-commit hook (contrib/pre-commit) and `.gitattributes` line
/// (examples/.gitattributes), end to end: real `git` and the built `habits` in a temporary
/// repository, with no network and no global git configuration.
@Suite(.enabled(if: Subprocess.which("git") != nil, "git is not installed"))
struct GitHookTests {
  /// A temporary repository with the hook installed and `HABITS_BIN` pointing at the build.
  final class Repository {
    let folder: TemporaryFolder
    let scratch: TemporaryFolder
    let environment: [String: String]

    init() throws {
      let binary = try #require(Subprocess.habits, "the habits binary is not built (swift build builds it before swift test)")
      folder = try #require(TemporaryFolder())
      scratch = try #require(TemporaryFolder())
      environment = [
        "HABITS_BIN": binary, "HABITS_FILE": "", "HABITS_LOG": "", "HABITS_DIR": "", "HABITS_CHECK_ARGS": "",
        "HOME": scratch.path, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "NO_COLOR": "1",
        "LC_ALL": "C",
      ]
      try expectSuccess(git("init", "-q", "-b", "main"))
      try expectSuccess(git("config", "user.email", "test@example.com"))
      try expectSuccess(git("config", "user.name", "Test"))
      try expectSuccess(git("config", "commit.gpgsign", "false"))
      let hook = folder.file(".git/hooks/pre-commit")
      Golden.write(try #require(Golden.read(Golden.root + "/contrib/pre-commit")), to: hook)
      chmod(hook, 0o755)
    }

    deinit {
      folder.remove()
      scratch.remove()
    }

    /// Runs git in the repository.
    func git(_ arguments: String...) throws -> Subprocess.Output {
      try #require(Subprocess.run(["git"] + arguments, in: folder.path, environment: environment))
    }

    /// Replaces a file of the working tree.
    func write(_ text: String, to name: String) { folder.write(text, to: name) }

    /// Appends lines to a file of the working tree.
    func append(_ text: String, to name: String) { folder.write((Golden.read(folder.file(name)) ?? "") + text, to: name) }

    /// The commits on the current branch.
    func commitCount() throws -> Int {
      Int(try git("rev-list", "--count", "HEAD").stdout.trimmingSpaces.replacing("\n", with: "")) ?? -1
    }

    private func expectSuccess(_ outcome: Subprocess.Output, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
      try #require(outcome.status == 0, "\(outcome.stderr)", sourceLocation: sourceLocation)
    }
  }

  static let habits = "Gym: Mon, Wed, Fri; since 2025-01-06\nRead: every day; since 2025-01-06\n"
  static let broken = "Gym: Mon, Wed, Fri; since 2025-01-06\nRead every day\n"
  static let diagnostic = "habits.txt:2:1: error: expected ':' after the habit name [syntax]"

  /// A repository with a first commit of good files and the documented .gitattributes.
  private func repository() throws -> Repository {
    let repo = try Repository()
    repo.write(GitHookTests.habits, to: "habits.txt")
    repo.write("2025-01-06 Gym, Read\n", to: "log.txt")
    repo.write(try #require(Golden.read(Golden.root + "/examples/.gitattributes")), to: ".gitattributes")
    #expect(try repo.git("add", ".").status == 0)
    let first = try repo.git("commit", "-q", "-m", "first")
    try #require(first.status == 0, "the first commit failed: \(first.stderr)")
    return repo
  }

  @Test("a commit with a broken habits file is refused with the diagnostics; the fixed file commits")
  func brokenThenFixed() throws {
    let repo = try repository()
    repo.write(GitHookTests.broken, to: "habits.txt")
    #expect(try repo.git("add", "habits.txt").status == 0)
    let refused = try repo.git("commit", "-q", "-m", "broken")
    #expect(refused.status != 0)
    #expect(refused.stderr.contains(GitHookTests.diagnostic + "\n 2 | Read every day\n"), "\(refused.stderr)")
    #expect(refused.stderr.contains("2 errors, 0 warnings"), "the log names Read, which is no habit now")
    #expect(refused.stderr.contains("pre-commit: habits check found problems in the staged files"))
    #expect(try repo.commitCount() == 1)

    repo.write(GitHookTests.habits + "Stretch: Mon, Thu; since 2025-01-06\n", to: "habits.txt")
    #expect(try repo.git("add", "habits.txt").status == 0)
    let accepted = try repo.git("commit", "-q", "-m", "fixed")
    #expect(accepted.status == 0, "\(accepted.stderr)")
    #expect(try repo.commitCount() == 2)
  }

  @Test("the hook checks what is staged, not the working tree")
  func stagedNotWorkingTree() throws {
    let repo = try repository()
    // Broken in the index, fixed only in the working tree: refused.
    repo.write(GitHookTests.broken, to: "habits.txt")
    #expect(try repo.git("add", "habits.txt").status == 0)
    repo.write(GitHookTests.habits, to: "habits.txt")
    let refused = try repo.git("commit", "-q", "-m", "staged is broken")
    #expect(refused.status != 0)
    #expect(refused.stderr.contains(GitHookTests.diagnostic), "\(refused.stderr)")
    #expect(try repo.commitCount() == 1)

    // Good in the index, broken only in the working tree: accepted, and the broken copy stays.
    repo.write(GitHookTests.habits + "Stretch: Mon, Thu; since 2025-01-06\n", to: "habits.txt")
    #expect(try repo.git("add", "habits.txt").status == 0)
    repo.write(GitHookTests.broken, to: "habits.txt")
    let accepted = try repo.git("commit", "-q", "-m", "staged is fine")
    #expect(accepted.status == 0, "\(accepted.stderr)")
    #expect(try repo.commitCount() == 2)
    #expect(try repo.git("show", "HEAD:habits.txt").stdout.contains("Stretch: Mon, Thu"))
    #expect(Golden.read(repo.folder.file("habits.txt")) == GitHookTests.broken)

    // A broken log in the index is refused the same way.
    repo.write(GitHookTests.habits, to: "habits.txt")
    repo.append("2025-01-08 Gmy\n", to: "log.txt")
    #expect(try repo.git("add", "habits.txt", "log.txt").status == 0)
    let badLog = try repo.git("commit", "-q", "-m", "typo in the log")
    #expect(badLog.status != 0)
    #expect(badLog.stderr.contains("log.txt:2:12: error: unknown habit 'Gmy' [unknown-habit]"), "\(badLog.stderr)")
  }

  @Test("two branches that each appended log lines merge without a conflict with merge=union")
  func unionMerge() throws {
    let repo = try repository()
    #expect(try repo.git("checkout", "-q", "-b", "laptop").status == 0)
    repo.append("2025-01-08 Gym\n2025-01-08 Read\n", to: "log.txt")
    #expect(try repo.git("commit", "-q", "-am", "laptop").status == 0)
    #expect(try repo.git("checkout", "-q", "main").status == 0)
    repo.append("2025-01-07 Read\n", to: "log.txt")
    #expect(try repo.git("commit", "-q", "-am", "phone").status == 0)

    let merge = try repo.git("merge", "-q", "--no-edit", "laptop")
    #expect(merge.status == 0, "\(merge.stdout)\(merge.stderr)")
    let log = try #require(Golden.read(repo.folder.file("log.txt")))
    #expect(log == "2025-01-06 Gym, Read\n2025-01-07 Read\n2025-01-08 Gym\n2025-01-08 Read\n")
    #expect(!log.contains("<<<<<<<"))
    // The merge is committed and the merged files check clean.
    #expect(try repo.git("status", "--porcelain").stdout.isEmpty)
    let binary = try #require(Subprocess.habits)
    let checked = try #require(
      Subprocess.run([binary, "check", "--staged"], in: repo.folder.path, environment: repo.environment))
    #expect(checked.status == 0, "\(checked.stdout)")
  }

  @Test("without the attribute the same merge conflicts (what merge=union prevents)")
  func mergeWithoutUnionConflicts() throws {
    let repo = try repository()
    #expect(try repo.git("rm", "-q", ".gitattributes").status == 0)
    #expect(try repo.git("commit", "-q", "-m", "no attributes").status == 0)
    #expect(try repo.git("checkout", "-q", "-b", "laptop").status == 0)
    repo.append("2025-01-08 Gym\n", to: "log.txt")
    #expect(try repo.git("commit", "-q", "-am", "laptop").status == 0)
    #expect(try repo.git("checkout", "-q", "main").status == 0)
    repo.append("2025-01-07 Read\n", to: "log.txt")
    #expect(try repo.git("commit", "-q", "-am", "phone").status == 0)
    let merge = try repo.git("merge", "-q", "--no-edit", "laptop")
    #expect(merge.status != 0)
    // And the conflict left in the log is named by `habits check`.
    let binary = try #require(Subprocess.habits)
    let checked = try #require(Subprocess.run([binary, "check"], in: repo.folder.path, environment: repo.environment))
    #expect(checked.status == 1)
    #expect(checked.stdout.contains("log.txt:2:1: error: unresolved merge conflict marker [merge-conflict]"), "\(checked.stdout)")
  }
}
