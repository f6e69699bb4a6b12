@testable import HabitsSystem
import Testing

@testable import HabitsKit
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// An append holds one copy of the log, not two: the log is read with room for the line
/// (`FileSystem.read(descriptor:spare:)`), and the log as it will be after the write is the
/// same memory with the line written into that room (`FileBytes.appending`). Memory itself is
/// measured by `scripts/bench --dimensions`; these pin the design that keeps it bounded.
@Suite struct AppendMemoryTests {
  /// `count` bytes of text with `spare` bytes of room after them, as the system layer hands
  /// them over.
  private static func bytesWithRoom(_ text: String, spare: Int) -> FileBytes {
    let bytes = Array(text.utf8)
    let memory = UnsafeMutableRawPointer.allocate(byteCount: bytes.count + spare, alignment: 16)
    bytes.withUnsafeBytes { memory.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    return FileBytes(adopting: memory, count: bytes.count, capacity: bytes.count + spare) { $0.deallocate() }
  }

  @Test("a line that fits the spare room is written there: the new file shares the memory, the old one is unchanged")
  func intoSpareRoom() {
    let log = AppendMemoryTests.bytesWithRoom("2026-11-20 Gym\n", spare: 32)
    let after = log.appending(Array("2026-11-21 Read\n".utf8))
    #expect(after.sharesMemory(with: log))
    #expect(String(decoding: after, as: UTF8.self) == "2026-11-20 Gym\n2026-11-21 Read\n")
    #expect(String(decoding: log, as: UTF8.self) == "2026-11-20 Gym\n")
    #expect(log.count == 15)
  }

  @Test("the room is written once: a second append to the same bytes, or a line too long, is a copy")
  func roomClaimedOnce() {
    let log = AppendMemoryTests.bytesWithRoom("2026-11-20 Gym\n", spare: 32)
    let first = log.appending(Array("2026-11-21 Read\n".utf8))
    let second = log.appending(Array("2026-11-22 Swim\n".utf8))
    #expect(first.sharesMemory(with: log))
    #expect(!second.sharesMemory(with: log))
    #expect(String(decoding: first, as: UTF8.self) == "2026-11-20 Gym\n2026-11-21 Read\n")
    #expect(String(decoding: second, as: UTF8.self) == "2026-11-20 Gym\n2026-11-22 Swim\n")
    // The first new file may itself grow into what room is left.
    let third = first.appending(Array("x\n".utf8))
    #expect(third.sharesMemory(with: log))
    #expect(String(decoding: third, as: UTF8.self) == "2026-11-20 Gym\n2026-11-21 Read\nx\n")
    let long = AppendMemoryTests.bytesWithRoom("2026-11-20 Gym\n", spare: 4)
    #expect(!long.appending(Array("2026-11-21 Read\n".utf8)).sharesMemory(with: long))
    // Bytes made from an array have no room; a slice short of the end cannot use it.
    let array = FileBytes(Array("2026-11-20 Gym\n".utf8))
    #expect(!array.appending([0x0A]).sharesMemory(with: array))
    let roomy = AppendMemoryTests.bytesWithRoom("2026-11-20 Gym\n", spare: 32)
    let head = roomy[0..<10]
    #expect(!head.appending([0x0A]).sharesMemory(with: roomy))
    #expect(String(decoding: roomy, as: UTF8.self) == "2026-11-20 Gym\n")
  }

  @Test("a log read with spare room (small, or large in huge pages) takes the line without a copy", arguments: [10, 40_000])
  func readWithRoom(lines: Int) throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    let text = (0..<lines).map { "2026-11-\(10 + $0 % 20) Habit number \($0)\n" }.joined()
    folder.write(text, to: "log.txt")
    let fd = open(folder.file("log.txt"), O_RDONLY | O_CLOEXEC)
    try #require(fd >= 0)
    defer { close(fd) }
    let log = try FileSystem.read(descriptor: fd, spare: LogAppender.spareRoom).get()
    #expect(log.elementsEqual(text.utf8))
    let line = [UInt8](repeating: UInt8(ascii: "a"), count: LogAppender.spareRoom - 1) + [0x0A]
    let after = log.appending(line)
    #expect(after.sharesMemory(with: log))
    #expect(after.count == text.utf8.count + line.count)
    #expect(after[after.endIndex - 1] == 0x0A && after[text.utf8.count] == UInt8(ascii: "a"))
  }

  /// Whether some memory was given back: set by a deallocator.
  private final class Freed: @unchecked Sendable {
    // Unchecked: each test sets and reads it on its own thread.
    var freed = false
  }

