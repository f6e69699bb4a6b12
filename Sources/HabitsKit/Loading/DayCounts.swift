/// One habit's completion entries gathered as the log's lines are read, each with its day,
/// count and line, and at the end the count of each day (`Completion`s).
///
/// A log is appended to day by day, so nearly every entry falls on the habit's last day or
/// after it: the entries come in date order, with nothing to sort. A habit logged at most once
/// a day in date order (most habits of a log written one entry a line) has one entry a day:
/// its entries are its completions, handed over as they are, written once. The days of a
/// habit with a day of several entries are added up at the end, in one walk. Entries
/// backfilled later (dated before an earlier entry) wait aside and are merged in at the end,
/// after the entries of their day (which come before them in the file), in place from the
/// end: each run of entries between two of them moves once.
///
/// The entries are gathered compactly, a day number and a count in 32 bits each (the form
/// `Completions` keeps days in) and a 32-bit line, in memory of the load's `CountArena`, grown
/// by doubling, rather than in arrays: adding one is then a few stores with no check that an
/// array is unique (a call on every line), and the memory comes in huge pages. With the
/// 32-bit days, `check` with the decade data set went from 831 page faults to 691 and from
/// 22.43 M instructions to 21.75 M; with the thirty-year one, from 1,678 faults to 1,182 and
/// 46.22 M instructions to 44.95 M (gathering into arrays of `Completion`s reserved from the
/// log's size before). Handing the days over as the completions, instead of writing
/// sixteen-byte `Completion`s, and taking them from the arena took `status` with the decade
/// data set from 712 page faults to 487 (thirty years: 1,229 to 585). An entry whose count
/// does not fit in 32 bits, or is not positive (a caller other than the log's parser may give
/// any count), waits aside too, and then every entry is added up one by one, counts kept
/// whole. Noncopyable, so that the memory has one owner.
struct DayCounts: ~Copyable {
  /// The entries' days and counts, in date order.
  private var packed: UnsafeMutablePointer<Completions.Packed>
  /// Their lines, likewise.
  private var lines: UnsafeMutablePointer<UInt32>
  /// The number of entries in `packed` and `lines`.
  private var count = 0
  /// The room in `packed` and `lines`.
  private var capacity: Int
  /// How many entries of `packed` fall on the day of the entry before.
  private var repeats = 0
  /// The day of the last entry of `packed`, `Int32.min` before the first: kept here, the
  /// next entry is compared with it without a look at the memory or at the count.
  private var lastDay = Int32.min
  /// The entries dated before an entry read earlier, and those whose count does not fit a
  /// packed count or is not positive, in file order.
  private var late: [Late] = []
  /// Whether some entry of `late` has a count that does not fit a packed count or is not
  /// positive.
  private var needsWholeCounts = false

  /// Where the entries are.
  private let arena: CountArena

  /// An entry kept aside.
  private struct Late {
    var day: Int32
    var count: Int
    var line: UInt32
  }

  /// No entries yet, and room for `capacity` of them (at least a few weeks') in `arena`.
  init(in arena: CountArena, capacity: Int = 32) {
    self.arena = arena
    self.capacity = max(32, capacity)
    packed = arena.allocate(Completions.Packed.self, capacity: self.capacity)
    lines = arena.allocate(UInt32.self, capacity: self.capacity)
  }

  /// Adds an entry of `count` completions on `day`, at line `line`.
  @inline(__always)
  mutating func add(day: Day, count: Int, line: UInt32 = 0) {
    guard let small = Int32(exactly: count), small > 0 else {
      addLate(day: Int32(clamping: day.number), count: count, line: line)
      return
    }
    add(day: Int32(clamping: day.number), count: small, line: line)
  }

  /// Adds an entry of `count` completions on the day numbered `day`, at line `line`, both
  /// known to fit (a parsed date; a count of a million at most, an amount of a billion
  /// thousandths at most, and at least 1): `add(day:count:line:)` without its checks.
  @inline(__always)
  mutating func add(day number: Int32, count small: Int32, line: UInt32) {
    if number <= lastDay {
      guard number == lastDay else {
        addLate(day: number, count: Int(small), line: line)
        return
      }
      repeats &+= 1
    }
    if self.count == capacity { grow() }
    (packed + self.count).initialize(to: Completions.Packed(day: number, count: small))
    (lines + self.count).initialize(to: line)
    self.count &+= 1
    lastDay = number
  }

