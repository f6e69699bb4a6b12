/// Resolves the log against the habits, a line at a time as the parser reads it: names to
/// habits, completions gathered per habit and day, vacations, skips and resumes into per-habit
/// vacation spans, with the log's semantic diagnostics (unknown habits, future dates, entries
/// outside a habit's life, repeated lines, vacations that end before they start, resumes with
/// nothing to end).
///
/// The work is proportional to the log's bytes: each line is resolved and forgotten; what is
/// kept is each habit's count per day (`DayCounts`). Only a habit that may have a finding on
/// some line, a once-a-day habit logged twice on one day (a line can only repeat another
/// then) or an entry outside the habit's life, needs its lines' places: the log is then read
/// again, keeping one small record per completion of those habits (`LoggedEntry`), which are
/// checked as before. A sound log is read once.
struct LogResolver {
  let file: String
  let habitsFile: String
  let habits: [Habit]
  /// Habits whose line had an error, name by key: known, but not in `habits`.
  let broken: [String: String]
  let today: Day
  /// What the log's lines were found to say wrong, bounded per code.
  var diagnostics = BoundedDiagnostics()

  private var habitByKey = KeyIndex()
  /// Whether each habit is done once a day (its goal is 1): only for those is a repeated line
  /// suspicious, since a "3 times" habit is often logged after each set.
  private let onceADayByHabit: [Bool]
  /// What each spelling of the log names, by spelling number, found on first use.
  private var targets: [SpellingTarget] = []
  /// What each known body says (`LogFileParser.LogLineRead.known`), by body number.
  private var bodies: [KnownBody] = []
  /// For each body number, the habit and count of a body that is a plain completion
  /// (`KnownBody.completion`), packed for the loop of known lines (`PlainCompletions`); the
  /// habit is -1 for any other body.
  private var plainBodies: [PlainBody] = []
  /// Where `resolve` gathers each habit's completions per day while it reads the log: memory
  /// of its own, which a line's count is added to with no check that an array is unique
  /// (1.0 M instructions of 24.2 M on `check` with the decade data set).
  private var counts = UnsafeMutableBufferPointer<DayCounts>(start: nil, count: 0)
  /// The habits whose completions are recorded one by one in `logged` (when reading the log
  /// again for them), or nil when all are counted in `counts`.
  private let recorded: [Bool]?
  /// Each recorded habit's completions as logged, in file order.
  private var logged: [[LoggedEntry]]
  private var vacations: [[Vacation]]
  private var resumes: [Resume] = []
  /// Vacation, skip and resume lines that may repeat each other.
  private var directives = RepeatedLines()
  /// Whether each habit is measured in a unit: its entries are checked one by one
  /// (`resolveAmount`).
  private let hasUnitByHabit: [Bool]
  /// The habits of each directive body the parser numbered (`LogFileParser.parsedDirective`),
  /// found on its first line when all its names are habits: a skip or a vacation of the same
  /// habits recurs for years.
  private var directiveHabits: [DirectiveHabits?] = []

  /// The habits a directive line applies to (`habits(named:)`), and the same as its meaning
  /// has them when comparing lines (`RepeatedLines`: -1 for every habit, sorted).
  private struct DirectiveHabits {
    var indices: [Int]
    var items: [Int]
  }

  /// What a spelling of a name refers to.
  private enum SpellingTarget {
    case unresolved
    case habit(Int)
    /// A habit whose line in the habits file has an error: known, but not resolved.
    case broken
    case unknown
  }

  /// What a body read before as one entry (`LogFileParser.LogLineRead.known`) says.
  private enum KnownBody {
    case unresolved
    /// `count` completions of habit `habit`: all there is to do with such a line.
    case completion(habit: Int, count: Int)
    /// An entry resolved line by line: an amount (checked against the habit's unit), a name
    /// that is no habit (reported on each line), or a recorded habit's entry (its place kept).
    case entry(SpellingTarget)
  }

  /// A completion as the log gives it: a day, a count, and where the name is.
  private struct LoggedEntry {
    var day: Int32
    var count: Int32
    var line: Int32
    var nameStart: Int32
    var nameEnd: Int32
    /// Whether the entry is all its line says: then the line's meaning, for finding repeated
    /// lines, is known without reading the line again.
    var isWholeLine: Bool

