/// Interns the names of a log by their bytes: each distinct spelling becomes one small integer
/// and one `String`, made once.
///
/// A decade of log names the same few dozen habits a hundred thousand times. A name of up to
/// sixteen bytes is keyed by its length and its first and last eight bytes, read as two words,
/// which together hold every byte: finding it costs a hash of two words and three compares,
/// where building a `String` per entry and hashing it with `Hasher` cost ten times as much.
///
/// The hash mixes every bit of both words into every bit of the result (`mix`), because names
/// often differ only in their last bytes (`Habit 001` .. `Habit 999`), which a plain product
/// leaves in the high bits, where the slot index does not look: a household's thousand habits
/// then crowd a few dozen slots, and every lookup walks a long run of them.
struct SpellingTable {
  /// The spellings, by number, in order of first appearance.
  private(set) var strings: [String] = []
  /// Whether each spelling's text is kept in `strings`: a table that only numbers byte strings
  /// spares making them.
  private let keepsText: Bool
  /// How many spellings there are.
  private(set) var count = 0

  /// An empty table; `keepsText` says whether `strings` holds each spelling's text.
  init(keepsText: Bool = true) {
    self.keepsText = keepsText
  }
  /// Each spelling's key, by number.
  private var keys: [Key] = []
  /// Open-addressing slots holding spelling numbers, -1 when empty; the count is a power of 2.
  private var slots: [Int32] = Array(repeating: -1, count: 64)

  private struct Key {
    var hash: UInt64
    var first: UInt64
    var last: UInt64
    var count: Int
    /// Where the spelling first appeared, for comparing names longer than sixteen bytes.
    var start: Int
  }

  /// The number of `bytes[range]`, adding it when it is new. `bytes` is the whole file, the
  /// same buffer on every call.
  mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    let count = range.count
    let first = SpellingTable.word(bytes, range.lowerBound, count: count)
    let last = count > 8 ? SpellingTable.word(bytes, range.upperBound &- 8, count: 8) : 0
    var hash = SpellingTable.mix(first ^ UInt64(truncatingIfNeeded: count) &<< 59) ^ last
    if count > 16 { hash ^= SpellingTable.hashMiddle(bytes, range) }
    hash = SpellingTable.mix(hash)
    let mask = slots.count &- 1
    var slot = Int(truncatingIfNeeded: hash &>> 7) & mask
    while true {
      let found = Int(slots[slot])
      if found < 0 { break }
      let key = keys[found]
      if key.hash == hash && key.first == first && key.last == last && key.count == count
        && (count <= 16 || SpellingTable.equal(bytes, key.start, range.lowerBound, count: count))
      {
        return found
      }
      slot = (slot &+ 1) & mask
    }
    let number = self.count
    self.count += 1
    if keepsText { strings.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)) }
    keys.append(Key(hash: hash, first: first, last: last, count: count, start: range.lowerBound))
    slots[slot] = Int32(truncatingIfNeeded: number)
    if self.count * 2 > slots.count { grow() }
    return number
  }

  /// Up to eight bytes from `index` (`count` of them when fewer), little-endian, the rest zero.
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

  /// `value` with every bit spread over every bit of the result (the finaliser of MurmurHash3,
  /// a bijection): inputs that differ in any bit land on unrelated slots.
  @inline(__always)
  private static func mix(_ value: UInt64) -> UInt64 {
    var x = value
    x ^= x &>> 33
    x &*= 0xFF51_AFD7_ED55_8CCD
    x ^= x &>> 33
    x &*= 0xC4CE_B9FE_1A85_EC53
    x ^= x &>> 33
    return x
  }

  /// How many slots a lookup of each spelling visits, on average (1 when every spelling sits
  /// in its home slot): what the hash's spread comes to, for the tests that hold it down.
  var averageProbes: Double {
    guard count > 0 else { return 0 }
    let mask = slots.count - 1
    var total = 0
    for (slot, number) in slots.enumerated() where number >= 0 {
      let home = Int(truncatingIfNeeded: keys[Int(number)].hash &>> 7) & mask
      total += ((slot - home) & mask) + 1
    }
    return Double(total) / Double(count)
  }

  /// A hash of the bytes between the first and last eight of a long name.
  private static func hashMiddle(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
    var hash: UInt64 = 0
    var index = range.lowerBound &+ 8
    while index < range.upperBound &- 8 {
      hash = (hash ^ word(bytes, index, count: range.upperBound &- 8 &- index)) &* 0xC2B2_AE3D_27D4_EB4F
      index &+= 8
    }
    return hash
  }

  private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int, count: Int) -> Bool {
    for offset in 0..<count where bytes[a &+ offset] != bytes[b &+ offset] { return false }
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