  /// `text` with `spare` bytes of room after it, as `bytesWithRoom`, and what says when it is freed.
  private static func watchedBytes(_ text: String, spare: Int) -> (FileBytes, Freed) {
    let freed = Freed()
    let bytes = Array(text.utf8)
    let memory = UnsafeMutableRawPointer.allocate(byteCount: bytes.count + spare, alignment: 16)
    bytes.withUnsafeBytes { memory.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    let log = FileBytes(adopting: memory, count: bytes.count, capacity: bytes.count + spare) {
      freed.freed = true
      $0.deallocate()
    }
    return (log, freed)
  }

  /// The plan of a completion of `name` today on the writing scenario, as an append makes
  /// it: the log loaded, its bytes let go (the load's sources and the file), the log read
  /// again with `readAgain`. Also whether the log's memory was freed once let go, before the
  /// plan: whether nothing in the load but its sources holds it.
  private static func plan(
    _ name: String, readAgain: () -> FileBytes?
  ) throws -> (outcome: LogWritePlan.Outcome, freed: Bool) {
    let habitsFile = SourceFile(path: "habits.txt", text: WritingScenario.habits)
    let (bytes, freed) = watchedBytes(WritingScenario.log, spare: LogAppender.spareRoom)
    let logFile = SourceFile(path: "log.txt", bytes: bytes)
    _ = consume bytes
    let today = day("2026-11-22")
    var before = Loader.load(habitsFile: habitsFile, logFile: logFile, today: today)
    let logEnd = LogAppend.End(of: logFile.bytes)
    _ = consume logFile
    before.sources.removeSubrange(1...)
    let freedBeforePlan = freed.freed
    let habit = try #require(before.journal.habits.firstIndex { $0.name == name })
    let write = LogWrite(day: today, action: .completions([.init(habit: habit)]))
    let outcome = LogWritePlan.make(
      write, habitsFile: habitsFile, logEnd: logEnd, readAgain: readAgain, logPath: "log.txt",
      before: consume before, today: today, force: false)
    return (outcome, freedBeforePlan)
  }

  @Test("once loaded, the log's memory is held by nothing but the load's sources; extended, the plan does not read it again")
  func extendedLetsTheLogGo() throws {
    var reads = 0
    let (outcome, freed) = try AppendMemoryTests.plan("Gym") {
      reads += 1
      return nil
    }
    guard case .ready(let ready) = outcome else {
      Issue.record("not ready: \(outcome)")
      return
    }
    #expect(!ready.loadedAgain)
    #expect(freed)
    #expect(reads == 0)
    #expect(ready.after.sources.map(\.path) == ["habits.txt"])
    #expect(ready.bytes == Array("2026-11-22 Gym\n".utf8))
  }

  @Test("a line loaded again reads the log again, and the log as it will be is that memory with the line in its room")
  func loadedAgainReadsAgain() throws {
    var reads = 0
    var again: FileBytes?
    let (outcome, freed) = try AppendMemoryTests.plan("Read") {
      reads += 1
      again = AppendMemoryTests.bytesWithRoom(WritingScenario.log, spare: LogAppender.spareRoom)
      return again
    }
    guard case .ready(let ready) = outcome, let again else {
      Issue.record("not ready: \(outcome)")
      return
    }
    #expect(ready.loadedAgain)
    #expect(freed)
    #expect(reads == 1)
    let afterLog = try #require(ready.after.sources.first { $0.path == "log.txt" })
    #expect(afterLog.bytes.sharesMemory(with: again))
    #expect(String(decoding: afterLog.bytes, as: UTF8.self) == WritingScenario.log + "2026-11-22 Read\n")
    #expect(ready.bytes == Array("2026-11-22 Read\n".utf8))
  }

  @Test("a log that cannot be read again, or is no longer what was read, gets no line")
  func unreadableAgain() throws {
    let (failed, _) = try AppendMemoryTests.plan("Read") { nil }
    guard case .unreadable = failed else {
      Issue.record("planned: \(failed)")
      return
    }
    let (changed, _) = try AppendMemoryTests.plan("Read") { FileBytes(Array((WritingScenario.log + "2026-11-21 Read\n").utf8)) }
    guard case .changed = changed else {
      Issue.record("planned: \(changed)")
      return
    }
  }

  @Test("habits log lets the log's memory go before it writes the line and reports it", arguments: ["2026-11-20", "2026-11-10"])
  func commandLetsTheLogGo(date: String) throws {
    nonisolated(unsafe) var files = ["./habits.txt": Array(WritingScenario.habits.utf8), "./log.txt": Array(WritingScenario.log.utf8)]
    nonisolated(unsafe) var watched: [Freed] = []
    nonisolated(unsafe) var freedAtWrite: [Bool] = []
    let environment = Environment(
      variables: [:], today: day("2026-11-22"), stdoutIsTerminal: false, terminalWidth: nil,
      readFile: { path in files[path].map { .success(FileBytes($0)) } ?? .failure(.notFound) },
      appendToLog: Environment.unsharedAppend(
        read: { path in
          let (bytes, freed) = AppendMemoryTests.watchedBytes(String(decoding: files[path]!, as: UTF8.self), spare: 64)
          watched.append(freed)
          return .success(bytes)
        },
        write: { path, bytes in
          freedAtWrite = watched.map(\.freed)
          files[path, default: []] += bytes
          return .success(())
        }),
      readStagedFile: { _ in .failure(.notFound) }, writeOutput: { _ in }, writeError: { _ in })
    // After Gym's last entry, the line extends the load: the log is read once. Backdated, it
    // is judged by loading again: the log read first is let go, and read again.
    #expect(HabitsCommand.run(["log", "Gym", "--date", date, "--dir", ".", "--today", "2026-11-22"], in: environment) == .success)
    #expect(freedAtWrite == (date == "2026-11-20" ? [true] : [true, false]))
    #expect(files["./log.txt"] == Array((WritingScenario.log + "\(date) Gym\n").utf8))
  }
}
