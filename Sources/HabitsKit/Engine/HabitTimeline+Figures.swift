/// The figures of `habits stats`, read from a timeline's days.
extension HabitTimeline {
  /// Adds each day of `days` to `figures` (for `habits stats`): its status, whether it is due
  /// and not on vacation, and its logged count. The same as asking `status(on:)`, `isDue`,
  /// `isOnVacation` and `count(on:)` day by day, but the computed days are read straight from
  /// the arrays in one loop: per-day queries repeat the range checks and cost several times
  /// more.
  package func addFigures(of days: ClosedRange<Day>, to figures: inout StatsFigures) {
    if !eras.isEmpty {
      for index in eras.indices {
        let lower = index == 0 ? days.lowerBound : max(days.lowerBound, eras[index].first)
        let upper = index == eras.count - 1 ? days.upperBound : min(days.upperBound, eras[index + 1].first - 1)
        if lower <= upper { eras[index].addFigures(of: lower...upper, to: &figures) }
      }
      return
    }
    var day = days.lowerBound
    while day <= days.upperBound && (day < first || day > last) {
      figures.add(
        status(on: day), dueDay: isDue(day) && !isOnVacation(day), count: count(on: day))
      day = day + 1
    }
    guard day <= days.upperBound else { return }
    let upper = min(days.upperBound, last)
    // The count is the balance change plus what was due: due and not on vacation is exactly
    // the flag byte `DayFlag.due`.
    var previousBalance = balanceBefore(day - first)
    let rules = self.rules
    for i in (day - first)...(upper - first) {
      let dueDay = flag(at: i) == DayFlag.due
      let count = sum(at: i) - previousBalance + (dueDay ? goal : 0)
      previousBalance = sum(at: i)
      figures.add(rules[rules.startIndex + i].status, dueDay: dueDay, count: count)
    }
    if upper < days.upperBound { addFigures(of: (upper + 1)...days.upperBound, to: &figures) }
  }
}
