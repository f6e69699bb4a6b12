#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Walks a file's lines in order, finding where each ends as it goes, and counts them: how
/// the log parser reads a log of a hundred thousand lines without a table of them
/// (`LineIndex` is for the few who look lines up by number). The lines are `SourceFile`'s:
/// they end at LF, CRLF or a lone CR, the terminator is not part of the line, and a byte
/// order mark at the very start is skipped.
package struct LineCursor {
  /// The whole file.
  private let bytes: FileBytes
  /// Where the next line starts.
  private var start: Int
  /// The first CR at or after `start`; where none is within the stretch looked at
  /// (`lookahead` bytes at a time), the start of the line after that stretch's last LF (no CR
  /// comes before it, and the search goes on from there); the end of the file when there is
  /// neither; or -1 before the first search. A file without CR (nearly every file on Linux
  /// and macOS) is searched for one a stretch at a time, and each line then ends at the first
  /// LF, found by libc's vectorised `memchr`: a tenth of an instruction a byte, where a loop
  /// over the bytes takes several.
  private var nextCR = -1
  /// The number of the line last returned (1-based; 0 before the first).
  package private(set) var number = 0

  /// A cursor before the first line of `file`.
  package init(_ file: SourceFile) {
    bytes = file.bytes
    start = file.contentStart
  }

  /// Where the next line starts, when no CR lies within its first `bytes` bytes and they are
  /// all in the file (its LF, if any, is then its end); nil otherwise. For a reader that finds
  /// the line's end itself and then moves on with `advance(to:)`.
  @inline(__always)
  package func nextStart(withoutCRIn bytes: Int) -> Int? {
    nextCR &- start >= bytes && start &+ bytes <= self.bytes.endIndex ? start : nil
  }

  /// Where the next line starts, and where the stretch from there without a CR ends (the next
  /// CR, or the end of the file): a reader of LF-ended lines may go that far on its own, then
  /// tell where it stopped with `move(to:lines:)`.
  @inline(__always)
  package mutating func stretchWithoutCR() -> (start: Int, end: Int) {
    let count = bytes.endIndex
    if nextCR <= start && start < count {
      nextCR = bytes.withUnsafeBufferPointer { LineCursor.crOrStretchEnd(in: $0, from: start, count: count) }
    }
    return (start, min(max(nextCR, start), count))
  }

  /// How many bytes ahead of the reader a CR is looked for at once. A search to the end of
  /// the file would touch every page of it before the first line is read; a stretch at a
  /// time, the pages ahead of the reader stay few, and a reader that gives back the pages
  /// behind it (`LogReader.letGoOfReadPages`) holds a stretch of a large log, not all of it.
  static let lookahead = 256 << 10

  /// The first CR at or after `from`, looked for `lookahead` bytes at a time; where a stretch
  /// has none, the start of the line after its last LF (a line starts there, and no CR comes
  /// before it); the end of the file when there is neither. Inlined: a file of CRLF lines asks
  /// once a line, and finds its CR within the line.
  @inline(__always)
  static func crOrStretchEnd(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> Int {
    let end = count &- start > lookahead ? start &+ lookahead : count
    return find(0x0D, in: buffer, from: start, to: end) ?? afterStretch(in: buffer, from: start, searchedTo: end, count: count)
  }

  /// `crOrStretchEnd` where `buffer[from..<end]` has no CR: the end of the file, or the start
  /// of the line after the stretch's last LF, or, for a line longer than a stretch, the
  /// search goes on.
  @inline(never)
  private static func afterStretch(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, searchedTo searched: Int, count: Int) -> Int {
    var (from, end) = (start, searched)
    while end < count {
      var index = end
      while index > from {
        index &-= 1
        if buffer[index] == 0x0A { return index &+ 1 }
      }
      from = end
      end = count &- from > lookahead ? from &+ lookahead : count
      if let cr = find(0x0D, in: buffer, from: from, to: end) { return cr }
    }
    return count
  }

  /// Moves to `next`, past `lines` more lines that each ended with an LF.
  @inline(__always)
  package mutating func move(to next: Int, lines: Int) {
    start = next
    number &+= lines
  }

  /// Moves past a line that ended with an LF, the next starting at `next`.
  @inline(__always)
  package mutating func advance(to next: Int) {
    start = next
    number &+= 1
  }

  /// The start and end (before the terminator) of the next line, as file offsets, or nil
  /// after the last.
  @inline(__always)
  package mutating func next() -> (start: Int, end: Int)? {
    let lineStart = start
    let count = bytes.endIndex
    guard lineStart < count else { return nil }
    number &+= 1
    return bytes.withUnsafeBufferPointer { buffer in
      // Searched again also when the reader reaches `nextCR`: it may be where the last search
      // stopped rather than a CR (a CR found there is simply found again).
      if nextCR <= lineStart { nextCR = LineCursor.crOrStretchEnd(in: buffer, from: lineStart, count: count) }
      // A line ends at the first LF before the next CR; at that CR (and an LF right after it)
      // when there is none; at the end of the file when there is neither.
      if let newline = LineCursor.find(0x0A, in: buffer, from: lineStart, to: nextCR) {
        start = newline &+ 1
        return (lineStart, newline)
      }
      let end = nextCR
      if end == count {
        start = count
      } else {
        start = end &+ 1 < count && buffer[end &+ 1] == 0x0A ? end &+ 2 : end &+ 1
      }
      return (lineStart, end)
    }
  }

  /// The offset of the first `byte` in `buffer[from..<to]`, or nil. The first 24 bytes are
  /// looked at a word at a time, inline, and the rest by `memchr`: a log line of one entry is
  /// most often shorter, and a call to `memchr` for it costs 30 instructions (a walk over the
  /// million lines of a thousand habits' decade, 33 M of its `check`); a longer line (a day's
  /// entries on one) costs three words more than `memchr` alone.
  @inline(__always)
  static func find(_ byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
    guard from < to, let base = buffer.baseAddress else { return nil }
    var index = from
    let wordsEnd = min(to, from &+ 24)
    while index &+ 8 <= wordsEnd {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      if let offset = WordBytes.firstIndex(of: byte, in: word) { return index &+ offset }
      index &+= 8
    }
    guard index < to, let found = memchr(base + index, Int32(byte), to &- index) else { return nil }
    return UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
  }
}
