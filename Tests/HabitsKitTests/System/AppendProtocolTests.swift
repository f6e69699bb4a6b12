import HabitsSystem
import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The append protocol (`LogAppender`) on real files, in-process with its system calls
/// replaced where a test needs a failure: a write or a sync that fails leaves the log
/// byte-identical, the line is synced before success is reported, and a command that has
/// written reports success whatever a later read finds.
@Suite struct AppendProtocolTests {
  /// Output recorded from an in-process run.
  final class Output: @unchecked Sendable {
    var stdout = ""
    var stderr = ""
  }

  /// Runs `habits ARGS --dir FOLDER --today 2026-11-22` in-process on real files, appending
  /// with `appender`.
  static func run(
    _ arguments: [String], in folder: TemporaryFolder, appender: LogAppender = LogAppender(), output: Output = Output()
  ) -> HabitsKit.ExitStatus {
    let environment = Environment(
      variables: [:], today: day("2026-11-22"), stdoutIsTerminal: false, terminalWidth: nil,
      readFile: FileSystem.read, appendToLog: appender.append,
      readStagedFile: { _ in .failure(.notFound) },
      writeOutput: { output.stdout += $0 }, writeError: { output.stderr += $0 })
    return HabitsCommand.run(arguments + ["--dir", folder.path, "--today", "2026-11-22"], in: environment)
  }

  static let log = "# mine\n2026-11-20 Gym\n2026-11-21 Read"

  private func folder(log: String? = AppendProtocolTests.log) throws -> TemporaryFolder {
    let folder = try #require(TemporaryFolder())
    folder.write("Gym: every day\nRead: every day\n", to: "habits.txt")
    if let log { folder.write(log, to: "log.txt") }
    return folder
  }

  /// An appender whose writes put at most `limit` bytes in all, then fail with `code`, as a
  /// full disk does (a short write, then ENOSPC).
  private func failing(after limit: Int, code: Int32 = ENOSPC) -> LogAppender {
    nonisolated(unsafe) var room = limit
    var appender = LogAppender()
    appender.write = { fd, buffer, count in
      guard room > 0 else {
        errno = code
        return -1
      }
      let written = Glibc.write(fd, buffer, min(count, room))
      if written > 0 { room -= written }
      return written
    }
    return appender
  }

  @Test("a write that fails part-way (a full disk) leaves the log byte-identical, and the next append works", arguments: [0, 1, 5, 14])
  func failedWrite(after limit: Int) throws {
    let folder = try folder()
    defer { folder.remove() }
    let before = try #require(folder.bytes("log.txt"))
    let output = Output()
    #expect(Self.run(["log", "Gym"], in: folder, appender: failing(after: limit), output: output) == .failure)
    #expect(output.stderr == "habits: cannot write the log '\(folder.file("log.txt"))': No space left on device\n")
    #expect(output.stdout == "")
    #expect(folder.bytes("log.txt") == before)
    // Nothing of the failed line is left to prefix the next one.
    #expect(Self.run(["log", "Gym", "--quiet"], in: folder) == .success)
    #expect(folder.bytes("log.txt") == before + Array("\n2026-11-22 Gym\n".utf8))
  }

  @Test("a failed write to a missing log leaves no log behind")
  func failedWriteToNewLog() throws {
    let folder = try folder(log: nil)
    defer { folder.remove() }
    #expect(Self.run(["log", "Gym"], in: folder, appender: failing(after: 3)) == .failure)
    var info = stat()
    #expect(lstat(folder.file("log.txt"), &info) != 0 && errno == ENOENT)
  }

  @Test("a sync that fails leaves the log byte-identical and exits 2")
  func failedSync() throws {
    let folder = try folder()
    defer { folder.remove() }
    let before = try #require(folder.bytes("log.txt"))
    var appender = LogAppender()
    appender.sync = { _ in
      errno = EIO
      return -1
    }
    let output = Output()
    #expect(Self.run(["log", "Gym"], in: folder, appender: appender, output: output) == .failure)
    #expect(output.stderr.hasSuffix("': Input/output error\n"))
    #expect(folder.bytes("log.txt") == before)
  }

  @Test("(d) the whole line is written, then synced, before success is reported")
  func syncedBeforeSuccess() throws {
    let folder = try folder()
    defer { folder.remove() }
    nonisolated(unsafe) var calls: [String] = []
    var appender = LogAppender()
    appender.write = { fd, buffer, count in
      calls.append("write \(count)")
      return Glibc.write(fd, buffer, count)
    }
    appender.sync = { fd in
      // What is synced is the file with the whole line.
      var info = stat()
      fstat(fd, &info)
      calls.append("sync \(info.st_size)")
      return fsync(fd)
    }
    let output = Output()
    #expect(Self.run(["log", "Gym"], in: folder, appender: appender, output: output) == .success)
    let size = Self.log.utf8.count + "\n2026-11-22 Gym\n".utf8.count
    #expect(calls == ["write 16", "sync \(size)"])
    #expect(output.stdout.hasPrefix("2026-11-22 Gym\n"))
  }

