/// Resolves the log's lines against the habits: names to habits, completions per habit,
/// vacations, skips and resumes into per-habit vacation spans, with the log's semantic
/// diagnostics (unknown habits, future dates, entries outside a habit's life, duplicates,
/// vacations that end before they start, resumes with nothing to end).
struct LogResolver {
  let file: String
  let habits: [Habit]
  /// Habits whose line had an error, name by key: known, but not in `habits`.
  let broken: [String: String]
  let today: Day
  var diagnostics: [Diagnostic] = []

  /// Each habit's index by its key, looked up once per distinct spelling.
  private var habitByKey = KeyIndex()
  /// Each habit's `since` as a day number (`Int.min` without one), and whether its goal is 1.
  private var startByHabit: [Int] = []
  private var onceADayByHabit: [Bool] = []
  /// The log's spellings of names (`LogFileSyntax.spellings`).
  private var spellings: [String] = []
  /// What each spelling names, by spelling number, looked up on first use: a decade of lines
  /// costs one key per distinct spelling, then an array index per name.
  private var habitOfSpelling: [Int] = []
  private static let unresolved = -3
  private static let brokenHabit = -2
  private static let unknownHabit = -1

  init(file: String, habits: [Habit], broken: [String: String], today: Day) {
    self.file = file
    self.habits = habits
    self.broken = broken
    self.today = today
    for index in habits.indices { habitByKey.insert(habits[index].key, index: index) }
    startByHabit = habits.map { $0.since?.number ?? Int.min }
    onceADayByHabit = habits.map { $0.goal == 1 }
  }

  /// Whether `key` names a habit of the file (including one whose line has an error).
  func isHabitKey(_ key: String) -> Bool { habitByKey.index(of: key) != nil || broken[key] != nil }

  /// The per-habit logs, at the habits' indices.
  mutating func resolve(_ syntax: LogFileSyntax) -> [HabitLog] {
    spellings = syntax.spellings
    habitOfSpelling = Array(repeating: LogResolver.unresolved, count: spellings.count)
    var completions = reservedCompletions(syntax)
    var vacations = Array(repeating: [Vacation](), count: habits.count)
    var resumes: [Resume] = []
    var repeated = RepeatedLines()
    // In date order (file order within a day), so each habit's completions come sorted and
    // merged, and need no second copy to sort.
    let order = LogResolver.dateOrder(syntax.lines)
    for position in syntax.lines.indices {
      let lineIndex = order.isEmpty ? position : order[position]
      let line = syntax.lines[lineIndex]
      switch line.kind {
      case .completions(let range):
        let entries = syntax.entries[range]
        let (resolved, onceADay) = add(entries, on: line.day, to: &completions)
        // Logging a "3 times" habit after each set repeats the line on purpose; a repeat is
        // only suspicious for habits done once a day.
        if resolved == entries.count && onceADay {
          repeated.add(line: lineIndex, day: line.day)
        }
        if line.day > today && resolved > 0 {
          diagnostics.append(
            Diagnostic(
              .futureDate, "\(line.day) is after today (\(today))", file: file, range: line.dateRange,
              notes: [Diagnostic.Note("reports count it anyway; check the date, or --today")]))
        }
      case .vacation(let range, let until):
        let names = syntax.names[range]
        if let until, until < line.day {
          diagnostics.append(
            Diagnostic(
              .vacationEndsBeforeStart, "the vacation ends on \(until), before it starts on \(line.day)",
              file: file, range: line.untilRange ?? line.lineRange,
              notes: [Diagnostic.Note("a vacation runs from the line's date until the given date, both included")]))
          continue
        }
        let (indices, complete) = targets(names)
        if complete { repeated.add(line: lineIndex, day: line.day) }
        for index in indices { vacations[index].append(Vacation(start: line.day, end: until)) }
      case .skip(let range):
        let (indices, complete) = targets(syntax.names[range])
        if complete { repeated.add(line: lineIndex, day: line.day) }
        for index in indices { vacations[index].append(Vacation(start: line.day, end: line.day)) }
      case .resume(let range):
        let (indices, complete) = targets(syntax.names[range])
        if complete { repeated.add(line: lineIndex, day: line.day) }
        resumes.append(Resume(day: line.day, habits: indices, line: line))
      }
    }
    reportRepeats(repeated, in: syntax)
    applyResumes(resumes, to: &vacations)
    let logs = (0..<habits.count).map { index in
      HabitLog(completions: completions[index], vacations: vacations[index])
    }
    reportCompletionsAfterEnd(syntax, logs: logs)
    return logs
  }

