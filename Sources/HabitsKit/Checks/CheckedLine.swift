/// One line of a habit as the habit checks read it: its schedule, its options that bound its
/// days, and where it is. A habit with changes is checked line by line, each change from its
/// date to the day before the next (or the habit's end); this holds only those few fields,
/// read from the habit in place, so checking a line copies no `Habit` (several hundred bytes
/// and a dozen reference counts each, paid for every change line of every run).
package struct CheckedLine {
  /// The name as written on the line.
  package let name: String
  /// When the line makes the habit due.
  package let schedule: Schedule
  /// The line's first day: the habit's `since` for the first line, a change's `from` date.
  package let since: Day?
  /// The line's last day: the habit's `until`, cut to the day before the next change.
  package let until: Day?
  /// The line's `ends after N occurrences`.
  package let occurrences: Int?
  /// The first day of its weeks.
  package let weekStart: Weekday
  /// Whether its periods count from its start.
  package let periodsFromStart: Bool
  /// Where its schedule is.
  package let scheduleRange: SourceRange

  /// Line `number` of `habit`: 0 for its first line, N for its Nth change.
  init(_ habit: Habit, line number: Int) {
    let changes = habit.changes
    // The next change's `from` ends the line the day before.
    var until = habit.until
    if number < changes.count, let next = changes[number].since {
      until = until.map { min($0, next - 1) } ?? next - 1
    }
    self.until = until
    if number == 0 {
      (name, schedule, since, occurrences) = (habit.name, habit.schedule, habit.since, habit.occurrences)
      (weekStart, periodsFromStart, scheduleRange) = (habit.weekStart, habit.periodsFromStart, habit.scheduleRange)
    } else {
      // Fields read one by one: `changes[number - 1]` taken whole would copy the line.
      let index = number - 1
      (name, schedule, since, occurrences) =
        (changes[index].name, changes[index].schedule, changes[index].since, changes[index].occurrences)
      (weekStart, periodsFromStart, scheduleRange) =
        (changes[index].weekStart, changes[index].periodsFromStart, changes[index].scheduleRange)
    }
  }

  /// The line's schedule pinned to `start`, ending at its end.
  func calendar(start: Day) -> HabitCalendar {
    HabitCalendar(
      schedule: schedule, start: start, until: until, occurrences: occurrences, weekStart: weekStart,
      periodsFromStart: periodsFromStart)
  }
}
