/// One stretch of a habit's life under one line of the habits file: the first line from the
/// habit's start, each `from DATE` line from its date, up to the day before the next change.
///
/// An era refers to its line rather than holding a copy of it: the habit's lines are held once
/// for all its eras (`HabitLines`), and an era adds only what is its own, its days, its
/// calendar and its kind. A copy of the line in each era (several hundred bytes and a dozen
/// reference counts) was made, moved and freed for every change line of every run.
package struct HabitEra: Sendable {
  /// The era's first day (the habit's start for the first era, else its `from` date).
  package let start: Day
  /// The era's last day as the lines set it: the habit's `until`, cut to the day before the
  /// next change (the calendar's `end` is also cut at an `ends after` occurrence).
  package let until: Day?
  /// The judged schedule pinned to the era: its due days and periods, and its end.
  package private(set) var calendar: HabitCalendar
  /// What the line's kind (as written, before any pinning) says of the era, asked once where
  /// the era is made: planning and the engine read these fields rather than ask the kind.
  package let facts: EraFacts
  /// The habit's lines, shared by all its eras.
  let lines: HabitLines
  /// The era's line: 0 for the habit's first line, N for its Nth change.
  package let number: Int
  /// Whether the era is the whole habit as declared (a habit of one line, or a habit planned
  /// as one era): its `habit` is then the habit itself, not a line cut to the era.
  private let isWhole: Bool
  /// The pinned line of an after-last schedule, nil for any other: held apart, made only for
  /// after-last eras.
  private var pinned: PinnedLine?

  /// The era of `habit` as a whole from `start` (a habit of one line, or one judged as one).
  package init(habit: Habit, start: Day) {
    self.init(lines: HabitLines(habit), number: 0, start: start, until: habit.until, isWhole: true)
  }

  /// The era of line `number` of `lines` (0 the first, N the Nth change) from `start` through
  /// `until`; a change line has no `ends after` (the resolver refuses it with changes).
  init(lines: HabitLines, number: Int, start: Day, until: Day?, isWhole: Bool = false) {
    // The line's options read in place: no line is copied.
    let calendar =
      number == 0
      ? HabitCalendar(
        schedule: lines.habit.schedule, start: start, until: until, occurrences: lines.habit.occurrences,
        weekStart: lines.habit.weekStart, periodsFromStart: lines.habit.periodsFromStart)
      : HabitCalendar(
        schedule: lines.habit.changes[number - 1].schedule, start: start, until: until, occurrences: nil,
        weekStart: lines.habit.changes[number - 1].weekStart,
        periodsFromStart: lines.habit.changes[number - 1].periodsFromStart)
    // One call through the existential for every fact the era's readers ask, where the
    // pin question alone was one (and the engine asked four more of each era, each opening
    // the existential again; an era also kept a copy of the kind, made and freed).
    self.facts = calendar.kind.eraFacts
    self.calendar = calendar
    self.start = start
    self.until = until
    self.lines = lines
    self.number = number
    self.isWhole = isWhole
  }

  /// The line of the habits file the era comes from, as written (its own `since`, the
  /// habit's `until` and, on the first line, the habit's changes): a copy, for the few readers
  /// of a whole line; a reader of one field reads it through the accessors below, in place.
  package var written: Habit { lines[number] }

  /// The line's habit as a habit of its own: `since` the era's first day, `until` the day
  /// before the next change (or the habit's own end), no further changes. Made on each
  /// read: a reader of one field reads it from `written` or the accessors below.
  package var habit: Habit {
    if isWhole { return lines.habit }
    var line = lines[number]
    line.changes = []
    line.since = start
    line.until = until
    if number > 0 { line.occurrences = nil }
    return line
  }

  /// The line as the engine judges it: `habit` itself, but for an after-last schedule its due
  /// days pinned from the log as one-off dates (`Habit.pinningDueDays`), with that
  /// schedule's options.
  package var judgedAs: Habit { pinned?.line ?? habit }

  /// What the line's schedule means, as written (before any pinning): the calendar's kind, or
  /// for a pinned era the kind kept with its pinned line. For the few readers of a kind's
  /// rarer answers; the engine reads `facts`.
  var kind: any ScheduleKind { pinned?.writtenKind ?? calendar.kind }

  /// Whether the line's kind takes its due days from the log (after last).
  var pinsDueDaysFromLog: Bool { facts.pinsDueDaysFromLog }

  /// Judges the era as `judged` (its due days pinned from the log), with its calendar; the
  /// kind as written is kept with the pinned line, the era's `facts` stay those of it.
  mutating func pin(as judged: Habit) {
    pinned = PinnedLine(line: judged, writtenKind: kind)
    calendar = HabitCalendar(habit: judged, start: start)
  }
  // The line's fields read in place, each from the habit or its change: a line taken whole
  // (through a subscript, or a `_read` accessor, which did not inline) was copied for a read.
  /// The judged line's `backlog` option.
  package var backlog: Bool {
    if let pinned { return pinned.line.backlog }
    return number == 0 ? lines.habit.backlog : lines.habit.changes[number - 1].backlog
  }
  /// The line's `backlog` option as written (`backlog` is the judged line's: an after-last line
  /// is judged with backlog on).
  package var writtenBacklog: Bool { number == 0 ? lines.habit.backlog : lines.habit.changes[number - 1].backlog }
  /// The judged line's `ahead` option.
  package var ahead: Bool {
    if let pinned { return pinned.line.ahead }
    return number == 0 ? lines.habit.ahead : lines.habit.changes[number - 1].ahead
  }
  /// The line's goal: completions (or thousandths of its unit) that make a due day complete.
  package var goal: Int { number == 0 ? lines.habit.goal : lines.habit.changes[number - 1].goal }
  /// The line's unit, nil for a line counted in completions.
  package var unit: String? { number == 0 ? lines.habit.unit : lines.habit.changes[number - 1].unit }
  /// Whether the line carries surplus and deficit across periods.
  package var carryOver: Bool { number == 0 ? lines.habit.carryOver : lines.habit.changes[number - 1].carryOver }
  /// The first day of the line's weeks.
  package var weekStart: Weekday { number == 0 ? lines.habit.weekStart : lines.habit.changes[number - 1].weekStart }
  /// What a completion under the line earns, nil without points.
  package var points: Int? { number == 0 ? lines.habit.points : lines.habit.changes[number - 1].points }
  /// The line's grace window, nil for the default one.
  package var grace: Grace? { number == 0 ? lines.habit.grace : lines.habit.changes[number - 1].grace }
  /// The line's priority, nil without one.
  package var priority: Priority? { number == 0 ? lines.habit.priority : lines.habit.changes[number - 1].priority }
  /// The line's time of day, nil without one.
  package var time: TimeOfDay? { number == 0 ? lines.habit.time : lines.habit.changes[number - 1].time }
  /// The line's schedule in `habits fmt`'s layout, as outputs write it (set on the lines of
  /// habits with changes).
  package var scheduleText: String? { number == 0 ? lines.habit.scheduleWords : lines.habit.changes[number - 1].scheduleWords }
  /// Where the line is in the habits file: the whole line.
  package var origin: SourceRange { number == 0 ? lines.habit.origin : lines.habit.changes[number - 1].origin }

  /// The line's options the engine reads for each era, in one read (five accessors, each a
  /// call, cost about a hundred instructions an era; inlined, about twenty less than as a
  /// call): its goal, `overAt` and `carryOver`, and the judged line's `backlog` and `ahead`.
  @inline(__always)
  package var judging: JudgingOptions {
    var options = number == 0 ? JudgingOptions(of: lines.habit) : JudgingOptions(of: lines.habit.changes[number - 1])
    if let pinned { (options.backlog, options.ahead) = (pinned.line.backlog, pinned.line.ahead) }
    return options
  }

  /// The number of the line the era comes from.
  package var line: Int { origin.start.line }

  /// The extra over a due day's goal from which the day is more than done: one completion
  /// (`3 times`, 4 logged, is over completed); for an amount a whole goal, as only that much
  /// covers another due day (5.2 km on a 5 km day is completed, 10 km is over completed).
  package var overAt: Int { unit == nil ? 1 : max(1, goal) }

  /// Whether each due day's deficit or surplus stays with it (an after-last line): the window
  /// of deviation, backlog and completed later runs from a due day to the day before the next,
  /// so an extra completion covers no later due day (ahead is off there) and every view shows
  /// a missed due day as behind until it is made up.
  package var keepsDueDaysApart: Bool { facts.keepsDueDaysApart }

  /// What the line asks for: at least its goal on each due day, or for a limit at most its
  /// maximum a period.
  package var target: HabitTarget { facts.asksForGoal ? .atLeast(goal) : kind.target(goal: goal) }

  /// Whether each period stands alone: the schedule has periods and the line does not carry
  /// surplus and deficit over (the reference app's period separation).
  package var periodsStandAlone: Bool { facts.hasPeriods && !carryOver }

  /// Whether deviation, backlog and completed later look only within a window segment: the
  /// period when periods stand alone, the days from a due day to the day before the next when
  /// due days are kept apart; else every day from the start.
  package var windowsSeparate: Bool { periodsStandAlone || keepsDueDaysApart }

  /// Whether the line records values rather than asks for something (tracked): no streak, and
  /// the views show its values.
  package var takesValues: Bool { facts.takesValues }

  /// Whether the line's periods are weeks (so its week start matters).
  package var usesWeeks: Bool { facts.usesWeeks }

  /// The rule in words where `habits why` names it instead of due days ("never", "at most 2 a
  /// week"); nil where it names the period and its due days.
  package var whyPhrase: String? { kind.whyPhrase }
}

