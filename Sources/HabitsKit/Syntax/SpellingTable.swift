/// Interns the names of a log by their bytes: each distinct spelling becomes one small integer
/// and one `String`, made once.
///
/// A decade of log names the same few dozen habits a hundred thousand times. Hashing the bytes
/// in place (FNV-1a, open addressing) instead of building a `String` per entry and hashing it
/// with `Hasher` is most of what makes the log parser fast.
struct SpellingTable {
  /// The spellings, by number, in order of first appearance.
  private(set) var strings: [String] = []
  /// Where each spelling first appeared in the file's bytes, to compare candidates with.
  private var ranges: [Range<Int>] = []
  /// Each spelling's hash, so most mismatches are rejected without comparing bytes.
  private var hashes: [UInt64] = []
  /// Open-addressing slots holding spelling numbers, -1 when empty; the count is a power of 2.
  private var slots: [Int32] = Array(repeating: -1, count: 64)

  /// The number of `bytes[range]`, adding it when it is new. `bytes` is the whole file, the
  /// same buffer on every call.
  mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for i in range { hash = (hash ^ UInt64(bytes[i])) &* 0x0100_0000_01B3 }
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
    while true {
      let found = Int(slots[slot])
      if found < 0 { break }
      if hashes[found] == hash && Self.equal(bytes, ranges[found], range) { return found }
      slot = (slot + 1) & mask
    }
    let number = strings.count
    strings.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
    ranges.append(range)
    hashes.append(hash)
    slots[slot] = Int32(truncatingIfNeeded: number)
    if strings.count * 2 > slots.count { grow() }
    return number
  }

  private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ a: Range<Int>, _ b: Range<Int>) -> Bool {
    guard a.count == b.count else { return false }
    var i = a.lowerBound
    var j = b.lowerBound
    while i < a.upperBound {
      if bytes[i] != bytes[j] { return false }
      i += 1
      j += 1
    }
    return true
  }

  /// Doubles the slots, keeping the load factor at most one half.
  private mutating func grow() {
    slots = Array(repeating: -1, count: slots.count * 2)
    let mask = slots.count - 1
    for (number, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(truncatingIfNeeded: number)
    }
  }
}
