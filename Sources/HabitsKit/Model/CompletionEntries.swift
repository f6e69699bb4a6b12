/// One habit's completion entries, every item of the log that completes it, each with its
/// day, count and line, in date order (file order within a day): the entries of a day, which
/// make its completion, are a range of them (`range(onDay:)`).
///
/// Kept as `Completions` keeps days, a day number and a count in 32 bits each (a count too
/// large is kept whole beside them), with a 32-bit line each, in the memory the loader
/// gathered them in (`DayCounts`). A habit logged at most once a day (most habits of a log
/// written by `habits log`) has one entry a completion: the entries' days and counts are then
/// the completions' own memory.
package struct CompletionEntries: RandomAccessCollection, Hashable, Sendable {
  /// The memory the entries are in, freed with the last copy: their own allocations, or part
  /// of the arena the log was gathered in (`owner`), freed with it.
  private final class Storage: @unchecked Sendable {
    // Unchecked: nothing changes after it is made.
    let packed: UnsafePointer<Completions.Packed>
    let lines: UnsafePointer<UInt32>
    let count: Int
    /// The counts too large for `Packed`, in index order.
    let wide: [Completions.WideCount]
    /// What owns `packed` and `lines`, or nil when this storage does.
    let owner: CountArena?

    init(
      packed: UnsafePointer<Completions.Packed>, lines: UnsafePointer<UInt32>, count: Int,
      wide: [Completions.WideCount], owner: CountArena?
    ) {
      self.packed = packed
      self.lines = lines
      self.count = count
      self.wide = wide
      self.owner = owner
    }

    deinit {
      guard owner == nil else { return }
      packed.deallocate()
      lines.deallocate()
    }
  }

  /// Nil when there are none (no memory for an empty log).
  private let storage: Storage?

  package typealias Index = Int

  /// No entries.
  package init() { storage = nil }

  /// These entries, which are in date order (file order within a day).
  package init(_ entries: some Collection<CompletionEntry>) {
    guard !entries.isEmpty else {
      storage = nil
      return
    }
    let packed = UnsafeMutablePointer<Completions.Packed>.allocate(capacity: entries.count)
    let lines = UnsafeMutablePointer<UInt32>.allocate(capacity: entries.count)
    var wide: [Completions.WideCount] = []
    for (index, entry) in entries.enumerated() {
      let count = Int32(exactly: entry.count) ?? Completions.Packed.wide
      if count == Completions.Packed.wide { wide.append(Completions.WideCount(index: index, count: entry.count)) }
      (packed + index).initialize(to: Completions.Packed(day: Int32(clamping: entry.day.number), count: count))
      (lines + index).initialize(to: entry.line)
    }
    storage = Storage(packed: packed, lines: lines, count: entries.count, wide: wide, owner: nil)
  }

  /// These entries and `entry` after them (dated on or after the last): a habit's entries
  /// grown by one line, copied in two moves rather than entry by entry.
  package func appending(_ entry: CompletionEntry) -> CompletionEntries {
    guard let storage else { return CompletionEntries([entry]) }
    precondition(entry.day >= self[storage.count - 1].day, "an entry dated before the last")
    let total = storage.count + 1
    let packed = UnsafeMutablePointer<Completions.Packed>.allocate(capacity: total)
    let lines = UnsafeMutablePointer<UInt32>.allocate(capacity: total)
    packed.initialize(from: storage.packed, count: storage.count)
    lines.initialize(from: storage.lines, count: storage.count)
    var wide = storage.wide
    let stored = Int32(exactly: entry.count) ?? Completions.Packed.wide
    if stored == Completions.Packed.wide { wide.append(Completions.WideCount(index: storage.count, count: entry.count)) }
    (packed + storage.count).initialize(to: Completions.Packed(day: Int32(clamping: entry.day.number), count: stored))
    (lines + storage.count).initialize(to: entry.line)
    return CompletionEntries(storage: Storage(packed: packed, lines: lines, count: total, wide: wide, owner: nil))
  }

  private init(storage: Storage) { self.storage = storage }

  /// The `count` entries at `packed` and `lines`, in memory of `arena` (their counts fit).
  init(in arena: CountArena, packed: UnsafePointer<Completions.Packed>, lines: UnsafePointer<UInt32>, count: Int) {
    storage = count > 0 ? Storage(packed: packed, lines: lines, count: count, wide: [], owner: arena) : nil
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { storage?.count ?? 0 }

  /// The entry at `index`.
  package subscript(index: Int) -> CompletionEntry {
    precondition(index >= 0 && index < endIndex, "entry index out of range")
    let storage = storage!
    let stored = storage.packed[index]
    let count =
      stored.count == Completions.Packed.wide ? Completions.wideCount(at: index, in: storage.wide) : Int(stored.count)
    return CompletionEntry(day: Day(number: Int(stored.day)), count: count, line: storage.lines[index])
  }

  /// The entries dated `day`: those the day's completion adds up.
  package func range(onDay day: Day) -> Range<Int> {
    first(onOrAfter: day.number)..<first(onOrAfter: day.number + 1)
  }

  /// The first entry dated on or after the day numbered `day` (`endIndex` when there is none).
  private func first(onOrAfter day: Int) -> Int {
    guard let storage else { return 0 }
    var (low, high) = (0, storage.count)
    while low < high {
      let middle = (low + high) / 2
      if Int(storage.packed[middle].day) < day { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The entries' lines, in the entries' order.
  package var lines: [UInt32] {
    guard let storage else { return [] }
    return Array(UnsafeBufferPointer(start: storage.lines, count: storage.count))
  }

  package static func == (lhs: CompletionEntries, rhs: CompletionEntries) -> Bool {
    lhs.elementsEqual(rhs)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for entry in self { hasher.combine(entry) }
  }
}
