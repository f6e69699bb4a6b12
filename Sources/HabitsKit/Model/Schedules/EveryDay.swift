/// "every day", "daily": every day is due, and there are no periods. Backlog and completing
/// ahead are off unless the habit turns them on, as in the reference app.
struct EveryDay: ScheduleKind {
  var hasPeriods: Bool { false }
  var periodNoun: String { "day" }
  var ignoresPeriods: Bool { true }
  var catchesUpByDefault: Bool { false }
  /// The start is due.
  var dueWithinDaysOfStart: Int? { 1 }

  func unclippedPeriod(containing day: Day, on calendar: HabitCalendar) -> ClosedRange<Day>? { nil }

  /// Every day of the stretch due, in one period.
  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, from first: Day, through last: Day, on calendar: HabitCalendar,
    periodStarts starts: inout [Int32]
  ) {
    EveryDay.markDueDays(flags, from: first, through: last, periodStarts: &starts)
  }

  /// `markDueDays(_:from:through:on:periodStarts:)` of the kind, for a calendar that marks its
  /// eras from their plain shape (`DueShape`) as well as for the kind.
  @inline(__always)
  static func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, from first: Day, through last: Day, periodStarts starts: inout [Int32]
  ) {
    guard first <= last else { return }
    DueMasks.markRun(flags, first: first, from: first, through: last)
    starts.append(0)
  }

  func isDue(_ cursor: DayCursor, periodStart: Day, unclippedPeriodStart: Day) -> Bool { true }

  func isDue(_ day: Day, on calendar: HabitCalendar) -> Bool { true }

  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, days: ClosedRange<Day>, periodStart: Day,
    unclippedStart: Day
  ) {
    DueMasks.markRun(flags, first: first, from: days.lowerBound, through: days.upperBound)
  }

  func walk(
    from first: Day, through last: Day, on calendar: HabitCalendar,
    _ visit: (_ offset: Int, _ isDue: Bool, _ periodStart: Int) -> Bool
  ) {
    guard first <= last else { return }
    for offset in 0...(last - first) where !visit(offset, true, 0) { return }
  }

  func nthDueDay(_ n: Int, on calendar: HabitCalendar) -> Day? { calendar.start + (n - 1) }

  func countsFromStart(periodsFromStart: Bool) -> Bool { false }

  /// `FREQ=DAILY`.
  func recurrence(on calendar: HabitCalendar) -> RecurrenceRule? { RecurrenceRule(.daily) }
}
