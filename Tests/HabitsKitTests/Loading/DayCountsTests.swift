import Testing

@testable import HabitsKit

/// `DayCounts`: a habit's entries gathered in 32 bits a day, in any order and of any size,
/// come out as the sums per day a dictionary gives, saturating at `Int.max`.
@Suite struct DayCountsTests {
  /// What `DayCounts` must give for `entries`: each day's sum (saturating), in date order,
  /// and whether a day had more than one entry.
  static func reference(_ entries: [(day: Int, count: Int)]) -> (completions: [Completion], twice: Bool) {
    var sums: [Int: Int] = [:]
    var twice = false
    for entry in entries {
      if let sum = sums[entry.day] {
        twice = true
        let (total, overflow) = sum.addingReportingOverflow(entry.count)
        sums[entry.day] = overflow ? Int.max : total
      } else {
        sums[entry.day] = entry.count
      }
    }
    return (sums.keys.sorted().map { Completion(day: Day(number: $0), count: sums[$0]!) }, twice)
  }

  /// `entries` gathered by `DayCounts`.
  static func gathered(_ entries: [(day: Int, count: Int)]) -> (completions: [Completion], twice: Bool, zero: Bool) {
    var counts = DayCounts(in: CountArena(expectedBytes: 0))
    for entry in entries { counts.add(day: Day(number: entry.day), count: entry.count) }
    let result = counts.completions()
    return (Array(result.completions), result.hasDayLoggedTwice, result.hasZeroCount)
  }

  static func check(_ entries: [(day: Int, count: Int)], _ comment: Comment? = nil) {
    let expected = reference(entries)
    let got = gathered(entries)
    #expect(got.completions == expected.completions, comment)
    #expect(got.twice == expected.twice, comment)
    // A day of zero is always told (`HabitLog` then drops it); telling one too many is safe.
    if expected.completions.contains(where: { $0.count == 0 }) { #expect(got.zero, comment) }
  }

  @Test("days in order, a day twice, days backfilled, none at all")
  func orders() {
    DayCountsTests.check([])
    DayCountsTests.check([(20_000, 1)])
    DayCountsTests.check((0..<5000).map { (20_000 + $0, 1 + $0 % 3) })
    DayCountsTests.check([(20_000, 1), (20_000, 2), (20_001, 1)])
    DayCountsTests.check([(20_005, 1), (20_001, 1), (20_003, 2), (20_001, 4), (20_006, 1), (19_000, 1)])
    DayCountsTests.check([(20_005, 0), (20_005, 0), (20_004, 0)])
    DayCountsTests.check([(20_005, 1), (20_004, 0), (20_006, 2)])
    #expect(!DayCountsTests.gathered([(20_005, 1), (20_004, 3), (20_006, 2)]).zero)
  }

  @Test("counts and sums beyond 32 bits are exact, and saturate at Int.max")
  func largeCounts() {
    let big = 1_000_000_000  // a million km, in thousandths: an entry's largest amount
    DayCountsTests.check([(20_000, big), (20_000, big), (20_000, big), (20_001, big)])
    DayCountsTests.check([(20_000, Int(Int32.max)), (20_000, 1), (20_001, 1)])
    DayCountsTests.check([(20_000, 3_000_000_000), (20_001, 1), (20_000, 1)])
    DayCountsTests.check([(20_000, 1), (20_002, Int.max), (20_002, 5), (20_001, Int.max), (20_001, Int.max)])
    DayCountsTests.check([(20_000, 1 << 40), (20_000, 1 << 40)])
    // The extreme days of a log: years 0000 and 9999.
    DayCountsTests.check([(Day.last.number, 1), (5, 1), (Day.last.number, 2), (-719_528, 1)])
    DayCountsTests.check([(-20_000, 1), (-20_001, 2)])
  }

  @Test("random entries, mostly in order as a log is written, sum as a dictionary sums them")
  func random() {
    var random = SeededRandom(seed: 20_261_120)
    for round in 0..<300 {
      var day = 20_000
      var entries: [(day: Int, count: Int)] = []
      for _ in 0..<Int(random.next() % 300) {
        switch random.next() % 10 {
        case 0: entries.append((day - Int(random.next() % 400), 1))  // backfilled
        case 1: entries.append((day, Int(random.next() % 2)))  // the same day again, maybe x0
        case 2: entries.append((day, Int(random.next() % 3_000_000_000)))  // a large amount
        default:
          day += Int(random.next() % 3)
          entries.append((day, 1 + Int(random.next() % 4)))
        }
      }
      DayCountsTests.check(entries, "round \(round)")
    }
  }

  @Test("amounts of a day beyond 32 bits load exactly")
  func amountsLoad() {
    let result = load(
      "Run: every day; 5 km\n", log: "2026-11-20 Run 1000000 km\n2026-11-20 Run 1000000 km\n2026-11-20 Run 1000000 km\n2026-11-21 Run 5 km\n",
      today: "2026-11-22")
    #expect(shortDiagnostics(result).isEmpty)
    #expect(result.journal.logs.first?.completions == [
      Completion(day: day("2026-11-20"), count: 3_000_000_000), Completion(day: day("2026-11-21"), count: 5000),
    ])
  }
}