/// The line an after-last era is judged as, held apart from the era (see `HabitEra.pinned`).
private final class PinnedLine: Sendable {
  /// The era's line with its due days pinned from the log.
  let line: Habit
  /// The kind of the line as written (the calendar's is the pinned line's).
  let writtenKind: any ScheduleKind

  /// Holds `line` and the written line's kind.
  init(line: Habit, writtenKind: any ScheduleKind) { (self.line, self.writtenKind) = (line, writtenKind) }
}

/// A line's options as the engine judges an era by them (`HabitEra.judging`).
package struct JudgingOptions {
  /// Completions (or thousandths of its unit) that make a due day complete.
  package let goal: Int
  /// The extra over a due day's goal from which the day is more than done (`HabitEra.overAt`).
  package let overAt: Int
  /// Whether the line carries surplus and deficit across periods.
  package let carryOver: Bool
  /// The judged line's `backlog` option.
  package var backlog: Bool
  /// The judged line's `ahead` option.
  package var ahead: Bool

  /// The options of `line`, read field by field in place.
  init(of line: borrowing Habit) {
    goal = line.goal
    overAt = line.unit == nil ? 1 : max(1, line.goal)
    carryOver = line.carryOver
    backlog = line.backlog
    ahead = line.ahead
  }
}

/// What a line's schedule kind says of an era, as plain values: asked of the kind once, where
/// the era is made (`ScheduleKind.eraFacts(goal:)`), and read as fields by planning and the
/// engine, which otherwise opened the era's `any ScheduleKind` for each answer, every run.
package struct EraFacts: Sendable, Equatable {
  /// Whether the line asks for at least its goal on each due day (`ScheduleKind.target(goal:)`
  /// is `.atLeast(goal)`): the target is then the goal, read from the line.
  package let asksForGoal: Bool
  /// Whether the line is a limit (`HabitTarget.isLimit`).
  package let isLimit: Bool
  /// Whether the kind divides time into periods.
  package let hasPeriods: Bool
  /// Whether each due day keeps its deficit or surplus to itself (after last).
  package let keepsDueDaysApart: Bool
  /// Whether the line records values rather than asks for something (tracked).
  package let takesValues: Bool
  /// Whether the kind's periods are weeks.
  package let usesWeeks: Bool
  /// Whether the kind's due days come from the log and are pinned before judging.
  package let pinsDueDaysFromLog: Bool
  /// Whether the kind judges an era's days by a rule of its own (`ScheduleKind.statusRules`
  /// answers): the kind is asked only then.
  package let judgesByOwnRule: Bool
}

