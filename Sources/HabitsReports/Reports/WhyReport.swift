import HabitsKit

/// Why one day of one habit has its status (`habits why`): the branch of §7.1 the engine took
/// (the timeline's ``StatusRule`` for the day) and the facts that rule looked at.
///
/// The rule is the engine's own, never re-derived here. The facts (counts, due days,
/// vacation, the deviation window, free-day and due-day counts from today, the make-up walk)
/// are read back through the timeline's queries; the tests replay §7.1-§11 on them and
/// require the engine's rule on every day of the examples and of generated habits, so the
/// facts shown always support the rule. Deviation is in logged completions; a due day needs
/// `goal`.
package struct WhyReport: Sendable {
  /// The habit's name.
  package let habit: String
  /// The day explained.
  package let day: Day
  /// Today.
  package let today: Day
  /// The engine's status of the day.
  package let status: HabitStatus
  /// What was logged that day.
  package let count: Int
  /// Completions a due day needs.
  package let goal: Int
  /// For an amount habit, its unit: `count`, `goal`, the deviation and what was logged are thousandths of it.
  package let unit: String?
  /// Whether the schedule makes the day due.
  package let scheduledDue: Bool
  /// Whether the day is on vacation, and the vacation it falls in.
  package let onVacation: Bool, vacation: Vacation?
  /// What paused the day (a skip or a vacation), nil when nothing did; and whether every due
  /// day of the period that was paused was skipped.
  package let pausedBy: PauseKind?, pausedDueDaysSkipped: Bool
  /// The habit's first day and last day (if it ends).
  package let start: Day, end: Day?
  /// Whether the start is declared (`since`) rather than the first log entry or today.
  package let declaredStart: Bool
  /// Whether the start is not fixed yet (`HabitAnalysis.startMoves`): not started on any day.
  package let startMoves: Bool
  /// The `ends after N occurrences` count, when the end comes from it.
  package let endOccurrences: Int?
  /// Whether the habit has backlog (catching up) and completing ahead.
  package let backlogEnabled: Bool, aheadEnabled: Bool
  /// Whether each period stands alone (periodic schedule, no carry over).
  package let separated: Bool
  /// "week", "month", "cycle"... or "day" without periods.
  package let periodNoun: String
  /// Whether the habit is tracked: it asks for nothing, and each logged day is completed.
  package let tracked: Bool
  /// For a rolling window (not a limit): where the window ending on the day stands.
  package let rollingWindow: WindowStanding?
  /// The rule in words where it is named instead of due days ("never", "at most 2 a week");
  /// nil for a schedule of due days.
  package let rulePhrase: String?
  /// For a limit habit: its maximum, and the occurrences logged in the day's period through
  /// the day; nil otherwise.
  package let limit: (max: Int, total: Int)?
  /// The period the day belongs to (nil without periods).
  package let period: ClosedRange<Day>?
  /// Due days of the period (due and not on vacation), and its due days lost to a vacation.
  package let dueDays: [Day], vacationDueDays: [Day]
  /// What was logged in the period (or on the day, without periods).
  package let logged: [Completion]
  /// The last day the deviation counts (§8): the day before, or for a later day today (if
  /// logged) or yesterday.
  package let asOf: Day
  /// The days the deviation sums over; nil when it is 0 by rule (nothing before the day in
  /// its window).
  package let window: ClosedRange<Day>?
  /// Logged and due completions over the window, and the deviation the engine computed.
  package let windowLogged: Int, windowDue: Int, deviation: Int
  /// For a backlog day: the due days in the window missed (failed) or done in part.
  package let missed: [Day], partial: [Day]
  /// For today or later: where free days and due days are counted from (today, or tomorrow
  /// when today is logged), the free days from there through the day, and the due days.
  package let countFrom: Day, freeDays: Int, dueDaysAhead: Int
  /// For a day not due while behind: the days marked backlog from `countFrom` to the end of
  /// the period.
  package let backlogDays: [Day]
  /// Completed later: the day by which later work made it up; failed: the last day the
  /// make-up walk looked at (nil when it had nothing to look at).
  package let madeUpBy: Day?, searchedThrough: Day?
  /// For a failed day: later missed days the walk's work made up instead (the latest first).
  package let madeUpInstead: [Day]
  /// Completing ahead without backlog: the first day of the run of work that covers the day.
  package let aheadRunStart: Day?
  /// For a habit with changes: the line in force on the day (its number, its schedule as
  /// written, the day it took over); nil for a habit declared on one line.
  package let line: (number: Int, schedule: String, from: Day, isFirst: Bool)?
  /// The branch of §7.1 that gave the day its status, as the engine took it.
  package let rule: StatusRule
  /// The notes of the day's entries, nil without (`ReportAnnotations.notes`).
  package let note: String?

  /// The status in words, a skip said as one ("skipped", not "on vacation").
  package var statusWords: String { status == .onVacation && pausedBy == .skip ? "skipped" : status.words }

  /// Explains `day` from `analysis` (computed at least through `day`).
  package init(analysis a: HabitAnalysis, day: Day) {
    // A habit with changes is explained by the era of the day, as the habit of its line alone.
    let t = a.timeline.era(on: day)
    let cal = t.calendar
    // An after-last habit is explained as the engine judges it: its due days pinned from the log.
    let h = a.plan.era(on: day).judgedAs
    line = a.eras.isEmpty ? nil : (h.origin.start.line, h.scheduleWords ?? "", t.first, t.first == a.timeline.first)
    habit = a.habit.name
    self.day = day
    today = t.today
    status = a.status(on: day)
    rule = a.timeline.rule(on: day)
    note = ReportAnnotations.notes(of: a, in: day...day)[day]
    count = t.count(on: day)
    goal = h.goal
    unit = h.unit
    scheduledDue = t.isDue(day)
    onVacation = t.isOnVacation(day)
    vacation = onVacation ? a.log.vacations.last { $0.contains(day) } : nil
    pausedBy = a.pause(on: day)
    start = t.first
    end = cal.end
    declaredStart = a.habit.since != nil || t.first != a.timeline.first
    startMoves = a.startMoves
    endOccurrences = cal.end != nil && cal.end != h.until ? h.occurrences : nil
    backlogEnabled = h.backlog
    aheadEnabled = h.ahead
    // After last keeps each due day's window to itself, as the engine does.
    let era = a.plan.era(on: day)
    separated = era.windowsSeparate
    periodNoun = cal.periodNoun
    rulePhrase = era.whyPhrase
    tracked = era.takesValues
    rollingWindow = a.window(on: day).flatMap { $0.isLimit ? nil : $0 }
    if let max = era.target.maximum, let left = a.occurrencesLeft(on: day) {
      limit = (max, max - left)
    } else {
      limit = nil
    }
    let inRange = day >= t.first && day <= t.last
    period = inRange ? cal.period(containing: day) : nil
    // One pass over the period (or the day) for its due days and log.
    var due: [Day] = []
    var dueOnVacation: [Day] = []
    var logged: [Completion] = []
    if inRange {
      for d in period ?? day...day {
        let n = t.count(on: d)
        if n > 0 { logged.append(Completion(day: d, count: n)) }
        if t.isDue(d) {
          if t.isOnVacation(d) { dueOnVacation.append(d) } else { due.append(d) }
        }
      }
    }
    dueDays = due
    vacationDueDays = dueOnVacation
    pausedDueDaysSkipped = dueOnVacation.allSatisfy { a.log.pause(on: $0) == .skip }
    self.logged = logged
    func dueTime(_ d: Day) -> Int { t.isDue(d) && !t.isOnVacation(d) ? 1 : 0 }

    // §8: the window of the deviation.
    let asOf = t.deviationAsOf(day)
    self.asOf = asOf
    var window: ClosedRange<Day>?
    // A kind judged by a window of its own, or asking for nothing, has no deviation to show.
    let deviates: Bool
    switch era.target {
    case .atLeast, .atMost: deviates = true
    case .nothing, .inWindow, .atMostInWindow: deviates = false
    }
    if deviates && inRange && asOf >= t.first && asOf <= t.last {
      if !separated {
        window = t.first...asOf
      } else if let p = t.segment(containing: asOf), p.contains(day) {
        window = p.lowerBound...asOf
      }
    }
    self.window = window
    var sums = (logged: 0, due: 0)
    for d in window ?? day...day where window != nil {
      sums.logged += t.count(on: d)
      sums.due += dueTime(d)
    }
    (windowLogged, windowDue) = sums
    deviation = deviates ? t.deviation(on: day) : 0
    // Only a backlog is explained by its misses.
    let behind = status == .backlog ? window : nil
    missed = behind?.filter { a.status(on: $0) == .failed } ?? []
    partial = behind?.filter { a.status(on: $0) == .partiallyCompleted } ?? []

    // §9 and §10: free and due days counted from today (or tomorrow, when today is logged).
    let countFrom = t.count(on: today) > 0 ? today + 1 : today
    self.countFrom = countFrom
    var free = 0
    var dueAhead = 0
    if day >= countFrom {
      for d in countFrom...day {
        free += d < t.first ? 1 : 1 - dueTime(d)
        if d >= t.first { dueAhead += dueTime(d) }
      }
    }
    freeDays = free
    dueDaysAhead = dueAhead
    let backlogEnd = period?.upperBound ?? min(t.last, day + Horizons.backlogWithoutPeriod)
    let placed = deviation < 0 && status == .notDue && day >= countFrom && countFrom <= backlogEnd
    backlogDays = placed ? (countFrom...backlogEnd).filter { a.status(on: $0) == .backlog } : []

    // §10 without backlog: a run of days just before the day, from its window's first completion.
    var runStart: Day?
    let segment = inRange ? (separated ? t.segment(containing: day) : t.first...t.last) : nil
    if aheadEnabled && !backlogEnabled, let segment, day > segment.lowerBound,
      let earliest = (segment.lowerBound...(day - 1)).first(where: { t.count(on: $0) > 0 })
    {
      var running = 0
      var d = day - 1
      while d >= earliest {
        running += t.count(on: d) - goal * dueTime(d)
        if running >= goal {
          runStart = d
          break
        }
        d = d - 1
      }
    }
    aheadRunStart = runStart

    // §11: walk forward from the next day to the last completion, within the window segment.
    var madeUp: Day?
    var searched: Day?
    if backlogEnabled, let segment,
      let last = a.log.completions.last(where: { $0.day >= t.first && $0.day <= t.last })?.day
    {
      let limit = min(segment.upperBound, last)
      if day + 1 <= limit {
        searched = limit
        var running = 0
        for d in (day + 1)...limit {
          running += t.count(on: d) - goal * dueTime(d)
          if running >= goal {
            madeUp = d
            break
          }
        }
      }
    }
    madeUpBy = madeUp
    searchedThrough = searched
    let unmade = status == .failed ? searched.map { (day + 1)...$0 } : nil
    madeUpInstead = unmade?.filter { a.status(on: $0) == .completedLater } ?? []
  }
}
