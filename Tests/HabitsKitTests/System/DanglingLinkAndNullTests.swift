@testable import HabitsSystem
import Testing

@testable import HabitsKit
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Two files that are not plain files, through the built `habits`: a log that is a symbolic
/// link to nothing is an error naming its target, never an empty log in silence; the null
/// device reads as an empty file, and is still never written.
@Suite struct DanglingLinkAndNullTests {
  private func run(_ folder: TemporaryFolder, _ arguments: String...) throws -> Subprocess.Output { try run(folder, arguments) }

  private func run(_ folder: TemporaryFolder, _ arguments: [String]) throws -> Subprocess.Output {
    let binary = try #require(Subprocess.habits)
    let environment = ["HABITS_FILE": "", "HABITS_LOG": "", "HABITS_DIR": "", "NO_COLOR": "1", "LC_ALL": "C"]
    return try #require(Subprocess.run(["timeout", "20", binary] + arguments + ["--today", "2026-11-03"], in: folder.path, environment: environment))
  }

  @Test("a log beside the habits file that links to nothing stops status, check and log (exit 2), naming the target")
  func danglingLog() throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    mkdir(folder.file("d"), 0o755)
    mkdir(folder.file("real"), 0o755)
    folder.write("Read: every day; since 2026-11-01\n", to: "d/habits.txt")
    folder.write("2026-11-01 Read\n2026-11-02 Read\n", to: "real/log.txt")
    #expect(symlink("../real/log.txt", folder.file("d/log.txt")) == 0)
    #expect(try run(folder, "--dir", "d").status == 0)
    // The synced folder is not mounted: the target is gone.
    #expect(rename(folder.file("real/log.txt"), folder.file("real/log.bak")) == 0)
    let message = "habits: cannot read the log 'd/log.txt': it is a symbolic link to '../real/log.txt', which does not exist"
    for arguments in [["--dir", "d"], ["check", "--dir", "d"], ["check", "-f", "d/habits.txt", "--log", "d/log.txt"]] {
      let result = try run(folder, arguments)
      #expect(result.status == 2, "\(arguments): \(result.stdout)")
      #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
    }
    // `habits log` through a link out of the folder writes nothing, whether its target exists
    // or not (UntrustedLogTests); inside it, it creates the target (a dotfiles set-up made
    // before the first entry), and the log reads again.
    #expect(try run(folder, "log", "Read", "--dir", "d").status == 2)
    #expect(unlink(folder.file("d/log.txt")) == 0)
    mkdir(folder.file("d/sub"), 0o755)
    #expect(symlink("sub/log.txt", folder.file("d/log.txt")) == 0)
    #expect(try run(folder, "check", "--dir", "d").status == 2)
    #expect(try run(folder, "log", "Read", "--dir", "d").status == 0)
    #expect(try run(folder, "check", "--dir", "d").status == 0)
    // A plain missing log is still an empty one, in silence.
    #expect(unlink(folder.file("d/log.txt")) == 0)
    let missing = try run(folder, "check", "--dir", "d")
    #expect(missing.status == 0 && missing.stderr.isEmpty, "\(missing.stderr)")
  }

  @Test("/dev/null reads as an empty log or file (status, check, fmt); habits log still refuses to write it")
  func nullDevice() throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    folder.write("Read: every day; since 2026-11-01\n", to: "habits.txt")
    let status = try run(folder, "-f", "habits.txt", "--log", "/dev/null")
    #expect(status.status == 0, "\(status.stderr)")
    #expect(status.stdout.contains("Read"))
    let check = try run(folder, "check", "-f", "habits.txt", "--log", "/dev/null")
    #expect(check.status == 0 && check.stderr.isEmpty, "\(check.stderr)")
    let fmt = try run(folder, "fmt", "--check", "/dev/null")
    #expect(fmt.status == 0, "\(fmt.stderr)")
    let logged = try run(folder, "log", "Read", "-f", "habits.txt", "--log", "/dev/null")
    #expect(logged.status == 2)
    #expect(logged.stderr.contains("not a regular file"), "\(logged.stderr)")
    #expect(try FileSystem.read("/dev/null").get().isEmpty)
    #expect(throws: Environment.FileError.other("not a regular file")) { try FileSystem.read("/dev/zero").get() }
  }
}
