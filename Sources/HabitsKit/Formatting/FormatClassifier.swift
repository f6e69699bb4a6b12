/// Which of the two files a text is, for the formatter.
package enum FormatFileKind: String, Sendable {
  case habits
  case log

  /// The kind of `bytes` by its content: a log when its first line that is neither blank nor
  /// a comment starts with a `YYYY-MM-DD` date, otherwise a habits file.
  package static func detect(_ bytes: FileBytes) -> FormatFileKind {
    let file = SourceFile(path: "", bytes: bytes)
    var lines = LineCursor(file)
    while let (start, end) = lines.next() {
      var first = start
      if lines.number > 1 && end - first >= 3 && SourceFile.hasByteOrderMark(bytes[first..<(first + 3)]) { first += 3 }
      while first < end, case let w = Bytes.whitespaceLength(bytes, at: first), w > 0 { first += w }
      guard first < end, bytes[first] != 0x23 else { continue }
      return end - first >= 10 && Bytes.isoDate(bytes[first..<(first + 10)]) != nil ? .log : .habits
    }
    return .habits
  }
}

/// What each line of a file is for the formatter, from the parsers' own readings, so a line
/// is laid out as the parser reads it; a line with a parse error is left as written.
enum FormatClassifier {
  /// The kinds of the lines of `file` (index 0 is line 1), and the first error of each line
  /// left as written because of it.
  static func classify(_ file: SourceFile, as kind: FormatFileKind, lineCount: Int) -> (kinds: [FormatLineKind?], errors: [Diagnostic]) {
    switch kind {
    case .habits: habitsLines(file, lineCount: lineCount)
    case .log: logLines(file, lineCount: lineCount)
    }
  }

  /// The habits file: each line as `HabitsFileParser` read it.
  private static func habitsLines(_ file: SourceFile, lineCount: Int) -> (kinds: [FormatLineKind?], errors: [Diagnostic]) {
    let syntax = HabitsFileParser.parse(file)
    var kinds = [FormatLineKind?](repeating: nil, count: lineCount)
    func mark(_ line: Int, _ kind: FormatLineKind) { if line >= 1 && line <= lineCount { kinds[line - 1] = kind } }
    for declaration in syntax.declarations { mark(declaration.lineRange.start.line, .habit) }
    for heading in syntax.headings { mark(heading.range.start.line, .heading) }
    for heading in syntax.rewardHeadings { mark(heading.start.line, .heading) }
    for reward in syntax.rewards { mark(reward.lineRange.start.line, .reward) }
    for setting in [syntax.weekStart].compactMap({ $0 }) + syntax.laterWeekStarts { mark(setting.range.start.line, .weekStart) }
    for setting in syntax.dayEnds { mark(setting.range.start.line, .dayEnd) }
    for allow in syntax.allows where allow.kind == .setting { mark(allow.line, .allow) }
    return finish(kinds, diagnostics: syntax.diagnostics)
  }

  /// The log: every dated line the grammar reads without an error.
  private static func logLines(_ file: SourceFile, lineCount: Int) -> (kinds: [FormatLineKind?], errors: [Diagnostic]) {
    var kinds = [FormatLineKind?](repeating: nil, count: lineCount)
    var reader = LogReader(file: file)
    var diagnostics = BoundedDiagnostics(limit: Int.max)
    while let read = reader.next(diagnostics: &diagnostics) {
      let line: Int
      switch read {
      case .known(_, let number, _): line = Int(number)
      case .parsed:
        line = reader.parsedLine.number
        // A keyword line whose directive reading failed stands as completions only if it names
        // habits alone, which the log does not know: its blanks may be what the failed
        // reading's error points at (`until 2027,01-02`), so it is kept as written.
        if case .unreadDirective = reader.parsedLine.kind {
          reader.discardItems()
          continue
        }
      }
      if line >= 1 && line <= lineCount { kinds[line - 1] = .logLine }
      reader.discardItems()
    }
    return finish(kinds, diagnostics: diagnostics.kept)
  }

  /// The kinds with every line that has an error left as written, and those errors (the first
  /// of each line). A line with no reading (nil) is blank, a comment, or one to leave as written.
  private static func finish(_ found: [FormatLineKind?], diagnostics: [Diagnostic]) -> (kinds: [FormatLineKind?], errors: [Diagnostic]) {
    var kinds = found
    var errors: [Diagnostic] = []
    var lines = Set<Int>()
    for diagnostic in diagnostics where diagnostic.severity == .error {
      let line = diagnostic.range.start.line
      guard line >= 1 && line <= kinds.count else { continue }
      if lines.insert(line).inserted { errors.append(diagnostic) }
      kinds[line - 1] = .asWritten
    }
    return (kinds, errors)
  }
}
