/// One era's days in a habit's timeline: where they sit in the timeline's day arrays, where its
/// periods start, and what its line asks of them, as plain values.
///
/// A habit with changes keeps one of these an era rather than a timeline an era: a timeline of
/// its own held the era's calendar and five references to the shared arrays, so making, copying
/// (each query, each streak walk) and freeing two hundred of them cost more than their days
/// (callgrind). The era's calendar stays in the plan's era, read where it is.
struct TimelineSpan: Sendable {
  /// The first day (the era's start).
  let first: Day
  /// The last day computed (at most the era's end).
  let last: Day
  /// The era's end (its calendar's), if it ends.
  let end: Day?
  /// Where the first day's values sit in the timeline's day arrays.
  let base: Int
  /// The days computed, `first...last`.
  let dayCount: Int
  /// Completions needed per due day.
  let goal: Int
  /// The extra over a due day's goal from which it is more than done (`StatusPass.overAt`).
  let overAt: Int
  /// Whether the window is the period (separation on, periodic schedule), or the days from a
  /// due day to the next (`dueDaysApart`).
  let separated: Bool
  /// Whether each due day's deficit or surplus stays with it (`HabitEra.keepsDueDaysApart`):
  /// the window segments start at the due days. Asked of the kind once, for the pass too.
  let dueDaysApart: Bool
  /// Whether the line is a limit, which asks for nothing: nothing is ever behind.
  let asksAtMost: Bool
  /// The line's `backlog` option.
  let backlog: Bool
  /// The line's `ahead` option.
  let ahead: Bool
  /// Where the first day of each period from `first` on sits in the timeline's list of period
  /// starts (each an offset from `first`; `[0]` alone without periods): the streaks' periods,
  /// and the window segments when periods are separate. Empty until the days are computed.
  var periods: Range<Int> = 0..<0
  /// Whether its schedule has periods (`ScheduleKind.hasPeriods`; the one-off dates an
  /// after-last line is pinned to have none, as the after-last line has none).
  let periodic: Bool
  /// Whether its days were judged by its kind's own rule (a limit's, a rolling window's, a
  /// tracked line's), whose streaks are the kind's own too. Set with `periods`.
  var ownRule = false

  /// The span of `era` from its start, its days from `base` on: through its line's `until` when
  /// it is computed `whole` (an era before the last), else through `through` (or its end).
  ///
  /// Made for every era before any era's days are computed: the spans say how many days the
  /// arrays take and where each era's sit. Not inlined: the era is borrowed by the call, where
  /// a loop over the plan's eras reading its fields copied each (callgrind).
  @inline(never)
  init(of era: borrowing HabitEra, whole: Bool, today: Day, through: Day, base: Int) {
    let end = era.calendar.end
    first = era.start
    last = TimelineSpan.lastDay(end: end, today: today, through: whole ? (era.until ?? through) : through)
    self.end = end
    self.base = base
    dayCount = max(0, last - first + 1)
    // What the kind says of the line, asked where the era was made, and the line's options
    // read in one call: read here, each asked of the `any ScheduleKind` opened it again.
    let facts = era.facts
    let options = era.judging
    goal = facts.asksForGoal ? options.goal : 0
    asksAtMost = facts.isLimit
    periodic = facts.hasPeriods
    dueDaysApart = facts.keepsDueDaysApart
    separated = (facts.hasPeriods && !options.carryOver) || facts.keepsDueDaysApart
    backlog = options.backlog
    ahead = options.ahead
    overAt = options.overAt
  }

  /// The last day computed of an era ending on `end` (if it ends), wanted through `through`.
  @inline(__always)
  static func lastDay(end: Day?, today: Day, through: Day) -> Day { min(end ?? Day.last, max(through, today)) }

  /// The span of all the days of `eras` (in date order, the days of each right after the one
  /// before's), with the last one's line: a habit with changes as a whole, whose queries ask
  /// the era of the day.
  init(whole eras: [TimelineSpan]) {
    let (head, tail) = (eras[0], eras[eras.count - 1])
    first = head.first
    last = tail.last
    end = tail.end
    base = head.base
    dayCount = tail.base + tail.dayCount - head.base
    goal = tail.goal
    overAt = tail.overAt
    separated = tail.separated
    dueDaysApart = tail.dueDaysApart
    periodic = tail.periodic
    asksAtMost = tail.asksAtMost
    backlog = tail.backlog
    ahead = tail.ahead
  }

  /// Whether the streak walk takes all its days as runs between failures and period starts:
  /// computed to its end, which came before `today`, with no rule of its own.
  func runsWhole(before today: Day) -> Bool { !ownRule && dayCount > 0 && end == last && last < today }

  /// Whether the status pass judges all its days as past (they lie before `today`): it has
  /// days, all of them before today, and no rule of its own.
  func isJudgedBefore(_ today: Day) -> Bool { dayCount > 0 && !ownRule && last < today }

  /// Whether `day` is one of the days computed.
  @inline(__always)
  func covers(_ day: Day) -> Bool { day >= first && day <= last }
}

