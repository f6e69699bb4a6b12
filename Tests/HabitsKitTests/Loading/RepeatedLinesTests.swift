import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `duplicate-entry`: the same line twice on a day, whether the day has few lines (compared
/// pairwise) or many (compared through a dictionary), and wherever the lines are in the file.
@Suite struct RepeatedLinesTests {
  private let habits = "Gym: daily\nRead: daily\nSwim: daily\nPushups: daily; 3 times\n"

  private func repeats(_ log: String) -> [String] {
    shortDiagnostics(load(habits, log: log, today: "2026-12-31")).filter { $0.hasSuffix("[duplicate-entry]") }
  }

  @Test("a repeat among a day's few lines points at the first")
  func fewLines() {
    let log = "2026-11-20 Gym, Read\n2026-11-20 Swim\n2026-11-21 Gym\n2026-11-20 read, gym\n"
    #expect(repeats(log) == ["log.txt:4:1: warning: this line repeats line 1 [duplicate-entry]"])
  }

  @Test("repeats among many lines of one day (ten) and a few of another, interleaved")
  func manyLines() {
    var lines: [String] = []
    for i in 0..<15 { lines.append(i % 3 == 0 ? "2026-11-20 Gym" : i % 3 == 1 ? "2026-11-20 Read x\(i)" : "2026-11-19 Swim") }
    let found = repeats(lines.joined(separator: "\n") + "\n")
    #expect(found == [
      "log.txt:4:1: warning: this line repeats line 1 [duplicate-entry]",
      "log.txt:6:1: warning: this line repeats line 3 [duplicate-entry]",
      "log.txt:7:1: warning: this line repeats line 1 [duplicate-entry]",
      "log.txt:9:1: warning: this line repeats line 3 [duplicate-entry]",
      "log.txt:10:1: warning: this line repeats line 1 [duplicate-entry]",
      "log.txt:12:1: warning: this line repeats line 3 [duplicate-entry]",
      "log.txt:13:1: warning: this line repeats line 1 [duplicate-entry]",
      "log.txt:15:1: warning: this line repeats line 3 [duplicate-entry]",
    ])
  }

  @Test("lines for a habit with a goal may repeat")
  func goals() {
    #expect(repeats("2026-11-20 Pushups\n2026-11-20 Pushups\n").isEmpty)
  }
}
