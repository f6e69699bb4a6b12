/// Everything the reports need about one habit as of today: its timeline, its streaks and
/// its attention state. Computed from the whole log, with no cache.
package struct HabitAnalysis: Sendable {
  /// The habit.
  package let habit: Habit
  /// Its log.
  package let log: HabitLog
  /// The statuses from its start through the last day any report asks about.
  package let timeline: HabitTimeline
  /// The merged streaks (§13.1, then joined).
  package let streaks: [Streak]
  /// What the habit asks for over its life: its start, end and eras.
  package let plan: HabitPlan
  /// For a habit with changes, its eras (the plan's); empty for a habit without.
  package var eras: [HabitEra] { plan.hasChanges ? plan.eras : [] }

  /// Analyses `habit` as of `today`, computing statuses through `through` (at least today).
  /// - Parameter lookahead: also compute at least a year past the last log entry and the
  ///   start, so "next due", free days and other views of the future are covered; reports of
  ///   the past (streaks, history) pass false and stop at `through`, the start or the last
  ///   completion, whichever is latest: the statuses up to there are the same either way.
  package init(_ loaded: LoadedHabit, today: Day, through: Day? = nil, lookahead: Bool = true) {
    self.init(loaded, today: today, through: through, horizon: lookahead ? .board : .past)
  }

  /// Analyses `habit` with `log`, planned here as the loader plans it: for a habit that was
  /// not loaded from the files (another version of it, a test's).
  package init(habit: Habit, log: HabitLog, today: Day, through: Day? = nil, lookahead: Bool = true) {
    self.init(LoadedHabit(habit: habit, log: log, today: today), today: today, through: through, lookahead: lookahead)
  }

  /// How far a timeline is computed.
  enum Horizon {
    /// Through the days shown, the start and the last completion (streaks, history).
    case past
    /// As `full` wherever the status board could tell the difference (see `boardTimeline`).
    case board
    /// At least a year past the last log entry and the start.
    case full
  }

  /// Analyses `habit` with `log`, planned here as the loader plans it, with statuses computed
  /// to `horizon`.
  init(habit: Habit, log: HabitLog, today: Day, through: Day?, horizon: Horizon) {
    self.init(LoadedHabit(habit: habit, log: log, today: today), today: today, through: through, horizon: horizon)
  }

  /// Analyses the loaded habit `loaded` with statuses computed to `horizon`.
  init(_ loaded: LoadedHabit, today: Day, through: Day?, horizon: Horizon) {
    let (habit, log, plan) = (loaded.habit, loaded.log, loaded.plan)
    self.habit = habit
    self.log = log
    self.plan = plan
    let start = plan.start
    // Entries logged ahead matter to `nextDue`, which looks ten years ahead; one dated further
    // out (9999, a mistyped year) would make every report compute millions of days.
    let lookahead = max(through ?? today, today) + Horizons.lookahead
    let lastCompletion = min(lookahead, log.completions.last?.day ?? today)
    // The days shown, and the last completion: a day made up later is judged from it.
    let past = max(through ?? today, today, start, lastCompletion)
    let lastLogged = min(lookahead, max(log.completions.last?.day ?? today, log.vacations.map(\.start).max() ?? today))
    let full = max(through ?? today, max(today, lastLogged) + Horizons.beyondLastEntry, start + Horizons.beyondLastEntry)
    let timeline: HabitTimeline
    if plan.startMoves {
      // Not started on any day: nothing to compute.
      timeline = HabitTimeline(plan: plan, log: log, today: today, through: today)
    } else {
      switch horizon {
      case .past:
        timeline = HabitTimeline(plan: plan, log: log, today: today, through: past)
      case .board:
        timeline = HabitAnalysis.boardTimeline(plan, log: log, today: today, shown: through ?? today, past: past, full: full)
      case .full:
        timeline = HabitTimeline(plan: plan, log: log, today: today, through: full)
      }
    }
    self.timeline = timeline
    // Streaks are computed without completions dated after today (§13.1 step 1).
    if let last = log.completions.last, last.day > today {
      var past = log
      past.completions = Completions(log.completions.filter { $0.day <= today })
      // Same start, and an after-last habit's due days pinned from the same completions.
      let pastPlan = plan.pinned(to: past)
      let pastTimeline = HabitTimeline(plan: pastPlan, log: past, today: today, through: today)
      streaks = Streaks.merged(of: pastTimeline)
    } else {
      streaks = Streaks.merged(of: timeline)
    }
  }

  /// The timeline for the status board and other views of the day shown and after.
  ///
  /// The board reads the day shown and the rest of its period (free days, backlog days) and
  /// looks for the next planned day; the full horizon, a year ahead, is for a next planned day
  /// far away. So the timeline first stops a month past the day shown, its period, the days of
  /// the past views (statuses up to there do not depend on where it stops) and the first day
  /// after the one shown that is due and not on vacation (a planned day is both). It is
  /// computed to the full horizon only when no day after the one shown is planned by then
  /// (work done ahead covers the due days). Every status the board reads, and every next due
  /// day, is then the full timeline's.
  ///
  /// A habit with changes takes it too when its last line is in force on the day shown (its
  /// earlier eras are computed whole either way, and the last one from its start); one whose
  /// last change comes later is computed to the full horizon.
  private static func boardTimeline(
    _ plan: HabitPlan, log: HabitLog, today: Day, shown: Day, past: Day, full: Day
  ) -> HabitTimeline {
    let lastLine = plan.eras.count - 1
    guard lastLine == 0 || plan.eras[lastLine].start <= shown else {
      return HabitTimeline(plan: plan, log: log, today: today, through: full)
    }
    let calendar = plan.eras[lastLine].calendar
    let periodEnd = calendar.period(containing: shown)?.upperBound ?? shown
    let nextFree = HabitTimeline.firstFreeDay(
      calendar: calendar, vacations: log.vacations, from: shown + 1, through: full) ?? shown
    let near = max(past, periodEnd, nextFree) + Horizons.boardMargin
    if near < full {
      let timeline = HabitTimeline(plan: plan, log: log, today: today, through: near)
      // Ended before `near`: the full timeline ends there too.
      if timeline.last < near { return timeline }
      var day = max(shown + 1, timeline.first)
      while day <= timeline.last {
        if timeline.status(on: day) == .planned { return timeline }
        day = day + 1
      }
    }
    return HabitTimeline(plan: plan, log: log, today: today, through: full)
  }

  /// The day statuses are judged from.
  package var today: Day { timeline.today }

  /// Whether the habit's start is not fixed yet, so that every day is *not started*
  /// (`HabitPlan.startMoves`): reports say it starts when first logged instead of a date.
  package var startMoves: Bool { plan.startMoves }

  /// The habit as the line in force on `day` declares it: the habit itself without changes,
  /// else its era's single-schedule habit (with that era's `since` and `until`).
  package func habit(on day: Day) -> Habit {
    guard plan.hasChanges else { return habit }
    return eras[timeline.eraIndex(on: day)].habit
  }

  /// The number of the habits-file line in force on `day`.
  package func line(on day: Day) -> Int { era(on: day).map { plan.eras[$0].origin.start.line } ?? habit.origin.start.line }

  // The fields of the line in force on `day`, as `habit(on:)` has them, read in place: for a
  // habit with changes `habit(on:)` makes the line a habit of its own, a copy of a line of
  // several hundred bytes and a dozen reference counts (about 2,000 instructions with its
  // release), which the board asked for one field at a time, about six times a habit
  // (callgrind).

  /// The era of `plan` whose line is in force on `day` for a habit with changes; nil for a
  /// habit judged as one line, whose line is `habit`.
  private func era(on day: Day) -> Int? { plan.hasChanges ? timeline.eraIndex(on: day) : nil }

  /// The goal of the line in force on `day`.
  package func goal(on day: Day) -> Int { era(on: day).map { plan.eras[$0].goal } ?? habit.goal }

  /// The unit of the line in force on `day`, nil for completions.
  package func unit(on day: Day) -> String? { era(on: day).map { plan.eras[$0].unit } ?? habit.unit }

  /// Whether the line in force on `day` keeps a backlog (its `backlog` option as written).
  package func keepsBacklog(on day: Day) -> Bool { era(on: day).map { plan.eras[$0].writtenBacklog } ?? habit.backlog }

  /// The time of day of the line in force on `day`, nil without one.
  package func time(on day: Day) -> TimeOfDay? { era(on: day).map { plan.eras[$0].time } ?? habit.time }

  /// What a completion earns under the line in force on `day`, nil without points.
  package func points(on day: Day) -> Int? { era(on: day).map { plan.eras[$0].points } ?? habit.points }

  /// The priority of the line in force on `day`, nil without one.
  package func priority(on day: Day) -> Priority? { era(on: day).map { plan.eras[$0].priority } ?? habit.priority }

  /// The grace window of the line in force on `day`, nil for the default one.
  package func grace(on day: Day) -> Grace? { era(on: day).map { plan.eras[$0].grace } ?? habit.grace }

  /// The current streak: the one that ends today or yesterday.
  package var currentStreak: Streak? {
    // A limit gone over today has broken its streak already (any other habit can still
    // keep a streak that ended yesterday by doing today's work).
    if timeline.status(on: today) == .overLimit { return nil }
    return Streaks.current(streaks, today: today)
  }

  /// The longest streak (the earliest of equals).
  package var longestStreak: Streak? { Streaks.longest(streaks) }

  /// The status on `day`.
  package func status(on day: Day) -> HabitStatus { timeline.status(on: day) }

  /// Due days still to catch up as of `day` (counting `day`'s own completions but not its own
  /// due), rounded up to whole due days; 0 without backlog.
  package func backlog(on day: Day) -> Int {
    let goal = goal(on: day)
    let deficit = self.deficit(on: day)
    return deficit > 0 ? (deficit + goal - 1) / goal : 0
  }

  /// What is still to catch up as of `day`, in logged completions, or for an amount habit
  /// thousandths of its unit (counted as `backlog(on:)` counts it); 0 without backlog.
  package func deficit(on day: Day) -> Int {
    // A limit or a tracked habit asks for nothing: nothing can be behind.
    guard keepsBacklog(on: day), plan.target(on: day).isGoal, day >= timeline.first else { return 0 }
    return max(0, -timeline.balance(through: day, excludingDueOfLastDay: timeline.count(on: day) < goal(on: day)))
  }

  /// What one entry on `day` must log to catch up everything behind in its window, `day`'s own
  /// due included when it is not done yet: completions, or thousandths of the unit for an
  /// amount habit; 0 when nothing is behind. A count catches up several due days at once, so
  /// this is the advice when the free days left are fewer than the days behind.
  package func toCatchUp(on day: Day) -> Int {
    guard deficit(on: day) > 0 else { return 0 }
    return max(0, -timeline.balance(through: day))
  }

  /// Due days already covered by work done ahead, as of `day` (its completions included).
  package func ahead(on day: Day) -> Int {
    // A limit has no work to do ahead: its log counts occurrences; after last, doing it early
    // moves the due day instead.
    let era = plan.era(on: day)
    guard day >= timeline.first, era.target.isGoal, !era.keepsDueDaysApart else { return 0 }
    let surplus = timeline.balance(through: day)
    return surplus > 0 ? surplus / goal(on: day) : 0
  }

  /// What pauses `day` (a skip or a vacation), nil when nothing does: a day of the habit's
  /// life that a vacation covers (its status `on_vacation`, or a completion logged during the
  /// pause). A limit is never paused.
  package func pause(on day: Day) -> PauseKind? {
    timeline.rule(on: day).isPause ? log.pause(on: day) : nil
  }

  /// The first day on or after `day` whose status is `planned`, if any within ten years.
  package func nextDue(onOrAfter day: Day) -> Day? {
    let from = max(day, timeline.first)
    let limit = min(from + Horizons.lookahead, timeline.calendar.end ?? Day.last)
    guard from <= limit else { return nil }
    return timeline.firstPlanned(in: from...limit)
  }

  /// The first day after `day` that the schedule makes due and no vacation covers, whatever
  /// its status (for describing past days), if any within ten years.
  package func nextScheduled(after day: Day) -> Day? {
    var d = max(day + 1, timeline.first)
    let limit = d + Horizons.lookahead
    while d <= limit {
      if let end = timeline.calendar.end, d > end { return nil }
      if timeline.isDue(d) && !timeline.isOnVacation(d) { return d }
      d = d + 1
    }
    return nil
  }

  /// For a limit: the occurrences still allowed in the period of `day` through it (negative
  /// when over); nil for a goal.
  package func occurrencesLeft(on day: Day) -> Int? {
    let calendar = timeline.calendar(on: day)
    return calendar.kind.occurrencesLeft(on: day, on: calendar) { timeline.count(on: $0) }
  }

  /// For a rolling window: where the window ending on `day` stands (under the line in force on
  /// it, from that line's first day); nil for other kinds and outside the habit's life.
  package func window(on day: Day) -> WindowStanding? {
    // Only a rolling window has one: asked first, as the board asks every habit.
    switch plan.target(on: day) {
    case .inWindow, .atMostInWindow: break
    case .atLeast, .atMost, .nothing: return nil
    }
    let era = timeline.era(on: day)
    guard day >= era.first, era.calendar.end.map({ day <= $0 }) ?? true else { return nil }
    return era.calendar.kind.window(
      ending: day, from: era.first, goal: goal(on: day), count: { timeline.count(on: $0) },
      paused: { timeline.isOnVacation($0) })
  }

  /// The period containing `day` (nil for schedules without periods).
  package func period(containing day: Day) -> ClosedRange<Day>? {
    timeline.calendar(on: day).period(containing: day)
  }
}

