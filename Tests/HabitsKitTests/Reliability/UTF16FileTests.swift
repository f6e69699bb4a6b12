import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// A UTF-16 file (Windows Notepad's "Unicode") is named as such, once, with how to fix it,
/// rather than as an invalid UTF-8 byte and a NUL byte on every line; and a write beside an
/// error that is in no habit says where it is, not "in other habits".
@Suite struct UTF16FileTests {
  /// `text` in UTF-16, with its byte order mark unless `mark` is false.
  private func utf16(_ text: String, bigEndian: Bool, mark: Bool = true) -> [UInt8] {
    var bytes: [UInt8] = !mark ? [] : bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in text.utf16 {
      let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
      bytes += bigEndian ? [high, low] : [low, high]
    }
    return bytes
  }

  @Test("a UTF-16 log or habits file: one invalid-encoding error that names it", arguments: [false, true])
  func named(bigEndian: Bool) {
    for file in ["log.txt", "habits.txt"] {
      // With the habits file read as empty, the log is empty too: its entries would name no habit.
      let env = FakeEnvironment(today: "2026-11-02", files: ["habits.txt": "Gym: daily\n", "log.txt": ""])
      env.files[file] = utf16(file == "log.txt" ? "2026-11-01 Gym\n2026-11-02 Gym\n" : "Gym: daily\nRead: daily\n", bigEndian: bigEndian)
      let status = env.run(["check", "--format", "compact"])
      #expect(status == .findings)
      let mark = bigEndian ? "big-endian: it starts with the byte order mark FE FF" : "little-endian: it starts with the byte order mark FF FE"
      #expect(env.stdout == "\(file):1:1: error: the file is UTF-16 (\(mark)), not UTF-8 [invalid-encoding]\n1 error, 0 warnings\n", "\(env.stdout)")
    }
  }

  @Test("its notes say how to fix it")
  func notes() throws {
    let loaded = Loader.load(
      habitsFile: SourceFile(path: "habits.txt", text: "Gym: daily\n"),
      logFile: SourceFile(path: "log.txt", bytes: utf16("2026-11-01 Gym\n", bigEndian: false)), today: day("2026-11-02"))
    let error = try #require(loaded.diagnostics.first)
    #expect(loaded.diagnostics.count == 1)
    #expect(error.notes.map(\.message).first == "the file is read as empty; save it as UTF-8 (in Notepad: Save As, Encoding: UTF-8)")
    // The habits file is read as usual.
    #expect(loaded.journal.habits.map(\.name) == ["Gym"])
  }

  @Test("a write beside a log line in Latin-1 names where the error is")
  func latin1() {
    let env = FakeEnvironment(today: "2026-11-02", files: ["habits.txt": "Gym: daily\nCafé: daily\n"])
    env.files["log.txt"] = Array("2026-11-01 Caf".utf8) + [0xE9] + Array("\n2026-11-01 Gym\n".utf8)
    #expect(env.run(["log", "Gym"]) == .success)
    #expect(env.stderr == "habits: 1 error in the files (log.txt:1 invalid-encoding); run habits check\n", "\(env.stderr)")
  }

  @Test("a UTF-16 file without a byte order mark is named too, with the byte order iconv needs", arguments: [false, true])
  func withoutMark(bigEndian: Bool) throws {
    for file in ["log.txt", "habits.txt"] {
      let env = FakeEnvironment(today: "2026-11-02", files: ["habits.txt": "Gym: daily\n", "log.txt": ""])
      env.files[file] = utf16(
        file == "log.txt" ? "2026-11-01 Gym\n2026-11-02 Gym\n" : "Gym: daily\nRead: daily\n", bigEndian: bigEndian, mark: false)
      #expect(env.run(["check", "--format", "compact"]) == .findings)
      let order = bigEndian ? "big-endian" : "little-endian"
      #expect(
        env.stdout
          == "\(file):1:1: error: the file is UTF-16 (\(order), without a byte order mark: a NUL byte beside every ASCII character), not UTF-8 [invalid-encoding]\n1 error, 0 warnings\n",
        "\(env.stdout)")
    }
    let loaded = Loader.load(
      habitsFile: SourceFile(path: "habits.txt", text: "Gym: daily\n"),
      logFile: SourceFile(path: "log.txt", bytes: utf16("2026-11-01 Gym\n", bigEndian: bigEndian, mark: false)),
      today: day("2026-11-02"))
    let error = try #require(loaded.diagnostics.first)
    #expect(loaded.diagnostics.count == 1)
    #expect(error.notes.map(\.message).last == "or convert it: iconv -f UTF-16\(bigEndian ? "BE" : "LE") -t UTF-8 'log.txt' > converted.txt, then replace the file")
  }

  @Test(
    "what is UTF-16 and what is not",
    arguments: [
      // (bytes, expected: nil, or (big-endian, mark))
      ([0xFF, 0xFE], "little, mark"),
      ([0xFE, 0xFF, 0x00, 0x47], "big, mark"),
      (Array("2026-11-01 Gym\n".utf8), "none"),
      (Array("G\0".utf8), "none"),  // too short to tell
      (Array("G\0y\0m\0:\0 \0d\0".utf8), "little, no mark"),
      (Array("\0G\0y\0m\0:\0 \0d".utf8), "big, no mark"),
      // A stray NUL in UTF-8 text is the line scan's to name, where it is.
      (Array("2026-11-01 Gym\0\n".utf8), "none"),
      (Array("G\0y\0m: daily, every morning before work, with the dog\n".utf8), "none"),
      (Array("\0\0\0\0".utf8), "none"),
      (Array("Gym: daily\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }), "little, no mark"),
    ] as [([UInt8], String)])
  func detection(bytes: [UInt8], expected: String) {
    let found = UTF16Encoding.of(bytes)
    let said =
      found.map { "\($0.bigEndian ? "big" : "little"), \($0.hasByteOrderMark ? "mark" : "no mark")" } ?? "none"
    #expect(said == expected)
  }

  @Test("habits log refuses a UTF-16 log by name, and writes nothing", arguments: [false, true])
  func logRefused(mark: Bool) {
    let log = utf16("2026-11-01 Gym\n", bigEndian: false, mark: mark)
    let env = FakeEnvironment(today: "2026-11-02", files: ["habits.txt": "Gym: daily\n"])
    env.files["log.txt"] = log
    #expect(env.run(["log", "Gym"]) == .failure)
    let described =
      mark ? "little-endian: it starts with the byte order mark FF FE" : "little-endian, without a byte order mark: a NUL byte beside every ASCII character"
    #expect(
      env.stderr
        == "habits: 'log.txt' is UTF-16 (\(described)), not UTF-8; nothing was written\n"
        + "  save it as UTF-8, or convert it: iconv -f UTF-16\(mark ? "" : "LE") -t UTF-8 'log.txt' > converted.txt, then replace the file\n",
      "\(env.stderr)")
    #expect(env.files["log.txt"] == log)
  }
}
