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

/// What the log says about one habit: its completions (sorted by day, one per day with counts
/// added) and its vacations.
package struct HabitLog: Hashable, Sendable {
  /// One entry per day with a positive count, in date order.
  package var completions: [Completion]
  /// Vacation spans in the order they start.
  package var vacations: [Vacation]

  /// Creates a log from completions (merged per day and sorted here) and vacations.
  package init(completions: [Completion] = [], vacations: [Vacation] = []) {
    self.completions = HabitLog.merged(completions)
    self.vacations = vacations.sorted { $0.start < $1.start }
  }

  /// Completions sorted by day, with counts on the same day added and zero counts dropped.
  private static func merged(_ completions: [Completion]) -> [Completion] {
    var isSorted = true
    for i in completions.indices.dropFirst() where completions[i - 1].day >= completions[i].day {
      isSorted = false
      break
    }
    if isSorted && !completions.contains(where: { $0.count <= 0 }) { return completions }
    let sorted = completions.filter { $0.count > 0 }.sorted { $0.day < $1.day }
    var result: [Completion] = []
    result.reserveCapacity(sorted.count)
    for completion in sorted {
      if let last = result.last, last.day == completion.day {
        result[result.count - 1].count = last.count.addingReportingOverflow(completion.count)
          .overflow ? Int.max : last.count + completion.count
      } else {
        result.append(completion)
      }
    }
    return result
  }

  /// The first day with a completion, if any.
  package var firstCompletionDay: Day? { completions.first?.day }
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
