/// "4 days a week", "3 days a month", "10 days a year", "weekly": due on the first N days of
/// each period; a first period cut short by the start is due on its first min(N, length) days
/// (§5, §18).
struct PerPeriodCount: ScheduleKind {
  /// Due days at the start of each period.
  let count: Int
  /// The period counted in.
  let period: Schedule.CountPeriod

  var hasPeriods: Bool { true }
  var fixedPeriodLength: Int? { period == .week ? 7 : nil }
  var periodNoun: String { period.rawValue }
  var usesWeeks: Bool { period == .week }
  var ignoresPeriods: Bool { false }

  func unclippedPeriod(containing day: Day, on calendar: HabitCalendar) -> ClosedRange<Day>? {
    switch period {
    case .week: calendar.week(containing: day)
    case .month: calendar.month(containing: day)
    case .year: calendar.year(containing: day)
    }
  }

  func marksPeriodStart(_ day: Day, gridWeekStart: Weekday, on calendar: HabitCalendar) -> Bool {
    switch period {
    case .week: day.weekday != gridWeekStart
    case .month: calendar.periodsFromStart || day.dayOfMonth != 1
    case .year: true
    }
  }

  @inline(__always)
  func isDue(_ cursor: DayCursor, periodStart: Day, unclippedPeriodStart: Day) -> Bool {
    cursor.day - periodStart < count
  }

  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, days: ClosedRange<Day>, periodStart: Day,
    unclippedStart: Day
  ) {
    DueMasks.markRun(flags, first: first, from: days.lowerBound, through: min(days.upperBound, periodStart + (count - 1)))
  }

  func countsFromStart(periodsFromStart: Bool) -> Bool { periodsFromStart }
}