/// A timeline's day arrays while its eras are computed into them: their memory, taken once for
/// every era (each era taking it again, with the arrays' uniqueness checks and closures, cost
/// about 200 instructions an era; callgrind), and what the eras share on the way.
///
/// The eras' days are computed stage by stage rather than era by era: the vacations and the
/// counts of every era in one sweep of the log, then each era's due days and periods (a call
/// to its kind), then the status passes. Each stage an era took on its own (its slice of the
/// vacations and completions found, its pass set up) was a fixed cost of a few hundred
/// instructions an era of a few weeks.
struct TimelineDays {
  /// Each day's rule.
  let rules: UnsafeMutableBufferPointer<StatusRule>
  /// Each day's `DayFlag` bits.
  let flags: UnsafeMutableBufferPointer<UInt8>
  /// Each day's count, then the prefix sums (`StatusPass`).
  let balance: UnsafeMutableBufferPointer<Int>
  /// Each era's period starts, one era's after another's (`TimelineSpan.periods`).
  var periodStarts: [Int32] = []
  /// The status pass's misses waiting to be made up: one stack for every era, emptied at each
  /// (two allocations an era otherwise).
  var misses = MissStack()
  /// How many of the log's completions the days read (`HabitTimeline.completionsRead`).
  private(set) var completionsRead = 0
  /// How many of the log's vacations, from the first, end before the days being filled: the
  /// days are filled in date order, so none of them reaches later days either.
  private var vacationsEnded = 0
  /// The index of the first completion after the days filled so far: where the next days'
  /// completions start.
  private var nextCompletion = 0

  /// The arrays of `count` days, computed by `body` in their memory: the rules not set first
  /// (`compute` sets every day of each era's; zeroing them cost 0.5% of `status` on ten years),
  /// the flags and counts zero.
  static func make(
    count: Int, _ body: (inout TimelineDays) -> Void
  ) -> (rules: [StatusRule], flags: [UInt8], balance: [Int], periodStarts: [Int32], read: Int) {
    var flags = [UInt8](repeating: 0, count: count)
    var balance = [Int](repeating: 0, count: count)
    var periodStarts: [Int32] = []
    var read = 0
    let rules = [StatusRule](unsafeUninitializedCapacity: count) { rules, initialized in
      flags.withUnsafeMutableBufferPointer { flags in
        balance.withUnsafeMutableBufferPointer { balance in
          var days = TimelineDays(rules: rules, flags: flags, balance: balance)
          body(&days)
          days.misses.deallocate()
          periodStarts = days.periodStarts
          read = days.completionsRead
        }
      }
      initialized = count
    }
    return (rules, flags, balance, periodStarts, read)
  }

  private init(
    rules: UnsafeMutableBufferPointer<StatusRule>, flags: UnsafeMutableBufferPointer<UInt8>,
    balance: UnsafeMutableBufferPointer<Int>
  ) {
    (self.rules, self.flags, self.balance) = (rules, flags, balance)
  }

  /// Computes the days of `eras` (in date order), whose spans `spans` were made with their
  /// places in the arrays: vacations and counts, each era's due days and periods, then the
  /// statuses and prefix sums. Sets each span's `periods`, and `ownRule` where its kind judged
  /// it by a rule of its own.
  mutating func compute(
    _ eras: [HabitEra], spans: UnsafeMutableBufferPointer<TimelineSpan>, today: Day, log: HabitLog
  ) {
    // The vacations and counts of every era in one sweep when the eras' days follow each
    // other (each era's first day the day after the one before's last: a habit's changes
    // always do), else a sweep an era.
    var whole: (first: Day, last: Day, base: Int)?
    var followEachOther = true
    for span in spans where span.dayCount > 0 {
      if let days = whole, span.first != days.last + 1 {
        followEachOther = false
        break
      }
      whole = (whole?.first ?? span.first, span.last, whole?.base ?? span.base)
    }
    if followEachOther {
      if let whole { fill(from: whole.first, through: whole.last, base: whole.base, log: log) }
    } else {
      for span in spans where span.dayCount > 0 { fill(from: span.first, through: span.last, base: span.base, log: log) }
    }
    // Room for the period starts of weekly eras at once (a start a week, plus each era's first
    // and its last, partial week), where the list grew by doubling a few times a habit.
    if let tail = spans.last { periodStarts.reserveCapacity(2 * spans.count + (tail.base + tail.dayCount) / 7) }
    for index in eras.indices { markDueDays(of: eras[index], in: &spans[index], today: today) }
    runPasses(UnsafeBufferPointer(spans), today: today)
  }

  /// Computes the days of the single era `era`, whose span `span` was made with its place in
  /// the arrays, as `compute(_:spans:today:log:)` does for the eras of a plan.
  mutating func compute(_ era: borrowing HabitEra, in span: inout TimelineSpan, today: Day, log: HabitLog) {
    if span.dayCount > 0 { fill(from: span.first, through: span.last, base: span.base, log: log) }
    markDueDays(of: era, in: &span, today: today)
    withUnsafePointer(to: span) { runPasses(UnsafeBufferPointer(start: $0, count: 1), today: today) }
  }

