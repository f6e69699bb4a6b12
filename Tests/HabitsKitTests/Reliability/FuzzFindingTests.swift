import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Every crash, hang or broken invariant the fuzzers found, as a named test of the behaviour
/// that was wrong. The raw inputs are also kept as fuzz/corpus/TARGET/finding-NN-* and replayed
/// by `FuzzCorpusTests`.
@Suite struct FuzzFindingTests {
  @Test("fuzz finding 1: a habit that ends before it starts does not crash status or backlog")
  func habitEndingBeforeItStarts() {
    // 'until' in the past and no 'since': without a log the habit starts today, with only a
    // completion after the end it starts there. Either way its timeline is empty, and
    // HabitTimeline.balance indexed the empty arrays ("Index out of range").
    for log in ["", "2026-04-06 Course\n"] {
      let env = FakeEnvironment(files: ["habits.txt": "Course: Mon; until 2026-04-01\nRead: daily\n", "log.txt": log])
      #expect(env.run("status") == .success)
      #expect(env.stdout.contains("finished"))
      #expect(env.run("backlog") == .success)
      #expect(env.run("status --json") == .success)
    }
  }
}
