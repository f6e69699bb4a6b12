/// The vacation, skip and resume lines of the log: each habit's pause entries, with their
/// lines, and the spans they make (`Vacation`): a vacation from its day until its `until` (or
/// open-ended), a skip for its day, and a resume ending, the day before, the vacations of its
/// habits that cover its day. Vacations that end before they start and resumes with nothing
/// to end are reported, and the lines that may repeat one another kept for `LogFindings`.
struct LogDirectives {
  let file: String
  let habitCount: Int
  /// The pause entries of every habit, in file order: one list for the log, rather than a
  /// list a habit grown entry by entry (an array's growth costs about 600 instructions);
  /// grouped by habit at the end (`group`).
  private var pauses: [HabitPause] = []
  /// Where each habit's entries start in `pauses` once grouped, and where the last ends.
  private var starts: [Int] = []
  /// The pause entries of every habit, grouped by habit (`group`): one array the habits'
  /// logs share, each holding its slice, rather than an array a habit.
  private var grouped: [PauseEntry] = []
  /// The lines naming a habit in a vacation refused for ending before it starts.
  private(set) var rejectedLines: [HabitLine] = []
  /// The directive lines that may repeat one another (those whose every name is a habit).
  private(set) var repeatable = RepeatedLines()
  private var resumes: [Resume] = []
  /// The habits of each directive body the reader numbered (`LogReader.parsedDirective`),
  /// found on its first line when all its names are habits: a skip or a vacation of the same
  /// habits recurs for years.
  private var directiveHabits: [DirectiveHabits?] = []
  /// The open-ended vacations of every habit (`vacation` alone on its line), for
  /// `OpenVacations`: the day each starts and where its line is.
  private(set) var openVacations: [(day: Day, range: SourceRange)] = []

  /// A pause entry of a habit, in 24 bytes (the log's list of them grows by copying).
  private struct HabitPause {
    var habit: Int32
    var line: UInt32
    var day: Int32
    /// A vacation's last day (`Int32.min` when open-ended), or a resume's number in
    /// `resumes`.
    var detail: Int32
    /// The entry's kind: `PauseEntry.Kind.number`.
    var kind: UInt8

    /// The pause `entry` of habit number `habit`; `resume` is its number among the resumes.
    init(habit: Int, entry: PauseEntry, resume: Int) {
      self.habit = Int32(truncatingIfNeeded: habit)
      line = entry.line
      day = Int32(truncatingIfNeeded: entry.day.number)
      kind = UInt8(truncatingIfNeeded: entry.kind.number)
      switch entry.kind {
      case .vacation(let until): detail = until.map { Int32(truncatingIfNeeded: $0.number) } ?? Int32.min
      case .skip: detail = 0
      case .resume: detail = Int32(truncatingIfNeeded: resume)
      }
    }

    /// The entry.
    var entry: PauseEntry {
      let day = Day(number: Int(day))
      switch kind {
      case 1: return PauseEntry(.vacation(until: detail == Int32.min ? nil : Day(number: Int(detail))), day: day, line: line)
      case 2: return PauseEntry(.skip, day: day, line: line)
      default: return PauseEntry(.resume, day: day, line: line)
      }
    }
  }

  /// The habits a directive line applies to (`habits(named:)`), and the same as its meaning
  /// has them when comparing lines (`RepeatedLines`: -1 for every habit, sorted).
  private struct DirectiveHabits {
    var indices: [Int]
    var items: [Int]
  }

  /// A resume line: its day, where it is, whether it names (or applies to) any habit, and
  /// whether it ended a vacation.
  private struct Resume {
    var day: Day
    var range: SourceRange
    var namesHabits: Bool
    var ended = false
  }

  /// Directives of the log `file`, for `habitCount` habits.
  init(file: String, habitCount: Int) {
    self.file = file
    self.habitCount = habitCount
  }

  /// Resolves the directive line `line`, which says `kind` (not completions).
  mutating func resolve(
    _ line: LogLineSyntax, as kind: LogLineSyntax.Kind, reader: inout LogReader, names: inout LogNames,
    diagnostics: inout BoundedDiagnostics
  ) {
    let number = UInt32(truncatingIfNeeded: line.number)
    let entry: PauseEntry
    let named: Range<Int>
    switch kind {
    case .vacation(let range, let until):
      if let until, until < line.day {
        diagnostics.append(
          Diagnostic(
            .vacationEndsBeforeStart(end: until, start: line.day),
            file: file, range: line.untilRange ?? line.lineRange,
            notes: [Diagnostic.Note("a vacation runs from the line's date until the given date, both included")]))
        for name in reader.names[range] {
          if case .habit(let index) = names.target(of: name.spelling, parser: reader.grammar) {
            rejectedLines.append(HabitLine(habit: index, line: number))
          }
        }
        return
      }
      (entry, named) = (PauseEntry(.vacation(until: until), day: line.day, line: number), range)
      if until == nil && range.isEmpty { openVacations.append((line.day, line.lineRange)) }
    case .skip(let range):
      (entry, named) = (PauseEntry(.skip, day: line.day, line: number), range)
    case .resume(let range):
      (entry, named) = (PauseEntry(.resume, day: line.day, line: number), range)
    case .unreadDirective(let problems):
      diagnostics.append(contentsOf: reader.directiveProblems[problems])
      return
    case .completions, .redeem:
      return
    }
    let (indices, items) = habits(reader.names[named], reader: &reader, names: &names, diagnostics: &diagnostics)
    if let items {
      let until: Day? = if case .vacation(let until) = entry.kind { until } else { nil }
      repeatable.add(line: line, kind: entry.kind.number, habits: items, until: until)
    }
    let resume = resumes.count
    if case .resume = entry.kind { resumes.append(Resume(day: line.day, range: line.lineRange, namesHabits: !indices.isEmpty)) }
    for index in indices { pauses.append(HabitPause(habit: index, entry: entry, resume: resume)) }
  }

