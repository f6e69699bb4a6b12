import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits next`: upcoming days from the engine's timeline.
@Suite struct NextTests {
  @Test(
    "golden: examples, uncoloured",
    arguments: [
      (["next"], "next.txt"), (["next", "--count", "2", "--json"], "next.json"),
      (["next", "gym 2", "--count", "6"], "next-gym2.txt"),
    ])
  func golden(arguments: [String], file: String) {
    let result = Examples.run(arguments)
    #expect(result.status == .success)
    #expect(result.err.isEmpty)
    Golden.assertMatches(result.out, Examples.golden(file))
  }

  @Test(
    "the items are every planned, backlog and covered day from today, in order, up to the count")
  func itemsFollowTimeline() {
    let today = day(Examples.today)
    let analyses = Examples.analyses()
    let report = NextReport(analyses: analyses, today: today, count: 4)
    for (row, a) in zip(report.rows, analyses) where row.state == .active {
      guard let last = row.items.last?.day else { continue }
      var expected: [NextReport.Item] = []
      for d in today...last {
        let status = a.status(on: d)
        if [.planned, .backlog, .alreadyCompleted].contains(status) {
          expected.append(.init(day: d, status: status))
        }
      }
      #expect(row.items == expected, "\(row.name)")
      #expect(row.items.filter { $0.status != .alreadyCompleted }.count <= 4)
    }
  }

  @Test("edges: not started and finished habits say so")
  func edges() {
    let out = EdgeHabits.run(["next", "--count", "1"])
    #expect(out.contains("Later  starts Wed  ☐ Wed"))
    #expect(out.contains("Done   finished Nov 18"))
    #expect(out.contains("Away   ☐ Mon"))
  }
}
