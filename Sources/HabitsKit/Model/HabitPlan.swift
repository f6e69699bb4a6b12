/// What a habit asks for over its life: its start and end, and its eras, each a stretch of days
/// under one line of the habits file with that line's schedule pinned to the stretch and its
/// target.
///
/// This is the one place that decides a habit's life (the start is `since`, else the first
/// completion, else today; the end is `until` or the Nth occurrence) and which day is due
/// under which line. The engine, the checks, the log writer and the views ask a plan; none of
/// them reads a habit's schedule or goal to decide due days themselves.
///
/// ```
/// // Gym: Mon, Wed, Fri; since 2026-01-05      (line 1)
/// // Gym: Tue, Thu; 2 times; from 2026-06-01   (line 2)
/// // eras: 2026-01-05...2026-05-31 under line 1 (at least 1 a due day),
/// //       2026-06-01... under line 2 (at least 2 a due day).
/// ```
package struct HabitPlan: Sendable {
  /// The eras in date order; never empty. A habit declared on one line has one era: itself.
  package let eras: [HabitEra]
  /// Whether the start is not fixed yet and the due days count from it (`startMoves`): every
  /// day is then before the start (`unfixedStart`), *not started*.
  package let startMoves: Bool

  /// Plans `habit` from its log: the start comes from it when the habit declares none, and an
  /// after-last schedule's due days are pinned from its completions. A habit whose start
  /// moves (`startMoves(of:firstCompletion:today:)`) is planned from `unfixedStart`.
  package init(habit: Habit, log: HabitLog, today: Day) {
    let first = log.firstCompletionDay
    let moves = HabitPlan.startMoves(of: habit, firstCompletion: first, today: today)
    let start = moves ? HabitPlan.unfixedStart : HabitPlan.start(of: habit, firstCompletion: first, today: today)
    self.init(habit: habit, start: start, log: log, startMoves: moves)
  }

  /// Plans `habit` from a known start (an after-last schedule pinned from `log`).
  package init(habit: Habit, start: Day, log: HabitLog = HabitLog()) {
    self.init(habit: habit, start: start, log: log, startMoves: false)
  }

  private init(habit: Habit, start: Day, log: HabitLog, startMoves: Bool) {
    var eras = habit.eras(start: start)
    HabitPlan.pin(&eras, log: log)
    self.init(eras: eras, startMoves: startMoves)
  }

  /// A plan of these eras.
  private init(eras: [HabitEra], startMoves: Bool) {
    self.eras = eras
    self.startMoves = startMoves
  }

  /// The same plan with an after-last schedule's due days pinned from `log` instead: the
  /// same start and lines, judged on other completions (a log without its entries dated
  /// after today, for streaks).
  package func pinned(to log: HabitLog) -> Self {
    var eras = self.eras
    HabitPlan.pin(&eras, log: log)
    return Self(eras: eras, startMoves: startMoves)
  }

  /// Pins the eras of `eras` whose kind takes its due days from the log (after last) from
  /// `log`, in place: the others stay as they are (copying an era costs a few hundred
  /// instructions of reference counting).
  private static func pin(_ eras: inout [HabitEra], log: HabitLog) {
    // Asked in place, and only an after-last era is touched: handing every era's habit to its
    // kind cost about 300 instructions a habit (callgrind, decade set).
    for index in eras.indices where eras[index].pinsDueDaysFromLog { eras[index] = eras[index].pinned(log: log) }
  }

  /// The day a habit starts: its `since`, else its first completion, else today (a habit
  /// nobody has logged yet starts fresh each day and never fails).
  package static func start(of habit: Habit, firstCompletion: Day?, today: Day) -> Day {
    habit.since ?? firstCompletion ?? today
  }

  /// Whether a habit's due days hang on a start that is not fixed yet: it has neither `since`
  /// nor a completion, so it starts today, every day, and the line in force today counts its
  /// due days from the start (`Habit.countsFromStart`). Such a habit is *not started* in every
  /// report until it is logged or given a `since` (`check` says so: `moving-start`).
  package static func startMoves(of habit: Habit, firstCompletion: Day?, today: Day) -> Bool {
    guard habit.since == nil, firstCompletion == nil else { return false }
    let line = habit.changes.last { ($0.since ?? today) <= today } ?? habit
    return line.countsFromStart
  }

  /// The start of a habit whose start moves: the day after the last day `habits` knows, so
  /// that every day is before it. Reports never show it (`startMoves` says why instead).
  package static let unfixedStart = Day.last + 1

  /// The first day of the habit's life.
  package var start: Day { eras[0].start }

  /// The first day a view of the habit's days shows by default: its start, or `today` while
  /// the start moves (`unfixedStart` is no day to show).
  package func shownStart(today: Day) -> Day { startMoves ? today : start }

  /// The last day of the habit's life, if it ends: its `until`, or its Nth due day with
  /// `ends after N occurrences`, whichever comes first.
  package var end: Day? { eras[eras.count - 1].calendar.end }

  /// Whether the habit has more than one line (`from DATE` changes).
  // A plan's only era is a habit of one line, or the last change of a habit whose earlier
  // eras all lie before its start: neither has changes of its own.
  package var hasChanges: Bool { eras.count > 1 }

  /// The era in force on `day`: the first before the start, the last after the end.
  package func era(on day: Day) -> HabitEra {
    eras[eraIndex(on: day)]
  }

  /// The index of the era in force on `day` (the first before the start), found by a binary
  /// search over the eras' starts: a habit of two hundred changes asks it of every day.
  package func eraIndex(on day: Day) -> Int {
    Day.lastIndex(startingOnOrBefore: day, count: eras.count) { eras[$0].start } ?? 0
  }

  /// What the line in force on `day` asks for (`HabitEra.target`), without copying the era.
  package func target(on day: Day) -> HabitTarget {
    eras[eraIndex(on: day)].target
  }

  /// Whether the line in force on `day` makes it due (vacations play no part here).
  package func isDue(_ day: Day) -> Bool { era(on: day).calendar.isDue(day) }

  /// The first day of `days` that the plan makes due, if any: one walk over each era's part.
  package func firstDueDay(in days: ClosedRange<Day>) -> Day? {
    for index in eras.indices {
      var upper = days.upperBound
      if index + 1 < eras.count { upper = min(upper, eras[index + 1].start - 1) }
      guard days.lowerBound <= upper else { continue }
      if let found = eras[index].calendar.firstDueDay(in: days.lowerBound...upper) { return found }
    }
    return nil
  }

  /// The period containing `day` under the line in force on it; nil without periods.
  package func period(containing day: Day) -> ClosedRange<Day>? {
    era(on: day).calendar.period(containing: day)
  }
}

