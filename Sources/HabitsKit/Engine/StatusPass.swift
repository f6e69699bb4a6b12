/// The bits of a timeline's per-day flags.
enum DayFlag {
  /// Due by schedule (vacations ignored).
  static let due: UInt8 = 1
  /// On vacation.
  static let vacation: UInt8 = 2
}

/// The forward pass of §7.1 over one habit's days: for each day, the rule that gives it its
/// status (`StatusRule`), which `habits why` then explains, and the balance the queries read.
///
/// What a day-by-day engine recomputes for every day is carried from one day to the next
/// here: yesterday's balance (the deviation of a day up to today is the balance of its segment
/// before it), the base of the current segment, the running minimum for completing ahead
/// without backlog, and the values fixed by today (where backlog is placed, the deviation of
/// future days). The days before today, decades of them, take a loop of their own that asks
/// only what a past day can be (§7.1 for V < T: no backlog placement, no planned days), a
/// dozen instructions a day; today and the days after, a few weeks to a year, take the whole
/// procedure.
struct StatusPass {
  /// `DayFlag` bits per day: a day asks for `goal` when they are exactly `DayFlag.due` (due,
  /// not on vacation).
  let flags: UnsafeBufferPointer<UInt8>
  /// The first index of each window segment, in order, the first 0: the periods when periods
  /// are separate, else just `[0]` (the window runs from the start).
  let segmentStarts: UnsafeBufferPointer<Int32>
  /// Completions needed per due day.
  let goal: Int
  /// The extra over a due day's goal from which the day is more than done: one completion; for
  /// an amount, a whole goal (5.2 km on a 5 km day is done; a smaller extra covers no other
  /// due day).
  let overAt: Int
  /// Today's index (may lie outside the days).
  let today: Int
  let backlog: Bool
  let ahead: Bool

  /// What the pass carries from one day to the next.
  struct Carried {
    /// The balance through the day before.
    var previous = 0
    /// The balance through two days before.
    var twoBack = 0
    /// The segment of the day reached, and where the next one starts.
    var segment = 0
    var nextSegment = Int.max
    /// The balance before the segment's first day.
    var segmentBase = 0
    /// The segment's first day with a completion, -1 for none (completing ahead without
    /// backlog).
    var earliestCompletion = -1
    /// The lowest balance from the day before `earliestCompletion` to two days back.
    var runningMinimum = Int.max
    /// §11, completed later: a missed day is made up when a later day of its segment brings
    /// the balance back to the miss's own plus a goal (the walk forward from it reaches +1).
    /// Each miss waits here, marked failed, until a day reaches its mark; a later miss has a
    /// lower mark than every earlier one still waiting (the balance fell to it without
    /// reaching theirs), so the last waiting is the first made up, and the marks are met from
    /// the top.
    var waiting: MissStack
  }

  /// Writes the rule that decides every day's status into `rules`, and turns `balance` from
  /// each day's logged count into the prefix sums of `count - goal * due` (as many of each
  /// as there are days). `misses` is the stack the misses wait in, emptied first: a habit's
  /// eras share one.
  func run(
    balance: UnsafeMutableBufferPointer<Int>, rules: UnsafeMutableBufferPointer<StatusRule>, misses: inout MissStack
  ) {
    misses.removeAll()
    var carried = Carried(waiting: misses)
    // The stack may have grown (and moved): handed back for the next era.
    defer { misses = carried.waiting }
    carried.nextSegment = segmentStarts.count > 1 ? Int(segmentStarts[1]) : Int.max
    let pastEnd = min(max(today, 0), flags.count)
    runPast(through: pastEnd, balance: balance, rules: rules, &carried)
    if pastEnd < flags.count { runFromToday(from: pastEnd, balance: balance, rules: rules, &carried) }
  }

  /// Moves `carried` into the next segment when the day at index `i` starts it: a segment
  /// starts with nothing behind it, nothing ahead and nothing waiting.
  @inline(__always)
  private func enterSegment(at i: Int, _ carried: inout Carried) {
    guard i == carried.nextSegment else { return }
    carried.segment += 1
    carried.nextSegment =
      carried.segment + 1 < segmentStarts.count ? Int(segmentStarts[carried.segment + 1]) : Int.max
    carried.segmentBase = carried.previous
    carried.earliestCompletion = -1
    carried.runningMinimum = Int.max
    carried.waiting.removeAll()
  }

  /// Marks made up the waiting misses whose mark the balance `current` reaches.
  @inline(__always)
  private func makeUp(reaching current: Int, rules: UnsafeMutableBufferPointer<StatusRule>, _ carried: inout Carried) {
    while carried.waiting.count > 0 && current >= carried.waiting.topMark {
      rules[carried.waiting.pop()] = .completedLater
    }
  }

