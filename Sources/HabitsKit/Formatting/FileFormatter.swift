#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `habits fmt`: the canonical layout of a habits file or a log, text in, text out.
///
/// Each line is classified by the parsers' own readings (`FormatClassifier`) and its code part
/// laid out by its kind's row of the table (`FormatLineKind.shape`); trailing comments are
/// aligned within each block of consecutive non-blank lines at two spaces after the block's
/// longest code part, but not past column 60 (`commentColumn`), in a habits file; a log's
/// notes sit two spaces after their entries, as `habits log --note` writes them, because a log
/// only grows at its end and a new line must not make its block's past lines wrong; trailing
/// blanks go, and so do
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

  /// One line as the formatter sees it: offsets into the file and into the laid-out code
  /// (`Layout.codes`), 32-bit (a file is at most 2 GiB) so that a log's lines cost little.
  private struct Line {
    /// The line's bytes without its terminator, and the end of its terminator (the next
    /// line's start).
    var start: UInt32
    var end: UInt32
    var next: UInt32
    /// The laid-out code part, in `Layout.codes` (empty for blank and comment lines).
    var codeStart: UInt32 = 0
    var codeEnd: UInt32 = 0
    /// The comment, from `#` to its last non-blank byte (empty without one).
    var commentStart: UInt32 = 0
    var commentEnd: UInt32 = 0
    /// The display width of the laid-out code.
    var width: UInt32 = 0
    var kind: FormatLineKind = .asWritten
    /// Whether a comment alone on its line was indented.
    var indented = false

    var hasComment: Bool { commentEnd > commentStart }
  }

  /// The lines of a file and their laid-out code, every line's in one buffer.
  private struct Layout {
    var lines: [Line] = []
    var codes: [UInt8] = []
  }

  /// Formats `file`, read as `kind`.
  package static func format(_ file: SourceFile, as kind: FormatFileKind) -> Result {
    var (kinds, errors) = FormatClassifier.classify(file, as: kind, lineCount: file.countLines())
    let aligned = kind == .habits
    var out = render(file, kinds: kinds, aligned: aligned)
    // A habits-file line is read again as laid out: one that would read as another kind (a
    // habit called "week start" becoming the setting) or with an error is kept as written.
    // The log needs no second reading: its lines are a date and items, whose blanks around
    // commas and after the date its grammar never reads.
    while kind == .habits {
      let again = FormatClassifier.classify(SourceFile(path: file.path, bytes: out), as: kind, lineCount: kinds.count).kinds
      var kept = false
      for index in kinds.indices where kinds[index].flatMap(\.shape) != nil && again[index] != kinds[index] {
        kinds[index] = .asWritten
        kept = true
      }
      guard kept else { break }
      out = render(file, kinds: kinds, aligned: aligned)
    }
    errors.sort { $0.range.start.line < $1.range.start.line }
    let changed = file.bytes.withUnsafeBufferPointer { old in
      out.count != old.count
        || (old.count > 0 && out.withUnsafeBufferPointer { memcmp($0.baseAddress!, old.baseAddress!, old.count) != 0 })
    }
    return Result(bytes: out, changed: changed, errors: errors)
  }

  /// The file laid out, each line read as `kinds` says, trailing comments `aligned` per block
  /// or two spaces after their code.
  private static func render(_ file: SourceFile, kinds: [FormatLineKind?], aligned: Bool) -> [UInt8] {
    file.bytes.withUnsafeBufferPointer { bytes in
      var layout = Layout()
      layout.lines.reserveCapacity(kinds.count)
      layout.codes.reserveCapacity(bytes.count)
      var cursor = LineCursor(file)
      while let (start, end) = cursor.next() {
        var next = end
        if next < bytes.count { next += bytes[next] == 0x0D && next + 1 < bytes.count && bytes[next + 1] == 0x0A ? 2 : 1 }
        var line = Line(start: UInt32(start), end: UInt32(end), next: UInt32(next))
        let index = layout.lines.count
        read(&line, reading: index < kinds.count ? kinds[index] : nil, in: bytes, codes: &layout.codes)
        layout.lines.append(line)
      }
      while let last = layout.lines.last, last.kind == .blank { layout.lines.removeLast() }
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + bytes.count / 8)
      out += bytes[0..<file.contentStart]
      var blockStart = 0
      let lines = layout.lines
      while blockStart < lines.count {
        guard lines[blockStart].kind != .blank else {
          out += bytes[Int(lines[blockStart].end)..<Int(lines[blockStart].next)]
          blockStart += 1
          continue
        }
        var blockEnd = blockStart
        while blockEnd < lines.count && lines[blockEnd].kind != .blank { blockEnd += 1 }
        write(lines[blockStart..<blockEnd], of: bytes, codes: layout.codes, aligned: aligned, into: &out)
        blockStart = blockEnd
      }
      if let last = lines.last, last.next == last.end {
        out += file.lineEnding.rawValue.utf8
      }
      return out
    }
  }

  /// Finds the kind, code and comment of `line`, whose parsed reading is `reading`, laying its
  /// code out at the end of `codes`.
  private static func read(_ line: inout Line, reading: FormatLineKind?, in bytes: UnsafeBufferPointer<UInt8>, codes: inout [UInt8]) {
    if reading == .asWritten { return }
    var start = Int(line.start)
    let end = Int(line.end)
    // A byte order mark inside the file (files joined with cat): kept as it is.
    if start > 0 && end - start >= 3 && bytes[start] == 0xEF && bytes[start + 1] == 0xBB && bytes[start + 2] == 0xBF { return }
    while start < end, case let w = blankLength(bytes, at: start, end: end), w > 0 { start += w }
    var hash = start
    while hash < end && bytes[hash] != 0x23 { hash += 1 }
    var codeEnd = hash
    while case let w = trailingBlank(bytes, before: codeEnd, from: start), w > 0 { codeEnd -= w }
    var commentEnd = end
    while case let w = trailingBlank(bytes, before: commentEnd, from: hash), w > 0 { commentEnd -= w }
    (line.commentStart, line.commentEnd) = (UInt32(hash), UInt32(commentEnd))
    if codeEnd == start {
      line.kind = hash < end ? .comment : .blank
      line.indented = start > Int(line.start)
      return
    }
    guard let reading, let shape = reading.shape else { return }
    line.kind = reading
    let codeStart = codes.count
    shape.layout(bytes, start..<codeEnd, into: &codes)
    (line.codeStart, line.codeEnd) = (UInt32(codeStart), UInt32(codes.count))
    line.width = UInt32(width(codes[codeStart...]))
  }

  /// The length of the blank (space, tab or no-break space) at `index`, before `end`, or 0.
  @inline(__always)
  private static func blankLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int {
    let byte = bytes[index]
    if byte == 0x20 || byte == 0x09 { return 1 }
    return byte == 0xC2 && index + 1 < end && bytes[index + 1] == 0xA0 ? 2 : 0
  }

  /// The length of the blank ending before `end`, not before `start`, or 0.
  @inline(__always)
  private static func trailingBlank(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int, from start: Int) -> Int {
    guard end > start else { return 0 }
    let byte = bytes[end - 1]
    if byte == 0x20 || byte == 0x09 { return 1 }
    return byte == 0xA0 && end - 2 >= start && bytes[end - 2] == 0xC2 ? 2 : 0
  }

  /// Writes a block of consecutive non-blank lines, their trailing comments aligned (or, not
  /// `aligned`, two spaces after their code, and comment lines at column 1).
  private static func write(
    _ block: ArraySlice<Line>, of bytes: UnsafeBufferPointer<UInt8>, codes: [UInt8], aligned: Bool, into out: inout [UInt8]
  ) {
    var widest = 0
    var comments = false
    for line in block where aligned && line.kind != .asWritten && line.kind != .comment {
      widest = max(widest, Int(line.width))
      if line.hasComment { comments = true }
    }
    // The offset a trailing comment starts at: two spaces after the widest code, at most
    // column 60.
    let column = min(widest + 2, commentColumn - 1)
    for line in block {
      let comment = UnsafeBufferPointer(rebasing: bytes[Int(line.commentStart)..<Int(line.commentEnd)])
      switch line.kind {
      case .asWritten:
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[Int(line.start)..<Int(line.end)]))
      case .comment:
        if line.indented && comments { out += repeatElement(0x20, count: column) }
        out += comment
      default:
        out += codes[Int(line.codeStart)..<Int(line.codeEnd)]
        if line.hasComment {
          let used = Int(line.width)
          out += repeatElement(0x20, count: used + 2 <= column ? column - used : 2)
          out += comment
        }
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[Int(line.end)..<Int(line.next)]))
    }
  }

  /// The display width of laid-out code: a cell a byte for ASCII (a tab counts one).
  private static func width(_ code: ArraySlice<UInt8>) -> Int {
    if code.allSatisfy({ $0 < 0x80 }) { return code.count }
    return DisplayWidth.of(String(decoding: code, as: UTF8.self))
  }
}
