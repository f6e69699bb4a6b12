import Testing

@testable import HabitsKit

/// A habit line is read with fewer passes over its bytes: the line's end found while its bytes
/// are checked, a change line's `from DATE` read as the one shape it has, and
/// a name ending in a letter taken up to its colon. Each step agrees with the reading it
/// replaced.
@Suite struct HabitLinePassTests {
  /// Files of ragged lines ended by LF, CRLF, a lone CR or nothing (the last), the same on
  /// every run.
  static func raggedFiles(_ count: Int) -> [[UInt8]] {
    var random = SeededRandom(seed: 41)
    let lines = HabitsFileReadingTests.raggedLines(count * 6)
    let ends: [[UInt8]] = [[0x0A], [0x0A], [0x0A], [0x0D, 0x0A], [0x0D], []]
    return (0..<count).map { file in
      var bytes: [UInt8] = []
      for index in 0..<(1 + Int(random.next() % 6)) {
        bytes += lines[file * 6 + index] + ends[Int(random.next() % UInt64(ends.count))]
      }
      return bytes
    }
  }

  @Test("a line whose end is found while its bytes are checked is the cursor's line, with plain(_:number:bounds:)'s content")
  func endFoundInTheScan() {
    var texts = HabitLinePassTests.raggedFiles(800)
    texts += [
      "A: daily\n\tB: Mon\t\n", "A: daily", "A: daily\r\nB: daily\n", "\n\n\n", "# c\nA: daily # note\n", "<<<<<<< HEAD\nA: x\n",
      "Meditate: Mon, Wed, Fri; from 2016-12-09\nMeditate: every day; from 2016-12-27\n",
    ].map { Array($0.utf8) }
    // And change lines as the benchmark has them, of every length around a word's eight bytes.
    texts += (0..<40).map { count in
      Array((0..<10).map { "H\(String(repeating: "x", count: count)): Mon\t; from 2017-01-\(10 + $0)\n" }.joined().utf8)
    }
    var (inOnePass, lines) = (0, 0)
    for text in texts {
      let file = SourceFile(path: "habits.txt", bytes: text)
      var cursor = LineCursor(file)
      var fused = LineCursor(file)
      file.bytes.withUnsafeBufferPointer { memory in
        while let bounds = cursor.next() {
          lines += 1
          let expected = HabitsFileLine.plain(memory, number: cursor.number, bounds: bounds)
          let (start, stretchEnd) = fused.stretchWithoutCR()
          #expect(start == bounds.start, "\(text)")
          if let line = HabitsFileLine.plain(memory, from: start, before: stretchEnd, number: fused.number + 1) {
            inOnePass += 1
            fused.advance(to: start + line.count + 1)
            #expect(line.number == cursor.number && line.offset == bounds.start && line.count == bounds.end - bounds.start, "\(text)")
            #expect(expected?.contentStart == line.contentStart && expected?.contentEnd == line.contentEnd, "\(text)")
          } else {
            // Only a line that is not plain, or does not end at an LF, is left to the cursor.
            #expect(expected == nil || bounds.end >= memory.count || memory[bounds.end] != 0x0A, "\(text)")
            _ = fused.next()
          }
          #expect(fused.number == cursor.number, "\(text)")
        }
      }
      #expect(fused.next() == nil)
    }
    #expect(inOnePass >= 400 && lines >= 2_000)
  }

  @Test("a change line's 'from DATE' read as one shape is what the word readers and the general path make of it")
  func fromDates() {
    var clauses = ["from 2017-01-22", "FROM\t2017-01-22", "From  2016-02-29", " from 2017-02-29 ", "from 2017-1-022", "from2017-01-22",
      "from on 2017-01-22", "from 2017-01-22 x", "fron 2017-01-22", "from\u{A0}2017-01-22", "from 0000-01-01", "from 9999-12-31"]
    var random = SeededRandom(seed: 43)
    let pieces = Array("0123456789-fromFROM \t".utf8)
    clauses += (0..<2_000).map { _ in
      String(decoding: Array("from 2017-01-22".utf8).map { byte in
        random.next() % 8 == 0 ? pieces[Int(random.next() % UInt64(pieces.count))] : byte
      }, as: UTF8.self)
    }
    var read = 0
    for clause in clauses {
      let text = Array("A: daily;\(clause)".utf8)
      var fromBytes: HabitOption?
      HabitsFileReadingTests.forEachClause(of: [text]) { _, line, range, isSchedule in
        guard !isSchedule, let option = HabitsFileReadingTests.optionFromBytes(line, range) else { return }
        read += 1
        fromBytes = option.0
        #expect(HabitsFileReadingTests.generalOption(line, range, is: option), "\(clause)")
      }
      // The parser's declaration holds that day as its `from`.
      if case .from(let day)? = fromBytes {
        let declaration = HabitsFileParser.parse(SourceFile(path: "habits.txt", bytes: text)).declarations.first
        #expect(declaration?.from?.day == day && declaration?.options.isEmpty == true, "\(clause)")
      }
    }
    #expect(read >= 400)
  }

  @Test("a habit line read in one pass has its parts' places, its name up to its colon, and its schedule text trimmed")
  func declarationPlaces() throws {
    let text = "week starts on Monday\n\n  Read:\tevery day ;  grace 3 days; from 2020-01-05 # note\nRead: Mon, Wed; from 2020-02-01\n"
      + "Run x: every Day;FROM 2020-03-01\nRun  : daily; from 2020-03-02\n"
    let syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: text))
    #expect(syntax.diagnostics.isEmpty)
    let first = try #require(syntax.declarations.first)
    #expect(first.nameRange == SourceRange(line: 3, columns: 3..<7))
    #expect(first.scheduleRange == SourceRange(line: 3, columns: 9..<18))
    #expect(first.lineRange == SourceRange(line: 3, columns: 3..<51))
    #expect(first.from?.day == Day(year: 2020, month: 1, day: 5) && first.from?.range == SourceRange(line: 3, columns: 36..<51))
    #expect(first.options.map(\.range) == [SourceRange(line: 3, columns: 22..<34)])
    #expect(first.scheduleText == "every day")
    #expect(syntax.declarations[1].from?.range == SourceRange(line: 4, columns: 17..<32))
    // A name ending in a letter is read up to its colon; one ending otherwise is trimmed.
    #expect(syntax.declarations[2].name == "Run x" && syntax.declarations[2].nameRange == SourceRange(line: 5, columns: 1..<6))
    #expect(syntax.declarations[2].schedule == .everyDay && syntax.declarations[2].scheduleText == "every Day")
    #expect(syntax.declarations[3].name == "Run" && syntax.declarations[3].nameRange == SourceRange(line: 6, columns: 1..<4))
    // A name ending in a count is refused, as before.
    let count = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: "Pushups x2: daily\nA x: daily"))
    #expect(count.diagnostics.map(\.code) == [.invalidName] && count.diagnostics.first?.message.contains("'x2'") == true)
    #expect(count.declarations.map(\.name) == ["A x"])
  }
}
