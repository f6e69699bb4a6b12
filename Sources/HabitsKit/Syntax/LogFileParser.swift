/// The log's grammar (grammar.md, `log-line`), one function a production: a log line's bytes
/// in, its syntax (`LogLineSyntax`, with its names in `entries` and `names`) and its problems
/// out.
///
/// ```
/// 2026-11-20 Gym, Read              completions
/// 2026-11-21 Pushups x2             a count
/// 2026-12-20 vacation until 2027-01-02
/// 2026-12-20 vacation Gym, Swim until 2026-12-27
/// 2027-02-01 vacation               open-ended, until a resume
/// 2027-02-10 resume
/// 2026-12-24 skip Gym
/// 2026-11-22 redeem Movie night     points spent on a reward
/// ```
/// A line starting with `vacation`, `skip`, `resume` or `redeem` may also be a completion line, when all
/// it names are habits ("Skip rope"). The parser does not know the habits: it reads such a line
/// both ways and leaves the choice to the resolver (`LogLineSyntax.alternative`), so an edit of
/// the habits file never changes how the log parses.
///
/// This is the grammar and nothing else: it reads any line it is given, in any order, and
/// the same bytes always read the same way. Reading a whole log fast is `LogReader`'s work,
/// which asks `KnownLineCache` first and this grammar only for the lines the cache cannot
/// vouch for; `parse()` reads every line with the grammar alone, the reference the cache is
/// held to.
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
  package internal(set) var directiveProblems: [[Diagnostic]] = []
  /// Whether the names of items refused for their count or amount (`Gym x0`, `Run 0 km`) are
  /// kept in `refusedNames`: for a reader of single lines that edits every name (a rename),
  /// never for a load, where a log of such lines would hold a name for each.
  package var keepsRefusedNames = false
  /// The names written on the lines of completions refused for an item's count or amount
  /// (`Read x2, Gym x0`: Read and Gym), in order, since the last `discardItems`, when
  /// `keepsRefusedNames`: such a line holds no entry, but its names are written there.
  package internal(set) var refusedNames: [NameSyntax] = []

  /// Creates a parser for `file`.
  package init(file: SourceFile) {
    self.file = file
  }

  /// `log = { log-line }`: every line, read by the grammar alone.
  package func parse() -> LogFileSyntax {
    var parser = self
    var diagnostics = BoundedDiagnostics(limit: Int.max)
    var syntax = LogFileSyntax()
    var lines = LineCursor(file)
    while let (start, end) = lines.next() {
      if let line = parser.parse(line: lines.number, start: start, end: end, diagnostics: &diagnostics) {
        syntax.lines.append(line)
      }
    }
    syntax.entries = parser.entries
    syntax.names = parser.names
    syntax.directiveProblems = parser.directiveProblems
    syntax.diagnostics = diagnostics.kept
    syntax.spellings = parser.spellings.strings
    return syntax
  }

  /// Line `number`, the bytes from `start` to `end`, scanned (`SourceLine`) and parsed; nil
  /// for a line that is blank or has an error. Its problems go to `diagnostics`, whose total
  /// tells the caller whether it had any.
  mutating func parse(line number: Int, start: Int, end: Int, diagnostics: inout BoundedDiagnostics) -> LogLineSyntax? {
    guard let line = scan(line: number, start: start, end: end, diagnostics: &diagnostics), !line.isBlank else { return nil }
    return parseLine(line, diagnostics: &diagnostics)
  }

  /// Line `number`, the bytes from `start` to `end`, as a `SourceLine` (nil when it is not
  /// valid UTF-8 or has a control character), with its problems in `diagnostics`; a line
  /// longer than `SizeLimits.lineBytes` is reported too large and read all the same.
  func scan(line number: Int, start: Int, end: Int, diagnostics: inout BoundedDiagnostics) -> SourceLine? {
    if end - start > SizeLimits.lineBytes {
      diagnostics.append(Diagnostic(.lineTooLong(end - start), file: file.path, range: SourceRange(line: number, columns: 1..<1)))
    }
    var problems: [Diagnostic] = []
    let scanned = SourceLine.scan(file, line: number, bounds: (start, end), diagnostics: &problems)
    if !problems.isEmpty { diagnostics.append(contentsOf: problems) }
    return scanned
  }

  /// Line `number` parsed again, its items appended anew: for the few lines a reader looks at
  /// twice. Nil for a line that is blank or has an error.
  package mutating func reparse(line number: Int) -> LogLineSyntax? {
    var ignored = BoundedDiagnostics(limit: 1)
    guard let (start, end) = lineBounds(number) else { return nil }
    return parse(line: number, start: start, end: end, diagnostics: &ignored)
  }

  /// Where line `number` starts and ends, from the file's line index (the one the renderer
  /// quotes lines from, built at the first such request); nil past the file's lines.
  private func lineBounds(_ number: Int) -> (start: Int, end: Int)? {
    let lines = file.lines
    guard number >= 1 && number <= lines.count else { return nil }
    return lines.bounds(number)
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
    if refusedNames.count > 256 { refusedNames.removeAll(keepingCapacity: true) }
  }

  /// The span of line `number`'s content (from its date to before any comment), for pointing
  /// at a line found earlier.
  package func contentRange(line number: Int) -> SourceRange {
    var ignored: [Diagnostic] = []
    guard let bounds = lineBounds(number), let line = SourceLine.scan(file, line: number, bounds: bounds, diagnostics: &ignored)
    else {
      return SourceRange(line: number, columns: 1..<1)
    }
    return line.range(line.contentStart..<line.contentEnd)
  }

  /// Those of the lines `numbers` (ascending) that list several items, a comma before any
  /// comment, in ascending order: the lines are walked in order, so that a log pasted over
  /// itself, nearly every line of which is asked about, is read once.
  package func linesListingSeveralItems(among numbers: [UInt32]) -> [UInt32] {
    var several: [UInt32] = []
    let bytes = file.bytes
    file.lines.forEachLine(numbers) { number, start, end in
      for index in start..<end {
        let byte = bytes[index]
        if byte == 0x2C {
          several.append(number)
          break
        }
        if byte == 0x23 { break }
      }
    }
    return several
  }

  /// The text of spelling number `spelling` (`NameSyntax.spelling`).
  package func text(of spelling: Int) -> String { spellings.strings[spelling] }

  // MARK: - Productions

  /// `log-line = date ( completions | vacation | skip | resume )`.
  mutating func parseLine(_ line: SourceLine, diagnostics: inout BoundedDiagnostics) -> LogLineSyntax? {
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
    switch Bytes.isoDate(content[start..<dateEnd]) {
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
    let refusedMark = refusedNames.count
    if case .completions(let range)? = parseCompletions(line, from: start, diagnostics: &trial), trial.kept.isEmpty {
      alternative = range
    }
    // A reading that is only tried names nothing refused.
    if refusedNames.count > refusedMark { refusedNames.removeSubrange(refusedMark...) }
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
    case "redeem":
      kind = parseRedeem(line, from: namesStart, keywordEnd: wordEnd, day: day, diagnostics: &problems)
    default:
      kind = parseNames(line, namesStart..<end, diagnostics: &problems).map { .resume($0) }
    }
    if let kind { return kind }
    if alternative != nil {
      directiveProblems.append(problems.kept)
      return .unreadDirective(directiveProblems.count - 1)
    }
    diagnostics.append(contentsOf: problems.kept)
    return nil
  }

  /// `redeem = "redeem" name [ "x" count ]`: one reward, read as a completion's item is.
  private mutating func parseRedeem(
    _ line: SourceLine, from start: Int, keywordEnd: Int, day: Day, diagnostics: inout BoundedDiagnostics
  ) -> LogLineSyntax.Kind? {
    guard start < line.contentEnd else {
      diagnostics.append(
        Diagnostic(
          .malformedRedeem("no reward after 'redeem'"), file: file.path, range: line.range(keywordEnd..<keywordEnd),
          notes: [Diagnostic.Note("for example '\(day) redeem Movie night'")]))
      return nil
    }
    let first = entries.count
    guard case .completions(let range)? = parseCompletions(line, from: start, diagnostics: &diagnostics) else { return nil }
    guard range.count == 1, !entries[first].isAmount else {
      entries.removeSubrange(first...)
      let detail = range.count == 1 ? "a reward has no amount" : "one reward a line"
      diagnostics.append(
        Diagnostic(.malformedRedeem(detail), file: file.path, range: line.range(start..<line.contentEnd)))
      return nil
    }
    return .redeem(first)
  }

  /// `vacation = "vacation" [ names ] [ "until" date ]`.
  private mutating func parseVacation(
    _ line: SourceLine, names start: Int, keywordRange: SourceRange, diagnostics: inout BoundedDiagnostics
  ) -> LogLineSyntax.Kind? {
    let end = line.contentEnd
    // Find a final "until DATE": the last word must be the date, the one before it "until".
    var until: Day?
    var namesEnd = end
    var words = wordRanges(line, start..<end)
    // A comma right before an `until` ends the names as a blank would, wherever the `until`
    // is: `Gym,until DATE` reads as `Gym, until DATE` (a name missing after the comma), not as
    // the name `until DATE`; the canonical layout puts a blank after each comma, and must not
    // change what a line means.
    for index in words.indices.reversed() {
      let word = words[index]
      let split = word.upperBound - 5
      if split - 1 >= word.lowerBound, line.bytes[split - 1] == 0x2C, isWord(line, split..<word.upperBound, "until") {
        words[index] = word.lowerBound..<split
        words.insert(split..<word.upperBound, at: index + 1)
      }
    }
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

  /// The directive `range` spells (`vacation`, `skip`, `resume`, `redeem`, in any case), if any.
  private func keyword(_ line: SourceLine, _ range: Range<Int>) -> String? {
    switch line.bytes[range.lowerBound] | 0x20 {
    case 0x76: return isWord(line, range, "vacation") ? "vacation" : nil
    case 0x73: return isWord(line, range, "skip") ? "skip" : nil
    case 0x72: return isWord(line, range, "resume") ? "resume" : isWord(line, range, "redeem") ? "redeem" : nil
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
