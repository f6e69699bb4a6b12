import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `LogAppend.bytes`: what goes after the existing bytes, which are never touched.
@Suite struct LogAppendTests {
  private let line = "2026-11-22 Gym"
  private let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The bytes appended to `existing`, as text with visible terminators.
  private func appended(_ existing: [UInt8]) -> String {
    // Byte by byte: as a Character, CRLF is one grapheme and would hide from a replace.
    LogAppend.bytes(appending: line, to: existing).map { byte in
      byte == 0x0D ? "<CR>" : byte == 0x0A ? "<LF>" : String(UnicodeScalar(byte))
    }.joined()
  }

  @Test("the file's own line ending, and a terminator first when the last line lacks one", arguments: [
    ("2026-11-20 Read\n", "2026-11-22 Gym<LF>"),
    ("2026-11-20 Read", "<LF>2026-11-22 Gym<LF>"),
    ("2026-11-20 Read\r\n2026-11-21 Read\r\n", "2026-11-22 Gym<CR><LF>"),
    ("2026-11-20 Read\r\n2026-11-21 Read", "<CR><LF>2026-11-22 Gym<CR><LF>"),
    ("2026-11-20 Read\r\n2026-11-21 Read\r", "<LF>2026-11-22 Gym<CR><LF>"),
    ("2026-11-20 Read\r2026-11-21 Read\r", "2026-11-22 Gym<CR>"),
    ("2026-11-20 Read\r2026-11-21 Read", "<CR>2026-11-22 Gym<CR>"),
    ("# only a comment", "<LF>2026-11-22 Gym<LF>"),
    ("\n", "2026-11-22 Gym<LF>"),
    ("", "2026-11-22 Gym<LF>"),
  ])
  func lineEndings(existing: String, expected: String) {
    #expect(appended(Array(existing.utf8)) == expected)
    // An append reads the end of the log from its memory: the same end as the generic reading.
    for bytes in [Array(existing.utf8), bom + Array(existing.utf8)] {
      #expect(LogAppend.End(of: FileBytes(bytes)) == LogAppend.End(of: bytes[...]), "\(existing)")
    }
  }

  @Test("a file with a BOM keeps its one BOM", arguments: [
    ("", "2026-11-22 Gym<LF>"),
    ("2026-11-20 Read\n", "2026-11-22 Gym<LF>"),
    ("2026-11-20 Read", "<LF>2026-11-22 Gym<LF>"),
    ("2026-11-20 Read\r\n", "2026-11-22 Gym<CR><LF>"),
  ])
  func byteOrderMark(existing: String, expected: String) {
    let bytes = bom + Array(existing.utf8)
    #expect(appended(bytes) == expected)
    let result = bytes + LogAppend.bytes(appending: line, to: bytes)
    #expect(Array(result.prefix(3)) == bom)
    #expect(!result.dropFirst(3).starts(with: bom) && !containsBOM(result.dropFirst(3)))
  }

  @Test("the old content is a prefix of the new, and the result parses as one more line", arguments: [
    "", "2026-11-20 Gym", "2026-11-20 Gym\n", "2026-11-20 Gym\r\n2026-11-21 Gym", "# a\r# b\r",
    "2026-11-20 Gym  # note\n\n\n", "\u{FEFF}", "\u{FEFF}2026-11-20 Gym", "2026-11-20 Gym\t\u{A0}",
    "2026-11-20 Gym\n\u{0}\u{1}invalid \u{FFFD}", "2026-11-20 Gym\r\n# 日本語 🏋️\r\n",
  ])
  func preservesBytes(existing: String) {
    let old = Array(existing.utf8)
    let new = old + LogAppend.bytes(appending: line, to: old)
    #expect(new.starts(with: old))
    let file = SourceFile(path: "log.txt", bytes: new)
    let lines = file.lines
    #expect(lines.text(lines.count) == line)
    #expect(file.endsWithNewline)
    let before = SourceFile(path: "log.txt", bytes: old).lines
    let oldLines = (0..<before.count).map { before.text($0 + 1) }
    let newLines = (0..<(lines.count - 1)).map { lines.text($0 + 1) }
    #expect(newLines == oldLines)
  }

  @Test("invalid UTF-8 before the new line stays byte for byte")
  func invalidBytes() {
    let old: [UInt8] = [0x32, 0xFF, 0xFE, 0x0D]
    let new = old + LogAppend.bytes(appending: line, to: old)
    #expect(Array(new.prefix(4)) == old)
  }

  private func containsBOM(_ bytes: ArraySlice<UInt8>) -> Bool {
    let array = Array(bytes)
    return array.indices.contains { array[$0...].starts(with: bom) }
  }
}
