import Testing
@testable import HabitsKit

/// `Completions`, a habit's completions in eight bytes each, and the arena a log's days are
/// gathered in.
@Suite struct CompletionsTests {
  @Test("completions read back as given, counts beyond 32 bits kept whole")
  func roundTrip() {
    let given = [
      Completion(day: day("2026-11-01"), count: 1),
      Completion(day: day("2026-11-02"), count: Int(Int32.max)),
      Completion(day: day("2026-11-03"), count: 3_000_000_000),
      Completion(day: day("2026-11-04"), count: 2),
      Completion(day: day("9999-12-31"), count: Int.max),
      Completion(day: day("0000-01-01"), count: 7),
    ]
    let completions = Completions(given)
    #expect(Array(completions) == given)
    #expect(completions.count == 6)
    #expect(completions[2].count == 3_000_000_000)
    #expect(completions.last?.count == 7)
  }

  @Test("equal completions are equal and hash alike, however made")
  func equality() {
    let a: Completions = [Completion(day: day("2026-11-01"), count: 2), Completion(day: day("2026-11-05"), count: 1)]
    let b = Completions([Completion(day: day("2026-11-01"), count: 2), Completion(day: day("2026-11-05"), count: 1)])
    let c: Completions = [Completion(day: day("2026-11-01"), count: 3)]
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(a != c)
    #expect(Completions() == [])
    #expect(Completions().isEmpty)
  }

  @Test("the arena hands out memory across chunks that stays as written")
  func arena() {
    let arena = CountArena(expectedBytes: 0)
    var blocks: [(UnsafeMutablePointer<Completions.Packed>, Int)] = []
    // Enough to need several chunks, some larger than the first.
    for size in [1, 7, 100, 5_000, 3, 40_000, 2] {
      let block = arena.allocate(Completions.Packed.self, capacity: size)
      for i in 0..<size { (block + i).initialize(to: Completions.Packed(day: Int32(i), count: Int32(size))) }
      blocks.append((block, size))
    }
    for (block, size) in blocks {
      #expect((0..<size).allSatisfy { block[$0].day == Int32($0) && block[$0].count == Int32(size) })
    }
    let completions = Completions(in: arena, packed: blocks[1].0, count: 7, wide: [])
    #expect(completions.map(\.day.number) == Array(0..<7))
  }

  @Test("a log's completions, gathered in the arena, outlive the load that made them")
  func gatheredCompletionsOutliveTheLoad() {
    var log = "# log\n"
    for offset in 0..<3_000 { log += "\(day("2018-01-01") + offset) Gym\n" }
    log += "2017-12-31 Gym\n"  // late: the completions are merged anew
    let logs = {
      Loader.load(habitsFile: SourceFile(path: "habits.txt", text: "Gym: every day\n"), logFile: SourceFile(path: "log.txt", text: log), today: day("2026-11-20")).journal.logs
    }()
    #expect(logs[0].completions.count == 3_001)
    #expect(logs[0].completions.first?.day == day("2017-12-31"))
    #expect(logs[0].completions.last?.day == day("2018-01-01") + 2_999)
  }
}
