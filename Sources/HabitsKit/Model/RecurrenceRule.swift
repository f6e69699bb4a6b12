/// An RFC 5545 recurrence rule (`RRULE`) of days: the parts `habits export ical` writes, and
/// which days it makes occurrences. A schedule kind states its due days as one where one rule
/// says them (`ScheduleKind.recurrence(on:)`); the export writes its text
/// (HabitsReports, `RecurrenceRule+Text`).
///
/// `contains(_:start:)` states RFC 5545 §3.3.10's meaning of the rule part by part, on its own
/// terms (not from a schedule): a day is an occurrence when it is on or after the series'
/// start, on or before `until`, in a period (day, week from `weekStart`, month, year) that is
/// a whole number of `interval`s from the start's, and every BYxxx part given admits it. That
/// is exact for the rules written here, which always name the days they expand to (BYDAY for
/// weeks, BYMONTHDAY or BYDAY for months, BYMONTH with BYMONTHDAY, or BYYEARDAY, for years),
/// so none falls back on the start's own day, and use no BYSETPOS. A day a part names that a
/// month or year lacks (the 31st of April, Feb 29 of 2027) is no occurrence, as RFC 5545
/// says of invalid dates.
///
/// ```
/// // RecurrenceRule(.weekly, interval: 2, weekStart: .sunday, byDay: [(nil, .friday)])
/// // FREQ=WEEKLY;INTERVAL=2;WKST=SU;BYDAY=FR: every other Friday from the start's week.
/// ```
package struct RecurrenceRule: Hashable, Sendable {
  /// The unit the rule repeats in.
  package enum Frequency: String, Hashable, Sendable {
    case daily = "DAILY", weekly = "WEEKLY", monthly = "MONTHLY", yearly = "YEARLY"
  }

  /// A weekday, with its occurrence in the month or year (1...5, or -1 for the last) or nil
  /// for every such weekday.
  package struct WeekdayNumber: Hashable, Sendable {
    /// The occurrence, 1...5 or -5...-1 (from the end), nil for every one.
    package var ordinal: Int?
    /// The weekday.
    package var weekday: Weekday

    /// Creates a weekday part.
    package init(_ ordinal: Int?, _ weekday: Weekday) {
      self.ordinal = ordinal
      self.weekday = weekday
    }
  }

  /// FREQ.
  package var frequency: Frequency
  /// INTERVAL: every how many days, weeks, months or years (1 is left out of the text).
  package var interval: Int = 1
  /// WKST: where weeks begin, which matters to weekly rules with an interval over 1.
  package var weekStart: Weekday = .monday
  /// BYMONTH: months 1...12.
  package var byMonth: [Int] = []
  /// BYMONTHDAY: days of the month, 1...31 or -31...-1 (from the end: -1 is the last day).
  package var byMonthDay: [Int] = []
  /// BYYEARDAY: days of the year, 1...366.
  package var byYearDay: [Int] = []
  /// BYDAY: weekdays, with their occurrence in the month for monthly rules.
  package var byDay: [WeekdayNumber] = []
  /// UNTIL: the last day an occurrence may fall on (inclusive); nil runs on.
  package var until: Day?

  /// A rule repeating every `interval` days, weeks, months or years.
  package init(_ frequency: Frequency, interval: Int = 1, weekStart: Weekday = .monday) {
    self.frequency = frequency
    self.interval = interval
    self.weekStart = weekStart
  }

  /// Whether `day` is an occurrence of the rule for a series starting on `start` (which the
  /// rule must itself produce, as RFC 5545 asks of DTSTART).
  package func contains(_ day: Day, start: Day) -> Bool {
    guard day >= start, until.map({ day <= $0 }) ?? true else { return false }
    guard isInStep(day, start: start) else { return false }
    if !byMonth.isEmpty && !byMonth.contains(day.month) { return false }
    if !byMonthDay.isEmpty && !byMonthDay.contains(where: { RecurrenceRule.monthDay($0, matches: day) }) {
      return false
    }
    if !byYearDay.isEmpty && !byYearDay.contains(where: { RecurrenceRule.yearDay($0, matches: day) }) {
      return false
    }
    if !byDay.isEmpty && !byDay.contains(where: { matches($0, day) }) { return false }
    return true
  }

  /// Whether the period (day, week, month or year) holding `day` is a whole number of
  /// intervals after the one holding `start`.
  private func isInStep(_ day: Day, start: Day) -> Bool {
    guard interval > 1 else { return true }
    let steps: Int
    switch frequency {
    case .daily: steps = day - start
    case .weekly: steps = (weekBeginning(day) - weekBeginning(start)) / 7
    case .monthly: steps = day.monthNumber - start.monthNumber
    case .yearly: steps = day.year - start.year
    }
    return steps % interval == 0
  }

  /// The first day of the week (from `weekStart`) holding `day`.
  private func weekBeginning(_ day: Day) -> Day { day - day.weekday.offset(from: weekStart) }

  /// Whether BYMONTHDAY's `value` (1...31, or from the end when negative) names `day`.
  private static func monthDay(_ value: Int, matches day: Day) -> Bool {
    value > 0 ? day.dayOfMonth == value : day.lengthOfMonth + 1 + value == day.dayOfMonth
  }

  /// Whether BYYEARDAY's `value` (1...366, or from the end when negative) names `day`.
  private static func yearDay(_ value: Int, matches day: Day) -> Bool {
    let ordinal = day - Day(year: day.year, month: 1, day: 1)! + 1
    return value > 0 ? ordinal == value : Day.daysInYear(day.year) + 1 + value == ordinal
  }

  /// Whether BYDAY's `part` names `day`: its weekday, and its occurrence in the month (in the
  /// year for a yearly rule without BYMONTH) when the part has one.
  private func matches(_ part: WeekdayNumber, _ day: Day) -> Bool {
    guard day.weekday == part.weekday else { return false }
    guard let ordinal = part.ordinal else { return true }
    let inYear = frequency == .yearly && byMonth.isEmpty
    let first = inYear ? Day(year: day.year, month: 1, day: 1)! : day.firstOfMonth
    let last = inYear ? Day(year: day.year, month: 12, day: 31)! : day.lastOfMonth
    return ordinal > 0 ? (day - first) / 7 + 1 == ordinal : -((last - day) / 7 + 1) == ordinal
  }
}

