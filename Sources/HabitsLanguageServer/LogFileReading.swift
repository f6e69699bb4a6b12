import HabitsKit

/// The log's lines as the library's log parser reads them (`LogLineSyntax`, with its
/// entries and names): every line for a whole document, from the syntax loaded once per
/// load, or only the lines asked for, each parsed again alone (`LogFileParser.reparse`).
struct LogFileReading {
  /// The log.
  let file: SourceFile
  /// Its lines.
  let lines: LineIndex
  /// Whether a spelling names a habit: a line starting with `vacation`, `skip` or `resume`
  /// reads as completions when all its names are habits, and an item that names none may be
  /// a tracked habit's bare number (`Mood 7`), as the resolver reads them.
  let isHabit: (String) -> Bool
  /// Whether a spelling names a habit logged in bare numbers (a tracked habit without a unit).
  let takesBareNumbers: (String) -> Bool

  /// Reads `file`, finding habits by name with `isHabit` and `takesBareNumbers`.
  init(_ file: SourceFile, isHabit: @escaping (String) -> Bool, takesBareNumbers: @escaping (String) -> Bool) {
    self.file = file
    lines = file.lines
    self.isHabit = isHabit
    self.takesBareNumbers = takesBareNumbers
  }

  /// Reads `file` against the habits of `journal`.
  init(_ file: SourceFile, journal: Journal) {
    self.init(
      file, isHabit: { journal.index(named: $0) != nil },
      takesBareNumbers: { journal.index(named: $0).map { journal.loaded[$0].habit.unit == "" } ?? false })
  }

  /// The bytes of line `number`.
  func bytes(_ number: Int) -> LineBytes { LineBytes(bytes: lines.bytes(number), line: number) }

  /// The tokens of every line, from the log's syntax. The lines are walked in order, each
  /// found once: looked up by number, each of a large log's lines cost a walk from the start
  /// of its block of the line index, three times a line (a whole 100,000-line log's tokens
  /// took 1.5 G instructions, two thirds of them finding lines).
  func tokens(_ syntax: LogFileSyntax) -> [RawToken] {
    var tokens: [RawToken] = []
    tokens.reserveCapacity(syntax.lines.count * 3)
    var next = 0
    var cursor = LineCursor(file)
    var number = 0
    while number < lines.count, let (start, end) = cursor.next() {
      number += 1
      let text = LineBytes(bytes: file.bytes[start..<end], line: number)
      var dated: LogLineSyntax?
      if next < syntax.lines.count && syntax.lines[next].number == number {
        dated = syntax.lines[next]
        next += 1
      }
      color(
        text,
        dated: dated.map { reading($0, text: text, entries: syntax.entries, names: syntax.names) { syntax.spellings[$0] } },
        into: &tokens)
    }
    return tokens
  }

  /// The tokens of lines `first...last` (1-based), each parsed again alone.
  func tokens(lines range: ClosedRange<Int>) -> [RawToken] {
    var tokens: [RawToken] = []
    let first = max(1, range.lowerBound)
    let last = min(range.upperBound, lines.count)
    guard first <= last else { return [] }
    var parser = LogFileParser(file: file)
    for number in first...last {
      parser.discardItems()
      let dated = parser.reparse(line: number)
      let current = parser
      let text = bytes(number)
      color(
        text,
        dated: dated.map { reading($0, text: text, entries: current.entries, names: current.names) { current.text(of: $0) } },
        into: &tokens)
    }
    return tokens
  }

  /// Colours the line `text`: its dated reading, if any, then its comment.
  private func color(_ text: LineBytes, dated: LineReading?, into tokens: inout [RawToken]) {
    let coloring = TokenColoring(bytes: text.bytes, sourceLine: nil, unit: nil)
    let start = tokens.count
    if let dated { coloring.color(dated.pieces[...], as: dated.kind, into: &tokens) }
    if let comment = comment(text, dated: dated) {
      coloring.color(comment.pieces[...], as: comment.kind, into: &tokens)
    }
    // Most lines' parts come in order already: sorting a part of the array copies it out and
    // back (about 350 instructions a line of a log's whole tokens).
    if tokens.count - start > 1 && !RawToken.inOrder(tokens[start...]) { tokens[start...].sort { $0.start < $1.start } }
  }

  /// The comment of line `number`, if it has one: the note of its entries after completions,
  /// a directive (`# habits: ...`) anywhere, else a comment. `dated` is the line's reading.
  func comment(onLine number: Int, dated: LineReading?) -> LineReading? {
    comment(bytes(number), dated: dated)
  }

