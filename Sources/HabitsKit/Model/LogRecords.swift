/// A completion of one habit on one day, as logged.
package struct Completion: Hashable, Sendable {
  /// The day it was done.
  package var day: Day
  /// How many times (the `xN` of the log line; 1 without it).
  package var count: Int

  /// Creates a completion.
  package init(day: Day, count: Int) {
    self.day = day
    self.count = count
  }
}

/// One entry of a log line that completes a habit (`Gym`, `Pushups x3`, `Run 5 km`): its day,
/// its count and the line it is on. A day's completions (`Completion`) add up its entries.
package struct CompletionEntry: Hashable, Sendable {
  /// The line's date.
  package let day: Day
  /// How many times (the `xN`; 1 without it); for an amount, its thousandths of the unit.
  package let count: Int
  /// The log line the entry is on (1-based).
  package let line: UInt32

  /// Creates an entry.
  package init(day: Day, count: Int, line: UInt32) {
    self.day = day
    self.count = count
    self.line = line
  }
}

/// One vacation, skip or resume of a habit as a log line gives it: what it says, its day and
/// its line. A line that names no habit (`vacation`, `resume`) is an entry of every habit.
package struct PauseEntry: Hashable, Sendable {
  /// What the line says.
  package enum Kind: Hashable, Sendable {
    /// A vacation from the line's day, until a day (inclusive) or open-ended.
    case vacation(until: Day?)
    /// One day off.
    case skip
    /// The end of the running vacation, the day before.
    case resume
  }

  /// What the line says.
  package let kind: Kind
  /// The line's date.
  package let day: Day
  /// The log line (1-based).
  package let line: UInt32

  /// Creates an entry.
  package init(_ kind: Kind, day: Day, line: UInt32) {
    self.kind = kind
    self.day = day
    self.line = line
  }
}

/// A span of days when a habit is paused: vacations, skips, until a resume.
package struct Vacation: Hashable, Sendable {
  /// The first day off.
  package var start: Day
  /// The last day off, or nil while it is open-ended (no resume yet).
  package var end: Day?

  /// Creates a vacation.
  package init(start: Day, end: Day?) {
    self.start = start
    self.end = end
  }

  /// Whether `day` is within the vacation (both ends inclusive).
  package func contains(_ day: Day) -> Bool {
    day >= start && (end.map { day <= $0 } ?? true)
  }
}

/// What pauses a day: a skip or a vacation. The log writes a skip as a one-day pause, so a
/// pause of one day is a skip (`2026-11-17 skip Gym`, or a vacation until its own day), a
/// longer or open-ended one a vacation. Reports word them apart ("skipped", "on vacation");
/// the status is `on_vacation` for both. It is read from the spans the log's pause entries
/// make (`HabitLog.vacations`), not from what each line wrote (`PauseEntry.Kind`), so that
/// a day reads the same however its pause was written.
package enum PauseKind: String, Sendable {
  case skip
  case vacation
}

/// What pauses each of days asked about in date order (as `HabitLog.pause(on:)` says), in one
/// walk over the pauses, sorted by start: the latest end of the longer pauses begun so far,
/// and the latest one-day pause begun, answer for any later day. A history of decades asks
/// about every paused day, and asking each pause about each day cost a hundred instructions
/// a day of `habits history` on the decade benchmark.
package struct PauseCursor {
  private let pauses: [Vacation]
  private var begun = 0
  /// The last day covered by the pauses of more than a day begun so far.
  private var vacationThrough: Day?
  /// The latest one-day pause begun so far.
  private var latestSkip: Day?

  /// A walk over `pauses`, sorted by start (as a `HabitLog` keeps them).
  package init(_ pauses: [Vacation]) { self.pauses = pauses }

  /// What pauses `day`; `day` must not be before a day asked about earlier.
  package mutating func pause(on day: Day) -> PauseKind? {
    while begun < pauses.count && pauses[begun].start <= day {
      let pause = pauses[begun]
      if pause.end == pause.start {
        latestSkip = pause.start
      } else {
        let end = pause.end ?? Day.last
        vacationThrough = vacationThrough.map { max($0, end) } ?? end
      }
      begun += 1
    }
    if let through = vacationThrough, day <= through { return .vacation }
    return latestSkip == day ? .skip : nil
  }
}

