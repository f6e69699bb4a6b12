import Testing

@testable import HabitsKit

/// The habits-file parser's byte-level reading agrees with the plain readings it replaced, on
/// generated ragged lines and on the fuzz corpus, and does the work a line needs once.
@Suite struct HabitsFileReadingTests {
  /// Bytes that make ragged lines: separators, blanks, a no-break space's two bytes apart and
  /// together, upper case, digits, dashes, and letters beyond ASCII (the Kelvin sign, É).
  static let alphabet: [[UInt8]] = [
    [0x20], [0x09], [0x2C], [0x3B], [0x3A], [0xC2, 0xA0], [0xC2], [0xA0], Array("K".utf8), Array("\u{212A}".utf8),
    Array("É".utf8), Array("a".utf8), Array("Z".utf8), Array("z".utf8), Array("@".utf8), Array("[".utf8),
    Array("`".utf8), Array("{".utf8), Array("-".utf8), Array("7".utf8), Array("Mon".utf8), Array("every".utf8),
    Array("2016-12-09".utf8), Array("WEDNESDAY".utf8),
  ]

  /// `count` generated lines of up to 40 pieces of `alphabet`, the same on every run.
  static func raggedLines(_ count: Int) -> [[UInt8]] {
    var random = SeededRandom(seed: 30)
    return (0..<count).map { _ in
      (0..<Int(random.next() % 40)).flatMap { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
    }
  }

  @Test("a word packed eight bytes at a time is the word lower-cased byte by byte")
  func packedWords() {
    var random = SeededRandom(seed: 7)
    var words = HabitsFileReadingTests.raggedLines(300).map { Array($0.prefix(Int(random.next() % 20))) }
    // Every byte value alone and around the letters' edges, at each place of both halves.
    words += (0...255).map { [UInt8($0)] }
    for edge: UInt8 in [0x40, 0x41, 0x5A, 0x5B, 0x60, 0x61, 0x7A, 0x7B, 0x7F, 0x80] {
      for length in 1...17 { words.append((0..<length).map { $0 == length - 1 ? edge : 0x61 }) }
    }
    for word in words {
      let packed = word.withUnsafeBufferPointer { Word(packing: $0) }
      let lowered = word.withUnsafeBufferPointer { Word(lowercasing: $0) }
      #expect(packed == lowered, "\(word)")
    }
  }

  @Test("the clause tokenizer makes Tokenizer.tokens' tokens on ragged lines and the fuzz corpus")
  func clausesOfRaggedLines() throws {
    var texts = HabitsFileReadingTests.raggedLines(400)
    texts += try HabitsFileReadingTests.corpusFiles()
    var clauses = 0
    HabitsFileReadingTests.forEachLine(of: texts) { text, line in
      // Each clause between ';' as the parser cuts them, and the whole content.
      var start = line.contentStart
      var ranges = [line.contentStart..<line.contentEnd]
      while start <= line.contentEnd {
        let end = line.firstIndex(of: 0x3B, in: start..<line.contentEnd) ?? line.contentEnd
        ranges.append(start..<end)
        start = end + 1
      }
      for range in ranges {
        clauses += 1
        #expect(Tokenizer.clause(line, range) == Tokenizer.tokens(line, range), "\(text) \(range)")
      }
    }
    #expect(clauses > 800)
  }

  @Test("a date option read from the bytes is what OptionParser makes of the clause's tokens")
  func dateOptions() throws {
    let keywords = ["from", "since", "From", "SINCE", "fro", "from on", "starting", "until", "sinc e", "from,", "x from"]
    let gaps = [" ", "\t", "  \t ", "", "\u{A0}", " \u{A0}", " , "]
    let dates = [
      "2017-01-22", "2017-02-30", "2017-1-22", "20170122", "2017-01-22x", "0001-01-01", "9999-12-31", "2017-13-01",
      "2017-01-22,", "2017-01-22 x", "2017-01-2\u{A0}",
    ]
    let edges = ["", " ", "\t", "\u{A0}"]
    var texts: [[UInt8]] = []
    for keyword in keywords {
      for gap in gaps {
        for date in dates {
          for edge in edges { texts.append(Array("A: daily;\(edge)\(keyword)\(gap)\(date)\(edge); \(keyword) \(date)".utf8)) }
        }
      }
    }
    texts += try HabitsFileReadingTests.corpusFiles()
    var fast = 0
    HabitsFileReadingTests.forEachLine(of: texts) { text, line in
      guard var separator = line.firstIndex(of: 0x3B, in: line.contentStart..<line.contentEnd) else { return }
      while separator < line.contentEnd {
        let end = line.firstIndex(of: 0x3B, in: (separator + 1)..<line.contentEnd) ?? line.contentEnd
        let clause = (separator + 1)..<end
        separator = end
        guard let option = HabitsFileParser.dateOption(line, clause) else { continue }
        fast += 1
        let tokens = Tokenizer.clause(line, clause)
        let range = SourceRange(start: tokens[0].range.start, end: tokens[tokens.count - 1].range.end)
        let parsed = OptionParser.parse(tokens, line: line, file: "habits.txt", endRange: range)
        #expect(parsed.diagnostics.isEmpty, "\(text)")
        #expect(parsed.option == option.option, "\(text)")
        #expect(option.range == range, "\(text)")
      }
    }
    #expect(fast >= 100)
  }

  @Test("a switch option read from the bytes is what OptionParser makes of the clause's tokens")
  func switchOptions() throws {
    let words = [
      "no", "No", "WITHOUT", "backlog", "BACKLOG", "catch-up", "Catchup", "ahead", "completing", "carry", "over",
      "carry-over", "CarryOver", "x", "3", "no,", "ahead\u{A0}", "\u{212A}", "backlogs", "",
    ]
    let separators = [" ", "\t", "", "\u{A0}", ",", "  "]
    var texts: [[UInt8]] = []
    for first in words {
      for separator in separators {
        for second in words {
          for edge in ["", " ", "\t"] { texts.append(Array("A: daily;\(edge)\(first)\(separator)\(second)\(edge); ahead".utf8)) }
        }
      }
    }
    texts += try HabitsFileReadingTests.corpusFiles()
    var fast = 0
    HabitsFileReadingTests.forEachLine(of: texts) { text, line in
      guard var separator = line.firstIndex(of: 0x3B, in: line.contentStart..<line.contentEnd) else { return }
      while separator < line.contentEnd {
        let end = line.firstIndex(of: 0x3B, in: (separator + 1)..<line.contentEnd) ?? line.contentEnd
        let clause = (separator + 1)..<end
        separator = end
        guard let option = HabitsFileParser.switchOption(line, clause) else { continue }
        fast += 1
        let tokens = Tokenizer.clause(line, clause)
        let range = SourceRange(start: tokens[0].range.start, end: tokens[tokens.count - 1].range.end)
        for takesUnit in [false, true] {
          let parsed = OptionParser.parse(tokens, line: line, file: "habits.txt", endRange: range, takesUnit: takesUnit)
          #expect(parsed.diagnostics.isEmpty, "\(text)")
          #expect(parsed.option == option.option, "\(text)")
        }
        #expect(option.range == range, "\(text)")
      }
    }
    #expect(fast >= 300)
  }

  /// The benchmark's schedules and options that are neither a plain weekday list nor `every
  /// day` nor a date (`weekdays`, `Mon-Thu`, `no backlog`, `carry over`) are read from the bytes
  /// too; `3 days a week` and `grace 3 days` still take the general path.
  @Test("weekday keywords, runs and switch options are read without tokens")
  func moreClausesFromBytes() {
    let text = """
      A: weekdays; no backlog
      A: weekends; backlog
      A: Mon-Thu; ahead
      A: Fri-Mon; No Ahead
      A: tue, weekends; carry over
      A: 3 days a week; grace 3 days
      """
    let file = SourceFile(path: "habits.txt", text: text)
    var diagnostics: [Diagnostic] = []
    var read: [Bool] = []
    for number in 1...file.lines.count {
      guard let line = SourceLine.scan(file, line: number, in: file.lines, diagnostics: &diagnostics),
        let colon = line.firstIndex(of: 0x3A, in: line.contentStart..<line.contentEnd),
        let separator = line.firstIndex(of: 0x3B, in: colon..<line.contentEnd)
      else { continue }
      let schedule = HabitsFileParser.commonSchedule(line, (colon + 1)..<separator)
      let option = HabitsFileParser.switchOption(line, (separator + 1)..<line.contentEnd)
      read.append(schedule != nil && option != nil)
    }
    #expect(read == [true, true, true, true, true, false])
    let days = HabitsFileParser.parse(file).declarations.map(\.schedule)
    #expect(days[0] == .weekly([.monday, .tuesday, .wednesday, .thursday, .friday]))
    #expect(days[3] == .weekly([.friday, .saturday, .sunday, .monday]))
  }

  @Test("a weekday list or every day read from the bytes is what ScheduleParser makes of the clause's tokens, on generated lists and the fuzz corpus")
  func weekdayLists() throws {
    let words = [
      "Mon", "wed", "FRI", "Monday", "mo", "thurs", "Tue", "tue", "sunday", "Sundays", "Sat", "th", "weekdays", "Mon-Fri",
      "and", "&", "xyz", "every", "daily", "\u{212A}", "Mon\u{A0}", "MON,", ",Wed", "Weekends", "WEEKDAYS", "Fri-Mon",
      "thu-thu", "mon-", "-fri", "mon-tue-wed", "Wednesday-Thursday", "sat-", "weekday", "mon--fri", "Tue-x",
    ]
    let separators = [" ", ", ", ",", " ,", "\t", "\u{A0}", "", ",,", " , "]
    var random = SeededRandom(seed: 5)
    var texts: [[UInt8]] = []
    for _ in 0..<3_000 {
      var clause = separators[Int(random.next() % 3)] == "," ? " " : ""
      for item in 0..<Int(1 + random.next() % 5) {
        if item > 0 { clause += separators[Int(random.next() % UInt64(separators.count))] }
        clause += words[Int(random.next() % UInt64(random.next() % 3 == 0 ? UInt64(words.count) : 12))]
      }
      texts.append(Array("A:\(clause); from 2017-01-22".utf8))
    }
    texts += try HabitsFileReadingTests.corpusFiles()
    var fast = 0
    HabitsFileReadingTests.forEachLine(of: texts) { text, line in
      guard let colon = line.firstIndex(of: 0x3A, in: line.contentStart..<line.contentEnd) else { return }
      let clause = (colon + 1)..<(line.firstIndex(of: 0x3B, in: (colon + 1)..<line.contentEnd) ?? line.contentEnd)
      let list = HabitsFileParser.weekdayList(line, clause)
      let everyDay = HabitsFileParser.everyDay(line, clause)
      guard let found = list.map({ (Schedule.weekly($0.days), $0.range) }) ?? everyDay.map({ (Schedule.everyDay, $0) }) else {
        return
      }
      fast += 1
      let tokens = Tokenizer.clause(line, clause)
      let range = SourceRange(start: tokens[0].range.start, end: tokens[tokens.count - 1].range.end)
      let parsed = ScheduleParser.parse(tokens, line: line, file: "habits.txt", endRange: range)
      #expect(parsed.diagnostics.isEmpty, "\(text)")
      #expect(parsed.schedule == found.0, "\(text)")
      #expect(found.1 == range, "\(text)")
    }
    #expect(fast >= 300)
  }

  /// The schedule's readers from the bytes are picked by the clause's first byte: the pick
  /// must never pass over a clause one of them reads, and must try neither on a clause that
  /// starts with anything but a weekday's, `every`'s or `daily`'s first letter (a digit).
  @Test("the reader picked by a schedule's first byte reads what trying every reader in turn reads")
  func commonScheduleDispatch() throws {
    var texts = HabitsFileReadingTests.raggedLines(600).map { Array("A:".utf8) + $0 }
    let starts = ["Mon", "tue", "WED", "Thurs", "fri", "Sat", "sunday", "every day", "Daily", "EVERY  DAY", "3 days a week", "weekdays"]
    for start in starts {
      for edge in ["", " ", "\t", "\u{A0}", ","] { texts.append(Array("A:\(edge)\(start); from 2017-01-22".utf8)) }
    }
    texts += try HabitsFileReadingTests.corpusFiles()
    var (read, skipped) = (0, 0)
    HabitsFileReadingTests.forEachLine(of: texts) { text, line in
      guard let colon = line.firstIndex(of: 0x3A, in: line.contentStart..<line.contentEnd) else { return }
      let clause = (colon + 1)..<(line.firstIndex(of: 0x3B, in: (colon + 1)..<line.contentEnd) ?? line.contentEnd)
      let inTurn =
        HabitsFileParser.weekdayList(line, clause).map { (Schedule.weekly($0.days), $0.range) }
        ?? HabitsFileParser.everyDay(line, clause).map { (Schedule.everyDay, $0) }
      let picked = HabitsFileParser.commonSchedule(line, clause).map { (($0.days.map { Schedule.weekly($0) } ?? .everyDay), $0.range) }
      #expect(picked?.0 == inTurn?.0 && picked?.1 == inTurn?.1, "\(text)")
      if picked != nil { read += 1 } else { skipped += 1 }
    }
    #expect(read >= 60 && skipped >= 300)
  }

  @Test("every day read from the bytes is what ScheduleParser makes of the clause's tokens")
  func everyDays() {
    let words = ["every", "Every", "EVERY", "day", "DAY", "daily", "Daily", "days", "other", "x", ",", "d\u{A0}ay", "évery"]
    let separators = [" ", "\t", "", ",", "\u{A0}", "  "]
    var fast = 0
    var clauses: [String] = []
    for first in words {
      for separator in separators {
        for second in words + [""] {
          for edge in ["", " ", "\t", "\u{A0}"] { clauses.append(edge + first + separator + second + edge) }
        }
      }
    }
    for clause in clauses {
      let file = SourceFile(path: "habits.txt", text: "A:\(clause); from 2017-01-22")
      var diagnostics: [Diagnostic] = []
      guard let line = SourceLine.scan(file, line: 1, in: file.lines, diagnostics: &diagnostics),
        let colon = line.firstIndex(of: 0x3A, in: line.contentStart..<line.contentEnd)
      else { continue }
      let range = (colon + 1)..<(line.firstIndex(of: 0x3B, in: (colon + 1)..<line.contentEnd) ?? line.contentEnd)
      guard let fastRange = HabitsFileParser.everyDay(line, range) else { continue }
      fast += 1
      let tokens = Tokenizer.clause(line, range)
      let span = SourceRange(start: tokens[0].range.start, end: tokens[tokens.count - 1].range.end)
      let parsed = ScheduleParser.parse(tokens, line: line, file: "habits.txt", endRange: span)
      #expect(parsed.diagnostics.isEmpty, "\(clause)")
      #expect(parsed.schedule == .everyDay, "\(clause)")
      #expect(fastRange == span, "\(clause)")
    }
    #expect(fast >= 50)
  }

  @Test("a line's text and a byte's first index read from memory are the FileBytes readings")
  func lineReadings() {
    for text in HabitsFileReadingTests.raggedLines(200) {
      let file = SourceFile(path: "habits.txt", bytes: Array("# first line\n".utf8) + text)
      var diagnostics: [Diagnostic] = []
      guard file.lines.count == 2, let line = SourceLine.scan(file, line: 2, in: file.lines, diagnostics: &diagnostics) else {
        continue
      }
      let range = line.contentStart..<line.contentEnd
      #expect(line.text(range) == String(decoding: line.bytes[range], as: UTF8.self))
      // Every stretch up to seventeen bytes, on both sides of what a string holds inline, some
      // cutting a character in two (repaired alike).
      for start in range {
        for end in start...min(start + 17, range.upperBound) {
          #expect(Array(line.text(start..<end).utf8) == Array(String(decoding: line.bytes[start..<end], as: UTF8.self).utf8))
        }
      }
      for byte: UInt8 in [0x3A, 0x3B, 0x2C, 0xA0] {
        #expect(line.firstIndex(of: byte, in: range) == line.bytes[range].firstIndex(of: byte))
      }
      // From every start, so that the words read eight bytes at a time start at every offset.
      for start in range {
        let rest = start..<range.upperBound
        #expect(line.firstIndex(of: 0x3B, in: rest) == line.bytes[rest].firstIndex(of: 0x3B))
        #expect(line.firstIndex(of: 0x3B, or: 0x3A, in: rest) == line.bytes[rest].firstIndex { $0 == 0x3B || $0 == 0x3A })
        #expect(line.firstIndex(of: 0xA0, or: 0x2C, in: rest) == line.bytes[rest].firstIndex { $0 == 0xA0 || $0 == 0x2C })
      }
    }
  }

  /// The parse of 5,400 change lines (the benchmark's shape) allocates its declarations once
  /// and its tokens once, and reads each of its clauses from the bytes: per-line arrays and
  /// tokens through the general parsers are what made a change line cost 7,400 instructions.
  /// This pins allocations and the path taken, not time: no honest counter of instructions exists.
  @Test("a file of change lines is read with one array of declarations, one of tokens, and no tokens for its clauses")
  func changeLinesAllocateOnce() {
    var lines = ["week starts on Monday", ""]
    for habit in 0..<27 {
      lines.append("Habit \(habit): every day; since 2016-11-21")
      for change in 0..<200 {
        lines.append("Habit \(habit): \(change % 2 == 0 ? "Mon, Wed, Fri" : "every day"); from 2017-01-22")
      }
    }
    let file = SourceFile(path: "habits.txt", text: lines.joined(separator: "\n"))
    let syntax = HabitsFileParser.parse(file)
    #expect(syntax.diagnostics.isEmpty)
    #expect(syntax.declarations.count == 27 * 201)
    // Reserved once for the file's size, never doubled: a doubled array has a power of two's room.
    #expect(syntax.declarations.capacity >= syntax.declarations.count)
    #expect(syntax.declarations.capacity < 2 * file.bytes.count / 32)

    // One token array serves every clause: its memory is not replaced from one clause to the next.
    var tokens: [Token] = []
    var diagnostics: [Diagnostic] = []
    let index = file.lines
    var addresses = Set<UnsafeRawPointer?>()
    for number in 3...index.count {
      guard let line = SourceLine.scan(file, line: number, in: index, diagnostics: &diagnostics),
        let colon = line.firstIndex(of: 0x3A, in: line.contentStart..<line.contentEnd)
      else { continue }
      let end = line.firstIndex(of: 0x3B, in: colon..<line.contentEnd) ?? line.contentEnd
      Tokenizer.clause(line, (colon + 1)..<end, into: &tokens)
      #expect(!tokens.isEmpty)
      addresses.insert(tokens.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
    }
    #expect(addresses.count == 1)

    // And every clause of those change lines is read from the bytes, without tokens.
    var byBytes = 0
    for number in 3...index.count {
      guard let line = SourceLine.scan(file, line: number, in: index, diagnostics: &diagnostics),
        let colon = line.firstIndex(of: 0x3A, in: line.contentStart..<line.contentEnd),
        let separator = line.firstIndex(of: 0x3B, in: colon..<line.contentEnd)
      else { continue }
      let schedule = (colon + 1)..<separator
      let option = (separator + 1)..<line.contentEnd
      if HabitsFileParser.weekdayList(line, schedule) != nil || HabitsFileParser.everyDay(line, schedule) != nil,
        HabitsFileParser.dateOption(line, option) != nil
      {
        byBytes += 1
      }
    }
    #expect(byBytes == 27 * 201)
  }

  /// A change line's `from` is a field of its declaration, not an option: the benchmark's
  /// change lines, whose only option is their `from`, have no array of options at all (an
  /// allocation and a free a line, and a retain each time a declaration is copied).
  @Test("5,427 change lines are read with no array of options per declaration")
  func changeLinesHaveNoOptionsArray() {
    var lines = ["week starts on Monday", ""]
    for habit in 0..<27 {
      lines.append("Habit \(habit): every day; since 2016-11-21")
      for change in 0..<200 {
        let schedule = ["Mon, Wed, Fri", "every day", "3 days a week", "weekdays"][change % 4]
        lines.append("Habit \(habit): \(schedule); FROM 2017-01-\(10 + change % 19)")
      }
    }
    let syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: lines.joined(separator: "\n")))
    #expect(syntax.diagnostics.isEmpty)
    let changes = syntax.declarations.filter { $0.from != nil }
    #expect(changes.count == 27 * 200)
    #expect(changes.allSatisfy { $0.options.isEmpty && $0.options.capacity == 0 })
    #expect(changes.allSatisfy { $0.optionsInLineOrder.count == 1 })
    // The first lines keep their `since` as an option.
    #expect(syntax.declarations.filter { $0.from == nil }.allSatisfy { $0.options.count == 1 })
  }

