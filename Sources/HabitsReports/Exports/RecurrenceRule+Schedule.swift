import HabitsKit

extension RecurrenceRule {
  /// The rule whose occurrences are exactly the due days of `calendar` (a line's schedule
  /// pinned to its start), from a due day that begins a whole period on; nil for schedules no
  /// one rule states. Each kind states its own (`HabitCalendar.recurrence`, in the kind's file
  /// of Model/Schedules, with the due days of scheduling-semantics.md §4-§5 and §18): every
  /// day, weekdays, N days a week, month or year, monthly days or nth weekdays, every N months,
  /// cycles of whole weeks or one on-day, every N weeks, yearly dates and every N years on
  /// dates every month of which has the same days. One-off dates, after last (due days pinned
  /// from the log), limits, tracked habits and rolling windows have none.
  ///
  /// None of this is taken on trust: `CalendarExportReport` writes a rule only when it expands
  /// to the engine's due days over the whole exported range (`contains(_:start:)`), and the
  /// tests check each claim over years against the engine, and against python-dateutil.
  package static func matching(_ calendar: HabitCalendar) -> RecurrenceRule? { calendar.recurrence }
}
