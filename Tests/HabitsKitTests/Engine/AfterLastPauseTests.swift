import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// "every N days|weeks after last" meets vacations and skips: a due day that falls in a pause
/// moves to the first day after it, and every view (board, next, backlog, why, history, JSON)
/// shows the same due days (scheduling-semantics.md §18, after last).
@Suite struct AfterLastPauseTests {
  /// A user's month: a haircut every 2 weeks, a skip on the due day, done three days later.
  static let habits = "Haircut: every 2 weeks after last; since 2026-10-26\n"
  static let skipLog = "2026-10-26 Haircut\n2026-11-09 skip Haircut\n2026-11-12 Haircut\n"
  static let vacationLog = "2026-10-26 Haircut\n2026-11-07 vacation Haircut until 2026-11-09\n2026-11-12 Haircut\n"

  private func run(_ log: String, _ arguments: [String]) -> FakeEnvironment {
    let env = FakeEnvironment(today: "2026-12-15", files: ["habits.txt": Self.habits, "log.txt": log])
    env.run(arguments)
    return env
  }

  @Test("the due day moves past the pause; the completion after it makes it up; the next one is failed", arguments: [skipLog, vacationLog])
  func history(log: String) {
    let text = run(log, ["history", "Haircut", "--from", "2026-11-09", "--to", "2026-11-27"]).stdout
    #expect(text.contains("Tue 2026-11-10  ↺ completed later\n"), "\(text)")
    #expect(text.contains("Thu 2026-11-12  ✚ sorted out backlog\n"), "\(text)")
    #expect(text.contains("Thu 2026-11-26  ✗ failed\n"), "\(text)")
  }

  @Test("every view agrees: the failed Nov 26 is behind on Dec 15", arguments: [skipLog, vacationLog])
  func viewsAgree(log: String) {
    let board = run(log, ["status"]).stdout
    #expect(board.contains("! Haircut  backlog  catch up: 1 left overall"), "\(board)")
    let json = run(log, ["status", "--json"]).stdout
    #expect(json.contains(#""habit":"Haircut","status":"backlog","count":0,"due":false,"backlog":1,"ahead":0"#), "\(json)")
    let next = run(log, ["next", "--json"]).stdout
    #expect(next.contains(#""next":[{"date":"2026-12-15","status":"backlog"}"#), "\(next)")
    let backlog = run(log, ["backlog"]).stdout
    #expect(backlog.hasPrefix("Haircut") && backlog.contains(" 1 behind"), "\(backlog)")
    let why = run(log, ["why", "Haircut"]).stdout
    #expect(why.contains("! backlog"), "\(why)")
    #expect(why.contains("Nov 26"), "\(why)")
  }

  /// The due days of after last with pauses.
  struct Due: CustomTestStringConvertible, Sendable {
    let name: String
    let completions: [String]
    let pauses: [(String, String?)]
    let due: [String]
    var testDescription: String { name }
  }

  static let dueDays: [Due] = [
    Due(name: "a skip on the due day moves it to the next day", completions: [], pauses: [("2026-11-11", "2026-11-11")], due: ["2026-11-12"]),
    Due(name: "a vacation over the due day moves it past the vacation", completions: [], pauses: [("2026-11-09", "2026-11-14")], due: ["2026-11-15"]),
    Due(name: "touching pauses move it past both", completions: [], pauses: [("2026-11-09", "2026-11-11"), ("2026-11-12", "2026-11-13")], due: ["2026-11-14"]),
    Due(name: "a pause before the due day leaves it", completions: [], pauses: [("2026-11-05", "2026-11-07")], due: ["2026-11-11"]),
    Due(name: "the completion after the pause is the due one, on time", completions: ["2026-11-12"], pauses: [("2026-11-11", "2026-11-11")], due: ["2026-11-12", "2026-11-22"]),
    Due(name: "late after the pause: the moved day stays due", completions: ["2026-11-14"], pauses: [("2026-11-11", "2026-11-11")], due: ["2026-11-12", "2026-11-24"]),
    Due(name: "done during the pause: early, the next counts from it", completions: ["2026-11-10"], pauses: [("2026-11-09", "2026-11-12")], due: ["2026-11-10", "2026-11-20"]),
    Due(name: "an open-ended vacation holds the due day until it ends", completions: [], pauses: [("2026-11-09", nil)], due: []),
  ]

  @Test("due days skip pauses", arguments: dueDays)
  func due(_ c: Due) {
    let h = Habit(name: "A", schedule: .afterLast(days: 10))
    let log = logOf(c.completions, vacations: c.pauses.map { Vacation(start: day($0.0), end: $0.1.map(day)) })
    #expect(h.pinningDueDays(start: day("2026-11-01"), log: log).schedule == .once(c.due.map(day)))
  }

  @Test("twice on a due day covers nothing later: a missed next one is behind on every view")
  func extraCoversNothing() {
    let env = FakeEnvironment(today: "2026-11-25", files: ["habits.txt": "Cactus: every 10 days after last; since 2026-11-01\n", "log.txt": "2026-11-01 Cactus x2\n"])
    env.run(["history", "Cactus", "--from", "2026-11-11", "--to", "2026-11-11"])
    #expect(env.stdout.contains("✗ failed"), "\(env.stdout)")
    env.stdout = ""
    env.run(["status", "--json"])
    #expect(env.stdout.contains(#""status":"backlog","count":0,"due":false,"backlog":1,"ahead":0"#), "\(env.stdout)")
  }
}
