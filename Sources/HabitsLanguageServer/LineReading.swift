import HabitsKit

/// One line (or a line's comment) as the parser read it: its kind and its parts, each with
/// its place.
package struct LineReading: Sendable, Equatable {
  /// The kind of line.
  package var kind: LineKind
  /// Its 1-based line number.
  package var line: Int
  /// Its parts, in no particular order.
  package var pieces: [LinePiece]
  /// The unit of the habit the line declares, lower-cased, if any.
  package var unit: String?
}

/// The places of the punctuation and keywords between the parts the parsers give, found on
/// the line's bytes: the separators and keywords the grammar puts between them are all the
/// bytes there can be (`:`, `;`, `,`, `vacation`, `until`), so nothing is parsed again.
struct LineBytes {
  /// The line's bytes, column 1 first (after a byte order mark).
  var bytes: FileBytes
  /// The line's number.
  var line: Int

  private var base: Int { bytes.startIndex - 1 }

  /// The byte at 1-based column `column`.
  func byte(at column: Int) -> UInt8 { bytes[base + column] }

  /// The column after the line's last byte.
  var endColumn: Int { bytes.count + 1 }

  /// The comment (from its `#` to the end of the line), if the line has one: `#` cannot occur
  /// elsewhere in either file.
  var comment: LinePiece? {
    guard let hash = bytes.firstIndex(of: 0x23) else { return nil }
    return piece(.comment, (hash - base)..<endColumn)
  }

  /// The text of the comment starting at column `column`, after its `#` and the blanks
  /// after it.
  private func commentText(at column: Int) -> Substring {
    var start = column + 1
    while start < endColumn, Bytes.isBlank(byte(at: start)) { start += 1 }
    return Substring(String(decoding: bytes[(bytes.startIndex + start - 1)...], as: UTF8.self))
  }

  /// The kind of the line's comment: a directive (`# habits: allow CODE`, as
  /// `AllowDirective` reads one); else, when the line has content that entries come from
  /// (`hasEntries`), a note, unless its text starts with `habits:` (never a note, as
  /// `EntryNotes` says); else a comment.
  func commentKind(at column: Int, hasEntries: Bool) -> LineKind {
    let text = commentText(at: column)
    if AllowDirective.isDirective(text) { return .directive }
    return hasEntries && !EntryNotes.isDirective(text) ? .note : .comment
  }

  /// A piece of the line.
  func piece(_ part: LinePart, _ columns: Range<Int>) -> LinePiece {
    LinePiece(part: part, range: SourceRange(line: line, columns: columns))
  }

  /// Each `byte` (`;`, `,`) between columns `from` and `to`, as pieces of `part`.
  func each(_ byte: UInt8, from: Int, to: Int, as part: LinePart, into pieces: inout [LinePiece]) {
    guard from < to else { return }
    for column in from..<min(to, endColumn) where self.byte(at: column) == byte {
      pieces.append(piece(part, column..<(column + 1)))
    }
  }

  /// The first `byte` at or after column `from`, before column `to`.
  func first(_ byte: UInt8, from: Int, to: Int) -> Int? {
    guard from < to else { return nil }
    return (from..<min(to, endColumn)).first { self.byte(at: $0) == byte }
  }

  /// The word starting after the whitespace at column `from` (up to whitespace, `,` or `#`).
  func word(after from: Int) -> Range<Int>? {
    var start = from
    while start < endColumn, isSpace(start) { start += 1 }
    var end = start
    while end < endColumn, !isSpace(end), byte(at: end) != 0x2C, byte(at: end) != 0x23 { end += 1 }
    return start < end ? start..<end : nil
  }

  /// The word ending before the whitespace before column `to`.
  func word(before to: Int) -> Range<Int>? {
    var end = to
    while end > 1, isSpace(end - 1) { end -= 1 }
    var start = end
    while start > 1, !isSpace(start - 1), byte(at: start - 1) != 0x2C { start -= 1 }
    return start < end ? start..<end : nil
  }

  /// Whether column `column` holds whitespace (a blank, or a byte of a no-break space).
  private func isSpace(_ column: Int) -> Bool {
    let b = byte(at: column)
    if Bytes.isBlank(b) { return true }
    if b == 0xC2 && column + 1 < endColumn && byte(at: column + 1) == 0xA0 { return true }
    return b == 0xA0 && column > 1 && byte(at: column - 1) == 0xC2
  }
}
