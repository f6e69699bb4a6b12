/// The figures of `habits stats`, read from a timeline's days.
extension HabitTimeline {
  /// Adds each day of `days` to `figures` (for `habits stats`): its status, whether it is due
  /// and not on vacation, and its logged count. The same as asking `status(on:)`, `isDue`,
  /// `isOnVacation` and `count(on:)` day by day, but the computed days are read straight from
  /// the arrays in one loop: per-day queries repeat the range checks and cost several times
  /// more.
  ///
  /// Only the eras `days` reaches are visited: from the era of its first day (a binary search)
  /// to the era of its last. `habits stats` adds a decade a week at a time, so asking every era
  /// for every stretch cost stretches times eras (176 M instructions of 269 M on fifty habits of
  /// ten years with two hundred changes each; callgrind).
  package func addFigures(of days: ClosedRange<Day>, to figures: inout StatsFigures) {
    guard hasEras else {
      addFigures(of: days, in: span(ofEra: 0), to: &figures)
      return
    }
    let count = eraCount
    var index = eraIndex(on: days.lowerBound)
    while index < count {
      // Each era its own days: the first from the start of `days`, the last through its end.
      let lower = index == 0 ? days.lowerBound : max(days.lowerBound, span(ofEra: index).first)
      // The eras start in date order: none from here on holds a day of `days`.
      if lower > days.upperBound { break }
      let upper = index == count - 1 ? days.upperBound : min(days.upperBound, span(ofEra: index + 1).first - 1)
      if lower <= upper { addFigures(of: lower...upper, in: span(ofEra: index), to: &figures) }
      index += 1
    }
  }

  /// Adds the days of `days`, all under the era of `s`, to `figures`: its computed days read
  /// from the arrays, the others asked one by one.
  private func addFigures(of days: ClosedRange<Day>, in s: TimelineSpan, to figures: inout StatsFigures) {
    var day = days.lowerBound
    while day <= days.upperBound && !s.covers(day) {
      figures.add(status(on: day), dueDay: isDue(day) && !isOnVacation(day), count: count(on: day))
      day = day + 1
    }
    guard day <= days.upperBound else { return }
    let upper = min(days.upperBound, s.last)
    // The count is the balance change plus what was due: due and not on vacation is exactly
    // the flag byte `DayFlag.due`.
    var previousBalance = balanceBefore(day - s.first, in: s)
    for i in (day - s.first)...(upper - s.first) {
      let dueDay = flag(at: i, in: s) == DayFlag.due
      let count = sum(at: i, in: s) - previousBalance + (dueDay ? s.goal : 0)
      previousBalance = sum(at: i, in: s)
      figures.add(rule(at: i, in: s).status, dueDay: dueDay, count: count)
    }
    if upper < days.upperBound { addFigures(of: (upper + 1)...days.upperBound, in: s, to: &figures) }
  }
}
