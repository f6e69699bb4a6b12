/// A run of days that counts as keeping the habit, both ends inclusive.
package struct Streak: Hashable, Sendable {
  /// The first day.
  package var start: Day
  /// The last day.
  package var end: Day

  /// Creates a streak.
  package init(start: Day, end: Day) {
    self.start = start
    self.end = end
  }

  /// The number of days, both ends counted.
  package var days: Int { end - start + 1 }
}

/// Streaks by the reference app's definition (scheduling-semantics.md §13.1), merged for
/// reporting (§18).
///
/// A streak starts at a completed day, or earlier at the start of its period when nothing
/// failed in between, or the day after a failure; it ends the day before the next failure, at
/// the end of its period when the failure lies beyond it, or today (yesterday while today is
/// still to do). Only `failed` breaks a streak: not-due days, vacations and days made up later
/// are inside it.
///
/// Example (§13.3): monthly on the 1st, 2nd, 4th, 5th, 11th, ... with completions on 01-05,
/// 01-15, 01-18 and 01-26 and today 2024-02-02 gives 01-05..01-10, 01-12..01-18, 01-26..01-31.
package enum Streaks {
  /// The merged streaks of a timeline computed with only the completions up to today: the
  /// streaks of §13.1 joined as they are found. They are found in date order (each starts after
  /// the one before ends), so joining each to the one before gives
  /// `merged(unmerged(timeline))` without the list of a streak a week; the streak being joined
  /// is held aside until the next one does not touch it (a closure appending to the list cost
  /// 1.3 M instructions of 40 M on the decade status benchmark, callgrind).
  package static func merged(of timeline: HabitTimeline) -> [Streak] {
    var joiner = JoiningSink()
    walkEras(timeline, into: &joiner)
    return joiner.finish()
  }

  /// The streaks of §13.1, per period and not merged, from a timeline computed with only the
  /// completions up to today.
  package static func unmerged(_ timeline: HabitTimeline) -> [Streak] {
    var list = ListSink()
    walkEras(timeline, into: &list)
    return list.streaks
  }

  /// Gives `sink` the streaks of §13.1 of a timeline in date order. A habit with changes has
  /// each era's streaks as its own habit's; merging joins them where one era's streak runs to
  /// its last day and the next era's starts on its first. Each era is walked in the
  /// timeline's arrays (a timeline an era cost copies of its calendar and arrays), its
  /// streaks into one list kept for every era (a list an era cost an allocation an era), and
  /// handed on once its first is settled. The eras that ended before today, one after
  /// another, are walked together (`walkEndedEras`): their setup was most of an era's cost.
  private static func walkEras<Sink: StreakSink>(_ timeline: HabitTimeline, into sink: inout Sink) {
    guard timeline.hasEras else {
      walk(timeline, era: 0, into: &sink)
      return
    }
    var era = ListSink()
    var index = 0
    while index < timeline.eraCount {
      // This era and the ended ones right after it, walked as one (`walkEndedEras`).
      let next = walkEndedEras(timeline, from: index, reachingBack: index > 0, into: &sink)
      if next > index {
        index = next
        continue
      }
      defer { index += 1 }
      let span = timeline.span(ofEra: index)
      let first = span.first
      era.streaks.removeAll(keepingCapacity: true)
      walk(timeline, era: index, carrying: index > 0 && sink.lastEnd == first - 1, into: &era)
      // The new line's first streak reaches back to the change over the days before it
      // that neither failed nor went over a limit (a first period with nothing due, as a
      // Sunday change to "Tue, Thu" has), whether or not a streak ran up to the change.
      // Those days are the era's own, read from its rules.
      if index > 0, let head = era.streaks.first, head.start > first,
        !(0..<(head.start - first)).contains(where: { breaksStreaks(timeline.rule(at: $0, in: span).status) })
      {
        era.streaks[0].start = first
      }
      for streak in era.streaks { sink.add(streak) }
    }
  }

  /// Whether a day with `status` ends every streak through it: a failed due day, or a limit's
  /// day over it.
  static func breaksStreaks(_ status: HabitStatus) -> Bool { status == .failed || status == .overLimit }

  /// Gives `sink` each streak of §13.1 of a timeline without changes, in date order.
  ///
  /// One forward walk over the rules: the latest failure before the day reached, and a second
  /// cursor for the earliest failure at or after it; both only move forward, so the walk is
  /// linear. The periods come from the timeline's list of where each starts, followed with a
  /// cursor (the last one may run past the days computed: its end is asked of the calendar),
  /// instead of asking the calendar for the period of each completed day. Generic over the
  /// sink, so that adding a streak is inlined into the walk.
  private static func walk<Sink: StreakSink>(
    _ timeline: HabitTimeline, era: Int, carrying: Bool = false, into sink: inout Sink
  ) {
    let today = timeline.today
    let span = timeline.span(ofEra: era)
    let first = span.first
    let n = span.dayCount
    guard n > 0 else { return }
    let lastDay: Day = span.end.map { $0 < today ? $0 : today } ?? today
    let lastIndex = min(lastDay - first, n - 1)
    guard lastIndex >= 0 else { return }
    let kind = timeline.kind(ofEra: era)
    if let own = timeline.withDays(of: span, { rules, _ in
      kind.streaks(rules: rules, first: first, through: lastIndex, carrying: carrying)
    }) {
      // A kind with a streak rule of its own (a limit: its runs of days within it).
      for streak in own { sink.add(streak) }
      return
    }
    let periodic = kind.hasPeriods
    var period = 0
    // The end of the last period, past the days computed perhaps: asked of the calendar once.
    var lastPeriodEnd: Int?
    timeline.withDays(of: span) { rules, starts in
      var failureBefore = -1
      var failureAfter = -1
      var c = 0
      // A period that ends before the last day holds its own streaks whole: a streak from a
      // completed day there runs from the failure before it (or the period's start) to the
      // failure after it (or the period's end). So they are the runs between failures and
      // period starts that hold a completed day. Without periods, the life is one period,
      // whose streaks up to its last failure are likewise whole. Only the rest (the period of
      // the last day, or the days after the last failure) takes the walk below.
      //
      // The days are looked at 64 at a time: which failed and which completed, as bits read
      // eight days a word (`StatusRule.failedAndStarting`), and where periods start; then
      // those failures and starts one by one. Asking each day with a branch, a period at a
      // time, cost as many cycles as the status pass itself on generated logs (a branch a day,
      // mispredicted on a day in three). Against the same walk with the bits built a day at a
      // time (`== .failed`, `createsStreak`), reading them eight rules a word saves 1.88 M
      // instructions of 32.17 M on `status` of the decade data set (5.8%) and 1.90 M of
      // 30.50 M on `streaks` (6.2%) (callgrind, release build), and a third of the walk's
      // branch misses: worth the layout it relies on, which `StatusRuleLayoutTests` pins.
      func addRuns(through end: Int, closed: Bool, cuts: Slice<UnsafeBufferPointer<Int32>>) {
        var runStart = c
        var completed = false
        var nextCut = cuts.startIndex
        while c <= end {
          let length = min(64, end - c + 1)
          let bits = StatusRule.failedAndStarting(in: rules, from: c, length: length)
          let failed = bits.failed
          var completing = bits.starting
          let starts = cutBits(cuts, from: &nextCut, window: c, length: length)
          var events = failed | starts
          while events != 0 {
            let e = events.trailingZeroBitCount
            let bit = UInt64(1) &<< UInt64(e)
            let before = bit &- 1
            if completed || completing & before != 0 {
              sink.add(Streak(start: first + runStart, end: first + (c + e - 1)))
            }
            completed = false
            completing &= ~before
            if starts & bit != 0 { runStart = c + e }
            if failed & bit != 0 {
              runStart = c + e + 1
              failureBefore = c + e
            }
            events &= events &- 1
          }
          if completing != 0 { completed = true }
          c += length
        }
        if closed && completed { sink.add(Streak(start: first + runStart, end: first + end)) }
      }
      if span.end == span.last && span.last < today {
        // Computed to its end, which came before today (every era's but the last's): its last
        // period holds its streaks whole as well (each ends at a failure or at the end; today
        // plays no part), so all its days are runs. The walk below took that period a day at
        // a time, the dearer part of an era of a few weeks.
        addRuns(through: n - 1, closed: true, cuts: periodic ? starts[1..<starts.count] : starts[0..<0])
        return
      }
      if periodic {
        // The periods that end before the last day.
        var last = period
        while last + 1 < starts.count && Int(starts[last + 1]) - 1 < lastIndex { last += 1 }
        if last > period {
          addRuns(through: Int(starts[last]) - 1, closed: true, cuts: starts[(period + 1)..<last])
          period = last
        }
      } else {
        var lastFailure = lastIndex
        while lastFailure >= 0 && rules[lastFailure] != .failed { lastFailure -= 1 }
        // Through the last failure; the streak after it, if any, is the walk's.
        addRuns(through: lastFailure, closed: false, cuts: starts[0..<0])
      }
      while c <= lastIndex {
        let rule = rules[c]
        guard rule.createsStreak else {
          if rule == .failed { failureBefore = c }
          c += 1
          continue
        }
        if failureAfter < c {
          failureAfter = c
          while failureAfter <= lastIndex && rules[failureAfter] != .failed { failureAfter += 1 }
        }
        let nextFailure: Int? = failureAfter <= lastIndex ? failureAfter : nil
        var lowerBound = 0
        var upperBound: Int?
        if periodic {
          while period + 1 < starts.count && Int(starts[period + 1]) <= c { period += 1 }
          lowerBound = Int(starts[period])
          if period + 1 < starts.count {
            upperBound = Int(starts[period + 1]) - 1
          } else {
            if lastPeriodEnd == nil {
              if span.end == span.last {
                // The days computed run to the end (every era's but the last's): the last
                // period, clipped there, ends with them.
                lastPeriodEnd = n - 1
              } else {
                let periodEnd = timeline.calendar(ofEra: era).period(containing: first + lowerBound)?.upperBound
                lastPeriodEnd = (periodEnd ?? first + (n - 1)) - first
              }
            }
            upperBound = lastPeriodEnd
          }
        }
        let start = failureBefore >= lowerBound ? failureBefore + 1 : lowerBound
        let end: Int
        if let upperBound, nextFailure.map({ $0 > upperBound }) ?? true, first + upperBound < lastDay {
          end = upperBound
        } else if let nextFailure {
          end = nextFailure - 1
        } else if lastDay == today {
          // Today is the era's own here (on or before its end), so the timeline's status is
          // the era's.
          let todayStatus = timeline.status(on: today)
          end = (todayStatus == .planned || todayStatus == .backlog ? today - 1 : today) - first
        } else {
          end = lastDay - first
        }
        sink.add(Streak(start: first + start, end: first + end))
        // Nothing in the streak failed, so the latest failure stays where it is.
        c = max(end, c) + 1
      }
    }
  }

  /// Streaks that touch or overlap joined into one, in date order (§13.4 `joinAdjacentStreaks`).
  package static func merged(_ streaks: [Streak]) -> [Streak] {
    // `unmerged` gives them in date order already (each starts after the one before ends),
    // and a weekly habit has a streak a week: sorting a decade of them again cost 1.8 M
    // instructions of 86 M on the decade status benchmark (callgrind).
    let inOrder = zip(streaks, streaks.dropFirst()).allSatisfy { $0.start <= $1.start }
    var result: [Streak] = []
    for streak in inOrder ? streaks : streaks.sorted(by: { $0.start < $1.start }) {
      if let last = result.last, streak.start <= last.end + 1 {
        result[result.count - 1].end = max(last.end, streak.end)
      } else {
        result.append(streak)
      }
    }
    return result
  }

  /// The merged streak that ends today or yesterday, if any.
  package static func current(_ merged: [Streak], today: Day) -> Streak? {
    guard let last = merged.last, last.end >= today - 1 else { return nil }
    return last
  }

  /// The longest merged streak; the earliest of equally long ones.
  package static func longest(_ merged: [Streak]) -> Streak? {
    var best: Streak?
    for streak in merged where best == nil || streak.days > best!.days {
      best = streak
    }
    return best
  }
}


