/// "Mon, Wed, Fri", "weekdays", "weekly on Sun": due on these weekdays of every week, the week
/// starting on the habit's week start.
struct WeeklyDays: ScheduleKind {
  /// Bit `w` for ISO weekday `w`.
  let weekdays: UInt8

  /// The kind of `.weekly(days)`.
  init(_ days: WeekdaySet) { weekdays = days.mask }

  var hasPeriods: Bool { true }
  var fixedPeriodLength: Int? { 7 }
  var periodNoun: String { "week" }
  var usesWeeks: Bool { true }
  var ignoresPeriods: Bool { true }
  /// Any seven days hold each weekday once (bit 0 is no weekday).
  var dueWithinDaysOfStart: Int? { weekdays & 0b1111_1110 != 0 ? 7 : nil }

  func unclippedPeriod(containing day: Day, on calendar: HabitCalendar) -> ClosedRange<Day>? {
    calendar.week(containing: day)
  }

  func marksPeriodStart(_ day: Day, gridWeekStart: Weekday, on calendar: HabitCalendar) -> Bool {
    day.weekday != gridWeekStart
  }

  @inline(__always)
  func isDue(_ cursor: DayCursor, periodStart: Day, unclippedPeriodStart: Day) -> Bool {
    weekdays & (1 << UInt8(cursor.weekday)) != 0
  }

  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, days: ClosedRange<Day>, periodStart: Day,
    unclippedStart: Day
  ) {
    DueMasks.markWeekdays(weekdays, flags, first: first, days: days)
  }

  /// The whole stretch in one go, as the weekdays do not depend on the weeks, and the weeks'
  /// starts counted out from the first day's: the default's generic walk (its period looked up
  /// through the kind, its questions asked of it) cost more than the marking on an era of a
  /// few weeks.
  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, from first: Day, through last: Day, on calendar: HabitCalendar,
    periodStarts starts: inout [Int32]
  ) {
    WeeklyDays.markDueDays(weekdays, flags, from: first, through: last, on: calendar, periodStarts: &starts)
  }

  /// `markDueDays(_:from:through:on:periodStarts:)` of the kind of `weekdays`, for a calendar
  /// that marks its eras from their plain shape (`DueShape`) as well as for the kind.
  @inline(__always)
  static func markDueDays(
    _ weekdays: UInt8, _ flags: UnsafeMutableBufferPointer<UInt8>, from first: Day, through last: Day,
    on calendar: HabitCalendar, periodStarts starts: inout [Int32]
  ) {
    guard first <= last else { return }
    let lastDay = min(last, calendar.end ?? Day.last)
    DueMasks.markWeekdays(weekdays, flags, first: first, days: first...lastDay)
    DueMasks.appendRunStarts(
      to: &starts, second: calendar.week(containing: first).upperBound + 1 - first, length: 7,
      lastOffset: lastDay - first)
  }

  func countsFromStart(periodsFromStart: Bool) -> Bool { periodsFromStart }

  /// `FREQ=WEEKLY;BYDAY=MO,WE,FR`: the week start plays no part.
  func recurrence(on calendar: HabitCalendar) -> RecurrenceRule? {
    RecurrenceRule.weekly(days: RecurrenceRule.weekdays(inMask: weekdays))
  }
}
