/// Parses the log: one dated line per entry (grammar.md, `log-line`).
///
/// ```
/// 2026-11-20 Gym, Read              completions
/// 2026-11-21 Pushups x2             a count
/// 2026-12-20 vacation until 2027-01-02
/// 2026-12-20 vacation Gym, Swim until 2026-12-27
/// 2027-02-01 vacation               open-ended, until a resume
/// 2027-02-10 resume
/// 2026-12-24 skip Gym
/// ```
/// A line starting with `vacation`, `skip` or `resume` may also be a completion line, when all
/// it names are habits ("Skip rope"). The parser does not know the habits: it reads such a line
/// both ways and leaves the choice to the resolver (`LogLineSyntax.alternative`), so an edit of
/// the habits file never changes how the log parses. It works on bytes, and reads the file a
/// line at a time (`next`), so a caller can resolve each line and forget it: the log grows for
/// years and is read in full on every run.
package struct LogFileParser {
  let file: SourceFile
  /// The names seen so far, by their bytes.
  var spellings = SpellingTable()
  /// The completions of the lines read (`LogFileSyntax.entries`), since the last `discardItems`.
  package internal(set) var entries: [LogEntrySyntax] = []
  /// The names after keywords of the lines read (`LogFileSyntax.names`), likewise.
  package internal(set) var names: [NameSyntax] = []
  /// The problems of directive readings that failed on lines that read as completions too
  /// (`LogLineSyntax.Kind.unreadDirective`).
  package private(set) var directiveProblems: [[Diagnostic]] = []
  /// The lines read so far: the parser walks the log's lines itself, in order, and keeps no
  /// table of them.
  private var lines: LineCursor
  /// The bounds of the line `next` returned last.
  private var lastLine = (start: 0, end: 0)
  /// Every line's start, for the few lines read again (`reparse`, `contentRange`): built at
  /// the first such request, which a clean log never makes.
  private var lineIndex: LineIndex?
  /// The last date read, by its ten bytes: a log lists a day's entries on consecutive lines,
  /// and each run of lines parses its date once. The next run is most often in the same month
  /// (`YYYY-MM-` the same eight bytes): its day is found from the day of the month alone.
  private var lastDate: LastDate?
  /// The last date read (`lastDate`): its first eight bytes and last two, its day, its day of
  /// the month and the length of its month.
  private typealias LastDate = (head: UInt64, tail: UInt16, day: Day, dayOfMonth: Int, monthLength: Int)
  /// The bodies of plain completion lines (the bytes after `YYYY-MM-DD `), numbered by their
  /// bytes, and the entries each was parsed into, by number. A log written by `habits log`
  /// has one entry a line, so a decade of it repeats the same few dozen bodies ("Gym",
  /// "Pushups x3") a hundred thousand times: each is parsed once, and each later line with
  /// the same bytes takes its entries, moved to its line. A body holds the whole line after
  /// the date, so the same bytes always parse the same way. Bodies of at most
  /// `bodyLimit` bytes are numbered, and those that read cleanly as one entry remembered: a
  /// day's several entries on one line seldom repeat.
  private var bodies = SpellingTable(keepsText: false)
  private var parsedBodies: [LogEntrySyntax] = []
  /// The items of completion lines (`Gym`, `Pushups x3`), numbered by their bytes, and the
  /// entry each was read as, by number, kept as if at column 1 (`knownItem`).
  var items = SpellingTable(keepsText: false)
  var parsedItems: [LogEntrySyntax] = []
  var itemIsParsed: [Bool] = []
  /// The items read cleanly of recent grouped lines, in front of `items`: a slot per hash of
  /// an item of up to sixteen bytes (`ShortBytes`), holding the last item that landed there;
  /// empty until an item is found again.
  var recentItems: [RecentSlot] = []
  /// `recentItems` has `1 << recentItemBits` slots.
  static let recentItemBits = 8
  static let itemLimit = 64
  private var bodyIsParsed: [Bool] = []
  private static let bodyLimit = 40
  /// The known bodies of recent lines, in front of `bodies`: a slot per hash of a body of up
  /// to sixteen bytes (`ShortBytes`), holding the last body that landed there.
  private var recentBodies = [RecentSlot](repeating: RecentSlot(), count: 1 << recentBodyBits)
  /// `recentBodies` has `1 << recentBodyBits` slots.
  private static let recentBodyBits = 10
  /// The bodies of directive lines read cleanly (`vacation Gym until`, `skip Gym`), numbered
  /// by their bytes without a vacation's `until` date, and what each said, by number
  /// (`KnownDirective`, `readClean`).
  var directiveBodies = SpellingTable(keepsText: false)
  var knownDirectives: [KnownDirective?] = []
  /// The names and completions of `knownDirectives`, kept as if their body started at column 1.
  var directiveNames: [NameSyntax] = []
  var directiveEntries: [LogEntrySyntax] = []

  /// Creates a parser for `file`.
  package init(file: SourceFile) {
    self.file = file
    lines = LineCursor(file)
  }

  /// What `next` read: most lines of a real log are a date and a body seen before.
  package enum LogLineRead {
    /// `YYYY-MM-DD BODY` whose body was read before as one entry, `knownBody(number)`.
    case known(day: Day, line: Int32, body: Int32)
    /// Any other line, parsed: `parsedLine`. (Not a payload: this value is returned for
    /// every line of the log, and a large payload would be copied each time.)
    case parsed
  }

  /// The line `next` parsed last (`LogLineRead.parsed`).
  package private(set) var parsedLine = LogLineSyntax(day: Day(number: 0), kind: .completions(0..<0), line: 0, contentColumns: 0..<0)
  /// The number of `parsedLine`'s directive body (`knownDirectives`) when it is a directive
  /// read cleanly, else -1: the same number means the same keyword and names, which a
  /// resolver resolves once.
  package internal(set) var parsedDirective = -1

  /// Parses every line.
  package func parse() -> LogFileSyntax {
    var parser = self
    var diagnostics = BoundedDiagnostics(limit: Int.max)
    var syntax = LogFileSyntax()
    while let read = parser.next(diagnostics: &diagnostics) {
      switch read {
      case .parsed:
        syntax.lines.append(parser.parsedLine)
      case .known(let day, let line, let body):
        let number = Int(line)
        parser.entries.append(parser.knownBody(Int(body)).onLine(number))
        let columns = parser.lastLine
        syntax.lines.append(
          LogLineSyntax(
            day: day, kind: .completions((parser.entries.count - 1)..<parser.entries.count), line: number,
            contentColumns: 1..<(columns.end - columns.start + 1)))
      }
    }
    syntax.entries = parser.entries
    syntax.names = parser.names
    syntax.directiveProblems = parser.directiveProblems
    syntax.diagnostics = diagnostics.kept
    syntax.spellings = parser.spellings.strings
    return syntax
  }

  /// The next dated line, or nil after the last; the problems of every line read on the way
  /// go to `diagnostics`. A parsed line's completions and names are appended to `entries` and
  /// `names`; a line with a known body is only numbered. Inlined into the caller's loop
  /// with `read(line:)`: a known line is then a few dozen instructions with no call, and
  /// everything else is out of line (`readOther`, `date`), which keeps the loop small
  /// (`ShortBytes` has the measure).
  @inline(__always)
  package mutating func next(diagnostics: inout BoundedDiagnostics) -> LogLineRead? {
    if let known = nextKnownLine() { return known }
    while let (start, end) = lines.next() {
      lastLine = (start, end)
      if let read = read(line: lines.number, start: start, end: end, diagnostics: &diagnostics) { return read }
    }
    return nil
  }

  /// The entry of known body number `body` (on the line it was first read on).
  package func knownBody(_ body: Int) -> LogEntrySyntax { parsedBodies[body] }

  /// Line `number` parsed again, its items appended anew: for the few lines a resolver looks
  /// at twice. Nil for a line that is blank or has an error.
  package mutating func reparse(line number: Int) -> LogLineSyntax? {
    var ignored = BoundedDiagnostics(limit: 1)
    guard let (start, end) = lineBounds(number) else { return nil }
    return parse(line: number, start: start, end: end, body: -1, diagnostics: &ignored)
  }

  /// Where line `number` starts and ends, from `lineIndex` (built now if need be); nil past
  /// the file's lines.
  private mutating func lineBounds(_ number: Int) -> (start: Int, end: Int)? {
    if lineIndex == nil { lineIndex = LineIndex(file) }
    guard let lineIndex, number >= 1 && number <= lineIndex.count else { return nil }
    return lineIndex.bounds(number)
  }

  /// Forgets the items of the lines read so far (their ranges no longer apply), so that a
  /// caller resolving line by line holds one line's items at a time.
  package mutating func discardItems() {
    // Cleared once they fill a few dozen lines' worth rather than after each line (clearing
    // costs more than a line's own items), and before they grow far: at 4,096 the small data
    // set's 421 grouped lines grew `entries` five times, 68 K instructions of copies
    // (callgrind, `status`).
    if entries.count > 256 { entries.removeAll(keepingCapacity: true) }
    if names.count > 256 { names.removeAll(keepingCapacity: true) }
  }

  /// The span of line `number`'s content (from its date to before any comment), for pointing
  /// at a line found earlier.
  package mutating func contentRange(line number: Int) -> SourceRange {
    var ignored: [Diagnostic] = []
    guard let bounds = lineBounds(number), let line = SourceLine.scan(file, line: number, bounds: bounds, diagnostics: &ignored)
    else {
      return SourceRange(line: number, columns: 1..<1)
    }
    return line.range(line.contentStart..<line.contentEnd)
  }

  /// Whether line `number` lists several items: a comma before any comment.
  package mutating func listsSeveralItems(line number: Int) -> Bool {
    guard let (start, end) = lineBounds(number) else { return false }
    for index in start..<end {
      switch file.bytes[index] {
      case 0x2C: return true
      case 0x23: return false
      default: continue
      }
    }
    return false
  }

  /// The text of spelling number `spelling` (`NameSyntax.spelling`).
  package func text(of spelling: Int) -> String { spellings.strings[spelling] }


  /// What `readKnownLines` hands the lines it reads to.
  protocol KnownLineSink {
    /// Takes line `line` of `day`, whose body is known as `body` (`knownBody`); false leaves
    /// the line unread, for `next`.
    mutating func take(day: Day, line: Int32, body: Int32) -> Bool
  }

  /// Reads the lines ahead that are the date of the line before and a recent body
  /// (`nextKnownLine`), handing each to `sink`, until a line is not one or `sink` leaves it.
  ///
  /// The same reading as `next` gives such lines, in one loop whose position, line number and
  /// date are local variables, and generic over the sink so that taking a line is inlined:
  /// a log written one entry a line is read here nearly whole (`check` with the decade data
  /// set, 18.1 M instructions, 16.7 M this way).
  @inline(__always)
  mutating func readKnownLines<Sink: KnownLineSink>(into sink: inout Sink) {
    guard var date = lastDate else { return }
    let (first, stretchEnd) = lines.stretchWithoutCR()
    // The date (10 bytes), a space, a body of 1 to 16 bytes and its LF: 28 bytes at most.
    let limit = stretchEnd &- 28
    var start = first
    var number = Int32(truncatingIfNeeded: lines.number)
    var lastLine: (start: Int, end: Int)?
    file.bytes.withUnsafeBufferPointer { bytes in
      recentBodies.withUnsafeBufferPointer { slots in
        while start <= limit {
          var next = date
          guard let (body, end) = LogFileParser.recentLine(in: bytes, at: start, date: &next, slots: slots),
            sink.take(day: next.day, line: number &+ 1, body: body)
          else { return }
          date = next
          number &+= 1
          lastLine = (start, end)
          start = end &+ 1
        }
      }
    }
    guard let lastLine else { return }
    lastDate = date
    lines.move(to: start, lines: Int(number) - lines.number)
    self.lastLine = lastLine
  }

  /// The next line when it is the date of the line before, a space and a recent body of at
  /// most sixteen bytes: nearly every line of a log written one entry a line. Its body's end is
  /// found in the two words after the date, which also give the body's key, so the line is
  /// known without first looking for where it ends (`LineCursor.next` and a `memchr` cost more
  /// than the rest of such a line: `check` with the decade data set, 21.5 M instructions,
  /// 20.7 M this way). Nil for any other line, which `read(line:)` then takes.
  @inline(__always)
  private mutating func nextKnownLine() -> LogLineRead? {
    guard var date = lastDate, let start = lines.nextStart(withoutCRIn: 28) else { return nil }
    let known = file.bytes.withUnsafeBufferPointer { bytes in
      recentBodies.withUnsafeBufferPointer { LogFileParser.recentLine(in: bytes, at: start, date: &date, slots: $0) }
    }
    guard let known else { return nil }
    lastDate = date
    lines.advance(to: known.end &+ 1)
    lastLine = (start, known.end)
    return .known(day: date.day, line: Int32(truncatingIfNeeded: lines.number), body: known.body)
  }

  /// The known body of the line at `start` and where the line ends (its LF), when the line is
  /// `date` or another day of its month (`date` then becomes it), a space, a body of one to
  /// sixteen bytes found in `slots` and an LF; nil otherwise (and `date` unchanged). The
  /// line's 28 bytes from `start` are all in `bytes`. Its body's end is found in the two words
  /// after the date, which also give the body's key (`ShortBytes`).
  @inline(__always)
  private static func recentLine(
    in bytes: UnsafeBufferPointer<UInt8>, at start: Int, date: inout LastDate,
    slots: UnsafeBufferPointer<RecentSlot>
  ) -> (body: Int32, end: Int)? {
    let raw = UnsafeRawPointer(bytes.baseAddress! + start)
    guard date.head == raw.loadUnaligned(as: UInt64.self), raw.load(fromByteOffset: 10, as: UInt8.self) == 0x20 else {
      return nil
    }
    let tail = raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
    if tail != date.tail {
      // Another day of the same month: two digits (as `date(_:at:)` reads them).
      let digits = UInt16(littleEndian: tail)
      let (tens, ones) = (UInt8(truncatingIfNeeded: digits) &- 0x30, UInt8(truncatingIfNeeded: digits &>> 8) &- 0x30)
      guard tens < 10 && ones < 10 else { return nil }
      let dayOfMonth = Int(tens) &* 10 &+ Int(ones)
      guard dayOfMonth >= 1 && dayOfMonth <= date.monthLength else { return nil }
      date = (date.head, tail, Day(number: date.day.number &+ dayOfMonth &- date.dayOfMonth), dayOfMonth, date.monthLength)
    }
    let low = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 11, as: UInt64.self))
    let length: Int
    if let index = WordBytes.firstIndex(of: 0x0A, in: low) {
      length = index
    } else if let index = WordBytes.firstIndex(
      of: 0x0A, in: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 19, as: UInt64.self)))
    {
      length = 8 &+ index
    } else if raw.load(fromByteOffset: 27, as: UInt8.self) == 0x0A {
      length = 16
    } else {
      return nil
    }
    guard length > 0 else { return nil }
    let first: UInt64
    let second: UInt64
    if length <= 8 {
      first = low & (UInt64.max &>> UInt64(truncatingIfNeeded: 64 &- 8 &* length))
      second = 0
    } else {
      first = low
      second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 3 &+ length, as: UInt64.self))
    }
    let key = ShortBytes(first: first, last: second, length: length)
    let slot = slots[key.slot(bits: recentBodyBits)]
    guard slot.key == key else { return nil }
    return (slot.number, start &+ 11 &+ length)
  }

  /// Line `number`, the bytes from `start` to `end`: known by its body, or parsed (nil when
  /// blank or in error).
  @inline(__always)
  private mutating func read(line number: Int, start: Int, end: Int, diagnostics: inout BoundedDiagnostics) -> LogLineRead? {
    // Nearly every line: a date and a recent body, read inline; the rest out of line.
    let recent = file.bytes.withUnsafeBufferPointer { bytes -> (day: Day, body: Int32)? in
      guard end &- start > 11, let key = ShortBytes(bytes, (start &+ 11)..<end), bytes[start &+ 10] == 0x20 else {
        return nil
      }
      let slot = recentBodies[key.slot(bits: LogFileParser.recentBodyBits)]
      guard slot.key == key else { return nil }
      if let day = recentDate(bytes, at: start) { return (day, slot.number) }
      // The first line of a day: its date parsed out of line.
      guard case .some(.some(let day)) = date(bytes, at: start) else { return nil }
      return (day, slot.number)
    }
    if let recent { return .known(day: recent.day, line: Int32(truncatingIfNeeded: number), body: recent.body) }
    return readOther(line: number, start: start, end: end, diagnostics: &diagnostics)
  }

  /// Line `number`, not a date and a recent body: known by its body, or parsed.
  @inline(never)
  private mutating func readOther(line number: Int, start: Int, end: Int, diagnostics: inout BoundedDiagnostics) -> LogLineRead? {
    // A line `YYYY-MM-DD BODY` whose body was seen before: the date, then a table look-up.
    var bodyNumber = -1
    if end - start > 11 && end - start <= 11 + LogFileParser.bodyLimit {
      let (day, body) = file.bytes.withUnsafeBufferPointer { bytes -> (Day?, Int) in
        guard bytes[start + 10] == 0x20, case .some(.some(let day)) = date(bytes, at: start) else { return (nil, -1) }
        let body = bodies.intern(bytes, (start + 11)..<end)
        if body < bodyIsParsed.count && bodyIsParsed[body], let key = ShortBytes(bytes, (start + 11)..<end) {
          recentBodies[key.slot(bits: LogFileParser.recentBodyBits)] = RecentSlot(
            key: key, number: Int32(truncatingIfNeeded: body))
        }
        return (day, body)
      }
      bodyNumber = body
      if let day, body >= 0, body < bodyIsParsed.count, bodyIsParsed[body] {
        return .known(day: day, line: Int32(truncatingIfNeeded: number), body: Int32(truncatingIfNeeded: body))
      }
    }
    guard let line = parse(line: number, start: start, end: end, body: bodyNumber, diagnostics: &diagnostics) else {
      return nil
    }
    parsedLine = line
    return .parsed
  }

  /// Line `number`, the bytes from `start` to `end`, parsed; a clean one-entry line is
  /// remembered by `body`, its body's number (-1 when it has none).
  private mutating func parse(
    line number: Int, start: Int, end: Int, body bodyNumber: Int, diagnostics: inout BoundedDiagnostics
  ) -> LogLineSyntax? {
    parsedDirective = -1
    // Nearly every line: read from what was read before, with no diagnostics.
    let parsed: LogLineSyntax
    if let clean = readClean(line: number, start: start, end: end) {
      parsed = clean
    } else {
      let problemsBefore = diagnostics.total
      var problems: [Diagnostic] = []
      let scanned = SourceLine.scan(file, line: number, bounds: (start, end), diagnostics: &problems)
      if !problems.isEmpty { diagnostics.append(contentsOf: problems) }
      guard let line = scanned, !line.isBlank else { return nil }
      guard let read = parseLine(line, diagnostics: &diagnostics) else { return nil }
      guard diagnostics.total == problemsBefore else { return read }
      parsed = read
    }
    // Remembered when the body is the whole content (no comment, no space around it) and
    // read cleanly as completions only.
    if bodyNumber >= 0, parsed.alternative == nil, case .completions(let range) = parsed.kind, range.count == 1,
      parsed.lineRange.start.column == 1, parsed.lineRange.end.column == end - start + 1
    {
      while parsedBodies.count <= bodyNumber {
        parsedBodies.append(entries[range.lowerBound])
        bodyIsParsed.append(false)
      }
      parsedBodies[bodyNumber] = entries[range.lowerBound]
      bodyIsParsed[bodyNumber] = true
    }
    return parsed
  }

  /// `log-line = date ( completions | vacation | skip | resume )`.
  private mutating func parseLine(_ line: SourceLine, diagnostics: inout BoundedDiagnostics) -> LogLineSyntax? {
    let content = line.content
    let start = content.startIndex
    // The date: exactly ten bytes, then whitespace or the end.
    var dateEnd = start
    if content.count > 10 && Bytes.isBlank(line.bytes[start + 10]) {
      dateEnd = start + 10  // the usual line: a date and a space
    } else {
      while dateEnd < content.endIndex && Bytes.whitespaceLength(line.bytes, at: dateEnd) == 0 { dateEnd += 1 }
    }
    let dateRange = line.range(start..<dateEnd)
    let day: Day
    switch date(content[start..<dateEnd]) {
    case .some(.some(let d)):
      day = d
    case .some(.none):
      let text = String(decoding: content[start..<dateEnd], as: UTF8.self)
      diagnostics.append(Diagnostic(.nonexistentDate(text), file: file.path, range: dateRange))
      return nil
    case .none:
      diagnostics.append(unexpectedStart(line, dateEnd: dateEnd))
      return nil
    }
    var rest = dateEnd
    while rest < content.endIndex {
      let w = Bytes.whitespaceLength(line.bytes, at: rest)
      if w == 0 { break }
      rest += w
    }
    guard rest < content.endIndex else {
      diagnostics.append(
        Diagnostic(
          .nothingAfterDate, file: file.path,
          range: line.range(dateEnd..<dateEnd),
          notes: [Diagnostic.Note("for example '\(day) Gym' or '\(day) vacation until ...'")]))
      return nil
    }
    var alternative: Range<Int>?
    guard let kind = parseBody(line, from: rest, day: day, alternative: &alternative, diagnostics: &diagnostics) else {
      return nil
    }
    let columns = line.column(line.contentStart)..<line.column(line.contentEnd)
    return LogLineSyntax(day: day, kind: kind, alternative: alternative, line: line.number, contentColumns: columns)
  }

  /// The day the ten bytes of `text` spell (`Bytes.isoDate`), parsed once per run of lines
  /// with the same date.
  private mutating func date(_ text: FileBytes) -> Day?? {
    guard text.count == 10 else { return Bytes.isoDate(text) }
    return file.bytes.withUnsafeBufferPointer { date($0, at: text.startIndex) }
  }

  /// The day the ten bytes of `bytes` from `start` spell when they are the last date read,
  /// else nil.
  @inline(__always)
  private func recentDate(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Day? {
    let raw = UnsafeRawPointer(bytes.baseAddress! + start)
    guard let last = lastDate, last.head == raw.loadUnaligned(as: UInt64.self),
      last.tail == raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
    else { return nil }
    return last.day
  }

  /// The day the ten bytes of `bytes` from `start` spell, as `date(_:)`.
  @inline(never)
  mutating func date(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Day?? {
    let raw = UnsafeRawPointer(bytes.baseAddress! + start)
    let head = raw.loadUnaligned(as: UInt64.self)
    let tail = raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
    if let last = lastDate, last.head == head {
      if last.tail == tail { return .some(last.day) }
      // The same year and month: two digits, a day of that month or none. Parsing each run's
      // whole date cost 0.9 M instructions more of 30.0 M on `check` with the decade data set.
      let digits = UInt16(littleEndian: tail)
      let (tens, ones) = (UInt8(truncatingIfNeeded: digits) &- 0x30, UInt8(truncatingIfNeeded: digits &>> 8) &- 0x30)
      if tens < 10 && ones < 10 {
        let dayOfMonth = Int(tens) * 10 + Int(ones)
        guard dayOfMonth >= 1 && dayOfMonth <= last.monthLength else { return .some(nil) }
        let day = Day(number: last.day.number + dayOfMonth - last.dayOfMonth)
        lastDate = (head, tail, day, dayOfMonth, last.monthLength)
        return .some(day)
      }
    }
    let parsed = Bytes.isoDate(file.bytes[start..<(start + 10)])
    if case .some(.some(let day)) = parsed {
      let civil = day.civil
      lastDate = (head, tail, day, civil.day, Day.daysInMonth(year: civil.year, month: civil.month))
    }
    return parsed
  }

  /// The text after the date: a directive (`vacation`, `skip`, `resume`) or completions. A
  /// directive's line that also reads as completions gets that reading in `alternative`.
  private mutating func parseBody(
    _ line: SourceLine, from start: Int, day: Day, alternative: inout Range<Int>?,
    diagnostics: inout BoundedDiagnostics
  ) -> LogLineSyntax.Kind? {
    let end = line.contentEnd
    // Nearly every line starts with a habit name: only a 'v', 's' or 'r' may start a keyword.
    switch line.bytes[start] | 0x20 {
    case 0x76, 0x73, 0x72: break
    default: return parseCompletions(line, from: start, diagnostics: &diagnostics)
    }
    var wordEnd = start
    while wordEnd < end && Bytes.whitespaceLength(line.bytes, at: wordEnd) == 0 && line.bytes[wordEnd] != 0x2C {
      wordEnd += 1
    }
    guard let keyword = keyword(line, start..<wordEnd) else {
      return parseCompletions(line, from: start, diagnostics: &diagnostics)
    }
    // "Skip rope" and the like: the line read as completions, kept when it reads cleanly.
    var trial = BoundedDiagnostics(limit: 1)
    if case .completions(let range)? = parseCompletions(line, from: start, diagnostics: &trial), trial.kept.isEmpty {
      alternative = range
    }
    var namesStart = wordEnd
    while namesStart < end {
      let w = Bytes.whitespaceLength(line.bytes, at: namesStart)
      if w == 0 { break }
      namesStart += w
    }
    let keywordRange = line.range(start..<wordEnd)
    // Without another reading the directive's problems are the line's; with one, they stand
    // only if the resolver finds the line names something that is not a habit.
    var problems = BoundedDiagnostics(limit: Int.max)
    let kind: LogLineSyntax.Kind?
    switch keyword {
    case "vacation":
      kind = parseVacation(line, names: namesStart, keywordRange: keywordRange, diagnostics: &problems)
    case "skip":
      if let names = parseNames(line, namesStart..<end, diagnostics: &problems) {
        if names.isEmpty {
          problems.append(
            Diagnostic(
              .missingSkippedHabits, file: file.path,
              range: line.range(wordEnd..<wordEnd),
              notes: [Diagnostic.Note("for example '\(day) skip Gym'; a day off for every habit is a one-day vacation")]))
          kind = nil
        } else {
          kind = .skip(names)
        }
      } else {
        kind = nil
      }
    default:
      kind = parseNames(line, namesStart..<end, diagnostics: &problems).map { .resume($0) }
    }
    if let kind {
      rememberDirective(line, body: start..<end, kind: kind, alternative: alternative)
      return kind
    }
    if alternative != nil {
      directiveProblems.append(problems.kept)
      return .unreadDirective(directiveProblems.count - 1)
    }
    diagnostics.append(contentsOf: problems.kept)
    return nil
  }

  /// `vacation = "vacation" [ names ] [ "until" date ]`.
  private mutating func parseVacation(
    _ line: SourceLine, names start: Int, keywordRange: SourceRange, diagnostics: inout BoundedDiagnostics
  ) -> LogLineSyntax.Kind? {
    let end = line.contentEnd
    // Find a final "until DATE": the last word must be the date, the one before it "until".
    var until: Day?
    var namesEnd = end
    let words = wordRanges(line, start..<end)
    if let last = words.last, let untilIndex = words.lastIndex(where: { isWord(line, $0, "until") }) {
      guard untilIndex == words.count - 2 else {
        let found = untilIndex == words.count - 1 ? "the end of the line" : "'\(String(decoding: line.bytes[words[untilIndex + 1]], as: UTF8.self))'"
        let range = untilIndex == words.count - 1 ? line.range(end..<end) : line.range(words[untilIndex + 1])
        diagnostics.append(
          Diagnostic(.expected("a date YYYY-MM-DD", after: "'until'", found: found), file: file.path, range: range))
        return nil
      }
      switch Bytes.isoDate(line.bytes[last]) {
      case .some(.some(let day)):
        until = day
      case .some(.none):
        let text = String(decoding: line.bytes[last], as: UTF8.self)
        diagnostics.append(Diagnostic(.nonexistentDate(text), file: file.path, range: line.range(last)))
        return nil
      case .none:
        let text = String(decoding: line.bytes[last], as: UTF8.self)
        diagnostics.append(
          Diagnostic(.notADate(text, after: "'until'"), file: file.path, range: line.range(last)))
        return nil
      }
      namesEnd = words[untilIndex].lowerBound
    }
    guard let names = parseNames(line, start..<namesEnd, diagnostics: &diagnostics) else { return nil }
    return .vacation(names: names, until: until)
  }

  /// The whitespace-separated words of `range`, as byte ranges.
  private func wordRanges(_ line: SourceLine, _ range: Range<Int>) -> [Range<Int>] {
    var words: [Range<Int>] = []
    var index = range.lowerBound
    while index < range.upperBound {
      let w = Bytes.whitespaceLength(line.bytes, at: index)
      if w > 0 {
        index += w
        continue
      }
      let start = index
      while index < range.upperBound && Bytes.whitespaceLength(line.bytes, at: index) == 0 { index += 1 }
      words.append(start..<index)
    }
    return words
  }

  /// The directive `range` spells (`vacation`, `skip`, `resume`, in any case), if any.
  private func keyword(_ line: SourceLine, _ range: Range<Int>) -> String? {
    switch line.bytes[range.lowerBound] | 0x20 {
    case 0x76: return isWord(line, range, "vacation") ? "vacation" : nil
    case 0x73: return isWord(line, range, "skip") ? "skip" : nil
    case 0x72: return isWord(line, range, "resume") ? "resume" : nil
    default: return nil
    }
  }

  /// Whether `range` spells the lower-case ASCII `word`, in any case.
  private func isWord(_ line: SourceLine, _ range: Range<Int>, _ word: StaticString) -> Bool {
    guard range.count == word.utf8CodeUnitCount else { return false }
    var index = range.lowerBound
    for byte in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
      if line.bytes[index] | 0x20 != byte { return false }
      index += 1
    }
    return true
  }

  /// The diagnostic for a line that does not start with a date.
  private func unexpectedStart(_ line: SourceLine, dateEnd: Int) -> Diagnostic {
    let first = line.content[line.contentStart..<dateEnd]
    let text = String(decoding: first, as: UTF8.self)
    let looksLikeDate = first.first.map(Bytes.isDigit) == true && first.contains(0x2D)
    if looksLikeDate {
      return Diagnostic(
        .notADate(text), file: file.path,
        range: line.range(line.contentStart..<dateEnd),
        notes: [Diagnostic.Note("dates have four-digit years and two-digit months and days, as in 2026-01-05")])
    }
    var notes = [Diagnostic.Note("log lines start with a date, as in '2026-11-20 Gym'")]
    if line.content.contains(0x3A) {
      notes.append(Diagnostic.Note("this looks like a habit line; habits go in the habits file"))
    }
    return Diagnostic(
      .missingLineDate, file: file.path,

      range: line.range(line.contentStart..<dateEnd), notes: notes)
  }
}
