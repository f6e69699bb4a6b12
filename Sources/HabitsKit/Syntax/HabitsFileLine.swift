/// A line of the habits file as its parser reads it: a pointer to the line's bytes in the
/// file's memory, with the bounds of its content. Plain data: passing one to a reader copies
/// a few integers, where a `SourceLine` (whose bytes are a `FileBytes` slice) was a retain and
/// a release of the file's memory, an outlined copy, and a bounds check at every byte read.
///
/// Indices are offsets in the line: byte `i` is at column `i + 1`. A `HabitsFileLine` is only valid
/// while the memory it points at is (inside the file's `withUnsafeBufferPointer`); the general
/// path of tokens and parsers, and the rare lines that are not habit lines, read the line's
/// `SourceLine` instead (`source(in:)`).
struct HabitsFileLine {
  /// The line's first byte.
  let bytes: UnsafePointer<UInt8>
  /// The number of bytes of the line (without its terminator).
  let count: Int
  /// The 1-based line number.
  let number: Int
  /// Where the line starts in the file: an index of the line plus this is the file's.
  let offset: Int
  /// The start of the content, after leading whitespace.
  let contentStart: Int
  /// The end of the content: before a `#` comment and trailing whitespace.
  let contentEnd: Int
  /// Where the line's `#` comment starts, `count` when it has none.
  let commentStart: Int
  /// How many bytes from the line's first may be read: to the end of the file's memory, for
  /// readers that load eight bytes at a time past a word's end (`ClauseWords`).
  let loadable: Int

  /// The line `line`, whose first byte is at `start` (in memory that stays valid while the
  /// value is used): the same content, read through the pointer.
  init(_ line: SourceLine, at start: UnsafePointer<UInt8>) {
    let offset = line.bytes.startIndex
    bytes = start
    count = line.bytes.count
    number = line.number
    self.offset = offset
    contentStart = line.contentStart - offset
    contentEnd = line.contentEnd - offset
    commentStart = min(line.commentStart, line.bytes.endIndex) - offset
    loadable = count
  }

  /// Calls `body` with `line` read through a pointer (for a reader given a `SourceLine`).
  static func reading<Result>(_ line: SourceLine, _ body: (HabitsFileLine) -> Result) -> Result {
    line.bytes.withUnsafeBufferPointer { body(HabitsFileLine(line, at: $0.baseAddress!)) }
  }

  private init(bytes: UnsafePointer<UInt8>, count: Int, number: Int, offset: Int, content: Range<Int>, loadable: Int) {
    self.bytes = bytes
    self.count = count
    self.number = number
    self.offset = offset
    contentStart = content.lowerBound
    contentEnd = content.upperBound
    commentStart = count
    self.loadable = loadable
  }

