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

  #if os(Linux)
    /// The resident kilobytes of this process's mapping that holds `address` (/proc/self/smaps).
    private static func residentKilobytes(ofMappingAt address: UInt) -> Int? {
      guard let smaps = try? FileSystem.read("/proc/self/smaps").get() else { return nil }
      var inMapping = false
      for line in String(decoding: smaps, as: UTF8.self).split(separator: "\n") {
        if let dash = line.firstIndex(of: "-"), let start = UInt(line[..<dash], radix: 16),
          let space = line.firstIndex(of: " "), let end = UInt(line[line.index(after: dash)..<space], radix: 16)
        {
          inMapping = address >= start && address < end
        } else if inMapping && line.hasPrefix("Rss:") {
          return Int(line.split(separator: " ")[1])
        }
      }
      return nil
    }

    @Test("a mapped log gives back the pages before an offset it is told are read, and shows the file's bytes after as before")
    func mappedPagesLetGo() throws {
      let folder = try #require(TemporaryFolder())
      defer { folder.remove() }
      let text = FileSystemReadTests.log(lines: 40_000)
      folder.write(text, to: "log.txt")
      let bytes = try FileSystem.read(folder.file("log.txt")).get()
      #expect(bytes.letsGoOfPages)
      let base = bytes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
      #expect(bytes.elementsEqual(text.utf8))
      let before = try #require(FileSystemReadTests.residentKilobytes(ofMappingAt: base))
      bytes.letGoOfPages(before: bytes.count)
      let after = try #require(FileSystemReadTests.residentKilobytes(ofMappingAt: base))
      #expect(before * 1024 >= bytes.count - 4096, "all of it was resident once read (\(before) KiB)")
      #expect(after <= 4, "only the last, partial page is left (\(after) KiB)")
      #expect(bytes.elementsEqual(text.utf8), "read again from the file")

      // Memory of our own has no other copy of its bytes: it keeps them.
      let own = FileBytes(Array(text.utf8))
      #expect(!own.letsGoOfPages)
      own.letGoOfPages(before: own.count)
      #expect(own.elementsEqual(text.utf8))
    }
  #endif

  @Test("a load tells the log's memory, a stretch at a time, that the lines behind its reader are read, and loads as without it")
  func loadLetsGoOfReadPages() throws {
    /// The offsets a log's memory was told, in order.
    final class Told: @unchecked Sendable {
      var offsets: [Int] = []
    }
    let told = Told()
    let text = (0..<60_000).map { "2026-\(10 + $0 / 28 % 2)-\(10 + $0 % 18) \($0 % 3 == 0 ? "Gym" : "Read x2")\n" }.joined()
    let memory = UnsafeMutableRawPointer.allocate(byteCount: text.utf8.count, alignment: 16)
    _ = text.utf8.withContiguousStorageIfAvailable { memory.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    let bytes = FileBytes(
      adopting: memory, count: text.utf8.count, deallocator: { $0.deallocate() },
      pageReleaser: { _, count in told.offsets.append(count) })
    let habits = SourceFile(path: "habits.txt", text: "Gym: daily\nRead: daily\n")
    let released = Loader.load(habitsFile: habits, logFile: SourceFile(path: "log.txt", bytes: bytes), today: day("2026-11-22"))
    let kept = Loader.load(habitsFile: habits, logFile: SourceFile(path: "log.txt", text: text), today: day("2026-11-22"))
    #expect(released.journal == kept.journal)
    #expect(shortDiagnostics(released) == shortDiagnostics(kept))
    // Told in order, a stretch apart, and never past what was read.
    let stretch = LogReader.pagesLetGoAtOnce
    #expect(told.offsets.count >= text.utf8.count / stretch - 1, "\(told.offsets)")
    #expect(zip(told.offsets, told.offsets.dropFirst()).allSatisfy { $1 - $0 >= stretch }, "\(told.offsets)")
    #expect((told.offsets.last ?? 0) < text.utf8.count)
    #expect(told.offsets.allSatisfy { text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: $0 - 1)] == 0x0A }, "each at a line's start")
  }
}
