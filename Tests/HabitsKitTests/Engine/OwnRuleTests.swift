import Testing

@testable import HabitsKit

/// The walk of the eras that ended before today (`Streaks.walkEndedEras`) takes an era whole
/// when its kind judges it by no status rule of its own (`TimelineSpan.runsWhole`), and leaves
/// the others to the kind's own streaks: so the kinds with a status rule of their own must be
/// exactly the kinds with streaks of their own. Read from the sources, as a kind added later
/// with only one of the two would be walked wrongly without a test failing.
@Suite struct OwnRuleTests {
  @Test("the kinds with a status rule of their own are the kinds with streaks of their own")
  func ownRulesAndOwnStreaksGoTogether() {
    let kinds = ScheduleKindSourceTests.sources(under: "/Sources/HabitsKit/Model/Schedules").filter {
      !$0.path.hasSuffix("/ScheduleKind.swift") && !$0.path.hasSuffix("/ScheduleKind+Defaults.swift")
    }
    #expect(kinds.count >= 10, "the schedule kinds' sources were not found")
    let ownRules = Set(kinds.filter { $0.text.contains("func statusRules(of era:") }.map(\.path))
    let ownStreaks = Set(kinds.filter { $0.text.contains("func streaks(rules:") }.map(\.path))
    #expect(ownRules.count >= 4)
    #expect(ownRules == ownStreaks)
  }
}
