/// Habit keys (`Habit.key(for:)`) and the indices they stand for, for resolving names.
///
/// Searched in order while there are few: a habits file holds tens of habits, and the first
/// `Dictionary` of a new type in a process costs about 100K instructions of run-time metadata
/// and conformance lookups, more than every search of a typical run. Past `searchedUpTo` keys
/// it moves them into a dictionary, so a file of thousands of habits (generated, or hostile)
/// still resolves in linear time.
///
/// Measured with callgrind (release build, issue 18) against plain `[String: Int]`: it saves
/// 0.17 M instructions of 9.98 M on `status` and 0.16 M of 8.51 M on `check` with the small
/// data set (10 habits; 1.7% and 1.9%). With 50 habits (the decade data set) the dictionary
/// was 0.29 M and 0.40 M cheaper while this searched up to 64 keys; at 16 the gap is 0.12 M
/// of 89.7 M and 0.10 M of 42.5 M.
struct KeyIndex {
  /// The most keys searched in order: past that, searching each key costs more than the
  /// dictionary's one-time metadata (64 cost 0.17 M and 0.30 M instructions more than 16 on
  /// `status` and `check` with 50 habits).
  static let searchedUpTo = 16

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
