/// The bits of a timeline's per-day flags.
enum DayFlag {
  /// Due by schedule (vacations ignored).
  static let due: UInt8 = 1
  /// On vacation.
  static let vacation: UInt8 = 2
}

/// The forward pass of §7.1 over one habit's days, from the timeline's prefix sums: for each
/// day, the rule that gives it its status (`StatusRule`), which `habits why` then explains.
///
/// What a day-by-day engine recomputes for every day is carried from one day to the next
/// here: yesterday's balance (the deviation of a past day is the balance of its segment up to
/// yesterday), the base of the current segment, the running minimum for completing ahead
/// without backlog, and the values fixed by today (where backlog is placed, the deviation of
/// future days). Each day then costs a few loads and comparisons.
struct StatusPass {
  /// Prefix sums of `count - goal * due`.
  let balance: UnsafeBufferPointer<Int>
  /// `DayFlag` bits per day: a day asks for `goal` when they are exactly `DayFlag.due` (due,
  /// not on vacation).
  let flags: UnsafeBufferPointer<UInt8>
  /// The first index of each day's segment; empty when periods are not separate.
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

  private var separated: Bool { !segmentStarts.isEmpty }

  /// What the day at index `i` asks for: `goal` when due and not on vacation, else 0.
  @inline(__always)
  private func required(at i: Int) -> Int { flags[i] == DayFlag.due ? goal : 0 }

  /// The count logged on the day at index `i`: its balance change plus what was due.
  private func count(at i: Int) -> Int { balance[i] - (i > 0 ? balance[i - 1] : 0) + required(at: i) }

  private func segmentStart(_ i: Int) -> Int { separated ? Int(segmentStarts[i]) : 0 }

  /// Writes the rule that decides every day's status into `rules` (as many as there are days).
  func run(into rules: UnsafeMutableBufferPointer<StatusRule>) {
    let n = balance.count
    let t = today
    // §9: backlog is placed, and work ahead counted, from tomorrow when today has a record.
    let todayLogged = t >= 0 && t < n && count(at: t) > 0
    let placement = todayLogged ? t + 1 : t
    let placementLower = max(placement, 0)
    // §8: days after today are measured through today if it is logged, else yesterday.
    let futureIndex = todayLogged ? t : t - 1
    let futureKnown = futureIndex >= 0 && futureIndex < n
    let futureSegment = futureKnown ? segmentStart(futureIndex) : 0
    let futureDeviation =
      futureKnown ? balance[futureIndex] - (futureSegment > 0 ? balance[futureSegment - 1] : 0) : 0

    /// Due times from the placement start through the day reached, counted as the pass goes.
    var duesFromPlacement = 0
    /// §9: whether a deficit is shown on (or absorbs the work of) the day at index `v`, the
    /// day reached.
    func hasBacklog(_ v: Int, _ deviation: Int) -> Bool {
      guard backlog, deviation < 0 else { return false }
      if v < t { return true }
      let notDue = (v - placement + 1) - duesFromPlacement
      return deviation <= -notDue * goal
    }

    var previousBalance = 0  // balance[i - 1]
    var balanceTwoBack = 0  // balance[i - 2]
    var segment = -1
    var segmentBase = 0  // the balance before the segment's first day
    var earliestCompletion = -1  // in the segment, -1 for none
    var runningMinimum = Int.max
    // §11, completed later: a missed day is made up when a later day of its segment brings the
    // balance back to the miss's own plus a goal (the walk forward from it reaches +1). Each
    // miss waits here, marked failed, until a day reaches its mark; a later miss has a lower
    // mark than every earlier one still waiting (the balance fell to it without reaching
    // theirs), so the last waiting is the first made up, and the marks are met from the top.
    var waiting: [WaitingMiss] = []
    for i in 0..<n {
      let required = required(at: i)
      if required > 0 && i >= placementLower { duesFromPlacement += 1 }
      let logged = balance[i] - previousBalance + required
      let s = segmentStart(i)
      if s != segment {
        segment = s
        segmentBase = s > 0 ? balance[s - 1] : 0
        earliestCompletion = -1
        runningMinimum = Int.max
        if !waiting.isEmpty { waiting.removeAll(keepingCapacity: true) }
      }
      // Only a day with more than it asks for raises the balance to a waiting mark.
      if logged > required && !waiting.isEmpty {
        while let last = waiting.last, balance[i] >= last.mark {
          rules[last.day] = .completedLater
          waiting.removeLast()
        }
      }
      if earliestCompletion >= 0 && i - 2 >= earliestCompletion - 1 {
        runningMinimum = min(runningMinimum, balanceTwoBack)
      }
      let deviation: Int
      if i <= t {
        deviation = i > s ? previousBalance - segmentBase : 0
      } else {
        deviation = futureKnown && (!separated || s == futureSegment) ? futureDeviation : 0
      }
      let flag = flags[i]
      let due = flag & DayFlag.due != 0
      let rule: StatusRule
      if flag & DayFlag.vacation != 0 {
        rule = logged <= 0 ? .onVacation : hasBacklog(i, deviation) ? .vacationPaidOff : .vacationExtra
      } else if logged > 0 {
        if logged == required {
          rule = .completed
        } else if logged < required {
          rule = .partial
        } else if hasBacklog(i, deviation) {
          rule = .extraPaidOff
        } else if required > 0 && logged - required < overAt {
          rule = .reachedGoal
        } else {
          rule = .extra
        }
      } else if !due {
        if i >= t && hasBacklog(i, deviation) {
          rule = .backlog
        } else if i < t {
          rule = .notDuePast
        } else {
          rule = !backlog ? .notDueNoBacklog : deviation >= 0 ? .notDueNothingBehind : .notDueBacklogEarlier
        }
      } else if ahead
        && (backlog
          ? deviation >= (i < t ? 1 : duesFromPlacement) * goal
          // §10 without backlog: some run of days just before this one, from the segment's
          // first completion on, has completions - dues >= goal.
          : earliestCompletion >= 0 && earliestCompletion < i && previousBalance - runningMinimum >= goal)
      {
        rule = .coveredAhead
      } else if i >= t {
        rule = .planned
      } else {
        // Failed unless a later day makes it up (`waiting`).
        rule = .failed
        if backlog { waiting.append(WaitingMiss(day: i, mark: balance[i] + goal)) }
      }
      rules[i] = rule
      if earliestCompletion < 0 && logged > 0 {
        earliestCompletion = i
        runningMinimum = previousBalance
      }
      balanceTwoBack = previousBalance
      previousBalance = balance[i]
    }
  }
}

/// A missed day waiting to be made up later (§11): made up once the balance reaches `mark`.
/// (A struct, not a tuple: an array of tuples has its type built from its mangled name on
/// first use, 0.1 M instructions on every run.)
private struct WaitingMiss {
  /// The day's index.
  var day: Int
  /// The balance that makes it up: its own plus a goal.
  var mark: Int
}
