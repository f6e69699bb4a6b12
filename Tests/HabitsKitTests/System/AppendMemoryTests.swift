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

  @Test("the plan loads the log as it will be from the same memory as the log it was given")
  func planSharesTheLog() throws {
    let habitsFile = SourceFile(path: "habits.txt", text: WritingScenario.habits)
    let logFile = SourceFile(
      path: "log.txt", bytes: AppendMemoryTests.bytesWithRoom(WritingScenario.log, spare: LogAppender.spareRoom))
    let today = day("2026-11-22")
    let before = Loader.load(habitsFile: habitsFile, logFile: logFile, today: today)
    let read = try #require(before.journal.habits.firstIndex { $0.name == "Read" })
    let write = LogWrite(day: today, action: .completions([.init(habit: read)]))
    let plan = LogWritePlan.make(
      write, habitsFile: habitsFile, logFile: logFile, logPath: "log.txt", before: before, today: today, force: false)
    guard case .ready(let ready) = plan else {
      Issue.record("refused: \(plan)")
      return
    }
    let afterLog = try #require(ready.after.sources.first { $0.path == "log.txt" })
    #expect(afterLog.bytes.sharesMemory(with: logFile.bytes))
    #expect(String(decoding: afterLog.bytes, as: UTF8.self) == WritingScenario.log + "2026-11-22 Read\n")
    #expect(ready.bytes == Array("2026-11-22 Read\n".utf8))
  }
}