/// What one line of a habit asks for on a day: at least an amount on each due day, or at most
/// an amount a day, week or month (a limit).
package enum HabitTarget: Hashable, Sendable {
  /// At least this many completions (or this amount) on each due day.
  case atLeast(Int)
  /// At most this many occurrences in each period (a day, a week, a month).
  case atMost(Int, per: Schedule.LimitPeriod)
  /// Nothing: the line records what is logged (tracked).
  case nothing
  /// At least this many goals in any window of `days` unpaused days.
  case inWindow(atLeast: Int, days: Int)
  /// At most this many occurrences in any window of `days` days.
  case atMostInWindow(Int, days: Int)

  /// Whether it asks for an amount on each due day (a goal): there is then something to be
  /// behind on, or ahead.
  package var isGoal: Bool {
    if case .atLeast = self { true } else { false }
  }

  /// Whether it is a limit: at most an amount, not at least.
  package var isLimit: Bool {
    switch self {
    case .atMost, .atMostInWindow: true
    case .atLeast, .nothing, .inWindow: false
    }
  }

  /// For a limit, its maximum; nil otherwise.
  package var maximum: Int? {
    switch self {
    case .atMost(let max, _), .atMostInWindow(let max, _): max
    case .atLeast, .nothing, .inWindow: nil
    }
  }

  /// What a due day requires; 0 for a limit or a tracked line, which require nothing.
  package var requiredPerDueDay: Int {
    switch self {
    case .atLeast(let amount): amount
    case .atMost, .nothing, .inWindow, .atMostInWindow: 0
    }
  }
}

extension HabitEra {
  /// The era judged with an after-last schedule's due days pinned from `log`
  /// (`ScheduleKind.pinned`), and its calendar.
  func pinned(log: HabitLog) -> HabitEra {
    guard let judged = kind.pinned(habit, start: start, log: log) else { return self }
    var era = self
    era.pin(as: judged)
    return era
  }
}
