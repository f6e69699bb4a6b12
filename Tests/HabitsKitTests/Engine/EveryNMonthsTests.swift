import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Every N months and quarterly: spellings, due days, periods of N whole months from
/// the start's month, and what the engine makes of them.
@Suite struct EveryNMonthsTests {
  static let sun = Weekday.sunday, mon = Weekday.monday

  static let spellings: [ScheduleSpelling] = [
    ScheduleSpelling(line: "Dentist: every 6 months on the 15th", schedule: .everyNMonths(months: 6, MonthlyRule(days: [15]))),
    ScheduleSpelling(line: "Review: quarterly on the 1st Monday", schedule: .everyNMonths(months: 3, MonthlyRule(weekdays: [NthWeekday(ordinal: 1, weekday: mon)]))),
    ScheduleSpelling(line: "Review: every quarter on the first Monday", schedule: .everyNMonths(months: 3, MonthlyRule(weekdays: [NthWeekday(ordinal: 1, weekday: mon)]))),
    ScheduleSpelling(line: "Bills: every other month on the last day", schedule: .everyNMonths(months: 2, MonthlyRule(lastDay: true))),
    ScheduleSpelling(line: "Bills: every 2 months on the 1st and 15th", schedule: .everyNMonths(months: 2, MonthlyRule(days: [1, 15]))),
    ScheduleSpelling(line: "Bills: every 4 months on the last Sunday of the month", schedule: .everyNMonths(months: 4, MonthlyRule(weekdays: [NthWeekday(ordinal: NthWeekday.last, weekday: sun)]))),
    // Every 1 month is plain monthly.
    ScheduleSpelling(line: "Rent: every 1 month on the 1st", schedule: .monthly(MonthlyRule(days: [1]))),
    ScheduleSpelling(line: "Audit: every 120 months on the 1st", schedule: .everyNMonths(months: 120, MonthlyRule(days: [1]))),
  ]

  @Test("spellings of every N months", arguments: spellings)
  func spelling(_ c: ScheduleSpelling) {
    #expect(habit(c.line).schedule == c.schedule)
  }

  static let bad: [LineDiagnostic] = [
    LineDiagnostic(line: "A: every 0 months on the 1st", diagnostic: "habits.txt:1:10: error: every 0 months is out of range 1...120 [number-out-of-range]"),
    LineDiagnostic(line: "A: every 121 months on the 1st", diagnostic: "habits.txt:1:10: error: every 121 months is out of range 1...120 [number-out-of-range]"),
    LineDiagnostic(line: "A: every 99999999999999999999 months on the 1st", diagnostic: "habits.txt:1:10: error: '99999999999999999999' is too large a number [number-out-of-range]"),
    LineDiagnostic(line: "A: every 6 months", diagnostic: "habits.txt:1:18: error: expected 'on' and days of the month after 'every 6 months' [syntax]"),
    LineDiagnostic(line: "A: quarterly", diagnostic: "habits.txt:1:13: error: expected 'on' and days of the month after 'quarterly' [syntax]"),
    LineDiagnostic(line: "A: quarterly on", diagnostic: "habits.txt:1:16: error: expected a day of the month, an ordinal weekday or 'last day' after 'on' [syntax]"),
    LineDiagnostic(line: "A: quarterly on Mon", diagnostic: "habits.txt:1:17: error: expected a day of the month, an ordinal weekday or 'last day' after 'on', found 'Mon' [syntax]"),
    LineDiagnostic(line: "A: every 3 months on the 32nd", diagnostic: "habits.txt:1:26: error: day 32 of the month is out of range 1...31 [number-out-of-range]"),
    LineDiagnostic(line: "A: every 2 years on the 1st", diagnostic: "habits.txt:1:28: error: expected a month after '1st' [syntax]"),
  ]

  @Test("bad every N months lines get located errors", arguments: bad)
  func badLine(_ c: LineDiagnostic) {
    let diagnostics = shortDiagnostics(load(c.line + "\n"))
    #expect(diagnostics.first == c.diagnostic, "\(diagnostics)")
  }

  struct Due: CustomTestStringConvertible, Sendable {
    let line: String
    let start: String
    let through: String
    let due: [String]
    var testDescription: String { "\(line) from \(start)" }
  }