    /// The record of `entry`, logged on `day` at line `line`.
    init(_ entry: LogEntrySyntax, day: Day, line: Int, isWholeLine: Bool) {
      let name = entry.name.range
      self.day = Int32(truncatingIfNeeded: day.number)
      count = Int32(truncatingIfNeeded: entry.count)
      self.line = Int32(truncatingIfNeeded: line)
      nameStart = Int32(truncatingIfNeeded: name.start.column)
      nameEnd = Int32(truncatingIfNeeded: name.end.column)
      self.isWholeLine = isWholeLine
    }

    var range: SourceRange { SourceRange(line: Int(line), columns: Int(nameStart)..<Int(nameEnd)) }
  }

  /// A resume line: its day and the habits it ends vacations of.
  private struct Resume {
    var day: Day
    var habits: [Int]
    var range: SourceRange
  }

  /// A resolver for the log `file` against `habits`; `recorded`, when given, are the habits
  /// whose completions it records one by one (`logged`).
  init(file: String, habitsFile: String, habits: [Habit], broken: [String: String], today: Day, recorded: [Bool]? = nil) {
    self.file = file
    self.habitsFile = habitsFile
    self.habits = habits
    self.broken = broken
    self.today = today
    for index in habits.indices { habitByKey.insert(habits[index].key, index: index) }
    onceADayByHabit = habits.map(\.isOnceADay)
    hasUnitByHabit = habits.map { $0.unit != nil }
    self.recorded = recorded
    logged = Array(repeating: [], count: habits.count)
    vacations = Array(repeating: [], count: habits.count)
  }

  /// Reads the whole log through `parser`; the per-habit logs, at the habits' indices.
  mutating func resolve(_ parser: inout LogFileParser) -> [HabitLog] {
    // Room for the days of a log of one entry a line (eight bytes each), and for outgrown ones.
    let arena = CountArena(expectedBytes: parser.file.bytes.count)
    counts = .allocate(capacity: habits.count)
    for index in counts.indices { counts.initializeElement(at: index, to: DayCounts(in: arena)) }
    read(&parser)
    var completions: [Completions] = []
    var hasDayLoggedTwice: [Bool] = []
    // Whether each habit's completions are as `HabitLog` keeps them: positive counts.
    var isMerged: [Bool] = []
    for index in counts.indices {
      let gathered = counts.moveElement(from: index).completions()
      completions.append(gathered.completions)
      hasDayLoggedTwice.append(gathered.hasDayLoggedTwice)
      isMerged.append(!gathered.hasZeroCount)
    }
    counts.deallocate()
    counts = UnsafeMutableBufferPointer(start: nil, count: 0)
    applyResumes()
    let needsRecords = habits.indices.map { index in
      (onceADayByHabit[index] && hasDayLoggedTwice[index])
        || mayBeOutsideLife(index, first: completions[index].first?.day, last: completions[index].last?.day)
    }
    var candidates: [RepeatCandidate] = []
    if needsRecords.contains(true) {
      var again = LogResolver(
        file: file, habitsFile: habitsFile, habits: habits, broken: broken, today: today, recorded: needsRecords)
      var reader = LogFileParser(file: parser.file)
      again.read(&reader)
      logged = again.logged
      for index in habits.indices where needsRecords[index] {
        completions[index] = Completions(self.completions(of: index, repeats: &candidates))
        isMerged[index] = false
      }
    }
    let logs = habits.indices.map { index in
      isMerged[index]
        ? HabitLog(mergedCompletions: completions[index], vacations: vacations[index])
        : HabitLog(completions: Array(completions[index]), vacations: vacations[index])
    }
    reportRepeatedCompletions(candidates, parser: &parser)
    for (line, first) in directives.repeats() { reportRepeat(line: line, first: first, parser: &parser) }
    return logs
  }

