import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// RFC 5545 recurrence rules: what `RecurrenceRule.contains` says a rule means (RFC 5545's own
/// examples and edges), and each claim of `RecurrenceRule.matching` that a schedule is exactly
/// one rule, checked against the reference engine's due days over six years from many starts.
@Suite struct RecurrenceRuleTests {
  /// The occurrences of `rule` from `start` through `through`.
  static func occurrences(_ rule: RecurrenceRule, start: String, through: String) -> [String] {
    var days: [String] = []
    var d = day(start)
    while d <= day(through) {
      if rule.contains(d, start: day(start)) { days.append(d.description) }
      d = d + 1
    }
    return days
  }

  static func rule(
    _ frequency: RecurrenceRule.Frequency, interval: Int = 1, weekStart: Weekday = .monday, byMonth: [Int] = [],
    byMonthDay: [Int] = [], byYearDay: [Int] = [], byDay: [(Int?, Weekday)] = [], until: String? = nil
  ) -> RecurrenceRule {
    var rule = RecurrenceRule(frequency, interval: interval, weekStart: weekStart)
    rule.byMonth = byMonth
    rule.byMonthDay = byMonthDay
    rule.byYearDay = byYearDay
    rule.byDay = byDay.map { RecurrenceRule.WeekdayNumber($0.0, $0.1) }
    rule.until = until.map(day)
    return rule
  }

