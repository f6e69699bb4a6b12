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

  /// The span of `era` from its start through `through` (or its end), its days from `base` on:
  /// made where its days are computed (`TimelineDays.compute`), which reads its fields from
  /// registers rather than from a span stored and handed over (a call and about a hundred
  /// instructions an era; callgrind).
  @inline(__always)
  init(of era: borrowing HabitEra, today: Day, through: Day, base: Int) {
    let end = era.calendar.end
    first = era.start
    last = TimelineSpan.lastDay(end: end, today: today, through: through)
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

  /// The last day wanted of `era`: through its line's `until` when it is computed `whole` (an
  /// era before the last), else through `through`.
  @inline(__always)
  static func wanted(_ era: borrowing HabitEra, whole: Bool, through: Day) -> Day {
    whole ? (era.until ?? through) : through
  }

  /// How many days the span of `era` (`whole`, or through `through`) has: what its arrays take,
  /// counted before any era is computed. Not inlined: the era is borrowed by the call, where a
  /// loop over the plan's eras reading its fields copied each (callgrind).
  @inline(never)
  static func dayCount(of era: borrowing HabitEra, whole: Bool, today: Day, through: Day) -> Int {
    let through = wanted(era, whole: whole, through: through)
    return max(0, lastDay(end: era.calendar.end, today: today, through: through) - era.start + 1)
  }

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

  /// Whether `day` is one of the days computed.
  @inline(__always)
  func covers(_ day: Day) -> Bool { day >= first && day <= last }
}

/// A timeline's day arrays while its eras are computed into them, one era after another: their
/// memory, taken once for every era (each era taking it again, with the arrays' uniqueness
/// checks and closures, cost about 200 instructions an era; callgrind), and what one era hands
/// the next.
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
  /// How many of the log's completions the eras computed so far read (`HabitTimeline.completionsRead`).
  private(set) var completionsRead = 0
  /// How many of the log's vacations, from the first, end before the era being computed: the
  /// eras come in date order, so none of them reaches a later era either.
  private var vacationsEnded = 0
  /// The index of the first completion after the days computed so far: where the next era's
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

  /// Computes the days of `era` at `base`, whole (through its line's `until`) or through
  /// `through` (or its end): vacations, due days
  /// and periods, each day's count from the era's own completions, then the statuses and the
  /// prefix sums; returns the era's span, with where its period starts sit in `periodStarts`
  /// and whether its kind judged it by a rule of its own (`TimelineSpan.ownRule`).
  ///
  /// The span is made here, where its days are computed, in one call an era: made apart and
  /// handed over, each era paid a second call and the span stored and read back.
  @inline(never)
  mutating func compute(
    _ era: HabitEra, whole: Bool, today: Day, through: Day, base: Int, log: HabitLog
  ) -> TimelineSpan {
    var span = TimelineSpan(of: era, today: today, through: TimelineSpan.wanted(era, whole: whole, through: through), base: base)
    let (n, first, last) = (span.dayCount, span.first, span.last)
    let periodsFrom = periodStarts.count
    guard n > 0 else {
      span.periods = periodsFrom..<periodsFrom
      return span
    }
    let days = base..<(base + n)
    let eraFlags = UnsafeMutableBufferPointer(rebasing: flags[days])
    let vacations = log.vacations
    while vacationsEnded < vacations.count, let end = vacations[vacationsEnded].end, end < first { vacationsEnded += 1 }
    // Only when a vacation can reach the era (most eras of a log with few vacations have none).
    if vacationsEnded < vacations.count && vacations[vacationsEnded].start <= last {
      HabitTimeline.markVacations(vacations, from: vacationsEnded, in: eraFlags, first: first, last: last)
    }
    era.calendar.markDueDays(eraFlags, from: first, through: last, appendingPeriodStartsTo: &periodStarts)
    if span.dueDaysApart {
      periodStarts.removeLast(periodStarts.count - periodsFrom)
      HabitTimeline.appendDueDayStarts(UnsafeBufferPointer(eraFlags), to: &periodStarts)
    }
    let periods = periodsFrom..<periodStarts.count
    // Each day's count, which the pass turns into the prefix sums: the era's own completions,
    // from where the era before's stopped (a binary search when that is not its first), so a
    // habit of many changes reads each completion once, not once an era.
    let (balance, rules) = (self.balance, self.rules)
    let (read, next) = log.completions.forEach(from: first, through: last, hint: nextCompletion) {
      balance[base + ($0.day - first)] = $0.count
    }
    nextCompletion = next
    completionsRead += read
    span.periods = periods
    let counts = UnsafeBufferPointer(rebasing: balance[days])
    // Only a kind with a rule of its own is asked (the others answer nil).
    if era.facts.judgesByOwnRule, let judged = era.kind.statusRules(of: era, counts: counts, flags: eraFlags, today: today) {
      // A kind with a rule of its own (a limit, judged on its counts alone), not by due days.
      var sum = 0
      for i in 0..<n {
        rules[base + i] = judged[i]
        sum += balance[base + i]
        balance[base + i] = sum
      }
      span.ownRule = true
      return span
    }
    // The window segments, read in place: the era's periods when they are separate, else one
    // from its first day. (A list chosen between the period starts and a constant `[0]` cost
    // a retain and a release of it an era, and a check that the constant was made.)
    var misses = self.misses
    periodStarts.withUnsafeBufferPointer { starts in
      withUnsafePointer(to: Int32(0)) { firstDay in
        let pass = StatusPass(
          flags: UnsafeBufferPointer(eraFlags),
          segmentStarts: span.separated
            ? UnsafeBufferPointer(rebasing: starts[periods]) : UnsafeBufferPointer(start: firstDay, count: 1),
          goal: span.goal, overAt: span.overAt, today: today - first, backlog: span.backlog, ahead: span.ahead)
        pass.run(
          balance: UnsafeMutableBufferPointer(rebasing: balance[days]),
          rules: UnsafeMutableBufferPointer(rebasing: rules[days]), misses: &misses)
      }
    }
    self.misses = misses
    return span
  }
}
