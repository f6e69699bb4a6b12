extension Habit {
  /// The habit with the due days of an after-last schedule pinned from its log as one-off
  /// dates, so the engine judges it as it judges one-off dates (backlog on, no periods);
  /// any other habit is returned as it is.
  ///
  /// The due day is N days after the last completion, or after the start when there is none.
  /// A completion on or before the due day is itself the due day (done on time, or early:
  /// the next one moves to N days after it). A due day that passes with nothing logged stays
  /// due: it is failed, and from today on the habit shows backlog until a completion makes it
  /// up (that completion is *sorted out backlog* and the missed day *completed later*); the
  /// next due day is N days after that completion. Work ahead has no meaning here (doing it
  /// early moves the due day instead), so `ahead` is off and `backlog` always on.
  ///
  /// ```
  /// // every 10 days after last, start 11-01, completions 11-05 and 11-20:
  /// // 11-05 is due (early, before 11-11); 11-15 is due and missed; 11-20 makes it up; 11-30 is next.
  /// ```
  package func pinningDueDays(start: Day, log: HabitLog) -> Habit {
    guard case .afterLast(let interval) = schedule else { return self }
    var pinned = self
    pinned.schedule = .once(Habit.afterLastDueDays(interval: interval, start: start, until: until, completions: log.completions))
    pinned.backlog = true
    pinned.ahead = false
    pinned.carryOver = false
    pinned.periodsFromStart = false
    pinned.occurrences = nil
    return pinned
  }

  /// The due days of "every `interval` days after last" from `start` through `until` (and
  /// the one pending after the last completion), given completions sorted by day.
  static func afterLastDueDays(interval: Int, start: Day, until: Day?, completions: some Collection<Completion>) -> [Day] {
    var due: [Day] = []
    var next = start + interval
    for completion in completions where completion.count > 0 && completion.day >= start {
      if let until, completion.day > until { break }
      if completion.day > next {
        // Missed: the due day stays (failed, then backlog); this completion makes it up.
        due.append(next)
      } else if due.last != completion.day {
        // On time or early: the completion's day is the due day.
        due.append(completion.day)
      }
      next = completion.day + interval
    }
    if until.map({ next <= $0 }) ?? true { due.append(next) }
    return due
  }
}
