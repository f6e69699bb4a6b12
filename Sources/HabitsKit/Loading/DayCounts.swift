/// One habit's completions gathered per day as the log's lines are read: the count of each day,
/// and whether some day was logged on more than one line.
///
/// A log is appended to day by day, so nearly every entry falls on the habit's last day or
/// after it: it adds to the last count or starts a new day, and the counts come out in date
/// order, one per day, with nothing to sort. Entries backfilled later (dated before the habit's
/// last day) wait aside and are merged in at the end.
struct DayCounts {
  /// The counts in date order, one per day; zero counts are kept (`HabitLog` drops them).
  private var days: [Completion] = []
  /// Entries dated before an earlier line's entry of the habit, in file order.
  private var late: [Completion] = []
  /// Whether some day got entries from more than one line (or twice from one line).
  private(set) var hasDayLoggedTwice = false
  /// How many days to make room for at the first: a guess from the log's size, which spares
  /// most of the copies of a growing array (0.9 M instructions of 28.9 M on `check` with the
  /// decade data set).
  private let expectedDays: Int

  /// Counts expecting about `expectedDays` days.
  init(expectedDays: Int = 0) {
    self.expectedDays = expectedDays
  }

  /// Adds `count` completions on `day`.
  @inline(__always)
  mutating func add(day: Day, count: Int) {
    guard let last = days.last?.day, day <= last else {
      if days.isEmpty { days.reserveCapacity(expectedDays) }
      days.append(Completion(day: day, count: count))
      return
    }
    if day == last {
      days[days.count - 1].count = DayCounts.sum(days[days.count - 1].count, count)
      hasDayLoggedTwice = true
    } else {
      late.append(Completion(day: day, count: count))
    }
  }

  /// The counts in date order, one per day, late entries merged in; a late entry on a day that
  /// has one already sets `hasDayLoggedTwice`.
  mutating func completions() -> [Completion] {
    guard !late.isEmpty else { return days }
    late.sort { $0.day < $1.day }
    // The days between two late entries are copied as a whole, found by a binary search: a
    // decade's log backfilled here and there has a few late entries a habit among a thousand
    // days (this saved 1.2 M instructions of 29.1 M on `check` with the decade data set over a
    // merge taking one element at a time). They are copied into a buffer rather than appended
    // as slices, which cost a generic call each (0.1 M instructions of 22.7 M on `check`
    // with the decade data set, 0.33 M of 47.0 M with the thirty-year one).
    var twice = false
    let merged = [Completion](unsafeUninitializedCapacity: days.count + late.count) { merged, written in
      written = 0
      days.withUnsafeBufferPointer { days in
        var next = 0
        for entry in late {
          var (low, high) = (next, days.count)
          while low < high {
            let middle = (low + high) / 2
            if days[middle].day < entry.day { low = middle + 1 } else { high = middle }
          }
          if low > next {
            (merged.baseAddress! + written).initialize(from: days.baseAddress! + next, count: low - next)
            written += low - next
            next = low
          }
          if next < days.count && days[next].day == entry.day {
            merged.initializeElement(at: written, to: days[next])
            written += 1
            next += 1
          }
          if written > 0 && merged[written - 1].day == entry.day {
            merged[written - 1].count = DayCounts.sum(merged[written - 1].count, entry.count)
            twice = true
          } else {
            merged.initializeElement(at: written, to: entry)
            written += 1
          }
        }
        if next < days.count {
          (merged.baseAddress! + written).initialize(from: days.baseAddress! + next, count: days.count - next)
          written += days.count - next
        }
      }
    }
    if twice { hasDayLoggedTwice = true }
    days = merged
    late = []
    return merged
  }

  /// `a + b`, or `Int.max` past it (counts are never negative).
  private static func sum(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max : sum
  }
}