  /// The comment of the line `text`, as `comment(onLine:dated:)`.
  func comment(_ text: LineBytes, dated: LineReading?) -> LineReading? {
    let number = text.line
    guard let comment = text.comment else { return nil }
    let kind = text.commentKind(at: comment.range.start.column, hasEntries: dated?.kind == .completions)
    return LineReading(kind: kind, line: number, pieces: [comment])
  }

  /// A dated line's parts, read as the resolver reads it (`LogLineSyntax.meaning`).
  func reading(
    _ line: LogLineSyntax, entries: [LogEntrySyntax], names: [NameSyntax], spelling: (Int) -> String
  ) -> LineReading {
    reading(line, text: bytes(line.number), entries: entries, names: names, spelling: spelling)
  }

  /// A dated line's parts, as `reading(_:entries:names:spelling:)`, given the line's bytes.
  func reading(
    _ line: LogLineSyntax, text: LineBytes, entries: [LogEntrySyntax], names: [NameSyntax], spelling: (Int) -> String
  ) -> LineReading {
    // Room for a usual line's parts at once, rather than growing from one.
    var pieces: [LinePiece] = []
    pieces.reserveCapacity(8)
    pieces.append(LinePiece(part: .date, range: line.dateRange))
    let meaning = line.meaning(entries: entries) { isHabit(spelling($0)) }
    let kind: LineKind
    switch meaning {
    case .completions(let range):
      kind = .completions
      var previous: Int?
      for entry in entries[range] {
        if let previous { text.each(0x2C, from: previous, to: entry.name.range.start.column, as: .comma, into: &pieces) }
        previous = entry.name.range.end.column
        // Only an item that ends in a digit can end in a bare number: most are looked up no
        // further, their spelling not even fetched.
        if entry.countRange == nil, Bytes.isDigit(text.byte(at: entry.name.range.end.column - 1)),
          let value = bareNumber(entry.name, spelling: spelling(entry.name.spelling))
        {
          pieces += value
          continue
        }
        pieces.append(LinePiece(part: .name, range: entry.name.range))
        if let count = entry.countRange {
          pieces.append(LinePiece(part: entry.isAmount ? .amount : .count, range: count))
          previous = count.end.column
        }
      }
    case .vacation(let range, _):
      kind = .vacation
      keywordAndNames(Array(names[range]), text: text, after: line.dateRange.end.column, into: &pieces)
      if let until = line.untilRange {
        pieces.append(LinePiece(part: .untilDate, range: until))
        if let word = text.word(before: until.start.column) { pieces.append(text.piece(.untilKeyword, word)) }
      }
    case .skip(let range):
      kind = .skip
      keywordAndNames(Array(names[range]), text: text, after: line.dateRange.end.column, into: &pieces)
    case .resume(let range):
      kind = .resume
      keywordAndNames(Array(names[range]), text: text, after: line.dateRange.end.column, into: &pieces)
    case .redeem(let index):
      kind = .redeem
      let entry = entries[index]
      if let keyword = text.word(after: line.dateRange.end.column) { pieces.append(text.piece(.keyword, keyword)) }
      pieces.append(LinePiece(part: .name, range: entry.name.range))
      if let count = entry.countRange { pieces.append(LinePiece(part: .count, range: count)) }
    case .unreadDirective:
      kind = .unreadDirective
    }
    return LineReading(kind: kind, line: line.number, pieces: pieces)
  }

  /// A tracked habit's name and bare number (`Mood 7`), for an item whose whole text names no
  /// habit: the name, and the number as an amount without a unit.
  private func bareNumber(_ name: NameSyntax, spelling: String) -> [LinePiece]? {
    guard !isHabit(spelling),
      let split = Tracked.bareNumber(in: Array(spelling.utf8)), takesBareNumbers(String(decoding: split.name, as: UTF8.self))
    else { return nil }
    let range = name.range
    let line = range.start.line
    return [
      LinePiece(part: .name, range: SourceRange(line: line, columns: range.start.column..<(range.start.column + split.name.count))),
      LinePiece(part: .amount, range: SourceRange(line: line, columns: (range.end.column - split.number.count)..<range.end.column)),
    ]
  }

  /// A directive's keyword (the word after the date) and its names, with the commas between.
  private func keywordAndNames(_ names: [NameSyntax], text: LineBytes, after column: Int, into pieces: inout [LinePiece]) {
    if let keyword = text.word(after: column) { pieces.append(text.piece(.keyword, keyword)) }
    var previous: Int?
    for name in names {
      if let previous { text.each(0x2C, from: previous, to: name.range.start.column, as: .comma, into: &pieces) }
      pieces.append(LinePiece(part: .name, range: name.range))
      previous = name.range.end.column
    }
  }
}
