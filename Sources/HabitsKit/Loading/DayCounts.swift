/// One habit's completions gathered per day as the log's lines are read: the count of each day,
/// and whether some day was logged on more than one line.
///
/// A log is appended to day by day, so nearly every entry falls on the habit's last day or
/// after it: it adds to the last count or starts a new day, and the counts come out in date
/// order, one per day, with nothing to sort. Entries backfilled later (dated before the habit's
/// last day) wait aside and are merged in at the end.
///
/// The days are gathered compactly, a day number and a count in 32 bits each, in the form
/// `Completions` keeps them, so that a habit logged only in date order hands its memory over
/// as its completions, written once; late entries make a merged copy. An entry whose count, or
/// whose day's sum, does not fit in 32 bits (amounts are thousandths of a unit: a day's run may
/// be billions) waits with the late ones, whose counts are whole `Int`s, and the merge adds it
/// in as every sum is made, saturating at `Int.max`.
///
/// The days are in memory of the load's `CountArena`, grown by doubling, rather than in an
/// array: adding a day is then a store with no check that an array is unique (a call on every
/// line), and the memory comes in huge pages. With the 32-bit days, `check` with the decade
/// data set went from 831 page faults to 691 and from 22.43 M instructions to 21.75 M; with
/// the thirty-year one, from 1,678 faults to 1,182 and 46.22 M instructions to 44.95 M
/// (gathering into arrays of `Completion`s reserved from the log's size before; into arrays
/// of `DayCount`s, 23.16 M and 48.64 M). Handing the days over as the completions, instead of
/// writing sixteen-byte `Completion`s, and taking them from the arena took `status` with the
/// decade data set from 712 page faults to 487 (thirty years: 1,229 to 585). Noncopyable, so that the days have one owner.
struct DayCounts: ~Copyable {
  /// The counts in date order, one per day; zero counts are kept (`HabitLog` drops them).
  private var days: UnsafeMutablePointer<Completions.Packed>
  /// The number of `days`.
  private var count = 0
  /// The room in `days`.
  private var capacity: Int
  /// Entries dated before an earlier line's entry of the habit, and entries too large for a
  /// packed count, in file order.
  private var late: [Completion] = []
  /// Whether some day got entries from more than one line (or twice from one line).
  private var hasDayLoggedTwice = false
  /// Whether some entry counted zero (`x0`).
  private var hasZeroCount = false

  /// Where the days are.
  private let arena: CountArena

  /// No counts yet, and room for a few weeks of days in `arena`.
  init(in arena: CountArena) {
    self.arena = arena
    capacity = 32
    days = arena.allocate(Completions.Packed.self, capacity: capacity)
  }

  /// Adds `count` completions on `day`.
  @inline(__always)
  mutating func add(day: Day, count: Int) {
    guard let number = Int32(exactly: day.number), let small = Int32(exactly: count), small >= 0 else {
      addLate(day: day, count: count)
      return
    }
    if small == 0 { hasZeroCount = true }
    if self.count > 0 {
      let last = days + (self.count - 1)
      if number <= last.pointee.day {
        guard number == last.pointee.day else {
          addLate(day: day, count: count)
          return
        }
        hasDayLoggedTwice = true
        let (sum, overflow) = last.pointee.count.addingReportingOverflow(small)
        if overflow {
          addLate(day: day, count: count)
        } else {
          last.pointee.count = sum
        }
        return
      }
    }
    if self.count == capacity { grow() }
    (days + self.count).initialize(to: Completions.Packed(day: number, count: small))
    self.count += 1
  }

  /// Adds `count` completions on the day numbered `day`, both known to fit a packed count (a
  /// parsed date; a count of a million at most): `add(day:count:)` without their checks.
  @inline(__always)
  mutating func add(day number: Int32, count small: Int32) {
    if small == 0 { hasZeroCount = true }
    if self.count > 0 {
      let last = days + (self.count &- 1)
      if number <= last.pointee.day {
        guard number == last.pointee.day else {
          addLate(day: Day(number: Int(number)), count: Int(small))
          return
        }
        hasDayLoggedTwice = true
        let (sum, overflow) = last.pointee.count.addingReportingOverflow(small)
        if overflow {
          addLate(day: Day(number: Int(number)), count: Int(small))
        } else {
          last.pointee.count = sum
        }
        return
      }
    }
    if self.count == capacity { grow() }
    (days + self.count).initialize(to: Completions.Packed(day: number, count: small))
    self.count &+= 1
  }

