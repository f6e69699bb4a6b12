extension HabitCalendar {
  /// Sets `DayFlag.due` in `flags` on the due days from `first` through `last` (vacations
  /// play no part), and returns where the periods start: the offset from `first` of the first
  /// day of each period from `first` on, the first one 0 (`[0]` for schedules without periods).
  ///
  /// The same due days as `walk` and `isDue(_:)`, found a period at a time: each period is
  /// looked up once and its due days are set from `DueRule`'s masks, so the cost is a few
  /// instructions a due day rather than a cursor moved and a rule asked every day.
  /// - Parameters:
  ///   - flags: one byte a day from `first`, at least `last - first + 1` of them.
  ///   - first: the first day, at or after `start`.
  ///   - last: the last day, at most `end`.
  func markDueDays(_ flags: UnsafeMutableBufferPointer<UInt8>, from first: Day, through last: Day) -> [Int32] {
    guard first <= last else { return [] }
    if case .once(let dates) = schedule {
      for date in dates where date >= first && date <= last { flags[date - first] |= DayFlag.due }
      return [0]
    }
    guard var period = unclippedPeriod(containing: first) else {
      // No periods (every day, or a daily limit): one stretch.
      rule.markDueDays(flags, first: first, days: first...last, periodStart: first, unclippedStart: first)
      return [0]
    }
    let lastDay = min(last, end ?? Day.last)
    // Due days that do not depend on the periods (weekdays, days of the month) are marked in
    // one go; the others a period at a time.
    let byPeriod = !rule.ignoresPeriods
    if !byPeriod {
      rule.markDueDays(flags, first: first, days: first...lastDay, periodStart: first, unclippedStart: first)
    }
    // Weeks and cycles follow each other at a fixed length: their starts are counted out.
    if let length = fixedPeriodLength {
      let second = period.upperBound + 1 - first
      let later = lastDay - first >= second ? (lastDay - first - second) / length + 1 : 0
      let starts = [Int32](unsafeUninitializedCapacity: later + 1) { starts, count in
        starts[0] = 0
        for k in 0..<later { starts[k + 1] = Int32(truncatingIfNeeded: second + k * length) }
        count = later + 1
      }
      if byPeriod {
        var day = first
        while day <= lastDay {
          let upper = min(period.upperBound, lastDay)
          rule.markDueDays(
            flags, first: first, days: day...upper, periodStart: max(period.lowerBound, start),
            unclippedStart: period.lowerBound)
          day = upper + 1
          period = (period.lowerBound + length)...(period.upperBound + length)
        }
      }
      return starts
    }
    // Months and years, each looked up.
    var starts: [Int32] = []
    starts.reserveCapacity((last - first) / 28 + 2)
    var day = first
    while day <= lastDay {
      let upper = min(period.upperBound, lastDay)
      starts.append(Int32(truncatingIfNeeded: day - first))
      if byPeriod {
        rule.markDueDays(
          flags, first: first, days: day...upper, periodStart: max(period.lowerBound, start),
          unclippedStart: period.lowerBound)
      }
      day = upper + 1
      guard day <= lastDay, let next = unclippedPeriod(containing: day) else { break }
      period = next
    }
    return starts
  }

  /// The length of every period when all are alike (weeks, runs of weeks, cycles); nil for
  /// months and years, and for schedules without periods.
  private var fixedPeriodLength: Int? {
    switch schedule {
    case .weekly, .perPeriod(_, .week), .limit(_, .week): 7
    case .everyNWeeks(let weeks, _): 7 * weeks
    case .cycle(let on, let off): on + off
    default: nil
    }
  }
}
