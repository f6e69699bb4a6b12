/// A completion of one habit on one day, as logged.
package struct Completion: Hashable, Sendable {
  /// The day it was done.
  package var day: Day
  /// How many times (the `xN` of the log line; 1 without it).
  package var count: Int

  /// Creates a completion.
  package init(day: Day, count: Int) {
    self.day = day
    self.count = count
  }
}

/// A span of days when a habit is paused: vacations, skips, until a resume.
package struct Vacation: Hashable, Sendable {
  /// The first day off.
  package var start: Day
  /// The last day off, or nil while it is open-ended (no resume yet).
  package var end: Day?

  /// Creates a vacation.
  package init(start: Day, end: Day?) {
    self.start = start
    self.end = end
  }

  /// Whether `day` is within the vacation (both ends inclusive).
  package func contains(_ day: Day) -> Bool {
    day >= start && (end.map { day <= $0 } ?? true)
  }
}

/// What pauses a day: a skip or a vacation. The log writes a skip as a one-day pause, so a
/// pause of one day is a skip (`2026-11-17 skip Gym`, or a vacation until its own day), a
/// longer or open-ended one a vacation. Reports word them apart ("skipped", "on vacation");
/// the status is `on_vacation` for both.
package enum PauseKind: String, Sendable {
  case skip
  case vacation
}

/// What pauses each of days asked about in date order (as `HabitLog.pause(on:)` says), in one
/// walk over the pauses, sorted by start: the latest end of the longer pauses begun so far,
/// and the latest one-day pause begun, answer for any later day. A history of decades asks
/// about every paused day, and asking each pause about each day cost a hundred instructions
/// a day of `habits history` on the decade benchmark.
package struct PauseCursor {
  private let pauses: [Vacation]
  private var begun = 0
  /// The last day covered by the pauses of more than a day begun so far.
  private var vacationThrough: Day?
  /// The latest one-day pause begun so far.
  private var latestSkip: Day?

  /// A walk over `pauses`, sorted by start (as a `HabitLog` keeps them).
  package init(_ pauses: [Vacation]) { self.pauses = pauses }

  /// What pauses `day`; `day` must not be before a day asked about earlier.
  package mutating func pause(on day: Day) -> PauseKind? {
    while begun < pauses.count && pauses[begun].start <= day {
      let pause = pauses[begun]
      if pause.end == pause.start {
        latestSkip = pause.start
      } else {
        let end = pause.end ?? Day.last
        vacationThrough = vacationThrough.map { max($0, end) } ?? end
      }
      begun += 1
    }
    if let through = vacationThrough, day <= through { return .vacation }
    return latestSkip == day ? .skip : nil
  }
}

/// What the log says about one habit: its completions (sorted by day, one per day with counts
/// added) and its vacations.
package struct HabitLog: Hashable, Sendable {
  /// One entry per day with a positive count, in date order.
  package var completions: Completions
  /// Vacation spans in the order they start.
  package var vacations: [Vacation]

  /// Creates a log from completions (merged per day and sorted here) and vacations.
  package init(completions: some Collection<Completion> = [Completion](), vacations: [Vacation] = []) {
    self.completions = Completions(HabitLog.merged(Array(completions)))
    self.vacations = vacations.sorted { $0.start < $1.start }
  }

  /// Creates a log from completions that are already one per day with a positive count, in
  /// date order, as the loader gathers them (`DayCounts`), and vacations: `init` would check
  /// every completion again (0.35 M instructions of 21.8 M on `check` with the decade data set).
  package init(mergedCompletions completions: Completions, vacations: [Vacation]) {
    self.completions = completions
    self.vacations = vacations.sorted { $0.start < $1.start }
  }

  /// Completions sorted by day, with counts on the same day added and zero counts dropped.
  ///
  /// Logs are appended to in date order, except for lines backfilled later: the completions
  /// that keep the order are kept as they come, only the others are sorted, and the two runs
  /// are merged.
  private static func merged(_ completions: [Completion]) -> [Completion] {
    var isMerged = true
    for i in completions.indices where completions[i].count <= 0 || (i > 0 && completions[i - 1].day >= completions[i].day) {
      isMerged = false
      break
    }
    if isMerged { return completions }
    var inOrder: [Completion] = []
    inOrder.reserveCapacity(completions.count)
    var others: [Completion] = []
    for completion in completions where completion.count > 0 {
      if let last = inOrder.last, completion.day < last.day {
        others.append(completion)
      } else {
        inOrder.append(completion)
      }
    }
    others.sort { $0.day < $1.day }
    var result: [Completion] = []
    result.reserveCapacity(inOrder.count + others.count)
    var i = 0
    var j = 0
    while i < inOrder.count || j < others.count {
      let completion: Completion
      if j == others.count || (i < inOrder.count && inOrder[i].day <= others[j].day) {
        completion = inOrder[i]
        i += 1
      } else {
        completion = others[j]
        j += 1
      }
      if let last = result.last, last.day == completion.day {
        let (sum, overflow) = last.count.addingReportingOverflow(completion.count)
        result[result.count - 1].count = overflow ? Int.max : sum
      } else {
        result.append(completion)
      }
    }
    return result
  }

  /// The first day with a completion, if any.
  package var firstCompletionDay: Day? { completions.first?.day }

  /// What pauses `day`: a vacation when a pause longer than the day (or open-ended) covers it,
  /// else a skip when one covers it; nil when none does.
  package func pause(on day: Day) -> PauseKind? {
    var kind: PauseKind?
    for vacation in vacations where vacation.contains(day) {
      if vacation.end != vacation.start { return .vacation }
      kind = .skip
    }
    return kind
  }
}

/// The habits file and the log, resolved: habits in file order and what the log says of each.
package struct Journal: Hashable, Sendable {
  /// The habits, in the order of the habits file.
  package var habits: [Habit]
  /// The log of each habit, at the same index as the habit.
  package var logs: [HabitLog]

  /// Creates a journal; `logs` defaults to empty logs.
  package init(habits: [Habit], logs: [HabitLog]? = nil) {
    self.habits = habits
    self.logs = logs ?? Array(repeating: HabitLog(), count: habits.count)
  }

  /// The index of the habit whose key is `key(for: name)`, if any.
  package func index(named name: String) -> Int? {
    let key = Habit.key(for: name)
    return habits.firstIndex { $0.key == key }
  }
}
