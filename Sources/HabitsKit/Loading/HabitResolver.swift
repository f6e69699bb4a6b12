/// Turns the habits file's declarations into `Habit` values: applies the file's week start,
/// each habit's options (reporting repeats, conflicts and options that do nothing), and
/// rejects duplicate names.
struct HabitResolver {
  let file: String
  var diagnostics: [Diagnostic] = []
  /// How many declarations were moved out of the file's list to be resolved: first lines and
  /// duplicates. A change line is read where it is, field by field.
  private(set) var linesTakenOut = 0
  /// How many change lines were added to their habit and taken off again, found unusable.
  var linesTakenOff = 0
  /// The habits (by index among those resolved) whose last change line was refused: the next
  /// line kept is not compared with the line kept before (empty in nearly every file).
  var refusedChanges: Set<Int> = []
  /// Whether a line that the whole procedure would pass with nothing to report is answered at
  /// once (`isPlainChange`, `areAppliedAsTheyAre`): on but in the tests that hold the
  /// shortcuts to the whole procedure.
  var takesShortcuts = true
  /// How many change lines took the whole check (`checkChange`) rather than the shortcut.
  var linesCheckedWhole = 0

  /// What resolving a habits file gives.
  struct Resolved {
    /// The habits that resolved, in file order.
    var habits: [Habit]
    /// The habits whose line had an error, name by key: known, so log entries naming them are
    /// not reported as unknown too, but not resolved.
    var broken: [String: String]
    /// The time the file's day ends at (`day ends at HH:MM`), nil for midnight.
    var dayEnd: TimeOfDay? = nil
  }

  /// The habits of `syntax`, in file order, and those whose line had an error. `syntax` is
  /// given back as it came: each declaration is moved out of its list while its line is
  /// resolved and put back (held by the caller alone, the list is not copied).
  mutating func resolve(_ syntax: inout HabitsFileSyntax) -> Resolved {
    var broken: [String: String] = [:]
    let weekStart = resolveWeekStart(syntax)
    var habits: [Habit] = []
    habits.reserveCapacity(syntax.declarations.count)
    var declarations: [HabitDeclaration] = []
    swap(&declarations, &syntax.declarations)
    defer { swap(&declarations, &syntax.declarations) }
    let lines = LinesOfHabits(declarations)
    // For each habit by number (`LinesOfHabits.habit`), its index in `habits` (-1 when its
    // first line had an error), for adding its changes: a list of habits, not of lines.
    var habitIndexOfNumber = [Int](repeating: -1, count: lines.firstLine.count)
    // What a first line's declaration is swapped for while it is out of the list.
    var placeholder = HabitDeclaration(
      name: "", nameRange: SourceRange(line: 1, columns: 1..<1), schedule: nil,
      scheduleRange: SourceRange(line: 1, columns: 1..<1), lineRange: SourceRange(line: 1, columns: 1..<1))
    // Indices, not `enumerated()`: its optional (offset, element) pairs build their metadata
    // at run time, about 20K instructions a type.
    for index in declarations.indices {
      let number = lines.habit[index]
      let firstIndex = lines.firstLine[number]
      let hasFrom = declarations[index].from != nil
      if firstIndex != index && hasFrom {
        // A later line with `from`: a change of the habit's schedule (Habit+Eras), read field
        // by field where it is in the list.
        resolveChange(
          at: index, firstAt: firstIndex, in: declarations, weekStart: weekStart,
          habitIndex: habitIndexOfNumber[number], habits: &habits)
        continue
      }
      resolveFirstLine(
        at: index, firstAt: firstIndex, hasFrom: hasFrom, changeCount: lines.changeCount[number],
        in: &declarations, placeholder: &placeholder, weekStart: weekStart, habits: &habits,
        habitIndexOfNumber: &habitIndexOfNumber[number], broken: &broken)
    }
    return Resolved(habits: habits, broken: broken, dayEnd: resolveDayEnd(syntax))
  }

