import HabitsKit

/// Which weekday a view's weeks start on.
///
/// A view of one habit uses that habit's weeks, so a weekly habit's periods are whole rows or
/// columns. A view that lines every habit up under one header (`week`, the stats of all habits)
/// needs a single week start: the one most habits have. Habits take the file's
/// `week starts on` unless they override it, so this is the file's setting in practice.
package enum ViewWeekStart {
  /// The week start shared by most habits; on a tie the first such habit's in file order wins;
  /// Monday when there are no habits.
  package static func shared(_ habits: [Habit]) -> Weekday {
    // Counted by ISO number: a `[Weekday: Int]` dictionary costs more at its first use in a
    // process than a whole stats table.
    var counts = Array(repeating: 0, count: 8)
    for habit in habits { counts[habit.weekStart.isoNumber] += 1 }
    var best: Weekday?
    for habit in habits
    where best == nil || counts[habit.weekStart.isoNumber] > counts[best!.isoNumber] {
      best = habit.weekStart
    }
    return best ?? .monday
  }

  /// The week start of one habit's grid: its schedule's weeks for week-based schedules (the
  /// habit's option, or the start date's weekday with `periods from start`), else the habit's
  /// week start (the file's setting).
  package static func of(_ analysis: HabitAnalysis) -> Weekday {
    // A habit with changes: the weeks of the line in force today.
    let era = analysis.plan.era(on: analysis.today)
    return era.usesWeeks ? analysis.timeline.calendar(on: analysis.today).weekStart : analysis.habit(on: analysis.today).weekStart
  }

  /// The first day of the week containing `day`, for weeks starting on `start`.
  package static func weekBeginning(_ day: Day, start: Weekday) -> Day {
    day - day.weekday.offset(from: start)
  }

  /// The seven weekdays in order from `start`.
  package static func weekdays(from start: Weekday) -> [Weekday] {
    (0..<7).map { Weekday(isoNumber: (start.isoNumber - 1 + $0) % 7 + 1)! }
  }
}
