import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Due days and periods of every schedule kind, with month ends, leap years and week starts.
@Suite struct DueDayTests {
  /// The due days of `line` from `start` within `from`...`to`, as "MM-DD".
  private func due(_ line: String, start: String, from: String, to: String) -> [String] {
    let c = HabitCalendar(habit: habit(line), start: day(start))
    return stride(from: day(from), through: day(to), by: 1).filter { c.isDue($0) }.map { String($0.description.dropFirst(5)) }
  }

  @Test("weekly days, weekdays and weekends")
  func weekly() {
    #expect(due("A: Mon, Wed, Fri", start: "2026-11-01", from: "2026-11-16", to: "2026-11-22") == ["11-16", "11-18", "11-20"])
    #expect(due("A: weekends", start: "2026-11-01", from: "2026-11-16", to: "2026-11-22") == ["11-21", "11-22"])
    #expect(due("A: Mon", start: "2026-11-18", from: "2026-11-16", to: "2026-11-23") == ["11-23"])
  }

  @Test("N days a week counts from the week start, per file and per habit")
  func perWeek() {
    #expect(due("A: 2 days a week", start: "2026-11-01", from: "2026-11-16", to: "2026-11-22") == ["11-16", "11-17"])
    #expect(due("A: 2 days a week; week starts on Sunday", start: "2026-11-01", from: "2026-11-16", to: "2026-11-22") == ["11-16", "11-22"])
    let c = HabitCalendar(habit: habit("A: 2 days a week", prefix: "week starts on Wednesday\n"), start: day("2026-11-01"))
    #expect(stride(from: day("2026-11-16"), through: day("2026-11-22"), by: 1).filter { c.isDue($0) }.map(\.dayOfMonth) == [18, 19])
  }

  @Test("periods from start make weeks start on the start's weekday")
  func weeksFromStart() {
    #expect(due("A: 2 days a week; periods from start", start: "2026-11-19", from: "2026-11-19", to: "2026-12-02") == ["11-19", "11-20", "11-26", "11-27"])
  }

  @Test("monthly day numbers skip months that lack them; last day follows the month")
  func monthEnds() {
    #expect(due("A: monthly on the 31st", start: "2026-01-01", from: "2026-01-01", to: "2026-06-30") == ["01-31", "03-31", "05-31"])
    #expect(due("A: last day of the month", start: "2028-01-01", from: "2028-01-01", to: "2028-04-30") == ["01-31", "02-29", "03-31", "04-30"])
    #expect(due("A: monthly on the 29th", start: "2027-01-01", from: "2027-02-01", to: "2027-03-31") == ["03-29"])
  }

  @Test("nth weekdays: 5th only in five-weekday months; 4th and last can coincide")
  func nthWeekdays() {
    #expect(due("A: every 5th Friday", start: "2026-01-01", from: "2026-01-01", to: "2026-06-30") == ["01-30", "05-29"])
    #expect(due("A: monthly on the 4th Friday and last Friday", start: "2026-02-01", from: "2026-02-01", to: "2026-02-28") == ["02-27"])
    #expect(due("A: every 2nd Monday", start: "2026-11-01", from: "2026-11-01", to: "2026-12-31") == ["11-09", "12-14"])
  }

  @Test("yearly dates, and Feb 29 only in leap years")
  func yearly() {
    #expect(due("A: yearly on Apr 15", start: "2026-01-01", from: "2026-01-01", to: "2027-12-31") == ["04-15", "04-15"])
    let c = HabitCalendar(habit: habit("A: yearly on Feb 29"), start: day("2024-01-01"))
    let years = stride(from: day("2024-01-01"), through: day("2029-12-31"), by: 1).filter { c.isDue($0) }.map(\.year)
    #expect(years == [2024, 2028])
  }

  @Test("cycles and every N days count from the start date")
  func cycles() {
    #expect(due("A: every 3 days", start: "2026-11-02", from: "2026-11-01", to: "2026-11-12") == ["11-02", "11-05", "11-08", "11-11"])
    let c = HabitCalendar(habit: habit("A: 3 on 2 off"), start: day("2026-11-02"))
    #expect(c.period(containing: day("2026-11-09")) == day("2026-11-07")...day("2026-11-11"))
  }

  @Test("every N weeks: due in the first week of each N-week period, aligned to the week start")
  func everyNWeeks() {
    #expect(due("A: every 2 weeks on Fri", start: "2026-11-04", from: "2026-11-01", to: "2026-12-06") == ["11-06", "11-20", "12-04"])
    let c = HabitCalendar(habit: habit("A: every 2 weeks on Fri"), start: day("2026-11-04"))
    #expect(c.period(containing: day("2026-11-12")) == day("2026-11-04")...day("2026-11-15"))
    #expect(c.period(containing: day("2026-11-20")) == day("2026-11-16")...day("2026-11-29"))
  }

  @Test("one-off dates only between start and end")
  func oneOff() {
    #expect(due("A: on 2026-12-01 and 2027-06-01; until 2027-01-01", start: "2026-11-01", from: "2026-11-01", to: "2027-12-31") == ["12-01"])
  }

  @Test("start and end: nothing is due outside them, and periods are cut at both")
  func startAndEnd() {
    let c = HabitCalendar(habit: habit("A: 3 days a month; until 2026-11-02"), start: day("2026-10-30"))
    #expect(c.period(containing: day("2026-10-30")) == day("2026-10-30")...day("2026-10-31"))
    #expect(c.period(containing: day("2026-11-02")) == day("2026-11-01")...day("2026-11-02"))
    #expect(c.period(containing: day("2026-11-03")) == nil)
    #expect(!c.isDue(day("2026-10-29")) && !c.isDue(day("2026-11-03")))
  }

  @Test("ends after N occurrences ends on the Nth due day")
  func occurrences() {
    #expect(HabitCalendar(habit: habit("A: Mon, Thu; ends after 3 occurrences"), start: day("2026-11-16")).end == day("2026-11-23"))
    #expect(HabitCalendar(habit: habit("A: Mon; ends after 5 occurrences; until 2026-11-30"), start: day("2026-11-16")).end == day("2026-11-30"))
    #expect(HabitCalendar(habit: habit("A: on 2026-12-01; ends after 3 occurrences"), start: day("2026-11-16")).end == nil)
  }

  @Test("calendar months and years are the default; the first one is cut at the start")
  func calendarPeriods() {
    let m = HabitCalendar(habit: habit("A: 2 days a month"), start: day("2026-11-20"))
    #expect(m.period(containing: day("2026-11-25")) == day("2026-11-20")...day("2026-11-30"))
    #expect(m.isDue(day("2026-11-20")) && m.isDue(day("2026-11-21")) && !m.isDue(day("2026-11-22")))
    let y = HabitCalendar(habit: habit("A: 2 days a year"), start: day("2026-11-20"))
    #expect(y.period(containing: day("2027-05-05")) == day("2027-01-01")...day("2027-12-31"))
  }
}
