/// "on 2026-12-01 and 2027-06-01": due on these dates only. No periods: a missed date can be
/// made up on any later day (backlog is on). A line with no date left has nothing to log.
struct OneOff: ScheduleKind {
  /// The dates as parsed (sorted, each once).
  let list: [Day]

  /// The kind of `.once(dates)`.
  init(_ dates: [Day]) { list = dates }

  var dates: [Day]? { list }

  var hasPeriods: Bool { false }
  var periodNoun: String { "day" }
  var ignoresPeriods: Bool { true }

  func unclippedPeriod(containing day: Day, on calendar: HabitCalendar) -> ClosedRange<Day>? { nil }

  func isDue(_ cursor: DayCursor, periodStart: Day, unclippedPeriodStart: Day) -> Bool { list.contains(cursor.day) }

  func isDue(_ day: Day, on calendar: HabitCalendar) -> Bool { list.contains(day) }

  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, days: ClosedRange<Day>, periodStart: Day,
    unclippedStart: Day
  ) {
    for date in list where days.contains(date) { flags[date - first] |= DayFlag.due }
  }

  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, from first: Day, through last: Day, on calendar: HabitCalendar,
    periodStarts: inout [Int32]
  ) {
    guard first <= last else { return }
    markDueDays(flags, first: first, days: first...last, periodStart: first, unclippedStart: first)
    periodStarts.append(0)
  }

  /// The dates in order against the days, one comparison a day.
  func walk(
    from first: Day, through last: Day, on calendar: HabitCalendar,
    _ visit: (_ offset: Int, _ isDue: Bool, _ periodStart: Int) -> Bool
  ) {
    OneOff.walk(dates: list.sorted(), from: first, through: last, visit)
  }

  /// Visits `first...last` with whether each is one of `sorted`.
  static func walk(dates sorted: [Day], from first: Day, through last: Day, _ visit: (Int, Bool, Int) -> Bool) {
    guard first <= last else { return }
    var next = sorted.startIndex
    for offset in 0...(last - first) {
      let day = first + offset
      while next < sorted.endIndex && sorted[next] < day { next += 1 }
      if !visit(offset, next < sorted.endIndex && sorted[next] == day, 0) { return }
    }
  }

  func nthDueDay(_ n: Int, on calendar: HabitCalendar) -> Day? {
    let due = list.filter { $0 >= calendar.start }
    return due.count >= n ? due[n - 1] : nil
  }

  func countsFromStart(periodsFromStart: Bool) -> Bool { false }

  /// A one-off has no cadence before its date: the window opens on its next date.
  func graceWindowStart(from: Day) -> Day? { list.filter { $0 >= from }.min() }
}