/// A habit's lines, held once for all the eras of its plan: the habit as declared (its first
/// line, whose `changes` are its later lines). Each era refers to it and to its line's number,
/// so a habit of two hundred changes keeps its lines once, in the habit's own `changes` (shared
/// with every copy of the habit), not once more in each era.
final class HabitLines: Sendable {
  /// The habit as declared.
  let habit: Habit

  /// Holds `habit`.
  init(_ habit: Habit) { self.habit = habit }

  /// Line `number` as written: 0 the first line, N the Nth change (a copy of it).
  subscript(number: Int) -> Habit { number == 0 ? habit : habit.changes[number - 1] }
}

extension Habit {
  /// The habit's eras in date order for a habit starting on `start`: what a habit with changes
  /// stands for, as single-schedule habits. Eras that lie wholly before `start` (a habit
  /// without `since` whose first completion comes after a change) are left out. A habit
  /// without changes has one era: itself.
  package func eras(start: Day) -> [HabitEra] {
    guard !changes.isEmpty else { return [HabitEra(habit: self, start: start)] }
    // The lines held once, each era a reference to its line and its own days.
    let lines = HabitLines(self)
    var result: [HabitEra] = []
    result.reserveCapacity(changes.count + 1)
    for index in 0...changes.count {
      let eraStart = index == 0 ? start : max(start, changes[index - 1].since ?? start)
      var end = until
      if index < changes.count, let next = changes[index].since {
        end = end.map { min($0, next - 1) } ?? next - 1
      }
      if let end, end < eraStart, index < changes.count { continue }
      result.append(HabitEra(lines: lines, number: index, start: eraStart, until: end))
    }
    return result
  }