  /// Adds an entry to those merged in at the end.
  @inline(never)
  private mutating func addLate(day: Int32, count: Int, line: UInt32) {
    if Int32(exactly: count).map({ $0 <= 0 }) ?? true { needsWholeCounts = true }
    late.append(Late(day: day, count: count, line: line))
  }

  /// Twice the room for entries.
  @inline(never)
  private mutating func grow() {
    let larger = arena.allocate(Completions.Packed.self, capacity: 2 * capacity)
    larger.moveInitialize(from: packed, count: count)
    packed = larger
    let largerLines = arena.allocate(UInt32.self, capacity: 2 * capacity)
    largerLines.moveInitialize(from: lines, count: count)
    lines = largerLines
    capacity *= 2
  }

  /// What the entries come to: the completions, one a day with the day's counts added, and
  /// the entries in date order (file order within a day).
  struct Gathered {
    /// One a day, in date order.
    var completions: Completions
    /// In date order, file order within a day.
    var entries: CompletionEntries
    /// Whether some day has more than one entry.
    var hasDayLoggedTwice: Bool
    /// Whether some entry counted zero.
    var hasZeroCount: Bool
  }

  /// The completions and entries. A day whose entries count zero is kept as a completion of 0
  /// with `keepingZeroDays`, else left out with its entries (a zero is no completion: the
  /// log's parser refuses one).
  consuming func gathered(keepingZeroDays: Bool = false) -> Gathered {
    if needsWholeCounts { return wholeCounts(keepingZeroDays: keepingZeroDays) }
    if !late.isEmpty { mergeLate() }
    let entries = CompletionEntries(in: arena, packed: packed, lines: lines, count: count)
    // At most one entry a day: the entries are the days. A day's sum past 32 bits (amounts
    // of a billion thousandths, added up) is kept whole by the slow walk.
    guard repeats > 0 else {
      return Gathered(
        completions: Completions(in: arena, packed: packed, count: count, wide: []), entries: entries,
        hasDayLoggedTwice: false, hasZeroCount: false)
    }
    guard let sums = daySums() else { return wholeCounts(keepingZeroDays: keepingZeroDays) }
    return Gathered(
      completions: Completions(in: arena, packed: sums, count: count - repeats, wide: []), entries: entries,
      hasDayLoggedTwice: true, hasZeroCount: false)
  }

  /// The counts of each day in date order (days of zero kept), whether a day has more than
  /// one entry, and whether some entry counted zero.
  consuming func completions() -> (completions: Completions, hasDayLoggedTwice: Bool, hasZeroCount: Bool) {
    let gathered = gathered(keepingZeroDays: true)
    return (gathered.completions, gathered.hasDayLoggedTwice, gathered.hasZeroCount)
  }

  /// Merges the late entries in, each after the entries of its day (which come before it in
  /// the file), in place from the end: the entries after a late one move up as a run, found
  /// by a binary search, so each entry moves once. A decade's log backfilled here and there
  /// has a few late entries a habit among a thousand days.
  private mutating func mergeLate() {
    DayCounts.sortByDay(&late)
    let total = count + late.count
    if total > capacity {
      let larger = arena.allocate(Completions.Packed.self, capacity: total)
      larger.moveInitialize(from: packed, count: count)
      packed = larger
      let largerLines = arena.allocate(UInt32.self, capacity: total)
      largerLines.moveInitialize(from: lines, count: count)
      lines = largerLines
      capacity = total
    }
    var end = count
    var written = total
    for index in late.indices.reversed() {
      let entry = late[index]
      var (low, high) = (0, end)
      while low < high {
        let middle = (low + high) / 2
        if packed[middle].day <= entry.day { low = middle + 1 } else { high = middle }
      }
      written -= end - low
      (packed + written).moveInitialize(from: packed + low, count: end - low)
      (lines + written).moveInitialize(from: lines + low, count: end - low)
      written -= 1
      (packed + written).initialize(to: Completions.Packed(day: entry.day, count: Int32(truncatingIfNeeded: entry.count)))
      (lines + written).initialize(to: entry.line)
      // On the day of the entry before it: a late one of the same day, or one read earlier.
      if (index > 0 && late[index - 1].day == entry.day) || (low > 0 && packed[low - 1].day == entry.day) {
        repeats += 1
      }
      end = low
    }
    count = total
    late = []
  }