  /// Resolves every line `parser` reads.
  private mutating func read(_ parser: inout LogFileParser) {
    while true {
      // Nearly every line of a log written one entry a line, many at a time.
      if recorded == nil {
        var plain = PlainCompletions(bodies: plainBodies, counts: counts, today: today)
        parser.readKnownLines(into: &plain)
      }
      guard let read = parser.next(diagnostics: &diagnostics) else { break }
      switch read {
      case .known(let day, let line, let body):
        // Nearly every line of a real log: a body resolved before to a habit and a count.
        if Int(body) < bodies.count, case .completion(let index, let count) = bodies[Int(body)] {
          counts[index].add(day: day, count: count)
          if day > today { reportFuture(day, range: SourceRange(line: Int(line), columns: 1..<11)) }
        } else {
          resolveKnown(day: day, line: Int(line), body: Int(body), parser: parser)
        }
      case .parsed:
        resolve(parser.parsedLine, parser: parser)
        parser.discardItems()
      }
    }
  }

  /// Takes the lines `LogFileParser.readKnownLines` reads whose body is a plain completion of a
  /// habit (`KnownBody.completion`) dated today or before: counted, and nothing else to do.
  /// Any other line is left for `read`'s own loop.
  private struct PlainCompletions: LogFileParser.KnownLineSink {
    let bodies: [PlainBody]
    let counts: UnsafeMutableBufferPointer<DayCounts>
    let today: Day

    @inline(__always)
    mutating func take(day: Day, line: Int32, body: Int32) -> Bool {
      guard Int(body) < bodies.count, day <= today else { return false }
      let plain = bodies[Int(body)]
      guard plain.habit >= 0 else { return false }
      counts[Int(plain.habit)].add(day: Int32(truncatingIfNeeded: day.number), count: plain.count)
      return true
    }
  }

  // MARK: - One line

  /// Line `line`, `YYYY-MM-DD BODY`, whose body the parser knows as entry number `body`, its
  /// body resolved first if it was not.
  private mutating func resolveKnown(day: Day, line: Int, body: Int, parser: LogFileParser) {
    if body >= bodies.count {
      resolveBody(body, parser: parser)
    } else if case .unresolved = bodies[body] {
      resolveBody(body, parser: parser)
    }
    switch bodies[body] {
    case .completion(let index, let count):
      counts[index].add(day: day, count: count)
      if day > today { reportFuture(day, range: SourceRange(line: line, columns: 1..<11)) }
    case .entry(let target):
      resolveKnownBody(body, target: target, day: day, line: line, parser: parser)
    case .unresolved:
      break
    }
  }

  /// Finds what known body number `body` says (once per body).
  private mutating func resolveBody(_ body: Int, parser: LogFileParser) {
    while bodies.count <= body { bodies.append(.unresolved) }
    let entry = parser.knownBody(body)
    let target = target(of: entry.name.spelling, parser: parser)
    if case .habit(let index) = target, !entry.isAmount, habits[index].unit == nil, recorded == nil {
      bodies[body] = .completion(habit: index, count: entry.count)
      while plainBodies.count <= body { plainBodies.append(PlainBody(habit: -1, count: 0)) }
      // A count of a million at most (`LogFileParser`) fits, as do the habits' indices.
      plainBodies[body] = PlainBody(habit: Int32(truncatingIfNeeded: index), count: Int32(truncatingIfNeeded: entry.count))
    } else {
      bodies[body] = .entry(target)
    }
  }

  /// A known body that is a plain completion: its habit (-1: some other body) and count.
  private struct PlainBody {
    var habit: Int32
    var count: Int32
  }

  /// Line `line`, `YYYY-MM-DD BODY`, whose body the parser knows as entry number `body`,
  /// naming `target`, resolved on its own.
  private mutating func resolveKnownBody(_ body: Int, target: SpellingTarget, day: Day, line: Int, parser: LogFileParser) {
    let entry = parser.knownBody(body).onLine(line)
    if entry.isAmount || isAmountHabit(target) {
      // Amounts are checked against the habit's unit on every line (`resolveAmount`).
      guard let (index, resolved) = resolveAmount(entry, parser: parser) else { return }
      add(resolved, habit: index, day: day, line: line, isWholeLine: true)
    } else {
      switch target {
      case .habit(let index): add(entry, habit: index, day: day, line: line, isWholeLine: true)
      case .unknown:
        reportUnknown(entry.name, parser: parser)
        return
      case .broken, .unresolved: return
      }
    }
    if day > today { reportFuture(day, range: SourceRange(line: line, columns: 1..<11)) }
  }

