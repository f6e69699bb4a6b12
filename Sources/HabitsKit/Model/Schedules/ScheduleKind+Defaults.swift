/// The answers of a kind judged by its due days in calendar periods (§4, §5, §7.1): what a kind
/// does not state itself.
extension ScheduleKind {
  var fixedPeriodLength: Int? { nil }
  var usesWeeks: Bool { false }
  func marksPeriodStart(_ day: Day, gridWeekStart: Weekday, on calendar: HabitCalendar) -> Bool { true }
  var dates: [Day]? { nil }
  var dueDaysFollowFromSchedule: Bool { true }
  var dueWithinDaysOfStart: Int? { nil }
  var keepsDueDaysApart: Bool { false }
  var catchesUpByDefault: Bool { true }
  var takesValues: Bool { false }
  func monthlyItems(since: Day?) -> (rule: MonthlyRule, months: [Int])? { nil }
  func unreachableDates(from start: Day, periodsFromStart: Bool) -> [MonthDay] { [] }
  func recurrence(on calendar: HabitCalendar) -> RecurrenceRule? { nil }
  func target(goal: Int) -> HabitTarget { .atLeast(goal) }
  var pinsDueDaysFromLog: Bool { false }
  var judgesByOwnRule: Bool { false }

  var eraFacts: EraFacts {
    // The target's shape does not depend on the goal: a goal's is `.atLeast(goal)`.
    let target = target(goal: 1)
    return EraFacts(
      asksForGoal: target.isGoal, isLimit: target.isLimit, hasPeriods: hasPeriods, keepsDueDaysApart: keepsDueDaysApart,
      takesValues: takesValues, usesWeeks: usesWeeks, pinsDueDaysFromLog: pinsDueDaysFromLog,
      judgesByOwnRule: judgesByOwnRule)
  }
  func pinned(_ habit: Habit, start: Day, log: HabitLog) -> Habit? { nil }
  func statusRules(of era: HabitEra, counts: UnsafeBufferPointer<Int>, flags: UnsafeMutableBufferPointer<UInt8>, today: Day) -> [StatusRule]? { nil }
  func streaks(rules: UnsafeBufferPointer<StatusRule>, first: Day, through lastIndex: Int, carrying: Bool) -> [Streak]? { nil }
  func window(ending day: Day, from start: Day, goal: Int, count: (Day) -> Int, paused: (Day) -> Bool) -> WindowStanding? { nil }
  func attention(of analysis: HabitAnalysis) -> AttentionFinding? { nil }
  func graceWindowStart(from: Day) -> Day? { from }
  func defaultGraceLastDay(from: Day) -> Day? { nil }
  func occurrencesLeft(on day: Day, on calendar: HabitCalendar, count: (Day) -> Int) -> Int? { nil }
  var whyPhrase: String? { nil }

  func noEffectReason(_ option: HabitOption) -> String? { commonNoEffectReason(option) }

  /// Why `option` does nothing, for what every kind shares: the week start without weeks, and
  /// `periods from start` or `carry over` without periods.
  func commonNoEffectReason(_ option: HabitOption) -> String? {
    switch option {
    case .weekStart where !usesWeeks: "only weekly schedules have weeks"
    case .periodsFromStart where !hasPeriods: "this schedule has no periods"
    case .carryOver where !hasPeriods: "this schedule has no periods: surplus and deficit always carry over"
    default: nil
    }
  }

  /// The period's due days found afresh for one day (the walk carries them along instead).
  func isDue(_ day: Day, on calendar: HabitCalendar) -> Bool {
    guard let unclipped = unclippedPeriod(containing: day, on: calendar) else {
      return isDue(DayCursor(day), periodStart: day, unclippedPeriodStart: day)
    }
    let periodStart = max(unclipped.lowerBound, calendar.start)
    return isDue(DayCursor(day), periodStart: periodStart, unclippedPeriodStart: unclipped.lowerBound)
  }

