/// Reads a log a line at a time, fast: each line is asked of the known-line cache first
/// (`KnownLineCache`), and only a line the cache cannot vouch for is parsed by the grammar
/// (`LogFileParser`), whose clean readings the cache then remembers. The syntax is the
/// grammar's either way (the cache's contract); what the reader adds is speed, and a walk a
/// caller can resolve each line of and forget: the log grows for years and is read in full
/// on every run.
package struct LogReader {
  /// The grammar, which holds the lines' names (`entries`, `names`) and spellings.
  package private(set) var grammar: LogFileParser
  private var cache = KnownLineCache()
  /// The lines read so far: the reader walks the log's lines itself, in order, and keeps no
  /// table of them.
  private var lines: LineCursor
  /// The bounds of the line `next` returned last.
  private var lastLine = (start: 0, end: 0)
  /// Where the file's memory was last told the bytes before are read (`letGoOfReadPages`).
  private var pagesLetGo = 0
  /// How many lines that are not blank the grammar read (the others came from the cache):
  /// what the cache's tests look at to know it was asked.
  package private(set) var linesParsed = 0
  /// The number of lines read so far: once the reader is done, the file's
  /// (`SourceFile.countLines`).
  package var linesRead: Int { lines.number }

  /// A reader of `file`.
  package init(file: SourceFile) {
    grammar = LogFileParser(file: file)
    lines = LineCursor(file)
  }

  /// Lets the file's memory give back the pages of the lines read, a stretch at a time: a
  /// large log is mapped, not copied, and read once, front to back, so what the reader has
  /// passed need not stay resident (the few lines a finding points into are read from the
  /// file again). Memory of our own (a small file, an editor's text) is kept.
  @inline(__always)
  package mutating func letGoOfReadPages() {
    if lastLine.start &- pagesLetGo >= LogReader.pagesLetGoAtOnce { letGoOfPagesNow() }
  }

  /// How many bytes are read between two calls that let their pages go: few calls, and a
  /// resident stretch small beside any log that is mapped.
  static let pagesLetGoAtOnce = 256 << 10

  @inline(never)
  private mutating func letGoOfPagesNow() {
    pagesLetGo = lastLine.start
    grammar.file.bytes.letGoOfPages(before: pagesLetGo)
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
  /// The `# habits: allow` directives of the lines read, in file order (their targets, for
  /// those on lines of their own, found by `resolvedAllows`).
  package private(set) var allows: [AllowDirective] = []

  /// `allows` with the targets of the directives on lines of their own found.
  package func resolvedAllows() -> [AllowDirective] {
    var found = allows
    if !found.isEmpty { AllowDirective.resolveTargets(&found, in: grammar.file) }
    return found
  }

  /// The number of `parsedLine`'s directive body when it is a directive read cleanly, else
  /// -1: the same number means the same keyword and names, which a resolver resolves once.
  package private(set) var parsedDirective = -1

  /// The file read.
  package var file: SourceFile { grammar.file }
  /// The completions of the lines read since the last `discardItems`.
  package var entries: [LogEntrySyntax] { grammar.entries }
  /// The names after keywords of the lines read, likewise.
  package var names: [NameSyntax] { grammar.names }
  /// The problems of the directive readings that failed (`LogLineSyntax.Kind.unreadDirective`).
  package var directiveProblems: [[Diagnostic]] { grammar.directiveProblems }
  /// The text of spelling number `spelling`.
  package func text(of spelling: Int) -> String { grammar.text(of: spelling) }
  /// Where the line `next` returned last starts in the file: its column 1.
  package var lineStart: Int { lastLine.start }
  /// The entry of known body number `body` (on the line it was first read on).
  package func knownBody(_ body: Int) -> LogEntrySyntax { cache.knownBody(body) }
  /// Forgets the items of the lines read so far (`LogFileParser.discardItems`).
  package mutating func discardItems() { grammar.discardItems() }

  /// Every line, read as `next` reads them: the log's syntax, as the grammar gives it.
  package func syntax() -> LogFileSyntax {
    var reader = self
    var diagnostics = BoundedDiagnostics(limit: Int.max)
    var syntax = LogFileSyntax()
    while let read = reader.next(diagnostics: &diagnostics) {
      switch read {
      case .parsed:
        syntax.lines.append(reader.parsedLine)
      case .known(let day, let line, let body):
        let number = Int(line)
        reader.grammar.entries.append(reader.knownBody(Int(body)).onLine(number))
        let columns = reader.lastLine
        syntax.lines.append(
          LogLineSyntax(
            day: day, kind: .completions((reader.grammar.entries.count - 1)..<reader.grammar.entries.count), line: number,
            contentColumns: 1..<(columns.end - columns.start + 1)))
      }
    }
    syntax.entries = reader.grammar.entries
    syntax.names = reader.grammar.names
    syntax.directiveProblems = reader.grammar.directiveProblems
    syntax.diagnostics = diagnostics.kept
    syntax.spellings = reader.grammar.spellings.strings
    return syntax
  }

  /// The next dated line, or nil after the last; the problems of every line read on the way
  /// go to `diagnostics`. A parsed line's completions and names are appended to `entries` and
  /// `names`; a line with a known body is only numbered. Inlined into the caller's loop
  /// with `read(line:)`: a known line is then a few dozen instructions with no call, and
  /// everything else is out of line (`readOther`), which keeps the loop small (`ShortBytes`
  /// has the measure).
  @inline(__always)
  package mutating func next(diagnostics: inout BoundedDiagnostics) -> LogLineRead? {
    if let known = nextKnownLine() { return known }
    while let (start, end) = lines.next() {
      lastLine = (start, end)
      if let read = read(line: lines.number, start: start, end: end, diagnostics: &diagnostics) { return read }
    }
    return nil
  }

  /// What `readKnownLines` hands the lines it reads to.
  protocol KnownLineSink {
    /// Takes line `line` of `day`, whose body is known as `body` (`knownBody`); false leaves
    /// the line unread, for `next`.
    mutating func take(day: Day, line: Int32, body: Int32) -> Bool
  }

  /// Reads the lines ahead that are the date of the line before (or another day of its month)
  /// and a recent body (`KnownLineCache.recentLine`), handing each to `sink`, until a line is
  /// not one or `sink` leaves it.
  ///
  /// The same reading as `next` gives such lines, in one loop whose position, line number and
  /// date are local variables, and generic over the sink so that taking a line is inlined:
  /// a log written one entry a line is read here nearly whole (`check` with the decade data
  /// set, 18.1 M instructions, 16.7 M this way).
  @inline(__always)
  mutating func readKnownLines<Sink: KnownLineSink>(into sink: inout Sink) {
    guard var date = cache.lastDate else { return }
    let (first, stretchEnd) = lines.stretchWithoutCR()
    // The date (10 bytes), a space, a body of 1 to 16 bytes and its LF: 28 bytes at most.
    let limit = stretchEnd &- 28
    var start = first
    var number = Int32(truncatingIfNeeded: lines.number)
    var lastLine: (start: Int, end: Int)?
    grammar.file.bytes.withUnsafeBufferPointer { bytes in
      let shift = cache.knownBodies.shift
      cache.knownBodies.slots.withUnsafeBufferPointer { slots in
        while start <= limit {
          var next = date
          guard let (body, end) = KnownLineCache.recentLine(in: bytes, at: start, date: &next, slots: slots, shift: shift),
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
    cache.lastDate = date
    lines.move(to: start, lines: Int(number) - lines.number)
    self.lastLine = lastLine
  }

  /// The next line when it is the date of the line before (or another day of its month), a
  /// space and a recent body of at most sixteen bytes: nearly every line of a log written one
  /// entry a line (`KnownLineCache.recentLine`). Nil for any other line, which `read(line:)`
  /// then takes.
  @inline(__always)
  private mutating func nextKnownLine() -> LogLineRead? {
    guard var date = cache.lastDate, let start = lines.nextStart(withoutCRIn: 28) else { return nil }
    let known = grammar.file.bytes.withUnsafeBufferPointer { bytes in
      cache.knownBodies.slots.withUnsafeBufferPointer {
        KnownLineCache.recentLine(in: bytes, at: start, date: &date, slots: $0, shift: cache.knownBodies.shift)
      }
    }
    guard let known else { return nil }
    cache.lastDate = date
    lines.advance(to: known.end &+ 1)
    lastLine = (start, known.end)
    return .known(day: date.day, line: Int32(truncatingIfNeeded: lines.number), body: known.body)
  }

  /// Line `number`, the bytes from `start` to `end`: known by its body, or parsed (nil when
  /// blank or in error).
  @inline(__always)
  private mutating func read(line number: Int, start: Int, end: Int, diagnostics: inout BoundedDiagnostics) -> LogLineRead? {
    // Nearly every line: a date and a recent body, read inline; the rest out of line.
    let recent = grammar.file.bytes.withUnsafeBufferPointer { cache.recentBody($0, start: start, end: end) }
    if let recent { return .known(day: recent.day, line: Int32(truncatingIfNeeded: number), body: recent.body) }
    return readOther(line: number, start: start, end: end, diagnostics: &diagnostics)
  }

  /// Line `number`, not a date and a recent body: known by its body (`YYYY-MM-DD BODY` whose
  /// body was seen before: the date, then a table look-up), or parsed.
  @inline(never)
  private mutating func readOther(line number: Int, start: Int, end: Int, diagnostics: inout BoundedDiagnostics) -> LogLineRead? {
    let numbered = grammar.file.bytes.withUnsafeBufferPointer { cache.numberedBody($0, start: start, end: end) }
    if let numbered, let day = numbered.day, numbered.isKnown {
      return .known(day: day, line: Int32(truncatingIfNeeded: number), body: Int32(truncatingIfNeeded: numbered.body))
    }
    guard let line = parse(line: number, start: start, end: end, body: numbered?.body ?? -1, diagnostics: &diagnostics)
    else { return nil }
    parsedLine = line
    return .parsed
  }

  /// Line `number`, the bytes from `start` to `end`: from the cache when it knows the line,
  /// else parsed by the grammar, and what it read cleanly remembered; a clean one-entry line
  /// is remembered by `body`, its body's number (-1 when it has none).
  private mutating func parse(
    line number: Int, start: Int, end: Int, body: Int, diagnostics: inout BoundedDiagnostics
  ) -> LogLineSyntax? {
    let parsed: LogLineSyntax
    if let clean = cache.cleanLine(line: number, start: start, end: end, into: &grammar) {
      parsed = clean.line
      parsedDirective = clean.directive
      // Only a line whose content ends before the line does can have a comment.
      if clean.line.lineRange.end.column <= end - start {
        var ignored: [Diagnostic] = []
        if let line = SourceLine.scan(grammar.file, line: number, bounds: (start, end), diagnostics: &ignored), line.hasComment {
          readAllow(line, diagnostics: &diagnostics)
        }
      }
    } else {
      parsedDirective = -1
      let problemsBefore = diagnostics.total
      guard let line = grammar.scan(line: number, start: start, end: end, diagnostics: &diagnostics) else { return nil }
      if line.hasComment { readAllow(line, diagnostics: &diagnostics) }
      guard !line.isBlank else { return nil }
      linesParsed += 1
      guard let read = grammar.parseLine(line, diagnostics: &diagnostics) else { return nil }
      guard diagnostics.total == problemsBefore else { return read }
      remember(read, of: line)
      parsed = read
    }
    cache.rememberBody(body, of: parsed, start: start, end: end, entries: grammar.entries)
    return parsed
  }

  /// Keeps the `habits: allow` directive in the comment of `line`, if it has one, and reports
  /// its problems. The lines of the reader's fast paths have no comment.
  private mutating func readAllow(_ line: SourceLine, diagnostics: inout BoundedDiagnostics) {
    var problems: [Diagnostic] = []
    if let directive = AllowDirective.inComment(of: line, file: grammar.file.path, diagnostics: &problems) {
      allows.append(directive)
    }
    if !problems.isEmpty { diagnostics.append(contentsOf: problems) }
  }

  /// Has the cache remember what `syntax`, line `line` read cleanly by the grammar, says: its
  /// items, or its directive body.
  private mutating func remember(_ syntax: LogLineSyntax, of line: SourceLine) {
    switch syntax.kind {
    case .completions(let range):
      cache.rememberItems(range, of: line, grammar: grammar)
    case .vacation, .skip, .resume:
      if let alternative = syntax.alternative { cache.rememberItems(alternative, of: line, grammar: grammar) }
      // The body: after the date (ten bytes) and the blanks after it, to the content's end.
      var body = line.contentStart + 10
      while body < line.contentEnd {
        let width = Bytes.whitespaceLength(line.bytes, at: body)
        if width == 0 { break }
        body += width
      }
      parsedDirective = cache.rememberDirective(
        line, body: body..<line.contentEnd, kind: syntax.kind, alternative: syntax.alternative, grammar: grammar)
    case .unreadDirective, .redeem:
      break
    }
  }
}
