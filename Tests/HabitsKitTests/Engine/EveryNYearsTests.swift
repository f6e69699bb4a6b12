import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Every N years on dates: spellings, due days in the first year of each N-year period (from
/// the start's year, or from the start date with `periods from start`), the Feb 29 that can
/// never be due, and the start that moves.
@Suite struct EveryNYearsTests {
  static let apr15 = MonthDay(month: 4, day: 15)

  static let spellings: [ScheduleSpelling] = [
    ScheduleSpelling(line: "Car: every 2 years on Apr 15", schedule: .everyNYears(years: 2, [apr15])),
    ScheduleSpelling(line: "Car: every other year on the 15th of April", schedule: .everyNYears(years: 2, [apr15])),
    ScheduleSpelling(line: "Car: every 2nd year on April 15th", schedule: .everyNYears(years: 2, [apr15])),
    ScheduleSpelling(
      line: "Passport: every 10 years on Mar 1 and Sep 1",
      schedule: .everyNYears(years: 10, [MonthDay(month: 3, day: 1), MonthDay(month: 9, day: 1)])),
    ScheduleSpelling(line: "Census: every 100 years on Apr 1", schedule: .everyNYears(years: 100, [MonthDay(month: 4, day: 1)])),
    // Every 1 year is plain yearly.
    ScheduleSpelling(line: "Taxes: every 1 year on Apr 15", schedule: .yearly([apr15])),
  ]

  @Test("spellings of every N years", arguments: spellings)
  func spelling(_ c: ScheduleSpelling) {
    #expect(habit(c.line).schedule == c.schedule)
  }

  static let bad: [LineDiagnostic] = [
    LineDiagnostic(line: "A: every 0 years on Jan 1", diagnostic: "habits.txt:1:10: error: every 0 years is out of range 1...100 [number-out-of-range]"),
    LineDiagnostic(line: "A: every 101 years on Jan 1", diagnostic: "habits.txt:1:10: error: every 101 years is out of range 1...100 [number-out-of-range]"),
    LineDiagnostic(line: "A: every 2 years", diagnostic: "habits.txt:1:17: error: expected 'on' and dates after 'every 2 years' [syntax]"),
    LineDiagnostic(line: "A: every 2 years in Jan", diagnostic: "habits.txt:1:18: error: expected 'on' after 'every 2 years', found 'in' [syntax]"),
    LineDiagnostic(line: "A: every 2 yeras on Jan 1", diagnostic: "habits.txt:1:12: error: expected 'days', 'weeks', 'months', 'years' or a weekday after 'every 2', found 'yeras' [syntax]"),
    LineDiagnostic(line: "A: every 2 years on Jan 32", diagnostic: "habits.txt:1:25: error: January has no day 32 [invalid-date]"),
    LineDiagnostic(line: "A: every 2 years on Janu 1", diagnostic: "habits.txt:1:21: error: unknown month 'Janu' [unknown-month]"),
  ]

  @Test("bad every N years lines get located errors", arguments: bad)
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
    // The first period's Apr 15 is before the start: nothing is due until the next period.
    Due(line: "A: every 2 years on Apr 15", start: "2025-06-01", through: "2031-12-31", due: ["2027-04-15", "2029-04-15", "2031-04-15"]),
    Due(line: "A: every 2 years on Apr 15", start: "2025-01-01", through: "2029-12-31", due: ["2025-04-15", "2027-04-15", "2029-04-15"]),
    Due(line: "A: every 3 years on Jan 1 and Dec 31", start: "2024-01-01", through: "2030-12-31", due: ["2024-01-01", "2024-12-31", "2027-01-01", "2027-12-31", "2030-01-01", "2030-12-31"]),
    // From the start date: the first year of each period is the twelve months from its start.
    Due(line: "A: every 2 years on Jan 10; periods from start", start: "2026-03-01", through: "2031-06-30", due: ["2027-01-10", "2029-01-10", "2031-01-10"]),
    // Feb 29 only when a period's first year is a leap year.
    Due(line: "A: every 2 years on Feb 29", start: "2024-01-01", through: "2033-12-31", due: ["2024-02-29", "2028-02-29", "2032-02-29"]),
    Due(line: "A: every 3 years on Feb 29", start: "2024-01-01", through: "2036-12-31", due: ["2024-02-29", "2036-02-29"]),
  ]

  @Test("due days: the dates in the first year of each period, on or after the start", arguments: dueDays)
  func due(_ c: Due) {
    let h = habit(c.line)
    let calendar = HabitCalendar(habit: h, start: day(c.start))
    var found: [String] = []
    calendar.walk(from: day(c.start), through: day(c.through)) { offset, due, _ in
      if due { found.append((day(c.start) + offset).description) }
      return true
    }
    #expect(found == c.due)
  }

  @Test("periods: N calendar years from the start's year, the first clipped at the start")
  func periods() {
    let calendar = HabitCalendar(habit: habit("A: every 2 years on Apr 15"), start: day("2025-06-01"))
    #expect(calendar.period(containing: day("2026-12-31")) == day("2025-06-01")...day("2026-12-31"))
    #expect(calendar.period(containing: day("2027-01-01")) == day("2027-01-01")...day("2028-12-31"))
    #expect(calendar.periodNoun == "period")
    let anchored = HabitCalendar(habit: habit("A: every 2 years on Apr 15; periods from start"), start: day("2025-06-01"))
    #expect(anchored.period(containing: day("2027-06-01")) == day("2027-06-01")...day("2029-05-31"))
  }

  struct Unreachable: CustomTestStringConvertible, Sendable {
    let line: String
    let never: Bool
    var testDescription: String { line }
  }

  static let unreachable: [Unreachable] = [
    Unreachable(line: "A: every 4 years on Feb 29; since 2025-01-01", never: true),
    // A leap start year after its Feb 29: the next first years are leap years.
    Unreachable(line: "A: every 4 years on Feb 29; since 2024-06-01", never: false),
    Unreachable(line: "A: every 4 years on Feb 29; since 2024-01-01", never: false),
    // Odd years only.
    Unreachable(line: "A: every 2 years on Feb 29; since 2025-01-01", never: true),
    Unreachable(line: "A: every 2 years on Feb 29; since 2026-01-01", never: false),
    Unreachable(line: "A: every 100 years on Feb 29; since 2001-01-01", never: true),
    // Years anchored at a start after February: the first year holds the next February.
    Unreachable(line: "A: every 4 years on Feb 29; since 2027-03-01; periods from start", never: false),
    Unreachable(line: "A: every 4 years on Feb 29; since 2026-03-01; periods from start", never: true),
    Unreachable(line: "A: every 4 years on Mar 1; since 2025-01-01", never: false),
  ]

  @Test("a Feb 29 that no period's first year holds is a never-due error", arguments: unreachable)
  func neverDue(_ c: Unreachable) {
    let result = load(c.line + "\n")
    let errors = result.diagnostics.filter { $0.code == .neverDue && $0.severity == .error }
    #expect(errors.count == (c.never ? 1 : 0), "\(shortDiagnostics(result))")
    // Then the habit has errors: the board lists it as such.
    let withErrors = HabitWithErrors.find(result.syntax, in: result.sources[0], diagnostics: result.diagnostics)
    #expect(withErrors.isEmpty == !c.never)
  }

  @Test("a Feb 29 every 4 years without since is checked from the first log entry")
  func neverDueFromTheLog() {
    let result = load("A: every 4 years on Feb 29\n", log: "2025-03-01 A\n")
    #expect(shortDiagnostics(result).contains { $0.contains("no period's first year from 2025 has one [never-due]") })
    #expect(load("A: every 4 years on Feb 29\n", log: "2024-03-01 A\n").diagnostics.allSatisfy { $0.code != .neverDue })
  }

  @Test("without since or a log entry, its start moves: not started, and check says so")
  func movingStart() {
    let result = load("Car: every 2 years on Apr 15\n")
    #expect(result.diagnostics.map(\.code) == [.movingStart])
    let analysis = HabitAnalysis(habit: result.journal.habits[0], log: result.journal.logs[0], today: day("2026-11-22"))
    #expect(analysis.startMoves && analysis.status(on: day("2027-04-15")) == .notStarted)
  }

  @Test("the worked example: a renewal done early covers its date, and the next is ten years on")
  func workedExample() {
    let h = habit("Passport: every 10 years on Mar 15; since 2020-01-01")
    let t = timeline(h, start: "2020-01-01", log: logOf(["2020-03-12"]), today: "2026-11-22")
    #expect(
      statuses(t, from: "2020-03-12", to: "2020-03-15") == [
        "03-12 over_completed", "03-13 not_due", "03-14 not_due", "03-15 already_completed",
      ])
    let a = HabitAnalysis(habit: h, log: logOf(["2020-03-12"]), today: day("2026-11-22"))
    #expect(a.nextDue(onOrAfter: day("2026-11-22")) == day("2030-03-15"))
  }
}