/// Where the streak walk puts the streaks it finds, in date order.
protocol StreakSink {
  /// Takes the next streak.
  mutating func add(_ streak: Streak)
  /// The last day of the last streak taken, nil before any.
  var lastEnd: Day? { get }
}

/// Keeps the streaks as found, per period.
private struct ListSink: StreakSink {
  var streaks: [Streak] = []

  mutating func add(_ streak: Streak) { streaks.append(streak) }

  var lastEnd: Day? { streaks.last?.end }
}

/// Joins the streaks that touch as they come (each starts after the one before ends).
private struct JoiningSink: StreakSink {
  private var joined: [Streak] = []
  /// The streak being joined, not yet in `joined`.
  private var open: Streak?

  /// Extends the open streak when `streak` touches it, or closes it and opens `streak`.
  mutating func add(_ streak: Streak) {
    if let current = open, streak.start <= current.end + 1 {
      open!.end = max(current.end, streak.end)
    } else {
      if let current = open { joined.append(current) }
      open = streak
    }
  }

  /// The last day of the streak being joined: the latest of all, as they come in order.
  var lastEnd: Day? { open?.end }

  /// The joined streaks, the open one last (appended in place, not a copy of the list).
  mutating func finish() -> [Streak] {
    if let current = open {
      joined.append(current)
      open = nil
    }
    return joined
  }
}

extension Streaks {
  /// The cuts of `cuts` from index `next` on that fall among the `length` days from offset `c`,
  /// as bits of that window (bit i for day `c + i`), with `next` moved past them: the walk of
  /// one era reads its period starts sixty-four days at a time (the walk of ended eras, with
  /// a cut or more a week, has them as words of bits from the start, `walkEndedEras`).
  @inline(__always)
  static func cutBits<Cuts: RandomAccessCollection<Int32>>(
    _ cuts: Cuts, from next: inout Cuts.Index, window c: Int, length: Int
  ) -> UInt64 {
    var bits: UInt64 = 0
    while next < cuts.endIndex && Int(cuts[next]) < c + length {
      bits |= UInt64(1) &<< UInt64(Int(cuts[next]) - c)
      cuts.formIndex(after: &next)
    }
    return bits
  }
}
