#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// A habits file or log committed as a symbolic link (as dotfile managers make them): git
/// keeps the link as a blob holding its target's path, so `check --staged`, `--against` and
/// `changes` follow it to the file it leads to in the same tree, or refuse it naming the link;
/// the link's text is never linted as the file.
@Suite(.enabled(if: Subprocess.which("git") != nil, "git is not installed"))
struct GitSymlinkTests {
  private func habits(_ repo: GitHookTests.Repository, _ arguments: String...) throws -> Subprocess.Output {
    let binary = try #require(Subprocess.habits)
    return try #require(Subprocess.run([binary] + arguments, in: repo.folder.path, environment: repo.environment))
  }

  private func link(_ repo: GitHookTests.Repository, _ target: String, _ name: String) {
    unlink(repo.folder.file(name))
    #expect(symlink(target, repo.folder.file(name)) == 0)
  }

  @Test("a committed log link: the hook and check --staged read the log it leads to")
  func logLink() throws {
    let repo = try GitHookTests.Repository()
    mkdir(repo.folder.file("real"), 0o755)
    repo.write("Gym: every day; since 2026-11-01\n", to: "habits.txt")
    repo.write("2026-11-01 Gym\n", to: "real/log.txt")
    link(repo, "real/log.txt", "log.txt")
    #expect(try repo.git("add", ".").status == 0)
    // Through the hook (contrib/pre-commit runs check --staged): the commit goes through.
    let commit = try repo.git("commit", "-qm", "first")
    #expect(commit.status == 0, "\(commit.stdout) \(commit.stderr)")
    let staged = try habits(repo, "check", "--staged", "--today", "2026-11-02")
    #expect(staged.status == 0, "\(staged.stdout) \(staged.stderr)")
    // A staged entry for a habit the habits file lacks: the staged target is what is read.
    repo.write("2026-11-01 Gym\n2026-11-02 Swim\n", to: "real/log.txt")
    #expect(try repo.git("add", ".").status == 0)
    repo.write("2026-11-01 Gym\n", to: "real/log.txt")
    let found = try habits(repo, "check", "--staged", "--today", "2026-11-02")
    #expect(found.status == 1)
    #expect(found.stdout.contains("log.txt:2:12: error: unknown habit 'Swim'"), "\(found.stdout) \(found.stderr)")
    #expect(!found.stdout.contains("real/log.txt\n"), "the link's text was linted")
  }

  @Test("a committed habits file link: --staged, --against and changes see the edit made through it")
  func habitsLink() throws {
    let repo = try GitHookTests.Repository()
    mkdir(repo.folder.file("real"), 0o755)
    repo.write("Gym: every day; since 2026-11-01\n", to: "real/habits.txt")
    repo.write("2026-11-01 Gym\n", to: "log.txt")
    link(repo, "real/habits.txt", "habits.txt")
    #expect(try repo.git("add", ".").status == 0)
    #expect(try repo.git("commit", "-qm", "first", "--no-verify").status == 0)
    repo.write("Gym: Mon, Wed; since 2026-11-01\n", to: "real/habits.txt")
    #expect(try repo.git("commit", "-qam", "edit", "--no-verify").status == 0)
    let staged = try habits(repo, "check", "--staged", "--today", "2026-11-04")
    #expect(staged.status == 0, "\(staged.stdout) \(staged.stderr)")
    let against = try habits(repo, "check", "--against", "HEAD~1", "--today", "2026-11-04")
    #expect(against.stdout.contains("[edit-rewrites-past]"), "\(against.stdout) \(against.stderr)")
    let changes = try habits(repo, "changes", "--today", "2026-11-04")
    #expect(changes.status == 0, "\(changes.stderr)")
    #expect(changes.stderr.contains("Gym: 1 edit in place"), "\(changes.stderr)")
    #expect(changes.stdout.contains("Gym: every day; since 2026-11-01\nGym: Mon, Wed; from "), "\(changes.stdout)")
  }

  @Test("a link out of the repository, to nothing, or round in a loop is refused naming the link (exit 2)")
  func refused() throws {
    let repo = try GitHookTests.Repository()
    repo.write("2026-11-01 Gym\n", to: "log.txt")
    mkdir(repo.folder.file("other"), 0o755)
    repo.write("kept\n", to: "other/keep.txt")
    for (target, reason) in [
      ("other/gone.txt", "to 'other/gone.txt', which git's index does not have"),
      ("/etc/hosts", "to '/etc/hosts', outside the repository"), ("../elsewhere/habits.txt", "outside the repository"),
      ("gone.txt", "to 'gone.txt', which git's index does not have"), ("habits.txt", "leads round in a loop"),
    ] {
      link(repo, target, "habits.txt")
      #expect(try repo.git("add", "-A").status == 0)
      let run = try habits(repo, "check", "--staged", "--today", "2026-11-02")
      #expect(run.status == 2, "\(target): \(run.stdout)")
      #expect(run.stderr.contains("'habits.txt' is a symbolic link in git"), "\(target): \(run.stderr)")
      #expect(run.stderr.contains(reason), "\(target): \(run.stderr)")
      #expect(!run.stdout.contains("[syntax]"), "\(target): the link's text was linted")
    }
  }

  @Test("a folder on the way that is a link is followed too")
  func folderLink() throws {
    let repo = try GitHookTests.Repository()
    mkdir(repo.folder.file("real"), 0o755)
    repo.write("Gym: every day; since 2026-11-01\nRead every day\n", to: "real/habits.txt")
    link(repo, "real", "notes")
    #expect(try repo.git("add", ".").status == 0)
    let run = try habits(repo, "check", "--staged", "--file", "notes/habits.txt", "--log", "notes/log.txt", "--today", "2026-11-02")
    #expect(run.stdout.contains("expected ':' after the habit name"), "\(run.stdout) \(run.stderr)")
  }

  @Test("docs/git.md says how a committed link is read")
  func documented() throws {
    let text = try #require(Golden.read(Golden.root + "/docs/git.md"))
    #expect(text.contains("symbolic link"), "docs/git.md does not say how a committed symbolic link is read")
  }
}
