/// What the names of a log stand for: each spelling the parser numbered, looked up once among
/// the habits (by key), and the report of a name that is no habit.
struct LogNames {
  /// What a spelling of a name refers to.
  enum Target {
    case unresolved
    case habit(Int)
    /// A habit whose line in the habits file has an error: known, but not resolved.
    case broken
    case unknown
  }

  let file: String
  let habits: [Habit]
  /// Habits whose line had an error, name by key: known, but not in `habits`.
  let broken: [String: String]
  /// Whether each habit is measured in a unit (its entries are checked one by one).
  let hasUnit: [Bool]
  /// The habits' indices by key.
  let habitByKey: KeyIndex
  /// What each spelling names, by spelling number, found on first use.
  private(set) var targets: [Target] = []
  /// For each spelling looked up, the habit it names when that habit has no unit, else -1:
  /// the question asked of nearly every entry of a grouped line, as a plain table.
  private(set) var plainHabits: [Int32] = []
  /// Each habit's unit as units compare (lower-cased), nil for a habit without one.
  private let unitKeys: [String?]
  /// Each spelling's text as units compare, by spelling number, made the first time the
  /// spelling is written as a unit: a log of ten thousand `5 km` lower-cases `km` once.
  private var writtenUnitKeys: [String?] = []

  /// The names of the log `file` against `habits` (and the `broken` ones).
  init(file: String, habits: [Habit], broken: [String: String]) {
    self.file = file
    self.habits = habits
    self.broken = broken
    hasUnit = habits.map { $0.unit != nil }
    unitKeys = habits.map { $0.unit?.lowercased() }
    var habitByKey = KeyIndex(capacity: habits.count)
    for index in habits.indices { habitByKey.insert(habits[index].key, index: index) }
    self.habitByKey = habitByKey
  }

  /// What spelling number `spelling` names, looked up once per spelling.
  mutating func target(of spelling: Int, parser: LogFileParser) -> Target {
    if spelling < targets.count, case .unresolved = targets[spelling] {
    } else if spelling < targets.count {
      return targets[spelling]
    }
    while targets.count <= spelling {
      targets.append(.unresolved)
      plainHabits.append(-1)
    }
    let key = Habit.key(for: parser.text(of: spelling))
    let target: Target =
      if let index = habitByKey.index(of: key) { .habit(index) } else if broken[key] != nil { .broken } else { .unknown }
    targets[spelling] = target
    if case .habit(let index) = target, !hasUnit[index] { plainHabits[spelling] = Int32(truncatingIfNeeded: index) }
    return target
  }

  /// Whether spelling number `spelling`, written as a unit, is habit number `habit`'s unit
  /// (units compare without case): each spelling lower-cased once.
  mutating func unit(_ spelling: Int, isUnitOf habit: Int, parser: LogFileParser) -> Bool {
    guard let unit = unitKeys[habit] else { return false }
    if spelling >= writtenUnitKeys.count { writtenUnitKeys += repeatElement(nil, count: spelling + 1 - writtenUnitKeys.count) }
    if let written = writtenUnitKeys[spelling] { return written == unit }
    let written = parser.text(of: spelling).lowercased()
    writtenUnitKeys[spelling] = written
    return written == unit
  }

  /// How many spellings have been lower-cased as units: for the tests that hold it to one a
  /// distinct spelling.
  var unitSpellingsLowered: Int { writtenUnitKeys.lazy.filter { $0 != nil }.count }

  /// Whether spelling number `spelling` names a habit of the file, one with an error included,
  /// or is a value of a habit logged in bare numbers (`Skip rope 7`).
  mutating func isHabit(spelling: Int, parser: LogFileParser) -> Bool {
    switch target(of: spelling, parser: parser) {
    case .habit, .broken: return true
    case .unknown, .unresolved:
      return Tracked.namesHabit(parser.text(of: spelling)) { name in
        habitByKey.index(of: Habit.key(for: name)).map { habits[$0] }
      }
    }
  }