  /// Resolves `declarations[index]`, a first line of its habit or a duplicate of the line at
  /// `firstIndex` (a later line without `from`): a first line's habit is appended to `habits`
  /// (its index in `habitIndex`, left -1 when the line has an error, the habit then named in
  /// `broken`), sized for its `changeCount` change lines. The declaration is swapped out of
  /// the list for `placeholder` while it is resolved. Out of the loop over the lines, so that
  /// the loop moves no declaration for the change lines (about 20 instructions a line).
  @inline(never)
  private mutating func resolveFirstLine(
    at index: Int, firstAt firstIndex: Int, hasFrom: Bool, changeCount: Int, in declarations: inout [HabitDeclaration],
    placeholder declaration: inout HabitDeclaration, weekStart: Weekday, habits: inout [Habit],
    habitIndexOfNumber habitIndex: inout Int, broken: inout [String: String]
  ) {
    // Moved out of the list and back, and handed on borrowed. Each declaration handed to a
    // function straight from the array was copied for the call, about 300 instructions
    // each; taken out with `let` it was copied once and destroyed (1.55 M on 5,450 lines);
    // read through a buffer pointer it was copied for each call, as the calls change `self`.
    swap(&declaration, &declarations[index])
    defer { swap(&declaration, &declarations[index]) }
    linesTakenOut += 1
    if firstIndex != index {
      reportDuplicate(declaration, firstName: declarations[firstIndex].name, firstRange: declarations[firstIndex].nameRange)
      return
    }
    // Only a line with `from` needs rewriting (copying a declaration costs about 900 instructions).
    let rewritten = hasFrom ? firstLine(declaration) : nil
    var habit: Habit?
    if let schedule = declaration.schedule {
      if let rewritten {
        habit = resolveHabit(rewritten, schedule: schedule, weekStart: weekStart)
      } else {
        habit = resolveHabit(declaration, schedule: schedule, weekStart: weekStart)
      }
    }
    guard var habit else {
      broken[Habit.key(for: declaration.name)] = declaration.name
      return
    }
    // Sized once for the habit's change lines: grown by doubling, the array moved its
    // whole lines at each step (about 450 instructions a change of two hundred).
    if changeCount > 0 { habit.changes.reserveCapacity(changeCount) }
    habitIndex = habits.count
    habits.append(habit)
  }

  /// A second line of a habit without `from`: an error, with where the first is.
  private mutating func reportDuplicate(_ d: HabitDeclaration, firstName: String, firstRange: SourceRange) {
    diagnostics.append(
      Diagnostic(
        .duplicateHabit(d.name), file: file,
        range: d.nameRange,
        notes: [Diagnostic.Note("first defined here", file: file, range: firstRange)]
          + (firstName != d.name ? [Diagnostic.Note("names match ignoring case and spacing")] : [])
          + [Diagnostic.Note("to change its schedule from a day on, add '; from YYYY-MM-DD' to this line")]))
  }

  /// The file's week start: Monday unless set; a second, different setting is an error.
  private mutating func resolveWeekStart(_ syntax: HabitsFileSyntax) -> Weekday {
    guard let first = syntax.weekStart else { return .monday }
    for later in syntax.laterWeekStarts {
      let note = Diagnostic.Note("first set here", file: file, range: first.range)
      if later.weekday == first.weekday {
        diagnostics.append(
          Diagnostic(.duplicateWeekStart(first.weekday), file: file, range: later.range, notes: [note]))
      } else {
        diagnostics.append(
          Diagnostic(
            .conflictingWeekStart(later.weekday, before: first.weekday),
            file: file, range: later.range, notes: [note]))
      }
    }
    return first.weekday
  }

  /// One habit with its options applied, or nil when an option conflict makes it unusable.
  mutating func resolveHabit(_ d: HabitDeclaration, schedule: Schedule, weekStart: Weekday) -> Habit? {
    // Asked of every option: made once (a kind is built afresh each time it is asked for).
    let kind = schedule.kind
    var habit = HabitResolver.habit(of: d, schedule: schedule, kind: kind, weekStart: weekStart)
    return applyOptions(of: d, schedule: schedule, to: &habit) ? habit : nil
  }

  /// The habit of line `d` before its options: its name, schedule, places, group and the
  /// file's week start, with the defaults of its kind.
  static func habit(of d: HabitDeclaration, schedule: Schedule, kind: any ScheduleKind, weekStart: Weekday) -> Habit {
    var habit = Habit(
      name: d.name, schedule: schedule, kind: kind, origin: d.lineRange, nameRange: d.nameRange,
      scheduleRange: d.scheduleRange)
    setFileSettings(of: d, weekStart: weekStart, on: &habit)
    return habit
  }

  /// Sets what line `d`'s habit takes from the file rather than its line: the file's week
  /// start (`weekStart`) and the group of its heading.
  static func setFileSettings(of d: HabitDeclaration, weekStart: Weekday, on habit: inout Habit) {
    habit.weekStart = weekStart
    // Only a line under a heading has a group (the parser sets both together): a line before
    // any heading has no group to copy (copying its nil group out of the declaration and
    // setting it cost about 40 instructions a line).
    if d.headingLine > 0 { habit.group = d.group }
  }

