/// Interns the names of a log by their bytes: each distinct spelling becomes one small integer
/// and one `String`, made once.
///
/// A decade of log names the same few dozen habits a hundred thousand times. Hashing the bytes
/// in place, eight at a time, and comparing them the same way, instead of building a `String`
/// per entry and hashing it with `Hasher`, is most of what makes the log parser fast.
struct SpellingTable {
  /// The spellings, by number, in order of first appearance.
  private(set) var strings: [String] = []
  /// Each spelling's hash and where it first appeared in the file's bytes, to compare with.
  private var keys: [Key] = []
  /// Open-addressing slots holding spelling numbers, -1 when empty; the count is a power of 2.
  private var slots: [Int32] = Array(repeating: -1, count: 64)

  private struct Key {
    var hash: UInt64
    var start: Int
    var count: Int
  }

  /// The number of `bytes[range]`, adding it when it is new. `bytes` is the whole file, the
  /// same buffer on every call.
  mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    let hash = SpellingTable.hash(bytes, range)
    let mask = slots.count &- 1
    var slot = Int(truncatingIfNeeded: hash &>> 7) & mask
    while true {
      let found = Int(slots[slot])
      if found < 0 { break }
      let key = keys[found]
      if key.hash == hash && key.count == range.count
        && SpellingTable.equal(bytes, key.start, range.lowerBound, count: range.count)
      {
        return found
      }
      slot = (slot &+ 1) & mask
    }
    let number = strings.count
    strings.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
    keys.append(Key(hash: hash, start: range.lowerBound, count: range.count))
    slots[slot] = Int32(truncatingIfNeeded: number)
    if strings.count * 2 > slots.count { grow() }
    return number
  }

  /// Up to eight bytes from `index` (`count` of them when fewer, 1...8), little-endian, the
  /// rest zero.
  @inline(__always)
  private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, count: Int) -> UInt64 {
    if index &+ 8 <= bytes.count {
      let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
      return count >= 8 ? word : word & (~0 &>> UInt64(truncatingIfNeeded: (8 &- count) &* 8))
    }
    // Near the end of the file: byte by byte, never reading past it.
    var word: UInt64 = 0
    for i in 0..<min(count, 8) { word |= UInt64(bytes[index + i]) &<< UInt64(truncatingIfNeeded: 8 &* i) }
    return word
  }

  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
    var hash = UInt64(truncatingIfNeeded: range.count) &* 0x9E37_79B9_7F4A_7C15
    var index = range.lowerBound
    while index < range.upperBound {
      hash = (hash ^ word(bytes, index, count: range.upperBound &- index)) &* 0xFF51_AFD7_ED55_8CCD
      hash ^= hash &>> 29
      index &+= 8
    }
    return hash
  }

  private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, count: Int) -> Bool {
    var offset = 0
    while offset < count {
      let left = count &- offset
      if word(bytes, a &+ offset, count: left) != word(bytes, b &+ offset, count: left) { return false }
      offset &+= 8
    }
    return true
  }

  /// Doubles the slots, keeping the load factor at most one half.
  private mutating func grow() {
    slots = Array(repeating: -1, count: slots.count * 2)
    let mask = slots.count - 1
    for (number, key) in keys.enumerated() {
      var slot = Int(truncatingIfNeeded: key.hash &>> 7) & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(truncatingIfNeeded: number)
    }
  }
}
