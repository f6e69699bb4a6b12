/// A kind whose calendar makes no day due: the log decides which days are (after last, whose
/// due days are pinned from it; a rolling window, judged day by day), or no day ever is
/// (tracked values, a rolling limit). None has calendar periods. What they all answer of
/// periods and due days is written here once, each kind adding what is its own.
protocol UndatedKind: ScheduleKind {}

extension UndatedKind {
  var hasPeriods: Bool { false }
  var ignoresPeriods: Bool { true }
  var dueDaysFollowFromSchedule: Bool { false }

  func unclippedPeriod(containing day: Day, on calendar: HabitCalendar) -> ClosedRange<Day>? { nil }

  /// Nothing is due by the calendar: the log decides, if anything does.
  func isDue(_ cursor: DayCursor, periodStart: Day, unclippedPeriodStart: Day) -> Bool { false }

  func isDue(_ day: Day, on calendar: HabitCalendar) -> Bool { false }

  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, days: ClosedRange<Day>, periodStart: Day,
    unclippedStart: Day
  ) {}

  func walk(
    from first: Day, through last: Day, on calendar: HabitCalendar,
    _ visit: (_ offset: Int, _ isDue: Bool, _ periodStart: Int) -> Bool
  ) {
    OneOff.walk(dates: [], from: first, through: last, visit)
  }
}
