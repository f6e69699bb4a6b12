import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Limits: `never` and `at most N a day|week|month`, judged within or over the
/// limit day by day, with streaks of clean days and the board's words.
@Suite struct LimitTests {
  static let spellings: [ScheduleSpelling] = [
    ScheduleSpelling(line: "Smoke: never", schedule: .limit(max: 0, per: .day)),
    ScheduleSpelling(line: "Sweets: at most 2 a week", schedule: .limit(max: 2, per: .week)),
    ScheduleSpelling(line: "Coffee: at most 3 a day", schedule: .limit(max: 3, per: .day)),
    ScheduleSpelling(line: "Coffee: at most 3 times per day", schedule: .limit(max: 3, per: .day)),
    ScheduleSpelling(line: "Takeout: at most once a week", schedule: .limit(max: 1, per: .week)),
    ScheduleSpelling(line: "Takeout: at most twice a month", schedule: .limit(max: 2, per: .month)),
    ScheduleSpelling(line: "Soda: at most 0 a day", schedule: .limit(max: 0, per: .day)),
    ScheduleSpelling(line: "Games: at most 4x each week", schedule: .limit(max: 4, per: .week)),
  ]

  @Test("spellings of limits", arguments: spellings)
  func spelling(_ c: ScheduleSpelling) {
    #expect(habit(c.line).schedule == c.schedule)
  }

  static let bad: [LineDiagnostic] = [
    LineDiagnostic(line: "A: at most -1 a day", diagnostic: "habits.txt:1:12: error: expected a number after 'at most', found '-1' [syntax]"),
    LineDiagnostic(line: "A: at most 1001 a day", diagnostic: "habits.txt:1:12: error: at most 1001 is out of range 0...1000 [number-out-of-range]"),
    LineDiagnostic(line: "A: at most 999999999999999999 a week", diagnostic: "habits.txt:1:12: error: at most 999999999999999999 is out of range 0...1000 [number-out-of-range]"),
    LineDiagnostic(line: "A: at most", diagnostic: "habits.txt:1:11: error: expected a number after 'at most' [syntax]"),
    LineDiagnostic(line: "A: at most 2", diagnostic: "habits.txt:1:13: error: expected 'a day', 'a week', 'a month' or 'in any N days' after 'at most 2' [syntax]"),
    LineDiagnostic(line: "A: at most 2 a year", diagnostic: "habits.txt:1:16: error: expected 'day', 'week' or 'month' after 'at most 2', found 'year' [syntax]"),
    // 'at least' is a rolling window's: it needs one.
    LineDiagnostic(line: "A: at least 2 a week", diagnostic: "habits.txt:1:15: error: expected 'in any N days' after 'at least 2', found 'a' [syntax]"),
    LineDiagnostic(line: "A: never ever", diagnostic: "habits.txt:1:10: error: unexpected 'ever' after the schedule [syntax]"),
  ]

  @Test("bad limit lines get located errors", arguments: bad)
  func badLine(_ c: LineDiagnostic) {
    let diagnostics = shortDiagnostics(load(c.line + "\n"))
    #expect(diagnostics.first == c.diagnostic, "\(diagnostics)")
  }

  @Test("goal, backlog, ahead, carry over and ends after have no effect on a limit", arguments: ["3 times", "backlog", "no ahead", "carry over", "ends after 3 times"])
  func noEffect(_ option: String) {
    let diagnostics = shortDiagnostics(load("A: at most 2 a week; \(option)\n"))
    #expect(diagnostics.count == 1 && diagnostics[0].contains("[option-has-no-effect]"), "\(diagnostics)")
  }

  struct Judged: CustomTestStringConvertible, Sendable {
    let name: String
    let line: String
    let log: [String]
    let today: String
    let from: String
    let to: String
    let statuses: [String]
    var testDescription: String { name }
  }