  @Test("a refused command decides under the lock and writes nothing, a missing log not even created")
  func refusedWritesNothing() throws {
    let folder = try folder(log: nil)
    defer { folder.remove() }
    #expect(Self.run(["log", "Gmy"], in: folder) == .failure)
    var info = stat()
    #expect(lstat(folder.file("log.txt"), &info) != 0)
    #expect(Self.run(["log", "Gym", "--quiet"], in: folder) == .success)
    #expect(folder.bytes("log.txt") == Array("2026-11-22 Gym\n".utf8))
  }

  @Test("a line judged by loading again reads the locked log once more, from its start, and is appended after it")
  func loadedAgainReadsTheLockedLog() throws {
    let folder = try folder()
    defer { folder.remove() }
    // A backdated line is not an extension of the load before: the plan reads the log again.
    let output = Output()
    #expect(Self.run(["log", "Read", "--date", "2026-11-19"], in: folder, output: output) == .success)
    #expect(folder.bytes("log.txt") == Array((Self.log + "\n2026-11-19 Read\n").utf8))
    #expect(output.stdout.hasPrefix("2026-11-19 Read\n"))
    // An extension, after it, reads the log once.
    #expect(Self.run(["log", "Gym", "--quiet"], in: folder) == .success)
    #expect(folder.bytes("log.txt") == Array((Self.log + "\n2026-11-19 Read\n2026-11-22 Gym\n").utf8))
  }

  @Test("reading the locked log again reads it as it is now, from its start")
  func readAgainFromTheStart() throws {
    let folder = try folder()
    defer { folder.remove() }
    let target = Environment.AppendTarget(logPath: folder.file("log.txt"), habitsPath: folder.file("habits.txt"), logIsNamed: false)
    // The decision asks again, and is told it cannot be: it writes nothing, and the append says why.
    let appended = LogAppender().append(target) { log, readAgain in
      _ = consume log
      // The file is cut while it is locked (another program that does not lock): read again,
      // it is no longer as it was, which the plan sees by its size.
      truncate(folder.file("log.txt"), 5)
      let again = readAgain()
      #expect(again.map(Array.init) == Array(Self.log.utf8.prefix(5)))
      return nil
    }
    #expect(appended == .success(false))
    #expect(folder.bytes("log.txt") == Array(Self.log.utf8.prefix(5)))
  }

  @Test("a line judged by loading again on a log that cannot be read again, or is no longer as read, is not written: exit 2")
  func cannotReadAgain() throws {
    for second in [Environment.FileError.permissionDenied, nil] {
      nonisolated(unsafe) var files = ["./habits.txt": Array("Gym: every day\nRead: every day\n".utf8), "./log.txt": Array(Self.log.utf8)]
      nonisolated(unsafe) var reads = 0
      let output = Output()
      let environment = Environment(
        variables: [:], today: day("2026-11-22"), stdoutIsTerminal: false, terminalWidth: nil,
        readFile: { path in files[path].map { .success(FileBytes($0)) } ?? .failure(.notFound) },
        appendToLog: Environment.unsharedAppend(
          read: { path in
            reads += 1
            // The second read fails, or finds the log cut short by another program.
            if reads == 2, let second { return .failure(second) }
            let bytes = files[path]!
            return .success(FileBytes(reads == 2 ? Array(bytes.prefix(5)) : bytes))
          },
          write: { path, bytes in
            files[path, default: []] += bytes
            return .success(())
          }),
        readStagedFile: { _ in .failure(.notFound) },
        writeOutput: { output.stdout += $0 }, writeError: { output.stderr += $0 })
      let status = HabitsCommand.run(["log", "Read", "--date", "2026-11-19", "--dir", ".", "--today", "2026-11-22"], in: environment)
      #expect(reads == 2)
      #expect(files["./log.txt"] == Array(Self.log.utf8))
      #expect(status == .failure)
      #expect(output.stdout.isEmpty)
      #expect(
        output.stderr
          == (second != nil
            ? "habits: cannot read the log './log.txt': Permission denied\n"
            : "habits: the log './log.txt' changed while it was being read; nothing was written; run the command again\n"))
    }
  }

  @Test("a command that has appended reports success even when a file read changed; a report asks to be run again")
  func changedAfterWriting() throws {
    let fake = FakeEnvironment(files: ["habits.txt": "Gym: every day\n", "log.txt": "2026-11-20 Gym\n"])
    var environment = fake.environment
    environment.filesChangedWhileRead = { true }
    #expect(HabitsCommand.run(["log", "Gym"], in: environment) == .success)
    #expect(fake.text("log.txt") == "2026-11-20 Gym\n2026-11-22 Gym\n")
    #expect(!fake.stderr.contains("run the command again"))
    #expect(fake.stdout.hasPrefix("2026-11-22 Gym\n"))
    // A command that wrote nothing, a refusal or a report, may be run again.
    #expect(HabitsCommand.run(["log", "Gym"], in: environment) == .failure)
    #expect(fake.stderr.hasSuffix("habits: a file changed while it was being read; run the command again\n"))
    fake.stderr = ""
    #expect(HabitsCommand.run(["status"], in: environment) == .failure)
    #expect(fake.stderr == "habits: a file changed while it was being read; run the command again\n")
  }
}