  /// Reports `name`, which is no habit, with the habit it may be meant for.
  func reportUnknown(_ name: NameSyntax, parser: LogFileParser, to diagnostics: inout BoundedDiagnostics) {
    let (file, habits, broken) = (self.file, self.habits, self.broken)
    diagnostics.add(.unknownHabit) {
      let text = parser.text(of: name.spelling)
      var notes: [Diagnostic.Note] = []
      var fix: DiagnosticFix?
      if let habit = LogNames.amountHabit(in: text, habits: habits), habit.unit == "" {
        // `Mood 7 x2`: a bare number takes no count.
        notes.append(Diagnostic.Note("'\(habit.name)' is logged in bare numbers: log the number alone, with no count, as in '\(habit.name) 7'"))
      } else if let habit = LogNames.amountHabit(in: text, habits: habits) {
        let unit = habit.unit ?? ""
        if let last = text.split(separator: " ").last, last.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) {
          // `Run 5` or `Water 1,5 l` (a decimal comma ends the item): a number without its unit.
          notes.append(
            Diagnostic.Note(
              "'\(habit.name)' is measured in \(unit): write the amount with its unit, as in '\(habit.name) \(last) \(unit)'; a decimal takes a point (1.5), as a comma separates entries"))
        } else {
          // `Run 5 km x2`: an amount with a count is not an amount.
          notes.append(Diagnostic.Note("'\(habit.name)' is measured in \(unit): log the amount alone, with no count, as in '\(habit.name) 5 \(unit)'"))
        }
      } else if let slip = LogSlips.slip(in: text, isHabit: { name in habits.contains { $0.key == Habit.key(for: name) } }) {
        // `Gym;Read`, `Gym x 2`: no name at all, and what was meant is clear.
        if let meant = slip.meant, name.range.start.line == name.range.end.line,
          name.range.end.column - name.range.start.column == text.utf8.count
        {
          let suggested = DiagnosticFix.replacing(name.range, with: meant)
          fix = suggested
          notes.append(Diagnostic.Note(suggested.note))
        }
        notes.append(Diagnostic.Note(slip.why))
      } else if let suggestion = LogNames.prefixMatch(text, in: habits)
        ?? Suggestions.closest(to: text, in: habits.map(\.name) + broken.values.sorted())
      {
        let suggested = DiagnosticFix.replacing(name.range, with: suggestion)
        fix = suggested
        notes.append(Diagnostic.Note(suggested.note))
      } else if let typo = Suggestions.logKeyword(in: text) {
        // A misspelt `vacation`, `skip`, `resume` or `until` made the line read as a name.
        notes.append(Diagnostic.Note("did you mean '\(typo.keyword)'?"))
        let range = name.range
        if range.start.line == range.end.line, range.end.column - range.start.column == text.utf8.count {
          let word = SourceRange(
            line: range.start.line,
            columns: (range.start.column + typo.offsets.lowerBound)..<(range.start.column + typo.offsets.upperBound))
          fix = DiagnosticFix.replacing(word, with: typo.keyword)
        }
      } else if habits.isEmpty && broken.isEmpty {
        notes.append(Diagnostic.Note("the habits file defines no habits"))
      } else {
        notes.append(Diagnostic.Note("add it to the habits file, or check its spelling"))
      }
      return Diagnostic(.unknownHabit(text), file: file, range: name.range, notes: notes, fix: fix)
    }
  }

  /// A tracked habit's bare number (`Mood 7`), for an entry whose name is no habit: the item,
  /// read as a name, ends in a number and the words before it name a habit logged in bare
  /// numbers (the empty unit). `.none` for any other entry; a number that is not a valid
  /// amount (`Mood 1.2345`) is reported to `diagnostics`.
  func bareNumber(_ entry: LogEntrySyntax, parser: LogFileParser, diagnostics: inout BoundedDiagnostics) -> BareNumber {
    guard entry.countRange == nil,
      let (name, digits) = Tracked.bareNumber(in: Array(parser.text(of: entry.name.spelling).utf8)),
      let index = habitByKey.index(of: Habit.key(for: String(decoding: name, as: UTF8.self))), habits[index].unit == ""
    else { return .none }
    let range = entry.name.range
    let number = SourceRange(line: range.start.line, columns: (range.end.column - digits.count)..<range.end.column)
    switch Amount.parse(digits) {
    case .success(let thousandths):
      return .value(habit: index, entry: LogEntrySyntax(name: entry.name, count: thousandths, countRange: number))
    case .failure(let problem):
      let file = self.file
      diagnostics.add(.invalidAmount) {
        Diagnostic(.invalidAmount(problem, String(decoding: digits, as: UTF8.self)), file: file, range: number)
      }
      return .reported
    }
  }

  /// What an entry whose name is no habit may be: a tracked habit's value, a bad value
  /// reported already, or nothing of the kind.
  enum BareNumber {
    /// Habit number `habit`'s value, as `entry` (its count the value in thousandths).
    case value(habit: Int, entry: LogEntrySyntax)
    case reported
    case none
  }

  /// The habit with a unit that `text` names followed by an amount (`Run 5 km`, `Run 5km`),
  /// if any: such a name is unknown only when a count or a keyword came with the amount.
  private static func amountHabit(in text: String, habits: [Habit]) -> Habit? {
    var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{A0}" })
    guard let last = words.popLast() else { return nil }
    if Amount.isUnit(Array(last.utf8)), let number = words.last, Amount.looksNumeric(Array(number.utf8)) {
      words.removeLast()
    } else if !(last.first.map { $0.isASCII && $0.isNumber } ?? false) {
      return nil
    }
    let key = Habit.key(for: words.joined(separator: " "))
    return habits.first { $0.key == key && $0.unit != nil }
  }
}