  @Test("RFC 5545's meaning: intervals, WKST, nth and last weekdays, days a month lacks, Feb 29, UNTIL")
  func meaning() {
    typealias T = RecurrenceRuleTests
    // Every other Friday from a Friday; UNTIL is inclusive.
    #expect(T.occurrences(T.rule(.weekly, interval: 2, byDay: [(nil, .friday)], until: "2026-12-04"), start: "2026-11-06", through: "2027-01-01")
      == ["2026-11-06", "2026-11-20", "2026-12-04"])
    // RFC 5545's WKST example: every other week on Tuesday and Sunday from Tue 1997-08-05.
    #expect(T.occurrences(T.rule(.weekly, interval: 2, weekStart: .monday, byDay: [(nil, .tuesday), (nil, .sunday)]), start: "1997-08-05", through: "1997-08-31")
      == ["1997-08-05", "1997-08-10", "1997-08-19", "1997-08-24"])
    #expect(T.occurrences(T.rule(.weekly, interval: 2, weekStart: .sunday, byDay: [(nil, .tuesday), (nil, .sunday)]), start: "1997-08-05", through: "1997-08-31")
      == ["1997-08-05", "1997-08-17", "1997-08-19", "1997-08-31"])
    // The 5th Thursday only in months with five; the last Friday; 31 skips short months.
    #expect(T.occurrences(T.rule(.monthly, byDay: [(5, .thursday)]), start: "2026-01-29", through: "2026-12-31")
      == ["2026-01-29", "2026-04-30", "2026-07-30", "2026-10-29", "2026-12-31"])
    #expect(T.occurrences(T.rule(.monthly, byDay: [(-1, .friday)]), start: "2026-01-30", through: "2026-04-30")
      == ["2026-01-30", "2026-02-27", "2026-03-27", "2026-04-24"])
    #expect(T.occurrences(T.rule(.monthly, byMonthDay: [31]), start: "2026-01-31", through: "2026-07-31")
      == ["2026-01-31", "2026-03-31", "2026-05-31", "2026-07-31"])
    #expect(T.occurrences(T.rule(.monthly, byMonthDay: [15, -1]), start: "2024-02-15", through: "2024-03-31")
      == ["2024-02-15", "2024-02-29", "2024-03-15", "2024-03-31"])
    // Every 3 months on the 1st Monday, counted from the start's month.
    #expect(T.occurrences(T.rule(.monthly, interval: 3, byDay: [(1, .monday)]), start: "2026-08-03", through: "2027-05-31")
      == ["2026-08-03", "2026-11-02", "2027-02-01", "2027-05-03"])
    // Feb 29 only in leap years; day 366 only in leap years.
    #expect(T.occurrences(T.rule(.yearly, byMonth: [2], byMonthDay: [29]), start: "2024-02-29", through: "2032-12-31")
      == ["2024-02-29", "2028-02-29", "2032-02-29"])
    #expect(T.occurrences(T.rule(.yearly, byYearDay: [366]), start: "2024-12-31", through: "2028-12-31") == ["2024-12-31", "2028-12-31"])
    #expect(T.occurrences(T.rule(.yearly, byMonth: [3, 9], byMonthDay: [1]), start: "2026-03-01", through: "2027-03-01")
      == ["2026-03-01", "2026-09-01", "2027-03-01"])
    #expect(T.occurrences(T.rule(.daily, interval: 3, until: "2026-11-10"), start: "2026-11-01", through: "2026-11-30")
      == ["2026-11-01", "2026-11-04", "2026-11-07", "2026-11-10"])
  }

  @Test("the rule's text: parts in order, UNTIL given by the writer, WKST only where it matters")
  func text() {
    typealias T = RecurrenceRuleTests
    #expect(T.rule(.weekly, byDay: [(nil, .monday), (nil, .wednesday)]).text(untilText: "20271121") == "FREQ=WEEKLY;UNTIL=20271121;BYDAY=MO,WE")
    #expect(T.rule(.weekly, interval: 2, weekStart: .sunday, byDay: [(nil, .friday)]).text(untilText: nil) == "FREQ=WEEKLY;INTERVAL=2;WKST=SU;BYDAY=FR")
    #expect(T.rule(.monthly, interval: 3, byDay: [(1, .monday), (-1, .friday)]).text(untilText: nil) == "FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO,-1FR")
    #expect(T.rule(.yearly, byMonth: [4], byMonthDay: [15]).text(untilText: "20300101T073000") == "FREQ=YEARLY;UNTIL=20300101T073000;BYMONTH=4;BYMONTHDAY=15")
    #expect(T.rule(.yearly, byYearDay: [1, 2]).text(untilText: nil) == "FREQ=YEARLY;BYYEARDAY=1,2")
  }

  /// Schedules that are exactly one rule, with the rule each gives.
  static let ruled: [(line: String, rule: String)] = [
    ("every day", "FREQ=DAILY"),
    ("Mon, Wed, Fri", "FREQ=WEEKLY;BYDAY=MO,WE,FR"),
    ("weekends; week starts on Sunday", "FREQ=WEEKLY;BYDAY=SA,SU"),
    ("4 days a week", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH"),
    ("3 days a week; week starts on Saturday", "FREQ=WEEKLY;BYDAY=SA,SU,MO"),
    ("2 days a week; periods from start", "FREQ=WEEKLY;BYDAY="),
    ("7 days a week", "FREQ=DAILY"),
    ("3 days a month", "FREQ=MONTHLY;BYMONTHDAY=1,2,3"),
    ("30 days a month", "FREQ=MONTHLY;BYMONTHDAY=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30"),
    ("2 days a year", "FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1,2"),
    ("40 days a year", "FREQ=YEARLY;BYYEARDAY=1,2,3"),
    ("366 days a year", "FREQ=YEARLY;BYYEARDAY=1,2,3"),
    ("monthly on the 1st and 15th", "FREQ=MONTHLY;BYMONTHDAY=1,15"),
    ("monthly on the 31st and last day", "FREQ=MONTHLY;BYMONTHDAY=31,-1"),
    ("every 2nd Sunday", "FREQ=MONTHLY;BYDAY=2SU"),
    ("the 5th Thursday and last Friday of the month", "FREQ=MONTHLY;BYDAY=5TH,-1FR"),
    ("last day of the month", "FREQ=MONTHLY;BYMONTHDAY=-1"),
    ("every 6 months on the 15th", "FREQ=MONTHLY;INTERVAL=6;BYMONTHDAY=15"),
    ("quarterly on the 1st Monday", "FREQ=MONTHLY;INTERVAL=3;BYDAY=1MO"),
    ("every other month on the last day", "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=-1"),
    ("every 3 days", "FREQ=DAILY;INTERVAL=3"),
    ("1 on 9 off", "FREQ=DAILY;INTERVAL=10"),
    ("3 on 4 off", "FREQ=WEEKLY;BYDAY="),
    ("2 on 12 off", "FREQ=WEEKLY;INTERVAL=2;WKST="),
    ("7 on 7 off", "FREQ=WEEKLY;INTERVAL=2;WKST="),
    ("every 2 weeks on Fri", "FREQ=WEEKLY;INTERVAL=2;WKST=MO;BYDAY=FR"),
    ("every 3 weeks on Sun, Mon; week starts on Sunday", "FREQ=WEEKLY;INTERVAL=3;WKST=SU;BYDAY=MO,SU"),
    ("every other Monday; week starts on Wednesday", "FREQ=WEEKLY;INTERVAL=2;WKST=WE;BYDAY=MO"),
    ("yearly on Apr 15", "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=15"),
    ("yearly on Mar 1 and Sep 1", "FREQ=YEARLY;BYMONTH=3,9;BYMONTHDAY=1"),
    ("yearly on Feb 29", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29"),
    ("every 2 years on Apr 15", "FREQ=YEARLY;INTERVAL=2;BYMONTH=4;BYMONTHDAY=15"),
    ("every 3 years on Jan 1 and Jul 1", "FREQ=YEARLY;INTERVAL=3;BYMONTH=1,7;BYMONTHDAY=1"),
    ("3 days a month; periods from start", "FREQ=MONTHLY;BYMONTHDAY="),
  ]

  /// Schedules that no one rule states.
  static let unruled = [
    "monthly on the 1st, 2nd Monday and last day", "3 on 2 off", "8 on 6 off",
    "yearly on Apr 15 and Oct 31", "on 2026-12-01 and 2027-06-01", "every 10 days after last",
    "20 days a month; periods from start", "2 on 6 off",
    "every 2 years on Apr 15 and Oct 31", "every 2 years on Apr 15; periods from start",
  ]

  /// A start every 37 days or so over two years, so every weekday, every day of the month and
  /// month ends come up.
  static let starts: [Day] = (0..<24).map { Day(year: 2024, month: 1, day: 3)! + $0 * 31 + $0 % 7 }

  @Test("each schedule claimed to be one rule gives that rule, and the rule is the due days over six years", arguments: ruled.map(\.line))
  func claimHolds(_ line: String) throws {
    let expectedRule = try #require(RecurrenceRuleTests.ruled.first { $0.line == line }?.rule)
    for start in RecurrenceRuleTests.starts {
      // The starts that make "periods from start" fit in a month (day + N - 1 <= 28) only.
      if line.hasSuffix("a month; periods from start") && start.dayOfMonth > 26 { continue }
      let h = habit("H: \(line); since \(start)")
      let range = start...(start.addingYears(6))
      let series = try RecurrenceRuleTests.series(h, range: range)
      let rules = series.filter { $0.rule != nil }
      #expect(rules.count == 1, "\(line) from \(start): \(series.map(\.uid))")
      guard let ruled = rules.first, let rule = ruled.rule else { continue }
      #expect(rule.text(untilText: nil).hasPrefix(expectedRule), "\(line) from \(start): \(rule.text(untilText: nil))")
      #expect(rule.until == range.upperBound)
      // Dates only for the line's first period, clipped by its start.
      let calendar = HabitCalendar(habit: h, start: start)
      let firstPeriodEnd = calendar.period(containing: start)?.upperBound ?? start
      for dates in series where dates.rule == nil {
        #expect(dates.occurrences.allSatisfy { $0 <= firstPeriodEnd }, "\(line) from \(start): dates \(dates.occurrences)")
      }
      RecurrenceRuleTests.expectDueDays(series, of: h, start: start, range: range)
    }
  }

  @Test("schedules no rule states are written as dates, and still give exactly the due days", arguments: unruled)
  func noRule(_ line: String) throws {
    for start in RecurrenceRuleTests.starts.prefix(8) {
      // From the first 8 days of a month, 20 days fit in every month: a rule.
      if line.hasSuffix("periods from start") && start.dayOfMonth <= 9 { continue }
      let h = habit("H: \(line); since \(start)")
      let range = start...(start.addingYears(3))
      let series = try RecurrenceRuleTests.series(h, range: range)
      #expect(series.allSatisfy { $0.rule == nil }, "\(line) from \(start)")
      RecurrenceRuleTests.expectDueDays(series, of: h, start: start, range: range)
    }
  }

  /// The series of `habit` (no log) over `range`, as of its start.
  static func series(_ habit: Habit, range: ClosedRange<Day>) throws -> [CalendarExportReport.Series] {
    let analysis = HabitAnalysis(habit: habit, log: HabitLog(), today: range.lowerBound, through: range.upperBound, lookahead: false)
    return CalendarExportReport(analyses: [analysis], range: range, today: range.lowerBound).series
  }

  /// Expects the series' occurrences, together, to be the due days of `habit` in `range` (no
  /// log: nothing paused): the engine's (`HabitPlan`) over the whole range, and the reference
  /// engine's own calendar's, which walks day by day and is slow, over its first two years.
  static func expectDueDays(_ series: [CalendarExportReport.Series], of habit: Habit, start: Day, range: ClosedRange<Day>) {
    let plan = HabitPlan(habit: habit, start: start)
    let reference = ReferenceEras(habit: habit, start: start, log: HabitLog(), today: range.lowerBound)
    let checked = min(range.upperBound, range.lowerBound.addingYears(2))
    var expected: [Day] = []
    var d = range.lowerBound
    while d <= range.upperBound {
      let due = plan.isDue(d)
      if d <= checked && start.number % 3 == 0 {
        #expect(reference.engine(d).isDue(d) == due, "\(habit.schedule) from \(start): the engines differ on \(d)")
      }
      if due { expected.append(d) }
      d = d + 1
    }
    let actual = series.flatMap(\.occurrences).sorted()
    #expect(actual == expected, "\(habit.schedule) from \(start): \(Set(actual).symmetricDifference(expected).sorted().prefix(5))")
  }
}
