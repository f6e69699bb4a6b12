/// "at most 2 in any 7 days": a limit over a rolling window of D calendar days. A day with an
/// occurrence is *over limit* when the D days ending on it (clipped at the line's start) hold
/// more than N; every other day up to today is *within limit*, and later days *not due*. Like
/// every limit it is never paused, has no backlog, and its streaks are runs of days not over
/// it; it needs attention while the window ending today holds more than N.
///
/// ```
/// // at most 2 in any 7 days: occurrences on 11-02, 11-05, 11-07 -> 11-07 over limit (3 in
/// // 11-01..07); 11-10 with one more -> within (11-04..10 holds 11-05, 11-07, 11-10: 3, over).
/// ```
struct RollingLimit: UndatedKind {
  /// N: the most occurrences a window allows.
  let max: Int
  /// D: the window's length in days.
  let days: Int

  var periodNoun: String { "window" }

  /// Its first windows are cut at the start, but with nothing logged before a start there is
  /// nothing to count either way: a limit with no entry is within it whatever its start, so
  /// its start does not need to be fixed (unlike a rolling goal's).
  func countsFromStart(periodsFromStart: Bool) -> Bool { false }

  func noEffectReason(_ option: HabitOption) -> String? {
    switch option {
    case .goal, .amount: "a limit counts occurrences against its maximum; there is no goal"
    case .backlog, .ahead, .carryOver: "a limit has no backlog and no work ahead"
    case .occurrences: "a limit is never due, so it has no occurrences to count"
    case .periodsFromStart, .weekStart: "a rolling window has no calendar periods"
    case .grace: "a limit needs attention while its window is over it"
    default: nil
    }
  }

  func target(goal: Int) -> HabitTarget { .atMostInWindow(max, days: days) }

  var whyPhrase: String? { max == 0 ? "never in any \(days) days" : "at most \(max) in any \(days) days" }

  var judgesByOwnRule: Bool { true }

  func statusRules(of era: HabitEra, counts: UnsafeBufferPointer<Int>, flags: UnsafeMutableBufferPointer<UInt8>, today: Day) -> [StatusRule]? {
    var total = 0
    return counts.indices.map { i in
      // Saturating: a huge count cannot overflow the window's total.
      total = counts[i] > Int.max - total ? Int.max : total + counts[i]
      if i >= days, total != Int.max { total -= counts[i - days] }
      if counts[i] > 0 && total > max { return .overLimit }
      return era.start + i <= today ? .withinLimit : .notDueNothingBehind
    }
  }

  func streaks(rules: UnsafeBufferPointer<StatusRule>, first: Day, through lastIndex: Int, carrying: Bool) -> [Streak]? {
    Limit.cleanRuns(rules, first: first, through: lastIndex)
  }

  /// Needs attention while the window ending today holds more than the maximum, naming its
  /// last day over the limit; on track otherwise, before its start, paused or not.
  func attention(of analysis: HabitAnalysis) -> AttentionFinding? {
    let timeline = analysis.timeline
    let today = timeline.today
    var result = AttentionFinding(attention: .onTrack)
    guard today >= timeline.first, timeline.calendar.end.map({ today <= $0 }) ?? true,
      let window = window(ending: today, from: timeline.era(on: today).first, goal: 1, count: { timeline.count(on: $0) }, paused: { _ in false }),
      window.holds > max
    else { return result }
    result.attention = .needsAttention
    var day = today
    while day >= window.span.lowerBound && timeline.status(on: day) != .overLimit { day = day - 1 }
    result.overLimitDay = day >= window.span.lowerBound ? day : today
    return result
  }

  /// The occurrences still allowed by the window ending on `day`.
  func occurrencesLeft(on day: Day, on calendar: HabitCalendar, count: (Day) -> Int) -> Int? {
    window(ending: day, from: calendar.start, goal: 1, count: count, paused: { _ in false }).map { $0.left }
  }

  /// The D days ending on `day`, clipped at `start`; pauses play no part.
  func window(ending day: Day, from start: Day, goal: Int, count: (Day) -> Int, paused: (Day) -> Bool) -> WindowStanding? {
    guard day >= start else { return nil }
    let first = Swift.max(start, day - (days - 1))
    var holds = 0
    var d = first
    while d <= day {
      let c = count(d)
      holds = c > Int.max - holds ? Int.max : holds + c
      d = d + 1
    }
    return WindowStanding(days: days, count: max, isLimit: true, holds: holds, span: first...day, judged: day - start >= days - 1)
  }
}
