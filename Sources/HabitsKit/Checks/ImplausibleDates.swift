/// Warns about dates implausibly far from the others, most often a typo in the year
/// (`0026-11-23`, `2016-11-23` among entries of 2026): before 1900, or more than five years
/// before the rest of the habit's entries. Such a date passes every other check, and would
/// stretch streaks, statistics and grids across the years between.
///
/// The rule, per habit: a log date (or `since`) before 1900 is flagged; and when the habit's
/// completions, in date order, have a gap of more than five years with fewer completions before
/// it than after, those before it are flagged. `since` is flagged when it lies more than five
/// years before the habit's first completion that is not flagged. The log lines are found by
/// their date, so a line is reported once however many habits it names.
package enum ImplausibleDates {
  /// The first plausible day: 1900-01-01.
  static let earliest = Day(year: 1900, month: 1, day: 1)!
  /// The widest gap, in days, that is not suspicious: five years.
  static let gap = 5 * 366

  /// The findings over the loaded habits and logs.
  static func check(_ loaded: [LoadedHabit], habitsFile: String, logFile: SourceFile?) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    // The flagged log days, as day numbers: a log begun in the wrong century flags nearly every
    // entry, so they are kept in four bytes each, and each day's habit is found once the days
    // are known (`FlaggedDays`).
    var flagged: [Int32] = []
    // How many of each habit's completions, from its first, are flagged; and the first
    // plausible day they are far from.
    var flaggedPrefix = [Int](repeating: 0, count: loaded.count)
    var firstPlausibleDays = [Day?](repeating: nil, count: loaded.count)
    // Each habit is read in place (`loaded[index].log`): a copy of each loaded habit, or of its
    // declaration and log, retains every part of them (0.1 M instructions of `check` with the
    // decade data set, for three checks).
    for index in loaded.indices {
      // The completions are in date order: a gap with fewer completions before it than after
      // is in the first half, and the dates before 1900 are the first ones: only those are
      // walked (with the vacations' dates tested in place rather than gathered in arrays,
      // this check went from 3.1 M instructions to 0.3 M on `check` with the decade data set).
      let completions = loaded[index].log.completions
      let cut = lastLongGap(in: completions)
      let firstPlausible = cut >= 0 ? completions[cut + 1].day : completions.first { $0.day >= earliest }?.day
      var i = 0
      while i < completions.count && (i <= cut || completions[i].day < earliest) {
        flagged.append(Int32(truncatingIfNeeded: completions[i].day.number))
        i += 1
      }
      flaggedPrefix[index] = i
      firstPlausibleDays[index] = firstPlausible
      for vacation in loaded[index].log.vacations {
        if vacation.start < earliest { flagged.append(Int32(truncatingIfNeeded: vacation.start.number)) }
        if let end = vacation.end, end < earliest { flagged.append(Int32(truncatingIfNeeded: end.number)) }
      }
      if let since = loaded[index].habit.since, let range = loaded[index].habit.sinceRange {
        if since < earliest {
          diagnostics.append(finding(.implausibleBefore1900(since), file: habitsFile, range: range))
        } else if let first = firstPlausible, first - since > gap {
          diagnostics.append(
            finding(
              .implausibleStart(since, years: (first - since + 182) / 365, beforeFirstEntryOf: loaded[index].habit.name, on: first),
              file: habitsFile, range: range))
        }
      }
    }
    guard !flagged.isEmpty, let logFile else { return diagnostics }
    // Sorted by day, one entry per day, found by the lines as the log's dates pass them: a bad log may have
    // thousands of such lines. Each day names the first habit (in file order) that flagged it.
    var days = FlaggedDays(flagged)
    flagged = []
    for index in loaded.indices {
      let completions = loaded[index].log.completions
      for i in 0..<flaggedPrefix[index] { days.claim(completions[i].day, habit: index) }
      for vacation in loaded[index].log.vacations {
        if vacation.start < earliest { days.claim(vacation.start, habit: index) }
        if let end = vacation.end, end < earliest { days.claim(end, habit: index) }
      }
    }
    var walk = FlaggedLines(
      days: days, loaded: loaded, firstPlausibleDays: firstPlausibleDays, logFile: logFile, diagnostics: diagnostics)
    var lines = LineCursor(logFile)
    logFile.bytes.withUnsafeBufferPointer { buffer in
      while let (start, end) = lines.next() { walk.take(line: lines.number, start: start, end: end, in: buffer) }
    }
    walk.closeRun()
    return walk.diagnostics
  }

  /// The walk over the log's lines that finds those on flagged days, appending a finding for
  /// each run of them.
  private struct FlaggedLines {
    var days: FlaggedDays
    let loaded: [LoadedHabit]
    /// Each habit's first plausible day, by index.
    let firstPlausibleDays: [Day?]
    let logFile: SourceFile
    var diagnostics: [Diagnostic]
    /// The open run of consecutive flagged lines: consecutive flagged lines (a log begun in
    /// the wrong century) make one finding, whose note counts the others, so the output stays
    /// short however long the log is.
    var run: (index: Int, count: Int, last: Int)?

    /// Takes line `line`, the bytes of `buffer` (the whole log) from `start` to `end`.
    mutating func take(line: Int, start: Int, end: Int, in buffer: UnsafeBufferPointer<UInt8>) {
      // The cursor starts after a byte order mark, so column 1 is the line's first byte.
      guard end - start >= 10 else { return }
      // A flagged day is found by its text where the line starts; only a line after a
      // flagged one has its date read, to tell whether it ends the run.
      guard let day = days.day(writtenAt: start, in: buffer), let habit = days.habit(on: day) else {
        if run != nil, case .some(.some) = Bytes.isoDate(UnsafeBufferPointer(rebasing: buffer[start..<(start + 10)])) {
          closeRun()
        }
        return
      }
      if let open = run {
        run = (open.index, open.count + 1, line)
        return
      }
      let name = loaded[habit].habit.name
      let others = firstPlausibleDays[habit]
      let message: DiagnosticMessage =
        day < earliest
        ? .implausibleBefore1900(day)
        : .implausibleDate(day, years: ((others ?? day) - day + 182) / 365, beforeOtherEntriesOf: name)
      var diagnostic = finding(message, file: logFile.path, range: SourceRange(line: line, columns: 1..<11))
      if let others {
        diagnostic.notes.insert(Diagnostic.Note("the other entries of '\(name)' start on \(others)"), at: 0)
      }
      run = (diagnostics.count, 1, line)
      diagnostics.append(diagnostic)
    }

    /// Ends the open run, noting how many lines it had after its first.
    mutating func closeRun() {
      guard let open = run else { return }
      if open.count > 1 {
        diagnostics[open.index].notes.append(
          Diagnostic.Note("so are the \(DayText.count(open.count - 1, "dated line")) after it, through line \(open.last)"))
      }
      run = nil
    }
  }

  /// Where the last gap of more than `gap` days in the first half of `completions` (in date
  /// order) starts: the largest `i` with `2 * (i + 1) < completions.count` and
  /// `completions[i + 1].day - completions[i].day > gap`, or -1 when there is none.
  ///
  /// Found from the end of that half backwards, a stretch at a time: when the days from `lo`
  /// to `hi` span at most `gap`, no gap between them exceeds it, so one binary search passes
  /// up to five years of completions. Walking every gap of the first half cost 0.3 M
  /// instructions on `check` with the decade data set (50 habits, 10 years), this 0.01 M.
  static func lastLongGap(in completions: Completions) -> Int {
    // Every gap from `hi` to the end of the half is known to be at most `gap`.
    var hi = max(0, (completions.count - 1) / 2)
    while hi > 0 {
      // The first completion at most `gap` days before completion `hi`.
      var lo = 0
      var upper = hi
      while lo < upper {
        let mid = (lo + upper) / 2
        if completions[hi].day - completions[mid].day > gap { lo = mid + 1 } else { upper = mid }
      }
      if lo == 0 { return -1 }
      if completions[lo].day - completions[lo - 1].day > gap { return lo - 1 }
      hi = lo - 1
    }
    return -1
  }

  /// Whether `check` would flag a log date of `habit`: a completion or a vacation's day
  /// before 1900, or completions before a gap of more than five years. Such findings are
  /// found by their lines in the log; a caller without the log's bytes asks this instead.
  static func flagsLogDates(of habit: LoadedHabit) -> Bool {
    let completions = habit.log.completions
    if let first = completions.first, first.day < earliest { return true }
    if lastLongGap(in: completions) >= 0 { return true }
    return habit.log.vacations.contains { $0.start < earliest || ($0.end.map { $0 < earliest } ?? false) }
  }

  /// The distinct flagged days, in order, each with the first habit that claimed it.
  struct FlaggedDays {
    private var days: [Int32]
    private var habits: [Int32]

    /// The days of `flagged` (day numbers, repeated and in any order), none claimed yet.
    init(_ flagged: [Int32]) {
      var days = flagged
      days.sort()
      var kept = 0
      for index in days.indices where index == 0 || days[index] != days[index - 1] {
        days[kept] = days[index]
        kept += 1
      }
      days.removeSubrange(kept...)
      self.days = days
      habits = [Int32](repeating: -1, count: days.count)
      texts = days.map { day in
        Array(Day(number: Int(day)).description.utf8).withUnsafeBufferPointer { FlaggedDays.key($0, at: 0) }
      }
    }

    /// Each day's text, `YYYY-MM-DD`, as its first eight bytes and last two read big-endian,
    /// in the days' order (which is the texts' order): a log of a million lines is searched
    /// for a few flagged days by comparing numbers, without reading a date a line.
    private var texts: [Key] = []

    private struct Key: Comparable {
      var head: UInt64
      var tail: UInt16

      static func < (a: Key, b: Key) -> Bool { (a.head, a.tail) < (b.head, b.tail) }
    }

    private static func key(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Key {
      let base = UnsafeRawPointer(bytes.baseAddress! + start)
      return Key(
        head: UInt64(bigEndian: base.loadUnaligned(as: UInt64.self)),
        tail: UInt16(bigEndian: base.loadUnaligned(fromByteOffset: 8, as: UInt16.self)))
    }

    /// Where the date looked up last places among `texts`: the first text not before it.
    /// The lines of a log ascend by date, so the next line's date nearly always places there
    /// too, which two compares confirm; only a line that places elsewhere (a new flagged day
    /// reached or passed, a line out of order) is searched for. A binary search a line cost 80
    /// instructions a line of `check` on a log of a million lines (1000 habits) with a few
    /// flagged days.
    private(set) var place = 0
    /// How many binary searches `day(writtenAt:)` made: what the tests hold to the number of
    /// places the log's dates move through.
    private(set) var searches = 0

    /// The ten bytes the last line looked up started with, as they lie in memory, and the
    /// flagged day they spell, if any: a day's lines are written together, so most lines
    /// start as the line before did, and are answered by comparing two words.
    private var lastText: (head: UInt64, tail: UInt16, day: Day?)?

    /// The flagged day written in the ten bytes of `bytes` from `start` (all in `bytes`), if any.
    @inline(__always)
    mutating func day(writtenAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Day? {
      guard !texts.isEmpty else { return nil }
      let raw = UnsafeRawPointer(bytes.baseAddress! + start)
      let head = raw.loadUnaligned(as: UInt64.self)
      let tail = raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self)
      if let last = lastText, last.head == head, last.tail == tail { return last.day }
      let day = placing(FlaggedDays.key(bytes, at: start))
      lastText = (head, tail, day)
      return day
    }

    /// The flagged day whose text is `wanted`, if any, found from `place`.
    private mutating func placing(_ wanted: Key) -> Day? {
      let placed = (place == texts.count || wanted <= texts[place]) && (place == 0 || texts[place - 1] < wanted)
      if !placed {
        searches += 1
        var (low, high) = (0, texts.count)
        while low < high {
          let middle = (low + high) / 2
          if texts[middle] < wanted { low = middle + 1 } else { high = middle }
        }
        place = low
      }
      return place < texts.count && texts[place] == wanted ? Day(number: Int(days[place])) : nil
    }

    private func position(_ day: Day) -> Int? {
      let number = Int32(truncatingIfNeeded: day.number)
      var (low, high) = (0, days.count)
      while low < high {
        let middle = (low + high) / 2
        if days[middle] < number { low = middle + 1 } else { high = middle }
      }
      return low < days.count && days[low] == number ? low : nil
    }

    /// Gives `day` to habit number `habit` unless an earlier habit has it.
    mutating func claim(_ day: Day, habit: Int) {
      if let position = position(day), habits[position] < 0 { habits[position] = Int32(truncatingIfNeeded: habit) }
    }

    /// The habit that flagged `day`, if any did.
    func habit(on day: Day) -> Int? {
      guard let position = position(day), habits[position] >= 0 else { return nil }
      return Int(habits[position])
    }
  }

  /// An implausible date's finding (`message`), with a hint about the year.
  private static func finding(_ message: DiagnosticMessage, file: String, range: SourceRange) -> Diagnostic {
    Diagnostic(
      message, file: file, range: range,
      notes: [Diagnostic.Note("a typo in the year? fix it, or delete the line if it was a mistake")])
  }
}
