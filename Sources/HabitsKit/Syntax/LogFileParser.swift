/// Parses the log: one dated line per entry (grammar.md, `log-line`).
///
/// ```
/// 2026-11-20 Gym, Read              completions
/// 2026-11-21 Pushups x2             a count
/// 2026-12-20 vacation until 2027-01-02
/// 2026-12-20 vacation Gym, Swim until 2026-12-27
/// 2027-02-01 vacation               open-ended, until a resume
/// 2027-02-10 resume
/// 2026-12-24 skip Gym
/// ```
/// A line starting with `vacation`, `skip` or `resume` is a completion line instead when all it
/// names are habits, so a habit may be called "Skip rope". The parser works on bytes: the log
/// grows for years and is read in full on every run.
package struct LogFileParser {
  let file: SourceFile
  private let isHabitKey: (String) -> Bool
  /// The names seen so far, by their bytes.
  var spellings = SpellingTable()
  /// The completions read so far (`LogFileSyntax.entries`).
  var entries: [LogEntrySyntax] = []
  /// The names after keywords read so far (`LogFileSyntax.names`).
  var names: [NameSyntax] = []
  /// Whether plain completion lines take the one-pass path (tests turn it off to compare).
  var takesPlainPath = true
  /// Whether each spelling (by number) names a habit, once asked: lines that start with a
  /// keyword ask it of every name on them.
  private var spellingIsHabit: [Bool?] = []

  /// Creates a parser; `isHabitKey` says whether a `Habit.key(for:)` names a habit.
  package init(file: SourceFile, isHabitKey: @escaping (String) -> Bool) {
    self.file = file
    self.isHabitKey = isHabitKey
  }

  /// Parses every line.
  package func parse() -> LogFileSyntax {
    var parser = self
    return parser.parseLines()
  }

  private mutating func parseLines() -> LogFileSyntax {
    var syntax = LogFileSyntax()
    syntax.lines.reserveCapacity(file.lineCount)
    // Every entry but a line's first follows a comma: room for all of them at once, so the
    // array is not copied as it grows (for megabytes of log, each copy is fresh pages).
    entries.reserveCapacity(LogFileParser.commas(in: file.bytes) + file.lineCount)
    for number in 1...max(1, file.lineCount) where number <= file.lineCount {
      guard let line = SourceLine.scan(file, line: number, diagnostics: &syntax.diagnostics),
        !line.isBlank
      else { continue }
      if let parsed = parseLine(line, diagnostics: &syntax.diagnostics) {
        syntax.lines.append(parsed)
      }
    }
    syntax.entries = entries
    syntax.names = names
    syntax.spellings = spellings.strings
    syntax.spellingUses = spellings.uses
    return syntax
  }

  /// `log-line = date ( completions | vacation | skip | resume )`.
  private mutating func parseLine(_ line: SourceLine, diagnostics: inout [Diagnostic]) -> LogLineSyntax? {
    let content = line.content
    let start = content.startIndex
    // The date: exactly ten bytes, then whitespace or the end.
    var dateEnd = start
    while dateEnd < content.endIndex && Bytes.whitespaceLength(line.bytes, at: dateEnd) == 0 { dateEnd += 1 }
    let dateRange = line.range(start..<dateEnd)
    let day: Day
    switch Bytes.isoDate(content[start..<dateEnd]) {
    case .some(.some(let d)):
      day = d
    case .some(.none):
      let text = String(decoding: content[start..<dateEnd], as: UTF8.self)
      diagnostics.append(Diagnostic(.invalidDate, DateSyntax.nonexistentDateMessage(text), file: file.path, range: dateRange))
      return nil
    case .none:
      diagnostics.append(unexpectedStart(line, dateEnd: dateEnd))
      return nil
    }
    var rest = dateEnd
    while rest < content.endIndex {
      let w = Bytes.whitespaceLength(line.bytes, at: rest)
      if w == 0 { break }
      rest += w
    }
    guard rest < content.endIndex else {
      diagnostics.append(
        Diagnostic(
          .syntax, "expected a habit name, 'vacation', 'skip' or 'resume' after the date", file: file.path,
          range: line.range(dateEnd..<dateEnd),
          notes: [Diagnostic.Note("for example '\(day) Gym' or '\(day) vacation until ...'")]))
      return nil
    }
    let kind = parseBody(line, from: rest, day: day, diagnostics: &diagnostics)
    let columns = line.column(line.contentStart)..<line.column(line.contentEnd)
    return kind.map { LogLineSyntax(day: day, kind: $0, line: line.number, contentColumns: columns) }
  }

  /// The text after the date: a directive (`vacation`, `skip`, `resume`) or completions.
  private mutating func parseBody(
    _ line: SourceLine, from start: Int, day: Day, diagnostics: inout [Diagnostic]
  ) -> LogLineSyntax.Kind? {
    let end = line.contentEnd
    var wordEnd = start
    while wordEnd < end && Bytes.whitespaceLength(line.bytes, at: wordEnd) == 0 && line.bytes[wordEnd] != 0x2C {
      wordEnd += 1
    }
    guard let keyword = keyword(line, start..<wordEnd) else {
      return parseCompletions(line, from: start, diagnostics: &diagnostics)
    }
    // "Skip rope" and the like: a line whose entries are all habit names is a completion line.
    var trial: [Diagnostic] = []
    if let kind = parseCompletions(line, from: start, diagnostics: &trial), trial.isEmpty,
      case .completions(let range) = kind
    {
      var allHabits = true
      for entry in entries[range] where !isHabit(entry.name.spelling) {
        allHabits = false
        break
      }
      if allHabits { return kind }
      for entry in entries[range] { spellings.unuse(entry.name.spelling) }
      entries.removeSubrange(range)
    }
    var namesStart = wordEnd
    while namesStart < end {
      let w = Bytes.whitespaceLength(line.bytes, at: namesStart)
      if w == 0 { break }
      namesStart += w
    }
    let keywordRange = line.range(start..<wordEnd)
    switch keyword {
    case "vacation":
      return parseVacation(line, names: namesStart, keywordRange: keywordRange, diagnostics: &diagnostics)
    case "skip":
      guard let names = parseNames(line, namesStart..<end, diagnostics: &diagnostics) else { return nil }
      guard !names.isEmpty else {
        diagnostics.append(
          Diagnostic(
            .syntax, "expected the habits to skip after 'skip'", file: file.path,
            range: line.range(wordEnd..<wordEnd),
            notes: [Diagnostic.Note("for example '\(String(decoding: line.bytes[line.contentStart..<(line.contentStart + 10)], as: UTF8.self)) skip Gym'; a day off for every habit is a one-day vacation")]))
        return nil
      }
      return .skip(names)
    default:
      guard let names = parseNames(line, namesStart..<end, diagnostics: &diagnostics) else { return nil }
      return .resume(names)
    }
  }

  /// `vacation = "vacation" [ names ] [ "until" date ]`.
  private mutating func parseVacation(
    _ line: SourceLine, names start: Int, keywordRange: SourceRange, diagnostics: inout [Diagnostic]
  ) -> LogLineSyntax.Kind? {
    let end = line.contentEnd
    // Find a final "until DATE": the last word must be the date, the one before it "until".
    var until: Day?
    var namesEnd = end
    let words = wordRanges(line, start..<end)
    if let last = words.last, let untilIndex = words.lastIndex(where: { isWord(line, $0, "until") }) {
      guard untilIndex == words.count - 2 else {
        let found = untilIndex == words.count - 1 ? "the end of the line" : "'\(String(decoding: line.bytes[words[untilIndex + 1]], as: UTF8.self))'"
        let range = untilIndex == words.count - 1 ? line.range(end..<end) : line.range(words[untilIndex + 1])
        diagnostics.append(
          Diagnostic(.syntax, "expected a date YYYY-MM-DD after 'until', found \(found)", file: file.path, range: range))
        return nil
      }
      switch Bytes.isoDate(line.bytes[last]) {
      case .some(.some(let day)):
        until = day
      case .some(.none):
        let text = String(decoding: line.bytes[last], as: UTF8.self)
        diagnostics.append(Diagnostic(.invalidDate, DateSyntax.nonexistentDateMessage(text), file: file.path, range: line.range(last)))
        return nil
      case .none:
        let text = String(decoding: line.bytes[last], as: UTF8.self)
        diagnostics.append(
          Diagnostic(.invalidDate, "expected a date YYYY-MM-DD after 'until', found '\(text)'", file: file.path, range: line.range(last)))
        return nil
      }
      namesEnd = words[untilIndex].lowerBound
    }
    guard let names = parseNames(line, start..<namesEnd, diagnostics: &diagnostics) else { return nil }
    return .vacation(names: names, until: until)
  }

  /// The whitespace-separated words of `range`, as byte ranges.
  private func wordRanges(_ line: SourceLine, _ range: Range<Int>) -> [Range<Int>] {
    var words: [Range<Int>] = []
    var index = range.lowerBound
    while index < range.upperBound {
      let w = Bytes.whitespaceLength(line.bytes, at: index)
      if w > 0 {
        index += w
        continue
      }
      let start = index
      while index < range.upperBound && Bytes.whitespaceLength(line.bytes, at: index) == 0 { index += 1 }
      words.append(start..<index)
    }
    return words
  }

  /// The number of commas in `bytes`, counted eight bytes at a time.
  private static func commas(in bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      var count = 0
      var index = 0
      while index + 8 <= buffer.count {
        let word = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
        count += WordBytes.count(of: 0x2C, in: word)
        index += 8
      }
      for i in index..<buffer.count where buffer[i] == 0x2C { count += 1 }
      return count
    }
  }

  /// Whether spelling number `spelling` names a habit.
  private mutating func isHabit(_ spelling: Int) -> Bool {
    while spellingIsHabit.count <= spelling { spellingIsHabit.append(nil) }
    if let known = spellingIsHabit[spelling] { return known }
    let answer = isHabitKey(Habit.key(for: spellings.strings[spelling]))
    spellingIsHabit[spelling] = answer
    return answer
  }

  /// The directive `range` spells (`vacation`, `skip`, `resume`, in any case), if any.
  private func keyword(_ line: SourceLine, _ range: Range<Int>) -> String? {
    // Nearly every line starts with a habit name: look at the first letter before comparing.
    switch line.bytes[range.lowerBound] | 0x20 {
    case 0x76: return isWord(line, range, "vacation") ? "vacation" : nil
    case 0x73: return isWord(line, range, "skip") ? "skip" : nil
    case 0x72: return isWord(line, range, "resume") ? "resume" : nil
    default: return nil
    }
  }

  /// Whether `range` spells the lower-case ASCII `word`, in any case.
  private func isWord(_ line: SourceLine, _ range: Range<Int>, _ word: StaticString) -> Bool {
    guard range.count == word.utf8CodeUnitCount else { return false }
    var index = range.lowerBound
    for byte in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
      if line.bytes[index] | 0x20 != byte { return false }
      index += 1
    }
    return true
  }

  /// The diagnostic for a line that does not start with a date.
  private func unexpectedStart(_ line: SourceLine, dateEnd: Int) -> Diagnostic {
    let first = line.content[line.contentStart..<dateEnd]
    let text = String(decoding: first, as: UTF8.self)
    let looksLikeDate = first.first.map(Bytes.isDigit) == true && first.contains(0x2D)
    if looksLikeDate {
      return Diagnostic(
        .invalidDate, "expected a date YYYY-MM-DD, found '\(text)'", file: file.path,
        range: line.range(line.contentStart..<dateEnd),
        notes: [Diagnostic.Note("dates have four-digit years and two-digit months and days, as in 2026-01-05")])
    }
    var notes = [Diagnostic.Note("log lines start with a date, as in '2026-11-20 Gym'")]
    if line.content.contains(0x3A) {
      notes.append(Diagnostic.Note("this looks like a habit line; habits go in the habits file"))
    }
    return Diagnostic(
      .syntax, "expected a date YYYY-MM-DD at the start of the line", file: file.path,
      range: line.range(line.contentStart..<dateEnd), notes: notes)
  }
}