/// What the log says about one habit: its completions (sorted by day, one per day with counts
/// added) and its vacations, which the engine judges; and the entries they come from, each
/// with its line, which the language server and the reports that point at lines read.
package struct HabitLog: Hashable, Sendable {
  /// One entry per day with a positive count, in date order.
  package var completions: Completions
  /// Vacation spans in the order they start.
  package var vacations: [Vacation]
  /// Every completion entry, in date order (file order within a day), with its line; the
  /// entries of `completions[i]` are `entries(ofCompletion: i)`. Empty for a log that was not
  /// read from a file.
  package var entries: CompletionEntries
  /// Every vacation, skip and resume entry of the habit, in file order (a vacation that ends
  /// before it starts, refused, is not one: its line is in `rejectedLines`): a slice of one
  /// array the logs of a load share.
  package var pauses: ArraySlice<PauseEntry>
  /// The lines that name the habit in an entry that does not count (an amount in another unit,
  /// a vacation that ends before it starts), in file order: the habit is still named there.
  package var rejectedLines: [UInt32]
  /// The notes of the log's lines that name the habit (`EntryNotes`), by line: none until a
  /// report that shows notes reads them (`Journal.withNotes(from:)`). Kept behind one
  /// reference, nil until then, so a log is copied as cheaply as before notes existed.
  package var notes: [UInt32: String] {
    get { noteTable?.notes ?? [:] }
    set { noteTable = newValue.isEmpty ? nil : LineNotes(newValue) }
  }
  private var noteTable: LineNotes?

  /// Creates a log from completions (merged per day and sorted here) and vacations, with no
  /// entries: a log made in code rather than read.
  package init(completions: some Collection<Completion> = [Completion](), vacations: [Vacation] = []) {
    self.completions = Completions(HabitLog.merged(Array(completions)))
    self.vacations = vacations.sorted { $0.start < $1.start }
    entries = CompletionEntries()
    pauses = []
    rejectedLines = []
  }

  /// Creates a log as the loader reads it: completions one per day with a positive count, in
  /// date order, as gathered with their entries (`DayCounts`), which `init` would check again
  /// (0.35 M instructions of 21.8 M on `check` with the decade data set); vacation spans; and
  /// the entries of each kind.
  package init(
    completions: Completions, entries: CompletionEntries, vacations: [Vacation], pauses: ArraySlice<PauseEntry>,
    rejectedLines: [UInt32]
  ) {
    self.completions = completions
    self.entries = entries
    // Most often in order already (a log is written day by day): then kept as it is.
    let inOrder = vacations.indices.dropFirst().allSatisfy { vacations[$0 - 1].start <= vacations[$0].start }
    self.vacations = inOrder ? vacations : vacations.sorted { $0.start < $1.start }
    self.pauses = pauses
    self.rejectedLines = rejectedLines
  }

  /// The entries that make completion number `index` (those of its day).
  package func entries(ofCompletion index: Int) -> Range<Int> { entries.range(onDay: completions[index].day) }

  /// The notes of the habit's entries dated in `range`, by day: a day's notes (its
  /// completions', then its skip's or the vacation's that starts on it) joined with "; " in
  /// log order, each once.
  package func notes(in range: ClosedRange<Day>) -> [Day: String] {
    guard let notes = noteTable?.notes else { return [:] }
    var byDay: [Day: [String]] = [:]
    func add(_ day: Day, _ line: UInt32) {
      guard range.contains(day), let note = notes[line], !(byDay[day]?.contains(note) ?? false) else { return }
      byDay[day, default: []].append(note)
    }
    for entry in entries { add(entry.day, entry.line) }
    for pause in pauses where pause.kind != .resume { add(pause.day, pause.line) }
    return byDay.mapValues { $0.joined(separator: "; ") }
  }

  /// Every line that names the habit or pauses it, in file order, each once.
  package var lines: [UInt32] {
    var lines = entries.lines + pauses.map(\.line) + rejectedLines
    lines.sort()
    var unique: [UInt32] = []
    unique.reserveCapacity(lines.count)
    for line in lines where unique.last != line { unique.append(line) }
    return unique
  }

  /// Completions sorted by day, with counts on the same day added and zero counts dropped.
  ///
  /// Logs are appended to in date order, except for lines backfilled later: the completions
  /// that keep the order are kept as they come, only the others are sorted, and the two runs
  /// are merged.
  private static func merged(_ completions: [Completion]) -> [Completion] {
    var isMerged = true
    for i in completions.indices where completions[i].count <= 0 || (i > 0 && completions[i - 1].day >= completions[i].day) {
      isMerged = false
      break
    }
    if isMerged { return completions }
    var inOrder: [Completion] = []
    inOrder.reserveCapacity(completions.count)
    var others: [Completion] = []
    for completion in completions where completion.count > 0 {
      if let last = inOrder.last, completion.day < last.day {
        others.append(completion)
      } else {
        inOrder.append(completion)
      }
    }
    others.sort { $0.day < $1.day }
    var result: [Completion] = []
    result.reserveCapacity(inOrder.count + others.count)
    var i = 0
    var j = 0
    while i < inOrder.count || j < others.count {
      let completion: Completion
      if j == others.count || (i < inOrder.count && inOrder[i].day <= others[j].day) {
        completion = inOrder[i]
        i += 1
      } else {
        completion = others[j]
        j += 1
      }
      if let last = result.last, last.day == completion.day {
        let (sum, overflow) = last.count.addingReportingOverflow(completion.count)
        result[result.count - 1].count = overflow ? Int.max : sum
      } else {
        result.append(completion)
      }
    }
    return result
  }

  /// The first day with a completion, if any.
  package var firstCompletionDay: Day? { completions.first?.day }

  /// What pauses `day`: a vacation when a pause longer than the day (or open-ended) covers it,
  /// else a skip when one covers it; nil when none does.
  package func pause(on day: Day) -> PauseKind? {
    var kind: PauseKind?
    for vacation in vacations where vacation.contains(day) {
      if vacation.end != vacation.start { return .vacation }
      kind = .skip
    }
    return kind
  }
}

/// The notes of a habit's log lines, by line, shared by the log's copies.
final class LineNotes: Hashable, Sendable {
  let notes: [UInt32: String]

  init(_ notes: [UInt32: String]) { self.notes = notes }

  static func == (a: LineNotes, b: LineNotes) -> Bool { a.notes == b.notes }

  func hash(into hasher: inout Hasher) { hasher.combine(notes) }
}
