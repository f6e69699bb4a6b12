/// Every day's status of one habit, computed in one pass from its whole log.
///
/// This is the engine of scheduling-semantics.md §6-§11 in linear time. The rules ask for sums
/// of completions and due days over windows (schedule deviation), for counts of due and
/// not-due days from today (backlog placement, completing ahead), and for forward and
/// backward walks (completed later; completing ahead without backlog). Here they become:
/// - prefix sums of `count - goal * due` and of due days, so any window's deviation is O(1);
/// - a backward pass of suffix maxima, so "does a later walk ever reach +1" is O(1) per day;
/// - a running minimum in the forward pass, for the backward walk of completing ahead when
///   backlog is off.
/// A goal of N completions per due day is handled by scaling dues by N instead of dividing
/// counts, so all arithmetic stays in integers.
///
/// The plain day-by-day version of the same rules lives in the tests (`ReferenceEngine`) and
/// the two are compared on thousands of generated habits.
package struct HabitTimeline: Sendable {
  /// The habit's schedule pinned to its start.
  package let calendar: HabitCalendar
  /// The day statuses are judged from.
  package let today: Day
  /// Completions needed per due day.
  package let goal: Int
  /// The first day computed (the start).
  package let first: Day
  /// The last day computed (at most the end).
  package let last: Day
  /// The status of each day from `first` to `last`.
  package private(set) var statuses: [HabitStatus]
  /// The logged count of each day from `first` to `last`.
  package private(set) var counts: [Int]
  /// Whether each day is due by schedule (vacations ignored).
  package private(set) var scheduledDue: [Bool]
  /// Whether each day is on vacation.
  package private(set) var onVacation: [Bool]
  /// The habit's vacations, for days past `last`.
  private let vacations: [Vacation]
  /// Prefix sums of `count - goal * dueTimes`; `balance[i]` covers days 0...i.
  private var balance: [Int]
  /// Prefix sums of due times (due by schedule and not on vacation).
  private var dueTimes: [Int]
  /// The index of the first day of each day's window segment: its period when periods are
  /// separate, else 0.
  private var segmentStart: [Int32]
  /// Whether the window is the period (separation on, periodic schedule).
  private let separated: Bool
  private let backlogEnabled: Bool
  private let aheadEnabled: Bool

  /// Computes statuses for `habit` from its start through `through` (or its end).
  /// - Parameters:
  ///   - start: the habit's start (its `since`, else its first log entry, else today).
  ///   - log: its completions and vacations; completions outside [start, end] are ignored.
  ///   - today: the day statuses are judged from.
  ///   - through: the last day wanted; at least `today`.
  package init(habit: Habit, start: Day, log: HabitLog, today: Day, through: Day) {
    let calendar = HabitCalendar(habit: habit, start: start)
    self.calendar = calendar
    self.today = today
    self.goal = habit.goal
    self.first = start
    let wanted = max(through, today)
    self.last = calendar.end.map { min($0, wanted) } ?? wanted
    self.separated = habit.schedule.isPeriodic && !habit.carryOver
    self.backlogEnabled = habit.backlog
    self.aheadEnabled = habit.ahead
    self.vacations = log.vacations
    let n = max(0, last - first + 1)
    statuses = Array(repeating: .notDue, count: n)
    counts = Array(repeating: 0, count: n)
    scheduledDue = Array(repeating: false, count: n)
    onVacation = Array(repeating: false, count: n)
    balance = Array(repeating: 0, count: n)
    dueTimes = Array(repeating: 0, count: n)
    segmentStart = Array(repeating: 0, count: n)
    guard n > 0 else { return }
    fillSchedule(n)
    fillLog(log, n)
    fillPrefixSums(n)
    computeStatuses(n)
  }

  // MARK: Queries

  /// The status on `day`: `notStarted` before the start, `finished` after the end.
  /// Days after `last` (beyond anything logged and any period in play) are judged by the
  /// schedule and the vacations alone.
  package func status(on day: Day) -> HabitStatus {
    if day < first { return .notStarted }
    if let end = calendar.end, day > end { return .finished }
    if day > last {
      if isOnVacation(day) { return .onVacation }
      return calendar.isDue(day) ? .planned : .notDue
    }
    return statuses[day - first]
  }

  /// The logged count on `day` (0 outside the computed range).
  package func count(on day: Day) -> Int {
    guard day >= first && day <= last else { return 0 }
    return counts[day - first]
  }

  /// Whether `day` is on vacation.
  package func isOnVacation(_ day: Day) -> Bool {
    guard day >= first && day <= last else { return vacations.contains { $0.contains(day) } }
    return onVacation[day - first]
  }

  /// Whether the schedule makes `day` due.
  package func isDue(_ day: Day) -> Bool {
    guard day >= first && day <= last else { return calendar.isDue(day) }
    return scheduledDue[day - first]
  }

  /// The index range of the window segment containing index `i` (its period when separate).
  package func segment(containing day: Day) -> ClosedRange<Day>? {
    guard day >= first && day <= last else { return nil }
    if !separated { return first...last }
    return calendar.period(containing: day)
  }

  /// Schedule deviation (§8) for `day` in completions (not scaled by the goal): negative is a
  /// deficit, positive a surplus.
  package func deviation(on day: Day) -> Int {
    guard day >= first && day <= last else { return 0 }
    return deviation(at: day - first)
  }

  /// Completions minus due completions (scaled by the goal) over the days of `day`'s window
  /// segment up to and including `day`. With `excludingDueOn` the due of `day` itself is left
  /// out (a day still to be done is not behind).
  package func balance(through day: Day, excludingDueOfLastDay: Bool = false) -> Int {
    // An empty timeline (a habit that ends before it starts: `until` in the past and no
    // `since`) has no days to sum.
    guard day >= first, last >= first else { return 0 }
    let i = min(day, last) - first
    let s = Int(segmentStart[i])
    var value = balance[i] - (s > 0 ? balance[s - 1] : 0)
    if excludingDueOfLastDay && day <= last && dueTimes(at: i) == 1 { value += goal }
    return value
  }

  // MARK: Building

  /// Due days and period segments, walking period by period.
  private mutating func fillSchedule(_ n: Int) {
    if !calendar.schedule.isPeriodic {
      if case .once(let dates) = calendar.schedule {
        for date in dates where date >= first && date <= last { scheduledDue[date - first] = true }
      } else {
        for i in 0..<n { scheduledDue[i] = true }
      }
      return
    }
    var day = first
    while day <= last {
      let period = calendar.period(containing: day)!
      let upper = min(period.upperBound, last)
      let startIndex = Int32(period.lowerBound - first)
      var d = period.lowerBound
      while d <= upper {
        let i = d - first
        scheduledDue[i] = calendar.isDue(d, periodStart: period.lowerBound)
        if separated { segmentStart[i] = startIndex }
        d = d + 1
      }
      day = upper + 1
    }
  }

  /// Counts per day and vacation days.
  private mutating func fillLog(_ log: HabitLog, _ n: Int) {
    for completion in log.completions where completion.day >= first && completion.day <= last {
      counts[completion.day - first] = completion.count
    }
    for vacation in log.vacations {
      let lower = max(vacation.start, first)
      let upper = min(vacation.end ?? last, last)
      guard lower <= upper else { continue }
      for i in (lower - first)...(upper - first) { onVacation[i] = true }
    }
  }

  private mutating func fillPrefixSums(_ n: Int) {
    var runningBalance = 0
    var runningDue = 0
    for i in 0..<n {
      let due = scheduledDue[i] && !onVacation[i] ? 1 : 0
      runningDue += due
      runningBalance += counts[i] - goal * due
      balance[i] = runningBalance
      dueTimes[i] = runningDue
    }
  }

  @inline(__always)
  private func balanceBefore(_ i: Int) -> Int { i > 0 ? balance[i - 1] : 0 }

  @inline(__always)
  private func dueTimes(at i: Int) -> Int { dueTimes[i] - (i > 0 ? dueTimes[i - 1] : 0) }

  /// Due times in days [lower, upper] (indices, clamped to the computed range).
  private func dueTimes(from lower: Int, through upper: Int) -> Int {
    let lo = max(lower, 0)
    guard upper >= lo else { return 0 }
    return dueTimes[upper] - (lo > 0 ? dueTimes[lo - 1] : 0)
  }

  /// §8: the deviation for the day at index `v`, as of `today`.
  private func deviation(at v: Int) -> Int {
    let t = today - first
    let a: Int
    if v <= t {
      a = v - 1
    } else {
      a = t >= 0 && t < counts.count && counts[t] > 0 ? t : t - 1
    }
    guard a >= 0 && a < counts.count else { return 0 }
    let s = Int(segmentStart[a])
    if separated && Int(segmentStart[v]) != s { return 0 }
    return balance[a] - (s > 0 ? balance[s - 1] : 0)
  }

  /// The first index counted from today for backlog placement and completing ahead (§9):
  /// tomorrow when today has a record, else today.
  private var placementStart: Int {
    let t = today - first
    return t >= 0 && t < counts.count && counts[t] > 0 ? t + 1 : t
  }

  /// §9: whether a deficit is shown on (or absorbs the work of) the day at index `v`.
  private func hasBacklog(_ v: Int, deviation dev: Int) -> Bool {
    guard backlogEnabled, dev < 0 else { return false }
    let t = today - first
    if v < t { return true }
    let s = placementStart
    let notDue = (v - s + 1) - dueTimes(from: s, through: v)
    return dev <= -notDue * goal
  }

  /// The statuses, in one forward pass (§7.1), after a backward pass for completed-later.
  private mutating func computeStatuses(_ n: Int) {
    let t = today - first
    let laterReach = backlogEnabled ? completedLaterReach(n) : []
    var segment = -1
    var earliestCompletion: Int?
    var runningMinimum = Int.max
    for i in 0..<n {
      if Int(segmentStart[i]) != segment {
        segment = Int(segmentStart[i])
        earliestCompletion = nil
        runningMinimum = Int.max
      }
      if let e = earliestCompletion, i - 2 >= e - 1 {
        runningMinimum = min(runningMinimum, balanceBefore(i - 1))
      }
      statuses[i] = status(
        at: i, today: t, laterReach: laterReach, earliestCompletion: earliestCompletion,
        runningMinimum: runningMinimum)
      if counts[i] > 0 && earliestCompletion == nil {
        earliestCompletion = i
        runningMinimum = balanceBefore(i)
      }
    }
  }

  /// §7.1 for the day at index `i`.
  private func status(
    at i: Int, today t: Int, laterReach: [Int], earliestCompletion: Int?, runningMinimum: Int
  ) -> HabitStatus {
    let count = counts[i]
    let due = scheduledDue[i]
    if onVacation[i] {
      guard count > 0 else { return .onVacation }
      return hasBacklog(i, deviation: deviation(at: i)) ? .sortedOutBacklog : .overCompleted
    }
    if count > 0 {
      let required = due ? goal : 0
      if count == required { return .completed }
      if count < required { return .partiallyCompleted }
      return hasBacklog(i, deviation: deviation(at: i)) ? .sortedOutBacklog : .overCompleted
    }
    if !due {
      return i >= t && hasBacklog(i, deviation: deviation(at: i)) ? .backlog : .notDue
    }
    if aheadEnabled && isAlreadyCompleted(i, today: t, earliestCompletion: earliestCompletion, runningMinimum: runningMinimum) {
      return .alreadyCompleted
    }
    if i >= t { return .planned }
    if backlogEnabled && i + 1 < laterReach.count && Int(segmentStart[i + 1]) == Int(segmentStart[i])
      && laterReach[i + 1] != Int.min && laterReach[i + 1] - balance[i] >= goal
    {
      return .completedLater
    }
    return .failed
  }

  /// §10: whether a surplus before the due, not-done, non-vacation day at index `i` covers it.
  private func isAlreadyCompleted(_ i: Int, today t: Int, earliestCompletion: Int?, runningMinimum: Int) -> Bool {
    if backlogEnabled {
      let dev = deviation(at: i)
      if i < t { return dev >= goal }
      let s = placementStart
      return dev >= dueTimes(from: s, through: i) * goal
    }
    // Backlog off: some run of days just before `i`, starting at or after the earliest
    // completion of the window, has completions - dues >= 1.
    guard let e = earliestCompletion, e < i else { return false }
    let minimum = min(runningMinimum, balanceBefore(e))
    return balance[i - 1] - minimum >= goal
  }

  /// For completed-later (§11): `reach[j]` is the largest prefix balance over days j...L of
  /// j's segment, where L is the last completion (or the segment's end, whichever is first);
  /// `Int.min` when j is past L. A missed day i is made up later when
  /// `reach[i + 1] - balance[i] >= goal`.
  private func completedLaterReach(_ n: Int) -> [Int] {
    guard let lastCompletion = counts.lastIndex(where: { $0 > 0 }) else { return [] }
    var reach = Array(repeating: Int.min, count: n)
    var j = min(lastCompletion, n - 1)
    var segmentEnd = j
    // Walk down from the last completion; a new segment restarts the maximum.
    while j >= 0 {
      let sameSegmentAsNext = j + 1 <= segmentEnd && Int(segmentStart[j]) == Int(segmentStart[j + 1])
      if j == segmentEnd || !sameSegmentAsNext {
        segmentEnd = j
        reach[j] = balance[j]
      } else {
        reach[j] = max(balance[j], reach[j + 1])
      }
      j -= 1
    }
    return reach
  }
}
