/// One habit's completions gathered per day as the log's lines are read: the count of each day,
/// and whether some day was logged on more than one line.
///
/// A log is appended to day by day, so nearly every entry falls on the habit's last day or
/// after it: it adds to the last count or starts a new day, and the counts come out in date
/// order, one per day, with nothing to sort. Entries backfilled later (dated before the habit's
/// last day) wait aside and are merged in at the end.
///
/// The days are gathered compactly, a day number and a count in 32 bits each (`DayCount`,
/// half a `Completion`), and the `Completion`s written once, at the end, with the late entries
/// merged in on the way. An entry whose count, or whose day's sum, does not fit in 32 bits
/// (amounts are thousandths of a unit: a day's run may be billions) waits with the late ones,
/// whose counts are whole `Int`s, and the merge adds it in as every sum is made, saturating at
/// `Int.max`.
///
/// The days are in memory of their own, grown by doubling, rather than in an array: adding a
/// day is then a store with no check that an array is unique (a call on every line). With
/// the 32-bit days, `check` with the decade data set went from 831 page faults to 691 and from
/// 22.43 M instructions to 21.75 M; with the thirty-year one, from 1,678 faults to 1,182 and
/// 46.22 M instructions to 44.95 M (gathering into arrays of `Completion`s reserved from the
/// log's size before; into arrays of `DayCount`s, 23.16 M and 48.64 M). Blocks that are never
/// moved made more faults (743 and 1,324): the buffers given up as the days grow are reused
/// for the `Completion`s at the end. Noncopyable, so that the memory has one owner, which
/// frees it.
struct DayCounts: ~Copyable {
  /// The counts in date order, one per day; zero counts are kept (`HabitLog` drops them).
  private var days: UnsafeMutablePointer<DayCount>
  /// The number of `days`.
  private var count = 0
  /// The room in `days`.
  private var capacity: Int
  /// Entries dated before an earlier line's entry of the habit, and entries too large for a
  /// `DayCount`, in file order.
  private var late: [Completion] = []
  /// Whether some day got entries from more than one line (or twice from one line).
  private var hasDayLoggedTwice = false

  /// A day's number and count, as gathered.
  private struct DayCount {
    var day: Int32
    var count: Int32
  }

  /// No counts yet, and room for a few weeks of days.
  init() {
    capacity = 32
    days = .allocate(capacity: capacity)
  }

  deinit {
    days.deallocate()
  }

  /// Adds `count` completions on `day`.
  @inline(__always)
  mutating func add(day: Day, count: Int) {
    guard let number = Int32(exactly: day.number), let small = Int32(exactly: count) else {
      addLate(day: day, count: count)
      return
    }
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
    (days + self.count).initialize(to: DayCount(day: number, count: small))
    self.count += 1
  }

  /// Adds an entry to those merged in at the end.
  @inline(never)
  private mutating func addLate(day: Day, count: Int) {
    late.append(Completion(day: day, count: count))
  }

  /// Twice the room for days.
  @inline(never)
  private mutating func grow() {
    let larger = UnsafeMutablePointer<DayCount>.allocate(capacity: 2 * capacity)
    larger.moveInitialize(from: days, count: count)
    days.deallocate()
    days = larger
    capacity *= 2
  }

  /// The counts in date order, one per day, with the late entries merged in; whether some day
  /// was logged on more than one line (a late entry on a day that has one already counts
  /// too); and whether some day may have a count of zero (`x0`), which `HabitLog` drops.
  consuming func completions() -> (completions: [Completion], hasDayLoggedTwice: Bool, hasZeroCount: Bool) {
    late.sort { $0.day < $1.day }
    let days = UnsafeBufferPointer(start: self.days, count: count)
    // The days between two late entries are written as a run, found by a binary search: a
    // decade's log backfilled here and there has a few late entries a habit among a thousand
    // days (this saved 1.2 M instructions of 29.1 M on `check` with the decade data set over a
    // merge taking one element at a time).
    var twice = hasDayLoggedTwice
    var smallest = Int.max
    let merged = [Completion](unsafeUninitializedCapacity: days.count + late.count) { merged, written in
      var end = merged.baseAddress!
      var next = 0
      for entry in late {
        let day = entry.day.number
        var (low, high) = (next, days.count)
        while low < high {
          let middle = (low + high) / 2
          if Int(days[middle].day) < day { low = middle + 1 } else { high = middle }
        }
        if low < days.count && Int(days[low].day) == day { low += 1 }
        end = DayCounts.write(days[next..<low], at: end, smallest: &smallest)
        next = low
        let previous = end - 1
        if end > merged.baseAddress! && previous.pointee.day == entry.day {
          let (sum, overflow) = previous.pointee.count.addingReportingOverflow(entry.count)
          previous.pointee.count = overflow ? Int.max : sum
          twice = true
        } else {
          end.initialize(to: entry)
          smallest = min(smallest, entry.count)
          end += 1
        }
      }
      end = DayCounts.write(days[next...], at: end, smallest: &smallest)
      written = end - merged.baseAddress!
    }
    return (merged, twice, smallest <= 0)
  }

  /// Writes `days` as completions from `end` on, lowering `smallest` to their smallest count;
  /// the end of what was written.
  private static func write(
    _ days: Slice<UnsafeBufferPointer<DayCount>>, at end: UnsafeMutablePointer<Completion>, smallest: inout Int
  ) -> UnsafeMutablePointer<Completion> {
    var end = end
    var least = Int32.max
    for day in days {
      end.initialize(to: Completion(day: Day(number: Int(day.day)), count: Int(day.count)))
      end += 1
      least = min(least, day.count)
    }
    smallest = min(smallest, Int(least))
    return end
  }
}
