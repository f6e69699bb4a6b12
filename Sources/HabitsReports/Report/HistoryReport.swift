import HabitsKit

/// Every day's status of one habit over a range, as text or JSON (`habits history`).
package struct HistoryReport {
  /// The analysis of the habit.
  package let analysis: HabitAnalysis
  /// The first day shown.
  package let from: Day
  /// The last day shown.
  package let to: Day

  /// A report from `from` (default: the habit's start) through `to` (default: today).
  package init(analysis: HabitAnalysis, from: Day?, to: Day?) {
    self.analysis = analysis
    let start = from ?? analysis.timeline.first
    self.from = start
    self.to = max(start, to ?? analysis.today)
  }

  /// The days, in order.
  package var days: [Day] { Array(stride(from: from, through: to, by: 1)) }

  /// The period shown for `day` in JSON: its period, or nil for schedules without one.
  package func period(of day: Day) -> ClosedRange<Day>? { analysis.period(containing: day) }

  /// An amount habit's sums per week and month of the days shown (`AmountSums`).
  package var sums: AmountSums {
    AmountSums(from...to, weekStart: ViewWeekStart.of(analysis)) { analysis.timeline.count(on: $0) }
  }
}