  /// The habits a directive line naming `names` applies to (all when it names none), and,
  /// when all its names are habits, the same as its meaning has them (`DirectiveHabits.items`;
  /// nil otherwise, when a name is reported, every time it occurs). Found once per directive
  /// body the reader numbered.
  private mutating func habits(
    _ named: ArraySlice<NameSyntax>, reader: inout LogReader, names: inout LogNames, diagnostics: inout BoundedDiagnostics
  ) -> (indices: [Int], items: [Int]?) {
    let directive = reader.parsedDirective
    if directive >= 0 && directive < directiveHabits.count, let known = directiveHabits[directive] {
      return (known.indices, known.items)
    }
    var indices: [Int] = []
    if named.isEmpty {
      indices = Array(names.habits.indices)
    } else {
      for name in named {
        switch names.target(of: name.spelling, parser: reader.grammar) {
        case .habit(let index): indices.append(index)
        case .unknown: names.reportUnknown(name, parser: reader.grammar, to: &diagnostics)
        case .broken, .unresolved: break
        }
      }
      guard indices.count == named.count else { return (indices, nil) }
    }
    var items = named.isEmpty ? [-1] : indices
    if items.count > 1 { items.sort() }
    if directive >= 0 {
      while directiveHabits.count <= directive { directiveHabits.append(nil) }
      directiveHabits[directive] = DirectiveHabits(indices: indices, items: items)
    }
    return (indices, items)
  }

  /// Groups the pause entries by habit, each habit's in file order (a counting sort): the
  /// log is read; `take(habit:)` then gives each habit's.
  mutating func group() {
    var counts = Array(repeating: 0, count: habitCount + 1)
    for pause in pauses { counts[Int(pause.habit) + 1] += 1 }
    for index in 0..<habitCount { counts[index + 1] += counts[index] }
    starts = counts
    guard !pauses.isEmpty else { return }
    var next = counts
    let sorted = [HabitPause](unsafeUninitializedCapacity: pauses.count) { buffer, written in
      for pause in pauses {
        let habit = Int(pause.habit)
        buffer.initializeElement(at: next[habit], to: pause)
        next[habit] += 1
      }
      written = pauses.count
    }
    pauses = sorted
    grouped = sorted.map { $0.entry }
  }

  /// Habit number `habit`'s pause entries, in file order, and its vacation spans, each resume
  /// of it applied in date order (file order within a day): a resume ends, the day before,
  /// the vacations that started before its day and cover it.
  mutating func take(habit: Int) -> (pauses: ArraySlice<PauseEntry>, vacations: [Vacation]) {
    let range = starts[habit]..<starts[habit + 1]
    guard !range.isEmpty else { return ([], []) }
    let entries = grouped[range]
    var vacations: [Vacation] = []
    vacations.reserveCapacity(range.count)
    var resumes = 0
    for entry in entries {
      switch entry.kind {
      case .vacation(let until): vacations.append(Vacation(start: entry.day, end: until))
      case .skip: vacations.append(Vacation(start: entry.day, end: entry.day))
      case .resume: resumes += 1
      }
    }
    guard resumes > 0 else { return (entries, vacations) }
    var resumedVacations = vacations
    var resumed = pauses[range].compactMap { $0.kind == 3 ? Int($0.detail) : nil }
    resumed.sort { (self.resumes[$0].day, $0) < (self.resumes[$1].day, $1) }
    for resume in resumed {
      let day = self.resumes[resume].day
      for v in resumedVacations.indices where resumedVacations[v].start < day && resumedVacations[v].contains(day) {
        resumedVacations[v].end = day - 1
        self.resumes[resume].ended = true
      }
    }
    return (entries, resumedVacations)
  }

  /// Reports, in date order, the resumes that ended no vacation of the habits they name.
  mutating func reportResumes(to diagnostics: inout BoundedDiagnostics) {
    let ordered = resumes.indices.sorted { (resumes[$0].day, $0) < (resumes[$1].day, $1) }
    for index in ordered where !resumes[index].ended && resumes[index].namesHabits {
      diagnostics.append(
        Diagnostic(
          .resumeWithoutVacation(resumes[index].day), file: file,
          range: resumes[index].range,
          notes: [Diagnostic.Note("a resume ends a vacation that started before its date")]))
    }
  }
}

/// A log line naming a habit (by its index).
struct HabitLine {
  var habit: Int32
  var line: UInt32

  init(habit: Int, line: UInt32) {
    self.habit = Int32(truncatingIfNeeded: habit)
    self.line = line
  }
}

extension PauseEntry.Kind {
  /// The kind's number in a line's meaning (`RepeatedLines`): completions are 0.
  var number: Int {
    switch self {
    case .vacation: 1
    case .skip: 2
    case .resume: 3
    }
  }
}
