import HabitsKit

/// Merged streaks, current and longest, per habit (`habits streaks`).
package struct StreaksReport {
  /// One habit's streaks.
  package struct Row: Sendable {
    /// The habit's name.
    package var name: String
    /// Its merged streaks, in date order.
    package var streaks: [Streak]
    /// The streak that ends today or yesterday.
    package var current: Streak?
    /// The longest streak (the earliest of equals).
    package var longest: Streak?
    /// The habit's group, nil before the first heading.
    package var group: String? = nil
    /// The habit's tags.
    package var tags: [String] = []
  }

  /// The habits reported, in file order.
  package let rows: [Row]
  /// Today.
  package let today: Day

  /// Creates a report, keeping only the streaks of each analysis.
  package init(analyses: JournalAnalyses, today: Day) { self.init(each: analyses, today: today) }

  /// The same from analyses already made.
  package init(analyses: [HabitAnalysis], today: Day) { self.init(each: analyses, today: today) }

  /// The one body of both: generic only inside this module, where it is specialised for each.
  init(each analyses: some Sequence<HabitAnalysis>, today: Day) {
    self.rows = analyses.map {
      Row(
        name: $0.habit.name, streaks: $0.streaks, current: $0.currentStreak, longest: $0.longestStreak, group: $0.habit.group,
        tags: $0.habit.tags)
    }
    self.today = today
  }
}
