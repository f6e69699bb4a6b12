/// One habit's completions in date order, one a day with a positive count: a collection of
/// `Completion`s kept in eight bytes each, a day number and a count in 32 bits.
///
/// A decade of log holds tens of thousands of completions for the whole run, and every new
/// page of memory costs a run about 3 microseconds: at sixteen bytes each (`Completion`'s
/// `Day` and `Int`) they were the largest thing `check` and `status` kept, 226 pages of the
/// ~700 touched with the decade data set. The loader hands over the memory it gathered the
/// days in (`DayCounts`), so the completions are written once. A count too large for 32 bits
/// (amounts are thousandths of a unit, and a day's sum may pass two billion) is kept whole
/// beside the others (`wide`), so nothing is rounded.
package struct Completions: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
  /// A completion as stored: the day's number (32 bits hold every day of the years 0000
  /// through 9999, and far more), and its count, or `Packed.wide` when the count is kept in
  /// `wide`.
  struct Packed {
    var day: Int32
    var count: Int32

    /// The count of a day whose count is in `wide` (counts are positive).
    static let wide: Int32 = -1
  }

  /// A count kept whole, by the index of its completion.
  struct WideCount {
    var index: Int
    var count: Int
  }

  /// The memory the completions are in, freed with the last copy: their own allocation, or
  /// part of the arena the log's days were gathered in (`owner`), freed with it.
  private final class Storage: @unchecked Sendable {
    // Unchecked: nothing changes after it is made.
    let packed: UnsafeMutablePointer<Packed>
    let count: Int
    /// The counts too large for `Packed`, in index order.
    let wide: [WideCount]
    /// What owns `packed`, or nil when this storage does.
    let owner: CountArena?

    init(packed: UnsafeMutablePointer<Packed>, count: Int, wide: [WideCount], owner: CountArena?) {
      self.packed = packed
      self.count = count
      self.wide = wide
      self.owner = owner
    }

    deinit { if owner == nil { packed.deallocate() } }
  }

  /// Nil when there are none (no memory for an empty log).
  private let storage: Storage?

  package typealias Index = Int

  /// No completions.
  package init() { storage = nil }

  /// These completions, which are in date order, one a day with a positive count.
  package init(_ completions: some Collection<Completion>) {
    guard !completions.isEmpty else {
      storage = nil
      return
    }
    let packed = UnsafeMutablePointer<Packed>.allocate(capacity: completions.count)
    var wide: [WideCount] = []
    for (index, completion) in completions.enumerated() {
      let count = Int32(exactly: completion.count) ?? Packed.wide
      if count == Packed.wide { wide.append(WideCount(index: index, count: completion.count)) }
      (packed + index).initialize(to: Packed(day: Int32(clamping: completion.day.number), count: count))
    }
    storage = Storage(packed: packed, count: completions.count, wide: wide, owner: nil)
  }

  /// These completions, which are in date order, one a day with a positive count.
  package init(arrayLiteral completions: Completion...) { self.init(completions) }

  /// These completions with `completion` added at the end: a day after the last, or the last
  /// day again, whose count it adds to. A habit's completions grown by one line, copied in
  /// one move rather than one by one.
  package func adding(_ completion: Completion) -> Completions {
    guard let storage else { return Completions([completion]) }
    let last = self[storage.count - 1]
    precondition(completion.day >= last.day, "a completion dated before the last")
    let sameDay = completion.day == last.day
    let total = sameDay ? storage.count : storage.count + 1
    let packed = UnsafeMutablePointer<Packed>.allocate(capacity: total)
    packed.initialize(from: storage.packed, count: total - 1)
    var wide = storage.wide.filter { $0.index < total - 1 }
    let sum = sameDay ? last.count + completion.count : completion.count
    let stored = Int32(exactly: sum) ?? Packed.wide
    if stored == Packed.wide { wide.append(WideCount(index: total - 1, count: sum)) }
    (packed + total - 1).initialize(to: Packed(day: Int32(clamping: completion.day.number), count: stored))
    return Completions(storage: Storage(packed: packed, count: total, wide: wide, owner: nil))
  }

  private init(storage: Storage) { self.storage = storage }

  /// The `count` packed completions at `packed`, in memory of `arena`, with the counts marked
  /// `Packed.wide` in `wide`.
  init(in arena: CountArena, packed: UnsafeMutablePointer<Packed>, count: Int, wide: [WideCount]) {
    storage = count > 0 ? Storage(packed: packed, count: count, wide: wide, owner: arena) : nil
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { storage?.count ?? 0 }

  /// The completion at `index`.
  package subscript(index: Int) -> Completion {
    precondition(index >= 0 && index < endIndex, "completion index out of range")
    let stored = storage!.packed[index]
    let count = stored.count == Packed.wide ? wideCount(at: index) : Int(stored.count)
    return Completion(day: Day(number: Int(stored.day)), count: count)
  }

  /// The index of the first completion on or after `day` (`endIndex` when there is none):
  /// a binary search, so that each era of a habit with changes reads only its own days.
  package func firstIndex(onOrAfter day: Day) -> Int {
    guard let storage else { return 0 }
    let number = day.number
    var (low, high) = (0, storage.count)
    while low < high {
      let middle = (low + high) / 2
      if Int(storage.packed[middle].day) < number { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Calls `body` with each completion from `first` through `last`, in date order, and
  /// returns how many there were: the completions before `first` are passed over by a binary
  /// search, and the walk stops after `last`.
  @inline(__always)
  package func forEach(from first: Day, through last: Day, _ body: (Completion) -> Void) -> Int {
    forEach(from: first, through: last, hint: 0, body).count
  }

  /// `forEach(from:through:_:)`, with no search when the completion at `hint` is the first on
  /// or after `first` (the eras of a habit read their slices one after another, each from where
  /// the one before stopped); returns how many there were and the index after the last.
  @inline(__always)
  package func forEach(
    from first: Day, through last: Day, hint: Int, _ body: (Completion) -> Void
  ) -> (count: Int, next: Int) {
    guard let storage else { return (0, 0) }
    let firstNumber = first.number
    let hinted =
      hint >= 0 && hint <= storage.count && (hint == 0 || Int(storage.packed[hint - 1].day) < firstNumber)
      && (hint == storage.count || Int(storage.packed[hint].day) >= firstNumber)
    let start = hinted ? hint : firstIndex(onOrAfter: first)
    let lastNumber = last.number
    var index = start
    while index < storage.count {
      let stored = storage.packed[index]
      if Int(stored.day) > lastNumber { break }
      let count = stored.count == Packed.wide ? wideCount(at: index) : Int(stored.count)
      body(Completion(day: Day(number: Int(stored.day)), count: count))
      index += 1
    }
    return (index - start, index)
  }

  /// The whole count of the completion at `index`, found in `wide`.
  private func wideCount(at index: Int) -> Int { Completions.wideCount(at: index, in: storage!.wide) }

  /// The count kept for index `index` in `wide`, which holds it (sorted by index).
  static func wideCount(at index: Int, in wide: [WideCount]) -> Int {
    var (low, high) = (0, wide.count - 1)
    while low < high {
      let middle = (low + high) / 2
      if wide[middle].index < index { low = middle + 1 } else { high = middle }
    }
    return wide[low].count
  }

  package static func == (lhs: Completions, rhs: Completions) -> Bool {
    lhs.elementsEqual(rhs)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for completion in self { hasher.combine(completion) }
  }
}
