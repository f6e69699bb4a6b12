import HabitsKit

/// Today's board as data: one row per habit in file order, the summary, and the warnings.
/// Built from the engine's analyses; rendered as text or JSON by `StatusRenderer`.
package struct StatusReport: Sendable {
  /// One habit's line on the board.
  package struct Row: Sendable {
    /// The habit's name.
    package var name: String
    /// Its status on the shown day.
    package var status: HabitStatus
    /// What was logged that day.
    package var count: Int
    /// Whether the schedule makes the day due.
    package var isDue: Bool
    /// What to do, in words ("due", "catch up: 2 left this week").
    package var todo: String
    /// Due days behind (to catch up).
    package var backlog: Int
    /// Due days covered ahead.
    package var ahead: Int
    /// The next day the habit is planned, from the shown day on.
    package var nextDue: Day?
    /// The current streak's length in days (0 without one).
    package var currentStreak: Int
    /// The longest streak's length in days.
    package var longestStreak: Int
    /// The neutral summary state.
    package var attention: Attention
    /// For a habit with changes, the habits-file line in force on the day; else nil.
    package var line: Int? = nil
    /// For an amount habit, its unit (`count` is then thousandths of it); else nil.
    package var unit: String? = nil
  }

  /// The real today.
  package var today: Day
  /// The day shown (today unless `--date`).
  package var date: Day
  /// The rows.
  package var rows: [Row]
  /// What the warnings section says, as facts: `StatusRenderer` words them.
  package var warnings: [Warning]

  /// One fact of the warnings section.
  package enum Warning: Sendable, Equatable {
    /// Due today, and missing it would end `streak` (which ended yesterday).
    case streakAtStake(habit: String, streak: Streak)
    /// `backlog` due days behind, with only `freeDays` not-due days left in `period` (a
    /// `periodNoun`: "week", "month", "cycle") to catch up in.
    case notEnoughFreeDays(habit: String, backlog: Int, freeDays: Int, period: ClosedRange<Day>, periodNoun: String)
    /// The habit needs attention: over its limit on `day`.
    case overLimit(habit: String, day: Day)
    /// The habit needs attention: last logged on `day`.
    case lastLogged(habit: String, day: Day)
    /// The habit needs attention: nothing logged since `day` (its start, or a period after).
    case unloggedSince(habit: String, day: Day)

    /// The habit the warning is about.
    package var habit: String {
      switch self {
      case .streakAtStake(let habit, _), .notEnoughFreeDays(let habit, _, _, _, _), .overLimit(let habit, _),
        .lastLogged(let habit, _), .unloggedSince(let habit, _):
        habit
      }
    }

    /// Whether the warning says why the habit needs attention.
    package var isAttention: Bool {
      switch self {
      case .overLimit, .lastLogged, .unloggedSince: true
      case .streakAtStake, .notEnoughFreeDays: false
      }
    }
  }

  /// How many habits are in each attention state.
  package func count(_ attention: Attention) -> Int { rows.count { $0.attention == attention } }

  /// "5 on track · 1 not logged · 1 needs attention".
  package var summary: String {
    TextJoin.join(Attention.allCases.map { countWords($0) }, separator: " · ")
  }

  /// "1 needs attention", "7 need attention": the count of habits in `attention`, with the verb
  /// agreeing with it.
  package func countWords(_ attention: Attention) -> String {
    let n = count(attention)
    guard attention == .needsAttention, n != 1 else { return "\(n) \(attention.words)" }
    return "\(n) need attention"
  }

  /// Builds the board for `date` from the analyses (computed as of `today`), keeping only the
  /// rows and warnings of each.
  package init(analyses: JournalAnalyses, date: Day) { self.init(each: analyses, date: date) }

  /// Builds the board for `date` from analyses already made (`habits log`'s affected habits).
  package init(analyses: [HabitAnalysis], date: Day) { self.init(each: analyses, date: date) }

  /// The one body of both: generic only inside this module, where it is specialised for each.
  init(each analyses: some Sequence<HabitAnalysis>, date: Day) {
    var today: Day?
    self.date = date
    var rows: [Row] = []
    var warnings: [Warning] = []
    for analysis in analyses {
      today = today ?? analysis.today
      // The attention summary: once per habit.
      let finding = analysis.attentionFinding()
      let row = StatusReport.row(analysis, date: date, attention: finding.attention)
      rows.append(row)
      warnings += StatusReport.warnings(analysis, row: row, finding: finding, date: date)
    }
    self.today = today ?? date
    self.rows = rows
    self.warnings = warnings
  }

  /// An empty board (no habits).
  package init(today: Day, date: Day) {
    self.today = today
    self.date = date
    self.rows = []
    self.warnings = []
  }

  private static func row(_ a: HabitAnalysis, date: Day, attention: Attention) -> Row {
    let status = a.status(on: date)
    let backlog = a.backlog(on: date)
    let ahead = a.ahead(on: date)
    let next = a.nextDue(onOrAfter: date)
    let current = a.currentStreak
    return Row(
      name: a.habit.name, status: status, count: a.timeline.count(on: date), isDue: a.timeline.isDue(date),
      todo: todo(a, status: status, date: date, backlog: backlog),
      backlog: backlog, ahead: ahead, nextDue: next,
      currentStreak: date == a.today ? (current?.days ?? 0) : streakLength(a, on: date),
      longestStreak: a.longestStreak?.days ?? 0,
      attention: attention, line: a.eras.isEmpty ? nil : a.line(on: date), unit: a.habit.unit)
  }

  /// The length of the streak containing `date` up to that day (for `--date`), 0 if none.
  private static func streakLength(_ a: HabitAnalysis, on date: Day) -> Int {
    guard let streak = a.streaks.first(where: { $0.start <= date && date <= $0.end }) else { return 0 }
    return date - streak.start + 1
  }

  /// What to do on `date`, in words.
  static func todo(_ a: HabitAnalysis, status: HabitStatus, date: Day, backlog: Int) -> String {
    let goal = a.habit(on: date).goal
    let count = a.timeline.count(on: date)
    let unit = a.habit.unit
    func next() -> String {
      // From today on, the next day still planned; for a past day, the next day its schedule
      // asked for, whatever happened since.
      let day = date >= a.today ? a.nextDue(onOrAfter: date + 1) : a.nextScheduled(after: date)
      guard let day else { return "nothing due ahead" }
      return DayText.relative(day, from: date)
    }
    switch status {
    case .planned:
      if let unit {
        return count > 0 ? "due: \(Amount.progress(count, of: goal, unit: unit)) done" : "due \(Amount.text(goal, unit: unit))"
      }
      return goal > 1 && count > 0 ? "due: \(count) of \(goal) done" : goal > 1 ? "due \(goal) times" : "due"
    case .backlog:
      if let unit { return "catch up: \(Amount.text(a.deficit(on: date), unit: unit)) left " + periodPhrase(a, on: date) }
      return "catch up: \(backlog) left " + periodPhrase(a, on: date)
    case .notDue:
      // Nothing due ahead (a one-off past its date): "not due, next nothing due ahead" reads
      // badly; say whether it was done instead.
      let ahead = date >= a.today ? a.nextDue(onOrAfter: date + 1) : a.nextScheduled(after: date)
      guard ahead != nil else {
        let done = a.log.completions.contains { $0.day <= date && $0.count > 0 }
        return done ? "done, nothing due ahead" : "nothing due ahead"
      }
      return "not due, next " + next()
    case .alreadyCompleted:
      return "ahead: next due " + next()
    case .completed:
      // An amount can be done with a little more than its goal: say how much.
      if let unit, count != goal { return "done (\(Amount.text(count, unit: unit)))" }
      return "done"
    case .overCompleted:
      if let unit { return a.timeline.isDue(date) ? "done (\(Amount.text(count, unit: unit)))" : "done, extra" }
      return a.timeline.isDue(date) ? "done (\(count) times)" : "done, extra"
    case .sortedOutBacklog:
      guard backlog > 0 else { return "done, caught up" }
      if let unit { return "done, \(Amount.text(a.deficit(on: date), unit: unit)) left to catch up" }
      return "done, \(backlog) left to catch up"
    case .partiallyCompleted:
      return "\(Amount.progress(count, of: goal, unit: unit)) done"
    case .completedLater:
      return "missed, made up later"
    case .failed:
      return "missed"
    case .onVacation:
      if let vacation = a.log.vacations.last(where: { $0.contains(date) }), let end = vacation.end {
        // A one-day pause is a skip: "on vacation until today" would overstate it.
        if vacation.start == end { return "skipped" }
        return "on vacation until " + DayText.relative(end, from: date)
      }
      return "on vacation"
    case .notStarted:
      return "starts " + DayText.relative(a.timeline.first, from: date)
    case .withinLimit, .overLimit:
      return limitWords(a, date: date)
    case .finished:
      return "finished " + (a.timeline.calendar.end.map { DayText.relative($0, from: date) } ?? "")
    }
  }

  /// A limit's standing on `date`: "1 left this week", "none left today", "over by 1 this week".
  static func limitWords(_ a: HabitAnalysis, date: Day) -> String {
    let calendar = a.timeline.calendar(on: date)
    guard case .limit(let max, let per) = calendar.schedule else { return "" }
    let left = LimitStatuses.left(max: max, calendar: calendar, day: date) { a.timeline.count(on: $0) }
    let scope = per == .day ? (date == a.today ? "today" : "that day") : (date == a.today ? "this " : "that ") + per.rawValue
    if left < 0 { return "over by \(-left) \(scope)" }
    if max == 0 { return "clean \(scope)" }
    return left == 0 ? "none left \(scope)" : "\(left) left \(scope)"
  }

  /// "this week", "this month", "this cycle", or "overall" when deficits carry over.
  static func periodPhrase(_ a: HabitAnalysis, on date: Day) -> String {
    let habit = a.habit(on: date)
    guard habit.schedule.isPeriodic && !habit.carryOver else { return "overall" }
    return "this " + a.timeline.calendar(on: date).periodNoun
  }

  /// Warnings for the board: a streak at risk, a backlog that no longer fits its period, and
  /// a habit that needs attention.
  private static func warnings(_ a: HabitAnalysis, row: Row, finding: AttentionFinding, date: Day) -> [Warning] {
    guard date == a.today else { return [] }
    var result: [Warning] = []
    let name = a.habit.name
    if row.status == .planned, let streak = a.currentStreak, streak.end == date - 1, isLastChance(a, date) {
      result.append(.streakAtStake(habit: name, streak: streak))
    }
    if row.backlog > 0, a.habit(on: date).schedule.isPeriodic, !a.habit(on: date).carryOver, let period = a.period(containing: date) {
      let free = freeDays(a, from: date, through: period.upperBound)
      if free < row.backlog {
        result.append(
          .notEnoughFreeDays(
            habit: name, backlog: row.backlog, freeDays: free, period: period,
            periodNoun: a.timeline.calendar(on: date).periodNoun))
      }
    }
    if finding.attention == .needsAttention {
      if let over = finding.overLimitDay {
        result.append(.overLimit(habit: name, day: over))
      } else if let last = finding.lastLogged {
        result.append(.lastLogged(habit: name, day: last))
      } else if let since = finding.unloggedSince {
        result.append(.unloggedSince(habit: name, day: since))
      }
    }
    return result
  }

  /// Whether missing `date` would fail it for good: no backlog to make it up, or no day left in
  /// its period after it.
  private static func isLastChance(_ a: HabitAnalysis, _ date: Day) -> Bool {
    let habit = a.habit(on: date)
    guard habit.backlog else { return true }
    guard habit.schedule.isPeriodic, !habit.carryOver, let period = a.period(containing: date) else { return false }
    return period.upperBound == date
  }

  /// Not-due, non-vacation days from `date` (tomorrow if it is done) through `end`: the slots
  /// where backlog is shown.
  private static func freeDays(_ a: HabitAnalysis, from date: Day, through end: Day) -> Int {
    var d = a.timeline.count(on: date) > 0 ? date + 1 : date
    var free = 0
    while d <= end {
      if !a.timeline.isDue(d) && !a.timeline.isOnVacation(d) { free += 1 }
      d = d + 1
    }
    return free
  }
}
