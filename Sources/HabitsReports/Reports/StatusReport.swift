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
    /// What to do, as facts: `StatusRenderer` words it ("due", "catch up: 2 left this week").
    package var todo: Todo
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
    /// What a due day asks for, in `count`'s units; nil for a limit.
    package var goal: Int? = nil
    /// The period what is left (`todo`'s catch-up or limit) counts in: the period a backlog
    /// must be caught up in (nil when deficits carry over), or a limit's day, week or month.
    package var period: ClosedRange<Day>? = nil
    /// The number of the habit's first line, for placing the habits with errors among the rows.
    package var declaredLine = 0
    /// What paused the day (a skip or a vacation), nil when nothing did.
    package var pausedBy: PauseKind? = nil
    /// Whether the habit keeps streaks (a tracked habit does not: JSON gives `null`).
    package var keepsStreaks = true
    /// For a rolling window, where the window ending on the day stands; else nil.
    package var window: WindowStanding? = nil
    /// The habit's group, nil before the first heading.
    package var group: String? = nil
    /// The habit's tags.
    package var tags: [String] = []
    /// The time of day of the line in force on the day, nil without.
    package var time: TimeOfDay? = nil
    /// What a completion earns (a slip costs) under the line in force on the day; nil without.
    package var points: Int? = nil
    /// Where the habit sorts within its group; nil without a priority.
    package var priority: Priority? = nil

    /// What is left: to catch up (due days, or thousandths of the unit), or that a limit still
    /// allows (negative when over); nil for other statuses.
    package var left: Int? {
      switch todo {
      case .catchUp(let left, _), .limit(let left, _, _), .window(let left, _), .windowLimit(let left, _): left
      case .sortedOut(let left): left ?? 0
      default: nil
      }
    }
  }

  /// What to do on the day shown, as facts; `StatusRenderer.words(_:unit:date:today:)` says
  /// it in words. Counts and amounts are in the row's units (thousandths of its unit for an
  /// amount habit); days are said relative to the day shown.
  package enum Todo: Sendable, Equatable {
    /// Planned: `goal` asked for, `count` done so far ("due", "due 3 times", "due: 1 of 3 done").
    case due(goal: Int, count: Int)
    /// Behind: `left` to catch up in the period named by `periodNoun` ("week"), or overall
    /// when nil (deficits carry over, or no periods).
    case catchUp(left: Int, periodNoun: String?)
    /// Not due; `next` is the next day planned (from today on) or scheduled (for a past day).
    case notDue(next: Day)
    /// Not due, and nothing left to do (a one-off past its date); `done` if it was ever done.
    case nothingAhead(done: Bool)
    /// Covered by work done ahead; `next` as for `notDue`, nil when nothing is due ahead.
    case ahead(next: Day?)
    /// Completed with `count` (`goal` asked for).
    case done(count: Int, goal: Int)
    /// More than asked: `count`, on a due day or (`due` false) on a day that was not due.
    case extra(count: Int, due: Bool)
    /// A day that sorted out backlog; `left` still to catch up, nil when caught up.
    case sortedOut(left: Int?)
    /// Partly done: `count` of `goal`.
    case partial(count: Int, goal: Int)
    /// Missed, and made up later.
    case madeUpLater
    /// Missed.
    case missed
    /// On vacation until `until` (nil: open-ended).
    case vacation(until: Day?)
    /// A one-day pause.
    case skipped
    /// Before the habit's first day, `start`.
    case starts(Day)
    /// Not started: its due days count from a start that is not fixed yet, its first entry.
    case startsWhenLogged
    /// A limit of `max` a `per`: `left` still allowed in that day, week or month (negative
    /// when over).
    case limit(left: Int, max: Int, per: Schedule.LimitPeriod)
    /// A rolling window: `more` still needed in the window ending on the day (0 when kept);
    /// `done` when the day itself is done.
    case window(more: Int, done: Bool)
    /// A rolling limit of `max`: `left` still allowed in the window ending on the day
    /// (negative when over).
    case windowLimit(left: Int, max: Int)
    /// A tracked habit: `value` logged on the day (in `count`'s units), or when nothing was, its
    /// `last` day logged before it with `lastValue` (nil when never).
    case tracked(value: Int?, last: Day?, lastValue: Int)
    /// After the habit's last day, `end` (nil when not known).
    case finished(Day?)
    /// Nothing to say (a limit status without a limit).
    case nothing
  }

  /// The real today.
  package var today: Day
  /// The day shown (today unless `--date`).
  package var date: Day
  /// The rows.
  package var rows: [Row]
  /// The habits with errors in the habits file, listed among the rows by their line: they
  /// have no status (their line cannot be read as written), and count in no summary state.
  package var habitsWithErrors: [HabitWithErrors] = []
  /// The habits file's path, for saying where those errors are.
  package var habitsPath = ""
  /// The points balance on the day shown, when a habit has points; nil otherwise (the
  /// summary then says nothing of points).
  package var balance: Int? = nil
  /// With `--due` (`dueOnly()`), how many habits of the whole board are in each summary state:
  /// the rows are the due ones, the summary still says how every habit stands. Nil otherwise.
  package var wholeCounts: [Attention: Int]? = nil
  /// Whether the rows are only the habits that ask for something (`dueOnly()`).
  package var isDueOnly: Bool { wholeCounts != nil }
  /// What the warnings section says, as facts: `StatusRenderer` words them.
  package var warnings: [Warning]

  /// One fact of the warnings section.
  package enum Warning: Sendable, Equatable {
    /// Due today, and missing it would end `streak` (which ended yesterday).
    case streakAtStake(habit: String, streak: Streak)
    /// `backlog` due days behind, with only `freeDays` not-due days left in `period` (a
    /// `periodNoun`: "week", "month", "cycle") to show it on, and `catchUp` the entry that
    /// catches it all up at once ("Swim x3", "Run 7.5 km"): a count makes up several days.
    case notEnoughFreeDays(
      habit: String, backlog: Int, freeDays: Int, period: ClosedRange<Day>, periodNoun: String, catchUp: String)
    /// The habit needs attention: over its limit on `day`.
    case overLimit(habit: String, day: Day)
    /// The habit needs attention: last logged on `day`.
    case lastLogged(habit: String, day: Day)
    /// The habit needs attention: nothing logged since `day` (its start, or a period after).
    case unloggedSince(habit: String, day: Day)

    /// The habit the warning is about.
    package var habit: String {
      switch self {
      case .streakAtStake(let habit, _), .notEnoughFreeDays(let habit, _, _, _, _, _), .overLimit(let habit, _),
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

  /// The board's entries in file order: each row (by index) and each habit with errors (by
  /// index into `habitsWithErrors`), placed by the line of the habit.
  package enum Entry: Equatable {
    case row(Int)
    case errors(Int)
  }

  /// The rows and the habits with errors in board order: by group section (the habits of no
  /// group first, then each group as it first appears), and within one, each habit with
  /// errors placed by its line among the rows.
  package var entries: [Entry] {
    var result: [Entry] = []
    result.reserveCapacity(rows.count + habitsWithErrors.count)
    guard rows.contains(where: { $0.group != nil }) || habitsWithErrors.contains(where: { $0.group != nil }) else {
      StatusReport.merge(Array(rows.indices), Array(habitsWithErrors.indices), rows: rows, errors: habitsWithErrors, into: &result)
      return result
    }
    var sections: [String?] = [nil]
    for group in rows.map(\.group) + habitsWithErrors.map(\.group) where !sections.contains(group) { sections.append(group) }
    for section in sections {
      StatusReport.merge(
        rows.indices.filter { rows[$0].group == section }, habitsWithErrors.indices.filter { habitsWithErrors[$0].group == section },
        rows: rows, errors: habitsWithErrors, into: &result)
    }
    return result
  }

  /// Appends the rows `rowIndices` with the habits with errors `errorIndices` placed among them
  /// by line.
  private static func merge(
    _ rowIndices: [Int], _ errorIndices: [Int], rows: [Row], errors: [HabitWithErrors], into result: inout [Entry]
  ) {
    var next = 0
    for index in rowIndices {
      while next < errorIndices.count && errors[errorIndices[next]].line < rows[index].declaredLine {
        result.append(.errors(errorIndices[next]))
        next += 1
      }
      result.append(.row(index))
    }
    while next < errorIndices.count {
      result.append(.errors(errorIndices[next]))
      next += 1
    }
  }

  /// The group of an entry, nil for one of no group.
  package func group(of entry: Entry) -> String? {
    switch entry {
    case .row(let index): rows[index].group
    case .errors(let index): habitsWithErrors[index].group
    }
  }

  /// How many habits are in each attention state.
  package func count(_ attention: Attention) -> Int {
    if let wholeCounts { return wholeCounts[attention, default: 0] }
    // Indexed in place: `count(where:)` copied each row for its closure, 300 instructions a row.
    var count = 0
    for index in rows.indices where rows[index].attention == attention { count += 1 }
    return count
  }

  /// Builds the board for `date` from the analyses (computed as of `today`), keeping only the
  /// rows and warnings of each, with the habits that have errors listed among them.
  package init(analyses: JournalAnalyses, date: Day, habitsWithErrors: [HabitWithErrors] = [], habitsPath: String = "") {
    self.init(each: analyses, date: date)
    self.habitsWithErrors = habitsWithErrors
    self.habitsPath = habitsPath
  }

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
    let target = a.plan.target(on: date)
    let window = a.window(on: date)
    let todo = todo(a, status: status, date: date, backlog: backlog, window: window)
    let calendar = a.timeline.calendar(on: date)
    var period: ClosedRange<Day>?
    switch todo {
    case .catchUp, .sortedOut(left: .some): period = periodNoun(a, on: date) != nil ? a.period(containing: date) : nil
    case .limit: period = calendar.period(containing: date) ?? date...date
    case .window, .windowLimit: period = window?.span
    default: break
    }
    return Row(
      name: a.habit.name, status: status, count: a.timeline.count(on: date), isDue: a.timeline.isDue(date),
      todo: todo,
      backlog: backlog, ahead: ahead, nextDue: next,
      currentStreak: date == a.today ? (current?.days ?? 0) : streakLength(a, on: date),
      longestStreak: a.longestStreak?.days ?? 0,
      attention: attention, line: a.eras.isEmpty ? nil : a.line(on: date), unit: a.habit.unit,
      goal: target.isGoal ? a.goal(on: date) : nil, period: period,
      declaredLine: a.habit.origin.start.line, pausedBy: a.pause(on: date), keepsStreaks: target != .nothing,
      window: window, group: a.habit.group, tags: a.habit.tags, time: a.habit.hasTime ? a.time(on: date) : nil,
      points: a.points(on: date), priority: a.priority(on: date))
  }

  /// The length of the streak containing `date` up to that day (for `--date`), 0 if none.
  private static func streakLength(_ a: HabitAnalysis, on date: Day) -> Int {
    guard let streak = a.streaks.first(where: { $0.start <= date && date <= $0.end }) else { return 0 }
    return date - streak.start + 1
  }
}
