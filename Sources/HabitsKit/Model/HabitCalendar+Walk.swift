extension HabitCalendar {
  /// Visits the days `first...last` in order, with whether each is due and where its period
  /// starts: the same answers as `isDue(_:)` and `period(containing:)`, in a few instructions
  /// a day.
  ///
  /// Periods are found once each and the civil date is carried from day to day, so walking a
  /// decade costs little more than its number of days.
  /// - Parameters:
  ///   - first: the first day, at or after `start`.
  ///   - last: the last day, at most `end`.
  ///   - visit: gets the day's offset from `first`, whether it is due, and the offset from
  ///     `first` of its period's first day (0 for every-day and one-off schedules); returns
  ///     false to stop the walk.
  func walk(from first: Day, through last: Day, _ visit: (_ offset: Int, _ isDue: Bool, _ periodStart: Int) -> Bool) {
    guard first <= last else { return }
    switch schedule {
    case .everyDay:
      for offset in 0...(last - first) where !visit(offset, true, 0) { return }
    case .once, .afterLast:
      let dates: [Day]
      if case .once(let list) = schedule { dates = list } else { dates = [] }
      let sorted = dates.sorted()
      var next = sorted.startIndex
      for offset in 0...(last - first) {
        let day = first + offset
        while next < sorted.endIndex && sorted[next] < day { next += 1 }
        if !visit(offset, next < sorted.endIndex && sorted[next] == day, 0) { return }
      }
    default:
      walkPeriods(from: first, through: last, visit)
    }
  }

  /// The first day of `days` (clipped to the calendar's start and end) that is due, if any:
  /// one walk.
  package func firstDueDay(in days: ClosedRange<Day>) -> Day? {
    let lower = max(days.lowerBound, start)
    let upper = min(days.upperBound, end ?? Day.last)
    guard lower <= upper else { return nil }
    var found: Day?
    walk(from: lower, through: upper) { offset, due, _ in
      if due { found = lower + offset }
      return !due
    }
    return found
  }

  private func walkPeriods(from first: Day, through last: Day, _ visit: (Int, Bool, Int) -> Bool) {
    var cursor = DayCursor(first)
    var periodStart = first
    var periodEnd = first - 1
    var unclippedStart = first
    var offset = 0
    while cursor.day <= last {
      if cursor.day > periodEnd, let period = period(containing: cursor.day) {
        periodStart = period.lowerBound
        periodEnd = period.upperBound
        switch schedule {
        case .everyNWeeks, .everyNMonths:
          unclippedStart = unclippedPeriod(containing: cursor.day)?.lowerBound ?? periodStart
        default:
          break
        }
      }
      let due = rule.isDue(cursor, periodStart: periodStart, unclippedPeriodStart: unclippedStart)
      if !visit(offset, due, periodStart - first) { return }
      cursor.advance()
      offset += 1
    }
  }
}
