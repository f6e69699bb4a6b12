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

  private var indexByKey: [String: Int] = [:]
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
    for (index, habit) in habits.enumerated() { indexByKey[habit.key] = index }
  }

  /// Whether `key` names a habit of the file (including one whose line has an error).
  func isHabitKey(_ key: String) -> Bool { indexByKey[key] != nil || broken[key] != nil }

  /// The per-habit logs, at the habits' indices.
  mutating func resolve(_ syntax: LogFileSyntax) -> [HabitLog] {
    spellings = syntax.spellings
    habitOfSpelling = Array(repeating: LogResolver.unresolved, count: spellings.count)
    var completions = Array(repeating: [Completion](), count: habits.count)
    var vacations = Array(repeating: [Vacation](), count: habits.count)
    var resumes: [(day: Day, habits: [Int], line: LogLineSyntax)] = []
    var firstLineByFingerprint: [Fingerprint: SourceRange] = [:]
    for line in syntax.lines {
      switch line.kind {
      case .completions(let entries):
        var indices: [Int] = []
        indices.reserveCapacity(entries.count)
        for entry in entries {
          guard let index = habitIndex(entry.name) else { continue }
          indices.append(index)
          completions[index].append(Completion(day: line.day, count: entry.count))
          if let since = habits[index].since, line.day < since {
            diagnostics.append(
              Diagnostic(
                .beforeStart, "'\(habits[index].name)' is logged on \(line.day), before it starts on \(since)",
                file: file, range: entry.name.range,
                notes: [Diagnostic.Note("the habit starts here", file: LogResolver.habitsFileMarker, range: habits[index].sinceRange ?? habits[index].origin)]))
          }
        }
        // Logging a "3 times" habit after each set repeats the line on purpose; a repeat is
        // only suspicious for habits done once a day.
        if indices.count == entries.count && indices.allSatisfy({ habits[$0].goal == 1 }) {
          let items = zip(indices, entries).map { $0 * 1_000_003 + $1.count }
          checkDuplicate(line, Fingerprint(day: line.day.number, kind: 0, items: items.sorted()), seen: &firstLineByFingerprint)
        }
        if line.day > today && !indices.isEmpty {
          diagnostics.append(
            Diagnostic(
              .futureDate, "\(line.day) is after today (\(today))", file: file, range: line.dateRange,
              notes: [Diagnostic.Note("reports count it anyway; check the date, or --today")]))
        }
      case .vacation(let names, let until, let untilRange):
        if let until, until < line.day {
          diagnostics.append(
            Diagnostic(
              .vacationEndsBeforeStart, "the vacation ends on \(until), before it starts on \(line.day)",
              file: file, range: untilRange ?? line.lineRange,
              notes: [Diagnostic.Note("a vacation runs from the line's date until the given date, both included")]))
          continue
        }
        let (indices, complete) = targets(names)
        if complete {
          checkDuplicate(
            line, Fingerprint(day: line.day.number, kind: 1, items: names.isEmpty ? [-1] : indices.sorted(), until: until?.number),
            seen: &firstLineByFingerprint)
        }
        for index in indices { vacations[index].append(Vacation(start: line.day, end: until)) }
      case .skip(let names):
        let (indices, complete) = targets(names)
        if complete {
          checkDuplicate(line, Fingerprint(day: line.day.number, kind: 2, items: indices.sorted()), seen: &firstLineByFingerprint)
        }
        for index in indices { vacations[index].append(Vacation(start: line.day, end: line.day)) }
      case .resume(let names):
        let (indices, complete) = targets(names)
        if complete {
          checkDuplicate(
            line, Fingerprint(day: line.day.number, kind: 3, items: names.isEmpty ? [-1] : indices.sorted()),
            seen: &firstLineByFingerprint)
        }
        resumes.append((line.day, indices, line))
      }
    }
    applyResumes(resumes, to: &vacations)
    let logs = (0..<habits.count).map { index in
      HabitLog(completions: completions[index], vacations: vacations[index])
    }
    reportCompletionsAfterEnd(syntax, logs: logs)
    return logs
  }

  /// What makes two log lines say the same thing: the day, the kind of line, and its habits
  /// (with counts for completions), in a canonical order.
  private struct Fingerprint: Hashable {
    var day: Int
    var kind: Int
    var items: [Int]
    var until: Int?
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
      guard case .completions(let entries) = line.kind else { continue }
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
    _ resumes: [(day: Day, habits: [Int], line: LogLineSyntax)], to vacations: inout [[Vacation]]
  ) {
    let ordered = resumes.enumerated().sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }
    for (_, resume) in ordered {
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
  private mutating func targets(_ names: [NameSyntax]) -> (indices: [Int], complete: Bool) {
    if names.isEmpty { return (Array(habits.indices), true) }
    let indices = names.compactMap { habitIndex($0) }
    return (indices, indices.count == names.count)
  }

  /// The index of the habit `name` refers to; reports unknown names (every time they occur).
  private mutating func habitIndex(_ name: NameSyntax) -> Int? {
    var target = habitOfSpelling[name.spelling]
    if target == LogResolver.unresolved {
      let key = Habit.key(for: spellings[name.spelling])
      target = indexByKey[key] ?? (broken[key] == nil ? LogResolver.unknownHabit : LogResolver.brokenHabit)
      habitOfSpelling[name.spelling] = target
    }
    if target >= 0 { return target }
    if target == LogResolver.unknownHabit { reportUnknown(name) }
    return nil
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

  /// Warns when a line says exactly what an earlier line said (a merge or paste gone twice).
  private mutating func checkDuplicate(_ line: LogLineSyntax, _ fingerprint: Fingerprint, seen: inout [Fingerprint: SourceRange]) {
    if let first = seen[fingerprint] {
      diagnostics.append(
        Diagnostic(
          .duplicateEntry, "this line repeats line \(first.start.line)", file: file, range: line.lineRange,
          notes: [
            Diagnostic.Note("first logged here", file: file, range: first),
            Diagnostic.Note("both count: the same habit on the same day adds up; delete one if it was a mistake"),
          ]))
    } else {
      seen[fingerprint] = line.lineRange
    }
  }
}
