/// The completions of the log: each entry of a completion line resolved to its habit and
/// gathered, with its day, count and line, into the habit's entries (`DayCounts`); entries
/// dated after today, names that are no habit and amounts that do not fit their habit are
/// reported on the way.
///
/// Nearly every line of a real log is a body read before (`LogReader.LogLineRead.known`):
/// what the body says is resolved once per body, and each later line with it is a count
/// added, with no name looked up.
struct LogCounting {
  let file: String
  let habitsFile: String
  let today: Day
  /// What each known body says, by body number.
  private var bodies: [KnownBody] = []
  /// For each body number, the habit and count of a body that is a plain completion
  /// (`KnownBody.completion`), packed for the loop of known lines (`PlainCompletions`); the
  /// habit is -1 for any other body.
  private var plainBodies: [PlainBody] = []
  /// Where each habit's entries are gathered while the log is read: memory of its own, which
  /// an entry is added to with no check that an array is unique (1.0 M instructions of 24.2 M
  /// on `check` with the decade data set).
  private var counts: UnsafeMutableBufferPointer<DayCounts>
  /// The lines naming a habit in an entry that does not count, in file order.
  private(set) var rejectedLines: [HabitLine] = []
  /// For each habit, the last line of two entries or more that named it (0: none yet), to
  /// find a habit named twice on one line (`reportRepeatedHabits`); empty until such a line.
  var lineOfHabit: [UInt32] = []
  /// Where the findings of entries resolved a second time go (`reportRepeatedHabits`): they
  /// were reported when the entries were counted.
  var unreported = BoundedDiagnostics(limit: 1)

  /// What a body read before as one entry (`LogReader.LogLineRead.known`) says.
  private enum KnownBody {
    case unresolved
    /// `count` completions of habit `habit`: all there is to do with such a line.
    case completion(habit: Int, count: Int)
    /// An entry resolved line by line: an amount (checked against the habit's unit), or a
    /// name that is no habit (reported on each line).
    case entry(LogNames.Target)
  }

  /// A known body that is a plain completion: its habit (-1: some other body) and count.
  private struct PlainBody {
    var habit: Int32
    var count: Int32
  }

  /// Counting for the log `file` of `habitCount` habits, whose lines take `logBytes` bytes,
  /// into memory of `arena`.
  init(file: String, habitsFile: String, habitCount: Int, logBytes: Int, today: Day, arena: CountArena) {
    self.file = file
    self.habitsFile = habitsFile
    self.today = today
    counts = .allocate(capacity: habitCount)
    // Room for each habit's share of a log written one entry a line (about twenty bytes a
    // line), so that most never grow: growing copies what was gathered and leaves it behind.
    let share = min(1 << 16, logBytes / 5 / max(1, habitCount))
    for index in counts.indices { counts.initializeElement(at: index, to: DayCounts(in: arena, capacity: share)) }
  }

  /// Habit number `index`'s completions and entries, taken out: asked once of each habit,
  /// then `finish`.
  mutating func gathered(of index: Int) -> DayCounts.Gathered {
    counts.moveElement(from: index).gathered()
  }

  /// Frees the memory the habits' entries were gathered in; every habit's were taken out.
  mutating func finish() {
    counts.deallocate()
    counts = UnsafeMutableBufferPointer(start: nil, count: 0)
  }

  // MARK: - Known lines

  /// Counts the lines `LogReader.readKnownLines` reads ahead whose body is a plain
  /// completion dated today or before, leaving any other line for `next`.
  @inline(__always)
  func countKnownLines(_ reader: inout LogReader) {
    var plain = PlainCompletions(bodies: plainBodies, counts: counts, today: today)
    reader.readKnownLines(into: &plain)
  }

  /// Takes the lines `LogReader.readKnownLines` reads whose body is a plain completion of a
  /// habit (`KnownBody.completion`) dated today or before: counted, and nothing else to do.
  private struct PlainCompletions: LogReader.KnownLineSink {
    let bodies: [PlainBody]
    let counts: UnsafeMutableBufferPointer<DayCounts>
    let today: Day