  /// The days before today (indices `0..<end`): §7.1 for V < T, in the loop specialised for
  /// the habit's backlog and completing-ahead options (`PastOptions`).
  private func runPast(
    through end: Int, balance: UnsafeMutableBufferPointer<Int>, rules: UnsafeMutableBufferPointer<StatusRule>,
    _ carried: inout Carried
  ) {
    switch (backlog, ahead) {
    case (true, true): runPast(BacklogAndAhead.self, through: end, balance: balance, rules: rules, &carried)
    case (true, false): runPast(BacklogOnly.self, through: end, balance: balance, rules: rules, &carried)
    case (false, true): runPast(AheadOnly.self, through: end, balance: balance, rules: rules, &carried)
    case (false, false): runPast(Neither.self, through: end, balance: balance, rules: rules, &carried)
    }
  }

  /// The days before today for one combination of options. A deficit shows on no past day,
  /// nothing is planned, and a past due day is covered ahead by a surplus of one goal.
  ///
  /// One loop per combination, each with only the state its options use, and one inner loop
  /// per window segment: the state then fits in registers, where one loop for all options
  /// kept it on the stack (9.8 M instructions for the decade status benchmark's 173,000 past
  /// days, against 4.9 M). The sums wrap instead of trapping: a day counts at most 10^9, and
  /// a log of 2 GiB cannot hold enough days to overflow.
  func runPast<Options: PastOptions>(
    _ options: Options.Type, through end: Int, balance: UnsafeMutableBufferPointer<Int>,
    rules: UnsafeMutableBufferPointer<StatusRule>, _ carried: inout Carried
  ) {
    let (goal, overAt) = (self.goal, self.overAt)
    var previous = carried.previous
    var twoBack = carried.twoBack
    var segmentBase = carried.segmentBase
    var earliestCompletion = carried.earliestCompletion
    var runningMinimum = carried.runningMinimum
    var waiting = carried.waiting
    var i = 0
    while i < end {
      if i == carried.nextSegment {
        // The segment's state is this loop's own (`enterSegment` for the rest).
        carried.segment += 1
        carried.nextSegment =
          carried.segment + 1 < segmentStarts.count ? Int(segmentStarts[carried.segment + 1]) : Int.max
        segmentBase = previous
        earliestCompletion = -1
        runningMinimum = Int.max
        waiting.removeAll()
      }
      let segmentEnd = min(end, carried.nextSegment)
      while i < segmentEnd {
        let flag = flags[i]
        let logged = balance[i]
        // A day not due, not on vacation and not logged changes nothing (most days of a weekly
        // or monthly habit): it is not due, and the balance stays.
        if !Options.tracksRuns && flag == 0 && logged == 0 {
          balance[i] = previous
          rules[i] = StatusDecision.rule(
            onVacation: false, due: false, logged: 0, required: 0, overAt: overAt, isPast: true, backlog: Options.backlog,
            behind: { false }, nothingBehind: { true }, clears: { true }, coveredAhead: { false })
          i += 1
          continue
        }
        let required = flag == DayFlag.due ? goal : 0
        let current = previous &+ logged &- required
        balance[i] = current
        // Only a day with more than it asks for raises the balance to a waiting mark.
        if Options.backlog && logged > required {
          while waiting.count > 0 && current >= waiting.topMark {
            rules[waiting.pop()] = .completedLater
          }
        }
        if Options.tracksRuns && earliestCompletion >= 0 && i - 2 >= earliestCompletion - 1 {
          runningMinimum = min(runningMinimum, twoBack)
        }
        // §8 for V <= T: the segment's balance before the day; §9 for V < T: behind is enough.
        let deviation = previous &- segmentBase
        let rule = StatusDecision.rule(
          onVacation: flag & DayFlag.vacation != 0, due: flag & DayFlag.due != 0, logged: logged, required: required,
          overAt: overAt, isPast: true, backlog: Options.backlog,
          behind: { Options.backlog && deviation < 0 }, nothingBehind: { deviation >= 0 },
          clears: { current &- segmentBase >= 0 },
          coveredAhead: {
            Options.ahead
              && (Options.backlog
                ? deviation >= goal
                // §10 without backlog: some run of days just before this one, from the
                // segment's first completion on, has completions - dues >= goal.
                : earliestCompletion >= 0 && earliestCompletion < i && previous &- runningMinimum >= goal)
          })
        // Failed unless a later day makes it up (`waiting`).
        if Options.backlog && rule == .failed { waiting.push(day: i, mark: current &+ goal) }
        rules[i] = rule
        if Options.tracksRuns {
          if earliestCompletion < 0 && logged > 0 {
            earliestCompletion = i
            runningMinimum = previous
          }
          twoBack = previous
        }
        previous = current
        i += 1
      }
    }
    carried.previous = previous
    carried.twoBack = Options.tracksRuns ? twoBack : (end >= 2 ? balance[end - 2] : 0)
    carried.segmentBase = segmentBase
    carried.earliestCompletion = earliestCompletion
    carried.runningMinimum = runningMinimum
    carried.waiting = waiting
  }

