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
  private let file: SourceFile
  private let isHabitKey: (String) -> Bool

  /// Creates a parser; `isHabitKey` says whether a `Habit.key(for:)` names a habit.
  package init(file: SourceFile, isHabitKey: @escaping (String) -> Bool) {
    self.file = file
    self.isHabitKey = isHabitKey
  }

  /// Parses every line.
  package func parse() -> LogFileSyntax {
    var syntax = LogFileSyntax()
    syntax.lines.reserveCapacity(file.lineCount)
    for number in 1...max(1, file.lineCount) where number <= file.lineCount {
      guard let line = SourceLine.scan(file, line: number, diagnostics: &syntax.diagnostics),
        !line.isBlank
      else { continue }
      if let parsed = parseLine(line, diagnostics: &syntax.diagnostics) {
        syntax.lines.append(parsed)
      }
    }
    return syntax
  }

  /// `log-line = date ( completions | vacation | skip | resume )`.
  private func parseLine(_ line: SourceLine, diagnostics: inout [Diagnostic]) -> LogLineSyntax? {
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
    let lineRange = line.range(line.contentStart..<line.contentEnd)
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
    return kind.map { LogLineSyntax(day: day, dateRange: dateRange, kind: $0, lineRange: lineRange) }
  }

  /// The text after the date: a directive (`vacation`, `skip`, `resume`) or completions.
  private func parseBody(
    _ line: SourceLine, from start: Int, day: Day, diagnostics: inout [Diagnostic]
  ) -> LogLineSyntax.Kind? {
    let end = line.contentEnd
    var wordEnd = start
    while wordEnd < end && Bytes.whitespaceLength(line.bytes, at: wordEnd) == 0 && line.bytes[wordEnd] != 0x2C {
      wordEnd += 1
    }
    let word = start..<wordEnd
    guard let keyword = ["vacation", "skip", "resume"].first(where: { isWord(line, word, $0) }) else {
      return parseCompletions(line, from: start, diagnostics: &diagnostics)
    }
    // "Skip rope" and the like: a line whose entries are all habit names is a completion line.
    var trial: [Diagnostic] = []
    if let kind = parseCompletions(line, from: start, diagnostics: &trial), trial.isEmpty,
      case .completions(let entries) = kind,
      entries.allSatisfy({ isHabitKey(Habit.key(for: $0.name.text)) })
    {
      return kind
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
  private func parseVacation(
    _ line: SourceLine, names start: Int, keywordRange: SourceRange, diagnostics: inout [Diagnostic]
  ) -> LogLineSyntax.Kind? {
    let end = line.contentEnd
    // Find a final "until DATE": the last word must be the date, the one before it "until".
    var until: Day?
    var untilRange: SourceRange?
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
        untilRange = line.range(last)
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
    return .vacation(names: names, until: until, untilRange: untilRange)
  }

  /// `completions = entry { "," entry }`, `entry = name [ "x" count ]`.
  private func parseCompletions(
    _ line: SourceLine, from start: Int, diagnostics: inout [Diagnostic]
  ) -> LogLineSyntax.Kind? {
    var entries: [LogEntrySyntax] = []
    var failed = false
    forEachItem(line, start..<line.contentEnd) { item in
      guard let item else {
        failed = true
        return
      }
      if let entry = parseEntry(line, item, diagnostics: &diagnostics) {
        entries.append(entry)
      } else {
        failed = true
      }
    } onEmpty: { range in
      diagnostics.append(Diagnostic(.syntax, "expected a habit name", file: file.path, range: line.range(range)))
    }
    return failed ? nil : .completions(entries)
  }

  /// One `name [xN]` item (already trimmed).
  private func parseEntry(_ line: SourceLine, _ item: Range<Int>, diagnostics: inout [Diagnostic]) -> LogEntrySyntax? {
    let bytes = line.bytes
    // A last word "xN" / "XN" / "×N" (digits, or a sign and digits to report) is a count.
    var lastWordStart = item.upperBound
    while lastWordStart > item.lowerBound && !Bytes.isBlank(bytes[lastWordStart - 1])
      && !(bytes[lastWordStart - 1] == 0xA0 && lastWordStart - 2 >= item.lowerBound && bytes[lastWordStart - 2] == 0xC2)
    {
      lastWordStart -= 1
    }
    var nameEnd = item.upperBound
    var count = 1
    var countRange: SourceRange?
    if lastWordStart > item.lowerBound, let marker = countMarkerLength(bytes, lastWordStart..<item.upperBound) {
      let digitsStart = lastWordStart + marker
      let digits = bytes[digitsStart..<item.upperBound]
      let range = line.range(lastWordStart..<item.upperBound)
      let text = String(decoding: bytes[lastWordStart..<item.upperBound], as: UTF8.self)
      if digits.first == 0x2D || digits.first == 0x2B || !digits.allSatisfy(Bytes.isDigit) {
        diagnostics.append(
          Diagnostic(.invalidCount, "invalid count '\(text)': a count is a whole number 1 or more", file: file.path, range: range))
        return nil
      }
      let significant = digits.drop(while: { $0 == 0x30 })
      if significant.isEmpty {
        diagnostics.append(
          Diagnostic(
            .zeroCount, "a count of 0 logs nothing", file: file.path, range: range,
            notes: [Diagnostic.Note("delete the line to take back a completion; the log keeps what is there")]))
        return nil
      }
      guard significant.count <= 7, let value = Int(String(decoding: significant, as: UTF8.self)), value <= 1_000_000 else {
        diagnostics.append(
          Diagnostic(.invalidCount, "count '\(text)' is too large: at most 1000000 per entry", file: file.path, range: range))
        return nil
      }
      count = value
      countRange = range
      nameEnd = lastWordStart
      while nameEnd > item.lowerBound && Bytes.isBlank(bytes[nameEnd - 1]) { nameEnd -= 1 }
      if nameEnd > item.lowerBound, bytes[nameEnd - 1] == 0xA0, nameEnd - 2 >= item.lowerBound, bytes[nameEnd - 2] == 0xC2 {
        nameEnd -= 2
      }
    }
    let name = NameSyntax(text: String(decoding: bytes[item.lowerBound..<nameEnd], as: UTF8.self), range: line.range(item.lowerBound..<nameEnd))
    return LogEntrySyntax(name: name, count: count, countRange: countRange)
  }

  /// The length of the count marker ("x", "X" or "×") at the start of a word that continues,
  /// or nil when the word is not a count.
  private func countMarkerLength(_ bytes: ArraySlice<UInt8>, _ word: Range<Int>) -> Int? {
    let first = bytes[word.lowerBound]
    let length: Int
    if first == 0x78 || first == 0x58 {
      length = 1
    } else if first == 0xC3 && word.count > 1 && bytes[word.lowerBound + 1] == 0x97 {
      length = 2
    } else {
      return nil
    }
    guard word.count > length else { return nil }
    let next = bytes[word.lowerBound + length]
    guard Bytes.isDigit(next) || next == 0x2D || next == 0x2B else { return nil }
    return length
  }

  /// `names = name { "," name }` (possibly none).
  private func parseNames(_ line: SourceLine, _ range: Range<Int>, diagnostics: inout [Diagnostic]) -> [NameSyntax]? {
    var names: [NameSyntax] = []
    var failed = false
    guard range.lowerBound < range.upperBound else { return [] }
    forEachItem(line, range) { item in
      guard let item else {
        failed = true
        return
      }
      names.append(NameSyntax(text: String(decoding: line.bytes[item], as: UTF8.self), range: line.range(item)))
    } onEmpty: { empty in
      diagnostics.append(Diagnostic(.syntax, "expected a habit name", file: file.path, range: line.range(empty)))
    }
    return failed ? nil : names
  }

  /// Calls `body` with each comma-separated, trimmed, non-empty item of `range`; an empty item
  /// calls `onEmpty` with its position and `body` with nil.
  private func forEachItem(
    _ line: SourceLine, _ range: Range<Int>, body: (Range<Int>?) -> Void, onEmpty: (Range<Int>) -> Void
  ) {
    let bytes = line.bytes
    var itemStart = range.lowerBound
    var index = range.lowerBound
    while true {
      if index == range.upperBound || bytes[index] == 0x2C {
        var lower = itemStart
        var upper = index
        while lower < upper {
          let w = Bytes.whitespaceLength(bytes, at: lower)
          if w == 0 { break }
          lower += w
        }
        while upper > lower {
          if Bytes.isBlank(bytes[upper - 1]) {
            upper -= 1
          } else if upper - 2 >= lower && bytes[upper - 2] == 0xC2 && bytes[upper - 1] == 0xA0 {
            upper -= 2
          } else {
            break
          }
        }
        if lower == upper {
          onEmpty(lower..<lower)
          body(nil)
        } else {
          body(lower..<upper)
        }
        if index == range.upperBound { return }
        itemStart = index + 1
      }
      index += 1
    }
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

  private func isWord(_ line: SourceLine, _ range: Range<Int>, _ word: String) -> Bool {
    range.count == word.utf8.count
      && zip(line.bytes[range], word.utf8).allSatisfy { $0 | 0x20 == $1 }
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
