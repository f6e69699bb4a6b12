/// What one kind of schedule means: its periods, its due days, its words, and where its days are
/// judged by a rule of their own. One value per kind, each in its own file of this folder
/// (`WeeklyDays`, `MonthlyItems`, `Limit`, ...); `Schedule.kind` gives the value of a parsed
/// schedule, and the calendar, the engine, the checks and the reports ask it instead of
/// switching over schedules.
///
/// Most answers have a default (`ScheduleKind+Defaults.swift`) that fits a kind judged by its
/// due days in calendar periods; a kind states only where it differs. The answers about one
/// day or one period are asked of a schedule pinned to a start (`HabitCalendar`): its start,
/// end, week start and `periods from start`.
///
/// The walks over many days (`markDueDays(_:from:through:on:)`, `walk`) are requirements, not
/// helpers: a calendar holds its kind as `any ScheduleKind`, and a requirement is dispatched
/// once per walk to code specialised for the kind, so the per-day and per-period questions
/// inside it are direct calls.
protocol ScheduleKind: Sendable {
  // MARK: Periods

  /// Whether the kind divides time into periods (every day, one-off dates, after last and
  /// daily limits do not).
  var hasPeriods: Bool { get }

  /// The period containing `day` before clipping to the calendar's start and end; nil without
  /// periods.
  func unclippedPeriod(containing day: Day, on calendar: HabitCalendar) -> ClosedRange<Day>?

  /// The length of every period when all are alike (weeks, runs of weeks, cycles); nil for
  /// months and years, and without periods.
  var fixedPeriodLength: Int? { get }

  /// A word for the period, for messages ("week", "month", "quarter", "cycle"; "day" without
  /// periods).
  var periodNoun: String { get }

  /// Whether the periods are weeks, so that the week start matters.
  var usesWeeks: Bool { get }

  /// Whether a period starting on `day` is marked as a boundary in a calendar grid whose weeks
  /// start on `gridWeekStart`: not where the grid's own week or month starts anyway.
  func marksPeriodStart(_ day: Day, gridWeekStart: Weekday, on calendar: HabitCalendar) -> Bool

  // MARK: Due days

  /// Whether the day under `cursor` is due, given the first day of its period clipped to the
  /// start (`periodStart`) and before clipping (`unclippedPeriodStart`); both are the day itself
  /// without periods. Asked by `walk` day by day.
  func isDue(_ cursor: DayCursor, periodStart: Day, unclippedPeriodStart: Day) -> Bool

  /// Whether `day`, within the calendar's life, is due (vacations play no part).
  func isDue(_ day: Day, on calendar: HabitCalendar) -> Bool

  /// Whether the due days do not depend on where periods start (every day, weekdays, days of
  /// the month or year): a whole stretch is then marked in one go.
  var ignoresPeriods: Bool { get }

