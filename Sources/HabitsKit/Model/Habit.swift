/// A habit declared in the habits file, with every option resolved to a value.
package struct Habit: Hashable, Sendable {
  /// The name as written (inner whitespace kept).
  package var name: String
  /// When it is due.
  package var schedule: Schedule
  /// Completions that make one due day complete ("3 times"); 1 by default.
  package var goal: Int = 1
  /// The unit of an amount habit (`5 km`), as written on its line; nil for a habit counted in
  /// completions. With a unit, `goal` and the log's counts are thousandths of it (`Amount`).
  /// A tracked habit without a unit has the empty unit: it takes bare numbers.
  package var unit: String?
  /// The declared start ("since"), if any. Without one the habit starts at its first log entry.
  package var since: Day?
  /// The declared last day ("until"), if any.
  package var until: Day?
  /// "ends after N occurrences": the habit ends on its Nth due day.
  package var occurrences: Int?
  /// The first day of its weeks: the habit's option, else the file's setting, else Monday.
  package var weekStart: Weekday = .monday
  /// Whether a missed due day can be caught up later in its period.
  package var backlog: Bool = true
  /// Whether work done early cancels upcoming due days.
  package var ahead: Bool = true
  /// Whether surplus and deficit carry across periods (the reference app's separation off).
  package var carryOver: Bool = false
  /// Whether months, years and weeks are counted from the start date instead of the calendar.
  package var periodsFromStart: Bool = false
  /// How long a lapse may last before the habit needs attention; nil means one period.
  package var grace: Grace?
  /// What a completion under this line earns (`10 points`), or a slip of a limit costs
  /// (`-5 points`); nil when the line gives no points (nothing is inherited from an earlier
  /// line).
  package var points: Int?
  /// Where it sorts within its group (`priority do first`); nil without one.
  package var priority: Priority?
  /// Where it is declared: the whole line.
  package var origin: SourceRange
  /// Where its name is.
  package var nameRange: SourceRange
  /// Where its schedule is.
  package var scheduleRange: SourceRange
  /// Where its `since` option is, if it has one.
  package var sinceRange: SourceRange?
  /// Where the option that ends it (`until` or `ends after`) is, if it has one.
  package var endRange: SourceRange?
  /// Its later lines (`NAME: SCHEDULE; from DATE`), in date order: each a whole habit value
  /// whose `since` is the day it takes over. Empty for a habit declared on one line.
  package var changes: [Habit] = []
  /// The schedule as written on its line, set only on habits with changes (`why` names the
  /// schedule in force on a day).
  package var scheduleText: String?
  /// The schedule as outputs write it, in `habits fmt`'s layout (`ScheduleWords`), nil where
  /// `scheduleText` is.
  package var scheduleWords: String? { scheduleText.map(ScheduleWords.laidOut) }
  /// The habit's group and tags, nil when it has neither: one reference, nil in a file
  /// without them, so a habit is copied as cheaply as before they existed (conventions item 31).
  private var labels: HabitLabels?
  /// The group of the habit: the `[Group]` heading its first line is under (as that group's
  /// first heading spells it); nil before the first heading.
  package var group: String? {
    get { labels?.group }
    set { labels = HabitLabels.make(group: newValue, tags: tags) }
  }
  /// The habit's tags (`tags outdoor, morning`), as first written, each once ignoring case:
  /// those of all its lines, in order.
  package var tags: [String] {
    get { labels?.tags ?? [] }
    set { labels = HabitLabels.make(group: group, tags: newValue) }
  }
  /// The time of day this line asks for (`at 07:30`); each change line has its own.
  package var time: TimeOfDay?

  /// `key(for:)` of an all-ASCII name, byte by byte (nil for any other name): the same
  /// result without walking grapheme clusters.
  private static func asciiKey(for name: String) -> String? {
    var name = name
    return name.withUTF8 { bytes -> String? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      // Written straight into the string: through a `[UInt8]` it cost two allocations and
      // about 900 instructions a name.
      return String(unsafeUninitializedCapacity: bytes.count) { result in
        var count = 0
        var pendingSpace = false
        for byte in bytes {
          if byte == 0x20 || byte == 0x09 {
            pendingSpace = count > 0
          } else {
            if pendingSpace {
              result[count] = 0x20
              count += 1
            }
            pendingSpace = false
            result[count] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            count += 1
          }
        }
        return count
      }
    }
  }

  /// The name as the log matches it: lower-cased, with runs of whitespace made single spaces.
  package var key: String { Habit.key(for: name) }

  /// Whether the habit has a group, a time of day or a priority: whether board order may move
  /// it.
  package var isOrganised: Bool { labels?.group != nil || hasTime || hasPriority }

  /// Whether any line of the habit has a priority.
  package var hasPriority: Bool { priority != nil || changes.contains { $0.priority != nil } }

  /// Whether any line of the habit has a time of day.
  package var hasTime: Bool { time != nil || changes.contains { $0.time != nil } }

  /// Whether the habit has the tag `tag`, ignoring case and spacing.
  package func hasTag(_ tag: String) -> Bool {
    let key = Habit.key(for: tag)
    return tags.contains { Habit.key(for: $0) == key }
  }

  /// Whether the habit is in the group `name`, ignoring case and spacing (a habit of no group
  /// is in none).
  package func isInGroup(_ name: String) -> Bool {
    group.map { Habit.key(for: $0) == Habit.key(for: name) } ?? false
  }

  /// Whether the habit is done once on a day it is done: no `N times`, no amount, not a limit
  /// (whose every entry is an occurrence). A second entry of such a habit on one day is more
  /// likely a repeated command or a pasted line than a second time (`duplicate-entry`, and
  /// `habits log` refuses it without `--force`).
  package var isOnceADay: Bool { goal == 1 && unit == nil && !schedule.isLimit }

  /// The matching key of any name: case and inner whitespace do not matter.
  package static func key(for name: String) -> String {
    if let key = asciiKey(for: name) { return key }
    var result = ""
    var pendingSpace = false
    for character in name.lowercased() {
      if character == " " || character == "\t" || character == "\u{A0}" {
        pendingSpace = !result.isEmpty
      } else {
        if pendingSpace { result.append(" ") }
        pendingSpace = false
        result.append(character)
      }
    }
    return result
  }
}


