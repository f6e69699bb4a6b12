import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits graph`: the heatmap.
@Suite struct GraphReportTests {
  @Test(
    "golden: examples, uncoloured",
    arguments: [
      (["graph"], "graph.txt", nil),
      (["graph", "run", "--weeks", "20", "--ascii"], "graph-run-ascii.txt", nil),
      (["graph", "water"], "graph-water-w40.txt", 40),
    ] as [([String], String, Int?)])
  func golden(arguments: [String], file: String, width: Int?) {
    let result = Examples.run(arguments, width: width)
    #expect(result.status == .success)
    #expect(result.err.isEmpty)
    Golden.assertMatches(result.out, Examples.golden(file))
  }

  @Test("cells are the engine's statuses up to today, none after; columns are the habit's weeks")
  func statusesMatchEngine() {
    let today = day(Examples.today)
    let analyses = Examples.analyses()
    let report = GraphReport(analyses: analyses, today: today, weeks: 53)
    for (graph, a) in zip(report.habits, analyses) {
      #expect(graph.first.weekday == graph.weekStart)
      #expect(graph.cells.count == 53 * 7)
      for (i, cell) in graph.cells.enumerated() {
        let d = graph.first + i
        #expect(cell == (d > today ? nil : a.status(on: d)), "\(graph.name) \(d)")
      }
      #expect(graph.current == a.currentStreak && graph.longest == a.longestStreak)
    }
  }

  @Test("the heatmap agrees with history --json", arguments: ["Read", "Piano"])
  func matchesHistory(name: String) {
    let history = historyStatuses(name, from: "2026-08-01", to: Examples.today)
    let graph = GraphReport(
      analyses: [Examples.analysis(name)], today: day(Examples.today), weeks: 16
    ).habits[0]
    for (i, cell) in graph.cells.enumerated() where cell != nil {
      #expect(history[(graph.first + i).description] == cell!.rawValue)
    }
  }
}
