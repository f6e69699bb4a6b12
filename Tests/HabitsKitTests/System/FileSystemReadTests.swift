@testable import HabitsSystem
import Testing

@testable import HabitsKit
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// `FileSystem.read`: small files in an ordinary allocation, large ones in a mapping of huge
/// pages, pipes and files that report no size read to their end, and what is not a file refused.
@Suite struct FileSystemReadTests {
  /// A log of `lines` lines, every line different.
  private static func log(lines: Int) -> String {
    (0..<lines).map { "2026-11-\(10 + $0 % 20) Habit number \($0)\n" }.joined()
  }

  @Test("small, empty and large files (read into a mapping) come back byte for byte", arguments: [0, 1, 100, 20_000, 200_000])
  func files(lines: Int) throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    let text = FileSystemReadTests.log(lines: lines)
    folder.write(text, to: "log.txt")
    let bytes = try FileSystem.read(folder.file("log.txt")).get()
    #expect(bytes.count == text.utf8.count)
    #expect(bytes.elementsEqual(text.utf8))
    if lines == 200_000 { #expect(bytes.count > ReadBuffer.smallestMapping) }
  }

  @Test("a large file is mapped, and cut short while read it reads as zeros from the cut, without a crash")
  func truncatedWhileMapped() throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    let text = FileSystemReadTests.log(lines: 40_000)
    folder.write(text, to: "log.txt")
    let bytes = try FileSystem.read(folder.file("log.txt")).get()
    #expect(bytes.count >= FileMapping.smallestFile)
    #expect(!FileSystem.changedWhileRead)
    // An editor truncates the file in place while it is read: the pages past the cut would
    // fault with SIGBUS.
    #expect(truncate(folder.file("log.txt"), 8192) == 0)
    let kept = bytes.withUnsafeBufferPointer { Array($0[0..<8192]) }
    let cut = bytes.withUnsafeBufferPointer { buffer in (8192..<buffer.count).allSatisfy { buffer[$0] == 0 } }
    #expect(kept.elementsEqual(text.utf8.prefix(8192)))
    #expect(cut)
    #expect(FileSystem.changedWhileRead)
  }

  @Test("a pipe is read to its end, however long (`--log <(git show HEAD:log.txt)`)", arguments: [0, 3, 200_000])
  func pipe(lines: Int) throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    let text = FileSystemReadTests.log(lines: lines)
    folder.write(text, to: "log.txt")
    // `cat` writes into the pipe while it is read: the buffer grows from a chunk to a mapping.
    let stream = try #require(popen("cat '\(folder.file("log.txt"))'", "r"))
    defer { pclose(stream) }
    let bytes = try FileSystem.read("/dev/fd/\(fileno(stream))").get()
    #expect(bytes.count == text.utf8.count)
    #expect(bytes.elementsEqual(text.utf8))
  }

  #if os(Linux)
    @Test("a file that reports no size (/proc) is read to its end")
    func sizeless() throws {
      let bytes = try FileSystem.read("/proc/self/status").get()
      #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("Name:"))
    }
  #endif

  @Test("a directory and a device are refused")
  func notFiles() throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    #expect(throws: Environment.FileError.isDirectory) { try FileSystem.read(folder.path).get() }
    #expect(throws: Environment.FileError.other("not a regular file")) { try FileSystem.read("/dev/zero").get() }
    #expect(throws: Environment.FileError.notFound) { try FileSystem.read(folder.file("missing.txt")).get() }
  }

  @Test("a FIFO (mkfifo) is refused as not a regular file at once, as the habits file or the log; a pipe is still read")
  func fifo() throws {
    let binary = try #require(Subprocess.habits)
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    folder.write("Gym: daily\n", to: "habits.txt")
    #expect(mkfifo(folder.file("f"), 0o644) == 0)
    // No writer ever opens it: a read that waited would wait for ever, so each run is timed
    // out (status 124) rather than left to hang the suite.
    let cases: [(arguments: [String], message: String)] = [
      (["--log", "f"], "habits: cannot read the log 'f': not a regular file\n"),
      (["check", "--log", "f"], "habits: cannot read the log 'f': not a regular file\n"),
      (["check", "--file", "f"], "habits: cannot read the habits file 'f': not a regular file\n"),
      (["fmt", "f"], "habits: cannot read 'f': not a regular file\n"),
    ]
    for item in cases {
      let run = try #require(Subprocess.run(["timeout", "20", binary] + item.arguments + ["--today", "2026-11-13"], in: folder.path))
      #expect(run.status == 2, "\(item.arguments): \(run.status) \(run.stderr)")
      #expect(run.stderr == item.message, "\(item.arguments): \(run.stderr)")
      #expect(run.stdout.isEmpty, "\(item.arguments)")
    }
    // A shell's pipe (`<(command)`) is a FIFO too, of the pipe file system: read to its end.
    let piped = try #require(
      Subprocess.run(
        ["timeout", "20", "bash", "-c", "\"$0\" check --log <(printf '2026-11-01 Gmy\\n') --today 2026-11-13 --format compact", binary],
        in: folder.path))
    #expect(piped.status == 1, "\(piped.stderr)")
    #expect(piped.stdout.contains(":1:12: error: unknown habit 'Gmy' [unknown-habit]"), "\(piped.stdout)")
  }

  @Test("a large log read from disk loads as the same bytes in memory do")
  func loadsAlike() throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    let text = (0..<40_000).map { "2026-\(10 + $0 / 28 % 2)-\(10 + $0 % 18) \($0 % 3 == 0 ? "Gym" : "Read x2")\n" }.joined()
    folder.write(text, to: "log.txt")
    let habits = SourceFile(path: "habits.txt", text: "Gym: daily\nRead: daily\n")
    let read = try FileSystem.read(folder.file("log.txt")).get()
    let fromDisk = Loader.load(habitsFile: habits, logFile: SourceFile(path: "log.txt", bytes: read), today: day("2026-11-22"))
    let inMemory = Loader.load(habitsFile: habits, logFile: SourceFile(path: "log.txt", text: text), today: day("2026-11-22"))
    #expect(fromDisk.journal == inMemory.journal)
    #expect(shortDiagnostics(fromDisk) == shortDiagnostics(inMemory))
  }
}
