import Testing

@testable import HabitsKit

/// The lines of a file as found in order (`LineCursor`, the log parser's own walk) and by
/// number (`LineIndex`): the same lines, numbers and columns as `SourceFile` always had (LF,
/// CRLF and lone CR endings, a byte order mark skipped), checked against a plain byte loop.
@Suite struct LineWalkTests {
  /// Files with every kind of line ending and edge.
  static let files: [String] = [
    "", "\n", "\r", "\r\n", "\n\n", "\r\r", "\r\n\r\n", "\n\r", "a", "a\n", "a\r", "a\r\n", "a\nb", "a\rb", "a\r\nb",
    "2026-11-20 Gym\n2026-11-21 Read\n", "2026-11-20 Gym\r\n2026-11-21 Read\r\n", "2026-11-20 Gym\r2026-11-21 Read\r",
    "2026-11-20 Gym\r\n2026-11-21 Read\n2026-11-22 Swim\r2026-11-23 Walk", "\u{FEFF}", "\u{FEFF}\n", "\u{FEFF}a",
    "\u{FEFF}2026-11-20 Gym\r\n", "\u{FEFF}\u{FEFF}a\n", "\n\n\na\n\n", "a\r\r\nb\n\rc", "# comment\r\n\r\n  \t\n",
  ]

