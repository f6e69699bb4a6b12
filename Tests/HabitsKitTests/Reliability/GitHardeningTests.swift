import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// A prepared repository cannot make `habits check --staged` or `--against` run a program:
/// real `git` and the built `habits` in a temporary repository (the set-up of `GitHookTests`),
/// whose `.git/config` sets everything that runs a program. Plain git in the same repository
/// runs it, so the test cannot pass on a git that never would.
@Suite(.enabled(if: Subprocess.which("git") != nil, "git is not installed"))
struct GitHardeningTests {
  /// A committed repository with a staged edit, then a hostile `.git/config` and attributes
  /// whose programs each append their name to `ran` in the scratch folder.
  private func hostileRepository() throws -> (repo: GitHookTests.Repository, ran: String) {
    let repo = try GitHookTests.Repository()
    repo.write("Gym: Mon, Wed, Fri; since 2025-01-06\n", to: "habits.txt")
    repo.write("2025-01-06 Gym\n", to: "log.txt")
    #expect(try repo.git("add", ".").status == 0)
    try #require(try repo.git("commit", "-q", "-m", "first").status == 0)
    repo.write("Gym: Mon, Wed, Fri; since 2025-01-06\nRead: every day; since 2025-01-06\n", to: "habits.txt")
    #expect(try repo.git("add", "habits.txt").status == 0)
    let ran = repo.scratch.file("ran")
    func program(_ name: String) -> String {
      let path = repo.scratch.file(name)
      Golden.write("#!/bin/sh\necho \(name) >> '\(ran)'\n", to: path)
      chmod(path, 0o755)
      return path
    }
    let config = try #require(Golden.read(repo.folder.file(".git/config")))
    Golden.write(
      config + """
        [core]
        \tfsmonitor = \(program("fsmonitor"))
        \tpager = \(program("pager"))
        \thooksPath = \(repo.scratch.path)
        [diff]
        \texternal = \(program("external-diff"))
        [diff "evil"]
        \ttextconv = \(program("textconv"))
        \tcommand = \(program("diff-command"))
        [filter "evil"]
        \tsmudge = \(program("smudge"))
        \tclean = \(program("clean"))

        """, to: repo.folder.file(".git/config"))
    repo.write("habits.txt diff=evil filter=evil\n", to: ".git/info/attributes")
    return (repo, ran)
  }

  private func check(_ repo: GitHookTests.Repository, _ arguments: [String]) throws -> Subprocess.Output {
    let binary = try #require(Subprocess.habits, "the habits binary is not built (swift build builds it before swift test)")
    return try #require(
      Subprocess.run([binary, "check", "--today", "2025-02-05"] + arguments, in: repo.folder.path, environment: repo.environment))
  }

  @Test("a .git/config with core.fsmonitor, a pager, hooks and diff drivers runs nothing under check --staged and --against")
  func runsNothing() throws {
    let (repo, ran) = try hostileRepository()
    // Plain git runs the fsmonitor hook of this repository.
    #expect(try repo.git("status", "--porcelain").status == 0)
    try #require(Golden.read(ran)?.contains("fsmonitor") == true, "git status did not run core.fsmonitor here: the test would prove nothing")
    unlink(ran)
    for arguments in [["--staged"], ["--against", "HEAD"], ["--staged", "--against", "HEAD"]] {
      let checked = try check(repo, arguments)
      #expect(checked.status == 0, "\(arguments): \(checked.stdout)\(checked.stderr)")
      #expect(Golden.read(ran) == nil, "\(arguments) ran: \(Golden.read(ran) ?? "")")
    }
    // The staged version was read: the staged habit is known.
    let staged = try check(repo, ["--staged", "--format", "compact"])
    #expect(!staged.stdout.contains("unknown-habit"))
  }

  @Test("habits changes runs nothing either: no hook, driver, pager or gpg for a signed commit")
  func changesRunsNothing() throws {
    let (repo, ran) = try hostileRepository()
    // A signed commit, by a gpg that signs anything, and git log told to verify signatures.
    let gpg = repo.scratch.file("gpg")
    Golden.write(
      """
      #!/bin/sh
      echo gpg >> '\(ran)'
      case "$*" in *-bsau*) cat > /dev/null; printf '\\n[GNUPG:] SIG_CREATED D 1 8 00 1 X\\n' >&2
        printf -- '-----BEGIN PGP SIGNATURE-----\\n\\nfake\\n-----END PGP SIGNATURE-----\\n';; esac

      """, to: gpg)
    chmod(gpg, 0o755)
    let config = try #require(Golden.read(repo.folder.file(".git/config")))
    Golden.write(config + "[gpg]\n\tprogram = \(gpg)\n[log]\n\tshowSignature = true\n", to: repo.folder.file(".git/config"))
    let signed = try repo.git("commit", "-q", "-S", "-m", "signed")
    try #require(signed.status == 0, "\(signed.stderr)")
    repo.write("Gym: Tue, Thu; since 2025-01-06\nRead: every day; since 2025-01-06\n", to: "habits.txt")
    unlink(ran)
    #expect(try repo.git("log", "--format=%H", "--", "habits.txt").status == 0)
    try #require(Golden.read(ran)?.contains("gpg") == true, "git log did not verify the signature here: the test would prove nothing")
    unlink(ran)
    let binary = try #require(Subprocess.habits)
    for arguments in [["changes"], ["changes", "--diff"], ["changes", "--against", "HEAD~1"]] {
      let run = try #require(
        Subprocess.run([binary] + arguments + ["--today", "2025-02-05"], in: repo.folder.path, environment: repo.environment))
      #expect(run.status == 0, "\(arguments): \(run.stderr)")
      #expect(run.stdout.contains("Gym: Mon, Wed, Fri; since 2025-01-06") || run.stdout.contains("+Gym: Tue, Thu; from 2025-02-05"), "\(run.stdout)")
      #expect(Golden.read(ran) == nil, "\(arguments) ran: \(Golden.read(ran) ?? "")")
    }
  }

  @Test("--against a path in a revision (HEAD:habits.txt), a blob or a tree is a usage error, exit 2")
  func revisionMustBeACommit() throws {
    let (repo, _) = try hostileRepository()
    let blob = try repo.git("rev-parse", "HEAD:habits.txt").stdout.trimmingSpaces.replacing("\n", with: "")
    let tree = try repo.git("rev-parse", "HEAD^{tree}").stdout.trimmingSpaces.replacing("\n", with: "")
    let named = try check(repo, ["--against", "HEAD:habits.txt"])
    #expect(named.status == 2)
    #expect(named.stderr.contains("'HEAD:habits.txt' names a file in a revision, not a commit; give a commit, branch or tag such as HEAD"), "\(named.stderr)")
    for revision in [blob, tree, "HEAD~5", "-n"] {
      let refused = try check(repo, ["--against=\(revision)"])
      #expect(refused.status == 2, "\(revision): \(refused.stdout)")
      #expect(refused.stderr.contains(revision), "\(revision): \(refused.stderr)")
    }
    // A tag and an annotated tag peel to their commit.
    #expect(try repo.git("tag", "-a", "-m", "start", "v1").status == 0)
    #expect(try check(repo, ["--against", "v1"]).status == 0)
  }
}
