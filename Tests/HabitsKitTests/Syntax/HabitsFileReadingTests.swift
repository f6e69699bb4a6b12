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
    let keywords = [
      "from", "since", "From", "SINCE", "fro", "from on", "starting", "until", "sinc e", "from,", "x from", "Till", "ends",
      "ends after", "END ON", "starts on", "on", "through",
    ]
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
    HabitsFileReadingTests.forEachClause(of: texts) { text, line, clause, isSchedule in
      guard !isSchedule, let read = HabitsFileReadingTests.optionFromBytes(line, clause) else { return }
      fast += 1
      #expect(HabitsFileReadingTests.generalOption(line, clause, is: read), "\(text)")
    }
    #expect(fast >= 100)
  }

  @Test("a switch option read from the bytes is what OptionParser makes of the clause's tokens")
  func switchOptions() throws {
    let words = [
      "no", "No", "WITHOUT", "backlog", "BACKLOG", "catch-up", "Catchup", "ahead", "completing", "carry", "over",
      "carry-over", "CarryOver", "x", "3", "no,", "ahead\u{A0}", "\u{212A}", "backlogs", "", "completing ahead",
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
    HabitsFileReadingTests.forEachClause(of: texts) { text, line, clause, isSchedule in
      guard !isSchedule, let read = HabitsFileReadingTests.optionFromBytes(line, clause) else { return }
      fast += 1
      #expect(HabitsFileReadingTests.generalOption(line, clause, is: read), "\(text)")
    }
    #expect(fast >= 300)
  }

  /// Every schedule and option of the benchmark's change lines (scripts/bench: `Mon, Wed,
  /// Fri`, `4 days a week`, `every 3 days`, `3 on 2 off`, `grace 3 days`, `week starts on
  /// Sunday`, `3 times`...) is read from the bytes, as the general path reads it; the kinds
  /// the readers leave alone (a monthly rule, tags, a time) take the general path.
  @Test("the benchmark's clauses are read without tokens, as the general path reads them")
  func benchmarkClausesFromBytes() {
    let read = [
      "Mon, Wed, Fri; from 2016-12-09", "every day; from 2016-12-27", "weekdays; FROM 2017-01-14",
      "every day; backlog; ahead; from 2017-02-01", "daily; grace 3 days; from 2017-02-19",
      "Monday, Thursday; no backlog; from 2017-03-09", "Mon Wed Fri; carry over; from 2017-03-28",
      "4 days a week; from 2017-04-15", "3 days a week; week starts on Sunday; from 2017-05-03",
      "weekends; since 2016-11-21", "every day; 3 times; until 2030-01-01", "Tue, Sat; no ahead; from 2017-06-26",
      "every other day; from 2017-07-15", "every day; 8 times; from 2017-08-02",
      "every Tuesday and Thursday; grace 2 weeks; from 2017-08-20", "every 3 days; from 2017-09-07",
      "Mon-Thu; from 2017-09-25", "3 on 2 off; from 2017-10-13", "2 days a month; from 2017-11-01",
    ]
    let general = ["every 2nd Sunday; tags x", "monthly on the 1st; at 07:30", "3 times in any 7 days; 5 km"]
    let file = SourceFile(path: "habits.txt", text: (read + general).map { "A: " + $0 }.joined(separator: "\n"))
    var fromBytes: [Bool] = []
    HabitsFileReadingTests.forEachClause(of: [Array(file.bytes)]) { text, line, clause, isSchedule in
      let found =
        isSchedule
        ? HabitsFileReadingTests.scheduleFromBytes(line, clause).map { HabitsFileReadingTests.generalSchedule(line, clause, is: $0) }
        : HabitsFileReadingTests.optionFromBytes(line, clause).map { HabitsFileReadingTests.generalOption(line, clause, is: $0) }
      #expect(found != false, "\(line.number)")
      if line.number <= read.count { #expect(found == true, "\(line.number)") }
      fromBytes.append(found == true)
    }
    #expect(fromBytes.suffix(6) == [false, false, false, false, false, false])
    let syntax = HabitsFileParser.parse(file)
    #expect(syntax.diagnostics.isEmpty)
    #expect(syntax.declarations[2].schedule == .weekly([.monday, .tuesday, .wednesday, .thursday, .friday]))
    #expect(syntax.declarations[17].schedule == .cycle(on: 3, off: 2))
    #expect(syntax.declarations[14].options.map(\.option) == [.grace(Grace(amount: 2, unit: .week))])
  }

  @Test("a schedule read from the bytes is what ScheduleParser makes of the clause's tokens, on generated clauses and the fuzz corpus")
  func schedulesFromBytes() throws {
    let words = [
      "Mon", "wed", "FRI", "Monday", "mo", "thurs", "Tue", "tue", "sunday", "Sundays", "Sat", "th", "weekdays", "Mon-Fri",
      "and", "&", "xyz", "every", "daily", "\u{212A}", "Mon\u{A0}", "MON,", ",Wed", "Weekends", "WEEKDAYS", "Fri-Mon",
      "thu-thu", "mon-", "-fri", "mon-tue-wed", "Wednesday-Thursday", "sat-", "weekday", "mon--fri", "Tue-x", "Every",
      "day", "days", "other", "on", "off", "3", "0", "1", "7", "8", "31", "32", "366", "367", "1000", "1001", "03",
      "1234567890", "a", "per", "in", "any", "an", "each", "week", "weeks", "month", "MONTHS", "year", "years", "times",
      "x", "3x", "after", "last", "day,", "2nd", "thu", "Sun,", "SAT", "tUe", "mon-", "Wed\t", "fri;", "Mon,Wed",
    ]
    let separators = [" ", ", ", ",", " ,", "\t", "\u{A0}", "", ",,", " , ", "  "]
    var texts = HabitsFileReadingTests.generatedLines(6_000, words: words, common: 14, separators: separators, seed: 5)
    for clause in [
      "3 days a week", "4 DAYS PER WEEK", "2 days in a month", "3 days in any 7 days", "1 a year", "8 days a week",
      "3 on 2 off", "3 days on 2 days off", "3 on 0 off", "every 3 days", "every other day", "every 1 day", "every 0 days",
      "every Tuesday and Thursday", "every Mon, and Fri", "every day", "Every  Day", "daily", "every 2 days after last",
    ] {
      for edge in ["", " ", "\t", "\u{A0}", ","] { texts.append(Array("A:\(edge)\(clause)\(edge); from 2017-01-22".utf8)) }
    }
    texts += try HabitsFileReadingTests.corpusFiles()
    var (fast, general) = (0, 0)
    HabitsFileReadingTests.forEachClause(of: texts) { text, line, clause, isSchedule in
      guard isSchedule else { return }
      guard let read = HabitsFileReadingTests.scheduleFromBytes(line, clause) else {
        general += 1
        return
      }
      fast += 1
      #expect(HabitsFileReadingTests.generalSchedule(line, clause, is: read), "\(text)")
    }
    #expect(fast >= 1_000 && general >= 3_000)
  }

  @Test("generated weekday lists and day counts read from the bytes are what ScheduleParser makes of them, and the plain ones are all read")
  func listsAndCountsFromBytes() {
    var random = SeededRandom(seed: 31)
    let days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun", "mo", "thur", "xyz", "Monday", "weekdays"]
    let separators = [", ", " ", ",", " ,", "  ", "\t", " and ", ", and ", " & ", ",  "]
    /// `word` with each letter in either case.
    func anyCase(_ word: String) -> String {
      String(word.map { Bool.random(using: &random) ? Character($0.uppercased()) : $0 })
    }
    var texts: [[UInt8]] = []
    // Whether each generated clause is a list of three-letter days apart by ", " or a space,
    // none twice, or a count of 1 to 7 days a week in the plainest spelling.
    var plain: [Bool] = []
    for _ in 0..<3_000 {
      let count = Int.random(in: 1...7, using: &random)
      let picked = (0..<count).map { _ in Int.random(in: 0..<(Bool.random(using: &random) ? 7 : days.count), using: &random) }
      let between = (1..<count).map { _ in Int.random(in: 0..<(Bool.random(using: &random) ? 2 : separators.count), using: &random) }
      var clause = anyCase(days[picked[0]])
      for (item, separator) in zip(picked.dropFirst(), between) { clause += separators[separator] + anyCase(days[item]) }
      texts.append(Array("A: \(clause); from 2017-01-22".utf8))
      plain.append(picked.allSatisfy { $0 < 7 } && Set(picked).count == count && between.allSatisfy { $0 < 2 })
    }
    for _ in 0..<1_000 {
      let digit = Int.random(in: 0...9, using: &random)
      let words = [anyCase("days"), anyCase("a"), anyCase("week")]
      let blank = Bool.random(using: &random) ? " " : ["\t", "  ", "", " per "].randomElement(using: &random)!
      texts.append(Array("A: \(digit) \(words[0])\(blank)\(words[1]) \(words[2]); from 2017-01-22".utf8))
      plain.append((1...7).contains(digit) && blank == " ")
    }
    var lines = 0
    HabitsFileReadingTests.forEachClause(of: texts) { text, line, clause, isSchedule in
      guard isSchedule else { return }
      let read = HabitsFileReadingTests.scheduleFromBytes(line, clause)
      if let read { #expect(HabitsFileReadingTests.generalSchedule(line, clause, is: read), "\(String(decoding: text, as: UTF8.self))") }
      if plain[lines] { #expect(read != nil, "\(String(decoding: text, as: UTF8.self))") }
      lines += 1
    }
    #expect(lines == texts.count)
    #expect(plain.filter { $0 }.count >= 500)
  }

  @Test("an option read from the bytes is what OptionParser makes of the clause's tokens, on generated clauses and the fuzz corpus")
  func optionsFromBytes() throws {
    let words = [
      "3", "0", "1", "03", "10000", "10001", "1000000", "1000001", "1234567890", "-3", "times", "TIME", "x", "3x", "a", "per",
      "each", "day", "daily", "week", "grace", "Grace", "period", "of", "days", "weeks", "month", "months", "year", "years",
      "yrs", "Weeks", "starts", "start", "begins", "begin", "on", "Sunday", "sun", "weekdays", "\u{212A}", "tags", "km",
      "points", "from", "since", "until", "2017-01-22", "2017-02-30", "no", "backlog", "ahead", "carry", "over", "ends",
      "after", "times,", "day\u{A0}",
    ]
    let separators = [" ", "\t", "  ", ",", " , ", "\u{A0}", ""]
    var texts = HabitsFileReadingTests.generatedLines(6_000, words: words, common: 18, separators: separators, seed: 9)
    for clause in [
      "3 times", "8 TIMES A DAY", "3 times per day", "3 x daily", "0 times", "1000001 times", "grace 3 days", "grace 2 weeks",
      "grace of 1 month", "grace period 0", "grace 10001 days", "week starts on Sunday", "weeks begin sun", "week starts on weekdays",
    ] {
      for edge in ["", " ", "\t", "\u{A0}"] { texts.append(Array("A: every day;\(edge)\(clause)\(edge)".utf8)) }
    }
    texts += try HabitsFileReadingTests.corpusFiles()
    var (fast, general) = (0, 0)
    HabitsFileReadingTests.forEachClause(of: texts) { text, line, clause, isSchedule in
      guard !isSchedule else { return }
      guard let read = HabitsFileReadingTests.optionFromBytes(line, clause) else {
        general += 1
        return
      }
      fast += 1
      #expect(HabitsFileReadingTests.generalOption(line, clause, is: read), "\(text)")
    }
    #expect(fast >= 120 && general >= 3_000)
  }

  /// The options matched whole (`HabitsFileParser.wholeOption`: `no backlog`, `3 times`,
  /// `grace 3 days`, `week starts on Sunday`...) with any byte at any place replaced (a letter
  /// in the other case, another letter, a digit, a blank, a byte beyond ASCII), one byte added
  /// or taken out: whatever is read from the bytes is what `OptionParser` reads.
  @Test("an option matched whole, with any byte changed, added or taken out, is what OptionParser reads")
  func wholeOptions() {
    let spellings = [
      "backlog", "no backlog", "ahead", "no ahead", "carry over", "3 times", "9 times", "grace 3 days", "grace 0 days",
      "grace 2 weeks", "week starts on Sunday", "week starts on sun", "week starts on Mon",
    ]
    let replacements: [UInt8] = Array("aAzZ019 \t,-;".utf8) + [0x00, 0x40, 0x5B, 0x60, 0x7B, 0xC2, 0xA0, 0xFF]
    // A clause is matched whole only where sixteen bytes can be read from its start: a
    // clause after it leaves room, at the end of the file there is none.
    let (before, after) = (Array("A: daily; ".utf8), Array("; tags one, two, three".utf8))
    var texts: [[UInt8]] = []
    for spelling in spellings {
      let bytes = Array(spelling.utf8)
      texts += [before + bytes + after, before + bytes]
      for place in bytes.indices {
        var changed = bytes
        changed.remove(at: place)
        texts.append(before + changed + after)
        for byte in replacements + [bytes[place] ^ 0x20] {
          changed = bytes
          changed[place] = byte
          texts.append(before + changed + after)
          changed = bytes
          changed.insert(byte, at: place)
          texts.append(before + changed + after)
        }
      }
    }
    var (fast, whole) = (0, 0)
    HabitsFileReadingTests.forEachClause(of: texts) { text, line, clause, isSchedule in
      guard !isSchedule, let read = HabitsFileReadingTests.optionFromBytes(line, clause) else { return }
      fast += 1
      #expect(HabitsFileReadingTests.generalOption(line, clause, is: read), "\(text)")
      let matched = HabitsFileLine.reading(line) { bytes in
        let base = line.bytes.startIndex
        return HabitsFileParser.wholeOption(bytes, bytes.trimmed((clause.lowerBound - base)..<(clause.upperBound - base)))
      }
      if let matched {
        whole += 1
        #expect(matched.option == read.0, "\(text)")
      }
    }
    #expect(whole >= 100 && fast > whole)
  }

  @Test("a weekday spelt in a line's bytes is the one its token's key spells, and a date read in place is Bytes.isoDate's")
  func weekdaysAndDatesInPlace() {
    var words = HabitsFileReadingTests.raggedLines(300).map { Array($0.prefix(12)) }
    let spellings = Weekday.allCases.flatMap { [$0.name, $0.shortName, String($0.name.prefix(2))] } + ["tues", "weds", "thur", "thurs"]
    for spelling in spellings {
      for variant in [spelling, spelling.uppercased(), spelling.lowercased() + "s", spelling + "x", String(spelling.dropLast())] {
        words.append(Array(variant.utf8))
      }
    }
    var named = 0
    for word in words {
      let fromBytes = word.withUnsafeBufferPointer { WeekdaySpellings.weekday(spelledBy: $0) }
      let fromKey = word.withUnsafeBufferPointer { Vocabulary.weekdays[Word(packing: $0)] }
      #expect(fromBytes == fromKey, "\(word)")
      if fromBytes != nil { named += 1 }
    }
    #expect(named >= 60)
    var random = SeededRandom(seed: 11)
    let pieces = Array("0123456789-x ".utf8)
    var dates = ["2017-01-22", "2016-02-29", "2017-02-29", "0000-01-01", "9999-12-31", "2017-13-01", "2017-00-10", "2017-1-022"]
      .map { Array($0.utf8) }
    dates += (0..<3_000).map { _ in
      Array("2017-01-22".utf8).map { byte in random.next() % 6 == 0 ? pieces[Int(random.next() % UInt64(pieces.count))] : byte }
    }
    var exist = 0
    for date in dates {
      let file = SourceFile(path: "habits.txt", bytes: date)
      var diagnostics: [Diagnostic] = []
      guard let line = SourceLine.scan(file, line: 1, in: file.lines, diagnostics: &diagnostics) else { continue }
      let inPlace = HabitsFileLine.reading(line) { $0.isoDate(0..<date.count) }
      let expected: Day?
      if case .some(.some(let day)) = Bytes.isoDate(date) { expected = day } else { expected = nil }
      #expect(inPlace == expected, "\(date)")
      if inPlace != nil { exist += 1 }
    }
    #expect(exist >= 300)
  }

  @Test("a plain line read through the pointer has the content SourceLine.scan finds, and any other line is the scan's")
  func plainLines() {
    var texts = HabitsFileReadingTests.raggedLines(600)
    texts += ["  A: daily  ", "\tA:\tdaily\t", "<<<<<<< HEAD", "<<<<<<", "======= x", "A: daily # note", "", "   "].map { Array($0.utf8) }
    var plain = 0
    for text in texts {
      let file = SourceFile(path: "habits.txt", bytes: Array("# first line\n".utf8) + text)
      guard file.lines.count == 2 else { continue }
      var diagnostics: [Diagnostic] = []
      let scanned = SourceLine.scan(file, line: 2, in: file.lines, diagnostics: &diagnostics)
      let bounds = file.lines.bounds(2)
      let read = file.bytes.withUnsafeBufferPointer { memory in
        HabitsFileLine.plain(memory, number: 2, bounds: bounds).map { ($0.contentStart, $0.contentEnd, $0.isBlank) }
      }
      let isPlain = text.allSatisfy { ($0 >= 0x20 && $0 < 0x7F && $0 != 0x23) || $0 == 0x09 }
      #expect((read != nil) == (isPlain && !(text.count >= 7 && [0x3C, 0x7C, 0x3D, 0x3E].contains(text[0]))), "\(text)")
      guard let read else { continue }
      plain += 1
      #expect(scanned != nil, "\(text)")
      let line = scanned
      #expect(diagnostics.isEmpty && line?.hasComment == false, "\(text)")
      #expect(read.0 + bounds.start == line?.contentStart && read.1 + bounds.start == line?.contentEnd, "\(text)")
      #expect(read.2 == line?.isBlank, "\(text)")
    }
    #expect(plain >= 50)
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
        // And through the pointer, the three bytes a habit line's colon is sought with.
        let base = line.bytes.startIndex
        let found = HabitsFileLine.reading(line) { $0.firstIndex(of: 0x3A, or: 0x3B, or: 0x2C, in: (start - base)..<(range.upperBound - base)) }
        #expect(found.map { $0 + base } == line.bytes[rest].firstIndex { $0 == 0x3A || $0 == 0x3B || $0 == 0x2C })
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
      if HabitsFileReadingTests.scheduleFromBytes(line, schedule) != nil, HabitsFileReadingTests.optionFromBytes(line, option) != nil {
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

  @Test("a date reckoned in place is Day(year:month:day:)'s, for every year of four digits and month and the days around their ends")
  func civilDays() {
    var (compared, exist) = (0, 0)
    /// The day the reader reckons for `year` (0-9999), as its two halves.
    func reckoned(_ year: Int, _ month: Int, _ day: Int) -> Day? {
      HabitsFileLine.civilDay(century: year / 100, yearOfCentury: year % 100, month: month, day: day)
    }
    for year in 0...9999 {
      for month in -1...13 {
        for day in [-1, 0, 1, 2, 15, 27, 28, 29, 30, 31, 32, 99] {
          let expected = Day(year: year, month: month, day: day)
          if reckoned(year, month, day) != expected { Issue.record("\(year)-\(month)-\(day)") }
          compared += 1
          if expected != nil { exist += 1 }
        }
      }
    }
    // Every day of the years around the leap rules' turns.
    for year in [0, 1, 3, 4, 99, 100, 101, 399, 400, 401, 1600, 1700, 1900, 1969, 1970, 2000, 2024, 9996, 9999] {
      var day = Day(year: year, month: 1, day: 1)!
      while day.year == year {
        let civil = day.civil
        if reckoned(civil.year, civil.month, civil.day) != day { Issue.record("\(day)") }
        day = day + 1
      }
    }
    #expect(compared == 10_000 * 15 * 12 && exist > 10_000 * 12 * 6)
  }

  /// The date reader checks a date's ten bytes as two words: each of them replaced by every
  /// other byte (digits, dashes, blanks, bytes beyond ASCII) must read as `Bytes.isoDate`
  /// reads it, on dates around the leap rules' turns and the months' ends.
  @Test("a date read in place as two words is Bytes.isoDate's, for any byte at any of its ten places")
  func datesReadAsWords() {
    let dates = [
      "2016-12-09", "2000-02-29", "1900-02-29", "2024-02-29", "2023-02-29", "0000-01-01", "9999-12-31", "2017-04-31",
      "2017-12-31", "0400-02-29", "0100-02-29", "2017-10-10", "1999-09-30",
    ]
    var (compared, read) = (0, 0)
    for date in dates {
      for place in 0..<10 {
        for byte in 0...255 {
          var bytes = Array(date.utf8)
          bytes[place] = UInt8(byte)
          // The date within a line (whatever its bytes), with bytes after it.
          let file = SourceFile(path: "habits.txt", bytes: Array("x ".utf8) + bytes + Array(" end".utf8))
          let count = file.bytes.count
          let line = SourceLine(number: 1, bytes: file.bytes[0..<count], contentEnd: count, contentStart: 0, commentStart: count)
          let inPlace = HabitsFileLine.reading(line) { $0.isoDate(2..<12) }
          let expected: Day?
          if case .some(.some(let day)) = Bytes.isoDate(bytes) { expected = day } else { expected = nil }
          if inPlace != expected { Issue.record("\(bytes)") }
          compared += 1
          if inPlace != nil { read += 1 }
        }
      }
    }
    #expect(compared == dates.count * 10 * 256 && read > 0)
  }

  @Test("a three-letter weekday matched as one integer is the spelling table's, for any three bytes before any other")
  func threeLetterWeekdays() {
    let letters = Array("montuewdhfrisaMONTUEWDHFRISA@[`{".utf8)
    let followers = Array(",  \t-sx,".utf8)
    var text: [UInt8] = Array("A:".utf8)
    var words: [Int] = []
    for a in letters {
      for b in letters {
        for c in letters {
          words.append(text.count)
          text += [a, b, c, followers[(words.count * 7) % followers.count]]
        }
      }
    }
    text.removeLast()
    let file = SourceFile(path: "habits.txt", bytes: text)
    var diagnostics: [Diagnostic] = []
    guard let line = SourceLine.scan(file, line: 1, in: file.lines, diagnostics: &diagnostics) else {
      Issue.record("the line of words is not read")
      return
    }
    var named = 0
    HabitsFileLine.reading(line) { line in
      for start in words {
        let spelled = text.withUnsafeBufferPointer { WeekdaySpellings.weekday(spelledBy: UnsafeBufferPointer(rebasing: $0[start..<(start + 3)])) }
        // Where the clause ends after the word, any byte may follow it.
        #expect(line.threeLetterWeekday(at: start, end: start + 3) == spelled)
        let after = start + 3 < text.count ? text[start + 3] : 0x2C
        let endsThere = after == 0x2C || after == 0x20 || after == 0x09
        #expect(line.threeLetterWeekday(at: start, end: text.count) == (endsThere ? spelled : nil))
        if spelled != nil { named += 1 }
      }
    }
    #expect(named == 7 * 8)
  }

  /// The schedule the readers from the bytes make of `clause` (absolute indices of `line`),
  /// with its range; nil when they leave it to the general path.
  static func scheduleFromBytes(_ line: SourceLine, _ clause: Range<Int>) -> (Schedule, SourceRange)? {
    let base = line.bytes.startIndex
    return HabitsFileLine.reading(line) { bytes in
      HabitsFileParser.commonSchedule(bytes, (clause.lowerBound - base)..<(clause.upperBound - base)).map { ($0.schedule.schedule, bytes.range($0.clause)) }
    }
  }

  /// The option the readers from the bytes make of `clause` (absolute indices of `line`),
  /// with its range; nil when they leave it to the general path.
  static func optionFromBytes(_ line: SourceLine, _ clause: Range<Int>) -> (HabitOption, SourceRange)? {
    let base = line.bytes.startIndex
    return HabitsFileLine.reading(line) { bytes in
      HabitsFileParser.commonOption(bytes, (clause.lowerBound - base)..<(clause.upperBound - base)).map { ($0.option.option, bytes.range($0.clause)) }
    }
  }

  /// Whether the general path (tokens and `ScheduleParser`) reads `clause` of `line` as
  /// `read` says, with no diagnostic, over the same range.
  static func generalSchedule(_ line: SourceLine, _ clause: Range<Int>, is read: (Schedule, SourceRange)) -> Bool {
    let tokens = Tokenizer.clause(line, clause)
    guard let first = tokens.first, let last = tokens.last else { return false }
    let range = SourceRange(start: first.range.start, end: last.range.end)
    let parsed = ScheduleParser.parse(tokens, line: line, file: "habits.txt", endRange: range)
    return parsed.diagnostics.isEmpty && parsed.schedule == read.0 && range == read.1
  }

  /// Whether the general path (tokens and `OptionParser`, after any schedule) reads `clause`
  /// of `line` as `read` says, with no diagnostic, over the same range.
  static func generalOption(_ line: SourceLine, _ clause: Range<Int>, is read: (HabitOption, SourceRange)) -> Bool {
    let tokens = Tokenizer.clause(line, clause)
    guard let first = tokens.first, let last = tokens.last else { return false }
    let range = SourceRange(start: first.range.start, end: last.range.end)
    return [false, true].allSatisfy { takesUnit in
      let parsed = OptionParser.parse(tokens, line: line, file: "habits.txt", endRange: range, takesUnit: takesUnit)
      return parsed.diagnostics.isEmpty && parsed.option == read.0 && range == read.1
    }
  }

  /// Calls `body` with each clause of each habit line of `texts`: the schedule (after the
  /// first colon) with `true`, then each option with `false`.
  static func forEachClause(of texts: [[UInt8]], _ body: ([UInt8], SourceLine, Range<Int>, Bool) -> Void) {
    forEachLine(of: texts) { text, line in
      guard let colon = line.firstIndex(of: 0x3A, in: line.contentStart..<line.contentEnd) else { return }
      var start = colon + 1
      var isSchedule = true
      while start <= line.contentEnd {
        let end = line.firstIndex(of: 0x3B, in: start..<line.contentEnd) ?? line.contentEnd
        body(text, line, start..<end, isSchedule)
        isSchedule = false
        start = end + 1
      }
    }
  }

  /// `count` lines `A: CLAUSE; CLAUSE` of up to five words of `words` apart by `separators`,
  /// the same on every run; two words in three are of the first `common` words.
  static func generatedLines(_ count: Int, words: [String], common: Int, separators: [String], seed: UInt64) -> [[UInt8]] {
    var random = SeededRandom(seed: seed)
    /// A clause of one to five words.
    func clause() -> String {
      var text = random.next() % 4 == 0 ? separators[Int(random.next() % UInt64(separators.count))] : ""
      for item in 0..<Int(1 + random.next() % 5) {
        if item > 0 { text += separators[Int(random.next() % UInt64(separators.count))] }
        text += words[Int(random.next() % UInt64(random.next() % 3 == 0 ? words.count : common))]
      }
      return text
    }
    return (0..<count).map { _ in Array("A:\(clause());\(clause())".utf8) }
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
