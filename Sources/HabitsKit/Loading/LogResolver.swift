/// Resolves the log against the habits, a line at a time as the reader reads it: each line's
/// names to habits, its completions counted (`LogCounting`), its vacations, skips and resumes
/// made into spans (`LogDirectives`), each entry kept with its line; then, once the habits are
/// planned, what the entries say wrong (`LogFindings`). The log's semantic diagnostics come
/// from these: unknown habits, future dates, amounts in the wrong unit, entries outside a
/// habit's life, repeated lines, vacations that end before they start, resumes with nothing
/// to end.
///
/// The work is proportional to the log's bytes: each line is resolved and forgotten; what is
/// kept is each habit's entries (`DayCounts`), a day, a count and a line each. The log is read
/// once; the findings read again only the few lines they point into.
struct LogResolver {
  let file: String
  let habitsFile: String
  let today: Day
  /// What the log's lines were found to say wrong, bounded per code.
  var diagnostics = BoundedDiagnostics()
  /// What each spelling of the log names.
  private var names: LogNames
  private var counting: LogCounting
  private var directives: LogDirectives
  /// The redeem lines, in file order: resolved against the rewards once the log is read.
  private(set) var redeems: [RedeemLine] = []

  /// A resolver for the log `file` against `habits`; `broken` are the habits whose line had
  /// an error (name by key): known, not resolved. The entries are gathered in `arena`, with
  /// room for a log of `logBytes` bytes.
  init(
    file: String, habitsFile: String, habits: [Habit], broken: [String: String], logBytes: Int, today: Day,
    arena: CountArena
  ) {
    self.file = file
    self.habitsFile = habitsFile
    self.today = today
    names = LogNames(file: file, habits: habits, broken: broken)
    counting = LogCounting(
      file: file, habitsFile: habitsFile, habitCount: habits.count, logBytes: logBytes, today: today, arena: arena)
    directives = LogDirectives(file: file, habitCount: habits.count)
  }

  /// The habits' positions by key.
  var positions: KeyIndex { names.habitByKey }

  /// Reads the whole log through `reader`: the per-habit logs, at the habits' indices.
  mutating func resolve(_ reader: inout LogReader) -> [HabitLog] {
    read(&reader)
    directives.group()
    var logs: [HabitLog] = []
    logs.reserveCapacity(names.habits.count)
    for index in names.habits.indices {
      let gathered = counting.gathered(of: index)
      let (pauses, vacations) = directives.take(habit: index)
      logs.append(
        HabitLog(
          completions: gathered.completions, entries: gathered.entries, vacations: vacations, pauses: pauses,
          rejectedLines: []))
    }
    counting.finish()
    directives.reportResumes(to: &diagnostics)
    // Rare: an amount in another unit, a vacation that ends before it starts.
    for named in counting.rejectedLines + directives.rejectedLines {
      logs[Int(named.habit)].rejectedLines.append(named.line)
    }
    for index in logs.indices where logs[index].rejectedLines.count > 1 { logs[index].rejectedLines.sort() }
    return logs
  }

  /// Reports what the entries of `loaded` (the habits as `resolve` gave their logs, planned)
  /// say wrong, reading again with the grammar of `reader` the few lines it points into.
  mutating func reportFindings(_ loaded: [LoadedHabit], reader: LogReader) {
    var grammar = reader.grammar
    LogFindings(file: file, habitsFile: habitsFile).report(
      loaded, counting: counting, directives: directives.repeatable, parser: &grammar, names: &names,
      diagnostics: &diagnostics)
    if !directives.openVacations.isEmpty {
      OpenVacations(file: file, today: today).report(directives.openVacations, loaded, to: &diagnostics)
    }
  }

  /// Resolves every line `reader` reads.
  ///
  /// The resolvers below only look at the reader (its grammar's items, its known bodies), yet
  /// take it `inout`: a reader is some 500 bytes, and passed by value from here it is copied
  /// at each call, a line at a time (150 K instructions of the decade data set's `check`).
  private mutating func read(_ reader: inout LogReader) {
    while true {
      reader.letGoOfReadPages()
      // Nearly every line of a log written one entry a line, many at a time.
      counting.countKnownLines(&reader)
      guard let read = reader.next(diagnostics: &diagnostics) else { break }
      switch read {
      case .known(let day, let line, let body):
        counting.countKnown(
          day: day, line: line, body: Int(body), reader: &reader, names: &names, diagnostics: &diagnostics)
      case .parsed:
        resolve(reader.parsedLine, reader: &reader)
        reader.discardItems()
      }
    }
  }

  /// Resolves one parsed line: completions, or a directive.
  private mutating func resolve(_ line: LogLineSyntax, reader: inout LogReader) {
    let kind = line.meaning(entries: reader.entries) { names.isHabit(spelling: $0, parser: reader.grammar) }
    if case .completions(let range) = kind {
      counting.count(range, of: line, reader: &reader, names: &names, diagnostics: &diagnostics)
    } else if case .redeem(let index) = kind {
      let entry = reader.entries[index]
      redeems.append(
        RedeemLine(
          day: line.day, name: reader.text(of: entry.name.spelling), count: entry.count, nameRange: entry.name.range,
          lineRange: line.lineRange))
      if line.alternative != nil {
        KeywordSpelling.check(line, as: kind, reader: &reader, names: &names, file: file, diagnostics: &diagnostics)
      }
    } else {
      directives.resolve(line, as: kind, reader: &reader, names: &names, diagnostics: &diagnostics)
      // A keyword line that reads as names too, read as the keyword (`capitalized-keyword`).
      if line.alternative != nil {
        KeywordSpelling.check(line, as: kind, reader: &reader, names: &names, file: file, diagnostics: &diagnostics)
      }
    }
  }
}
