extension HabitTimeline {
  /// The first day of `days` whose status is `planned`, if any. The computed days are read
  /// straight from the rules: asking `status(on:)` day by day repeats its range checks, which
  /// cost 1.5 M instructions of 86 M on the decade status benchmark (the next due day of a
  /// yearly habit is months away).
  package func firstPlanned(in days: ClosedRange<Day>) -> Day? {
    guard hasEras else { return firstPlanned(in: days, era: 0) }
    // Each era asked about its own part, from the era in force on the first day on: the days
    // are read from its rules, and past them its schedule finds the next due day.
    var day = days.lowerBound
    var index = eraIndex(on: day)
    while index < eraCount {
      let upper = index + 1 < eraCount ? min(days.upperBound, span(ofEra: index + 1).first - 1) : days.upperBound
      if day <= upper, let found = firstPlanned(in: day...upper, era: index) { return found }
      day = max(day, upper + 1)
      guard day <= days.upperBound else { return nil }
      index += 1
    }
    return nil
  }

  /// The first day of `days`, all under era `index`, whose status is `planned`, if any.
  private func firstPlanned(in days: ClosedRange<Day>, era index: Int) -> Day? {
    let s = span(ofEra: index)
    var day = days.lowerBound
    if s.covers(day) {
      let upper = min(days.upperBound, s.last)
      let found = withDays(of: s) { rules, _ in
        rules[(day - s.first)...(upper - s.first)].firstIndex(where: { $0.status == .planned })
      }
      if let found { return s.first + found }
      day = upper + 1
    }
    guard day <= days.upperBound else { return nil }
    if day > s.last {
      // Past everything logged, a planned day is one the schedule makes due, off vacation.
      return HabitTimeline.firstFreeDay(
        calendar: calendar(ofEra: index), vacations: vacations, from: day, through: days.upperBound)
    }
    while day <= days.upperBound {
      if status(on: day) == .planned { return day }
      day = day + 1
    }
    return nil
  }

  /// The first day from `start` through `end` that `calendar` makes due and no vacation
  /// covers, if any (none when `end` comes first).
  ///
  /// One walk: vacations come sorted by start and the days only move forward, so a day is off
  /// when it is at most the latest end of the vacations begun by then (asking each vacation
  /// about each day cost 1 M instructions of 86 M on the decade status benchmark).
  package static func firstFreeDay(calendar: HabitCalendar, vacations: [Vacation], from start: Day, through end: Day) -> Day? {
    // `walk` stays within the calendar's life and visits nothing when the bounds cross.
    let from = max(start, calendar.start)
    let through = min(end, calendar.end ?? end)
    var begun = vacations.startIndex
    var offThrough: Day?
    var found: Day?
    calendar.walk(from: from, through: through) { offset, due, _ in
      let day = from + offset
      while begun < vacations.endIndex && vacations[begun].start <= day {
        let end = vacations[begun].end ?? Day.last
        offThrough = max(offThrough ?? end, end)
        begun += 1
      }
      guard due, offThrough.map({ day > $0 }) ?? true else { return true }
      found = day
      return false
    }
    return found
  }
}