  /// Sets `DayFlag.due` in `flags` (one byte a day from `first`) on the due days of `days`,
  /// which lie in one period: `periodStart` is its first day clipped to the start,
  /// `unclippedStart` before clipping (both ignored without periods).
  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, first: Day, days: ClosedRange<Day>, periodStart: Day,
    unclippedStart: Day)

  /// Sets `DayFlag.due` on the due days from `first` through `last` of `calendar` and appends
  /// to `periodStarts` the offset from `first` of the first day of each period from `first` on
  /// (`0` alone without periods); see `HabitCalendar.markDueDays(_:from:through:)`.
  func markDueDays(
    _ flags: UnsafeMutableBufferPointer<UInt8>, from first: Day, through last: Day, on calendar: HabitCalendar,
    periodStarts: inout [Int32])

  /// Visits `first...last` of `calendar` in order; see `HabitCalendar.walk(from:through:_:)`.
  func walk(
    from first: Day, through last: Day, on calendar: HabitCalendar,
    _ visit: (_ offset: Int, _ isDue: Bool, _ periodStart: Int) -> Bool)

  /// The `n`th due day of `calendar` (its end ignored), nil when there is none by 9999.
  func nthDueDay(_ n: Int, on calendar: HabitCalendar) -> Day?

  /// The dates of a one-off schedule, in the order written (sorted by the parser); nil for every
  /// other kind.
  var dates: [Day]? { get }

  /// The monthly items of a kind due on days of the month, and the months (1-12) it can be due
  /// in for a habit with `since` (every month, or for every N months the months it visits; all
  /// twelve without a `since`), for `never-due-in-some-months`; nil for other kinds.
  func monthlyItems(since: Day?) -> (rule: MonthlyRule, months: [Int])?

  /// The dates of the schedule that can never be due from `start` on (Feb 29 every 4 years
  /// from a common year): a `never-due` error.
  func unreachableDates(from start: Day, periodsFromStart: Bool) -> [MonthDay]

  /// The due days as one RFC 5545 recurrence rule, for a series that starts on a due day
  /// beginning a whole period, when one rule says exactly them; nil for kinds no one rule
  /// states (one-off dates, after last, limits, tracked, rolling windows) and for schedules of
  /// a kind that need two (`monthly on the 1st and last Friday`). `habits export ical` writes
  /// it only after checking that it expands to the engine's due days over the range.
  func recurrence(on calendar: HabitCalendar) -> RecurrenceRule?

  /// Whether the schedule alone says which days are due: false where the log does (after last)
  /// and where nothing ever is (limits), so that `ends after` and `never-due` do not apply.
  var dueDaysFollowFromSchedule: Bool { get }

  /// A number of days `n` within which every line of the kind is first due, whatever its
  /// start, week start and `periods from start`: a life of at least `n` days holds a due day
  /// among its first `n` (an `ends after` end never comes before the first due day). A kind
  /// with a bound has its due days follow from the schedule, no one-off `dates` and no
  /// `monthlyItems` (the habit checks answer its lines by the bound alone). Nil
  /// where no bound holds for every start (days of the month or year, one-off dates) or the
  /// due days do not follow from the schedule. The never-due check takes it as its answer
  /// instead of walking the line's days; `DueWithinTests` holds each kind to it against the
  /// walk.
  var dueWithinDaysOfStart: Int? { get }

  /// Whether each due day keeps its deficit or surplus to itself (after last): the window of
  /// deviation, backlog and completed later runs from a due day to the day before the next.
  var keepsDueDaysApart: Bool { get }

  /// Whether the due days or periods count from the start, given the habit's `periods from
  /// start`: such a habit needs a fixed start to say when it is due (`HabitPlan.startMoves`).
  func countsFromStart(periodsFromStart: Bool) -> Bool

  /// Whether the habit records values rather than asks for something (tracked): without a unit
  /// it takes bare numbers, as amounts of an empty unit.
  var takesValues: Bool { get }

  /// Whether backlog and completing ahead are on unless the habit says otherwise (off for every
  /// day, as in the reference app).
  var catchesUpByDefault: Bool { get }

  /// Why `option` does nothing for this kind (`option-has-no-effect`), nil when it matters.
  func noEffectReason(_ option: HabitOption) -> String?

  // MARK: Judging days

  /// What a line of this kind asks for, given its goal: at least the goal on each due day, or
  /// for a limit at most its maximum a period.
  func target(goal: Int) -> HabitTarget

  /// Whether the kind's due days come from the log and are pinned before judging (`pinned`):
  /// asked first, so that the other kinds' eras are not touched.
  var pinsDueDaysFromLog: Bool { get }

  /// Whether the kind judges an era's days by a rule of its own: `statusRules(of:...)` answers
  /// (a limit, a rolling window, a tracked line). Only such kinds are asked.
  var judgesByOwnRule: Bool { get }

  /// The facts an era of this kind keeps (`EraFacts`): all asked in one call where the era is
  /// made.
  var eraFacts: EraFacts { get }

  /// The line as the engine judges it, when the kind's due days come from the log (after last
  /// pins them as one-off dates); nil to judge `habit` as it is.
  func pinned(_ habit: Habit, start: Day, log: HabitLog) -> Habit?

  /// The rule of each day of an era, for a kind whose days are judged by a rule of their own (a
  /// limit counts occurrences against its maximum); nil for the status procedure of §7.1.
  /// `counts` holds the era's logged count of each day from its start, `flags` the days'
  /// `DayFlag`s, where the kind may mark the days it asked something of as due.
  func statusRules(of era: HabitEra, counts: UnsafeBufferPointer<Int>, flags: UnsafeMutableBufferPointer<UInt8>, today: Day) -> [StatusRule]?

  /// The streaks of a timeline of this kind without changes, from the rules of its days
  /// `first...first + lastIndex` (through today or its end), for a kind with a streak rule of
  /// its own (a limit's runs of days within it); nil for the streaks of §13.1.
  /// `carrying` says that the streaks of the line before run up to `first`, the day the line
  /// takes over (a rolling window carries such a streak over its first days, not judged).
  func streaks(rules: UnsafeBufferPointer<StatusRule>, first: Day, through lastIndex: Int, carrying: Bool) -> [Streak]?

  /// The attention of a habit whose line in force today is of this kind, for a kind with a rule
  /// of its own (a limit); nil for the grace window of §18.
  func attention(of analysis: HabitAnalysis) -> AttentionFinding?

  /// Where the grace window of a habit last logged before `from` opens (a one-off line waits
  /// for its next date); nil when nothing is left to log, so the habit is on track.
  func graceWindowStart(from: Day) -> Day?

  /// The last day of the default grace window that opens on `from`, for a kind whose window is
  /// not three of its periods (after last: three intervals); nil for three periods.
  func defaultGraceLastDay(from: Day) -> Day?

  /// For a limit: the occurrences still allowed in the period of `day` through it (negative
  /// when over), given each day's count; nil for a goal.
  func occurrencesLeft(on day: Day, on calendar: HabitCalendar, count: (Day) -> Int) -> Int?

  /// For a rolling window: the window ending on `day` of a line from `start` whose days count
  /// `count(d)` (raw, as logged) with a goal of `goal` and are paused when `paused(d)`; nil for
  /// other kinds.
  func window(ending day: Day, from start: Day, goal: Int, count: (Day) -> Int, paused: (Day) -> Bool) -> WindowStanding?

  /// The rule in words where `habits why` names it instead of due days ("never", "at most 2 a
  /// week" for a limit); nil where it names the period and the due days.
  var whyPhrase: String? { get }
}
