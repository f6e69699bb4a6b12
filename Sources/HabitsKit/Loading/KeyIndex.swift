/// Habit keys (`Habit.key(for:)`) and the indices they stand for, for resolving names.
///
/// Searched in order while there are few: a habits file holds tens of habits, and the first
/// `Dictionary` of a new type in a process costs about 100K instructions of run-time metadata
/// and conformance lookups, more than every search of a typical run. Past `searchedUpTo` keys
/// it moves them into a dictionary, so a file of thousands of habits (generated, or hostile)
/// still resolves in linear time.
struct KeyIndex {
  /// The most keys searched in order.
  static let searchedUpTo = 64

  private var keys: [String] = []
  private var indices: [Int] = []
  private var hashed: [String: Int]?

  /// The index stored for `key`, if any.
  func index(of key: String) -> Int? {
    if let hashed { return hashed[key] }
    return keys.firstIndex(of: key).map { indices[$0] }
  }

  /// Stores `index` for `key`; a key stored already keeps its first index.
  mutating func insert(_ key: String, index: Int) {
    guard self.index(of: key) == nil else { return }
    if hashed != nil {
      hashed![key] = index
      return
    }
    keys.append(key)
    indices.append(index)
    if keys.count > KeyIndex.searchedUpTo {
      var dictionary: [String: Int] = [:]
      dictionary.reserveCapacity(keys.count * 2)
      for i in keys.indices { dictionary[keys[i]] = indices[i] }
      hashed = dictionary
      keys = []
      indices = []
    }
  }
}
