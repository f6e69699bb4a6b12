import Testing

@testable import HabitsKit

/// The reference's own calendar (`ReferenceCalendar`), which the engine comparison trusts: it
/// must give the documented due days and periods (grammar.md §3, scheduling-semantics.md §4, §5,
/// §18), and the shipped engine must agree with it over years, not only over the few months
/// the status comparison looks at.
@Suite struct ReferenceCalendarTests {
  /// The reference calendar of a habit with `schedule` and these options.
  static func calendar(
    _ schedule: Schedule, start: String, weekStart: Weekday = .monday, periodsFromStart: Bool = false,
    occurrences: Int? = nil
  ) -> ReferenceCalendar {
    var habit = Habit(name: "H", schedule: schedule)
    habit.weekStart = weekStart
    habit.periodsFromStart = periodsFromStart
    habit.occurrences = occurrences
    return ReferenceCalendar(habit: habit, start: day(start))
  }

  /// The due days from `from` through `to`, as "MM-DD".
  static func due(_ c: ReferenceCalendar, _ from: String, _ to: String) -> [String] {
    var result: [String] = []
    var d = day(from)
    while d <= day(to) {
      if c.isDue(d) { result.append(String(d.description.dropFirst(5))) }
      d = d + 1
    }
    return result
  }

  /// The period holding `d`, as "FIRST...LAST".
  static func period(_ c: ReferenceCalendar, _ d: String) -> String? {
    c.period(containing: day(d)).map { "\($0.lowerBound)...\($0.upperBound)" }
  }

  @Test("by count: the first N days of each period; a short first week is due on its first min(N, length) days")
  func byCount() {
    let four = Self.calendar(.perPeriod(count: 4, .week), start: "2026-11-19")
    #expect(Self.due(four, "2026-11-16", "2026-11-29") == ["11-19", "11-20", "11-21", "11-22", "11-23", "11-24", "11-25", "11-26"])
    let two = Self.calendar(.perPeriod(count: 2, .week), start: "2026-11-19")
    #expect(Self.due(two, "2026-11-19", "2026-11-25") == ["11-19", "11-20", "11-23", "11-24"])
    let month = Self.calendar(.perPeriod(count: 29, .month), start: "2026-02-01")
    #expect(Self.due(month, "2026-02-01", "2026-03-31").count == 28 + 29)
  }

  @Test("cycles count from the start: 3 on 2 off")
  func cycle() {
    let c = Self.calendar(.cycle(on: 3, off: 2), start: "2024-01-01")
    #expect(Self.due(c, "2023-12-30", "2024-01-10") == ["01-01", "01-02", "01-03", "01-06", "01-07", "01-08"])
    #expect(Self.period(c, "2024-01-07") == "2024-01-06...2024-01-10")
  }

  @Test("monthly: no roll-over, the 5th and the last weekday, a day both 4th and last")
  func monthly() {
    let thirtyFirst = Self.calendar(.monthly(MonthlyRule(days: [31])), start: "2026-01-01")
    #expect(Self.due(thirtyFirst, "2026-01-01", "2026-05-31") == ["01-31", "03-31", "05-31"])
    let fifthThursday = Self.calendar(.monthly(MonthlyRule(weekdays: [NthWeekday(ordinal: 5, weekday: .thursday)])), start: "2026-01-01")
    #expect(Self.due(fifthThursday, "2026-01-01", "2026-05-31") == ["01-29", "04-30"])
    let fourthAndLast = Self.calendar(
      .monthly(MonthlyRule(weekdays: [NthWeekday(ordinal: 4, weekday: .thursday), NthWeekday(ordinal: NthWeekday.last, weekday: .thursday)])),
      start: "2026-01-01")
    #expect(Self.due(fourthAndLast, "2026-02-01", "2026-02-28") == ["02-26"])
    let lastDay = Self.calendar(.monthly(MonthlyRule(lastDay: true)), start: "2024-01-15")
    #expect(Self.due(lastDay, "2024-01-15", "2024-03-31") == ["01-31", "02-29", "03-31"])
    #expect(Self.period(lastDay, "2024-01-20") == "2024-01-15...2024-01-31")
  }

  @Test("every N months: blocks from the start's month, due in their first month only")
  func everyNMonths() {
    let c = Self.calendar(.everyNMonths(months: 6, MonthlyRule(days: [15])), start: "2026-01-20")
    #expect(Self.due(c, "2026-01-01", "2027-06-30") == ["07-15", "01-15"])
    #expect(Self.period(c, "2026-03-01") == "2026-01-20...2026-06-30")
    #expect(Self.period(c, "2026-12-31") == "2026-07-01...2026-12-31")
  }

