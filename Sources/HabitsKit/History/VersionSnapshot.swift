/// Which line of a habit: its first line, or the change line that takes over on a day.
///
/// A change line keeps its identity across versions by its `from` date: the same habit and
/// date is the same line, whatever its schedule says, so a change line edited in place is an
/// edit like any other.
package enum HabitLineKey: Hashable, Sendable {
  case first
  case change(Day)
}

/// One habit line of one version of the habits file, as `habits changes` compares and
/// rewrites it: what it means (its rule) and the pieces of its text as written.
package struct LineSnapshot: Sendable {
  /// Which line of its habit it is.
  package var key: HabitLineKey
  /// The line alone, resolved: the habit value it declares (a first line without its
  /// changes; a change line with its `from` as `since`).
  package var rule: Habit
  /// Its line number in its version of the file.
  package var lineNumber: Int
  /// The habit's name as written on the line.
  package var name: String
  /// The schedule as written.
  package var schedule: String
  /// The options other than `since`, `from`, `until` and `ends after`, each as written.
  package var options: [String]
  /// The `since`, `from`, `until` and `ends after` clauses, each as written.
  package var datedClauses: [String]
  /// Whether the line names its week start (`week starts on DAY`) rather than taking the file's.
  package var explicitWeekStart: Bool
  /// The line's content as written, without leading blanks and the comment.
  package var text: String
  /// Where the content is on its line (1-based byte columns), for rewriting it in place.
  package var contentColumns: Range<Int>

  /// Whether the two lines judge days alike: the same schedule and options, the same unit.
  /// A week start that neither line states comes from the file's setting, which is not the
  /// line's to change: a change of that setting is reported on its own, never as an edit.
  package func sameRule(as other: LineSnapshot) -> Bool {
    var mine = rule
    if !explicitWeekStart && !other.explicitWeekStart { mine.weekStart = other.rule.weekStart }
    return mine.sameRule(as: other.rule) && sameUnit(as: other)
  }

  /// Whether the two lines count in the same unit (or both in completions).
  package func sameUnit(as other: LineSnapshot) -> Bool {
    rule.unit?.lowercased() == other.rule.unit?.lowercased()
  }

  /// `NAME: SCHEDULE; OPTION; ...` with this line's schedule and options, then `extra`
  /// clauses: the line as `habits changes` writes it.
  package func written(name: String, then extra: [String]) -> String {
    ([name + ": " + schedule] + options + extra).joined(separator: "; ")
  }
}

/// One habit of one version: its name, its whole value and its lines in date order.
package struct HabitSnapshot: Sendable {
  /// The matching key of its name.
  package var key: String
  /// The name as written on its first line.
  package var name: String
  /// The habit with its changes, as reports judge it.
  package var habit: Habit
  /// Its first line, then its change lines in date order.
  package var lines: [LineSnapshot]
}

/// A version of the habits file loaded for `habits changes`: its habits by key, in file order.
package struct VersionSnapshot: Sendable {
  /// The habits, in file order.
  package var habits: [HabitSnapshot] = []
  /// The position in `habits` of each key.
  package var positions: [String: Int] = [:]
  /// The file's `week starts on` setting, if it has one.
  package var weekStart: Weekday?

  /// The habit whose key is `key`, if this version has it.
  package subscript(key: String) -> HabitSnapshot? { positions[key].map { habits[$0] } }

  /// Loads `file`; nil with the errors when `check` rejects it (the log plays no part: an
  /// old version is judged on its own).
  package static func load(_ file: SourceFile, today: Day) -> (snapshot: VersionSnapshot?, errors: [Diagnostic]) {
    let loaded = Loader.load(habitsFile: file, logFile: nil, today: today)
    let errors = loaded.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty else { return (nil, errors) }
    let syntax = HabitsFileParser.parse(file)
    var declarations: [Int: HabitDeclaration] = [:]
    for declaration in syntax.declarations { declarations[declaration.lineRange.start.line] = declaration }
    let lines = file.lines
    var snapshot = VersionSnapshot(weekStart: syntax.weekStart?.weekday)
    for habit in loaded.journal.habits {
      var first = habit
      first.changes = []
      var snapshots: [LineSnapshot] = []
      for (line, key) in [(first, HabitLineKey.first)] + habit.changes.map({ ($0, HabitLineKey.change($0.since!)) }) {
        guard let declaration = declarations[line.origin.start.line] else { continue }
        snapshots.append(LineSnapshot(line, key: key, declaration: declaration, text: lines.bytes(line.origin.start.line)))
      }
      guard let firstLine = snapshots.first, firstLine.key == .first else { continue }
      snapshot.positions[habit.key] = snapshot.habits.count
      snapshot.habits.append(HabitSnapshot(key: habit.key, name: firstLine.name, habit: habit, lines: snapshots))
    }
    return (snapshot, [])
  }
}

extension LineSnapshot {
  /// The line `rule` declared by `declaration`, whose line's bytes are `text`.
  init(_ rule: Habit, key: HabitLineKey, declaration: HabitDeclaration, text: FileBytes) {
    /// The bytes of `range` (on this line) as text.
    func slice(_ range: SourceRange) -> String {
      let lower = text.startIndex + range.start.column - 1
      let upper = text.startIndex + range.end.column - 1
      return String(decoding: text[max(text.startIndex, lower)..<min(text.endIndex, max(lower, upper))], as: UTF8.self)
    }
    var options: [String] = []
    var dated: [String] = []
    var explicitWeekStart = false
    for option in declaration.optionsInLineOrder {
      switch option.option {
      case .since, .from, .until, .occurrences: dated.append(slice(option.range))
      case .weekStart:
        explicitWeekStart = true
        options.append(slice(option.range))
      default: options.append(slice(option.range))
      }
    }
    let content = declaration.lineRange.start.column..<declaration.lineRange.end.column
    self.init(
      key: key, rule: rule, lineNumber: declaration.lineRange.start.line, name: declaration.name,
      schedule: ScheduleWords.laidOut(declaration.scheduleText), options: options, datedClauses: dated, explicitWeekStart: explicitWeekStart,
      text: slice(declaration.lineRange), contentColumns: content)
  }
}
