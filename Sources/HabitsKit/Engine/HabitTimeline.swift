/// Every day's status of one habit, computed in one pass from its whole log.
///
/// This is the engine of scheduling-semantics.md §6-§11 in linear time. The rules ask for sums
/// of completions and due days over windows (schedule deviation), for counts of due and
/// not-due days from today (backlog placement, completing ahead), and for forward and
/// backward walks (completed later; completing ahead without backlog). Here they become:
/// - prefix sums of `count - goal * due`, so any window's deviation is O(1), and due days
///   counted from today as the pass goes;
/// - misses waiting, in the forward pass, for a later day to bring the balance back up, so "does
///   a later walk ever reach +1" costs O(1) per day (`StatusPass`);
/// - a running minimum in the forward pass, for the backward walk of completing ahead when
///   backlog is off.
/// A goal of N completions per due day is handled by scaling dues by N instead of dividing
/// counts, so all arithmetic stays in integers.
///
/// Vacations are swept once, the due days are marked a period at a time
/// (`HabitCalendar.markDueDays`, which also gives where each period starts), each day's count
/// is set from the completions, and one forward pass (`StatusPass`) decides the statuses and
/// turns the counts into the prefix sums. Per day the timeline keeps a rule, a flag byte and a
/// balance (10 bytes), and per period its first day. A day's due is its flag byte (due and not
/// on vacation is exactly `DayFlag.due`), so no due counts are kept.
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
  /// The rule that decides the status of each day from `first` to `last` (one byte a day; the
  /// status is the rule's).
  package private(set) var rules: [StatusRule]
  /// Per day: `DayFlag.due` when due by schedule (vacations ignored), `DayFlag.vacation` when on
  /// vacation. One byte a day: the timeline of a decade is kept for every habit at once.
  private var flags: [UInt8]
  /// The habit's vacations, for days past `last`.
  private let vacations: [Vacation]
  /// Prefix sums of `count - goal * due`, where a day is due when it is due by schedule and
  /// not on vacation; `balance[i]` covers days 0...i. The count of a day is not stored: it is
  /// this difference plus the day's due.
  private var balance: [Int]
  /// The index of the first day of each period from the first day on, in order (`[0]` for
  /// schedules without periods): the streaks' periods, and the window segments when periods
  /// are separate.
  private(set) var periodStarts: [Int32]
  /// Whether the window is the period (separation on, periodic schedule).
  private let separated: Bool
  /// Whether the line is a limit, which asks for nothing: nothing is ever behind.
  private let asksAtMost: Bool
  private let backlogEnabled: Bool
  private let aheadEnabled: Bool
  /// The extra over a due day's goal from which it is more than done (`StatusPass.overAt`).
  private let overAt: Int
  /// For a habit with changes, one timeline per era in date order, each covering its era
  /// whole (the last one through the days wanted); the queries answer from the era of the day
  /// asked about. Empty for a habit without changes, whose arrays are filled instead.
  package private(set) var eras: [HabitTimeline] = []

  /// Computes statuses for `habit` from `start` through `through` (or its end): the timeline
  /// of a habit's single era, for tests and checks that have a habit and a start at hand.
  /// - Parameters:
  ///   - start: the habit's start (its `since`, else its first log entry, else today).
  ///   - log: its completions and vacations; completions outside [start, end] are ignored.
  ///   - today: the day statuses are judged from.
  ///   - through: the last day wanted; at least `today`.
  package init(habit: Habit, start: Day, log: HabitLog, today: Day, through: Day) {
    self.init(era: HabitEra(habit: habit, start: start).pinned(log: log), log: log, today: today, through: through)
  }

  /// Computes statuses for one era, from its start through `through` (or its end).
  package init(era: HabitEra, log: HabitLog, today: Day, through: Day) {
    let calendar = era.calendar
    let habit = era.judgedAs
    self.calendar = calendar
    self.today = today
    self.goal = era.target.requiredPerDueDay
    self.first = era.start
    let wanted = max(through, today)
    self.last = min(calendar.end ?? Day.last, wanted)
    self.separated = era.windowsSeparate
    self.asksAtMost = era.target.isLimit
    self.backlogEnabled = habit.backlog
    self.aheadEnabled = habit.ahead
    self.overAt = era.overAt
    self.vacations = log.vacations
    let n = max(0, last - first + 1)
    rules = []
    flags = Array(repeating: 0, count: n)
    balance = []
    periodStarts = []
    guard n > 0 else { return }
    fillVacations(log.vacations)
    let (first, last) = (self.first, self.last)
    periodStarts = flags.withUnsafeMutableBufferPointer { calendar.markDueDays($0, from: first, through: last) }
    if era.keepsDueDaysApart { periodStarts = HabitTimeline.dueDayStarts(flags) }
    // Each day's count, which the pass turns into the prefix sums.
    balance = Array(repeating: 0, count: n)
    for completion in log.completions where completion.day >= first && completion.day <= last {
      balance[completion.day - first] = completion.count
    }
    if let judged = era.kind.statusRules(of: era, counts: balance, flags: &flags, today: today) {
      // A kind with a rule of its own (a limit, judged on its counts alone), not by due days.
      let counts = balance
      rules = judged
      var sum = 0
      for i in 0..<n {
        sum += counts[i]
        balance[i] = sum
      }
    } else {
      computeStatuses(n)
    }
  }

  /// The timeline of a habit's whole plan. A habit with changes has each era judged as the
  /// single-schedule habit it stands for, on the same log, so a day before a change gets
  /// exactly the status the old line alone gives it and a day after, the new line's; a period
  /// the change cuts is split, and backlog and work ahead stay in their era.
  /// - Parameter through: the last day wanted of the last era; the others are computed whole.
  package init(plan: HabitPlan, log: HabitLog, today: Day, through: Day) {
    let eras = plan.eras
    guard eras.count > 1 else {
      self = HabitTimeline(era: eras[0], log: log, today: today, through: through)
      return
    }
    var timelines: [HabitTimeline] = []
    for index in eras.indices {
      let era = eras[index]
      let isLast = index == eras.count - 1
      let wanted = isLast ? through : (era.habit.until ?? through)
      timelines.append(HabitTimeline(era: era, log: log, today: today, through: wanted))
    }
    let last = timelines[timelines.count - 1]
    self.calendar = last.calendar
    self.today = today
    self.goal = last.goal
    self.first = timelines[0].first
    self.last = last.last
    self.vacations = log.vacations
    self.separated = last.separated
    self.asksAtMost = last.asksAtMost
    self.backlogEnabled = last.backlogEnabled
    self.aheadEnabled = last.aheadEnabled
    self.overAt = last.overAt
    self.rules = timelines.flatMap(\.rules)
    self.flags = []
    self.balance = []
    self.periodStarts = []
    self.eras = timelines
  }

  /// The timeline of the era in force on `day`: itself for a habit without changes; for one
  /// with changes, the first era before the start and the last after the end.
  package func era(on day: Day) -> HabitTimeline {
    guard !eras.isEmpty else { return self }
    return eras.last { $0.first <= day } ?? eras[0]
  }

  /// The index of the era in force on `day` (0 for a habit without changes).
  package func eraIndex(on day: Day) -> Int {
    eras.lastIndex { $0.first <= day } ?? 0
  }

  /// The schedule pinned to its start, of the era in force on `day`.
  package func calendar(on day: Day) -> HabitCalendar { era(on: day).calendar }

  // MARK: Queries

  /// The status on `day`: `notStarted` before the start, `finished` after the end.
  /// Days after `last` (beyond anything logged and any period in play) are judged by the
  /// schedule and the vacations alone.
  package func status(on day: Day) -> HabitStatus { rule(on: day).status }

  /// The rule that gives `day` its status (`status(on:)` is this rule's status).
  package func rule(on day: Day) -> StatusRule {
    if !eras.isEmpty { return era(on: day).rule(on: day) }
    if day < first { return .notStarted }
    if let end = calendar.end, day > end { return .finished }
    if day > last {
      // Past everything logged (and after today): nothing logged, behind or ahead, so the
      // schedule and the pauses alone decide.
      return StatusDecision.rule(
        onVacation: isOnVacation(day), due: calendar.isDue(day), logged: 0, required: 0, overAt: overAt, isPast: false,
        backlog: backlogEnabled || asksAtMost, behind: { false }, nothingBehind: { true }, coveredAhead: { false })
    }
    return rules[day - first]
  }

  /// The first day of `days` whose status is `planned`, if any. The computed days are read
  /// straight from the rules: asking `status(on:)` day by day repeats its range checks, which
  /// cost 1.5 M instructions of 86 M on the decade status benchmark (the next due day of a
  /// yearly habit is months away).
  package func firstPlanned(in days: ClosedRange<Day>) -> Day? {
    var day = days.lowerBound
    if eras.isEmpty && day >= first && day <= last {
      let upper = min(days.upperBound, last)
      if let i = rules[(day - first)...(upper - first)].firstIndex(where: { $0.status == .planned }) {
        return first + i
      }
      day = upper + 1
    }
    guard day <= days.upperBound else { return nil }
    if eras.isEmpty && day > last {
      // Past everything logged, a planned day is one the schedule makes due, off vacation.
      return HabitTimeline.firstFreeDay(calendar: calendar, vacations: vacations, from: day, through: days.upperBound)
    }
    while day <= days.upperBound {
      if status(on: day) == .planned { return day }
      day = day + 1
    }
    return nil
  }

  /// The logged count on `day` (0 outside the computed range).
  package func count(on day: Day) -> Int {
    if !eras.isEmpty { return era(on: day).count(on: day) }
    guard day >= first && day <= last else { return 0 }
    return count(at: day - first)
  }

  /// Whether `day` is on vacation.
  package func isOnVacation(_ day: Day) -> Bool {
    if !eras.isEmpty { return era(on: day).isOnVacation(day) }
    guard day >= first && day <= last else { return vacations.contains { $0.contains(day) } }
    return flags[day - first] & DayFlag.vacation != 0
  }

  /// Whether the schedule makes `day` due.
  package func isDue(_ day: Day) -> Bool {
    if !eras.isEmpty { return era(on: day).isDue(day) }
    guard day >= first && day <= last else { return calendar.isDue(day) }
    return flags[day - first] & DayFlag.due != 0
  }

  /// Adds each day of `days` to `figures` (for `habits stats`): its status, whether it is due
  /// and not on vacation, and its logged count. The same as asking `status(on:)`, `isDue`,
  /// `isOnVacation` and `count(on:)` day by day, but the computed days are read straight from
  /// the arrays in one loop: per-day queries repeat the range checks and cost several times
  /// more.
  package func addFigures(of days: ClosedRange<Day>, to figures: inout StatsFigures) {
    if !eras.isEmpty {
      for index in eras.indices {
        let lower = index == 0 ? days.lowerBound : max(days.lowerBound, eras[index].first)
        let upper = index == eras.count - 1 ? days.upperBound : min(days.upperBound, eras[index + 1].first - 1)
        if lower <= upper { eras[index].addFigures(of: lower...upper, to: &figures) }
      }
      return
    }
    var day = days.lowerBound
    while day <= days.upperBound && (day < first || day > last) {
      figures.add(
        status(on: day), dueDay: isDue(day) && !isOnVacation(day), count: count(on: day))
      day = day + 1
    }
    guard day <= days.upperBound else { return }
    let upper = min(days.upperBound, last)
    // The count is the balance change plus what was due: due and not on vacation is exactly
    // the flag byte `DayFlag.due`.
    var previousBalance = balanceBefore(day - first)
    for i in (day - first)...(upper - first) {
      let dueDay = flags[i] == DayFlag.due
      let count = balance[i] - previousBalance + (dueDay ? goal : 0)
      previousBalance = balance[i]
      figures.add(rules[i].status, dueDay: dueDay, count: count)
    }
    if upper < days.upperBound { addFigures(of: (upper + 1)...days.upperBound, to: &figures) }
  }

  /// The window segment containing `day`: its period when periods are separate, the days from
  /// a due day to the day before the next when due days are kept apart, else every day.
  package func segment(containing day: Day) -> ClosedRange<Day>? {
    if !eras.isEmpty { return era(on: day).segment(containing: day) }
    guard day >= first && day <= last else { return nil }
    if !separated { return first...last }
    if let period = calendar.period(containing: day) { return period }
    let i = day - first
    var next = (calendar.end ?? Day.last) + 1
    if let later = periodStarts.first(where: { Int($0) > i }) { next = first + Int(later) }
    return (first + segmentStart(i))...(next - 1)
  }

  /// Schedule deviation (§8) for `day` in completions (not scaled by the goal): negative is a
  /// deficit, positive a surplus.
  package func deviation(on day: Day) -> Int {
    if !eras.isEmpty { return era(on: day).deviation(on: day) }
    guard day >= first && day <= last else { return 0 }
    return deviation(at: day - first)
  }

  /// Completions minus due completions (scaled by the goal) over the days of `day`'s window
  /// segment up to and including `day`. With `excludingDueOn` the due of `day` itself is left
  /// out (a day still to be done is not behind).
  package func balance(through day: Day, excludingDueOfLastDay: Bool = false) -> Int {
    if !eras.isEmpty { return era(on: day).balance(through: day, excludingDueOfLastDay: excludingDueOfLastDay) }
    // An empty timeline (a habit that ends before it starts: `until` in the past and no
    // `since`) has no days to sum.
    guard day >= first, last >= first else { return 0 }
    let i = min(day, last) - first
    let s = segmentStart(i)
    var value = balance[i] - (s > 0 ? balance[s - 1] : 0)
    if excludingDueOfLastDay && day <= last && isDueTime(i) { value += goal }
    return value
  }

  // MARK: Building

  /// The window segments of a line whose due days are kept apart: one from the first day, and
  /// one from each due day on.
  private static func dueDayStarts(_ flags: [UInt8]) -> [Int32] {
    var starts: [Int32] = [0]
    for i in flags.indices where i > 0 && flags[i] & DayFlag.due != 0 { starts.append(Int32(truncatingIfNeeded: i)) }
    return starts
  }

  /// Vacation days, in one sweep: vacations come sorted by start, so each day is marked once
  /// however long and overlapping they are.
  private mutating func fillVacations(_ vacations: [Vacation]) {
    var marked = -1
    let n = flags.count
    for vacation in vacations {
      let lower = max(vacation.start - first, marked + 1)
      let upper = min((vacation.end ?? last) - first, n - 1)
      guard lower <= upper else { continue }
      for i in lower...upper { flags[i] |= DayFlag.vacation }
      marked = upper
    }
  }

  @inline(__always)
  private func balanceBefore(_ i: Int) -> Int { i > 0 ? balance[i - 1] : 0 }

  /// Whether the day at index `i` is due and not on vacation: it asks for `goal` completions.
  @inline(__always)
  private func isDueTime(_ i: Int) -> Bool { flags[i] == DayFlag.due }

  /// The count logged on the day at index `i`: its balance change plus what was due.
  @inline(__always)
  private func count(at i: Int) -> Int { balance[i] - balanceBefore(i) + (isDueTime(i) ? goal : 0) }

  /// The index of the first day of the window segment of the day at index `i`: its period's
  /// when periods are separate, else 0. A binary search: only queries ask, not the pass.
  private func segmentStart(_ i: Int) -> Int {
    guard separated else { return 0 }
    var (low, high) = (0, periodStarts.count - 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(periodStarts[middle]) <= i { low = middle } else { high = middle - 1 }
    }
    return Int(periodStarts[low])
  }

  /// §8: the deviation for the day at index `v`, as of `today`.
  private func deviation(at v: Int) -> Int {
    let t = today - first
    let a = StatusDecision.asOf(v, today: t, todayLogged: t >= 0 && t < balance.count && count(at: t) > 0)
    guard a >= 0 && a < balance.count else { return 0 }
    let s = segmentStart(a)
    if separated && segmentStart(v) != s { return 0 }
    return balance[a] - (s > 0 ? balance[s - 1] : 0)
  }

  /// The statuses, in one forward pass (§7.1), which also sums the balance.
  private mutating func computeStatuses(_ n: Int) {
    let segments: [Int32] = separated ? periodStarts : [0]
    let (goal, overAt, t, backlog, ahead) = (self.goal, self.overAt, today - first, backlogEnabled, aheadEnabled)
    let flags = self.flags
    rules = Array(unsafeUninitializedCapacity: n) { rules, count in
      balance.withUnsafeMutableBufferPointer { balance in
        flags.withUnsafeBufferPointer { flags in
          segments.withUnsafeBufferPointer { segments in
            let pass = StatusPass(
              flags: flags, segmentStarts: segments, goal: goal, overAt: overAt, today: t, backlog: backlog,
              ahead: ahead)
            pass.run(balance: balance, rules: rules)
          }
        }
      }
      count = n
    }
  }
}
