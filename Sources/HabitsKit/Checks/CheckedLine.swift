/// One line of a habit as the habit checks read it: its schedule's kind, its options that
/// bound its days, and where it is. A habit with changes is checked line by line, each change
/// from its date to the day before the next (or the habit's end); this holds only those few
/// fields, read from the habit in place, so checking a line copies no `Habit` (several hundred
/// bytes and a dozen reference counts each, paid for every change line of every run).
///
/// Its name and schedule are not copied either: nothing holds a reference, so making and
/// dropping a line costs no reference counting. A check that reports, or that walks the
/// line's days, reads them from the habits (`name(in:)`, `calendar(start:in:)`); most lines
/// are answered by their kind alone.
package struct CheckedLine {
  /// What the line's schedule means, made once for every check of the line (a kind is built
  /// afresh each time a schedule is asked for it).
  let kind: any ScheduleKind
  /// The line's habit: its index among the habits checked.
  let habit: Int
  /// The line: 0 for the habit's first line, N for its Nth change.
  let number: Int
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

  /// Line `number` of `habits[index]`: 0 for its first line, N for its Nth change.
  init(_ habits: [Habit], habit index: Int, line number: Int) {
    (habit, self.number) = (index, number)
    until = CheckedLine.until(habits, habit: index, line: number)
    if number == 0 {
      (since, occurrences, weekStart) = (habits[index].since, habits[index].occurrences, habits[index].weekStart)
      (periodsFromStart, scheduleRange) = (habits[index].periodsFromStart, habits[index].scheduleRange)
      kind = habits[index].schedule.kind
    } else {
      // Fields read one by one: `changes[number - 1]` taken whole would copy the line.
      let line = number - 1
      (since, occurrences, weekStart) =
        (habits[index].changes[line].since, habits[index].changes[line].occurrences, habits[index].changes[line].weekStart)
      (periodsFromStart, scheduleRange) =
        (habits[index].changes[line].periodsFromStart, habits[index].changes[line].scheduleRange)
      kind = habits[index].changes[line].schedule.kind
    }
  }

  /// The last day of line `number` of `habits[index]`: the habit's `until`, cut to the day
  /// before the next change's `from`.
  @inline(__always)
  static func until(_ habits: [Habit], habit index: Int, line number: Int) -> Day? {
    let until = habits[index].until
    guard number < habits[index].changes.count, let next = habits[index].changes[number].since else { return until }
    return until.map { min($0, next - 1) } ?? next - 1
  }

  /// The name as written on the line, read from `habits`, the habits the line was made from.
  func name(in habits: [Habit]) -> String {
    number == 0 ? habits[habit].name : habits[habit].changes[number - 1].name
  }

  /// When the line makes the habit due, read from `habits`, the habits the line was made from.
  func schedule(in habits: [Habit]) -> Schedule {
    number == 0 ? habits[habit].schedule : habits[habit].changes[number - 1].schedule
  }

  /// The line's schedule pinned to `start`, ending at its end; `habits` are the habits the
  /// line was made from.
  func calendar(start: Day, in habits: [Habit]) -> HabitCalendar {
    HabitCalendar(
      schedule: schedule(in: habits), start: start, until: until, occurrences: occurrences, weekStart: weekStart,
      periodsFromStart: periodsFromStart)
  }
}