  /// Adds a line's completions to the habits' completions, reporting unknown names and days
  /// before a habit's start. Returns how many names resolved, and whether all of those are
  /// habits done once a day. This runs for every entry of the log: the habits' starts and
  /// goals are looked up in arrays, the completions through one buffer.
  private mutating func add(
    _ entries: ArraySlice<LogEntrySyntax>, on day: Day, to completions: inout [[Completion]]
  ) -> (resolved: Int, onceADay: Bool) {
    var resolved = 0
    var onceADay = true
    completions.withUnsafeMutableBufferPointer { perHabit in
      for entry in entries {
        let index = target(of: entry.name.spelling)
        guard index >= 0 else {
          if index == LogResolver.unknownHabit { reportUnknown(entry.name) }
          continue
        }
        resolved += 1
        onceADay = onceADay && onceADayByHabit[index]
        LogResolver.add(Completion(day: day, count: entry.count), to: &perHabit[index])
        if day.number < startByHabit[index], let since = habits[index].since {
          diagnostics.append(
            Diagnostic(
              .beforeStart, "'\(habits[index].name)' is logged on \(day), before it starts on \(since)",
              file: file, range: entry.name.range,
              notes: [Diagnostic.Note("the habit starts here", file: LogResolver.habitsFileMarker, range: habits[index].sinceRange ?? habits[index].origin)]))
        }
      }
    }
    return (resolved, onceADay)
  }

  /// The indices of `lines` in date order, file order within a day; empty when that is the
  /// file's order already (a log appended to day by day).
  private static func dateOrder(_ lines: [LogLineSyntax]) -> [Int] {
    let days = lines.map(\.day.number)
    var inOrder = true
    for i in days.indices.dropFirst() where days[i - 1] > days[i] {
      inOrder = false
      break
    }
    if inOrder { return [] }
    return days.indices.sorted { days[$0] != days[$1] ? days[$0] < days[$1] : $0 < $1 }
  }

  /// Appends a completion to a habit's completions, which come in date order: one on the
  /// same day as the last adds its count (saturating, as `HabitLog` does).
  private static func add(_ completion: Completion, to completions: inout [Completion]) {
    if let last = completions.last, last.day == completion.day {
      let (sum, overflow) = last.count.addingReportingOverflow(completion.count)
      completions[completions.count - 1].count = overflow ? Int.max : sum
    } else {
      completions.append(completion)
    }
  }

  /// An empty array of completions per habit, each with room for the habit's entries (a few
  /// more when its names also follow `skip` or `vacation`).
  private mutating func reservedCompletions(_ syntax: LogFileSyntax) -> [[Completion]] {
    var counts = Array(repeating: 0, count: habits.count)
    for (spelling, uses) in syntax.spellingUses.enumerated() where uses > 0 {
      let target = self.target(of: spelling)
      if target >= 0 { counts[target] += uses }
    }
    return counts.map { count in
      var completions: [Completion] = []
      completions.reserveCapacity(count)
      return completions
    }
  }

  /// A resume line: its day and the habits it ends vacations of.
  private struct Resume {
    var day: Day
    var habits: [Int]
    var line: LogLineSyntax
  }

  /// Warns about completions after a habit's end (its `until` or its last occurrence). Only
  /// habits that end are looked at, in a second pass over the lines, so a log of habits
  /// without ends pays nothing.
  private mutating func reportCompletionsAfterEnd(_ syntax: LogFileSyntax, logs: [HabitLog]) {
    var ends: [Int: Day] = [:]
    for (index, habit) in habits.enumerated() where habit.until != nil || habit.occurrences != nil {
      guard let start = habit.since ?? logs[index].firstCompletionDay else { continue }
      if let end = HabitCalendar(habit: habit, start: start).end, let last = logs[index].completions.last, last.day > end {
        ends[index] = end
      }
    }
    guard !ends.isEmpty else { return }
    for line in syntax.lines {
      guard case .completions(let range) = line.kind else { continue }
      let entries = syntax.entries[range]
      for entry in entries {
        let index = habitOfSpelling[entry.name.spelling]
        guard index >= 0, let end = ends[index], line.day > end else { continue }
        diagnostics.append(
          Diagnostic(
            .afterEnd, "'\(habits[index].name)' is logged on \(line.day), after it ended on \(end)",
            file: file, range: entry.name.range,
            notes: [Diagnostic.Note("the habit ends here", file: LogResolver.habitsFileMarker, range: habits[index].endRange ?? habits[index].origin)]))
      }
    }
  }

  /// The placeholder file name that `Loader` replaces with the habits file's path (the log
  /// resolver points notes at habit lines).
  static let habitsFileMarker = "\u{0}habits-file"

