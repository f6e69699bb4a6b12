/// One stretch of a habit's life under one line of the habits file: the first line from the
/// habit's start, each `from DATE` line from its date, up to the day before the next change.
package struct HabitEra: Sendable {
  /// The line's habit as a habit of its own: `since` the era's first day, `until` the day
  /// before the next change (or the habit's own end), no further changes.
  package var habit: Habit
  /// The era's first day (the habit's start for the first era, else its `from` date).
  package var start: Day
  /// The line as the engine judges it: `habit` itself, but for an after-last schedule its due
  /// days pinned from the log as one-off dates (`Habit.pinningDueDays`), with that
  /// schedule's options.
  package var judgedAs: Habit {
    get { pinned?.line ?? habit }
    set { pinned = PinnedLine(line: newValue) }
  }
  /// The pinned line of an after-last schedule, nil for any other: one copy of the habit an
  /// era rather than two (a plan is made for every habit of every run), and held apart, so an
  /// era of any other schedule is not the size of two lines (every era is moved into its plan
  /// and copied for the views; a `Habit?` stored here doubled what each move copied).
  private var pinned: PinnedLine?
  /// The judged line's `backlog` option, read in place (`judgedAs` copies the whole line).
  package var backlog: Bool { pinned?.line.backlog ?? habit.backlog }
  /// The judged line's `ahead` option, read in place.
  package var ahead: Bool { pinned?.line.ahead ?? habit.ahead }
  /// The judged schedule pinned to the era: its due days and periods, and its end.
  package var calendar: HabitCalendar
  /// What the line's schedule means (its kind as written, before any pinning).
  let kind: any ScheduleKind

  /// The era of `habit` from `start`.
  package init(habit: consuming Habit, start: Day) {
    // The calendar made first and the line stored last, so the line is moved in (stored
    // first and read after, it was copied into the era and destroyed: about 350 instructions
    // an era).
    let calendar = HabitCalendar(habit: habit, start: start)
    self.kind = calendar.kind
    self.calendar = calendar
    self.start = start
    self.habit = habit
  }

  /// The number of the line the era comes from.
  package var line: Int { habit.origin.start.line }

  /// The extra over a due day's goal from which the day is more than done: one completion
  /// (`3 times`, 4 logged, is over completed); for an amount a whole goal, as only that much
  /// covers another due day (5.2 km on a 5 km day is completed, 10 km is over completed).
  package var overAt: Int { habit.unit == nil ? 1 : max(1, habit.goal) }

  /// Whether each due day's deficit or surplus stays with it (an after-last line): the window
  /// of deviation, backlog and completed later runs from a due day to the day before the next,
  /// so an extra completion covers no later due day (ahead is off there) and every view shows
  /// a missed due day as behind until it is made up.
  package var keepsDueDaysApart: Bool { kind.keepsDueDaysApart }

  /// What the line asks for: at least its goal on each due day, or for a limit at most its
  /// maximum a period.
  package var target: HabitTarget { kind.target(goal: habit.goal) }

  /// Whether each period stands alone: the schedule has periods and the line does not carry
  /// surplus and deficit over (the reference app's period separation).
  package var periodsStandAlone: Bool { kind.hasPeriods && !habit.carryOver }

  /// Whether deviation, backlog and completed later look only within a window segment: the
  /// period when periods stand alone, the days from a due day to the day before the next when
  /// due days are kept apart; else every day from the start.
  package var windowsSeparate: Bool { periodsStandAlone || keepsDueDaysApart }

  /// Whether the line records values rather than asks for something (tracked): no streak, and
  /// the views show its values.
  package var takesValues: Bool { kind.takesValues }

  /// Whether the line's periods are weeks (so its week start matters).
  package var usesWeeks: Bool { kind.usesWeeks }

  /// The rule in words where `habits why` names it instead of due days ("never", "at most 2 a
  /// week"); nil where it names the period and its due days.
  package var whyPhrase: String? { kind.whyPhrase }
}

/// The line an after-last era is judged as, held apart from the era (see `HabitEra.pinned`).
private final class PinnedLine: Sendable {
  /// The era's line with its due days pinned from the log.
  let line: Habit

  /// Holds `line`.
  init(line: Habit) { self.line = line }
}

extension Habit {
  /// The habit's eras in date order for a habit starting on `start`: what a habit with changes
  /// stands for, as single-schedule habits. Eras that lie wholly before `start` (a habit
  /// without `since` whose first completion comes after a change) are left out. A habit
  /// without changes has one era: itself.
  package func eras(start: Day) -> [HabitEra] {
    guard !changes.isEmpty else { return [HabitEra(habit: self, start: start)] }
    // Each line copied once, into its era: a list of the lines first (`[self] + changes`) and
    // an era list grown by doubling copied each of two hundred lines three times more.
    var result: [HabitEra] = []
    result.reserveCapacity(changes.count + 1)
    for index in 0...changes.count {
      // The era's days read from the lines in place; the line itself copied only into its era.
      let eraStart = index == 0 ? start : max(start, changes[index - 1].since ?? start)
      var end = until
      if index < changes.count, let next = changes[index].since {
        end = end.map { min($0, next - 1) } ?? next - 1
      }
      if let end, end < eraStart, index < changes.count { continue }
      result.append(
        index == 0
          ? Habit.era(of: self, start: eraStart, end: end)
          // `ends after` cannot be combined with changes (the resolver refuses it).
          : Habit.era(of: changes[index - 1], start: eraStart, end: end, occurrences: nil))
    }
    return result
  }

  /// The era of `line` (one line of a habit) from `start` to `end`: the line taken over, not
  /// copied (a line made a local and handed to its era was copied into it and destroyed, about
  /// 350 instructions an era).
  private static func era(of line: consuming Habit, start: Day, end: Day?) -> HabitEra {
    line.changes = []
    line.since = start
    line.until = end
    return HabitEra(habit: consume line, start: start)
  }

  /// The era of a change line, whose occurrences are set to `occurrences`.
  private static func era(of line: consuming Habit, start: Day, end: Day?, occurrences: Int?) -> HabitEra {
    line.occurrences = occurrences
    return era(of: consume line, start: start, end: end)
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
