/// Up to sixteen bytes of a file read as two words and a length: the key under which the log
/// parser keeps the line bodies and grouped items it saw recently (`RecentSlot`).
///
/// A log names a few dozen bodies (`Gym`, `Pushups x3`) a hundred thousand times, and nearly
/// all are found again by a hash of two words and three compares, inline, where
/// `SpellingTable.intern` is a call and a probe of two arrays (with the inline
/// `LogFileParser.read(line:)`, `check` with the decade data set went from 27.7 M instructions
/// to 24.2 M; 1024 body slots rather than 512, 0.2 M less again, for fewer collisions; items
/// cost about 120 instructions each through `intern`).
struct ShortBytes: Equatable {
  /// The first eight bytes (all of them, in the low bytes, for eight or fewer).
  var first: UInt64 = 0
  /// The last eight bytes for more than eight, else 0.
  var last: UInt64 = 0
  /// 0 for an empty slot: what is kept has at least one byte.
  var length: Int32 = 0

  /// A key from its words, as `init(_:_:)` makes them.
  @inline(__always)
  init(first: UInt64, last: UInt64, length: Int) {
    self.first = first
    self.last = last
    self.length = Int32(truncatingIfNeeded: length)
  }

  /// An empty key, no bytes.
  init() {}

  /// The key of `bytes[range]` (not empty, ending at least eight bytes into `bytes`), or nil
  /// when it is longer than sixteen bytes. Up to eight bytes are the word that ends with the
  /// range, shifted right past the bytes before it; up to sixteen, the word from its start and
  /// the word that ends with it. Both loads stay within `range` and the eight bytes before it.
  @inline(__always)
  init?(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
    let length = range.count
    guard length <= 16 else { return nil }
    let base = UnsafeRawPointer(bytes.baseAddress!)
    let tail = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: range.upperBound &- 8, as: UInt64.self))
    if length <= 8 {
      self.init(first: tail &>> UInt64(truncatingIfNeeded: 64 &- 8 &* length), last: 0, length: length)
    } else {
      let head = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self))
      self.init(first: head, last: tail, length: length)
    }
  }

  /// The key's slot in a table of `1 << bits` slots.
  @inline(__always)
  func slot(bits: Int) -> Int {
    let hash = (first ^ (last &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(truncatingIfNeeded: length)) &* 0xFF51_AFD7_ED55_8CCD
    return Int(truncatingIfNeeded: hash &>> UInt64(truncatingIfNeeded: 64 &- bits))
  }
}

/// A slot of one of the log parser's tables of recent bytes (`recentBodies`, `recentItems`):
/// the key of the last body or item that landed there and its number in the parser's
/// `SpellingTable`. 24 bytes.
struct RecentSlot {
  /// The bytes, as a key; empty for an empty slot.
  var key = ShortBytes()
  /// Their number in `bodies` or `items`.
  var number: Int32 = 0
}
