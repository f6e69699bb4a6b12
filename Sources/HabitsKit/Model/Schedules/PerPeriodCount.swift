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
  /// The first period, cut at the start, is due on its first days from the start.
  var dueWithinDaysOfStart: Int? { count > 0 ? 1 : nil }

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

  /// The first N days of each period as a rule:
  /// - `N days a week`: BYDAY the week start W and the N-1 days after it. The first week of a
  ///   line is clipped at its start and due on its own first days: the export writes it as
  ///   dates.
  /// - `N days a month`: `BYMONTHDAY=1,...,N` (a day a month lacks is not due, and that
  ///   month's days are all due, as "the first N days" says). With `periods from start` the
  ///   months begin on the start's day d: a rule only when d + N - 1 <= 28, so that every
  ///   period's first N days are the same days of the month.
  /// - `N days a year`: `BYMONTH=1;BYMONTHDAY=1,...,N` up to 31, else `BYYEARDAY=1,...,N` (366
  ///   is due only in leap years, when the year has it). With `periods from start`, as for
  ///   months: within the start's month, from a start that is not Feb 29.
  func recurrence(on calendar: HabitCalendar) -> RecurrenceRule? {
    let start = calendar.start
    switch period {
    case .week:
      if count >= 7 { return RecurrenceRule(.daily) }
      return RecurrenceRule.weekly(days: RecurrenceRule.consecutive(count, from: calendar.weekStart))
    case .month:
      var rule = RecurrenceRule(.monthly)
      if !calendar.periodsFromStart {
        rule.byMonthDay = Array(1...min(count, 31))
        return rule
      }
      let first = start.dayOfMonth
      guard first + count - 1 <= 28 else { return nil }
      rule.byMonthDay = Array(first...(first + count - 1))
      return rule
    case .year:
      var rule = RecurrenceRule(.yearly)
      if !calendar.periodsFromStart {
        if count <= 31 {
          rule.byMonth = [1]
          rule.byMonthDay = Array(1...count)
        } else {
          rule.byYearDay = Array(1...min(count, 366))
        }
        return rule
      }
      let first = start.dayOfMonth
      guard !(start.month == 2 && first == 29), first + count - 1 <= 28 else { return nil }
      rule.byMonth = [start.month]
      rule.byMonthDay = Array(first...(first + count - 1))
      return rule
    }
  }
}
