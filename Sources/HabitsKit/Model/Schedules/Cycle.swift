/// "3 on 2 off", "every 3 days" (1 on 2 off): `on` due days then `off` rest days, repeating
/// from the start date. From 2024-01-01, 3 on 2 off is due 01-01..03, off 01-04..05, due
/// 01-06..08.
struct Cycle: ScheduleKind {
  /// Due days at the start of each cycle.
  let on: Int
  /// Rest days after them.
  let off: Int

  var hasPeriods: Bool { true }
  var fixedPeriodLength: Int? { on + off }
  var periodNoun: String { "cycle" }
  var ignoresPeriods: Bool { false }
  /// The first cycle starts on the start, due on its first `on` days.
  var dueWithinDaysOfStart: Int? { on > 0 ? 1 : nil }

  func unclippedPeriod(containing day: Day, on calendar: HabitCalendar) -> ClosedRange<Day>? {
    calendar.run(of: on + off, from: calendar.start, containing: day)
  }

  @inline(__always)
  func isDue(_ cursor: DayCursor, periodStart: Day, unclippedPeriodStart: Day) -> Bool {
    cursor.day - periodStart < on
  }

  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, days: ClosedRange<Day>, periodStart: Day,
    unclippedStart: Day
  ) {
    DueMasks.markRun(flags, first: first, from: days.lowerBound, through: min(days.upperBound, periodStart + (on - 1)))
  }

  /// The cycles follow each other every `on + off` days from the start: their starts are
  /// counted out and each one's on-days marked as a run here, where the default called through
  /// the kind once a cycle of a few days (about 750 instructions an era of about 18 days).
  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, from first: Day, through last: Day, on calendar: HabitCalendar,
    periodStarts starts: inout [Int32]
  ) {
    guard first <= last else { return }
    let length = on + off
    let lastOffset = min(last, calendar.end ?? Day.last) - first
    let startOffset = calendar.start - first
    // Offsets from `first`: the cycle holding it starts `into` days before it.
    var cycleStart = -Day.floorMod(first - calendar.start, length)
    DueMasks.appendRunStarts(to: &starts, second: cycleStart + length, length: length, lastOffset: lastOffset)
    while cycleStart <= lastOffset {
      // Due from the cycle's first day (clipped to the start) for `on` days.
      let upper = min(cycleStart + length - 1, lastOffset, max(cycleStart, startOffset) + on - 1)
      var i = max(cycleStart, 0)
      while i <= upper {
        flags[i] |= DayFlag.due
        i += 1
      }
      cycleStart += length
    }
  }

  func countsFromStart(periodsFromStart: Bool) -> Bool { true }

  func noEffectReason(_ option: HabitOption) -> String? {
    if case .periodsFromStart = option { return "cycles always count from the start date" }
    return commonNoEffectReason(option)
  }

  /// `every N days` (1 on) is `FREQ=DAILY;INTERVAL=N`; a cycle of a whole number of weeks
  /// (`3 on 4 off`, `2 on 12 off`) is `FREQ=WEEKLY;INTERVAL=weeks` with the on-days as BYDAY
  /// and WKST the start's weekday, so each cycle's on-days fall in the first week of its
  /// interval. Other cycles run across weeks and months: nil.
  func recurrence(on calendar: HabitCalendar) -> RecurrenceRule? {
    let length = on + off
    if on == 1 { return RecurrenceRule(.daily, interval: length) }
    guard length % 7 == 0, on <= 7 else { return nil }
    var rule = RecurrenceRule(.weekly, interval: length / 7, weekStart: calendar.start.weekday)
    rule.byDay = RecurrenceRule.consecutive(on, from: calendar.start.weekday).map { RecurrenceRule.WeekdayNumber(nil, $0) }
    return rule
  }
}
