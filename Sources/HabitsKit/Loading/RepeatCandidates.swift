/// The entries that may repeat an earlier line of their day: every entry of a once-a-day habit
/// on a day that habit has several, grouped by day, each day's in line order.
///
/// A log pasted over itself makes nearly every entry one, so they are kept in twelve bytes
/// each and put in place by day (counted first, then placed: no list grown by doubling, no
/// sort of the whole of them and its copy), about as much memory as the entries themselves.
struct RepeatCandidates {
  /// An entry that may repeat a line.
  struct Candidate {
    var line: UInt32
    var habit: UInt32
    var count: Int32

    /// The habit and count of the entry: what its line says when the entry is all it holds.
    var item: Int { Int(habit) * 1_000_003 + Int(count) }
  }

  /// The candidates, by day, each day's in line order.
  private var candidates: [Candidate] = []
  /// Where each day's candidates start in `candidates`, by day from `firstDay`, and where
  /// they end (one more than the days).
  private var starts: [UInt32] = []
  private var firstDay = 0

  /// The candidates of `loaded` (the habits in order, with their logs).
  init(_ loaded: [LoadedHabit]) {
    let habits = loaded.indices.filter {
      loaded[$0].habit.isOnceADay && loaded[$0].log.entries.count > loaded[$0].log.completions.count
    }
    guard !habits.isEmpty else { return }
    var (low, high) = (Int.max, Int.min)
    for index in habits {
      let entries = loaded[index].log.entries
      low = min(low, entries[0].day.number)
      high = max(high, entries[entries.count - 1].day.number)
    }
    firstDay = low
    // Each day's count, then where each day starts (shifted by one day as they are placed).
    var starts = [UInt32](repeating: 0, count: high - low + 2)
    for index in habits {
      RepeatCandidates.forEachRepeatedDay(loaded[index].log.entries) { day, range in
        starts[day - low + 1] &+= UInt32(truncatingIfNeeded: range.count)
      }
    }
    for day in 1..<starts.count { starts[day] &+= starts[day - 1] }
    let total = Int(starts[starts.count - 1])
    var next = starts
    candidates = [Candidate](unsafeUninitializedCapacity: total) { buffer, initialized in
      for index in habits {
        let entries = loaded[index].log.entries
        RepeatCandidates.forEachRepeatedDay(entries) { day, range in
          for position in range {
            let entry = entries[position]
            let slot = Int(next[day - low])
            buffer[slot] = Candidate(
              line: entry.line, habit: UInt32(truncatingIfNeeded: index), count: Int32(clamping: entry.count))
            next[day - low] = UInt32(truncatingIfNeeded: slot + 1)
          }
        }
      }
      initialized = total
    }
    // A day's candidates came habit by habit; they are compared in line order.
    for day in 0..<(starts.count - 1) where starts[day + 1] - starts[day] > 1 {
      candidates[Int(starts[day])..<Int(starts[day + 1])].sort { $0.line < $1.line }
    }
    self.starts = starts
  }

  /// Whether there are none.
  var isEmpty: Bool { candidates.isEmpty }

  /// Each line some candidate is on, once, in ascending order.
  var lines: [UInt32] {
    var lines = candidates.map(\.line)
    lines.sort()
    var kept = 0
    for index in lines.indices where index == 0 || lines[index] != lines[index - 1] {
      lines[kept] = lines[index]
      kept += 1
    }
    lines.removeSubrange(kept...)
    return lines
  }

  /// Calls `body` with each day that has candidates (its number) and its candidates, in line
  /// order, the days in order.
  func forEachDay(_ body: (Int, ArraySlice<Candidate>) -> Void) {
    guard !starts.isEmpty else { return }
    for day in 0..<(starts.count - 1) where starts[day + 1] > starts[day] {
      body(firstDay + day, candidates[Int(starts[day])..<Int(starts[day + 1])])
    }
  }

  /// Calls `body` with each day (its number) on which `entries` (in date order) have more than
  /// one entry, and the positions of those entries.
  private static func forEachRepeatedDay(_ entries: CompletionEntries, _ body: (Int, Range<Int>) -> Void) {
    var start = 0
    while start < entries.count {
      let day = entries[start].day
      var end = start + 1
      while end < entries.count && entries[end].day == day { end += 1 }
      if end - start > 1 { body(day.number, start..<end) }
      start = end
    }
  }
}