/// The analysis of every habit of a journal, in file order.
package enum JournalAnalysis {
  /// Analyses each habit as of `today`, with statuses computed at least through `through`.
  package static func analyse(_ journal: Journal, today: Day, through: Day? = nil) -> [HabitAnalysis] {
    Array(analyses(journal, today: today, through: through))
  }

  /// The same analyses, each computed when it is reached: a report that keeps only what it
  /// shows of each holds one habit's timeline at a time instead of every habit's (decades of
  /// days each).
  package static func analyses(
    _ journal: Journal, today: Day, through: Day? = nil, lookahead: Bool = true
  ) -> JournalAnalyses {
    JournalAnalyses(journal: journal, today: today, through: through, lookahead: lookahead)
  }
}

/// The analyses of a journal's habits, each computed when the iteration reaches it.
///
/// A named sequence rather than `some Sequence`: the reports that read it live in another
/// module, where an opaque or generic sequence is not specialised and its iteration goes
/// through runtime type lookups (0.3 M instructions of every run's start-up).
package struct JournalAnalyses: Sequence, Sendable {
  let journal: Journal
  let today: Day
  let through: Day?
  let lookahead: Bool

  /// Iterates the habits in file order, analysing each as it is reached.
  package struct Iterator: IteratorProtocol {
    let analyses: JournalAnalyses
    var index = 0

    /// The next habit's analysis.
    package mutating func next() -> HabitAnalysis? {
      let journal = analyses.journal
      guard index < journal.loaded.count else { return nil }
      defer { index += 1 }
      return HabitAnalysis(
        journal.loaded[index], today: analyses.today, through: analyses.through, lookahead: analyses.lookahead)
    }
  }

  /// An iterator from the first habit.
  package func makeIterator() -> Iterator { Iterator(analyses: self) }

  /// The number of habits.
  package var underestimatedCount: Int { journal.loaded.count }
}