  /// Applies the options of line `d` (of `schedule`) to `habit`, reporting repeats, conflicts
  /// and options without effect; false when a conflict makes the line unusable.
  mutating func applyOptions(of d: HabitDeclaration, schedule: Schedule, to habit: inout Habit) -> Bool {
    // A line's `from` is a field of its own, read first; but `from` and `since` both set the
    // start, so beside another of them which counts (and which repeats) depends on the line's
    // order: such a line is read with its `from` back among its options.
    if d.from != nil && HabitResolver.setsStartTwice(d.options) {
      return applyOptions(d.optionsInLineOrder, schedule: schedule, to: &habit)
    }
    if let from = d.from { habit.since = from.day }
    return applyOptions(d.options, schedule: schedule, to: &habit)
  }

  /// Whether `options`, of a line with a `from`, set the start again (`since` or `from`).
  static func setsStartTwice(_ options: [OptionSyntax]) -> Bool {
    // Read by index: `contains` with a closure copied each option (about 50 instructions a
    // line with options).
    for index in options.indices {
      switch options[index].option {
      case .since, .from: return true
      default: continue
      }
    }
    return false
  }

  /// Applies `options` (of a line of `schedule`) to `habit`, reporting repeats, conflicts and
  /// options without effect; false when a conflict makes the line unusable. A change line's
  /// habit is built with its `from` and file settings and given here only when its line has
  /// other options. The schedule's kind is asked as its own type (`Schedule.ask`): an `any
  /// ScheduleKind` made for the line, and a call through it for each option, cost about 150
  /// instructions a line with options.
  mutating func applyOptions(_ options: [OptionSyntax], schedule: Schedule, to habit: inout Habit) -> Bool {
    // A line without options (most change lines) has nothing to repeat, conflict or go
    // without effect: every finding below names one of its options.
    if options.isEmpty { return true }
    let isLimit = schedule.ask(TargetIsLimit())
    // Most lines' options are each of a kind of their own and do something for the schedule:
    // applied straight away, with nothing to report (`areAppliedAsTheyAre`).
    if takesShortcuts && HabitResolver.areAppliedAsTheyAre(options, schedule: schedule) {
      for index in options.indices {
        apply(options[index].option, to: &habit, isLimit: isLimit)
        // Where its `since` and end are, as below.
        switch options[index].option {
        case .since: habit.sinceRange = options[index].range
        case .until, .occurrences: habit.endRange = habit.endRange ?? options[index].range
        default: break
        }
      }
      return true
    }
    // The first option of a kind, among the options before `end`: the one that counts (a
    // line has a few options; two arrays of the kinds seen so far cost about 1,000
    // instructions a line to allocate and free).
    func seen(_ kind: OptionKind, before end: Int? = nil) -> Int? {
      (0..<(end ?? options.count)).first { options[$0].option.kind == kind }
    }
    var ok = true
    for index in options.indices {
      // The option and its place read apart: the `OptionSyntax` taken whole was an outlined
      // copy and destroy an option, about 120 instructions.
      let (option, range) = (options[index].option, options[index].range)
      if let earlierIndex = seen(option.kind, before: index) {
        let earlier = options[earlierIndex]
        let note = Diagnostic.Note("first given here", file: file, range: earlier.range)
        if earlier.option == option {
          diagnostics.append(
            Diagnostic(.duplicateOption(option.text), file: file, range: range, notes: [note]))
        } else {
          diagnostics.append(
            Diagnostic(
              .conflictingOptions(option.text, earlier.option.text), file: file,
              range: range, notes: [note]))
          ok = false
        }
        continue
      }
      apply(option, to: &habit, isLimit: isLimit)
      switch option {
      case .since: habit.sinceRange = range
      case .until, .occurrences: habit.endRange = habit.endRange ?? range
      default: break
      }
      if let reason = schedule.ask(NoEffectReason(option: option)) {
        diagnostics.append(
          Diagnostic(
            .optionHasNoEffect(option.text), file: file,
            range: range, notes: [Diagnostic.Note(reason)]))
      }
    }
    if let weekIndex = seen(.weekStart), let fromStartIndex = seen(.periodsFromStart), schedule.ask(UsesWeeks()) {
      let (weekOption, fromStart) = (options[weekIndex], options[fromStartIndex])
      diagnostics.append(
        Diagnostic(
          .weekStartWithPeriodsFromStart(weekOption.option.text), file: file,
          range: weekOption.range,
          notes: [
            Diagnostic.Note("with 'periods from start', weeks start on the start date's weekday", file: file, range: fromStart.range)
          ]))
      ok = false
    }
    if let points = habit.points, (points > 0) == isLimit, let index = seen(.points) {
      diagnostics.append(
        Diagnostic(
          isLimit ? .positivePointsOnLimit(points) : .negativePointsOnGoal(points), file: file, range: options[index].range,
          notes: [
            Diagnostic.Note(
              isLimit ? "a limit's points are negative, what each slip beyond its maximum costs: '-\(points) points'"
                : "a habit's points are what each completion earns: '\(-points) points'")
          ],
          fix: DiagnosticFix.replacing(options[index].range, with: "\(-points) points")))
      ok = false
    }
    // Only a `since` starts a habit: a start from `from` is a change line's, where `until` is
    // refused as an option of the first line (`addChange`), the finding that says what to do.
    if let since = habit.since, let until = habit.until, until < since, let sinceIndex = seen(.since),
      let untilIndex = seen(.until)
    {
      diagnostics.append(
        Diagnostic(
          .untilBeforeSince(until: until, since: since), file: file,
          range: options[untilIndex].range,
          notes: [Diagnostic.Note("the habit starts here", file: file, range: options[sinceIndex].range)]))
      ok = false
    }
    return ok
  }

