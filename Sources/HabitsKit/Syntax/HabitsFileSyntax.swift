/// What the habits-file parser found: settings and habit declarations, each with its location.
package struct HabitsFileSyntax: Sendable {
  /// The first "week starts on DAY" line: it sets the file's week start.
  package var weekStart: WeekStartSetting?
  /// The later "week starts on DAY" lines, in file order, each a repeat or a conflict. Apart
  /// from the first so that a file with one (nearly every file) makes no array of settings,
  /// whose metadata is built at run time (about 11K instructions).
  package var laterWeekStarts: [WeekStartSetting] = []
  /// Habit lines, in file order. A line whose schedule failed to parse is still here (with a
  /// nil schedule), so later stages can check its name.
  package var declarations: [HabitDeclaration] = []
  /// Every problem found while parsing.
  package var diagnostics: [Diagnostic] = []
  /// The `[Group]` heading lines read as headings, in file order (empty in a file without
  /// groups).
  package var headings: [GroupHeading] = []
  /// The `day ends at HH:MM` lines, in file order: the first sets the file's day boundary.
  package var dayEnds: [DayEndSetting] = []
  /// The reward lines under `[Rewards]`, in file order (empty in a file without rewards).
  package var rewards: [RewardSyntax] = []
  /// Where the `[Rewards]` heading lines are, in file order.
  package var rewardHeadings: [SourceRange] = []
  /// The `allow CODE` settings lines and `# habits: allow` directives, in file order.
  package var allows: [AllowDirective] = []
}

/// One `[Group]` heading line: the habits below it, up to the next heading, are its group.
package struct GroupHeading: Sendable, Equatable {
  /// The group's name as this heading writes it, trimmed.
  package var name: String
  /// The group's name as its first heading writes it: the one spelling every report shows
  /// (headings that match ignoring case and spacing are one group).
  package var group: String
  /// The line's content.
  package var range: SourceRange
}

/// One `day ends at HH:MM` line.
package struct DayEndSetting: Sendable {
  /// The time the line names.
  package var time: TimeOfDay
  /// The line's content.
  package var range: SourceRange
}

/// One reward line under `[Rewards]`: `Movie night: 50 points`.
package struct RewardSyntax: Sendable, Equatable {
  /// The name as written, trimmed.
  package var name: String
  /// Where the name is.
  package var nameRange: SourceRange
  /// The price in points.
  package var price: Int
  /// The whole line's content.
  package var lineRange: SourceRange
}

/// One "week starts on DAY" line.
package struct WeekStartSetting: Sendable {
  /// The weekday the line names.
  package var weekday: Weekday
  /// The line's content.
  package var range: SourceRange
}

/// One `NAME: SCHEDULE; OPTION; ...` line.
package struct HabitDeclaration: Sendable {
  /// The name as written, trimmed.
  package var name: String
  /// Where the name is.
  package var nameRange: SourceRange
  /// The schedule, or nil when it had an error.
  package var schedule: Schedule?
  /// Where the schedule text is.
  package var scheduleRange: SourceRange
  /// The `from DATE` that makes the line a change of a habit declared before (its first, if
  /// it has two), nil on a line without one. Apart from the options: a change line's only
  /// option is most often its `from`, and then the line has no array of options at all.
  package var from: FromClause? = nil
  /// The other options, in order, each with its location (options with errors are left out):
  /// those of `plainOptions` when it has some (made into this list each time it is read, for
  /// the readers that want the list), `listedOptions` otherwise. Setting them sets the list.
  package var options: [OptionSyntax] {
    get { plainOptions.isEmpty ? listedOptions : plainOptions.syntax(line: lineRange.start.line) }
    set {
      listedOptions = newValue
      plainOptions = PlainOptions()
    }
  }
  /// The other options as a list, when `plainOptions` has none. Set through `options`.
  package var listedOptions: [OptionSyntax] = []
  /// A change line's other options as plain values, when the readers from the bytes read
  /// them (`HabitsFileParser.readChangeLine`); empty on any other line. Set through
  /// `options`, or by the parser. (The declaration is built by its memberwise initialiser,
  /// which is always inlined, where the parser appends it: built by an initialiser written
  /// by hand, even one marked `@inline(__always)`, it was built apart and copied whole
  /// through its value witness, about 390 instructions a change line.)
  var plainOptions = PlainOptions()
  /// The whole line's content.
  package var lineRange: SourceRange
  /// The schedule as written, trimmed (for naming the schedule of a change in reports).
  package var scheduleText: String = ""
  /// The group of the heading the line is under (its first heading's spelling), nil before
  /// the first heading or under a heading with an error.
  package var group: String? = nil
  /// The number of the heading line the line is under, 0 before the first heading.
  package var headingLine: Int = 0

  /// Whether the line has options besides its `from`, without making their list.
  package var hasOptions: Bool { !plainOptions.isEmpty || !listedOptions.isEmpty }
}