  @Test("a line's first 'from' is its field, placed among the other options by its column when they are read in order")
  func fromAmongOptions() throws {
    let text = "A: daily; backlog; from 2020-01-01; since 2019-01-01; from 2021-02-03; starting 2022-01-01"
    let syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: text))
    let declaration = try #require(syntax.declarations.first)
    let from = try #require(declaration.from)
    #expect(from.day == Day(year: 2020, month: 1, day: 1))
    #expect(from.range == SourceRange(line: 1, columns: 20..<35))
    #expect(declaration.options.map(\.option.text) == ["backlog", "since 2019-01-01", "from 2021-02-03", "since 2022-01-01"])
    #expect(
      declaration.optionsInLineOrder.map(\.option.text)
        == ["backlog", "from 2020-01-01", "since 2019-01-01", "from 2021-02-03", "since 2022-01-01"])
    let restored = declaration.withFromAmongOptions()
    #expect(restored.from == nil && restored.options.map(\.range) == declaration.optionsInLineOrder.map(\.range))
    // `from` first or last, through the general path too (`From` with a tab).
    for (line, index) in [("B: Mon; From\t2020-01-01; tags x", 0), ("B: Mon; tags x; from  2020-01-01", 1)] {
      let parsed = try #require(HabitsFileParser.parse(SourceFile(path: "habits.txt", text: line)).declarations.first)
      #expect(parsed.from?.day == Day(year: 2020, month: 1, day: 1) && parsed.options.count == 1)
      #expect(parsed.optionsInLineOrder.firstIndex { if case .from = $0.option { true } else { false } } == index)
    }
  }

  /// A habit's change lines follow each other and repeat its name: the parser makes the name's
  /// string once for the run of lines, not once a line. Pinned on names too long to be held
  /// inline (over fifteen bytes), whose strings have memory of their own to compare; a run
  /// broken by another habit's line makes the name afresh, and a name spelt otherwise is its own.
  @Test("change lines that repeat the line before's name share its string")
  func changeLinesShareNames() {
    var lines = ["week starts on Monday", ""]
    for habit in 0..<27 {
      lines.append("Habit number \(habit) of many: every day; since 2016-11-21")
      for change in 0..<200 {
        lines.append("Habit number \(habit) of many: \(change % 2 == 0 ? "Mon, Wed, Fri" : "every day"); from 2017-01-22")
      }
    }
    lines += ["Short: daily", "Habit number 0 of many: daily; from 2018-01-01", "habit number 0 of MANY: daily; from 2019-01-01"]
    let syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: lines.joined(separator: "\n")))
    #expect(syntax.diagnostics.isEmpty)
    #expect(syntax.declarations.count == 27 * 201 + 3)
    /// Where the UTF-8 of `text` is: the same address for two strings means one memory.
    func address(_ text: String) -> UnsafeRawPointer? {
      var copy = text
      return copy.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }
    let declarations = syntax.declarations
    var shared = 0
    for habit in 0..<27 {
      let first = address(declarations[habit * 201].name)
      for index in (habit * 201 + 1)..<((habit + 1) * 201) where address(declarations[index].name) == first {
        shared += 1
      }
    }
    #expect(shared == 27 * 200)
    // After "Short", the name is made again; the other spelling has its own string.
    let (again, other) = (declarations[27 * 201 + 1], declarations[27 * 201 + 2])
    #expect(again.name == "Habit number 0 of many" && address(again.name) != address(declarations[0].name))
    #expect(other.name == "habit number 0 of MANY" && address(other.name) != address(again.name))
  }

  /// The habits-file fuzz corpus's files, for the readings compared above.
  static func corpusFiles() throws -> [[UInt8]] {
    try FuzzCorpusTests.inputs("habits-file").map { try #require(Golden.bytes(FuzzCorpusTests.corpus + "/habits-file/" + $0)) }
  }

  /// Calls `body` with each line of each of `texts` as the habits-file parser scans it (lines
  /// the scan refuses are skipped), and the text it is in.
  static func forEachLine(of texts: [[UInt8]], _ body: ([UInt8], SourceLine) -> Void) {
    for text in texts {
      let file = SourceFile(path: "habits.txt", bytes: text)
      let index = file.lines
      for number in 0..<index.count {
        var diagnostics: [Diagnostic] = []
        guard let line = SourceLine.scan(file, line: number + 1, in: index, diagnostics: &diagnostics) else { continue }
        body(text, line)
      }
    }
  }
}