  /// Each resume, in date order, ends the vacations of its habits that cover its day: they
  /// end the day before. A resume that ends nothing is reported.
  private mutating func applyResumes(
    _ resumes: [Resume], to vacations: inout [[Vacation]]
  ) {
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
            .resumeWithoutVacation, "nothing to resume on \(resume.day): no vacation is running", file: file,
            range: resume.line.lineRange,
            notes: [Diagnostic.Note("a resume ends a vacation that started before its date")]))
      }
    }
  }

  /// The habits a vacation, skip or resume applies to: the named ones, or all when none is
  /// named; `complete` is false when a name is unknown.
  private mutating func targets(_ names: ArraySlice<NameSyntax>) -> (indices: [Int], complete: Bool) {
    if names.isEmpty { return (Array(habits.indices), true) }
    let indices = names.compactMap { habitIndex($0) }
    return (indices, indices.count == names.count)
  }

  /// The index of the habit `name` refers to; reports unknown names (every time they occur).
  private mutating func habitIndex(_ name: NameSyntax) -> Int? {
    let target = target(of: name.spelling)
    if target >= 0 { return target }
    if target == LogResolver.unknownHabit { reportUnknown(name) }
    return nil
  }

  /// What spelling number `spelling` names: a habit's index, or `unknownHabit`, or
  /// `brokenHabit`; looked up once per spelling.
  private mutating func target(of spelling: Int) -> Int {
    var target = habitOfSpelling[spelling]
    if target == LogResolver.unresolved {
      let key = Habit.key(for: spellings[spelling])
      target = habitByKey.index(of: key) ?? (broken[key] == nil ? LogResolver.unknownHabit : LogResolver.brokenHabit)
      habitOfSpelling[spelling] = target
    }
    return target
  }

  private mutating func reportUnknown(_ name: NameSyntax) {
    let text = spellings[name.spelling]
    var notes: [Diagnostic.Note] = []
    if let suggestion = Suggestions.closest(to: text, in: habits.map(\.name) + broken.values.sorted()) {
      notes.append(Diagnostic.Note("did you mean '\(suggestion)'?"))
    } else if habits.isEmpty && broken.isEmpty {
      notes.append(Diagnostic.Note("the habits file defines no habits"))
    } else {
      notes.append(Diagnostic.Note("add it to the habits file, or check its spelling"))
    }
    diagnostics.append(
      Diagnostic(.unknownHabit, "unknown habit '\(text)'", file: file, range: name.range, notes: notes))
  }

  /// Warns about each line that says exactly what an earlier line said (both count).
  private mutating func reportRepeats(_ repeated: RepeatedLines, in syntax: LogFileSyntax) {
    // The fingerprints need only the habit of each spelling: a closure calling a method of
    // the resolver copied the whole resolver for every line fingerprinted.
    let habitOfSpelling = self.habitOfSpelling
    let repeats = repeated.repeats {
      LogResolver.fingerprint(syntax.lines[$0], in: syntax, habitOfSpelling: habitOfSpelling)
    }
    for (index, firstIndex) in repeats {
      let first = syntax.lines[firstIndex].lineRange
      diagnostics.append(
        Diagnostic(
          .duplicateEntry, "this line repeats line \(first.start.line)", file: file,
          range: syntax.lines[index].lineRange,
          notes: [
            Diagnostic.Note("first logged here", file: file, range: first),
            Diagnostic.Note("both count: the same habit on the same day adds up; delete one if it was a mistake"),
          ]))
    }
  }

  /// The fingerprint of a line whose names are all known: its habits (with counts for
  /// completions) sorted, or -1 for "every habit".
  private static func fingerprint(
    _ line: LogLineSyntax, in syntax: LogFileSyntax, habitOfSpelling: [Int]
  ) -> RepeatedLines.Fingerprint {
    func indices(_ range: Range<Int>) -> [Int] { syntax.names[range].map { habitOfSpelling[$0.spelling] }.sorted() }
    let day = line.day.number
    switch line.kind {
    case .completions(let range):
      let items = syntax.entries[range].map { habitOfSpelling[$0.name.spelling] * 1_000_003 + $0.count }
      return .init(day: day, kind: 0, items: items.sorted())
    case .vacation(let names, let until):
      return .init(day: day, kind: 1, items: names.isEmpty ? [-1] : indices(names), until: until?.number)
    case .skip(let names):
      return .init(day: day, kind: 2, items: indices(names))
    case .resume(let names):
      return .init(day: day, kind: 3, items: names.isEmpty ? [-1] : indices(names))
    }
  }
}