  /// Adds an entry to those merged in at the end.
  @inline(never)
  private mutating func addLate(day: Day, count: Int) {
    late.append(Completion(day: day, count: count))
  }

  /// Twice the room for days.
  @inline(never)
  private mutating func grow() {
    let larger = arena.allocate(Completions.Packed.self, capacity: 2 * capacity)
    larger.moveInitialize(from: days, count: count)
    days = larger
    capacity *= 2
  }

  /// The counts in date order, one per day, with the late entries merged in; whether some day
  /// was logged on more than one line (a late entry on a day that has one already counts
  /// too); and whether some day may have a count of zero (`x0`), which `HabitLog` drops.
  consuming func completions() -> (completions: Completions, hasDayLoggedTwice: Bool, hasZeroCount: Bool) {
    guard !late.isEmpty else {
      // Logged in date order: the days are the completions.
      return (Completions(in: arena, packed: days, count: count, wide: []), hasDayLoggedTwice, hasZeroCount)
    }
    late.sort { $0.day < $1.day }
    let days = UnsafeBufferPointer(start: self.days, count: count)
    // The days between two late entries are copied as a run, found by a binary search: a
    // decade's log backfilled here and there has a few late entries a habit among a thousand
    // days (this saved 1.2 M instructions of 29.1 M on `check` with the decade data set over a
    // merge taking one element at a time).
    var twice = hasDayLoggedTwice
    var zero = hasZeroCount
    var merged = Merged(capacity: days.count + late.count, in: arena)
    var next = 0
    for entry in late {
      let day = entry.day.number
      var (low, high) = (next, days.count)
      while low < high {
        let middle = (low + high) / 2
        if Int(days[middle].day) < day { low = middle + 1 } else { high = middle }
      }
      if low < days.count && Int(days[low].day) == day { low += 1 }
      merged.append(days[next..<low])
      next = low
      if merged.lastDay == day {
        merged.addToLast(entry.count)
        twice = true
      } else {
        merged.append(day: day, count: entry.count)
      }
      if entry.count <= 0 { zero = true }
    }
    merged.append(days[next...])
    return (merged.completions(), twice, zero)
  }

  /// The completions being merged: packed, with the counts too large for 32 bits kept whole.
  private struct Merged {
    private let arena: CountArena
    private let packed: UnsafeMutablePointer<Completions.Packed>
    private var count = 0
    private var wide: [Completions.WideCount] = []

    init(capacity: Int, in arena: CountArena) {
      self.arena = arena
      packed = arena.allocate(Completions.Packed.self, capacity: capacity)
    }

    /// The day of the last completion, if any.
    var lastDay: Int? { count > 0 ? Int(packed[count - 1].day) : nil }

    /// Appends a run of gathered days (their counts fit).
    mutating func append(_ days: Slice<UnsafeBufferPointer<Completions.Packed>>) {
      guard !days.isEmpty else { return }
      (packed + count).initialize(from: days.base.baseAddress! + days.startIndex, count: days.count)
      count += days.count
    }

    /// Appends a completion.
    mutating func append(day: Int, count: Int) {
      (packed + self.count).initialize(to: Completions.Packed(day: Int32(clamping: day), count: 0))
      self.count += 1
      setLast(count)
    }

    /// Adds `count` to the last completion's, saturating at `Int.max`.
    mutating func addToLast(_ count: Int) {
      let last = packed[self.count - 1]
      let current = last.count == Completions.Packed.wide ? wide[wide.count - 1].count : Int(last.count)
      let (sum, overflow) = current.addingReportingOverflow(count)
      if last.count == Completions.Packed.wide { wide.removeLast() }
      setLast(overflow ? Int.max : sum)
    }

    /// Sets the last completion's count, kept whole when it does not fit in 32 bits.
    private mutating func setLast(_ count: Int) {
      if let small = Int32(exactly: count), small != Completions.Packed.wide {
        packed[self.count - 1].count = small
      } else {
        packed[self.count - 1].count = Completions.Packed.wide
        wide.append(Completions.WideCount(index: self.count - 1, count: count))
      }
    }

    /// The merged completions, which take the memory over.
    consuming func completions() -> Completions { Completions(in: arena, packed: packed, count: count, wide: wide) }
  }
}