/// Its initialisers, apart from the type so that it keeps its memberwise initialiser: each builds
/// the habit through it. A habit built field by field in an `init` of its own (ever since it has
/// had more than a few fields) was built twice on the stack, one copied out and the other
/// destroyed, a whole copy of every new habit: about 330 instructions a change line.
extension Habit {
  /// Creates a habit with default options.
  package init(
    name: String, schedule: Schedule,
    origin: SourceRange = SourceRange(line: 1, columns: 1..<1),
    nameRange: SourceRange = SourceRange(line: 1, columns: 1..<1),
    scheduleRange: SourceRange = SourceRange(line: 1, columns: 1..<1)
  ) {
    self.init(name: name, schedule: schedule, kind: schedule.kind, origin: origin, nameRange: nameRange, scheduleRange: scheduleRange)
  }

  /// Creates a habit with default options, given its schedule's kind (`schedule.kind`, which
  /// is built afresh each time it is asked for: a caller that has it passes it).
  init(
    name: String, schedule: Schedule, kind: any ScheduleKind, origin: SourceRange, nameRange: SourceRange,
    scheduleRange: SourceRange
  ) {
    // The kind asked first and every field given once, unconditionally: the unit set under
    // an `if` after the other fields cost about 40 instructions a line the resolver makes
    // (0.21 M on 5,400 change lines).
    let catchesUp = kind.catchesUpByDefault
    // A tracked habit without a unit takes bare numbers: amounts of an empty unit.
    let unit: String? = kind.takesValues ? "" : nil
    self.init(
      name: name, schedule: schedule, goal: 1, unit: unit, since: nil, until: nil, occurrences: nil,
      weekStart: .monday, backlog: catchesUp, ahead: catchesUp, carryOver: false, periodsFromStart: false,
      grace: nil, points: nil, priority: nil, origin: origin, nameRange: nameRange, scheduleRange: scheduleRange,
      sinceRange: nil, endRange: nil, changes: [], scheduleText: nil, labels: nil, time: nil)
  }

  /// A change line's habit before its options (`NAME: SCHEDULE; from DATE`): its schedule
  /// from `from` (written at `fromRange`), the file's week start, the group of its heading and
  /// its schedule as written, with the defaults of its kind (whether it `catchesUp` by default
  /// and `takesValues`, as its kind says). Built whole in one expression, so the resolver makes
  /// each change line once and sets no field of it afterwards.
  init(
    changeNamed name: String, schedule: Schedule, catchesUp: Bool, takesValues: Bool, origin: SourceRange,
    nameRange: SourceRange, scheduleRange: SourceRange, from: Day, fromRange: SourceRange, weekStart: Weekday,
    group: String?, scheduleText: String
  ) {
    // A tracked habit without a unit takes bare numbers: amounts of an empty unit.
    let unit: String? = takesValues ? "" : nil
    self.init(
      name: name, schedule: schedule, goal: 1, unit: unit, since: from, until: nil, occurrences: nil,
      weekStart: weekStart, backlog: catchesUp, ahead: catchesUp, carryOver: false, periodsFromStart: false,
      grace: nil, points: nil, priority: nil, origin: origin, nameRange: nameRange, scheduleRange: scheduleRange,
      sinceRange: fromRange, endRange: nil, changes: [], scheduleText: scheduleText,
      labels: group == nil ? nil : HabitLabels.make(group: group, tags: []), time: nil)
  }
}

/// A grace window: a number of days, weeks, months or years.
package struct Grace: Hashable, Sendable {
  /// The unit of a grace window.
  package enum Unit: String, Hashable, Sendable {
    case day, week, month, year
  }

  /// How many units.
  package var amount: Int
  /// Days, weeks, months or years.
  package var unit: Unit

  /// Creates a grace window.
  package init(amount: Int, unit: Unit) {
    self.amount = amount
    self.unit = unit
  }

  /// The last day of the window that starts on `first` (the day before it for a window of 0).
  package func lastDay(from first: Day) -> Day {
    switch unit {
    case .day: first + amount - 1
    case .week: first + 7 * amount - 1
    case .month: first.addingMonths(amount) - 1
    case .year: first.addingYears(amount) - 1
    }
  }
}

/// A habit's group and tags, shared by its copies (immutable: a change makes a new one).
final class HabitLabels: Hashable, Sendable {
  let group: String?
  let tags: [String]

  private init(group: String?, tags: [String]) {
    self.group = group
    self.tags = tags
  }

  /// The labels, or nil when there are none.
  static func make(group: String?, tags: [String]) -> HabitLabels? {
    group == nil && tags.isEmpty ? nil : HabitLabels(group: group, tags: tags)
  }

  static func == (a: HabitLabels, b: HabitLabels) -> Bool { a.group == b.group && a.tags == b.tags }

  func hash(into hasher: inout Hasher) {
    hasher.combine(group)
    hasher.combine(tags)
  }
}
