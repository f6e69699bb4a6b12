/// "every 6 months on the 15th", "quarterly on the 1st Monday": periods of N whole calendar
/// months counted from the start's month, due on the monthly items in the first month of each
/// period (§18). From 2026-01-20, every 6 months on the 15th has the periods Jan-Jun and
/// Jul-Dec and is first due on Jul 15 (Jan 15 is before the start).
struct EveryNMonths: ScheduleKind {
  /// The period's length in months, at least 2 (every 1 month is `MonthlyItems`).
  let months: Int
  /// The days due in the first month of each period.
  let items: MonthlyItems

  /// The kind of `.everyNMonths(months:_:)`.
  init(months: Int, _ rule: MonthlyRule) {
    self.months = months
    items = MonthlyItems(rule)
  }

  var hasPeriods: Bool { true }
  var periodNoun: String { months == 3 ? "quarter" : "period" }
  var ignoresPeriods: Bool { false }

  /// Whole calendar months, N at a time from the start's month; `periods from start` has no
  /// effect (the resolver says so).
  func unclippedPeriod(containing day: Day, on calendar: HabitCalendar) -> ClosedRange<Day>? {
    calendar.monthBlock(of: months, containing: day)
  }

  func marksPeriodStart(_ day: Day, gridWeekStart: Weekday, on calendar: HabitCalendar) -> Bool {
    day.dayOfMonth != 1
  }

  @inline(__always)
  func isDue(_ cursor: DayCursor, periodStart: Day, unclippedPeriodStart: Day) -> Bool {
    // Periods start on the first of a month: the day is in that month when its offset from
    // the period's start is its day of month less one.
    cursor.day - unclippedPeriodStart == cursor.dayOfMonth - 1 && items.isDueInMonth(cursor)
  }

  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, days: ClosedRange<Day>, periodStart: Day,
    unclippedStart: Day
  ) {
    // Due only in the first month of the period (which starts on the 1st of a month).
    let upper = min(days.upperBound, unclippedStart.lastOfMonth)
    guard days.lowerBound <= upper else { return }
    items.markDueDays(flags, first: first, days: days.lowerBound...upper, periodStart: periodStart, unclippedStart: unclippedStart)
  }

  func countsFromStart(periodsFromStart: Bool) -> Bool { true }

  func noEffectReason(_ option: HabitOption) -> String? {
    if case .periodsFromStart = option { return "every N months always counts whole months from the start's month" }
    return commonNoEffectReason(option)
  }

  /// The months visited: anchored to the start's month; without `since` the start is the first
  /// log entry, so any month may be.
  func monthlyItems(since: Day?) -> (rule: MonthlyRule, months: [Int])? {
    guard let since else { return (items.rule, Array(1...12)) }
    return (items.rule, (1...12).filter { Day.floorMod($0 - since.month, months) == 0 })
  }

  /// The monthly items' rule with `INTERVAL=N`: periods of N months from the start's month, due
  /// in the first month of each; a series that starts on a due day counts its months from
  /// there.
  func recurrence(on calendar: HabitCalendar) -> RecurrenceRule? {
    RecurrenceRule.monthly(items.rule, interval: months)
  }
}
