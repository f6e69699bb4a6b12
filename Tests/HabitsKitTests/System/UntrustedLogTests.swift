import HabitsSystem
import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The files are untrusted input: a log that leads out of the habits file's folder through a
/// link is not written unless the user named it, a file that is not a log gets no line, and
/// reading still follows links.
@Suite struct UntrustedLogTests {
  /// A repository folder inside a scratch folder, with a habits file whose name is a shell
  /// command, as in the attack this guards against.
  private func repository() throws -> (scratch: TemporaryFolder, repo: String) {
    let scratch = try #require(TemporaryFolder())
    let repo = scratch.file("repo")
    mkdir(repo, 0o755)
    Golden.write("Gym $(touch PWNED): every day\n", to: repo + "/habits.txt")
    return (scratch, repo)
  }

  /// Runs the built `habits` in `folder` with `environment` added.
  private func habits(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws -> Subprocess.Output {
    let binary = try #require(Subprocess.habits, "the habits binary is not built (swift build builds it before swift test)")
    let variables = ["HABITS_FILE": "", "HABITS_LOG": "", "HABITS_DIR": "", "NO_COLOR": "1"].merging(environment) { $1 }
    return try #require(Subprocess.run([binary] + arguments + ["--today", "2026-11-27"], in: folder, environment: variables))
  }

  @Test("a log linked out of the folder is refused before anything is written, naming the link, its target and the way out")
  func linkOutOfFolder() throws {
    let (scratch, repo) = try repository()
    defer { scratch.remove() }
    let victim = "export PATH=$HOME/bin:$PATH\n"
    scratch.write(victim, to: "victim_bashrc")
    #expect(symlink("../victim_bashrc", repo + "/log.txt") == 0)
    let refused = try habits(["log", "gym"], in: repo)
    #expect(refused.status == 2)
    #expect(refused.stdout.isEmpty)
    #expect(refused.stderr == """
      habits: the log 'log.txt' leads to '\(scratch.path)/victim_bashrc', outside the habits file's folder '\(repo)'; nothing was written
        name it with --log PATH or HABITS_LOG to write there

      """)
    #expect(Golden.read(scratch.file("victim_bashrc")) == victim)
    // The same through --dir, and for every command that appends.
    for arguments in [["log", "gym", "--dir", repo], ["skip", "gym"], ["vacation"], ["resume"]] {
      let outcome = try habits(arguments, in: scratch.path + (arguments.contains("--dir") ? "" : "/repo"))
      #expect(outcome.status == 2, "\(arguments)")
      #expect(outcome.stderr.contains("outside the habits file's folder"), "\(arguments): \(outcome.stderr)")
    }
    #expect(Golden.read(scratch.file("victim_bashrc")) == victim)
    // A link to a file that does not exist yet is refused too, and nothing is created.
    unlink(repo + "/log.txt")
    #expect(symlink("../new.txt", repo + "/log.txt") == 0)
    #expect(try habits(["log", "gym"], in: repo).status == 2)
    var info = stat()
    #expect(lstat(scratch.file("new.txt"), &info) != 0)
    // Reading a link to nothing is an error naming where it leads (not an empty log)...
    let dangling = try habits(["status"], in: repo)
    #expect(dangling.status == 2)
    #expect(dangling.stderr.contains("it is a symbolic link to '../new.txt', which does not exist"), "\(dangling.stderr)")
    // ...and reading still follows the link out of the folder.
    scratch.write("", to: "new.txt")
    #expect(try habits(["status"], in: repo).status == 0)
  }

  @Test("a log the user named with --log or HABITS_LOG is written wherever it lies")
  func namedLog() throws {
    let (scratch, repo) = try repository()
    defer { scratch.remove() }
    scratch.write("2026-11-20 Gym $(touch PWNED)\n", to: "elsewhere.txt")
    #expect(symlink("../elsewhere.txt", repo + "/log.txt") == 0)
    let named = try habits(["log", "gym", "--log", "log.txt", "--quiet"], in: repo)
    #expect(named.status == 0, "\(named.stderr)")
    let variable = try habits(["log", "gym", "--date", "2026-11-26", "--quiet"], in: repo, environment: ["HABITS_LOG": "../elsewhere.txt"])
    #expect(variable.status == 0, "\(variable.stderr)")
    #expect(Golden.read(scratch.file("elsewhere.txt")) == "2026-11-20 Gym $(touch PWNED)\n2026-11-27 Gym $(touch PWNED)\n2026-11-26 Gym $(touch PWNED)\n")
    // --dir names the folder, not the log: the rule holds.
    #expect(try habits(["log", "gym", "--date", "2026-11-25", "--dir", "."], in: repo, environment: ["HABITS_LOG": "x"]).status == 2)
  }

  @Test("a link inside the folder is followed and stays a link; a dotfiles set-up linking both files into one folder works")
  func linksInside() throws {
    let (scratch, repo) = try repository()
    defer { scratch.remove() }
    mkdir(repo + "/logs", 0o755)
    Golden.write("2026-11-20 Gym $(touch PWNED)\n", to: repo + "/logs/2026.txt")
    #expect(symlink("logs/2026.txt", repo + "/log.txt") == 0)
    #expect(try habits(["log", "gym", "--quiet"], in: repo).status == 0)
    #expect(Golden.read(repo + "/logs/2026.txt") == "2026-11-20 Gym $(touch PWNED)\n2026-11-27 Gym $(touch PWNED)\n")
    var info = stat()
    #expect(lstat(repo + "/log.txt", &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
    // ~/habits/{habits,log}.txt linking into ~/dotfiles: both resolve into one folder.
    let dotfiles = scratch.file("dotfiles")
    let home = scratch.file("home")
    mkdir(dotfiles, 0o755)
    mkdir(home, 0o755)
    Golden.write("Read: every day\n", to: dotfiles + "/habits.txt")
    #expect(symlink(dotfiles + "/habits.txt", home + "/habits.txt") == 0)
    #expect(symlink("../dotfiles/log.txt", home + "/log.txt") == 0)
    let created = try habits(["log", "read", "--quiet"], in: home)
    #expect(created.status == 0, "\(created.stderr)")
    #expect(Golden.read(dotfiles + "/log.txt") == "2026-11-27 Read\n")
  }

  @Test("a file that is not a log is refused before anything is written; an empty or comment-only one is a log")
  func notALog() throws {
    let (scratch, repo) = try repository()
    defer { scratch.remove() }
    let script = "#!/bin/sh\nexport PATH=$HOME/bin:$PATH\nalias ll='ls -l'\n2026-11-20 Gym $(touch PWNED)\n"
    Golden.write(script, to: repo + "/log.txt")
    for arguments in [["log", "gym"], ["log", "gym", "--log", "log.txt"]] {
      let refused = try habits(arguments, in: repo)
      #expect(refused.status == 2)
      #expect(refused.stderr == """
        habits: 'log.txt' does not look like a log: fewer than half of its lines start with a date (1 of 3); nothing was written
          a log's lines start with a date YYYY-MM-DD; check the path (--log, --dir, $HABITS_LOG)

        """)
    }
    #expect(Golden.read(repo + "/log.txt") == script)
    for log in ["", "# my log\n\n# nothing yet\n"] {
      Golden.write(log, to: repo + "/log.txt")
      #expect(try habits(["log", "gym", "--quiet"], in: repo).status == 0)
      #expect(Golden.read(repo + "/log.txt") == log + "2026-11-27 Gym $(touch PWNED)\n")
    }
  }

  @Test(
    "what looks like a log",
    arguments: [
      ("", true), ("# comments only\n\n  # and blanks\n", true), ("2026-11-20 Gym\n", true),
      ("2026-11-20 Gym\nGym again\n", true), ("2026-11-20 Gym\nGym again\nand again\n", false),
      ("\u{FEFF}2026-11-20 Gym\r\n\r\n  2026-11-21 Gym\r\n", true), ("2026-11-20\n", true),
      ("export PATH=x\nalias ll='ls'\n", false), ("Gym: daily\nRead: daily\n", false),
      ("2026-1-20 Gym\n", false), ("20261120 Gym\n", false),
      // A log in the middle of a merge is a log.
      ("2026-11-16 Gym\n<<<<<<< HEAD\n2026-11-18 Gym\n=======\n2026-11-18 Read\n>>>>>>> laptop\n", true),
      // Only the first 50 lines that count are looked at.
      (String(repeating: "2026-11-20 Gym\n", count: 50) + String(repeating: "not a log line\n", count: 1000), true),
      (String(repeating: "not a log line\n", count: 50) + String(repeating: "2026-11-20 Gym\n", count: 1000), false),
    ])
  func shapes(text: String, isLog: Bool) {
    #expect(LogShape.isLog(Array(text.utf8)) == isLog)
  }
}