  /// Adds entry `entry` of habit `index`, on `day` at line `line`: counted, or recorded when
  /// the habit is.
  private mutating func add(_ entry: LogEntrySyntax, habit index: Int, day: Day, line: Int, isWholeLine: Bool) {
    if let recorded {
      if recorded[index] { logged[index].append(LoggedEntry(entry, day: day, line: line, isWholeLine: isWholeLine)) }
    } else {
      counts[index].add(day: day, count: entry.count)
    }
  }

  /// Warns about completions dated after today (the date at `range`).
  private mutating func reportFuture(_ day: Day, range: SourceRange) {
    diagnostics.append(
      Diagnostic(
        .futureDate(day, today: today), file: file, range: range,
        notes: [Diagnostic.Note("reports count it anyway; check the date, or --today")]))
  }

  private mutating func resolve(_ line: LogLineSyntax, parser: LogFileParser) {
    let kind = line.meaning(entries: parser.entries) { isHabit(spelling: $0, parser: parser) }
    switch kind {
    case .completions(let range):
      resolveCompletions(range, of: line, parser: parser)
    case .vacation(let range, let until):
      if let until, until < line.day {
        diagnostics.append(
          Diagnostic(
            .vacationEndsBeforeStart(end: until, start: line.day),
            file: file, range: line.untilRange ?? line.lineRange,
            notes: [Diagnostic.Note("a vacation runs from the line's date until the given date, both included")]))
        return
      }
      let (indices, items) = directiveHabits(parser.names[range], parser: parser)
      if let items { directives.add(line: line, kind: 1, habits: items, until: until) }
      for index in indices { vacations[index].append(Vacation(start: line.day, end: until)) }
    case .skip(let range):
      let (indices, items) = directiveHabits(parser.names[range], parser: parser)
      if let items { directives.add(line: line, kind: 2, habits: items, until: nil) }
      for index in indices { vacations[index].append(Vacation(start: line.day, end: line.day)) }
    case .resume(let range):
      let (indices, items) = directiveHabits(parser.names[range], parser: parser)
      if let items { directives.add(line: line, kind: 3, habits: items, until: nil) }
      resumes.append(Resume(day: line.day, habits: indices, range: line.lineRange))
    case .unreadDirective(let problems):
      diagnostics.append(contentsOf: parser.directiveProblems[problems])
    }
  }

  /// The completions `range` (of the parser's entries) of `line`. Nearly every entry is a
  /// count of a habit without a unit whose spelling was resolved before: counted here, the
  /// rest out of line (`resolveEntry`).
  private mutating func resolveCompletions(_ range: Range<Int>, of line: LogLineSyntax, parser: LogFileParser) {
    var resolved = 0
    for position in range {
      let entry = parser.entries[position]
      if recorded == nil, entry.name.spelling < targets.count, case .habit(let index) = targets[entry.name.spelling],
        !entry.isAmount, !hasUnitByHabit[index]
      {
        counts[index].add(day: line.day, count: entry.count)
        resolved += 1
      } else if resolveEntry(entry, of: line, isWholeLine: range.count == 1, parser: parser) {
        resolved += 1
      }
    }
    if line.day > today && resolved > 0 { reportFuture(line.day, range: line.dateRange) }
  }

  /// Entry `entry` of `line` resolved, counted or recorded, or reported; whether it counts.
  @inline(never)
  private mutating func resolveEntry(_ entry: LogEntrySyntax, of line: LogLineSyntax, isWholeLine: Bool, parser: LogFileParser)
    -> Bool
  {
    let target = target(of: entry.name.spelling, parser: parser)
    if entry.isAmount || isAmountHabit(target) {
      guard let (index, amountEntry) = resolveAmount(entry, parser: parser) else { return false }
      add(amountEntry, habit: index, day: line.day, line: line.number, isWholeLine: isWholeLine)
      return true
    }
    switch target {
    case .habit(let index):
      add(entry, habit: index, day: line.day, line: line.number, isWholeLine: isWholeLine)
      return true
    case .unknown:
      reportUnknown(entry.name, parser: parser)
      return false
    case .broken, .unresolved:
      return false
    }
  }

