import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// "every N days|weeks after last" : spellings, due days that move with each
/// completion, and a missed due day that stays to be made up.
@Suite struct AfterLastTests {
  static let spellings: [ScheduleSpelling] = [
    ScheduleSpelling(line: "Cactus: every 10 days after last", schedule: .afterLast(days: 10)),
    ScheduleSpelling(line: "Haircut: every 5 weeks after last", schedule: .afterLast(days: 35)),
    ScheduleSpelling(line: "Haircut: every 5 weeks after the last one", schedule: .afterLast(days: 35)),
    ScheduleSpelling(line: "Sheets: every other week after the last time", schedule: .afterLast(days: 14)),
    ScheduleSpelling(line: "Call: every 1 day after last", schedule: .afterLast(days: 1)),
    ScheduleSpelling(line: "Oil: every 1 week after last", schedule: .afterLast(days: 7)),
  ]

  @Test("spellings of after last", arguments: spellings)
  func spelling(_ c: ScheduleSpelling) {
    #expect(habit(c.line).schedule == c.schedule)
  }

  static let bad: [LineDiagnostic] = [
    LineDiagnostic(line: "A: every 0 days after last", diagnostic: "habits.txt:1:10: error: every 0 days is out of range 1...1000 [number-out-of-range]"),
    LineDiagnostic(line: "A: every 521 weeks after last", diagnostic: "habits.txt:1:10: error: every 521 weeks is out of range 1...520 [number-out-of-range]"),
    LineDiagnostic(line: "A: every 10 days after", diagnostic: "habits.txt:1:23: error: expected 'last' after 'every 10 days after' [syntax]"),
    LineDiagnostic(line: "A: every 10 days after first", diagnostic: "habits.txt:1:24: error: expected 'last' after 'every 10 days after', found 'first' [syntax]"),
    LineDiagnostic(line: "A: every 10 days after last week", diagnostic: "habits.txt:1:29: error: unexpected 'week' after the schedule [syntax]"),
  ]

  @Test("bad after-last lines get located errors", arguments: bad)
  func badLine(_ c: LineDiagnostic) {
    let diagnostics = shortDiagnostics(load(c.line + "\n"))
    #expect(diagnostics.first == c.diagnostic, "\(diagnostics)")
  }

  @Test("backlog, ahead, carry over and ends after have no effect", arguments: ["no backlog", "ahead", "carry over", "ends after 3 times", "periods from start"])
  func noEffect(_ option: String) {
    let diagnostics = shortDiagnostics(load("A: every 10 days after last; since 2026-11-01; \(option)\n"))
    #expect(diagnostics.count == 1 && diagnostics[0].contains("[option-has-no-effect]"), "\(diagnostics)")
  }

  struct Due: CustomTestStringConvertible, Sendable {
    let name: String
    let interval: Int
    let start: String
    let until: String?
    let completions: [String]
    let due: [String]
    var testDescription: String { name }
  }

  static let dueDays: [Due] = [
    Due(name: "nothing logged: due N days after the start", interval: 10, start: "2026-11-01", until: nil, completions: [], due: ["2026-11-11"]),
    Due(name: "on time: the next one N days on", interval: 10, start: "2026-11-01", until: nil, completions: ["2026-11-11"], due: ["2026-11-11", "2026-11-21"]),
    Due(name: "early: the completion is the due day and moves the next", interval: 10, start: "2026-11-01", until: nil, completions: ["2026-11-05"], due: ["2026-11-05", "2026-11-15"]),
    Due(name: "late: the missed day stays due; the next counts from the completion", interval: 10, start: "2026-11-01", until: nil, completions: ["2026-11-14"], due: ["2026-11-11", "2026-11-24"]),
    Due(name: "a completion on the start day", interval: 7, start: "2026-11-01", until: nil, completions: ["2026-11-01", "2026-11-08"], due: ["2026-11-01", "2026-11-08", "2026-11-15"]),
    Due(name: "nothing pending past the end", interval: 10, start: "2026-11-01", until: "2026-11-20", completions: ["2026-11-11"], due: ["2026-11-11"]),
  ]

  @Test("due days move with each completion", arguments: dueDays)
  func due(_ c: Due) {
    var h = Habit(name: "A", schedule: .afterLast(days: c.interval))
    h.until = c.until.map(day)
    let pinned = h.pinningDueDays(start: day(c.start), log: logOf(c.completions))
    #expect(pinned.schedule == .once(c.due.map(day)))
    #expect(pinned.backlog && !pinned.ahead)
  }

  @Test("a missed due day is failed until made up, backlog shows from today, and the completion sorts it out")
  func missedStaysOverdue() {
    let h = habit("Cactus: every 10 days after last; since 2026-11-01")
    let before = timeline(h, start: "2026-11-01", log: logOf([]), today: "2026-11-14")
    #expect(statuses(before, from: "2026-11-11", to: "2026-11-15") == [
      "11-11 failed", "11-12 not_due", "11-13 not_due", "11-14 backlog", "11-15 not_due",
    ])
    let after = timeline(h, start: "2026-11-01", log: logOf(["2026-11-14"]), today: "2026-11-22")
    #expect(statuses(after, from: "2026-11-11", to: "2026-11-24") == [
      "11-11 completed_later", "11-12 not_due", "11-13 not_due", "11-14 sorted_out_backlog",
      "11-15 not_due", "11-16 not_due", "11-17 not_due", "11-18 not_due", "11-19 not_due", "11-20 not_due",
      "11-21 not_due", "11-22 not_due", "11-23 not_due", "11-24 planned",
    ])
  }

  @Test("the worked examples: the board and the next due day")
  func board() {
    let result = load(
      "Haircut: every 5 weeks after last; since 2026-09-01\nCactus: every 10 days after last\n",
      log: "2026-09-20 Haircut\n2026-11-15 Cactus\n")
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
    let today = day("2026-11-22")
    let haircut = HabitAnalysis(habit: result.journal.habits[0], log: result.journal.logs[0], today: today)
    // Due 10-25 (five weeks after 09-20), missed: backlog today.
    #expect(haircut.status(on: day("2026-10-25")) == .failed)
    #expect(haircut.status(on: today) == .backlog)
    let cactus = HabitAnalysis(habit: result.journal.habits[1], log: result.journal.logs[1], today: today)
    #expect(cactus.status(on: day("2026-11-15")) == .completed)
    #expect(cactus.status(on: day("2026-11-25")) == .planned)
    #expect(cactus.status(on: today) == .notDue)
  }
}
