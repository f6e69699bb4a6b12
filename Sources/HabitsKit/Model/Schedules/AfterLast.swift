/// "every 10 days after last", "every 5 weeks after last": due N days after the last
/// completion, or after the start when there is none. The due days depend on the log, so the
/// engine pins them as one-off dates first (`pinned`), and judges those with backlog on, ahead
/// off and each due day's deficit or surplus kept to itself.
struct AfterLast: UndatedKind {
  /// The interval in days (7 × N for weeks).
  let days: Int

  var periodNoun: String { "day" }
  var keepsDueDaysApart: Bool { true }
  var pinsDueDaysFromLog: Bool { true }

  func countsFromStart(periodsFromStart: Bool) -> Bool { true }

  func noEffectReason(_ option: HabitOption) -> String? {
    switch option {
    case .backlog, .ahead: "after last, a missed due day always stays to make up, and doing it early moves the next one"
    case .occurrences: "after last, the due days depend on the log"
    case .carryOver, .periodsFromStart: "this schedule has no periods"
    default: commonNoEffectReason(option)
    }
  }

  /// Three intervals.
  func defaultGraceLastDay(from: Day) -> Day? { from + 3 * days - 1 }

  /// `habit` with its due days pinned from its log as one-off dates (backlog on, no periods):
  /// the due day is N days after the last completion, or after the start when there is none.
  /// A due day that falls in a vacation or skip moves to the first day after it, so the first
  /// completion after the pause is the due one (an open-ended vacation holds it until a
  /// resume). A completion on or before the due day is itself the due day (done on time, or
  /// early, during a pause too: the next one moves to N days after it). A due day that passes
  /// with nothing logged stays due: it is failed, and from today on the habit shows backlog
  /// until a completion makes it up (that completion is *sorted out backlog* and the missed
  /// day *completed later*); the next due day is N days after that completion. Work ahead has
  /// no meaning here (doing it early moves the due day instead), so `ahead` is off and
  /// `backlog` always on.
  ///
  /// ```
  /// // every 10 days after last, start 11-01, completions 11-05 and 11-20:
  /// // 11-05 is due (early, before 11-11); 11-15 is due and missed; 11-20 makes it up; 11-30 is next.
  /// // every 14 days after last, start 10-26 (done), a skip on 11-09, done 11-12:
  /// // 11-09 moves to 11-10, missed; 11-12 makes it up; 11-26 is next.
  /// ```
  func pinned(_ habit: Habit, start: Day, log: HabitLog) -> Habit? {
    var pinned = habit
    pinned.schedule = .once(
      AfterLast.dueDays(interval: days, start: start, until: habit.until, completions: log.completions, pauses: log.vacations))
    pinned.backlog = true
    pinned.ahead = false
    pinned.carryOver = false
    pinned.periodsFromStart = false
    pinned.occurrences = nil
    return pinned
  }

  /// The due days of "every `interval` days after last" from `start` through `until` (and
  /// the one pending after the last completion), given completions sorted by day and pauses
  /// (vacations and skips) sorted by start.
  static func dueDays(
    interval: Int, start: Day, until: Day?, completions: some Collection<Completion>, pauses: [Vacation] = []
  ) -> [Day] {
    var due: [Day] = []
    var unpaused = UnpausedDays(pauses)
    // Nil while an open-ended vacation holds the due day.
    var next = unpaused.first(onOrAfter: start + interval)
    for completion in completions where completion.count > 0 && completion.day >= start {
      if let until, completion.day > until { break }
      if let pending = next, completion.day > pending {
        // Missed: the due day stays (failed, then backlog); this completion makes it up.
        due.append(pending)
      } else if due.last != completion.day {
        // On time or early: the completion's day is the due day.
        due.append(completion.day)
      }
      next = unpaused.first(onOrAfter: completion.day + interval)
    }
    if let next, until.map({ next <= $0 }) ?? true { due.append(next) }
    return due
  }
}

extension Habit {
  /// The habit as the engine judges it: an after-last schedule's due days pinned from its log
  /// (`AfterLast.pinned`); any other habit as it is.
  package func pinningDueDays(start: Day, log: HabitLog) -> Habit {
    schedule.kind.pinned(self, start: start, log: log) ?? self
  }

  /// The due days of "every `interval` days after last" (`AfterLast.dueDays`).
  static func afterLastDueDays(
    interval: Int, start: Day, until: Day?, completions: some Collection<Completion>, pauses: [Vacation] = []
  ) -> [Day] {
    AfterLast.dueDays(interval: interval, start: start, until: until, completions: completions, pauses: pauses)
  }
}

/// The first day not in a pause, asked for days that only move forward: one walk over the
/// pauses, sorted by start, keeping the latest end of those begun by the day asked about.
struct UnpausedDays {
  private let pauses: [Vacation]
  private var begun = 0
  /// The last paused day of the pauses begun so far; nil when none has begun, `Day.last` for an
  /// open-ended one.
  private var pausedThrough: Day?

  /// A walk over `pauses`, sorted by start.
  init(_ pauses: [Vacation]) { self.pauses = pauses }

  /// The first day on or after `day` that no pause covers; nil when an open-ended pause covers
  /// every day from it. `day` must not be before a day asked about earlier.
  mutating func first(onOrAfter day: Day) -> Day? {
    var day = day
    while true {
      while begun < pauses.count && pauses[begun].start <= day {
        let end = pauses[begun].end ?? Day.last
        pausedThrough = max(pausedThrough ?? end, end)
        begun += 1
      }
      guard let through = pausedThrough, through >= day else { return day }
      if through >= Day.last { return nil }
      day = through + 1
    }
  }
}
