import HabitsKit

/// What to do on a day, as facts (`StatusReport.Todo`): one habit's status turned into what the
/// board says of it.
extension StatusReport {
  /// What to do on `date`, as facts.
  /// `window` is the rolling window's standing on `date` when the caller has it at hand.
  static func todo(_ a: HabitAnalysis, status: HabitStatus, date: Day, backlog: Int, window: WindowStanding? = nil) -> Todo {
    let goal = a.goal(on: date)
    let count = a.timeline.count(on: date)
    let unit = a.habit.unit
    if let window = window ?? a.window(on: date) {
      // A rolling window: what the window ending on the day holds against what it asks.
      switch status {
      case .withinLimit, .overLimit: return .windowLimit(left: window.left, max: window.count)
      case .notDue where window.isLimit: return .windowLimit(left: window.left, max: window.count)
      case .planned: return .window(more: window.left, done: false)
      case .completed, .overCompleted: return .window(more: window.left, done: true)
      default: break
      }
    }
    // A tracked line asks for nothing (`HabitTarget.nothing`).
    if a.plan.target(on: date) == .nothing && status != .notStarted && status != .finished {
      // A tracked habit asks for nothing: what was logged, or what was last.
      if count > 0 { return .tracked(value: count, last: nil, lastValue: 0) }
      let last = a.log.completions.last { $0.day < date && $0.day >= a.timeline.first }
      return .tracked(value: nil, last: last?.day, lastValue: last?.count ?? 0)
    }
    // From today on, the next day still planned; for a past day, the next day its schedule
    // asked for, whatever happened since.
    func next() -> Day? { date >= a.today ? a.nextDue(onOrAfter: date + 1) : a.nextScheduled(after: date) }
    switch status {
    case .planned:
      return .due(goal: goal, count: count)
    case .backlog:
      return .catchUp(left: unit != nil ? a.deficit(on: date) : backlog, periodNoun: periodNoun(a, on: date))
    case .notDue:
      // A limit's day after today: what it allows, as on its other days.
      if a.plan.target(on: date).isLimit { return limit(a, date: date) }
      // Nothing due ahead (a one-off past its date): "not due, next nothing due ahead" reads
      // badly; say that nothing is left, and whether it was done.
      guard let ahead = next() else {
        return .nothingAhead(done: a.log.completions.contains { $0.day <= date && $0.count > 0 })
      }
      return .notDue(next: ahead)
    case .alreadyCompleted:
      return .ahead(next: next())
    case .completed:
      return .done(count: count, goal: goal)
    case .overCompleted:
      return .extra(count: count, due: a.timeline.isDue(date))
    case .sortedOutBacklog:
      guard backlog > 0 else { return .sortedOut(left: nil) }
      return .sortedOut(left: unit != nil ? a.deficit(on: date) : backlog)
    case .partiallyCompleted:
      return .partial(count: count, goal: goal)
    case .completedLater:
      return .madeUpLater
    case .failed:
      return .missed
    case .onVacation:
      if let vacation = a.log.vacations.last(where: { $0.contains(date) }), let end = vacation.end {
        // A one-day pause is a skip: "on vacation until today" would overstate it.
        return vacation.start == end ? .skipped : .vacation(until: end)
      }
      return .vacation(until: nil)
    case .notStarted:
      return a.startMoves ? .startsWhenLogged : .starts(a.timeline.first)
    case .withinLimit, .overLimit:
      return limit(a, date: date)
    case .finished:
      return .finished(a.timeline.calendar.end)
    }
  }

  /// A limit's standing on `date`: how many are left in its day, week or month.
  static func limit(_ a: HabitAnalysis, date: Day) -> Todo {
    guard case .atMost(let max, let per) = a.plan.target(on: date), let left = a.occurrencesLeft(on: date) else {
      return .nothing
    }
    return .limit(left: left, max: max, per: per)
  }

  /// The period a backlog is caught up in ("week", "month", "cycle"), or nil when deficits
  /// carry over ("overall").
  static func periodNoun(_ a: HabitAnalysis, on date: Day) -> String? {
    guard a.plan.era(on: date).periodsStandAlone else { return nil }
    return a.timeline.calendar(on: date).periodNoun
  }
}
