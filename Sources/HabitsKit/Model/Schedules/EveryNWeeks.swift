/// "every 2 weeks on Fri": periods of N weeks, aligned to the week start, the first one holding
/// the start date; due on the weekdays in the first week of each period only (§18).
struct EveryNWeeks: ScheduleKind {
  /// The period's length in weeks, at least 2 (every 1 week is `WeeklyDays`).
  let weeks: Int
  /// Bit `w` for ISO weekday `w`.
  let weekdays: UInt8

  /// The kind of `.everyNWeeks(weeks:days:)`.
  init(weeks: Int, days: WeekdaySet) {
    self.weeks = weeks
    weekdays = days.mask
  }

  var hasPeriods: Bool { true }
  var fixedPeriodLength: Int? { 7 * weeks }
  var periodNoun: String { weeks == 2 ? "fortnight" : "period" }
  var usesWeeks: Bool { true }
  var ignoresPeriods: Bool { false }

  func unclippedPeriod(containing day: Day, on calendar: HabitCalendar) -> ClosedRange<Day>? {
    calendar.run(of: 7 * weeks, from: calendar.alignedWeekStart, containing: day)
  }

  @inline(__always)
  func isDue(_ cursor: DayCursor, periodStart: Day, unclippedPeriodStart: Day) -> Bool {
    weekdays & (1 << UInt8(cursor.weekday)) != 0 && cursor.day - unclippedPeriodStart < 7
  }

  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, days: ClosedRange<Day>, periodStart: Day,
    unclippedStart: Day
  ) {
    let upper = min(days.upperBound, unclippedStart + 6)
    guard days.lowerBound <= upper else { return }
    DueMasks.markWeekdays(weekdays, flags, first: first, days: days.lowerBound...upper)
  }

  func countsFromStart(periodsFromStart: Bool) -> Bool { true }

  /// `FREQ=WEEKLY;INTERVAL=N;WKST=W;BYDAY=DAYS`, W the week start: the periods are N weeks from
  /// W and due in their first week, as RFC 5545 counts weeks.
  func recurrence(on calendar: HabitCalendar) -> RecurrenceRule? {
    var rule = RecurrenceRule(.weekly, interval: weeks, weekStart: calendar.weekStart)
    rule.byDay = RecurrenceRule.weekdays(inMask: weekdays).map { RecurrenceRule.WeekdayNumber(nil, $0) }
    return rule
  }
}
