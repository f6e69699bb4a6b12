/// `habits fmt`: the canonical layout of a habits file or a log, text in, text out.
///
/// Each line is classified by the parsers' own readings (`FormatClassifier`) and its code part
/// laid out by its kind's row of the table (`FormatLineKind.shape`); trailing comments are
/// aligned within each block of consecutive non-blank lines at two spaces after the block's
/// longest code part, but not past column 60 (`commentColumn`); trailing blanks go, and so do
/// blank lines at the end; the last line gets a terminator. Nothing else changes: no line is
/// added, removed (but blank ones at the end) or moved, each keeps its own line ending, and
/// only blanks change within a line, never a word or a comment's text. A line with a parse
/// error is kept byte for byte, and named in `errors`.
package enum FileFormatter {
  /// The display column (1-based) a trailing comment is aligned at, at most.
  package static let commentColumn = 60

  /// What formatting a file gave.
  package struct Result: Sendable {
    /// The formatted file.
    package var bytes: [UInt8]
    /// Whether it differs from the input.
    package var changed: Bool
    /// The first parse error of each line left as written, in line order.
    package var errors: [Diagnostic]
  }

  /// One line as the formatter sees it.
  private struct Line {
    var kind: FormatLineKind
    /// The line's bytes without its terminator.
    var bounds: Range<Int>
    /// The terminator's bytes (empty on a last line without one).
    var terminator: Range<Int>
    /// The code part, laid out (empty for blank and comment lines).
    var code: [UInt8] = []
    /// The comment, from `#` to its last non-blank byte.
    var comment: Range<Int> = 0..<0
    /// Whether a comment alone on its line was indented.
    var indented = false
  }

  /// Formats `file`, read as `kind`.
  package static func format(_ file: SourceFile, as kind: FormatFileKind) -> Result {
    let lines = split(file)
    var (kinds, errors) = FormatClassifier.classify(file, as: kind, lineCount: lines.count)
    var out = render(file, lines: lines, kinds: kinds)
    // A habits-file line is read again as laid out: one that would read as another kind (a
    // habit called "week start" becoming the setting) or with an error is kept as written.
    // The log needs no second reading: its lines are a date and items, whose blanks around
    // commas and after the date its grammar never reads.
    while kind == .habits {
      let again = FormatClassifier.classify(SourceFile(path: file.path, bytes: out), as: kind, lineCount: lines.count).kinds
      var kept = false
      for index in kinds.indices where kinds[index].flatMap(\.shape) != nil && again[index] != kinds[index] {
        kinds[index] = .asWritten
        kept = true
      }
      guard kept else { break }
      out = render(file, lines: lines, kinds: kinds)
    }
    errors.sort { $0.range.start.line < $1.range.start.line }
    return Result(bytes: out, changed: !out.elementsEqual(file.bytes), errors: errors)
  }

  /// The file's `lines` laid out, each read as `kinds` says.
  private static func render(_ file: SourceFile, lines: [Line], kinds: [FormatLineKind?]) -> [UInt8] {
    let bytes = file.bytes
    var lines = lines
    for index in lines.indices { read(&lines[index], reading: kinds[index], in: bytes) }
    while let last = lines.last, last.kind == .blank { lines.removeLast() }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 16)
    out += bytes[0..<file.contentStart]
    var blockStart = 0
    while blockStart < lines.count {
      guard lines[blockStart].kind != .blank else {
        out += bytes[lines[blockStart].terminator]
        blockStart += 1
        continue
      }
      var blockEnd = blockStart
      while blockEnd < lines.count && lines[blockEnd].kind != .blank { blockEnd += 1 }
      write(lines[blockStart..<blockEnd], of: bytes, into: &out)
      blockStart = blockEnd
    }
    if let last = lines.last, last.terminator.isEmpty {
      out += Array(file.lineEnding.rawValue.utf8)
    }
    return out
  }

  /// The lines of `file` with their terminators, numbered as the parsers number them.
  private static func split(_ file: SourceFile) -> [Line] {
    var lines: [Line] = []
    var cursor = LineCursor(file)
    let bytes = file.bytes
    while let (start, end) = cursor.next() {
      var stop = end
      if stop < bytes.endIndex {
        stop += bytes[stop] == 0x0D && stop + 1 < bytes.endIndex && bytes[stop + 1] == 0x0A ? 2 : 1
      }
      lines.append(Line(kind: .asWritten, bounds: start..<end, terminator: end..<stop))
    }
    return lines
  }

  /// Finds the kind, code and comment of `line`, whose parsed reading is `reading`.
  private static func read(_ line: inout Line, reading: FormatLineKind?, in bytes: FileBytes) {
    if reading == .asWritten { return }
    var start = line.bounds.lowerBound
    let end = line.bounds.upperBound
    // A byte order mark inside the file (files joined with cat): kept as it is.
    if start > 0 && end - start >= 3 && SourceFile.hasByteOrderMark(bytes[start..<(start + 3)]) { return }
    while start < end, case let w = Bytes.whitespaceLength(bytes, at: start), w > 0 { start += w }
    var hash = start
    while hash < end && bytes[hash] != 0x23 { hash += 1 }
    var codeEnd = hash
    while codeEnd > start && trailingBlank(bytes, before: codeEnd, from: start) > 0 {
      codeEnd -= trailingBlank(bytes, before: codeEnd, from: start)
    }
    var commentEnd = end
    while commentEnd > hash && trailingBlank(bytes, before: commentEnd, from: hash) > 0 {
      commentEnd -= trailingBlank(bytes, before: commentEnd, from: hash)
    }
    line.comment = hash..<commentEnd
    if codeEnd == start {
      line.kind = hash < end ? .comment : .blank
      line.indented = start > line.bounds.lowerBound
      return
    }
    guard let reading, let shape = reading.shape else { return }
    line.kind = reading
    line.code = shape.layout(Array(bytes[start..<codeEnd])[...])
  }

  /// The length of the blank ending before `end`, not before `start`, or 0.
  private static func trailingBlank(_ bytes: FileBytes, before end: Int, from start: Int) -> Int {
    guard end > start else { return 0 }
    if Bytes.isBlank(bytes[end - 1]) { return 1 }
    return end - 2 >= start && bytes[end - 2] == 0xC2 && bytes[end - 1] == 0xA0 ? 2 : 0
  }

  /// Writes a block of consecutive non-blank lines, their trailing comments aligned.
  private static func write(_ block: ArraySlice<Line>, of bytes: FileBytes, into out: inout [UInt8]) {
    var widest = 0
    var comments = false
    for line in block where line.kind != .asWritten && line.kind != .comment {
      widest = max(widest, width(line.code))
      if !line.comment.isEmpty { comments = true }
    }
    // The offset a trailing comment starts at: two spaces after the widest code, at most
    // column 60.
    let column = min(widest + 2, commentColumn - 1)
    for line in block {
      switch line.kind {
      case .asWritten:
        out += bytes[line.bounds]
      case .comment:
        if line.indented && comments { out += repeatElement(0x20, count: column) }
        out += bytes[line.comment]
      default:
        out += line.code
        if !line.comment.isEmpty {
          let used = width(line.code)
          out += repeatElement(0x20, count: used + 2 <= column ? column - used : 2)
          out += bytes[line.comment]
        }
      }
      out += bytes[line.terminator]
    }
  }

  /// The display width of laid-out code: a cell a byte for ASCII (a tab counts one).
  private static func width(_ code: [UInt8]) -> Int {
    if code.allSatisfy({ $0 < 0x80 }) { return code.count }
    return DisplayWidth.of(String(decoding: code, as: UTF8.self))
  }
}
