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

  @Test("fuzz finding 2: fmt keeps a keyword line whose directive reading fails as written")
  func formattingAFailedDirectiveReading() {
    // `vacation until 2027,01-02` reads as completions if it names habits alone, else as a
    // vacation whose date is wrong; fmt wrote `2027, 01-02`, which moved the error from the
    // date (invalid-date) to the comma (syntax): what the files mean changed.
    let log = "# habits: Gym\n2026-12-20 vacation until 2027,01-02\n2026-12-21   skip ,Gym\n"
    #expect(FuzzTargets.log(Array(log.utf8)).isEmpty)
    let formatted = FileFormatter.format(SourceFile(path: "log.txt", bytes: Array(log.utf8)), as: .log)
    #expect(String(decoding: formatted.bytes, as: UTF8.self) == log)
  }
}
