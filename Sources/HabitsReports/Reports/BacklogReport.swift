import HabitsKit

/// What is behind, by habit, and how long is left to catch up (`habits backlog`).
package struct BacklogReport {
  /// One habit that is behind.
  package struct Row: Sendable {
    /// The habit's name.
    package var name: String
    /// Due days behind.
    package var backlog: Int
    /// For an amount habit, the amount behind in thousandths of `unit` and the unit; nil for a
    /// habit counted in completions.
    package var amountBehind: (thousandths: Int, unit: String)?
    /// The period the backlog must be caught up in (nil when deficits carry over).
    package var period: ClosedRange<Day>?
    /// Days left in the period, today included.
    package var daysLeft: Int?
    /// Of those, the days that are not due (the slots where backlog is shown), today only
    /// while it is not done.
    package var freeDays: Int?
    /// The days marked backlog from today on.
    package var backlogDays: [Day]
    /// The habit's group, nil before the first heading.
    package var group: String? = nil
    /// The habit's tags.
    package var tags: [String] = []
    /// The entry that catches up all that is behind at once ("Swim x3", "Run 7.5 km"), its
    /// period's advice when the free days left are fewer than the days behind.
    package var catchUp: String? = nil
  }

  /// Today.
  package let today: Day
  /// The habits that are behind, in file order.
  package let rows: [Row]

  /// Builds the report from the analyses.
  package init(analyses: JournalAnalyses, today: Day) { self.init(each: analyses, today: today) }

  /// The same from analyses already made.
  package init(analyses: [HabitAnalysis], today: Day) { self.init(each: analyses, today: today) }

  /// The one body of both: generic only inside this module, where it is specialised for each.
  init(each analyses: some Sequence<HabitAnalysis>, today: Day) {
    self.today = today
    rows = analyses.compactMap { a in
      let behind = a.backlog(on: today)
      guard behind > 0 else { return nil }
      let habit = a.habit(on: today)
      let period = a.plan.era(on: today).periodsStandAlone ? a.period(containing: today) : nil
      var free: Int?
      var backlogDays: [Day] = []
      if let period {
        var count = 0
        // Today is a free day left unless it is done (as the board counts them).
        let todayDone = a.timeline.count(on: today) > 0
        for d in stride(from: today, through: period.upperBound, by: 1) {
          if !a.timeline.isDue(d) && !a.timeline.isOnVacation(d) && !(d == today && todayDone) { count += 1 }
          if a.status(on: d) == .backlog { backlogDays.append(d) }
        }
        free = count
      }
      return Row(
        name: a.habit.name, backlog: behind, amountBehind: habit.unit.map { (a.deficit(on: today), $0) }, period: period,
        daysLeft: period.map { $0.upperBound - today + 1 }, freeDays: free, backlogDays: backlogDays,
        group: a.habit.group, tags: a.habit.tags,
        catchUp: free.map { $0 < behind } == true ? StatusReport.catchUpEntry(a, on: today) : nil)
    }
  }
}
