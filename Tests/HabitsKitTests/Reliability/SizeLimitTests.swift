@testable import HabitsSystem
import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The size limits of conventions item 32 are located `too-large` errors at the first line
/// past them, never minutes of work: 10,000 habits, 100,000 habit lines, a line of 1 MiB, a
/// file of 2 GiB.
@Suite struct SizeLimitTests {
  /// `habits check --format compact` on the files: status and headers.
  private func check(_ habits: String, _ log: String? = nil) -> (HabitsKit.ExitStatus, [String]) {
    var files = ["habits.txt": habits]
    if let log { files["log.txt"] = log }
    let env = FakeEnvironment(files: files)
    let status = env.run(["check", "--format", "compact"])
    return (status, env.stdout.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") || $0.contains(": warning: ") })
  }

  @Test("the 10,001st habit: an error there, the rest of the file not read; 10,000 habits are fine")
  func habits() {
    let names = (1...10_000).map { "H\($0): daily\n" }.joined()
    #expect(check(names).0 == .success)
    let (status, headers) = check(names + "One more: daily\nGarbage line\n")
    #expect(status == .findings)
    #expect(headers == ["habits.txt:10001:1: error: more than 10,000 habits: this line and the rest of the file are not read [too-large]"])
  }

  @Test("the 100,001st habit line, habits and their 'from' lines counted together")
  func habitLines() {
    // Ten habits with 9,999 changes each: 100,000 lines, then one more.
    var text = ""
    for habit in 1...10 {
      text += "H\(habit): daily; since 1900-01-01\n"
      for change in 1...9_999 { text += "H\(habit): \(change % 2 == 0 ? "daily" : "Mon"); from \(day("1900-01-01") + change)\n" }
    }
    let lines = text.split(separator: "\n").count
    #expect(lines == 100_000)
    #expect(!check(text).1.contains { $0.contains("[too-large]") })
    let (status, headers) = check(text + "H1: Tue; from 2100-01-01\n")
    #expect(status == .findings)
    #expect(headers.last == "habits.txt:100001:1: error: more than 100,000 habit lines: this line and the rest of the file are not read [too-large]")
  }

  @Test("a line over 1 MiB, in either file, is an error at that line; the line is still read")
  func longLine() throws {
    let limit = SizeLimits.lineBytes
    func comment(_ length: Int, after text: String) -> String {
      text + " #" + String(repeating: "x", count: length - text.utf8.count - 2)
    }
    #expect(check(comment(limit, after: "Gym: daily") + "\n", comment(limit, after: "2026-11-20 Gym") + "\n") == (.success, []))
    let (status, headers) = check(comment(limit + 1, after: "Gym: daily") + "\n", comment(limit + 1, after: "2026-11-20 Gym") + "\n")
    #expect(status == .findings)
    #expect(headers == [
      "habits.txt:1:1: error: a line of 1048577 bytes, longer than 1 MiB [too-large]",
      "log.txt:1:1: error: a line of 1048577 bytes, longer than 1 MiB [too-large]",
    ])
  }

  @Test("a file over 2 GiB: a located error at the line past the limit, in check's format; reports and appends stop (exit 1)")
  func fileTooLarge() {
    let env = FakeEnvironment(files: ["habits.txt": "Gym: daily\n"])
    var environment = env.environment
    environment.readFile = { path in path == "log.txt" ? .failure(.tooLarge(line: 7)) : .success(FileBytes(Array("Gym: daily\n".utf8))) }
    environment.appendToLog = Environment.unsharedAppend(read: environment.readFile, write: { _, _ in .success(()) })
    #expect(HabitsCommand.run(["check", "--format", "compact"], in: environment) == .findings)
    #expect(env.stdout == "log.txt:7:1: error: the file is larger than 2 GiB [too-large]\n1 error, 0 warnings\n")
    env.stdout = ""
    #expect(HabitsCommand.run(["check", "--json"], in: environment) == .findings)
    #expect(env.stdout.contains(#""code":"too-large""#) && env.stdout.contains(#""line":7"#), "\(env.stdout)")
    for command in [["status"], ["log", "Gym"]] {
      env.stdout = ""
      env.stderr = ""
      #expect(HabitsCommand.run(command, in: environment) == .findings, "\(command)")
      #expect(env.stderr.hasPrefix("log.txt:7:1: error: the file is larger than 2 GiB [too-large]\n"), "\(command): \(env.stderr)")
      #expect(env.stderr.hasSuffix("habits: 1 error in the files; fix it (habits check)\n"))
      #expect(env.stdout.isEmpty)
    }
  }

  @Test("the line past the limit is counted from the file, not read into memory, CRLF across chunks once")
  func lineOfLimit() throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    // Lines of 1,000 bytes, CRLF-terminated; one CRLF straddles the first 1 MiB chunk.
    let line = String(repeating: "a", count: 998) + "\r\n"
    let text = String(repeating: "b", count: (1 << 20) - 1) + "\r\n" + String(repeating: line, count: 3000)
    folder.write(text, to: "log.txt")
    let fd = open(folder.file("log.txt"), O_RDONLY)
    defer { close(fd) }
    for (largest, expected) in [(10, 1), ((1 << 20) + 1, 2), ((1 << 20) + 1 + 2500, 4)] {
      lseek(fd, 0, SEEK_SET)
      #expect(throws: Environment.FileError.tooLarge(line: expected)) { try FileSystem.read(descriptor: fd, largest: largest).get() }
    }
    lseek(fd, 0, SEEK_SET)
    #expect(try FileSystem.read(descriptor: fd, largest: text.utf8.count).get().count == text.utf8.count)
  }

  @Test("a habits file of a million lines is read to its 10,001st habit, through the built habits: status reports the habits before it and names the error; with --strict it refuses")
  func millionLines() throws {
    let binary = try #require(Subprocess.habits, "the habits binary is not built (swift build builds it before swift test)")
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    folder.write((1...1_000_000).map { "Habit number \($0): every day\n" }.joined(), to: "habits.txt")
    let environment = ["HABITS_FILE": "", "HABITS_DIR": "", "HABITS_LOG": ""]
    let run = try #require(Subprocess.run([binary, "status", "--today", "2026-11-22", "--short"], in: folder.path, environment: environment))
    #expect(run.status == 0)
    #expect(run.stderr == "habits: 1 error in the files (habits.txt:10001 too-large); run habits check\n", "\(run.stderr.prefix(300))")
    #expect(run.stdout.hasPrefix("0 on track · 10000 not logged"), "\(run.stdout.prefix(300))")
    let strict = try #require(Subprocess.run([binary, "status", "--today", "2026-11-22", "--strict"], in: folder.path, environment: environment))
    #expect(strict.status == 1)
    #expect(strict.stderr.hasPrefix("habits.txt:10001:1: error: more than 10,000 habits: this line and the rest of the file are not read [too-large]\n"), "\(strict.stderr.prefix(300))")
  }
}
