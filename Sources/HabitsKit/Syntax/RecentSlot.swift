/// Up to sixteen bytes of a file read as two words and a length: the key under which the log
/// parser keeps the line bodies and grouped items it knows (`ShortBytesTable`, `RecentSlot`).
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
  func slot(bits: Int) -> Int { slot(shift: UInt64(truncatingIfNeeded: 64 &- bits)) }

  /// The key's slot in a table of `1 << (64 - shift)` slots: the top bits of its hash.
  @inline(__always)
  func slot(shift: UInt64) -> Int {
    let hash = (first ^ (last &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(truncatingIfNeeded: length)) &* 0xFF51_AFD7_ED55_8CCD
    return Int(truncatingIfNeeded: hash &>> shift)
  }
}

/// A slot of one of the log parser's tables of short bytes (`knownBodies`, `recentItems`): the
/// key of the body or item kept there and its number in the parser's `SpellingTable`. 24
/// bytes.
struct RecentSlot {
  /// The bytes, as a key; empty for an empty slot.
  var key = ShortBytes()
  /// Their number in `bodies` or `items`.
  var number: Int32 = 0
}

/// Every body of up to sixteen bytes the log parser has read cleanly, by its bytes
/// (`ShortBytes`), with its number: the table a line's body is looked up in, inline, before
/// anything else.
///
/// Open addressing over a power of two of slots kept at most a quarter full, so a body is
/// found in its home slot nearly always, however many the log names (the reader's tightest
/// loop looks only there: `homeNumber`): a household's thousand habits, each with
/// a few counts, name four thousand bodies, and a table of a fixed size in front of the
/// spellings then sent most lines to `SpellingTable.intern` (`check` with 1000 habits over
/// ten years cost 2.4 times the instructions a line of 50 habits did).
struct ShortBytesTable {
  /// The slots; an empty key marks an empty slot.
  private(set) var slots: [RecentSlot]
  /// `slots` has `1 << bits` of them.
  var bits: Int { 64 - Int(shift) }
  /// 64 - `bits`: how far a key's hash is shifted to give its slot (`ShortBytes.slot(shift:)`).
  private(set) var shift: UInt64
  /// How many slots are taken.
  private(set) var count = 0

  /// An empty table of `1 << bits` slots.
  init(bits: Int) {
    shift = UInt64(64 - bits)
    slots = Array(repeating: RecentSlot(), count: 1 << bits)
  }

  /// The number kept for `key` among `slots` (a table's, `shift` its `shift`), or nil: from the
  /// key's home slot on, to the first empty one. The home slot is looked at inline (where
  /// nearly every key is) and the rest out of line, which keeps the reader's loop as small as
  /// a table of one slot per key made it.
  @inline(__always)
  static func number(of key: ShortBytes, in slots: UnsafeBufferPointer<RecentSlot>, shift: UInt64) -> Int32? {
    let home = key.slot(shift: shift)
    let slot = slots[home]
    if slot.key == key { return slot.number }
    if slot.key.length == 0 { return nil }
    return number(of: key, in: slots, after: home)
  }

  /// The number kept for `key` when it is in its home slot, where nearly every key is; nil
  /// when it is elsewhere or not kept. For the reader's tightest loop, which hands any other
  /// line to `number(of:)`: a call in that loop, however seldom made, cost the loop five
  /// instructions a line, and a look at the next slot too, two.
  @inline(__always)
  static func homeNumber(of key: ShortBytes, in slots: UnsafeBufferPointer<RecentSlot>, shift: UInt64) -> Int32? {
    let slot = slots[key.slot(shift: shift)]
    return slot.key == key ? slot.number : nil
  }

  /// The number kept for `key`, not in slot `home`, from the slot after it on.
  @inline(never)
  private static func number(of key: ShortBytes, in slots: UnsafeBufferPointer<RecentSlot>, after home: Int) -> Int32? {
    let mask = slots.count &- 1
    var index = (home &+ 1) & mask
    while true {
      let slot = slots[index]
      if slot.key == key { return slot.number }
      if slot.key.length == 0 { return nil }
      index = (index &+ 1) & mask
    }
  }

  /// The number kept for `key`, or nil.
  @inline(__always)
  func number(of key: ShortBytes) -> Int32? {
    slots.withUnsafeBufferPointer { ShortBytesTable.number(of: key, in: $0, shift: shift) }
  }

  /// Keeps `number` for `key` (not empty).
  mutating func insert(_ key: ShortBytes, number: Int32) {
    let mask = slots.count - 1
    var index = key.slot(shift: shift)
    while slots[index].key.length != 0 {
      if slots[index].key == key {
        slots[index].number = number
        return
      }
      index = (index + 1) & mask
    }
    slots[index] = RecentSlot(key: key, number: number)
    count += 1
    if count * 4 > slots.count { grow() }
  }

  /// How many slots finding each key visits, on average (1 when every key sits in its home
  /// slot): what the hash's spread comes to, for the tests that hold it down.
  var averageProbes: Double {
    guard count > 0 else { return 0 }
    let mask = slots.count - 1
    var total = 0
    for (index, slot) in slots.enumerated() where slot.key.length != 0 {
      total += ((index - slot.key.slot(shift: shift)) & mask) + 1
    }
    return Double(total) / Double(count)
  }

  /// Doubles the slots, keeping them at most a quarter full.
  private mutating func grow() {
    let old = slots
    shift -= 1
    slots = Array(repeating: RecentSlot(), count: 1 << bits)
    count = 0
    for slot in old where slot.key.length != 0 { insert(slot.key, number: slot.number) }
  }
}