  /// Sorts `late` by day, file order kept within a day. As an adaptive sort does, a run that
  /// is in order already is kept and one in strictly falling order turned round, with no
  /// comparison more than a walk; a few others (a habit backfilled here and there has a
  /// dozen) by insertion, where the standard sort costs a hundred instructions an entry on so
  /// few; more with the standard sort, which is stable.
  private static func sortByDay(_ late: inout [Late]) {
    late.withUnsafeMutableBufferPointer { late in
      guard late.count > 1 else { return }
      var rising = true
      var falling = true
      for index in 1..<late.count {
        if late[index - 1].day > late[index].day { rising = false }
        if late[index - 1].day <= late[index].day { falling = false }
      }
      if rising { return }
      if falling {
        late.reverse()
        return
      }
      guard late.count <= 32 else {
        late.sort { $0.day < $1.day }
        return
      }
      for index in late.indices.dropFirst() {
        let entry = late[index]
        var position = index
        while position > 0 && late[position - 1].day > entry.day {
          late[position] = late[position - 1]
          position -= 1
        }
        late[position] = entry
      }
    }
  }

  /// Each day's count, the entries of a day added up, in one walk (for a habit with a day of
  /// several entries); nil when a day's sum does not fit 32 bits.
  private func daySums() -> UnsafeMutablePointer<Completions.Packed>? {
    // Locals: a store through `sums` might otherwise be taken to change `self`, read again
    // on every entry.
    let (packed, count) = (self.packed, self.count)
    let sums = arena.allocate(Completions.Packed.self, capacity: count - repeats)
    var written = 0
    var current = packed[0]
    for index in 1..<count {
      let entry = packed[index]
      if entry.day == current.day {
        let (sum, overflow) = current.count.addingReportingOverflow(entry.count)
        guard !overflow else { return nil }
        current.count = sum
      } else {
        (sums + written).initialize(to: current)
        written &+= 1
        current = entry
      }
    }
    (sums + written).initialize(to: current)
    return sums
  }

  /// The completions and entries when some count is not positive or does not fit 32 bits:
  /// every entry put in date order and added up one by one, saturating at `Int.max`. No
  /// entry the log's parser reads comes here but a day's sum past 32 bits.
  private consuming func wholeCounts(keepingZeroDays: Bool) -> Gathered {
    var all: [Late] = (0..<count).map { Late(day: packed[$0].day, count: Int(packed[$0].count), line: lines[$0]) }
    let inOrder = all.count
    all += late
    // In date order, file order within a day: the entries read in order first (merged ones
    // are among them in their place already), then the late ones as they came.
    var order = Array(all.indices)
    order.sort { (all[$0].day, $0 < inOrder ? 0 : 1, $0) < (all[$1].day, $1 < inOrder ? 0 : 1, $1) }
    var completions: [Completion] = []
    var entries: [CompletionEntry] = []
    var twice = false
    var zero = false
    var start = 0
    while start < order.count {
      let day = all[order[start]].day
      var end = start
      var sum = 0
      while end < order.count && all[order[end]].day == day {
        let entryCount = all[order[end]].count
        if entryCount <= 0 { zero = true }
        let (total, overflow) = sum.addingReportingOverflow(entryCount)
        sum = overflow ? Int.max : total
        end += 1
      }
      if end - start > 1 { twice = true }
      if sum > 0 || keepingZeroDays {
        completions.append(Completion(day: Day(number: Int(day)), count: sum))
        for index in order[start..<end] where keepingZeroDays || all[index].count > 0 {
          entries.append(CompletionEntry(day: Day(number: Int(day)), count: all[index].count, line: all[index].line))
        }
      }
      start = end
    }
    return Gathered(
      completions: Completions(completions), entries: CompletionEntries(entries), hasDayLoggedTwice: twice,
      hasZeroCount: zero)
  }
}