  static let judged: [Judged] = [
    Judged(
      name: "never: a slip is over limit, every other day up to today within, later days not due",
      line: "Smoke: never; since 2026-11-01", log: ["2026-11-10"], today: "2026-11-11", from: "2026-11-09", to: "2026-11-12",
      statuses: ["11-09 within_limit", "11-10 over_limit", "11-11 within_limit", "11-12 not_due"]),
    Judged(
      name: "a daily limit: at the limit is within, one more is over",
      line: "Coffee: at most 3 a day; since 2026-11-01", log: ["2026-11-02 x3", "2026-11-03 x4"], today: "2026-11-04", from: "2026-11-02", to: "2026-11-04",
      statuses: ["11-02 within_limit", "11-03 over_limit", "11-04 within_limit"]),
    Judged(
      name: "a weekly limit: the day that goes over and later days with occurrences are over; clean days stay within",
      line: "Sweets: at most 2 a week; since 2026-11-02",
      log: ["2026-11-02", "2026-11-04", "2026-11-06", "2026-11-08"], today: "2026-11-10", from: "2026-11-02", to: "2026-11-10",
      statuses: [
        "11-02 within_limit", "11-03 within_limit", "11-04 within_limit", "11-05 within_limit", "11-06 over_limit",
        "11-07 within_limit", "11-08 over_limit", "11-09 within_limit", "11-10 within_limit",
      ]),
    Judged(
      name: "a monthly limit starts over each month",
      line: "Takeout: at most 1 a month; since 2026-10-01", log: ["2026-10-30", "2026-10-31", "2026-11-01"], today: "2026-11-01", from: "2026-10-30", to: "2026-11-01",
      statuses: ["10-30 within_limit", "10-31 over_limit", "11-01 within_limit"]),
    Judged(
      name: "vacations do not pause a limit",
      line: "Smoke: never; since 2026-11-01", log: ["2026-11-03"], today: "2026-11-05", from: "2026-11-03", to: "2026-11-04",
      statuses: ["11-03 over_limit", "11-04 within_limit"]),
  ]

  @Test("days are within or over the limit", arguments: judged)
  func statusesOfLimits(_ c: Judged) {
    let h = habit(c.line)
    let log = logOf(c.log, vacations: [Vacation(start: day("2026-11-03"), end: day("2026-11-04"))])
    let t = timeline(h, start: h.since!.description, log: log, today: c.today)
    #expect(statuses(t, from: c.from, to: c.to) == c.statuses)
  }

  struct Board: CustomTestStringConvertible, Sendable {
    let line: String
    let log: String
    let today: String
    let todo: String
    let streak: String?
    var testDescription: String { "\(line) / \(log)" }
  }

  static let boards: [Board] = [
    // A slip on Nov 10 makes the current streak start Nov 11.
    Board(line: "Smoke: never; since 2026-11-01", log: "2026-11-10 Smoke\n", today: "2026-11-22", todo: "clean today", streak: "2026-11-11...2026-11-22"),
    Board(line: "Smoke: never; since 2026-11-01", log: "2026-11-22 Smoke\n", today: "2026-11-22", todo: "over by 1 today", streak: nil),
    Board(line: "Sweets: at most 2 a week; since 2026-11-02", log: "2026-11-16 Sweets\n", today: "2026-11-22", todo: "1 left this week", streak: "2026-11-02...2026-11-22"),
    // A week over its limit breaks the streak in that week.
    Board(line: "Sweets: at most 2 a week; since 2026-11-02", log: "2026-11-16 Sweets x2\n2026-11-19 Sweets\n", today: "2026-11-22", todo: "over by 1 this week", streak: "2026-11-20...2026-11-22"),
    Board(line: "Coffee: at most 3 a day", log: "2026-11-20 Coffee x2\n2026-11-22 Coffee x3\n", today: "2026-11-22", todo: "none left today", streak: "2026-11-20...2026-11-22"),
    Board(line: "Coffee: at most 3 a day", log: "2026-11-22 Coffee x2\n", today: "2026-11-22", todo: "1 left today", streak: "2026-11-22...2026-11-22"),
  ]

  @Test("the board says what is left or how far over, and streaks count clean days", arguments: boards)
  func board(_ c: Board) {
    let result = load(c.line + "\n", log: c.log, today: c.today)
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
    let a = HabitAnalysis(habit: result.journal.habits[0], log: result.journal.logs[0], today: day(c.today))
    let report = StatusReport(analyses: [a], date: day(c.today))
    #expect(StatusRenderer.todoWords(report.rows[0], date: report.date, today: report.today) == c.todo)
    #expect(a.currentStreak.map { "\($0.start)...\($0.end)" } == c.streak)
  }

