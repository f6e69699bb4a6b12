/// "never", "at most 2 a week", "at most once a month": a limit, not a goal. Nothing is ever
/// due; each log entry is an occurrence, and occurrences add up through the day's period (the
/// day, its week from the week start, or its month), clipped at the start. A day with
/// occurrences that take the period's total over the maximum is *over limit*; any other day up
/// to today is *within limit*, and a later day *not due*. Vacations do not pause a limit, and
/// there is no backlog or work ahead.
///
/// ```
/// // "at most 2 a week", Mon 11-02 x1, Wed 11-04 x1, Fri 11-06 x1, Sat 11-07 x1, today Sun 11-08:
/// // Mon-Thu within limit, Fri and Sat over limit (3rd and 4th), Sun within limit.
/// ```
struct Limit: ScheduleKind {
  /// The most occurrences a period allows (0 for `never`).
  let max: Int
  /// The period they add up in.
  let per: Schedule.LimitPeriod

  var hasPeriods: Bool { per != .day }
  var fixedPeriodLength: Int? { per == .week ? 7 : nil }
  var periodNoun: String { per.rawValue }
  var usesWeeks: Bool { per == .week }
  var ignoresPeriods: Bool { true }
  var dueDaysFollowFromSchedule: Bool { false }

  func unclippedPeriod(containing day: Day, on calendar: HabitCalendar) -> ClosedRange<Day>? {
    switch per {
    case .day: nil
    case .week: calendar.week(containing: day)
    case .month: calendar.month(containing: day)
    }
  }

  func isDue(_ cursor: DayCursor, periodStart: Day, unclippedPeriodStart: Day) -> Bool { false }

  func isDue(_ day: Day, on calendar: HabitCalendar) -> Bool { false }

  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, days: ClosedRange<Day>, periodStart: Day,
    unclippedStart: Day
  ) {}

  func countsFromStart(periodsFromStart: Bool) -> Bool { false }

  func noEffectReason(_ option: HabitOption) -> String? {
    switch option {
    case .goal, .amount: "a limit counts occurrences against its maximum; there is no goal"
    case .backlog, .ahead, .carryOver: "a limit has no backlog and no work ahead"
    case .occurrences: "a limit is never due, so it has no occurrences to count"
    default: commonNoEffectReason(option)
    }
  }

  func target(goal: Int) -> HabitTarget { .atMost(max, per: per) }

  var whyPhrase: String? { max == 0 ? "never" : "at most \(max) a \(periodNoun)" }

  var judgesByOwnRule: Bool { true }

  /// Each day's rule from the era's counts: over limit on a day with occurrences that take its
  /// period's total over the maximum, else within limit up to today.
  func statusRules(of era: HabitEra, counts: UnsafeBufferPointer<Int>, flags: UnsafeMutableBufferPointer<UInt8>, today: Day) -> [StatusRule]? {
    let calendar = era.calendar
    let first = era.start
    var result: [StatusRule] = []
    result.reserveCapacity(counts.count)
    var periodEnd = first - 1
    var total = 0
    for offset in counts.indices {
      let day = first + offset
      if day > periodEnd {
        total = 0
        periodEnd = calendar.period(containing: day)?.upperBound ?? day
      }
      let c = counts[offset]
      // Saturating: a huge count on a day cannot overflow the running total.
      total = c > Int.max - total ? Int.max : total + c
      if c > 0 && total > max {
        result.append(.overLimit)
      } else {
        result.append(day <= today ? .withinLimit : .notDueNothingBehind)
      }
    }
    return result
  }

  /// The runs of days within the limit, each ended by a day over it (a slip on Nov 10 ends one
  /// on Nov 9 and the next starts Nov 11).
  func streaks(rules: UnsafeBufferPointer<StatusRule>, first: Day, through lastIndex: Int, carrying: Bool) -> [Streak]? {
    Limit.cleanRuns(rules, first: first, through: lastIndex)
  }

  /// The runs of days within the limit through `lastIndex`, each ended by a day over it.
  static func cleanRuns(_ rules: UnsafeBufferPointer<StatusRule>, first: Day, through lastIndex: Int) -> [Streak] {
    var streaks: [Streak] = []
    var runStart: Int?
    for i in 0...lastIndex {
      if rules[i] == .withinLimit {
        if runStart == nil { runStart = i }
      } else if let start = runStart {
        streaks.append(Streak(start: first + start, end: first + i - 1))
        runStart = nil
      }
    }
    if let start = runStart { streaks.append(Streak(start: first + start, end: first + lastIndex)) }
    return streaks
  }

  /// Needs attention while the period holding today (clipped at the start of its line) is over
  /// the limit, naming the day that went over; on track otherwise, before its start, on
  /// vacation or not: a limit is never paused and never *not logged*.
  func attention(of analysis: HabitAnalysis) -> AttentionFinding? {
    let timeline = analysis.timeline
    let today = timeline.today
    let calendar = timeline.calendar(on: today)
    var result = AttentionFinding(attention: .onTrack)
    guard today >= timeline.first, timeline.calendar.end.map({ today <= $0 }) ?? true else { return result }
    let first = Swift.max(calendar.period(containing: today)?.lowerBound ?? today, timeline.era(on: today).first)
    var day = first
    while day <= today {
      if timeline.status(on: day) == .overLimit {
        result.attention = .needsAttention
        result.overLimitDay = day
        return result
      }
      day = day + 1
    }
    return result
  }

  /// The maximum less the occurrences of the period of `day` through it.
  func occurrencesLeft(on day: Day, on calendar: HabitCalendar, count: (Day) -> Int) -> Int? {
    let period = calendar.period(containing: day) ?? (day...day)
    var total = 0
    var d = period.lowerBound
    while d <= day {
      total += count(d)
      d = d + 1
    }
    return max - total
  }
}