  /// Whether `options`, of a line of `schedule`, leave `applyOptions` nothing to report: no two
  /// of one kind, none without effect for the schedule, not both a week start and `periods
  /// from start`, no points (whose sign is checked), not both `since` and `until`. Such options
  /// are applied in order with no finding; any other line takes the whole procedure, which
  /// finds the same and reports it. A line has a few options: each is compared with those
  /// before it.
  static func areAppliedAsTheyAre(_ options: [OptionSyntax], schedule: Schedule) -> Bool {
    var kinds: UInt32 = 0
    for index in options.indices {
      let kind = options[index].option.kind
      let bit: UInt32 = 1 << kind.rawValue
      guard kinds & bit == 0, kind != .points else { return false }
      kinds |= bit
    }
    // Masks tested in place: a local function reading `kinds` made each read an access checked
    // at run time (about 60 instructions each).
    let weekStartAndFromStart: UInt32 = 1 << OptionKind.weekStart.rawValue | 1 << OptionKind.periodsFromStart.rawValue
    let sinceAndUntil: UInt32 = 1 << OptionKind.since.rawValue | 1 << OptionKind.until.rawValue
    if kinds & weekStartAndFromStart == weekStartAndFromStart || kinds & sinceAndUntil == sinceAndUntil { return false }
    return schedule.ask(OptionsWithEffect(options: options))
  }

  /// Applies `option` to `habit`, whose schedule is a limit when `isLimit`.
  func apply(_ option: HabitOption, to habit: inout Habit, isLimit: Bool) {
    switch option {
    case .goal(let n): habit.goal = n
    case .amount(let n, let unit):
      // A limit has no goal (the option has no effect, below): its log stays counts.
      if !isLimit {
        habit.goal = n
        habit.unit = unit
      }
    case .unit(let unit): habit.unit = unit
    case .since(let day), .from(let day): habit.since = day
    case .until(let day): habit.until = day
    case .occurrences(let n): habit.occurrences = n
    case .weekStart(let day): habit.weekStart = day
    case .backlog(let on): habit.backlog = on
    case .ahead(let on): habit.ahead = on
    case .carryOver: habit.carryOver = true
    case .periodsFromStart: habit.periodsFromStart = true
    case .grace(let grace): habit.grace = grace
    case .points(let n): habit.points = n
    case .priority(let level): habit.priority = level
    case .tags(let tags): habit.tags = tags
    case .time(let time): habit.time = time
    }
  }
}

/// Whether a line of the kind is a limit (`HabitTarget.isLimit` of its target).
struct TargetIsLimit: KindQuestion {
  func answer<Kind: ScheduleKind>(for kind: Kind) -> Bool { kind.target(goal: 1).isLimit }
}

/// Why `option` does nothing for the kind (`ScheduleKind.noEffectReason`).
struct NoEffectReason: KindQuestion {
  /// The option asked about.
  let option: HabitOption

  func answer<Kind: ScheduleKind>(for kind: Kind) -> String? { kind.noEffectReason(option) }
}

/// Whether the kind's periods are weeks (`ScheduleKind.usesWeeks`).
struct UsesWeeks: KindQuestion {
  func answer<Kind: ScheduleKind>(for kind: Kind) -> Bool { kind.usesWeeks }
}

/// Whether every one of `options` does something for the kind (`ScheduleKind.noEffectReason`
/// nil for each): the kind is asked once for all of them, as its own type.
struct OptionsWithEffect: KindQuestion {
  /// The options asked about.
  let options: [OptionSyntax]

  func answer<Kind: ScheduleKind>(for kind: Kind) -> Bool {
    for index in options.indices where kind.noEffectReason(options[index].option) != nil { return false }
    return true
  }
}