  @Test("every N weeks: blocks aligned to the week start, due in their first week")
  func everyNWeeks() {
    let c = Self.calendar(.everyNWeeks(weeks: 2, days: [.friday]), start: "2026-11-18")
    #expect(Self.due(c, "2026-11-16", "2026-12-13") == ["11-20", "12-04"])
    #expect(Self.period(c, "2026-11-25") == "2026-11-18...2026-11-29")
  }

  @Test("yearly: Feb 29 only in leap years")
  func yearly() {
    let c = Self.calendar(.yearly([MonthDay(month: 2, day: 29)]), start: "2025-01-01")
    #expect(Self.due(c, "2025-01-01", "2028-12-31") == ["02-29"])
    #expect(c.isDue(day("2028-02-29")))
  }

  @Test("periods from start: months from Jan 31 are irregular; years from Feb 29 keep Feb 29 inside")
  func anchored() {
    let months = Self.calendar(.perPeriod(count: 1, .month), start: "2024-01-31", periodsFromStart: true)
    #expect(Self.period(months, "2024-02-10") == "2024-01-31...2024-02-28")
    #expect(Self.period(months, "2024-03-01") == "2024-02-29...2024-03-30")
    #expect(Self.period(months, "2024-04-29") == "2024-03-31...2024-04-29")
    #expect(Self.period(months, "2024-05-30") == "2024-04-30...2024-05-30")
    let years = Self.calendar(.perPeriod(count: 2, .year), start: "2024-02-29", periodsFromStart: true)
    #expect(Self.period(years, "2025-02-28") == "2024-02-29...2025-02-28")
    #expect(Self.period(years, "2025-03-01") == "2025-03-01...2026-02-28")
    #expect(Self.period(years, "2028-02-29") == "2027-03-01...2028-02-29")
    // Weeks start on the start's weekday.
    let weeks = Self.calendar(.weekly([.monday]), start: "2026-11-19", periodsFromStart: true)
    #expect(Self.period(weeks, "2026-11-25") == "2026-11-19...2026-11-25")
  }

  @Test("ends after N occurrences: on the Nth due day; limits and one-off dates")
  func endsAndLimits() {
    let c = Self.calendar(.weekly([.monday]), start: "2026-11-16", occurrences: 3)
    #expect(c.end == day("2026-11-30"))
    #expect(!c.isDue(day("2026-12-07")) && c.period(containing: day("2026-12-01")) == nil)
    let once = Self.calendar(.once([day("2026-01-05"), day("2026-03-01")]), start: "2026-02-01", occurrences: 2)
    #expect(once.end == nil, "only one of the dates is on or after the start")
    let limit = Self.calendar(.limit(max: 2, per: .week), start: "2026-11-18", weekStart: .sunday)
    #expect(Self.due(limit, "2026-11-18", "2026-12-31").isEmpty)
    #expect(Self.period(limit, "2026-11-23") == "2026-11-22...2026-11-28")
    #expect(Self.period(Self.calendar(.limit(max: 0, per: .day), start: "2026-11-18"), "2026-11-23") == nil)
  }

  @Test("the engine's due days and periods equal the reference's over three years", arguments: 0..<2)
  func longHorizon(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 2_654_435_761 &+ 97))
    for _ in 0..<120 {
      let start = Day(year: 2024, month: 1, day: 1)! + generator.int(0...400)
      var habit = generator.chance(0.15) ? generator.limitHabit(start: start) : generator.habit(start: start)
      habit.until = habit.until.map { $0 + 900 }
      let log = generator.log(start: start, days: 60, goal: habit.goal)
      let through = start + 3 * 365
      let fast = HabitTimeline(habit: habit, start: start, log: log, today: start + 30, through: through)
      let reference = ReferenceEngine(habit: habit, start: start, log: log, today: start + 30)
      var d = start
      while d <= through {
        let segment = reference.separated ? reference.window(containing: d) : nil
        let fastSegment = reference.separated ? fast.segment(containing: d) : nil
        if fast.isDue(d) != reference.isDue(d) || segment != fastSegment {
          Issue.record("\(habit) start \(start): \(d) due fast \(fast.isDue(d)) reference \(reference.isDue(d)); period fast \(String(describing: fastSegment)) reference \(String(describing: segment))")
          return
        }
        d = d + 1
      }
    }
  }
}
