import HabitsKit

/// The habits file's lines as the library's parser reads them (`HabitsFileParser`): its
/// settings and habit lines with the places of their parts, and every comment. A line the
/// parser could not read gets no reading but its comment, so what is coloured is what was
/// understood.
struct HabitsFileReading {
  /// The file.
  let file: SourceFile
  /// Its lines.
  let lines: LineIndex
  /// The readings of each line (index 0 is line 1), comments last on their line.
  private(set) var readings: [[LineReading]]

  /// Reads `file`.
  init(_ file: SourceFile) {
    self.file = file
    lines = file.lines
    readings = Array(repeating: [], count: lines.count)
    let syntax = HabitsFileParser.parse(file)
    let allows = syntax.allows.filter { $0.kind == .setting }.map(\.span)
    for range in ([syntax.weekStart].compactMap({ $0 }) + syntax.laterWeekStarts).map(\.range) + syntax.dayEnds.map(\.range) + allows {
      let line = range.start.line
      add(LineReading(kind: .setting, line: line, pieces: [bytes(line).piece(.setting, columns(range))]))
    }
    for range in syntax.headings.map(\.range) + syntax.rewardHeadings { add(reading(headingAt: range)) }
    for reward in syntax.rewards { add(reading(reward)) }
    var declared: Set<String> = []
    for declaration in syntax.declarations {
      let kind: LineKind = declared.insert(Habit.key(for: declaration.name)).inserted ? .habit : .change
      add(reading(declaration, kind: kind))
    }
    for number in 1...max(1, lines.count) where number <= lines.count {
      let text = bytes(number)
      if let comment = text.comment {
        let kind = text.commentKind(at: comment.range.start.column, hasEntries: false)
        readings[number - 1].append(LineReading(kind: kind, line: number, pieces: [comment]))
      }
    }
  }

  /// The bytes of line `number`.
  func bytes(_ number: Int) -> LineBytes { LineBytes(bytes: lines.bytes(number), line: number) }

  /// A habit line's parts: its name, colon, schedule, semicolons and options (those the
  /// parser read; an option with an error is left out, as it is of the habit).
  private func reading(_ declaration: HabitDeclaration, kind: LineKind) -> LineReading {
    let line = declaration.lineRange.start.line
    let text = bytes(line)
    var pieces = [text.piece(.name, columns(declaration.nameRange))]
    let end = declaration.lineRange.end.column
    let colon = text.first(0x3A, from: declaration.nameRange.end.column, to: end)
    if let colon { pieces.append(text.piece(.colon, colon..<(colon + 1))) }
    pieces.append(text.piece(.schedule, columns(declaration.scheduleRange)))
    text.each(0x3B, from: colon ?? end, to: end, as: .semicolon, into: &pieces)
    var unit: String?
    for option in declaration.optionsInLineOrder {
      switch option.option {
      case .amount(_, let name), .unit(let name): unit = name.lowercased()
      case .tags:
        // Its keyword is an option's word; the rest are tags.
        if let keyword = text.word(after: option.range.start.column) {
          pieces.append(text.piece(.option, keyword))
          pieces.append(text.piece(.tags, keyword.upperBound..<option.range.end.column))
          continue
        }
      default: break
      }
      pieces.append(text.piece(.option, columns(option.range)))
    }
    return LineReading(kind: kind, line: line, pieces: pieces, unit: unit)
  }

  /// A heading's parts (a group's or `[Rewards]`): its brackets and, between them, its name.
  private func reading(headingAt range: SourceRange) -> LineReading {
    let line = range.start.line
    let text = bytes(line)
    let (open, close) = (range.start.column, range.end.column - 1)
    var first = open + 1
    while first < close, Bytes.isBlank(text.byte(at: first)) { first += 1 }
    var last = close
    while last > first, Bytes.isBlank(text.byte(at: last - 1)) { last -= 1 }
    return LineReading(
      kind: .heading, line: line,
      pieces: [text.piece(.bracket, open..<(open + 1)), text.piece(.group, first..<last), text.piece(.bracket, close..<(close + 1))])
  }

  /// A reward line's name, the `:` after it and its price.
  private func reading(_ reward: RewardSyntax) -> LineReading {
    let line = reward.nameRange.start.line
    let text = bytes(line)
    var pieces = [LinePiece(part: .name, range: reward.nameRange)]
    let end = reward.lineRange.end.column
    if let colon = text.first(0x3A, from: reward.nameRange.end.column, to: end) {
      pieces.append(text.piece(.colon, colon..<(colon + 1)))
      var start = colon + 1
      while start < end, Bytes.isBlank(text.byte(at: start)) { start += 1 }
      if start < end { pieces.append(text.piece(.price, start..<end)) }
    }
    return LineReading(kind: .reward, line: line, pieces: pieces)
  }

  private func columns(_ range: SourceRange) -> Range<Int> { range.start.column..<max(range.start.column, range.end.column) }

  private mutating func add(_ reading: LineReading) {
    guard reading.line >= 1 && reading.line <= readings.count else { return }
    readings[reading.line - 1].append(reading)
  }

  /// The tokens of lines `first...last` (1-based), in order.
  func tokens(lines range: ClosedRange<Int>) -> [RawToken] {
    var tokens: [RawToken] = []
    let first = max(1, range.lowerBound)
    let last = min(range.upperBound, readings.count)
    guard first <= last else { return [] }
    var ignored: [Diagnostic] = []
    for number in first...last where !readings[number - 1].isEmpty {
      let scanned = SourceLine.scan(file, line: number, in: lines, diagnostics: &ignored)
      let start = tokens.count
      for reading in readings[number - 1] {
        TokenColoring(bytes: lines.bytes(number), sourceLine: scanned, unit: reading.unit)
          .color(reading.pieces[...], as: reading.kind, into: &tokens)
      }
      tokens[start...].sort { $0.start < $1.start }
    }
    return tokens
  }
}