  /// The status pass of each of `spans` whose kind did not judge it by a rule of its own: the
  /// statuses and the prefix sums, each era's from its own first day. The eras whose days all
  /// lie before today, one after another, take the past loop together (`StatusPass.runEnded`).
  private mutating func runPasses(_ spans: UnsafeBufferPointer<TimelineSpan>, today: Day) {
    var misses = self.misses
    let (flags, balance, rules) = (UnsafeBufferPointer(self.flags), self.balance, self.rules)
    periodStarts.withUnsafeBufferPointer { starts in
      var index = 0
      while index < spans.count {
        var ended = index
        while ended < spans.count && spans[ended].isJudgedBefore(today) { ended += 1 }
        if ended > index {
          StatusPass.runEnded(
            UnsafeBufferPointer(rebasing: spans[index..<ended]), flags: flags, balance: balance, rules: rules,
            periodStarts: starts, misses: &misses)
          index = ended
          continue
        }
        let span = spans[index]
        index += 1
        guard span.dayCount > 0 && !span.ownRule else { continue }
        // The window segments, read in place: the era's periods when they are separate, else
        // one from its first day.
        withUnsafePointer(to: Int32(0)) { firstDay in
          let days = span.base..<(span.base + span.dayCount)
          let pass = StatusPass(
            flags: UnsafeBufferPointer(rebasing: flags[days]),
            segmentStarts: span.separated
              ? UnsafeBufferPointer(rebasing: starts[span.periods]) : UnsafeBufferPointer(start: firstDay, count: 1),
            goal: span.goal, overAt: span.overAt, today: today - span.first, backlog: span.backlog, ahead: span.ahead)
          pass.run(
            balance: UnsafeMutableBufferPointer(rebasing: balance[days]),
            rules: UnsafeMutableBufferPointer(rebasing: rules[days]), misses: &misses)
        }
      }
    }
    self.misses = misses
  }

  /// Marks the vacation days from `first` through `last` (at `base` in the arrays) and sets
  /// each day's count from the log's completions: those of the days after the ones filled
  /// before, from where they stopped (no binary search), so a habit of many changes reads
  /// each completion and vacation once.
  private mutating func fill(from first: Day, through last: Day, base: Int, log: HabitLog) {
    let vacations = log.vacations
    while vacationsEnded < vacations.count, let end = vacations[vacationsEnded].end, end < first { vacationsEnded += 1 }
    // Only when a vacation can reach the days (most eras of a log with few vacations have none).
    if vacationsEnded < vacations.count && vacations[vacationsEnded].start <= last {
      HabitTimeline.markVacations(
        vacations, from: vacationsEnded, in: UnsafeMutableBufferPointer(rebasing: flags[base...(base + (last - first))]),
        first: first, last: last)
    }
    let balance = self.balance
    let (read, next) = log.completions.forEach(from: first, through: last, hint: nextCompletion) {
      balance[base + ($0.day - first)] = $0.count
    }
    nextCompletion = next
    completionsRead += read
  }

  /// Marks the due days of `era` (its span `span`) and appends where its periods start to
  /// `periodStarts`, setting the span's `periods`; a kind with a rule of its own (a limit, a
  /// rolling window, tracked) judges the era's days here, on its counts, which become the
  /// prefix sums (`span.ownRule`). Not inlined: the era is borrowed by the call, where the
  /// loop over the plan's eras reading its calendar copied each (callgrind).
  @inline(never)
  private mutating func markDueDays(of era: borrowing HabitEra, in span: inout TimelineSpan, today: Day) {
    let periodsFrom = periodStarts.count
    let (n, first, base) = (span.dayCount, span.first, span.base)
    guard n > 0 else {
      span.periods = periodsFrom..<periodsFrom
      return
    }
    let days = base..<(base + n)
    let eraFlags = UnsafeMutableBufferPointer(rebasing: flags[days])
    era.calendar.markDueDays(eraFlags, from: first, through: span.last, appendingPeriodStartsTo: &periodStarts)
    if span.dueDaysApart {
      periodStarts.removeLast(periodStarts.count - periodsFrom)
      HabitTimeline.appendDueDayStarts(UnsafeBufferPointer(eraFlags), to: &periodStarts)
    }
    span.periods = periodsFrom..<periodStarts.count
    // Only a kind with a rule of its own is asked (the others answer nil).
    let counts = UnsafeBufferPointer(rebasing: balance[days])
    guard era.facts.judgesByOwnRule,
      let judged = era.kind.statusRules(of: era, counts: counts, flags: eraFlags, today: today)
    else { return }
    // A kind with a rule of its own (a limit, judged on its counts alone), not by due days.
    var sum = 0
    for i in 0..<n {
      rules[base + i] = judged[i]
      sum += balance[base + i]
      balance[base + i] = sum
    }
    span.ownRule = true
  }
}