    @inline(__always)
    mutating func take(day: Day, line: Int32, body: Int32) -> Bool {
      guard Int(body) < bodies.count, day <= today else { return false }
      let plain = bodies[Int(body)]
      guard plain.habit >= 0 else { return false }
      counts[Int(plain.habit)].add(
        day: Int32(truncatingIfNeeded: day.number), count: plain.count, line: UInt32(bitPattern: line))
      return true
    }
  }

  /// Line `line`, `YYYY-MM-DD BODY`, whose body the reader knows as entry number `body`.
  /// Inlined: nearly every line of a real log, a body resolved before to a habit and a count.
  @inline(__always)
  mutating func countKnown(
    day: Day, line: Int32, body: Int, reader: inout LogReader, names: inout LogNames,
    diagnostics: inout BoundedDiagnostics
  ) {
    if body < bodies.count, case .completion(let index, let count) = bodies[body] {
      counts[index].add(day: day, count: count, line: UInt32(bitPattern: line))
      if day > today { reportFuture(day, range: SourceRange(line: Int(line), columns: 1..<11), to: &diagnostics) }
    } else {
      countKnownBody(day: day, line: Int(line), body: body, reader: &reader, names: &names, diagnostics: &diagnostics)
    }
  }

  /// `countKnown` for a body resolved now, or not a plain completion.
  @inline(never)
  private mutating func countKnownBody(
    day: Day, line: Int, body: Int, reader: inout LogReader, names: inout LogNames, diagnostics: inout BoundedDiagnostics
  ) {
    if body >= bodies.count {
      resolveBody(body, reader: &reader, names: &names)
    } else if case .unresolved = bodies[body] {
      resolveBody(body, reader: &reader, names: &names)
    }
    switch bodies[body] {
    case .completion(let index, let count):
      counts[index].add(day: day, count: count, line: UInt32(truncatingIfNeeded: line))
      if day > today { reportFuture(day, range: SourceRange(line: line, columns: 1..<11), to: &diagnostics) }
    case .entry:
      let entry = reader.knownBody(body).onLine(line)
      if count(entry, day: day, line: line, reader: &reader, names: &names, diagnostics: &diagnostics), day > today {
        reportFuture(day, range: SourceRange(line: line, columns: 1..<11), to: &diagnostics)
      }
    case .unresolved:
      break
    }
  }

  /// Finds what known body number `body` says (once per body).
  private mutating func resolveBody(_ body: Int, reader: inout LogReader, names: inout LogNames) {
    while bodies.count <= body { bodies.append(.unresolved) }
    let entry = reader.knownBody(body)
    let target = names.target(of: entry.name.spelling, parser: reader.grammar)
    if case .habit(let index) = target, !entry.isAmount, !names.hasUnit[index] {
      setCompletion(body, habit: index, count: entry.count)
      return
    }
    if case .unknown = target {
      // A tracked habit's bare number (`Mood 7`) is one value on every line: resolved once. A
      // bad one is left to each line, which reports it.
      var ignored = BoundedDiagnostics(limit: 1)
      if case .value(let index, let value) = names.bareNumber(entry, parser: reader.grammar, diagnostics: &ignored) {
        setCompletion(body, habit: index, count: value.count)
        return
      }
    }
    bodies[body] = .entry(target)
  }

  /// Known body number `body` is `count` completions of habit `habit` (or, for a tracked
  /// habit's bare number, its value in thousandths).
  private mutating func setCompletion(_ body: Int, habit index: Int, count: Int) {
    bodies[body] = .completion(habit: index, count: count)
    while plainBodies.count <= body { plainBodies.append(PlainBody(habit: -1, count: 0)) }
    // A count of a million at most (`LogFileParser`) fits, as do an amount's thousandths
    // (`Amount.maximum`) and the habits' indices.
    plainBodies[body] = PlainBody(habit: Int32(truncatingIfNeeded: index), count: Int32(truncatingIfNeeded: count))
  }

  // MARK: - Parsed lines