  /// What spelling number `spelling` names, looked up once per spelling.
  private mutating func target(of spelling: Int, parser: LogFileParser) -> SpellingTarget {
    if spelling < targets.count, case .unresolved = targets[spelling] {
    } else if spelling < targets.count {
      return targets[spelling]
    }
    while targets.count <= spelling { targets.append(.unresolved) }
    let key = Habit.key(for: parser.text(of: spelling))
    let target: SpellingTarget =
      if let index = habitByKey.index(of: key) { .habit(index) } else if broken[key] != nil { .broken } else { .unknown }
    targets[spelling] = target
    return target
  }

  /// Whether `target` is a habit measured in a unit.
  private func isAmountHabit(_ target: SpellingTarget) -> Bool {
    if case .habit(let index) = target { return habits[index].unit != nil }
    return false
  }

  /// An entry with an amount, or of a habit with a unit, resolved: the habit and the entry
  /// to record, or nil after reporting why it does not count. An amount goes with a habit
  /// of the same unit (`unit-mismatch`), a habit with a unit needs one (`missing-amount`), a
  /// habit without a unit takes none (`unexpected-amount`). An item whose whole text names a
  /// habit (`Drink 8 glasses`) is that habit, done once, unless its shorter name is a habit
  /// with a unit.
  private mutating func resolveAmount(_ entry: LogEntrySyntax, parser: LogFileParser) -> (Int, LogEntrySyntax)? {
    let target = target(of: entry.name.spelling, parser: parser)
    guard let unitSpelling = entry.unit else {
      guard case .habit(let index) = target else { return nil }
      reportMissingAmount(entry, habit: index)
      return nil
    }
    if case .habit(let index) = target, let unit = habits[index].unit {
      let written = parser.text(of: unitSpelling)
      guard written.lowercased() == unit.lowercased() else {
        reportUnitMismatch(entry, written: written, habit: index)
        return nil
      }
      return (index, entry)
    }
    if let item = entry.itemName {
      switch self.target(of: item, parser: parser) {
      case .habit(let index):
        let start = entry.name.range.start
        let end = entry.countRange?.end ?? entry.name.range.end
        let whole = LogEntrySyntax(
          name: NameSyntax(spelling: item, range: SourceRange(start: start, end: end)), count: 1, countRange: nil)
        guard habits[index].unit == nil else {
          reportMissingAmount(whole, habit: index)
          return nil
        }
        return (index, whole)
      case .broken: return nil
      case .unknown, .unresolved: break
      }
    }
    switch target {
    case .habit(let index):
      let (file, habit) = (self.file, habits[index])
      let amount = entry.countRange ?? entry.name.range
      let text = Amount.text(entry.count, unit: parser.text(of: unitSpelling))
      diagnostics.add(.unexpectedAmount) {
        Diagnostic(
          .unexpectedAmount(habit: habit.name, amount: text),
          file: file, range: amount,
          notes: [
            Diagnostic.Note("log '\(habit.name)' for one completion or '\(habit.name) x2' for two; to measure it, give it a goal in a unit, as in '5 km'")
          ])
      }
    case .unknown:
      reportUnknown(entry.name, parser: parser)
    case .broken, .unresolved:
      break
    }
    return nil
  }

  /// Reports an entry of habit `index`, which has a unit, logged without an amount.
  private mutating func reportMissingAmount(_ entry: LogEntrySyntax, habit index: Int) {
    let (file, habit) = (self.file, habits[index])
    let unit = habit.unit ?? ""
    let range = entry.countRange.map { SourceRange(start: entry.name.range.start, end: $0.end) } ?? entry.name.range
    let message: DiagnosticMessage =
      entry.countRange == nil
      ? .missingAmount(habit: habit.name, unit: unit) : .countInsteadOfAmount(habit: habit.name, unit: unit)
    diagnostics.add(.missingAmount) {
      Diagnostic(
        message, file: file, range: range,
        notes: [Diagnostic.Note("for example '\(habit.name) \(Amount.text(habit.goal, unit: unit))'")])
    }
  }

