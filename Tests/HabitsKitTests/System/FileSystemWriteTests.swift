import HabitsSystem
import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// `habits log` on the real file system through `HabitsSystem.FileSystem`: a missing log, a
/// symlinked log, a read-only log, a directory in its place, a missing folder.
@Suite struct FileSystemWriteTests {
  /// Output recorded from an in-process run against real files.
  final class Output: @unchecked Sendable {
    var stdout = ""
    var stderr = ""
  }

  /// Runs `habits ARGS --dir FOLDER --today 2026-11-22` in-process with real files.
  private func run(_ arguments: [String], in folder: TemporaryFolder, output: Output = Output()) -> HabitsKit.ExitStatus {
    let environment = Environment(
      variables: [:], today: day("2026-11-22"), stdoutIsTerminal: false, terminalWidth: nil,
      readFile: FileSystem.read, appendToLog: LogAppender().append,
      readStagedFile: { _ in .failure(.notFound) },
      writeOutput: { output.stdout += $0 }, writeError: { output.stderr += $0 })
    return HabitsCommand.run(arguments + ["--dir", folder.path], in: environment)
  }

  private func makeFolder(log: String?) throws -> TemporaryFolder {
    let folder = try #require(TemporaryFolder())
    folder.write("Gym: every day\nRead: every day\n", to: "habits.txt")
    if let log { folder.write(log, to: "log.txt") }
    return folder
  }

  @Test("a missing log is created")
  func createsLog() throws {
    let folder = try makeFolder(log: nil)
    defer { folder.remove() }
    #expect(run(["log", "Gym"], in: folder) == .success)
    #expect(folder.bytes("log.txt") == Array("2026-11-22 Gym\n".utf8))
  }

  @Test("appending keeps every old byte, CRLF and all")
  func appends() throws {
    let folder = try makeFolder(log: "\u{FEFF}2026-11-20 Gym\r\n2026-11-21 Read")
    defer { folder.remove() }
    let before = try #require(folder.bytes("log.txt"))
    #expect(run(["log", "Gym", "Read"], in: folder) == .success)
    #expect(folder.bytes("log.txt") == before + Array("\r\n2026-11-22 Gym, Read\r\n".utf8))
  }

  @Test("a symlinked log is appended through the link, which stays a link")
  func symlink() throws {
    let folder = try makeFolder(log: nil)
    defer { folder.remove() }
    folder.write("2026-11-21 Read\n", to: "real-log.txt")
    #expect(Glibc.symlink("real-log.txt", folder.file("log.txt")) == 0)
    #expect(run(["log", "Gym"], in: folder) == .success)
    #expect(folder.bytes("real-log.txt") == Array("2026-11-21 Read\n2026-11-22 Gym\n".utf8))
    var info = stat()
    #expect(lstat(folder.file("log.txt"), &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
  }

  @Test("a read-only log: exit 2, a clear message, the file as it was")
  func readOnly() throws {
    let folder = try makeFolder(log: "2026-11-21 Read\n")
    defer { folder.remove() }
    #expect(chmod(folder.file("log.txt"), 0o444) == 0)
    if geteuid() == 0 {
      // Root writes through 0444, so there is nothing to observe here; the directory case
      // below covers an unwritable log path for root.
      #expect(access(folder.file("log.txt"), W_OK) == 0)
      return
    }
    let output = Output()
    #expect(run(["log", "Gym"], in: folder, output: output) == .failure)
    #expect(output.stderr == "habits: cannot write the log '\(folder.file("log.txt"))': Permission denied\n")
    #expect(output.stdout == "")
    #expect(folder.bytes("log.txt") == Array("2026-11-21 Read\n".utf8))
  }

  @Test("a directory in the log's place: exit 2, a clear message, nothing created")
  func directory() throws {
    let folder = try makeFolder(log: nil)
    defer { folder.remove() }
    #expect(mkdir(folder.file("log.txt"), 0o755) == 0)
    let output = Output()
    #expect(run(["log", "Gym"], in: folder, output: output) == .failure)
    #expect(output.stderr == "habits: cannot read the log '\(folder.file("log.txt"))': Is a directory\n")
    #expect(Golden.list(folder.file("log.txt")).isEmpty)
    // The append itself refuses, before any decision, should the path become a directory
    // after a command read it.
    let target = Environment.AppendTarget(logPath: folder.file("log.txt"), habitsPath: folder.file("habits.txt"), logIsNamed: false)
    var decided = false
    let appended = LogAppender().append(target) { _, _ in
      decided = true
      return Array("x\n".utf8)
    }
    #expect(appended == .failure(.cannotRead(.isDirectory)))
    #expect(!decided)
  }

  @Test("a missing folder is an error, not created: exit 2")
  func missingFolder() throws {
    let folder = try makeFolder(log: nil)
    defer { folder.remove() }
    let output = Output()
    let log = folder.file("no-such-folder/log.txt")
    #expect(run(["log", "Gym", "--log", log], in: folder, output: output) == .failure)
    #expect(output.stderr == """
      habits: cannot write the log '\(log)': No such file or directory
        its folder does not exist; create it, or point to the log with --log, --dir or $HABITS_DIR

      """)
    var info = stat()
    #expect(stat(folder.file("no-such-folder"), &info) != 0)
  }

  @Test("a read-only folder: a missing log cannot be created (skipped as root)")
  func readOnlyFolder() throws {
    let folder = try makeFolder(log: nil)
    defer { folder.remove() }
    guard geteuid() != 0 else { return }
    #expect(chmod(folder.path, 0o555) == 0)
    let output = Output()
    #expect(run(["log", "Gym"], in: folder, output: output) == .failure)
    #expect(output.stderr.hasSuffix("Permission denied\n"))
  }
}