  /// A period at a time: each period is looked up once and its due days are set from the
  /// kind's masks, so the cost is a few instructions a due day rather than a cursor moved and
  /// a rule asked every day.
  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, from first: Day, through last: Day, on calendar: HabitCalendar,
    periodStarts starts: inout [Int32]
  ) {
    guard first <= last else { return }
    let start = calendar.start
    guard var period = unclippedPeriod(containing: first, on: calendar) else {
      // No periods (every day, or a daily limit): one stretch.
      markDueDays(flags, first: first, days: first...last, periodStart: first, unclippedStart: first)
      starts.append(0)
      return
    }
    let lastDay = min(last, calendar.end ?? Day.last)
    // Due days that do not depend on the periods (weekdays, days of the month) are marked in
    // one go; the others a period at a time.
    let byPeriod = !ignoresPeriods
    if !byPeriod {
      markDueDays(flags, first: first, days: first...lastDay, periodStart: first, unclippedStart: first)
    }
    // Weeks and cycles follow each other at a fixed length: their starts are counted out.
    if let length = fixedPeriodLength {
      DueMasks.appendRunStarts(
        to: &starts, second: period.upperBound + 1 - first, length: length, lastOffset: lastDay - first)
      if byPeriod {
        var day = first
        while day <= lastDay {
          let upper = min(period.upperBound, lastDay)
          markDueDays(
            flags, first: first, days: day...upper, periodStart: max(period.lowerBound, start),
            unclippedStart: period.lowerBound)
          day = upper + 1
          period = (period.lowerBound + length)...(period.upperBound + length)
        }
      }
      return
    }
    // Months and years, each looked up.
    starts.reserveRoom((last - first) / 28 + 2)
    var day = first
    while day <= lastDay {
      let upper = min(period.upperBound, lastDay)
      starts.append(Int32(truncatingIfNeeded: day - first))
      if byPeriod {
        markDueDays(
          flags, first: first, days: day...upper, periodStart: max(period.lowerBound, start),
          unclippedStart: period.lowerBound)
      }
      day = upper + 1
      guard day <= lastDay, let next = unclippedPeriod(containing: day, on: calendar) else { break }
      period = next
    }
  }

  /// Periods found once each and the civil date carried from day to day, so walking a decade
  /// costs little more than its number of days.
  func walk(
    from first: Day, through last: Day, on calendar: HabitCalendar,
    _ visit: (_ offset: Int, _ isDue: Bool, _ periodStart: Int) -> Bool
  ) {
    guard first <= last else { return }
    var cursor = DayCursor(first)
    var periodStart = first
    var periodEnd = first - 1
    var unclippedStart = first
    var offset = 0
    while cursor.day <= last {
      if cursor.day > periodEnd, calendar.contains(cursor.day),
        let unclipped = unclippedPeriod(containing: cursor.day, on: calendar)
      {
        periodStart = max(unclipped.lowerBound, calendar.start)
        periodEnd = min(unclipped.upperBound, calendar.end ?? Day.last)
        unclippedStart = unclipped.lowerBound
      }
      let due = isDue(cursor, periodStart: periodStart, unclippedPeriodStart: unclippedStart)
      if !visit(offset, due, periodStart - first) { return }
      cursor.advance()
      offset += 1
    }
  }

  /// Walks from the start until the `n`th due day.
  func nthDueDay(_ n: Int, on calendar: HabitCalendar) -> Day? {
    var open = calendar
    open.end = nil
    let start = calendar.start
    var seen = 0
    var found: Day?
    walk(from: start, through: Day.last, on: open) { offset, due, _ in
      guard due else { return true }
      seen += 1
      if seen == n { found = start + offset }
      return seen < n
    }
    return found
  }
}

extension [Int32] {
  /// Room for `more` elements after the last, grown by doubling: the eras of a habit with
  /// changes append their period starts to one list, which a reservation of the exact size
  /// would copy whole once an era.
  mutating func reserveRoom(_ more: Int) {
    let needed = count + more
    if needed > capacity { reserveCapacity(Swift.max(needed, 2 * capacity)) }
  }
}
