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
  package var rules: ArraySlice<StatusRule> { ruleDays[base..<(base + dayCount)] }
  /// The day arrays below hold a day's values at `base` plus its offset from `first`. A habit
  /// with changes keeps one set of arrays for its whole life and each era reads its own days
  /// of them: arrays of its own cost each era five allocations (about 4,000 instructions an
  /// era, half of a habit of two hundred changes' engine; callgrind).
  private let base: Int
  /// The days computed, `first...last` (all the eras' days, for a habit with changes).
  private let dayCount: Int
  /// Each day's rule (`rules`).
  private var ruleDays: [StatusRule]
  /// Per day: `DayFlag.due` when due by schedule (vacations ignored), `DayFlag.vacation` when on
  /// vacation. One byte a day: the timeline of a decade is kept for every habit at once.
  private var flags: [UInt8]
  /// The habit's vacations, for days past `last`.
  let vacations: [Vacation]
  /// Prefix sums of `count - goal * due`, where a day is due when it is due by schedule and
  /// not on vacation; `balance[base + i]` covers days 0...i of the era. The count of a day is not stored: it is
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
  /// whole (the last one through the days wanted) in a window of this timeline's arrays; the
  /// queries answer from the era of the day asked about. Empty for a habit without changes, whose arrays are filled instead.
  package private(set) var eras: [HabitTimeline] = []
  /// How many of the log's completions building the timeline read (its eras' together): its
  /// own days', for the tests that hold each era to its slice of the log.
  package private(set) var completionsRead = 0

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
    self.init(parametersOf: era, vacations: log.vacations, today: today, through: through, base: 0)
    var rules = HabitTimeline.unfilledRules(count: dayCount)
    var flags = [UInt8](repeating: 0, count: dayCount)
    var balance = [Int](repeating: 0, count: dayCount)
    compute(era, log: log, rules: &rules, flags: &flags, balance: &balance)
    (ruleDays, self.flags, self.balance) = (rules, flags, balance)
  }

  /// The timeline of `era` with its days not computed yet: they will sit from `base` on in
  /// arrays it is given (`compute`, then `attach`).
  private init(parametersOf era: HabitEra, vacations: [Vacation], today: Day, through: Day, base: Int) {
    let calendar = era.calendar
    self.calendar = calendar
    self.today = today
    self.goal = era.target.requiredPerDueDay
    self.first = era.start
    let wanted = max(through, today)
    self.last = min(calendar.end ?? Day.last, wanted)
    self.separated = era.windowsSeparate
    self.asksAtMost = era.target.isLimit
    // Read in place: the judged line taken whole cost a copy of it an era.
    self.backlogEnabled = era.backlog
    self.aheadEnabled = era.ahead
    self.overAt = era.overAt
    self.vacations = vacations
    self.base = base
    self.dayCount = max(0, last - first + 1)
    ruleDays = []
    flags = []
    balance = []
    periodStarts = []
  }

  /// Computes the days of `era` (this timeline's) into the arrays at `base`: vacations, due
  /// days and periods, each day's count from the era's own completions, then the statuses and
  /// the prefix sums.
  private mutating func compute(
    _ era: HabitEra, log: HabitLog, rules: inout [StatusRule], flags: inout [UInt8], balance: inout [Int]
  ) {
    let (n, base, first, last) = (dayCount, base, first, last)
    guard n > 0 else { return }
    let days = base..<(base + n)
    periodStarts = flags.withUnsafeMutableBufferPointer { all in
      let flags = UnsafeMutableBufferPointer(rebasing: all[days])
      HabitTimeline.markVacations(vacations, in: flags, first: first, last: last)
      let starts = calendar.markDueDays(flags, from: first, through: last)
      return era.keepsDueDaysApart ? HabitTimeline.dueDayStarts(UnsafeBufferPointer(flags)) : starts
    }
    // Each day's count, which the pass turns into the prefix sums: the era's own completions,
    // found by a binary search, so a habit of many changes reads each completion once, not
    // once an era.
    completionsRead = balance.withUnsafeMutableBufferPointer { all in
      log.completions.forEach(from: first, through: last) { all[base + ($0.day - first)] = $0.count }
    }
    let judged = balance.withUnsafeBufferPointer { counts in
      flags.withUnsafeMutableBufferPointer { flags in
        era.kind.statusRules(
          of: era, counts: UnsafeBufferPointer(rebasing: counts[days]),
          flags: UnsafeMutableBufferPointer(rebasing: flags[days]), today: today)
      }
    }
    if let judged {
      // A kind with a rule of its own (a limit, judged on its counts alone), not by due days.
      var sum = 0
      for i in 0..<n {
        rules[base + i] = judged[i]
        sum += balance[base + i]
        balance[base + i] = sum
      }
      return
    }
    let segments = separated ? periodStarts : HabitTimeline.oneSegment
    let (goal, overAt, t, backlog, ahead) = (self.goal, self.overAt, today - first, backlogEnabled, aheadEnabled)
    rules.withUnsafeMutableBufferPointer { rules in
      balance.withUnsafeMutableBufferPointer { balance in
        flags.withUnsafeBufferPointer { flags in
          segments.withUnsafeBufferPointer { segments in
            let pass = StatusPass(
              flags: UnsafeBufferPointer(rebasing: flags[days]), segmentStarts: segments, goal: goal, overAt: overAt,
              today: t, backlog: backlog, ahead: ahead)
            pass.run(
              balance: UnsafeMutableBufferPointer(rebasing: balance[days]),
              rules: UnsafeMutableBufferPointer(rebasing: rules[days]))
          }
        }
      }
    }
  }

  /// The window segments of a line whose periods are not separate: one, from the first day (a
  /// constant, not an array made for each era).
  private static let oneSegment: [Int32] = [0]

  /// Room for the rules of `count` days, not set: `compute` sets every day of each era's
  /// (zeroing them first cost 0.5% of `status` on ten years).
  private static func unfilledRules(count: Int) -> [StatusRule] {
    Array(unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
  }

  /// Gives this timeline the arrays its days were computed into.
  private mutating func attach(rules: [StatusRule], flags: [UInt8], balance: [Int]) {
    (ruleDays, self.flags, self.balance) = (rules, flags, balance)
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
    // Every era's parameters first, which give its number of days, then every era's days into
    // one set of arrays (`base`).
    var timelines: [HabitTimeline] = []
    timelines.reserveCapacity(eras.count)
    var total = 0
    for index in eras.indices {
      let wanted = index == eras.count - 1 ? through : (eras[index].habit.until ?? through)
      timelines.append(
        HabitTimeline(parametersOf: eras[index], vacations: log.vacations, today: today, through: wanted, base: total))
      total += timelines[index].dayCount
    }
    var rules = HabitTimeline.unfilledRules(count: total)
    var flags = [UInt8](repeating: 0, count: total)
    var balance = [Int](repeating: 0, count: total)
    for index in eras.indices {
      timelines[index].compute(eras[index], log: log, rules: &rules, flags: &flags, balance: &balance)
    }
    for index in timelines.indices { timelines[index].attach(rules: rules, flags: flags, balance: balance) }
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
    self.base = 0
    self.dayCount = total
    self.ruleDays = rules
    self.flags = flags
    self.balance = balance
    self.periodStarts = []
    self.eras = timelines
    self.completionsRead = timelines.reduce(0) { $0 + $1.completionsRead }
  }

  /// The timeline of the era in force on `day`: itself for a habit without changes; for one
  /// with changes, the first era before the start and the last after the end.
  package func era(on day: Day) -> HabitTimeline {
    guard !eras.isEmpty else { return self }
    return eras[eraIndex(on: day)]
  }

  /// The index of the era in force on `day` (0 for a habit without changes), found by a
  /// binary search over the eras' starts.
  package func eraIndex(on day: Day) -> Int {
    Day.lastIndex(startingOnOrBefore: day, count: eras.count) { eras[$0].first } ?? 0
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
    return ruleDays[base + (day - first)]
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
    return flag(at: day - first) & DayFlag.vacation != 0
  }

  /// Whether the schedule makes `day` due.
  package func isDue(_ day: Day) -> Bool {
    if !eras.isEmpty { return era(on: day).isDue(day) }
    guard day >= first && day <= last else { return calendar.isDue(day) }
    return flag(at: day - first) & DayFlag.due != 0
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
    var value = sum(at: i) - (s > 0 ? sum(at: s - 1) : 0)
    if excludingDueOfLastDay && day <= last && isDueTime(i) { value += goal }
    return value
  }

  // MARK: Days

  /// The flags of the day at index `i` (from `first`).
  @inline(__always)
  func flag(at i: Int) -> UInt8 { flags[base &+ i] }

  /// The balance through the day at index `i` (from `first`).
  @inline(__always)
  func sum(at i: Int) -> Int { balance[base &+ i] }

  @inline(__always)
  func balanceBefore(_ i: Int) -> Int { i > 0 ? sum(at: i - 1) : 0 }

  /// Whether the day at index `i` is due and not on vacation: it asks for `goal` completions.
  @inline(__always)
  private func isDueTime(_ i: Int) -> Bool { flag(at: i) == DayFlag.due }

  /// The count logged on the day at index `i`: its balance change plus what was due.
  @inline(__always)
  private func count(at i: Int) -> Int { sum(at: i) - balanceBefore(i) + (isDueTime(i) ? goal : 0) }

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
    let a = StatusDecision.asOf(v, today: t, todayLogged: t >= 0 && t < dayCount && count(at: t) > 0)
    guard a >= 0 && a < dayCount else { return 0 }
    let s = segmentStart(a)
    if separated && segmentStart(v) != s { return 0 }
    return sum(at: a) - (s > 0 ? sum(at: s - 1) : 0)
  }
}