extension HabitDeclaration {
  /// All the line's options in the order the line has them, `from` among them (by its
  /// column): for a reader that needs them as written.
  package var optionsInLineOrder: [OptionSyntax] {
    guard let from else { return options }
    var all = options
    let column = from.range.start.column
    all.insert(from.option, at: options.firstIndex { $0.range.start.column > column } ?? options.endIndex)
    return all
  }

  /// The declaration with its `from` among its options, where the line has it: as the
  /// parser gave every line before `from` had a field of its own.
  package func withFromAmongOptions() -> HabitDeclaration {
    guard from != nil else { return self }
    var result = self
    result.options = optionsInLineOrder
    result.from = nil
    return result
  }
}

/// A habit line's `from DATE`: the day a change of the habit's schedule starts.
package struct FromClause: Sendable, Equatable {
  /// The day the change starts.
  package var day: Day
  /// Where the clause is.
  package var range: SourceRange

  /// The clause as the option it is.
  package var option: OptionSyntax { OptionSyntax(option: .from(day), range: range) }
}

/// One option of a habit line, with where it is.
package struct OptionSyntax: Sendable {
  /// The option's value.
  package var option: HabitOption
  /// Where the option's clause is.
  package var range: SourceRange
}

/// The options a habit line can carry after its schedule (grammar.md, `option`).
package enum HabitOption: Hashable, Sendable {
  case goal(Int)
  /// A goal in a unit (`5 km`): thousandths of the unit per due day (`Amount`).
  case amount(Int, unit: String)
  /// A unit alone (`kg`), for a schedule that records values (`tracked`).
  case unit(String)
  case since(Day)
  /// `from DATE`: on a later line of a habit, the day its schedule changes (a first line
  /// reads it as `since`).
  case from(Day)
  case until(Day)
  case occurrences(Int)
  case weekStart(Weekday)
  case backlog(Bool)
  case ahead(Bool)
  case carryOver
  case periodsFromStart
  case grace(Grace)
  /// `10 points`, `-5 points`: what a completion earns (a limit's slip costs), in whole points.
  case points(Int)
  /// `priority do first`: where the habit sorts within its group.
  case priority(Priority)
  /// `tags outdoor, morning`: labels of the habit, as written, each once (ignoring case).
  case tags([String])
  /// `at 07:30`: the time of day the line asks the habit to be done at.
  case time(TimeOfDay)

  /// The option's kind: options of one kind set the same thing, so they conflict or repeat
  /// when a line has two (`backlog` and `no backlog`, `3 times` and `5 km`).
  package var kind: OptionKind {
    switch self {
    case .goal, .amount, .unit: .times
    case .since: .since
    case .from: .from
    case .until: .until
    case .occurrences: .occurrences
    case .weekStart: .weekStart
    case .backlog: .backlog
    case .ahead: .ahead
    case .carryOver: .carryOver
    case .periodsFromStart: .periodsFromStart
    case .grace: .grace
    case .points: .points
    case .priority: .priority
    case .tags: .tags
    case .time: .time
    }
  }

  /// The option as one would write it.
  package var text: String {
    switch self {
    case .goal(let n): "\(n) times"
    case .amount(let n, let unit): Amount.text(n, unit: unit)
    case .unit(let unit): unit
    case .since(let day): "since \(day)"
    case .from(let day): "from \(day)"
    case .until(let day): "until \(day)"
    case .occurrences(let n): "ends after \(n) occurrences"
    case .weekStart(let day): "week starts on \(day.name)"
    case .backlog(let on): on ? "backlog" : "no backlog"
    case .ahead(let on): on ? "ahead" : "no ahead"
    case .carryOver: "carry over"
    case .periodsFromStart: "periods from start"
    case .grace(let g): "grace \(g.amount) \(g.unit.rawValue)\(g.amount == 1 ? "" : "s")"
    case .points(let n): "\(n) point\(abs(n) == 1 ? "" : "s")"
    case .priority(let level): "priority \(level.name)"
    case .tags(let tags): "tags " + tags.joined(separator: ", ")
    case .time(let time): "at \(time)"
    }
  }
}

/// What a habit line's option sets: options of one kind conflict or repeat when a line has
/// two. A one-byte value, so the resolver compares a line's options by kind without making
/// anything (asked in words, each of its five questions a line made and compared strings:
/// about 60 instructions each).
package enum OptionKind: UInt8, Equatable, Sendable {
  case times, since, from, until, occurrences, weekStart, backlog, ahead, carryOver
  case periodsFromStart, grace, points, priority, tags, time
}
