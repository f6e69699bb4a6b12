import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Every kind of habit line the grammar allows, parsed into the model it must mean.
@Suite struct HabitLineTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let line: String
    let check: @Sendable (Habit) -> Bool
    var testDescription: String { line }
  }

  static let mon = Weekday.monday, tue = Weekday.tuesday, wed = Weekday.wednesday, thu = Weekday.thursday
  static let fri = Weekday.friday, sat = Weekday.saturday, sun = Weekday.sunday

  static let cases: [Case] = [
    Case(line: "Meditate: every day") { $0.schedule == .everyDay && !$0.backlog && !$0.ahead },
    Case(line: "Floss: daily") { $0.schedule == .everyDay },
    Case(line: "Gym: Mon, Wed, Fri") { $0.schedule == .weekly([mon, wed, fri]) && $0.backlog && $0.ahead },
    Case(line: "Gym: Mon Wed Fri") { $0.schedule == .weekly([mon, wed, fri]) },
    Case(line: "Gym: Monday, Wednesday, Friday") { $0.schedule == .weekly([mon, wed, fri]) },
    Case(line: "Journal: weekdays") { $0.schedule == .weekly([mon, tue, wed, thu, fri]) },
    Case(line: "Hike: weekends") { $0.schedule == .weekly([sat, sun]) },
    Case(line: "Read: 4 days a week") { $0.schedule == .perPeriod(count: 4, .week) },
    Case(line: "Deep clean: 3 days a month") { $0.schedule == .perPeriod(count: 3, .month) },
    Case(line: "Eye exam: 2 days a year") { $0.schedule == .perPeriod(count: 2, .year) },
    Case(line: "Call mom: every 2nd Sunday") { $0.schedule == .monthly(MonthlyRule(weekdays: [NthWeekday(ordinal: 2, weekday: sun)])) },
    Case(line: "Board games: last Friday of the month") {
      $0.schedule == .monthly(MonthlyRule(weekdays: [NthWeekday(ordinal: NthWeekday.last, weekday: fri)]))
    },
    Case(line: "Budget: monthly on the 1st and 15th") { $0.schedule == .monthly(MonthlyRule(days: [1, 15])) },
    Case(line: "Pay rent: last day of the month") { $0.schedule == .monthly(MonthlyRule(lastDay: true)) },
    Case(line: "Review: monthly on the 1st, 2nd Monday and last day") {
      $0.schedule == .monthly(MonthlyRule(days: [1], weekdays: [NthWeekday(ordinal: 2, weekday: mon)], lastDay: true))
    },
    Case(line: "Swim: 3 on 2 off") { $0.schedule == .cycle(on: 3, off: 2) },
    Case(line: "Water plants: every 3 days") { $0.schedule == .cycle(on: 1, off: 2) },
    Case(line: "Retro: every 2 weeks on Fri") { $0.schedule == .everyNWeeks(weeks: 2, days: [fri]) },
    Case(line: "Taxes: yearly on Apr 15") { $0.schedule == .yearly([MonthDay(month: 4, day: 15)]) },
    Case(line: "Smoke alarms: yearly on Mar 1 and Sep 1") {
      $0.schedule == .yearly([MonthDay(month: 3, day: 1), MonthDay(month: 9, day: 1)])
    },
    Case(line: "Dentist: on 2026-12-01 and 2027-06-01") { $0.schedule == .once([day("2026-12-01"), day("2027-06-01")]) },
    Case(line: "Pushups: every day; 3 times") { $0.schedule == .everyDay && $0.goal == 3 },
    Case(line: "Vitamins: every day; since 2026-01-01") { $0.since == day("2026-01-01") },
    Case(line: "Course: Mon, Wed; since 2026-09-01; until 2026-12-15") {
      $0.schedule == .weekly([mon, wed]) && $0.since == day("2026-09-01") && $0.until == day("2026-12-15")
    },
    Case(line: "Challenge: every day; since 2026-01-01; ends after 30 occurrences") {
      $0.occurrences == 30 && HabitCalendar(habit: $0, start: $0.since!).end == day("2026-01-30")
    },
    Case(line: "Run: 3 days a week; week starts on Sunday") { $0.schedule == .perPeriod(count: 3, .week) && $0.weekStart == sun },
    Case(line: "Stretch: Mon, Thu; no backlog") { !$0.backlog && $0.ahead },
    Case(line: "Piano: Tue, Sat; no ahead") { $0.backlog && !$0.ahead },
    Case(line: "Walk: every day; backlog; ahead") { $0.schedule == .everyDay && $0.backlog && $0.ahead },
    Case(line: "Gym 2: Mon, Wed, Fri; carry over") { $0.name == "Gym 2" && $0.carryOver },
    Case(line: "Savings: 2 days a month; periods from start") { $0.periodsFromStart },
    Case(line: "Water: every day; grace 3 days") { $0.grace == Grace(amount: 3, unit: .day) },
    // More spellings grammar.md accepts.
    Case(line: "A: every Monday") { $0.schedule == .weekly([mon]) },
    Case(line: "A: Mon-Fri") { $0.schedule == .weekly([mon, tue, wed, thu, fri]) },
    Case(line: "A: Fri-Mon") { $0.schedule == .weekly([fri, sat, sun, mon]) },
    Case(line: "A: weekly on Tue & Thu") { $0.schedule == .weekly([tue, thu]) },
    Case(line: "A: every weekday") { $0.schedule == .weekly([mon, tue, wed, thu, fri]) },
    Case(line: "A: 3 times a week") { $0.schedule == .perPeriod(count: 3, .week) },
    Case(line: "A: 3x per month") { $0.schedule == .perPeriod(count: 3, .month) },
    Case(line: "A: twice a year") { $0.schedule == .perPeriod(count: 2, .year) },
    Case(line: "A: weekly") { $0.schedule == .perPeriod(count: 1, .week) },
    Case(line: "A: every month") { $0.schedule == .perPeriod(count: 1, .month) },
    Case(line: "A: every other day") { $0.schedule == .cycle(on: 1, off: 1) },
    Case(line: "A: every 2nd day") { $0.schedule == .cycle(on: 1, off: 1) },
    Case(line: "A: every 1 day") { $0.schedule == .everyDay },
    Case(line: "A: every other Monday") { $0.schedule == .everyNWeeks(weeks: 2, days: [mon]) },
    Case(line: "A: every other week on Sat, Sun") { $0.schedule == .everyNWeeks(weeks: 2, days: [sat, sun]) },
    Case(line: "A: every 1 week on Wed") { $0.schedule == .weekly([wed]) },
    Case(line: "A: 4 days on 3 days off") { $0.schedule == .cycle(on: 4, off: 3) },
    Case(line: "A: the first Tuesday of each month") {
      $0.schedule == .monthly(MonthlyRule(weekdays: [NthWeekday(ordinal: 1, weekday: tue)]))
    },
    Case(line: "A: monthly on 1, 15") { $0.schedule == .monthly(MonthlyRule(days: [1, 15])) },
    Case(line: "A: every last day of the month") { $0.schedule == .monthly(MonthlyRule(lastDay: true)) },
    Case(line: "A: on the 10th") { $0.schedule == .monthly(MonthlyRule(days: [10])) },
    // Bare day numbers after "every" and "on" mean days of the month, as people write them.
    Case(line: "A: every 19") { $0.schedule == .monthly(MonthlyRule(days: [19])) },
    Case(line: "A: on 19") { $0.schedule == .monthly(MonthlyRule(days: [19])) },
    Case(line: "A: every 1, 2 and 15 of each month") { $0.schedule == .monthly(MonthlyRule(days: [1, 2, 15])) },
    Case(line: "A: on 5 and 20 every month") { $0.schedule == .monthly(MonthlyRule(days: [5, 20])) },
    Case(line: "A: every 19 days") { $0.schedule == .cycle(on: 1, off: 18) },
    Case(line: "A: every 2 Mon") { $0.schedule == .everyNWeeks(weeks: 2, days: [mon]) },
    Case(line: "A: annually on 15 April") { $0.schedule == .yearly([MonthDay(month: 4, day: 15)]) },
    Case(line: "A: every year on 12th of June") { $0.schedule == .yearly([MonthDay(month: 6, day: 12)]) },
    Case(line: "A: once on 2027-03-15") { $0.schedule == .once([day("2027-03-15")]) },
    Case(line: "A: EVERY DAY; 5X; STARTING 2026-01-01") { $0.goal == 5 && $0.since == day("2026-01-01") },
    Case(line: "A: every day; x4") { $0.goal == 4 },
    Case(line: "A: every day; 2 times a day") { $0.goal == 2 },
    Case(line: "A: Mon; weeks begin on sun") { $0.weekStart == sun },
    Case(line: "A: every day; for 10 occurrences") { $0.occurrences == 10 },
    Case(line: "A: every day; grace 2 weeks") { $0.grace == Grace(amount: 2, unit: .week) },
    Case(line: "A: every day; without backlog; no completing ahead") { !$0.backlog && !$0.ahead },
    Case(line: "A: Mon; carry-over") { $0.carryOver },
    Case(line: "Café ☕: daily") { $0.name == "Café ☕" },
    Case(line: "跑步: every day") { $0.name == "跑步" },
    Case(line: "  Spaced   name  :  every   day  ;  3 times ;") { $0.name == "Spaced   name" && $0.key == "spaced name" && $0.goal == 3 },
  ]

  @Test("habit line parses to its meaning", arguments: cases)
  func parses(_ c: Case) throws {
    let result = load(c.line + "\n")
    // A schedule counted from the start also gets moving-start: about the log, not the line.
    #expect(result.diagnostics.allSatisfy { $0.code == .movingStart }, "\(shortDiagnostics(result))")
    let habit = try #require(result.journal.habits.first)
    #expect(c.check(habit), "\(habit)")
  }

  @Test("the file-level week start applies to every habit; a habit's own wins")
  func fileWeekStart() {
    let result = load("week starts on Sunday\nA: Mon\nB: Mon; week starts on Wednesday\n")
    #expect(result.diagnostics.isEmpty)
    #expect(result.journal.habits.map(\.weekStart) == [.sunday, .wednesday])
    #expect(load("A: Mon\n").journal.habits[0].weekStart == .monday)
    #expect(load("week-start: saturday\nA: Mon\n").journal.habits[0].weekStart == .saturday)
  }

  @Test("a setting-like habit name with its own colon is a habit")
  func weekStartLookalike() {
    let result = load("Week start ritual: Mon\n")
    #expect(result.diagnostics.isEmpty)
    #expect(result.journal.habits.first?.name == "Week start ritual")
  }

  @Test("comments, blank lines, BOM, CRLF, tabs and a missing final newline are accepted")
  func lexical() {
    let text = "\u{FEFF}# my habits\r\n\r\nGym:\tMon, Wed  # trailing\r\nRead: daily"
    let result = load(text)
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
    #expect(result.journal.habits.map(\.name) == ["Gym", "Read"])
  }
}