  /// The lines of `bytes` by a byte loop: the definition.
  static func referenceLines(_ bytes: [UInt8]) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var index = start
    while index < bytes.count {
      if bytes[index] == 0x0A || bytes[index] == 0x0D {
        lines.append(start..<index)
        index += bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        start = index
      } else {
        index += 1
      }
    }
    if start < bytes.count { lines.append(start..<bytes.count) }
    return lines
  }

  /// The ending of the first terminated line, by a byte loop.
  static func referenceEnding(_ bytes: [UInt8]) -> SourceFile.LineEnding {
    for (index, byte) in bytes.enumerated() {
      if byte == 0x0A { return .lf }
      if byte == 0x0D { return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? .crlf : .cr }
    }
    return .lf
  }

  /// Checks the cursor, the index and the file's properties against the references.
  static func checkLines(_ bytes: [UInt8], _ comment: Comment? = nil) {
    let file = SourceFile(path: "log.txt", bytes: bytes)
    let expected = referenceLines(bytes)
    var cursor = LineCursor(file)
    var walked: [Range<Int>] = []
    while let line = cursor.next() {
      walked.append(line.start..<line.end)
      #expect(cursor.number == walked.count, comment)
    }
    #expect(walked == expected, comment)
    #expect(cursor.next() == nil, comment)
    #expect(file.countLines() == expected.count, comment)
    let index = file.lines
    #expect(index.count == expected.count, comment)
    for (offset, range) in expected.enumerated() {
      let bounds = index.bounds(offset + 1)
      #expect(bounds.start..<bounds.end == range, comment)
      #expect(Array(index.bytes(offset + 1)) == Array(bytes[range]), comment)
      #expect(index.text(offset + 1) == String(decoding: bytes[range], as: UTF8.self), comment)
    }
    #expect(index.bytes(0).isEmpty && index.bytes(expected.count + 1).isEmpty, comment)
    #expect(file.lineEnding == referenceEnding(bytes), comment)
    #expect(file.endsWithNewline == (bytes.last.map { $0 == 0x0A || $0 == 0x0D } ?? true), comment)
  }

  @Test("LF, CRLF, lone CR, mixed, a BOM, no final newline, empty: the lines of a byte loop", arguments: files)
  func lineEndings(_ text: String) {
    LineWalkTests.checkLines(Array(text.utf8))
  }

  @Test("random mixes of CR, LF and text split as a byte loop splits them")
  func randomMixes() {
    var random = SeededRandom(seed: 13)
    let alphabet: [UInt8] = [0x0A, 0x0D, 0x61, 0x20, 0xEF, 0xBB, 0xBF]
    for _ in 0..<500 {
      let count = Int(random.next() % 40)
      let bytes = (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
      LineWalkTests.checkLines(bytes, "\(bytes)")
    }
  }

  @Test("random files without CR, whose LFs the index finds eight bytes at a time, split as a byte loop splits them")
  func randomFilesWithoutCR() {
    var random = SeededRandom(seed: 31)
    // Bytes next to LF in value and in bits (VT, LF with the top bit, NUL), which a word-wide
    // search that borrowed between bytes would take for LFs.
    let alphabet: [UInt8] = [0x0A, 0x0B, 0x8A, 0x09, 0x00, 0x61, 0x20, 0xEF, 0xBB, 0xBF]
    for _ in 0..<500 {
      let count = Int(random.next() % 70)
      let bytes = (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
      LineWalkTests.checkLines(bytes, "\(bytes)")
    }
  }

  @Test("a large file of LF-ended lines, indexed by blocks, gives every line a byte loop gives", arguments: [false, true])
  func largeFileIndexedByBlocks(byteOrderMark: Bool) {
    var random = SeededRandom(seed: byteOrderMark ? 7 : 8)
    var bytes: [UInt8] = byteOrderMark ? [0xEF, 0xBB, 0xBF] : []
    var expected: [Range<Int>] = []
    while bytes.count < LineIndex.blocksFrom + 3 * LineIndex.blockBytes {
      // Mostly log-sized lines, some empty, some longer than a block.
      let roll = random.next() % 100
      let length = roll < 5 ? 0 : roll < 8 ? Int(random.next() % 5_000) : Int(10 + random.next() % 40)
      let start = bytes.count
      bytes += (0..<length).map { _ in UInt8(0x20 + random.next() % 90) }
      expected.append(start..<bytes.count)
      bytes.append(0x0A)
    }
    for withLastLF in [true, false] {
      var file = bytes
      var lines = expected
      if !withLastLF {
        file += Array("2026-11-20 Gym".utf8)
        lines.append(bytes.count..<file.count)
      }
      let index = SourceFile(path: "log.txt", bytes: file).lines
      #expect(index.count == lines.count)
      for (offset, range) in lines.enumerated() {
        let bounds = index.bounds(offset + 1)
        if bounds.start..<bounds.end != range {
          Issue.record("line \(offset + 1): \(bounds) for \(range)")
          break
        }
      }
      #expect(index.bytes(lines.count + 1).isEmpty)
      // Lines asked about in order, near each other and far apart, walked rather than looked up.
      for step in [1, 3, 40, 65, 500] {
        let numbers = stride(from: 1 + step / 2, through: lines.count + 2, by: step).map { UInt32($0) }
        var found: [Range<Int>] = []
        index.forEachLine(numbers) { _, start, end in found.append(start..<end) }
        #expect(found == numbers.filter { Int($0) <= lines.count }.map { lines[Int($0) - 1] }, "every \(step)")
      }
    }
  }

  @Test("a 10 MB single line, with and without a newline, is one line")
  func tenMegabyteLine() {
    // Checked by hand rather than against the byte loop, which is slow in a debug build.
    var bytes = [UInt8](repeating: 0x61, count: 10_000_000)
    for (terminator, ending) in [([UInt8](), SourceFile.LineEnding.lf), ([0x0A], .lf), ([0x0D, 0x0A], .crlf), ([0x0D], .cr)] {
      bytes.removeSubrange(10_000_000...)
      bytes += terminator
      let file = SourceFile(path: "log.txt", bytes: bytes)
      var cursor = LineCursor(file)
      #expect(cursor.next().map { $0.start..<$0.end } == 0..<10_000_000)
      #expect(cursor.next() == nil && cursor.number == 1)
      let index = file.lines
      #expect(index.count == 1 && index.bounds(1) == (0, 10_000_000))
      #expect(file.lineEnding == ending && file.endsWithNewline == !terminator.isEmpty)
    }
  }

  @Test("the log parser's own walk gives the lines, columns and findings of each line read by number")
  func parserWalk() {
    let log = [
      "2026-11-20 Gym", "", "   # a comment", "2026-11-20 Gym", "2026-11-21 Read, Gym x2", "2026-11-2 Gym",
      "2026-11-22 vacation until 2026-11-24", "\t2026-11-25 Gym  # trailing", "Gym", "2026-11-26 Gym\u{7}",
      "2026-11-27 Read",
    ]
    var reference: [String]?
    for ending in ["\n", "\r\n", "\r"] {
      for (bom, last) in [("", ending), ("\u{FEFF}", ending), ("", "")] {
        let text = bom + log.joined(separator: ending) + last
        let file = SourceFile(path: "log.txt", text: text)
        let syntax = LogFileParser(file: file).parse()
        var lines = syntax.lines.map { "\($0.lineRange) \($0.day)" }
        lines += syntax.diagnostics.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" }
        if let reference {
          #expect(lines == reference, "\(Array(ending.utf8)) \(bom.isEmpty ? "" : "BOM ")\(last.isEmpty ? "no final newline" : "")")
        } else {
          reference = lines
        }
        // Each line read again by number, as the resolver reads the few it looks at twice.
        var parser = LogFileParser(file: file)
        for line in syntax.lines {
          let again = parser.reparse(line: line.number)
          #expect(again?.lineRange == line.lineRange && again?.day == line.day)
          #expect(parser.contentRange(line: line.number) == line.lineRange)
        }
      }
    }
    // Six dated lines, and three findings: a short date, no date, a control character.
    #expect(reference?.count == 9)
    // Lines past the end are none, not a trap.
    var parser = LogFileParser(file: SourceFile(path: "log.txt", text: "2026-11-20 Gym\n"))
    #expect(parser.reparse(line: 2) == nil && parser.reparse(line: 0) == nil)
    #expect(parser.contentRange(line: 5) == SourceRange(line: 5, columns: 1..<1))
  }

  @Test("an empty log, a lone BOM and blank lines have no dated line")
  func emptyLogs() {
    for text in ["", "\u{FEFF}", "\n\n", "\r\n  \r\n", "# only\r"] {
      let syntax = LogFileParser(file: SourceFile(path: "log.txt", text: text)).parse()
      #expect(syntax.lines.isEmpty && syntax.diagnostics.isEmpty, "\(Array(text.utf8))")
    }
  }

  @Test("the same log in LF, CRLF and lone CR loads to the same journal and findings")
  func loadsAlike() {
    let habits = "Gym: Mon, Wed, Fri\nRead: daily\n"
    let log = "2026-11-16 Gym\n2026-11-16 Read\n2026-11-17 Read x2\n2026-11-17 Read x2\n2026-11-18 Gmy\n2026-11-30 Gym\n"
    let plain = load(habits, log: log, today: "2026-11-22")
    for ending in ["\r\n", "\r"] {
      let other = load(habits, log: log.replacing("\n", with: ending), today: "2026-11-22")
      #expect(other.journal == plain.journal)
      #expect(shortDiagnostics(other) == shortDiagnostics(plain))
      let rendered = DiagnosticRenderer(sources: other.sources).render(other.diagnostics, format: .text)
      #expect(rendered == DiagnosticRenderer(sources: plain.sources).render(plain.diagnostics, format: .text))
    }
    #expect(!plain.diagnostics.isEmpty)
  }

  @Test("a file longer than the stretch a CR is looked for in, with CRs, CRLFs and lines across each stretch's end, splits as a byte loop splits it")
  func linesAcrossLookaheadStretches() {
    var random = SeededRandom(seed: 59)
    for round in 0..<3 {
      var bytes: [UInt8] = []
      while bytes.count < 3 * LineCursor.lookahead {
        let roll = random.next() % 1_000
        // Mostly log lines; some empty; a few longer than a whole stretch.
        let length = roll < 30 ? 0 : roll < 32 ? LineCursor.lookahead + Int(random.next() % 5_000) : Int(5 + random.next() % 60)
        bytes += (0..<length).map { _ in UInt8(0x20 + random.next() % 90) }
        // LF nearly always; a CR or CRLF now and then, so that stretches without one end
        // inside lines, and (in the last round) a CR at the very end of a stretch.
        let ending = random.next() % 200
        bytes += ending == 0 ? [0x0D] : ending == 1 ? [0x0D, 0x0A] : [0x0A]
        if round == 2 && bytes.count % LineCursor.lookahead < 40 { bytes.append(0x0D) }
      }
      LineWalkTests.checkLines(bytes, "round \(round)")
      LineWalkTests.checkLines(Array(bytes.dropLast()), "round \(round), no final line end")
    }
  }
}
