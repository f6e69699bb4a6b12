/// What reading a habit line leaves for the lines after it.
struct LineScratch {
  /// One array of tokens for every clause of the file, emptied and refilled: a new array per
  /// clause was an allocation and a free, about 500 instructions, twice or three times a
  /// habit line.
  var tokens: [Token] = []
  /// Where the name of the last declaration read is, in the file (empty before the first).
  var lastName = 0..<0
  /// Whether the bytes at `name` (indices of `line`) are those of `lastName`.
  @inline(__always)
  func sameName(_ name: Range<Int>, on line: HabitsFileLine) -> Bool {
    guard name.count == lastName.count, !lastName.isEmpty else { return false }
    return Self.same(name, on: line, as: lastName)
  }

  /// The index of the colon right after the content's first bytes when they are those of
  /// `lastName`; nil otherwise.
  @inline(__always)
  func colonAfterLastName(on line: HabitsFileLine) -> Int? {
    let colon = line.contentStart &+ lastName.count
    guard !lastName.isEmpty, colon < line.contentEnd, line[colon] == 0x3A,
      Self.same(line.contentStart..<colon, on: line, as: lastName)
    else { return nil }
    return colon
  }

  /// Whether the bytes at `range` (indices of `line`) are those at `earlier` (as many, at
  /// indices of the file before the line's). Compared eight bytes at a time: a range of at
  /// most eight as one masked word, and the last bytes of a longer one as the word that ends
  /// with them (a byte loop cost about 40 instructions a name). Every byte loaded is in the
  /// file's memory: eight bytes from the range's start are (`loadable`), and the earlier
  /// range starts before it.
  @inline(__always)
  static func same(_ range: Range<Int>, on line: HabitsFileLine, as earlier: Range<Int>) -> Bool {
    let count = range.count
    // The line's memory is the file's: the earlier bytes are read at their offset from the
    // line's.
    let new = UnsafeRawPointer(line.bytes + range.lowerBound)
    let old = UnsafeRawPointer(line.bytes - line.offset + earlier.lowerBound)
    /// The eight bytes at `offset` of `pointer`, the first lowest.
    @inline(__always)
    func word(_ pointer: UnsafeRawPointer, _ offset: Int) -> UInt64 {
      UInt64(littleEndian: pointer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
    if count <= 8 {
      guard range.lowerBound &+ 8 <= line.loadable else {
        for offset in 0..<count where new.load(fromByteOffset: offset, as: UInt8.self) != old.load(fromByteOffset: offset, as: UInt8.self) {
          return false
        }
        return true
      }
      let mask: UInt64 = count == 8 ? ~0 : (1 &<< UInt64(count &* 8)) &- 1
      return (word(new, 0) ^ word(old, 0)) & mask == 0
    }
    var offset = 0
    while offset &+ 8 < count {
      if word(new, offset) != word(old, offset) { return false }
      offset &+= 8
    }
    return word(new, count &- 8) == word(old, count &- 8)
  }
}