  @Test("a day over the limit in the current period needs attention; logging nothing is on track")
  func attention() {
    let over = load("Smoke: never; since 2026-11-01\n", log: "2026-11-22 Smoke\n")
    let a = HabitAnalysis(habit: over.journal.habits[0], log: over.journal.logs[0], today: day("2026-11-22"))
    #expect(a.attentionFinding().attention == .needsAttention)
    let clean = load("Smoke: never; since 2026-11-01\n")
    let b = HabitAnalysis(habit: clean.journal.habits[0], log: clean.journal.logs[0], today: day("2026-11-22"))
    #expect(b.attentionFinding().attention == .onTrack)
  }

  @Test("why explains a limit's day with its rule")
  func why() {
    let result = load("Sweets: at most 2 a week; since 2026-11-02\n", log: "2026-11-16 Sweets x2\n2026-11-19 Sweets\n")
    let a = HabitAnalysis(habit: result.journal.habits[0], log: result.journal.logs[0], today: day("2026-11-22"))
    let why = WhyReport(analysis: a, day: day("2026-11-19"))
    #expect(why.rule == .overLimit && why.replayedRule == .overLimit)
    #expect(why.limit?.max == 2 && why.limit?.total == 3)
    #expect(WhyReport(analysis: a, day: day("2026-11-20")).rule == .withinLimit)
  }

  @Test("a limit is never due by design: no never-due warning, with or without a change line", arguments: [
    "Coffee: at most 3 a day; since 2026-11-01\nCoffee: at most 1 a day; from 2026-11-20\n",
    "Sweets: at most 2 a week; since 2026-11-02\nSweets: never; from 2026-11-16\n",
  ])
  func noNeverDue(habits: String) {
    let result = load(habits, log: "2026-11-10 Coffee\n2026-11-10 Coffee\n2026-11-10 Sweets\n", today: "2026-11-22")
    #expect(!result.diagnostics.contains { $0.code == .neverDue }, "\(shortDiagnostics(result))")
  }

  @Test("a limit takes several entries a day: no duplicate-entry warning, no refusal")
  func severalEntries() {
    let result = load("Coffee: at most 3 a day\n", log: "2026-11-10 Coffee\n2026-11-10 Coffee\n", today: "2026-11-22")
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
    #expect(result.journal.logs[0].completions == [Completion(day: day("2026-11-10"), count: 2)])
    let env = FakeEnvironment(today: "2026-11-22", files: ["habits.txt": "Coffee: at most 3 a day\n", "log.txt": "2026-11-22 Coffee\n"])
    #expect(env.run(["log", "Coffee"]) == .success, "\(env.stderr)")
    #expect(env.files["log.txt"] == Array("2026-11-22 Coffee\n2026-11-22 Coffee\n".utf8))
  }

  @Test("a skip or vacation naming a limit is refused: there is nothing to pause", arguments: [
    ["skip", "Smoke"], ["vacation", "Smoke", "--until", "2026-11-30"], ["skip", "Gym", "Smoke"],
  ])
  func noPause(arguments: [String]) {
    let env = FakeEnvironment(today: "2026-11-22", files: ["habits.txt": "Smoke: never\nGym: Mon\n", "log.txt": ""])
    #expect(env.run(arguments) == .failure)
    #expect(env.stderr.contains("'Smoke' is a limit: a "), "\(env.stderr)")
    #expect(env.files["log.txt"] == [])
    #expect(env.run(arguments + ["--force"]) == .success, "\(env.stderr)")
  }

  @Test("history shows a limit's every occurrence: a slip within the limit is not a clean day")
  func historySlips() {
    let env = FakeEnvironment(
      today: "2026-11-08", files: ["habits.txt": "Sweets: at most 2 a week; since 2026-11-02\n", "log.txt": "2026-11-03 Sweets\n2026-11-05 Sweets x2\n"])
    #expect(env.run(["history", "Sweets"]) == .success)
    #expect(env.stdout.contains("Mon 2026-11-02  = within limit\n"), "\(env.stdout)")
    #expect(env.stdout.contains("Tue 2026-11-03  = within limit  x1\n"), "\(env.stdout)")
    #expect(env.stdout.contains("Thu 2026-11-05  # over limit  x2\n"), "\(env.stdout)")
  }
}