  /// Reports an amount in unit `written` for habit `index`, whose unit differs.
  private mutating func reportUnitMismatch(_ entry: LogEntrySyntax, written: String, habit index: Int) {
    let (file, habitsFile, habit) = (self.file, self.habitsFile, habits[index])
    let unit = habit.unit ?? ""
    // The unit alone, the amount's last bytes: a quick fix replaces just it with the
    // suggested unit (DiagnosticFix), keeping the amount.
    let amount = entry.countRange ?? entry.name.range
    let range = SourceRange(
      line: amount.start.line, columns: max(amount.start.column, amount.end.column - written.utf8.count)..<amount.end.column)
    diagnostics.add(.unitMismatch) {
      var notes: [Diagnostic.Note] = []
      let fix = Suggestions.closest(to: written, in: [unit]).map { DiagnosticFix.replacing(range, with: $0) }
      if let fix { notes.append(Diagnostic.Note(fix.note)) }
      notes.append(Diagnostic.Note("'\(habit.name)' is measured in \(unit) here", file: habitsFile, range: habit.origin))
      return Diagnostic(
        .unitMismatch(habit: habit.name, unit: unit, written: written), file: file, range: range, notes: notes,
        fix: fix)
    }
  }

  /// Whether spelling number `spelling` names a habit of the file, one with an error included.
  private mutating func isHabit(spelling: Int, parser: LogFileParser) -> Bool {
    switch target(of: spelling, parser: parser) {
    case .habit, .broken: true
    case .unknown, .unresolved: false
    }
  }

  /// The habits a vacation, skip or resume applies to: the named ones, or all when none is
  /// named; `complete` is false when a name is unknown (reported every time it occurs).
  private mutating func habits(
    named names: ArraySlice<NameSyntax>, parser: LogFileParser
  ) -> (indices: [Int], complete: Bool) {
    if names.isEmpty { return (Array(habits.indices), true) }
    var indices: [Int] = []
    for name in names {
      switch target(of: name.spelling, parser: parser) {
      case .habit(let index): indices.append(index)
      case .unknown: reportUnknown(name, parser: parser)
      case .broken, .unresolved: break
      }
    }
    return (indices, indices.count == names.count)
  }

  /// The habits a directive line naming `names` applies to, and, when all its names are
  /// habits, the same as its meaning has them (`DirectiveHabits.items`; nil otherwise, when a
  /// name is reported). Found once per directive body the parser numbered.
  private mutating func directiveHabits(
    _ names: ArraySlice<NameSyntax>, parser: LogFileParser
  ) -> (indices: [Int], items: [Int]?) {
    let directive = parser.parsedDirective
    if directive >= 0 && directive < directiveHabits.count, let known = directiveHabits[directive] {
      return (known.indices, known.items)
    }
    let (indices, complete) = habits(named: names, parser: parser)
    guard complete else { return (indices, nil) }
    var items = names.isEmpty ? [-1] : indices
    if items.count > 1 { items.sort() }
    if directive >= 0 {
      while directiveHabits.count <= directive { directiveHabits.append(nil) }
      directiveHabits[directive] = DirectiveHabits(indices: indices, items: items)
    }
    return (indices, items)
  }

  // MARK: - After the last line

  /// Habit `index`'s completions in date order, one per day with counts added, reporting the
  /// ones before its start or after its end; adds to `repeats` the lines of each day a
  /// once-a-day habit is logged more than once.
  private mutating func completions(of index: Int, repeats: inout [RepeatCandidate]) -> [Completion] {
    let entries = LogResolver.dateOrdered(logged[index])
    logged[index] = []
    let onceADay = onceADayByHabit[index]
    // Written through a buffer: a decade of one-entry lines is tens of thousands of entries,
    // and an append each costs more than the rest of the loop. Measured with callgrind
    // (issue 18), this and `dateOrdered`'s buffers against `reserveCapacity` and `append`:
    // 1.16 M instructions of 43.7 M saved on `check` and 1.15 M of 90.8 M on `status` with
    // the decade data set (2.7%, 1.3%), 0.02 M on the small one.
    let result = [Completion](unsafeUninitializedCapacity: entries.count) { result, written in
      written = 0
      entries.withUnsafeBufferPointer { entries in
        var i = 0
        while i < entries.count {
          let day = entries[i].day
          var count = Int(entries[i].count)
          var j = i + 1
          while j < entries.count && entries[j].day == day {
            let (sum, overflow) = count.addingReportingOverflow(Int(entries[j].count))
            count = overflow ? Int.max : sum
            j += 1
          }
          if onceADay && j - i > 1 {
            for k in i..<j { repeats.append(RepeatCandidate(entries[k], habit: index)) }
          }
          result.initializeElement(at: written, to: Completion(day: Day(number: Int(day)), count: count))
          written += 1
          i = j
        }
      }
    }
    reportOutsideLife(of: index, entries: entries, first: result.first?.day)
    return result
  }