  /// The completions `range` (of the reader's entries) of `line`. Nearly every entry is a
  /// count of a habit without a unit whose spelling was resolved before
  /// (`LogNames.plainHabits`): counted here, the rest out of line (`count(_:day:line:...)`).
  mutating func count(
    _ range: Range<Int>, of line: LogLineSyntax, reader: inout LogReader, names: inout LogNames,
    diagnostics: inout BoundedDiagnostics
  ) {
    var counted = 0
    let number = UInt32(truncatingIfNeeded: line.number)
    let day = Int32(truncatingIfNeeded: line.day.number)
    let plainHabits = names.plainHabits
    for position in range {
      let entry = reader.entries[position]
      let spelling = entry.name.spelling
      if spelling < plainHabits.count, plainHabits[spelling] >= 0, !entry.isAmount {
        // A count of 1 to a million (`LogFileParser`).
        counts[Int(plainHabits[spelling])].add(day: day, count: Int32(truncatingIfNeeded: entry.count), line: number)
        counted += 1
      } else if count(entry, day: line.day, line: line.number, reader: &reader, names: &names, diagnostics: &diagnostics) {
        counted += 1
      }
    }
    if line.day > today && counted > 0 { reportFuture(line.day, range: line.dateRange, to: &diagnostics) }
    if range.count > 1 { reportRepeatedHabits(range, of: line, reader: &reader, names: &names, diagnostics: &diagnostics) }
  }

  /// Entry `entry`, on `day` at line `line`, resolved and counted, or reported; whether it
  /// counts.
  @inline(never)
  private mutating func count(
    _ entry: LogEntrySyntax, day: Day, line: Int, reader: inout LogReader, names: inout LogNames,
    diagnostics: inout BoundedDiagnostics
  ) -> Bool {
    switch resolve(entry, parser: reader.grammar, names: &names, diagnostics: &diagnostics) {
    case .counted(let index, let counted):
      counts[index].add(day: day, count: counted.count, line: UInt32(truncatingIfNeeded: line))
      return true
    case .rejected(let index):
      rejectedLines.append(HabitLine(habit: index, line: UInt32(truncatingIfNeeded: line)))
      return false
    case .none:
      return false
    }
  }

  /// What an entry comes to.
  enum Resolution {
    /// It counts for habit `habit`, as `entry` (an item naming a habit whole is that habit
    /// done once, its range the whole item).
    case counted(habit: Int, entry: LogEntrySyntax)
    /// It names habit `habit` but does not count (reported).
    case rejected(habit: Int)
    /// It names no habit (reported), or a habit with an error.
    case none
  }

  /// What `entry` comes to, reporting why when it does not count.
  func resolve(
    _ entry: LogEntrySyntax, parser: LogFileParser, names: inout LogNames, diagnostics: inout BoundedDiagnostics
  ) -> Resolution {
    let target = names.target(of: entry.name.spelling, parser: parser)
    if case .habit(let index) = target, !entry.isAmount, !names.hasUnit[index] {
      return .counted(habit: index, entry: entry)
    }
    if case .habit(let index) = target, !entry.isAmount {
      // A tracked habit's bare numbers have the empty unit: a plain entry counts 1.
      if names.habits[index].unit == "" {
        return .counted(
          habit: index, entry: LogEntrySyntax(name: entry.name, count: entry.count * Amount.scale, countRange: entry.countRange))
      }
      // A habit with a unit needs an amount.
      reportMissingAmount(entry, habit: names.habits[index], to: &diagnostics)
      return .rejected(habit: index)
    }
    if entry.isAmount { return resolveAmount(entry, target: target, parser: parser, names: &names, diagnostics: &diagnostics) }
    if case .unknown = target {
      switch names.bareNumber(entry, parser: parser, diagnostics: &diagnostics) {
      case .value(let index, let value): return .counted(habit: index, entry: value)
      case .reported: break
      case .none: names.reportUnknown(entry.name, parser: parser, to: &diagnostics)
      }
    }
    return .none
  }

  /// Warns about completions dated after today (the date at `range`).
  private func reportFuture(_ day: Day, range: SourceRange, to diagnostics: inout BoundedDiagnostics) {
    // Past the first hundred, counted without being made: a log dated a year ahead has a
    // finding a line, and making each one's message cost five thousand instructions a line.
    let (file, today) = (self.file, self.today)
    diagnostics.add(.futureDate) {
      Diagnostic(
        .futureDate(day, today: today), file: file, range: range,
        notes: [Diagnostic.Note("reports count it anyway; check the date, or --today")])
    }
  }
}