extension RecurrenceRule {
  /// A weekly rule on `days`.
  static func weekly(days: [Weekday]) -> RecurrenceRule {
    var rule = RecurrenceRule(.weekly)
    rule.byDay = days.map { WeekdayNumber(nil, $0) }
    return rule
  }

  /// The weekdays of `mask` (bit `n` for ISO weekday `n`, as `WeekdaySet.mask`), in week order
  /// from Monday.
  static func weekdays(inMask mask: UInt8) -> [Weekday] {
    Weekday.allCases.filter { mask & (1 << UInt8($0.isoNumber)) != 0 }
  }

  /// `count` weekdays from `first` on, in week order.
  static func consecutive(_ count: Int, from first: Weekday) -> [Weekday] {
    var days: [Weekday] = []
    var day = first
    for _ in 0..<count {
      days.append(day)
      day = day.next
    }
    return days
  }

  /// A monthly rule every `interval` months on `monthly`'s days, if one rule says them all:
  /// days of the month and the last day are BYMONTHDAY (-1 the last day), nth weekdays BYDAY
  /// (`2MO`, `-1FR`); a rule mixing both is the union of two rules, which one RRULE cannot say
  /// (BYDAY would narrow BYMONTHDAY): nil.
  static func monthly(_ monthly: MonthlyRule, interval: Int) -> RecurrenceRule? {
    var rule = RecurrenceRule(.monthly, interval: interval)
    let byNumber = !monthly.days.isEmpty || monthly.lastDay
    switch (byNumber, !monthly.weekdays.isEmpty) {
    case (true, false):
      rule.byMonthDay = Array(monthly.days) + (monthly.lastDay ? [-1] : [])
    case (false, true):
      var parts: [WeekdayNumber] = []
      for nth in monthly.weekdays {
        let part = WeekdayNumber(nth.ordinal == NthWeekday.last ? -1 : nth.ordinal, nth.weekday)
        if !parts.contains(part) { parts.append(part) }
      }
      rule.byDay = parts
    default:
      return nil
    }
    return rule
  }
}
