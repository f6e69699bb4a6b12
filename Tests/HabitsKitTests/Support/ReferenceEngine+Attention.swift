@testable import HabitsKit

/// The reference's attention summary (scheduling-semantics.md §18, seed 002), day by day, for
/// a habit with or without changes, written from the rules as stated:
/// - a limit needs attention while the period holding today (clipped at its line's start) has
///   a day over the limit, and is on track otherwise, paused or not, started or not;
/// - otherwise not logged before the start, on track after the end or on a paused day;
/// - the window counts from the day after the period of the last completion (under the line in
///   force on that day), or from the start, or from the change in force today when later; for
///   a one-off line, from its next date on or after that not already done ahead (none left:
///   on track);
/// - it runs 3 periods of the line in force today (3 days without periods, 3 × N days after
///   last), or its `grace`, rounded up to whole periods, paused days not counted; once today
///   lies past the end of the period holding its last day, the habit needs attention;
/// - else on track when the current period has a completion; without periods, when today
///   has one, or an earlier day has and today is not due or already completed; else not
///   logged.
extension ReferenceEras {
  func attention(today: Day) -> Attention {
    let engine = self.engine(today)
    let calendar = engine.calendar
    let start = engines[0].calendar.start
    let end = engines[engines.count - 1].calendar.end
    // A tracked habit asks for nothing: always on track.
    if case .tracked = engine.habit.schedule { return .onTrack }
    // A rolling limit: needs attention while the window ending today holds more than N.
    if case .rollingLimit(let max, let days) = engine.habit.schedule {
      guard today >= start, end.map({ today <= $0 }) ?? true else { return .onTrack }
      var total = 0
      var d = Swift.max(calendar.start, today - (days - 1))
      while d <= today {
        total += engine.count(d)
        d = d + 1
      }
      return total > max ? .needsAttention : .onTrack
    }
    // A rolling goal: needs attention once a day of this line failed with nothing logged since.
    if case .rolling = engine.habit.schedule {
      if today < start { return .notLogged }
      if let end, today > end { return .onTrack }
      if engine.isVacation(today) { return .onTrack }
      var d = today
      while d >= calendar.start {
        let s = engine.status(d)
        if s == .completed || s == .overCompleted || s == .partiallyCompleted { break }
        if s == .failed { return .needsAttention }
        d = d - 1
      }
      return engine.status(today) == .planned ? .notLogged : .onTrack
    }
    if case .limit(let max, _) = engine.habit.schedule {
      guard today >= start, end.map({ today <= $0 }) ?? true else { return .onTrack }
      let first = Swift.max(calendar.period(containing: today)?.lowerBound ?? today, calendar.start)
      var d = first
      while d <= today {
        if engine.limitStatus(d, max: max) == .overLimit { return .needsAttention }
        d = d + 1
      }
      return .onTrack
    }
    if today < start { return .notLogged }
    if let end, today > end { return .onTrack }
    if engine.isVacation(today) { return .onTrack }
    var last: Day?
    var d = today
    while d >= start {
      if self.engine(d).count(d) > 0 {
        last = d
        break
      }
      d = d - 1
    }
    var from = start
    if let last { from = (self.engine(last).calendar.period(containing: last)?.upperBound ?? last) + 1 }
    if engines.count > 1 { from = Swift.max(from, calendar.start) }
    if case .once(let dates) = engine.habit.schedule, engine.afterLastInterval == nil {
      // A date already done ahead (by today) does not open the window.
      let owed = dates.filter { $0 >= from && !($0 <= today && engine.status($0) == .alreadyCompleted) }
      guard let due = owed.min() else { return .onTrack }
      from = due
    }
    func periodEnd(_ day: Day) -> Day { calendar.period(containing: day)?.upperBound ?? day }
    var nominal: Day
    if let grace = engine.habit.grace {
      let lastDay = grace.lastDay(from: from)
      nominal = lastDay < from ? lastDay : periodEnd(lastDay)
    } else if let interval = engine.afterLastInterval {
      nominal = from + 3 * interval - 1
    } else if calendar.period(containing: from) == nil {
      nominal = from + 2
    } else {
      nominal = from - 1
      for _ in 0..<3 {
        guard let period = calendar.period(containing: nominal + 1) else { break }
        nominal = period.upperBound
      }
    }
    if from <= today {
      var needed = nominal - from + 1
      if needed <= 0 {
        if today > nominal { return .needsAttention }
      } else {
        var day = from
        while day <= today {
          if !engine.isVacation(day) {
            needed -= 1
            if needed == 0 {
              if today > periodEnd(day) { return .needsAttention }
              break
            }
          }
          day = day + 1
        }
      }
    }
    guard let last else { return .notLogged }
    if let period = calendar.period(containing: today) { return last >= period.lowerBound ? .onTrack : .notLogged }
    // Without periods: done today, or done before with nothing asked today.
    if last == today { return .onTrack }
    let status = engine.status(today)
    return status == .notDue || status == .alreadyCompleted ? .onTrack : .notLogged
  }
}