  /// Today and the days after it (indices `start..<count`, `start` being today's index or 0):
  /// the whole of §7.1, with backlog placed and work ahead counted from today (§9, §10) and
  /// future days judged on the balance as of today (§8).
  ///
  /// Not inlined: only a habit's era in force today reaches today (the eras before it take
  /// `runEnded`), so `run` keeps to the setup of the past loop. (Measured alone, on `status`
  /// of two hundred changes a habit, it saved little: `run` kept about 60 instructions a call.)
  @inline(never)
  private func runFromToday(
    from start: Int, balance: UnsafeMutableBufferPointer<Int>, rules: UnsafeMutableBufferPointer<StatusRule>,
    _ carried: inout Carried
  ) {
    let n = flags.count
    let (goal, overAt, t, backlog, ahead) = (self.goal, self.overAt, today, self.backlog, self.ahead)
    // §9: backlog is placed, and work ahead counted, from tomorrow when today has a record.
    // Today's count is still in `balance` (it becomes a sum when the pass reaches it).
    let todayLogged = t >= 0 && t < n && balance[t] > 0
    let placement = todayLogged ? t + 1 : t
    let placementLower = max(placement, 0)
    // §8: days after today are measured through today if it is logged, else yesterday; found
    // once the pass has summed that day.
    let futureIndex = StatusDecision.asOf(t + 1, today: t, todayLogged: todayLogged)
    let futureKnown = futureIndex >= 0 && futureIndex < n
    var futureDeviation: Int?
    var futureSegment = -1

    /// Due times from the placement start through the day reached, counted as the pass goes.
    var duesFromPlacement = 0
    /// §9: whether a deficit is shown on (or absorbs the work of) the day at index `v`, the
    /// day reached (today or later).
    func hasBacklog(_ v: Int, _ deviation: Int) -> Bool {
      guard backlog, deviation < 0 else { return false }
      let notDue = (v - placement + 1) - duesFromPlacement
      return deviation <= -notDue * goal
    }

    for i in start..<n {
      enterSegment(at: i, &carried)
      let flag = flags[i]
      let required = flag == DayFlag.due ? goal : 0
      if required > 0 && i >= placementLower { duesFromPlacement += 1 }
      let logged = balance[i]
      let current = carried.previous + logged - required
      balance[i] = current
      if logged > required && carried.waiting.count > 0 { makeUp(reaching: current, rules: rules, &carried) }
      if carried.earliestCompletion >= 0 && i - 2 >= carried.earliestCompletion - 1 {
        carried.runningMinimum = min(carried.runningMinimum, carried.twoBack)
      }
      let deviation: Int
      if i <= t {
        deviation = carried.previous - carried.segmentBase
      } else {
        if futureDeviation == nil {
          (futureDeviation, futureSegment) = futureKnown ? segmentBalance(through: futureIndex, balance: balance) : (0, -1)
        }
        deviation = futureKnown && carried.segment == futureSegment ? futureDeviation! : 0
      }
      let rule = StatusDecision.rule(
        onVacation: flag & DayFlag.vacation != 0, due: flag & DayFlag.due != 0, logged: logged, required: required,
        overAt: overAt, isPast: false, backlog: backlog,
        behind: { hasBacklog(i, deviation) }, nothingBehind: { deviation >= 0 },
        clears: { deviation + logged - required >= 0 },
        coveredAhead: {
          ahead
            && (backlog
              ? deviation >= duesFromPlacement * goal
              : carried.earliestCompletion >= 0 && carried.earliestCompletion < i
                && carried.previous - carried.runningMinimum >= goal)
        })
      rules[i] = rule
      if carried.earliestCompletion < 0 && logged > 0 {
        carried.earliestCompletion = i
        carried.runningMinimum = carried.previous
      }
      carried.twoBack = carried.previous
      carried.previous = current
    }
  }

  /// The balance of the segment holding index `i` through `i`, and that segment's number
  /// (`balance` already summed through `i`).
  private func segmentBalance(through i: Int, balance: UnsafeMutableBufferPointer<Int>) -> (Int, Int) {
    // The last segment starting at or before `i`.
    var (low, high) = (0, segmentStarts.count - 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(segmentStarts[middle]) <= i { low = middle } else { high = middle - 1 }
    }
    let (segment, start) = (low, Int(segmentStarts[low]))
    return (balance[i] - (start > 0 ? balance[start - 1] : 0), segment)
  }
}
