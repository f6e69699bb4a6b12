import HabitsKit

/// Statistics per habit over a range of days (`habits stats`): totals, per calendar month and
/// per week, with current and longest streaks; and the same summed over all habits. The
/// figures are defined in ``StatsFigures``.
package struct StatsReport: Sendable {
  /// The figures of one month or week, clipped to the range.
  package struct Bucket: Sendable {
    /// The first day counted.
    package var start: Day
    /// The last day counted.
    package var end: Day
    /// The figures.
    package var figures: StatsFigures
  }

  /// One habit's statistics.
  package struct HabitStats: Sendable {
    /// The habit's name.
    package var name: String
    /// The days counted: the range cut to the habit's life; nil when they do not meet.
    package var span: ClosedRange<Day>?
    /// The first weekday of its weeks.
    package var weekStart: Weekday
    /// The figures over the whole span.
    package var totals: StatsFigures
    /// Per calendar month.
    package var months: [Bucket]
    /// Per week.
    package var weeks: [Bucket]
    /// The current streak (as of today, whatever the range).
    package var current: Streak?
    /// The longest streak (over the whole log).
    package var longest: Streak?
    /// For a habit with changes, the figures of each line's days within the span (its number
    /// and schedule as written); empty for a habit declared on one line.
    package var lines: [(line: Int, schedule: String, bucket: Bucket)] = []
    /// For an amount habit, its unit: `logged` is then in thousandths of it. Its amounts are
    /// left out of the all-habits sums, which add counts only.
    package var unit: String? = nil
    /// For a tracked habit, the values logged over the span: their sums per day, averaged, and
    /// the last one; nil for other habits.
    package var values: AmountSums? = nil
    /// The habit's group, nil before the first heading.
    package var group: String? = nil
  }

  /// The sums of one group's habits (counts only, as the all-habits sums).
  package struct GroupSum: Sendable {
    /// The group's name.
    package var name: String
    /// Its habits' figures summed.
    package var totals: StatsFigures
  }

  /// Today.
  package let today: Day
  /// The range asked for.
  package let range: ClosedRange<Day>
  /// The week start of the summed weeks.
  package let weekStart: Weekday
  /// Each habit, in file order.
  package let habits: [HabitStats]
  /// Each group's habits summed, groups in the order they appear; empty in a file without
  /// group headings.
  package let groups: [GroupSum]
  /// All habits summed.
  package let totals: StatsFigures
  /// All habits summed per month.
  package let months: [Bucket]
  /// All habits summed per week (weeks from `weekStart`).
  package let weeks: [Bucket]

  /// Counts every day of `range` for each analysis (computed at least through its end).
  /// Points earned per day, week and month, when the habits shown earn points; else nil.
  package var points: PointsStats? = nil

  package init(analyses: [HabitAnalysis], range: ClosedRange<Day>, today: Day, weekStart: Weekday) {
    self.today = today
    self.range = range
    self.weekStart = weekStart
    var totals = StatsFigures()
    var monthSums = StatsReport.monthBuckets(range)
    var weekSums = StatsReport.weekBuckets(range, weekStart: weekStart)
    var habits: [HabitStats] = []
    var groups: [GroupSum] = []
    for a in analyses {
      var stats = StatsReport.habitStats(a, range: range, summedWeeks: &weekSums)
      stats.group = a.habit.group
      totals.add(stats.totals.countsOnly(stats.unit))
      if let group = stats.group {
        if let index = groups.firstIndex(where: { $0.name == group }) {
          groups[index].totals.add(stats.totals.countsOnly(stats.unit))
        } else {
          groups.append(GroupSum(name: group, totals: stats.totals.countsOnly(stats.unit)))
        }
      }
      // A habit's months are consecutive: the first one's place in the sums, then the next.
      if let first = stats.months.first {
        let offset = StatsReport.monthIndex(first.start, from: range.lowerBound)
        for index in stats.months.indices {
          monthSums[offset + index].figures.add(stats.months[index].figures.countsOnly(stats.unit))
        }
      }
      habits.append(stats)
    }
    self.habits = habits
    self.groups = groups
    self.totals = totals
    months = monthSums
    weeks = weekSums
  }

  /// The index of `day`'s month counted from the month of `first`.
  static func monthIndex(_ day: Day, from first: Day) -> Int {
    let (a, b) = (day.civil, first.civil)
    return (a.year * 12 + a.month) - (b.year * 12 + b.month)
  }

  /// One habit's figures over `range` cut to its life; each day is also added to
  /// `summedWeeks`, the weeks of all habits (which start on the shared week start, so they are
  /// not sums of the habit's own weeks).
  private static func habitStats(
    _ a: HabitAnalysis, range: ClosedRange<Day>, summedWeeks: inout [Bucket]
  ) -> HabitStats {
    let weekStart = ViewWeekStart.of(a)
    let lower = max(range.lowerBound, a.timeline.first)
    let upper = a.timeline.calendar.end.map { min(range.upperBound, $0) } ?? range.upperBound
    var stats = HabitStats(
      name: a.habit.name, span: lower <= upper ? lower...upper : nil, weekStart: weekStart,
      totals: StatsFigures(),
      months: [], weeks: [], current: a.currentStreak, longest: a.longestStreak)
    stats.unit = a.habit.unit
    if let span = stats.span, a.plan.era(on: span.upperBound).takesValues {
      stats.values = AmountSums(span, weekStart: weekStart) { a.timeline.count(on: $0) }
    }
    guard let span = stats.span else { return stats }
    stats.months = monthBuckets(span)
    stats.weeks = weekBuckets(span, weekStart: weekStart)
    // The buckets are in day order. The span is cut at every end of a month, week or summed
    // week, and the timeline counts each piece's days into `counted`, the figures since the
    // start of the span. A bucket's figures are then `counted` at its end minus `counted` at
    // its start: one subtraction per bucket, where adding each piece to its three buckets
    // cost three sums per piece.
    var m = 0
    var w = 0
    var sw = summedWeeks.firstIndex { span.lowerBound <= $0.end } ?? 0
    var counted = StatsFigures()
    var monthFrom = counted
    var weekFrom = counted
    var summedWeekFrom = counted
    var start = span.lowerBound
    while true {
      // The earliest of the three ends (written out: the generic `min` compared days through
      // `Comparable`'s witnesses, 2.4 M instructions on the decade stats benchmark).
      var end = stats.months[m].end
      if stats.weeks[w].end < end { end = stats.weeks[w].end }
      if summedWeeks[sw].end < end { end = summedWeeks[sw].end }
      a.timeline.addFigures(of: start...end, to: &counted)
      // The span's end closes the summed week too, which may go on past it.
      let isLast = end >= span.upperBound
      if isLast || stats.months[m].end == end {
        stats.months[m].figures = counted.subtracting(monthFrom)
        monthFrom = counted
        m += 1
      }
      if isLast || stats.weeks[w].end == end {
        stats.weeks[w].figures = counted.subtracting(weekFrom)
        weekFrom = counted
        w += 1
      }
      if isLast || summedWeeks[sw].end == end {
        summedWeeks[sw].figures.add(counted.subtracting(summedWeekFrom).countsOnly(stats.unit))
        summedWeekFrom = counted
        sw += 1
      }
      if isLast { break }
      start = end + 1
    }
    stats.totals = counted
    // A habit with changes: the same days again, cut where each line takes over.
    for index in a.eras.indices {
      let era = a.eras[index]
      let eraEnd = index + 1 < a.eras.count ? a.eras[index + 1].start - 1 : span.upperBound
      let lower = max(era.start, span.lowerBound)
      let upper = min(eraEnd, span.upperBound)
      guard lower <= upper else { continue }
      var figures = StatsFigures()
      a.timeline.addFigures(of: lower...upper, to: &figures)
      stats.lines.append((era.line, era.scheduleText ?? "", Bucket(start: lower, end: upper, figures: figures)))
    }
    return stats
  }

  /// Empty buckets for the calendar months of `range`, clipped to it. Each starts the day
  /// after the one before ends (the first at the range's start), so only month ends are
  /// computed.
  private static func monthBuckets(_ range: ClosedRange<Day>) -> [Bucket] {
    var result: [Bucket] = []
    var day = range.lowerBound
    while day <= range.upperBound {
      let end = min(day.lastOfMonth, range.upperBound)
      result.append(Bucket(start: day, end: end, figures: StatsFigures()))
      day = end + 1
    }
    return result
  }

  /// Empty buckets for the weeks (from `weekStart`) of `range`, clipped to it: the first
  /// week's end found from its weekday, each later one seven days on. Found as each period's
  /// start and end from the day, as months are, they cost two weekday computations a week,
  /// about 0.1 M instructions on `stats` with the small data set.
  private static func weekBuckets(_ range: ClosedRange<Day>, weekStart: Weekday) -> [Bucket] {
    var result: [Bucket] = []
    // Room for every week at once: growing the array step by step cost more than filling it.
    result.reserveCapacity((range.upperBound - range.lowerBound) / 7 + 2)
    var day = range.lowerBound
    var end = ViewWeekStart.weekBeginning(day, start: weekStart) + 6
    while day <= range.upperBound {
      result.append(Bucket(start: day, end: min(end, range.upperBound), figures: StatsFigures()))
      day = end + 1
      end = end + 7
    }
    return result
  }
}