  /// `entries` in date order, file order within a day. A log is appended to day by day, but
  /// for lines backfilled later: the entries that keep the order stay as they are, the few
  /// others are sorted and merged in, rather than sorting everything.
  private static func dateOrdered(_ entries: [LoggedEntry]) -> [LoggedEntry] {
    var others: [LoggedEntry] = []
    let inOrder = [LoggedEntry](unsafeUninitializedCapacity: entries.count) { inOrder, kept in
      kept = 0
      for entry in entries {
        if kept > 0 && entry.day < inOrder[kept - 1].day {
          others.append(entry)
        } else {
          inOrder.initializeElement(at: kept, to: entry)
          kept += 1
        }
      }
    }
    if others.isEmpty { return inOrder }
    others.sort { ($0.day, $0.line) < ($1.day, $1.line) }
    return [LoggedEntry](unsafeUninitializedCapacity: entries.count) { result, written in
      var a = 0
      var b = 0
      written = 0
      while a < inOrder.count || b < others.count {
        let takeOther =
          a == inOrder.count
          || (b < others.count && (others[b].day, others[b].line) < (inOrder[a].day, inOrder[a].line))
        if takeOther {
          result.initializeElement(at: written, to: others[b])
          b += 1
        } else {
          result.initializeElement(at: written, to: inOrder[a])
          a += 1
        }
        written += 1
      }
    }
  }

  /// Whether habit `index`, whose entries span `first` to `last`, may have one before its
  /// `since` or after its end (`reportOutsideLife`).
  private func mayBeOutsideLife(_ index: Int, first: Day?, last: Day?) -> Bool {
    guard let first, let last else { return false }
    if let since = habits[index].since, first < since { return true }
    return end(of: index, first: first).map { last > $0 } ?? false
  }

  /// The last day of habit `index`'s life, from its `until` or its last occurrence, when it has
  /// one; `first` is its first entry's day.
  private func end(of index: Int, first: Day) -> Day? {
    let habit = habits[index]
    guard habit.until != nil || habit.occurrences != nil else { return nil }
    let start = habit.since ?? first
    return HabitPlan(habit: habit, start: HabitPlan.start(of: habit, firstCompletion: start, today: start)).end
  }

  /// Warns about completions before a habit's `since`, or after its end (its `until` or its
  /// last occurrence).
  private mutating func reportOutsideLife(of index: Int, entries: [LoggedEntry], first: Day?) {
    let habit = habits[index]
    let (file, habitsFile) = (self.file, self.habitsFile)
    if let since = habit.since {
      for entry in entries where Int(entry.day) < since.number {
        diagnostics.add(.beforeStart) {
          Diagnostic(
            .beforeStart(habit: habit.name, day: Day(number: Int(entry.day)), start: since),
            file: file, range: entry.range,
            notes: [Diagnostic.Note("the habit starts here", file: habitsFile, range: habit.sinceRange ?? habit.origin)])
        }
      }
    }
    guard let first, let end = end(of: index, first: first), let last = entries.last, Int(last.day) > end.number
    else { return }
    // In file order, as the lines were written.
    for entry in entries.sorted(by: { $0.line < $1.line }) where Int(entry.day) > end.number {
      diagnostics.add(.afterEnd) {
        Diagnostic(
          .afterEnd(habit: habit.name, day: Day(number: Int(entry.day)), end: end),
          file: file, range: entry.range,
          notes: [Diagnostic.Note("the habit ends here", file: habitsFile, range: habit.endRange ?? habit.origin)])
      }
    }
  }

  /// Each resume, in date order, ends the vacations of its habits that cover its day: they
  /// end the day before. A resume that ends nothing is reported.
  private mutating func applyResumes() {
    // In date order, and in file order on the same date.
    let ordered = resumes.indices.sorted { (resumes[$0].day, $0) < (resumes[$1].day, $1) }.map { resumes[$0] }
    for resume in ordered {
      var ended = false
      for index in resume.habits {
        for v in vacations[index].indices {
          let vacation = vacations[index][v]
          if vacation.start < resume.day && vacation.contains(resume.day) {
            vacations[index][v].end = resume.day - 1
            ended = true
          }
        }
      }
      if !ended && !resume.habits.isEmpty {
        diagnostics.append(
          Diagnostic(
            .resumeWithoutVacation(resume.day), file: file,
            range: resume.range,
            notes: [Diagnostic.Note("a resume ends a vacation that started before its date")]))
      }
    }
  }