  /// Line `number` of the file whose memory is `memory`, at file offsets `bounds`, when every
  /// byte is printable ASCII or a tab, none is a `#`, and it cannot start a conflict marker:
  /// the content is then the line without the blanks around it, and `SourceLine.scan` would
  /// find no problem in it. Nil for any other line, which `SourceLine.scan` reads.
  ///
  /// Nearly every line of a habits file is plain: scanning it here, eight bytes at a time,
  /// spares it the `FileBytes` slice and the checked reads of the full scan.
  @inline(__always)
  static func plain(_ memory: UnsafeBufferPointer<UInt8>, number: Int, bounds: (start: Int, end: Int)) -> HabitsFileLine? {
    let bytes = memory.baseAddress! + bounds.start
    let count = bounds.end - bounds.start
    var index = 0
    while index + 8 <= count {
      guard WordBytes.isPrintableASCII(UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self), excluding: 0x23) else {
        break
      }
      index += 8
    }
    // The last bytes of a line of eight or more as the word that ends with them: its first
    // bytes were read already and read the same, and a byte loop for up to seven cost about
    // 35 instructions a line.
    // (A word with a tab stopped the loop above, and goes byte by byte.)
    if index < count && index + 8 > count && count >= 8,
      WordBytes.isPrintableASCII(UnsafeRawPointer(bytes + count - 8).loadUnaligned(as: UInt64.self), excluding: 0x23)
    {
      index = count
    }
    while index < count {
      let byte = bytes[index]
      guard byte >= 0x20 && byte < 0x7F && byte != 0x23 || byte == 0x09 else { return nil }
      index += 1
    }
    return trimmed(memory, start: bounds.start, count: count, number: number)
  }

  /// The line of the file whose memory is `memory` that starts at `start`, numbered
  /// `number`, when it ends at an LF before `stretchEnd` (the next CR or the end of the file)
  /// and is plain as `plain(_:number:bounds:)` says: its end found and its bytes checked in
  /// one pass, eight bytes at a time (where a search for its LF and then a scan of its bytes
  /// read every byte twice). Nil for any other line, which the line cursor and
  /// `plain(_:number:bounds:)` or `SourceLine.scan` then read.
  ///
  /// Transparent, so always inlined into the walk over the lines: `@inline(__always)` is
  /// honoured only for a function of at most 64 blocks or a caller of fewer, and this one and
  /// the walk each have more; as a call, its line was returned through memory, about 60
  /// instructions a line.
  @_transparent
  static func plain(_ memory: UnsafeBufferPointer<UInt8>, from start: Int, before stretchEnd: Int, number: Int) -> HabitsFileLine? {
    let base = memory.baseAddress!
    var index = start
    var end = -1
    while index &+ 8 <= stretchEnd {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      // The high bit of each byte that is not printable ASCII or is a '#' (an LF or a tab
      // among them); only the lowest is looked at.
      let flagged = WordBytes.flagsOfNonPrintable(in: word, excluding: 0x23)
      if flagged == 0 {
        index &+= 8
        continue
      }
      let found = index &+ (flagged.trailingZeroBitCount &>> 3)
      if base[found] == 0x0A {
        end = found
        break
      }
      guard base[found] == 0x09 else { return nil }
      index = found &+ 1
    }
    if end < 0 {
      while index < stretchEnd {
        let byte = base[index]
        if byte == 0x0A {
          end = index
          break
        }
        guard byte >= 0x20 && byte < 0x7F && byte != 0x23 || byte == 0x09 else { return nil }
        index &+= 1
      }
      // A line ended by a CR or by the end of the file is the cursor's.
      guard end >= 0 else { return nil }
    }
    return trimmed(memory, start: start, count: end &- start, number: number)
  }

  /// The plain line of `count` bytes at `start` in `memory` (its bytes checked already), its
  /// content without the blanks around it; nil when it may start a conflict marker
  /// (`<<<<<<<`), which is the scan's to report. What both readers of a plain line end with.
  @inline(__always)
  private static func trimmed(_ memory: UnsafeBufferPointer<UInt8>, start: Int, count: Int, number: Int) -> HabitsFileLine? {
    let bytes = memory.baseAddress! + start
    if count >= 7 {
      switch bytes[0] {
      case 0x3C, 0x7C, 0x3D, 0x3E: return nil
      default: break
      }
    }
    var (contentStart, contentEnd) = (0, count)
    while contentEnd > 0 && Bytes.isBlank(bytes[contentEnd - 1]) { contentEnd -= 1 }
    while contentStart < contentEnd && Bytes.isBlank(bytes[contentStart]) { contentStart += 1 }
    return HabitsFileLine(
      bytes: bytes, count: count, number: number, offset: start, content: contentStart..<contentEnd, loadable: memory.count - start)
  }

  /// The line as a `SourceLine` of `file` (the file whose memory this points at), for the
  /// general path: a slice of the file's bytes, made only when a reader needs one. Never
  /// inlined: inlined into the walk over the lines, the slice's retain of the file's memory
  /// was made on every line, whether or not its branch was taken.
  @inline(never)
  func source(in file: borrowing SourceFile) -> SourceLine {
    SourceLine(
      number: number, bytes: file.bytes[offset..<(offset + count)], contentEnd: contentEnd + offset,
      contentStart: contentStart + offset, commentStart: commentStart < count ? commentStart + offset : offset + count)
  }

  /// `source(in:)`, made once: `made` keeps it for the line's next clause.
  func source(in file: borrowing SourceFile, made: inout SourceLine?) -> SourceLine {
    if let made { return made }
    let line = source(in: file)
    made = line
    return line
  }

  /// Whether the line has nothing but whitespace and a comment.
  var isBlank: Bool { contentStart >= contentEnd }

  /// The byte at `index`.
  @inline(__always)
  subscript(index: Int) -> UInt8 { bytes[index] }

  /// The span of `range` on this line.
  @inline(__always)
  func range(_ range: Range<Int>) -> SourceRange {
    SourceRange(line: number, columns: (range.lowerBound + 1)..<(range.upperBound + 1))
  }

  /// The bytes at `range`, for the readers of bytes.
  @inline(__always)
  func buffer(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: bytes + range.lowerBound, count: range.count)
  }

  /// The text of the bytes at `range` (of a line the scan let through, so valid UTF-8). A
  /// short ASCII one (a schedule's text, most names) is made from two words of the file's
  /// memory (`SmallASCIIString`) when sixteen bytes can be read from its start. That path
  /// is inlined (as a call, about 30 instructions a change line more), the other is not.
  @inline(__always)
  func text(_ range: Range<Int>) -> String {
    if range.count <= SmallASCIIString.capacity, range.lowerBound &+ 16 <= loadable,
      let text = SmallASCIIString.make(bytes + range.lowerBound, count: range.count)
    {
      return text
    }
    return longText(range)
  }

  /// `text(_:)` of a range that is no small ASCII string.
  @inline(never)
  private func longText(_ range: Range<Int>) -> String {
    SourceLine.string(buffer(range))
  }

  /// `range` without the blanks around it.
  @inline(__always)
  func trimmed(_ range: Range<Int>) -> Range<Int> {
    var (lower, upper) = (range.lowerBound, range.upperBound)
    while lower < upper && Bytes.isBlank(bytes[lower]) { lower += 1 }
    while upper > lower && Bytes.isBlank(bytes[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  /// Whether the content starts with `keyword` (lower-case ASCII letters) in any case: a
  /// letter or'ed with 0x20 is its lower case, and no other byte becomes a letter.
  @inline(__always)
  func contentStarts(with keyword: StaticString) -> Bool {
    let length = keyword.utf8CodeUnitCount
    guard contentEnd - contentStart >= length else { return false }
    for offset in 0..<length where bytes[contentStart + offset] | 0x20 != keyword.utf8Start[offset] { return false }
    return true
  }

  /// The index of the first `byte` or `other` in `range`, or nil; read eight bytes at a time.
  @inline(__always)
  func firstIndex(of byte: UInt8, or other: UInt8, in range: Range<Int>) -> Int? {
    firstIndex(of: byte, or: other, or: other, in: range)
  }

  /// The index of the first `byte`, `second` or `third` in `range`, or nil; read eight bytes
  /// at a time (the first of each in a word is exact: `WordBytes.firstIndex`).
  @inline(__always)
  func firstIndex(of byte: UInt8, or second: UInt8, or third: UInt8, in range: Range<Int>) -> Int? {
    var index = range.lowerBound
    let end = range.upperBound
    while index + 8 <= end {
      let word = UInt64(littleEndian: UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self))
      let first = min(
        WordBytes.firstIndex(of: byte, in: word) ?? 8, WordBytes.firstIndex(of: second, in: word) ?? 8,
        second == third ? 8 : WordBytes.firstIndex(of: third, in: word) ?? 8)
      if first < 8 { return index + first }
      index += 8
    }
    while index < end {
      if bytes[index] == byte || bytes[index] == second || bytes[index] == third { return index }
      index += 1
    }
    return nil
  }
}
