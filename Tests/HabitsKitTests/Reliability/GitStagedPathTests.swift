#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits check --staged` with an absolute `--dir` or `--file`: inside the repository it is
/// read relative to the repository's top level; outside, it is refused naming the repository.
@Suite(.enabled(if: Subprocess.which("git") != nil, "git is not installed"))
struct GitStagedPathTests {
  private func repository() throws -> GitHookTests.Repository {
    let repo = try GitHookTests.Repository()
    mkdir(repo.folder.file("notes"), 0o755)
    repo.write("Gym: Mon, Wed, Fri; since 2025-01-06\n", to: "notes/habits.txt")
    repo.write("2025-01-06 Gym\n", to: "notes/log.txt")
    #expect(try repo.git("add", ".").status == 0)
    return repo
  }

  private func check(_ repo: GitHookTests.Repository, in folder: String, _ arguments: String...) throws -> Subprocess.Output {
    let binary = try #require(Subprocess.habits)
    return try #require(Subprocess.run([binary, "check", "--staged", "--today", "2025-02-05"] + arguments, in: folder, environment: repo.environment))
  }

  @Test("an absolute --dir or --file inside the repository is read from the index")
  func insideRepository() throws {
    let repo = try repository()
    let notes = repo.folder.path + "/notes"
    // Staged with an error the working tree does not have: the index is what is read.
    repo.write("Gym: Mon, Wed, Fri; since 2025-01-06\nRead every day\n", to: "notes/habits.txt")
    #expect(try repo.git("add", ".").status == 0)
    repo.write("Gym: Mon, Wed, Fri; since 2025-01-06\n", to: "notes/habits.txt")
    for (folder, arguments) in [(repo.folder.path, ["--dir", notes]), (notes, ["-d", notes]), (repo.folder.path, ["--file", notes + "/habits.txt"])] {
      let binary = try #require(Subprocess.habits)
      let run = try #require(Subprocess.run([binary, "check", "--staged", "--today", "2025-02-05"] + arguments, in: folder, environment: repo.environment))
      #expect(run.status == 1, "\(arguments): \(run.stdout) \(run.stderr)")
      #expect(run.stdout.contains("expected ':' after the habit name"), "\(arguments): \(run.stdout) \(run.stderr)")
    }
  }

  @Test("an absolute path outside the repository is refused, naming the repository")
  func outsideRepository() throws {
    let repo = try repository()
    let elsewhere = try #require(TemporaryFolder())
    defer { elsewhere.remove() }
    elsewhere.write("Gym: daily\n", to: "habits.txt")
    let run = try check(repo, in: repo.folder.path, "--dir", elsewhere.path)
    #expect(run.status == 2)
    #expect(run.stderr.contains("outside the repository"), "\(run.stderr)")
    #expect(run.stderr.contains(repo.folder.path.split(separator: "/").last.map(String.init) ?? "?"), "\(run.stderr)")
  }

  @Test("docs/git.md says an absolute --dir works inside the repository")
  func documented() throws {
    let text = try #require(Golden.read(Golden.root + "/docs/git.md"))
    #expect(text.contains("made relative to its top level"), "docs/git.md does not say how an absolute path is read")
  }
}