  /// A line that logs a once-a-day habit on a day it is logged on another line too: it may
  /// repeat that line.
  private struct RepeatCandidate {
    var day: Int32
    var line: Int32
    var habit: Int32
    /// The entry's count when it is the whole line (the line's meaning is then the habit and
    /// the count), else 0.
    var count: Int32

    init(_ entry: LoggedEntry, habit: Int) {
      day = entry.day
      line = entry.line
      self.habit = Int32(truncatingIfNeeded: habit)
      count = entry.isWholeLine ? entry.count : 0
    }

    var item: Int? { count > 0 ? Int(habit) * 1_000_003 + Int(count) : nil }
  }

  /// Finds, among the lines that log a once-a-day habit twice on one day, those that say
  /// exactly what an earlier line of the day said, and warns about each. A line of one entry
  /// says what its entry says; a line of several is read again.
  private mutating func reportRepeatedCompletions(_ candidates: consuming [RepeatCandidate], parser: inout LogFileParser) {
    guard !candidates.isEmpty else { return }
    var ordered = candidates
    ordered.sort { ($0.day, $0.line) < ($1.day, $1.line) }
    var start = 0
    while start < ordered.count {
      var end = start + 1
      while end < ordered.count && ordered[end].day == ordered[start].day { end += 1 }
      var lines = RepeatedLines()
      for i in start..<end where i == start || ordered[i].line != ordered[i - 1].line {
        if let item = ordered[i].item {
          lines.add(day: Int(ordered[i].day), line: Int(ordered[i].line), range: nil, kind: 0, habits: [item], until: nil)
        } else if let (line, items) = completionItems(line: Int(ordered[i].line), parser: &parser) {
          lines.add(day: line.day.number, line: line.number, range: line.lineRange, kind: 0, habits: items, until: nil)
        }
      }
      for (line, first) in lines.repeats() { reportRepeat(line: line, first: first, parser: &parser) }
      start = end
    }
    parser.discardItems()
  }

  /// Line `number` read again, with its items (habit and count) when it logs only once-a-day
  /// habits, all known: the only lines that can repeat one another.
  private mutating func completionItems(line number: Int, parser: inout LogFileParser) -> (LogLineSyntax, [Int])? {
    parser.discardItems()
    guard let line = parser.reparse(line: number),
      case .completions(let range) = line.meaning(entries: parser.entries, namesHabit: { isHabit(spelling: $0, parser: parser) })
    else { return nil }
    var items: [Int] = []
    for entry in parser.entries[range] {
      guard case .habit(let index) = target(of: entry.name.spelling, parser: parser), onceADayByHabit[index] else {
        return nil
      }
      items.append(index * 1_000_003 + entry.count)
    }
    return (line, items)
  }

  private mutating func reportRepeat(line: RepeatedLines.Line, first: RepeatedLines.Line, parser: inout LogFileParser) {
    let file = self.file
    diagnostics.add(.duplicateEntry) {
      Diagnostic(
        .repeatedLine(of: first.number), file: file, range: line.range ?? parser.contentRange(line: line.number),
        notes: [
          Diagnostic.Note("first logged here", file: file, range: first.range ?? parser.contentRange(line: first.number)),
          Diagnostic.Note("both count: the same habit on the same day adds up; delete one if it was a mistake"),
        ], fix: .deletingLine(line.number, title: "Delete the repeated line"))
    }
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

  private mutating func reportUnknown(_ name: NameSyntax, parser: LogFileParser) {
    let (file, habits, broken) = (self.file, self.habits, self.broken)
    diagnostics.add(.unknownHabit) {
      let text = parser.text(of: name.spelling)
      var notes: [Diagnostic.Note] = []
      var fix: DiagnosticFix?
      if let habit = LogResolver.amountHabit(in: text, habits: habits) {
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
      } else if let suggestion = Suggestions.closest(to: text, in: habits.map(\.name) + broken.values.sorted()) {
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
}
