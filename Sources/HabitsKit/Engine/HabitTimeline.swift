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
  /// The habit's schedule pinned to its start (the last line's, for a habit with changes).
  package let calendar: HabitCalendar
  /// The day statuses are judged from.
  package let today: Day
  /// This timeline's days and what its line asks of them: its only era's, or for a habit with
  /// changes every era's days with the last line's parameters (its queries ask the era of the
  /// day, `spans`).
  private let own: TimelineSpan
  /// Completions needed per due day.
  package var goal: Int { own.goal }
  /// The first day computed (the start).
  package var first: Day { own.first }
  /// The last day computed (at most the end).
  package var last: Day { own.last }
  /// The rule that decides the status of each day from `first` to `last` (one byte a day; the
  /// status is the rule's).
  package var rules: ArraySlice<StatusRule> { ruleDays[own.base..<(own.base + own.dayCount)] }
  /// Each day's rule (`rules`). The day arrays hold a day's values at its span's `base` plus
  /// its offset from the span's first day: a habit with changes keeps one set of arrays for its
  /// whole life and each era reads its own days of them (arrays of its own cost each era five
  /// allocations; callgrind).
  private let ruleDays: [StatusRule]
  /// Per day: `DayFlag.due` when due by schedule (vacations ignored), `DayFlag.vacation` when on
  /// vacation. One byte a day: the timeline of a decade is kept for every habit at once.
  private let flags: [UInt8]
  /// The habit's vacations, for days past `last`.
  let vacations: [Vacation]
  /// Prefix sums of `count - goal * due`, where a day is due when it is due by schedule and
  /// not on vacation; a span's `balance[base + i]` covers its days 0...i. The count of a day is
  /// not stored: it is this difference plus the day's due.
  private let balance: [Int]
  /// The first day of each period of each era, as offsets from the era's first day, the eras'
  /// one after another (`TimelineSpan.periods` says which are whose).
  private let periodStarts: [Int32]
  /// For a habit with changes, each era's days in date order, each era whole (the last one
  /// through the days wanted); the queries answer from the era of the day asked about. Empty
  /// for a habit without changes, whose days are `own`.
  private let spans: [TimelineSpan]
  /// For a habit with changes, the plan's eras, for their calendars: the plan's own array, not
  /// a copy of it. Empty for a habit without changes.
  private let lines: [HabitEra]
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
    var span = TimelineSpan(of: era, whole: false, today: today, through: through, base: 0)
    let days = TimelineDays.make(count: span.dayCount) { days in
      days.compute(era, in: &span, today: today, log: log)
    }
    completionsRead = days.read
    (calendar, self.today, own) = (era.calendar, today, span)
    (ruleDays, flags, balance, periodStarts) = (days.rules, days.flags, days.balance, days.periodStarts)
    vacations = log.vacations
    (self.spans, lines) = ([], [])
  }

  /// The timeline of a habit's whole plan. A habit with changes has each era judged as the
  /// single-schedule habit it stands for, on the same log, so a day before a change gets
  /// exactly the status the old line alone gives it and a day after, the new line's; a period
  /// the change cuts is split, and backlog and work ahead stay in their era.
  ///
  /// The eras are read where they are, in the plan's array: each era was copied for the
  /// timeline it had of its own (several hundred bytes and a dozen reference counts an era).
  /// - Parameter through: the last day wanted of the last era; the others are computed whole.
  package init(plan: HabitPlan, log: HabitLog, today: Day, through: Day) {
    let lines = plan.eras
    guard lines.count > 1 else {
      self = HabitTimeline(era: lines[0], log: log, today: today, through: through)
      return
    }
    let (spans, days, read) = HabitTimeline.computeEras(lines, log: log, today: today, through: through)
    (calendar, self.today, own) = (lines[lines.count - 1].calendar, today, TimelineSpan(whole: spans))
    (ruleDays, flags, balance, periodStarts) = (days.rules, days.flags, days.balance, days.periodStarts)
    vacations = log.vacations
    (self.spans, self.lines) = (spans, lines)
    completionsRead = read
  }

  /// Every era's days into one set of arrays, and how many completions they read: the spans
  /// made first (they say how many days the arrays take, taken once for every era, and where
  /// each era's sit), then the days of all the eras (`TimelineDays.compute`).
  ///
  /// The eras are read where they are, each handed as an argument to a function of its own and
  /// the plan's array handed here whole: the same reads made in the initialiser, whose array
  /// it keeps, copied each era (a `Habit` of several hundred bytes and a dozen reference
  /// counts) at each of them (callgrind; a `borrowing` parameter or a buffer pointer did not
  /// help).
  @inline(never)
  private static func computeEras(
    _ lines: [HabitEra], log: HabitLog, today: Day, through: Day
  ) -> (
    spans: [TimelineSpan], days: (rules: [StatusRule], flags: [UInt8], balance: [Int], periodStarts: [Int32]),
    read: Int
  ) {
    // Every era but the last is computed whole, through its line's `until`.
    var spans: [TimelineSpan] = []
    spans.reserveCapacity(lines.count)
    var total = 0
    for index in lines.indices {
      let span = TimelineSpan(of: lines[index], whole: index < lines.count - 1, today: today, through: through, base: total)
      total += span.dayCount
      spans.append(span)
    }
    let days = TimelineDays.make(count: total) { days in
      spans.withUnsafeMutableBufferPointer { days.compute(lines, spans: $0, today: today, log: log) }
    }
    return (spans, (days.rules, days.flags, days.balance, days.periodStarts), days.read)
  }

  /// The timeline of one era of `whole`: its days, read in `whole`'s arrays.
  private init(era index: Int, of whole: HabitTimeline) {
    (calendar, today, own) = (whole.lines[index].calendar, whole.today, whole.spans[index])
    (ruleDays, flags, balance, periodStarts) = (whole.ruleDays, whole.flags, whole.balance, whole.periodStarts)
    vacations = whole.vacations
    (spans, lines) = ([], [])
  }

  // MARK: Eras

  /// Whether the timeline is a habit's with changes, one span an era.
  package var hasEras: Bool { !spans.isEmpty }

  /// The number of eras: 1 for a habit without changes.
  package var eraCount: Int { max(1, spans.count) }

  /// The timeline of era `index`, its days read in this one's arrays: itself for a habit
  /// without changes. Each query answers as the era's timeline would for the days in force
  /// under it, so this is for the views that ask an era as a whole (its first day, calendar).
  package func era(at index: Int) -> HabitTimeline {
    spans.isEmpty ? self : HabitTimeline(era: index, of: self)
  }

  /// The timeline of the era in force on `day`: itself for a habit without changes; for one
  /// with changes, the first era before the start and the last after the end.
  package func era(on day: Day) -> HabitTimeline { era(at: eraIndex(on: day)) }

  /// The index of the era in force on `day` (0 for a habit without changes), found by a
  /// binary search over the eras' starts.
  package func eraIndex(on day: Day) -> Int {
    Day.lastIndex(startingOnOrBefore: day, count: spans.count) { spans[$0].first } ?? 0
  }

  /// The first day of the first era that starts after `day` (where the next line takes over),
  /// nil for a habit without changes or when no era starts later: a binary search over the
  /// eras' starts, for the views that follow the changes day by day.
  package func nextEraStart(after day: Day) -> Day? {
    guard hasEras else { return nil }
    if day < spans[0].first { return spans[0].first }
    let next = eraIndex(on: day) + 1
    return next < spans.count ? spans[next].first : nil
  }

  /// The span of era `index`: the timeline's own for a habit without changes.
  @inline(__always)
  func span(ofEra index: Int) -> TimelineSpan { spans.isEmpty ? own : spans[index] }

  /// The span of the era in force on `day`.
  @inline(__always)
  private func span(on day: Day) -> TimelineSpan { spans.isEmpty ? own : spans[eraIndex(on: day)] }

  /// The schedule pinned to its start, of era `index`.
  func calendar(ofEra index: Int) -> HabitCalendar { spans.isEmpty ? calendar : lines[index].calendar }

  /// What the schedule of era `index` means, read in place (its calendar's kind: for an
  /// after-last line, the pinned one-off dates').
  func kind(ofEra index: Int) -> any ScheduleKind { spans.isEmpty ? calendar.kind : lines[index].calendar.kind }

  /// The schedule pinned to its start, of the era in force on `day`.
  package func calendar(on day: Day) -> HabitCalendar { spans.isEmpty ? calendar : lines[eraIndex(on: day)].calendar }

  /// Calls `body` with the rules of `span`'s days and its period starts (offsets from its first
  /// day), read in place.
  func withDays<Result>(
    of span: TimelineSpan, _ body: (UnsafeBufferPointer<StatusRule>, UnsafeBufferPointer<Int32>) -> Result
  ) -> Result {
    ruleDays.withUnsafeBufferPointer { rules in
      periodStarts.withUnsafeBufferPointer { starts in
        body(
          UnsafeBufferPointer(rebasing: rules[span.base..<(span.base + span.dayCount)]),
          UnsafeBufferPointer(rebasing: starts[span.periods]))
      }
    }
  }

  /// Calls `body` with the spans of the eras (empty for a habit without changes), read in place.
  func withSpans<Result>(_ body: (UnsafeBufferPointer<TimelineSpan>) -> Result) -> Result {
    spans.withUnsafeBufferPointer(body)
  }

  /// Calls `body` with the rules of every day and every era's period starts, read in place.
  func withAllDays<Result>(
    _ body: (UnsafeBufferPointer<StatusRule>, UnsafeBufferPointer<Int32>) -> Result
  ) -> Result {
    ruleDays.withUnsafeBufferPointer { rules in periodStarts.withUnsafeBufferPointer { body(rules, $0) } }
  }

  // MARK: Queries

  /// The status on `day`: `notStarted` before the start, `finished` after the end.
  /// Days after `last` (beyond anything logged and any period in play) are judged by the
  /// schedule and the vacations alone.
  package func status(on day: Day) -> HabitStatus { rule(on: day).status }

  /// The rule that gives `day` its status (`status(on:)` is this rule's status).
  package func rule(on day: Day) -> StatusRule {
    let index = spans.isEmpty ? 0 : eraIndex(on: day)
    let s = span(ofEra: index)
    if day < s.first { return .notStarted }
    if let end = s.end, day > end { return .finished }
    if day > s.last {
      // Past everything logged (and after today): nothing logged, behind or ahead, so the
      // schedule and the pauses alone decide.
      return StatusDecision.rule(
        onVacation: isOnVacation(day), due: calendar(ofEra: index).isDue(day), logged: 0, required: 0,
        overAt: s.overAt, isPast: false, backlog: s.backlog || s.asksAtMost, behind: { false },
        nothingBehind: { true }, clears: { true }, coveredAhead: { false })
    }
    return ruleDays[s.base + (day - s.first)]
  }

  /// The logged count on `day` (0 outside the computed range).
  package func count(on day: Day) -> Int {
    let s = span(on: day)
    guard s.covers(day) else { return 0 }
    return count(at: day - s.first, in: s)
  }

  /// Whether `day` is on vacation.
  package func isOnVacation(_ day: Day) -> Bool {
    let s = span(on: day)
    guard s.covers(day) else { return vacations.contains { $0.contains(day) } }
    return flag(at: day - s.first, in: s) & DayFlag.vacation != 0
  }

  /// Whether the schedule makes `day` due.
  package func isDue(_ day: Day) -> Bool {
    let s = span(on: day)
    guard s.covers(day) else { return calendar(on: day).isDue(day) }
    return flag(at: day - s.first, in: s) & DayFlag.due != 0
  }

  /// The window segment containing `day`: its period when periods are separate, the days from
  /// a due day to the day before the next when due days are kept apart, else every day.
  package func segment(containing day: Day) -> ClosedRange<Day>? {
    let index = spans.isEmpty ? 0 : eraIndex(on: day)
    let s = span(ofEra: index)
    guard s.covers(day) else { return nil }
    if !s.separated { return s.first...s.last }
    if let period = calendar(ofEra: index).period(containing: day) { return period }
    let i = day - s.first
    var next = (s.end ?? Day.last) + 1
    if let later = periodStarts[s.periods].first(where: { Int($0) > i }) { next = s.first + Int(later) }
    return (s.first + segmentStart(i, in: s))...(next - 1)
  }

  /// Schedule deviation (§8) for `day` in completions (not scaled by the goal): negative is a
  /// deficit, positive a surplus.
  package func deviation(on day: Day) -> Int {
    let s = span(on: day)
    guard s.covers(day) else { return 0 }
    return deviation(at: day - s.first, in: s)
  }

  /// Completions minus due completions (scaled by the goal) over the days of `day`'s window
  /// segment up to and including `day`. With `excludingDueOn` the due of `day` itself is left
  /// out (a day still to be done is not behind).
  package func balance(through day: Day, excludingDueOfLastDay: Bool = false) -> Int {
    let s = span(on: day)
    // An empty timeline (a habit that ends before it starts: `until` in the past and no
    // `since`) has no days to sum.
    guard day >= s.first, s.last >= s.first else { return 0 }
    let i = min(day, s.last) - s.first
    let start = segmentStart(i, in: s)
    var value = sum(at: i, in: s) - (start > 0 ? sum(at: start - 1, in: s) : 0)
    if excludingDueOfLastDay && day <= s.last && isDueTime(i, in: s) { value += s.goal }
    return value
  }

  // MARK: Days

  /// The flags of the day at index `i` of `s` (from its first day).
  @inline(__always)
  func flag(at i: Int, in s: TimelineSpan) -> UInt8 { flags[s.base &+ i] }

  /// The balance through the day at index `i` of `s`.
  @inline(__always)
  func sum(at i: Int, in s: TimelineSpan) -> Int { balance[s.base &+ i] }

  /// The balance through the day before the day at index `i` of `s`.
  @inline(__always)
  func balanceBefore(_ i: Int, in s: TimelineSpan) -> Int { i > 0 ? sum(at: i - 1, in: s) : 0 }

  /// The rule of the day at index `i` of `s`.
  @inline(__always)
  func rule(at i: Int, in s: TimelineSpan) -> StatusRule { ruleDays[s.base &+ i] }

  /// Whether the day at index `i` of `s` is due and not on vacation: it asks for `goal`
  /// completions.
  @inline(__always)
  private func isDueTime(_ i: Int, in s: TimelineSpan) -> Bool { flag(at: i, in: s) == DayFlag.due }

  /// The count logged on the day at index `i` of `s`: its balance change plus what was due.
  @inline(__always)
  private func count(at i: Int, in s: TimelineSpan) -> Int {
    sum(at: i, in: s) - balanceBefore(i, in: s) + (isDueTime(i, in: s) ? s.goal : 0)
  }

  /// The index of the first day of the window segment of the day at index `i` of `s`: its
  /// period's when periods are separate, else 0. A binary search: only queries ask, not the
  /// pass.
  private func segmentStart(_ i: Int, in s: TimelineSpan) -> Int {
    guard s.separated else { return 0 }
    var (low, high) = (s.periods.lowerBound, s.periods.upperBound - 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(periodStarts[middle]) <= i { low = middle } else { high = middle - 1 }
    }
    return Int(periodStarts[low])
  }

  /// §8: the deviation for the day at index `v` of `s`, as of `today`.
  private func deviation(at v: Int, in s: TimelineSpan) -> Int {
    let t = today - s.first
    let a = StatusDecision.asOf(v, today: t, todayLogged: t >= 0 && t < s.dayCount && count(at: t, in: s) > 0)
    guard a >= 0 && a < s.dayCount else { return 0 }
    let start = segmentStart(a, in: s)
    if s.separated && segmentStart(v, in: s) != start { return 0 }
    return sum(at: a, in: s) - (start > 0 ? sum(at: start - 1, in: s) : 0)
  }
}
