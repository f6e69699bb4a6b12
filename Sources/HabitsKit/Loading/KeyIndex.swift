/// Habit keys (`Habit.key(for:)`) and the indices they stand for, for resolving names.
///
/// A small open-addressing hash table: the keys and their indices in two arrays, and slots
/// holding positions in them. It hashes and compares keys as `Dictionary` does (`hashValue`
/// and `==`, both blind to Unicode normalisation), without being one: the first `Dictionary`
/// of a new type in a process costs about 100K instructions of run-time metadata and
/// conformance lookups, more than every search of a typical run, while arrays of `String` and
/// `Int` have theirs built in.
///
/// Measured with callgrind (release build): against searching the first 16 keys in
/// order and a `[String: Int]` past them, it saves 0.28 M instructions of 21.8 M on `check`
/// with the decade data set (50 habits), and costs nothing measurable with 10.
struct KeyIndex {
  private var keys: [String] = []
  private var indices: [Int] = []
  /// Positions in `keys`, -1 for an empty slot; a power of two, at most half full.
  private var slots: [Int] = []

  /// An empty index with room for `capacity` keys without growing.
  init(capacity: Int = 0) {
    guard capacity > 0 else { return }
    keys.reserveCapacity(capacity)
    indices.reserveCapacity(capacity)
    var count = 16
    while count < 2 * capacity { count *= 2 }
    slots = Array(repeating: -1, count: count)
  }

  /// The keys stored, in the order they were first inserted.
  var insertedKeys: [String] { keys }

  /// The index stored for `key`, if any.
  func index(of key: String) -> Int? {
    guard !slots.isEmpty else { return nil }
    let position = slots[slot(of: key)]
    return position < 0 ? nil : indices[position]
  }

  /// Stores `index` for `key`; a key stored already keeps its first index.
  mutating func insert(_ key: String, index: Int) {
    if (keys.count + 1) * 2 > slots.count { grow() }
    let slot = slot(of: key)
    guard slots[slot] < 0 else { return }
    slots[slot] = keys.count
    keys.append(key)
    indices.append(index)
  }

  /// The slot holding `key`, or the empty slot where it belongs.
  private func slot(of key: String) -> Int {
    let mask = slots.count - 1
    var slot = key.hashValue & mask
    while slots[slot] >= 0 && keys[slots[slot]] != key { slot = (slot + 1) & mask }
    return slot
  }

  /// Doubles the slots (16 at first) and puts every key back.
  private mutating func grow() {
    slots = Array(repeating: -1, count: max(16, slots.count * 2))
    for position in keys.indices { slots[slot(of: keys[position])] = position }
  }
}
