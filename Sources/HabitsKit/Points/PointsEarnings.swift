/// What one habit earns, day by day: its completions under the line in force on each day,
/// by that line's points (and what a limit's slips cost).
///
/// - A count habit (`3 times`, or once a day) earns its points for each time logged (`x2` is
///   twice); an amount habit for each whole goal of a day's total (`5 km` a day: 12 km is two
///   goals); a tracked habit once a logged day; a rolling window as its goal counts.
/// - A limit's (negative) points are charged for each occurrence beyond its maximum in its day,
///   week or month, or in the window of D days ending on the day; every occurrence for `never`.
///   Periods and windows start again at a change, as the judging does.
/// - Nothing counts that the engine does not count: a day before the start or after the end,
///   a day after today, and (but for a limit, which no pause stops) a vacation or skip day.
/// - A line without points earns nothing: a change line inherits nothing.
package enum PointsEarnings {
  /// Whether any line of `habit` gives points: only such habits are walked.
  package static func givesPoints(_ habit: Habit) -> Bool {
    habit.points != nil || habit.changes.contains { $0.points != nil }
  }

  /// The points `loaded` earns (negative for a limit's slips) on each day through `today`
  /// that earns any, in date order.
  package static func days(of loaded: LoadedHabit, today: Day) -> [(day: Day, points: Int)] {
    guard givesPoints(loaded.habit), !loaded.plan.startMoves else { return [] }
    let plan = loaded.plan
    let last = min(today, plan.end ?? today)
    var result: [(day: Day, points: Int)] = []
    var pauses = PauseCursor(loaded.log.vacations)
    // A limit's running total in its period: the period's first day and the occurrences so far.
    var period: (start: Day, total: Int)?
    // A rolling limit's occurrences in the window, oldest first.
    var window: [(day: Day, count: Int)] = []
    for completion in loaded.log.completions {
      let day = completion.day
      guard day >= plan.start else { continue }
      guard day <= last else { break }
      let era = plan.era(on: day)
      let paused = pauses.pause(on: day) != nil
      guard let points = era.points else { continue }
      let target = era.target
      var earned = 0
      switch target {
      case .atMost(let maximum, let per):
        let start = max(periodStart(of: day, per: per, weekStart: era.weekStart), era.start)
        if period?.start != start { period = (start, 0) }
        let before = period!.total
        period!.total = adding(before, completion.count)
        earned = times(points, max(0, period!.total - maximum) - max(0, before - maximum))
      case .atMostInWindow(let maximum, let days):
        let first = max(day - (days - 1), era.start)
        window.removeAll { $0.day < first }
        window.append((day, completion.count))
        let total = window.reduce(0) { adding($0, $1.count) }
        earned = times(points, min(completion.count, max(0, total - maximum)))
      case .nothing:
        if !paused { earned = points }
      case .atLeast, .inWindow:
        guard !paused else { continue }
        if era.unit != nil {
          earned = times(points, completion.count / max(1, era.goal))
        } else {
          earned = times(points, completion.count)
        }
      }
      if earned != 0 { result.append((day, earned)) }
    }
    return result
  }

  /// `a + b`, at most `Int.max` (a day's counts are saturated so already).
  package static func adding(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? (b > 0 ? Int.max : Int.min) : sum
  }

  /// `points × count`, saturated rather than trapping on an absurd log.
  package static func times(_ points: Int, _ count: Int) -> Int {
    let (product, overflow) = points.multipliedReportingOverflow(by: count)
    return overflow ? ((points < 0) != (count < 0) ? Int.min / 2 : Int.max / 2) : product
  }

  /// The first day of the limit period (`per`) that holds `day`.
  static func periodStart(of day: Day, per: Schedule.LimitPeriod, weekStart: Weekday) -> Day {
    switch per {
    case .day: day
    case .week: day - day.weekday.offset(from: weekStart)
    case .month: day.firstOfMonth
    }
  }
}
