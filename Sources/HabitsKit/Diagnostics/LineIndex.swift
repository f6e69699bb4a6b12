/// Where each line of a file starts, for looking lines up by number: built on demand by those
/// who need random access (excerpts of diagnostics, the habits file, a log line read again),
/// so that reading a clean log builds no table of its lines.
///
/// One 32-bit offset a line (files are read up to 2 GiB); a line's end is found from where
/// the next one starts, less its terminator.
package struct LineIndex: Sendable {
  private let bytes: FileBytes
  /// The start of each line, in order.
  private let starts: [UInt32]

  /// The lines of `file` (`LineCursor`'s).
  package init(_ file: SourceFile) {
    bytes = file.bytes
    var starts: [UInt32] = []
    var cursor = LineCursor(file)
    while let line = cursor.next() { starts.append(UInt32(truncatingIfNeeded: line.start)) }
    self.starts = starts
  }

  /// The number of lines.
  package var count: Int { starts.count }

  /// The offsets where line `number` (1-based, at most `count`) starts and ends (without
  /// its terminator).
  package func bounds(_ number: Int) -> (start: Int, end: Int) {
    precondition(number >= 1 && number <= starts.count, "line number out of range")
    let start = Int(starts[number - 1])
    var end = number < starts.count ? Int(starts[number]) : bytes.endIndex
    // Every line but the last ends with a terminator, and the last may: a line holds neither
    // CR nor LF, so the bytes to drop are an LF, a CR, or both.
    if end > start && bytes[end - 1] == 0x0A { end -= 1 }
    if end > start && bytes[end - 1] == 0x0D { end -= 1 }
    return (start, end)
  }

  /// The bytes of line `number` (1-based), or none past the end.
  package func bytes(_ number: Int) -> FileBytes {
    guard number >= 1 && number <= count else { return bytes[bytes.startIndex..<bytes.startIndex] }
    let (start, end) = bounds(number)
    return bytes[start..<end]
  }

  /// The text of line `number` (1-based), with invalid UTF-8 replaced by U+FFFD.
  package func text(_ number: Int) -> String {
    String(decoding: bytes(number), as: UTF8.self)
  }
}
