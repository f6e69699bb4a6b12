/// A file's path as the user gave it and its bytes.
///
/// Lines end at LF, CRLF or a lone CR; the terminator is not part of the line. A UTF-8 byte
/// order mark at the very start is skipped, as editors hide it: column 1 of line 1 is the
/// first byte after the mark. The lines are found by whoever reads them: in order with a
/// `LineCursor` (the log parser, which reads a log of a hundred thousand lines and keeps no
/// table of them), or by number through its one `LineIndex` (`lines`), built when first asked for (excerpts of
/// diagnostics, the habits file, a line read again).
package struct SourceFile: Sendable {
  /// The path exactly as given on the command line, used in every rendered location.
  package let path: String
  /// The whole file.
  package let bytes: FileBytes
  /// The file's lines by number, built on first use (`lines`), shared by every copy.
  let sharedLines = SharedLineIndex()

  /// The terminator a file uses between lines.
  package enum LineEnding: String, Sendable {
    case lf = "\n"
    case crlf = "\r\n"
    case cr = "\r"
  }

  /// A file of `bytes`, a whole file's: the parsers read its memory by offsets from 0.
  package init(path: String, bytes: FileBytes) {
    precondition(bytes.startIndex == 0, "a file's bytes are not a slice")
    self.path = path
    self.bytes = bytes
  }

  /// A file of a copy of `bytes` (tests, the language server, a file from git).
  package init(path: String, bytes: [UInt8]) {
    self.init(path: path, bytes: FileBytes(bytes))
  }

  /// Creates a file from text (for tests and documentation examples).
  package init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// Whether the bytes start with the UTF-8 byte order mark EF BB BF.
  package static func hasByteOrderMark<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    bytes.starts(with: [0xEF, 0xBB, 0xBF])
  }

  /// How a UTF-16 file (`UTF16Encoding.of`) is encoded; nil for any other file.
  package var utf16Encoding: UTF16Encoding? { UTF16Encoding.of(bytes) }

  /// For a UTF-16 file (`utf16Encoding`), whether it is big-endian; nil for any other file.
  package var utf16BigEndian: Bool? { utf16Encoding?.bigEndian }

  /// The one diagnostic of a UTF-16 file (`utf16Encoding`), read as empty rather than as
  /// lines each of which would be a NUL byte error; nil for any other file.
  package var utf16Problem: Diagnostic? {
    guard let encoding = utf16Encoding else { return nil }
    return Diagnostic(
      .utf16File(encoding), file: path, range: SourceRange(line: 1, columns: 1..<3),
      notes: [
        Diagnostic.Note("the file is read as empty; save it as UTF-8 (in Notepad: Save As, Encoding: UTF-8)"),
        Diagnostic.Note(encoding.conversionAdvice(path: path)),
      ])
  }

  /// Where line 1 starts: after a byte order mark, if any.
  package var contentStart: Int { SourceFile.hasByteOrderMark(bytes) ? 3 : 0 }

  /// Whether the file is empty or its last byte ends a line.
  package var endsWithNewline: Bool {
    guard let last = bytes.last else { return true }
    return last == 0x0A || last == 0x0D
  }

  /// The line-ending style of the file, as found on its first terminated line (LF when no
  /// line is terminated).
  package var lineEnding: LineEnding { LineEnding(of: bytes) }

  /// The number of lines, counted now (`LineCursor`): a walk over the whole file.
  package func countLines() -> Int {
    var lines = LineCursor(self)
    while lines.next() != nil {}
    return lines.number
  }
}

extension SourceFile.LineEnding {
  /// The ending of the first terminated line of a file's `bytes`, LF when no line is
  /// terminated (a byte order mark holds neither CR nor LF, so it needs no skipping).
  package init<Bytes: Collection<UInt8>>(of bytes: Bytes) {
    guard let first = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }), bytes[first] == 0x0D else {
      self = .lf
      return
    }
    let next = bytes.index(after: first)
    self = next < bytes.endIndex && bytes[next] == 0x0A ? .crlf : .cr
  }
}