  /// Whether its due days or periods count from its start: cycles and every N days, every N
  /// weeks, every N months and quarterly, after last, and `periods from start` on a schedule
  /// with periods. Such a line needs a fixed start to say when it is due (`HabitPlan.startMoves`).
  package var countsFromStart: Bool { schedule.kind.countsFromStart(periodsFromStart: periodsFromStart) }


  /// Whether `other` has the same schedule and options (source positions, name, start, end
  /// and changes aside): a change line that changes nothing.
  package func sameRule(as other: Habit) -> Bool {
    schedule == other.schedule && goal == other.goal && weekStart == other.weekStart && backlog == other.backlog
      && ahead == other.ahead && carryOver == other.carryOver && periodsFromStart == other.periodsFromStart
      && grace == other.grace
  }
}

/// What one line of a habit asks for besides its schedule, apart from where it is and the
/// days it covers: its options, its time, points and priority. A change line whose schedule and
/// rule equal the line before's changes nothing. Read field by field, so lines kept in an array
/// are compared without copying them whole; the schedule is left out and compared in place, so
/// the rule holds nothing reference-counted (with it, making and freeing the two rules cost
/// about 110 instructions a change line).
struct LineRule: Equatable {
  let goal: Int
  let weekStart: Weekday
  let backlog: Bool
  let ahead: Bool
  let carryOver: Bool
  let periodsFromStart: Bool
  let grace: Grace?
  let time: TimeOfDay?
  let points: Int?
  let priority: Priority?

  /// The rule of `line`.
  init(of line: borrowing Habit) {
    goal = line.goal
    weekStart = line.weekStart
    backlog = line.backlog
    ahead = line.ahead
    carryOver = line.carryOver
    periodsFromStart = line.periodsFromStart
    grace = line.grace
    time = line.time
    points = line.points
    priority = line.priority
  }
}