  static let dueDays: [Due] = [
    Due(line: "A: every 6 months on the 15th", start: "2026-01-15", through: "2027-12-31", due: ["2026-01-15", "2026-07-15", "2027-01-15", "2027-07-15"]),
    // A start after the day in its month: the first due day is N months on.
    Due(line: "A: every 6 months on the 15th", start: "2026-01-20", through: "2027-01-31", due: ["2026-07-15", "2027-01-15"]),
    Due(line: "A: quarterly on the 1st Monday", start: "2026-01-01", through: "2026-12-31", due: ["2026-01-05", "2026-04-06", "2026-07-06", "2026-10-05"]),
    Due(line: "A: every other month on the last day", start: "2027-12-10", through: "2028-06-30", due: ["2027-12-31", "2028-02-29", "2028-04-30", "2028-06-30"]),
    // The 31st in a due month that lacks it is simply not due (no roll-over), as for monthly.
    Due(line: "A: every 3 months on the 31st", start: "2026-01-01", through: "2026-12-31", due: ["2026-01-31", "2026-07-31", "2026-10-31"]),
    // Across the year's end the month count goes on.
    Due(line: "A: every 5 months on the 1st", start: "2026-11-01", through: "2028-01-31", due: ["2026-11-01", "2027-04-01", "2027-09-01"]),
  ]

  @Test("due days fall in the first month of each N-month period, counted from the start's month", arguments: dueDays)
  func due(_ c: Due) {
    let calendar = HabitCalendar(habit: habit(c.line), start: day(c.start))
    let plain = stride(from: day(c.start), through: day(c.through), by: 1).filter { calendar.isDue($0) }.map(\.description)
    #expect(plain == c.due)
    var walked: [String] = []
    calendar.walk(from: day(c.start), through: day(c.through)) { offset, due, _ in
      if due { walked.append((day(c.start) + offset).description) }
      return true
    }
    #expect(walked == c.due)
  }

  struct Period: CustomTestStringConvertible, Sendable {
    let line: String
    let start: String
    let on: String
    let period: String
    var testDescription: String { "\(line) on \(on)" }
  }

  static let periods: [Period] = [
    Period(line: "A: every 6 months on the 15th", start: "2026-01-20", on: "2026-03-01", period: "2026-01-20...2026-06-30"),
    Period(line: "A: every 6 months on the 15th", start: "2026-01-20", on: "2026-12-31", period: "2026-07-01...2026-12-31"),
    Period(line: "A: quarterly on the 1st", start: "2026-02-10", on: "2027-01-31", period: "2026-11-01...2027-01-31"),
    // `periods from start` has no effect: periods are whole months.
    Period(line: "A: quarterly on the 1st; periods from start", start: "2026-02-10", on: "2026-05-20", period: "2026-05-01...2026-07-31"),
  ]

  @Test("periods are N whole months from the start's month, clipped at the start", arguments: periods)
  func period(_ c: Period) {
    let calendar = HabitCalendar(habit: habit(c.line), start: day(c.start))
    let p = calendar.period(containing: day(c.on))!
    #expect("\(p.lowerBound)...\(p.upperBound)" == c.period)
  }

  @Test("'periods from start' on every N months is reported as having no effect")
  func periodsFromStartHasNoEffect() {
    let diagnostics = shortDiagnostics(load("A: quarterly on the 1st; periods from start\n"))
    #expect(diagnostics.contains { $0.contains("[option-has-no-effect]") }, "\(diagnostics)")
  }

  @Test("a missed due day is backlog for the rest of its period, made up within it, and a failure after")
  func backlogAndFailure() {
    let h = habit("Review: quarterly on the 1st Monday; since 2026-01-01")
    let t = timeline(h, start: "2026-01-01", log: logOf(["2026-02-10"]), today: "2026-11-22")
    #expect(statuses(t, from: "2026-01-05", to: "2026-01-06") == ["01-05 completed_later", "01-06 not_due"])
    #expect(t.status(on: day("2026-02-10")) == .sortedOutBacklog)
    #expect(t.status(on: day("2026-04-06")) == .failed)
    #expect(t.status(on: day("2026-11-22")) == .backlog)
  }

  @Test("streaks break in the period of a failed due day and resume with the next period")
  func streaks() {
    let result = load(
      "Review: quarterly on the 1st Monday; since 2026-01-01\n",
      log: "2026-04-06 Review\n2026-07-06 Review\n")
    let a = HabitAnalysis(habit: result.journal.habits[0], log: result.journal.logs[0], today: day("2026-11-22"), lookahead: false)
    #expect(a.streaks.map { "\($0.start)...\($0.end)" } == ["2026-04-01...2026-09-30"])
  }
}
