/// The productions of log lines that list names: completions (`Gym, Pushups x2`) and the names
/// after `vacation`, `skip` and `resume`.
///
/// These run for every entry of every line of a log that grows for years, so they read the
/// file's bytes through an unsafe buffer (indices are absolute, as in `SourceLine`), intern
/// names instead of building a `String` per entry, and append to the parser's `entries` and
/// `names` (a line that fails takes its own back).
extension LogFileParser {
  /// `completions = entry { "," entry }`, `entry = name [ "x" count ]`.
  mutating func parseCompletions(
    _ line: SourceLine, from start: Int, diagnostics: inout BoundedDiagnostics
  ) -> LogLineSyntax.Kind? {
    var failed = false
    let first = entries.count
    let refusedFirst = refusedNames.count
    let file = self.file
    file.bytes.withUnsafeBufferPointer { bytes in
      var items = ItemCursor(start: start, end: line.contentEnd)
      while let item = items.next(bytes) {
        if item.isEmpty {
          diagnostics.append(Diagnostic(.missingHabitName, file: file.path, range: line.range(item)))
          failed = true
        } else if let entry = parseEntry(bytes, line, item, diagnostics: &diagnostics) {
          entries.append(entry)
        } else {
          failed = true
        }
      }
    }
    if failed {
      if keepsRefusedNames { keepNamesOfRefusedLine(entries: first, refused: refusedFirst) }
      entries.removeSubrange(first...)
      return nil
    }
    return .completions(first..<entries.count)
  }

  /// For a line of completions refused for one of its items: its entries' names (from
  /// `entries[first...]`) kept with its refused items' (from `refusedNames[refused...]`), in
  /// the line's order, since the line holds none of them.
  private mutating func keepNamesOfRefusedLine(entries first: Int, refused: Int) {
    guard first < entries.count else { return }
    let all = (refusedNames[refused...] + entries[first...].map(\.name)).sorted { $0.range.start.column < $1.range.start.column }
    refusedNames.replaceSubrange(refused..., with: all)
  }

  /// `names = name { "," name }` (possibly none): a range of `names`.
  mutating func parseNames(
    _ line: SourceLine, _ range: Range<Int>, diagnostics: inout BoundedDiagnostics
  ) -> Range<Int>? {
    let first = names.count
    guard range.lowerBound < range.upperBound else { return first..<first }
    var failed = false
    let file = self.file
    file.bytes.withUnsafeBufferPointer { bytes in
      var items = ItemCursor(start: range.lowerBound, end: range.upperBound)
      while let item = items.next(bytes) {
        if item.isEmpty {
          diagnostics.append(Diagnostic(.missingHabitName, file: file.path, range: line.range(item)))
          failed = true
        } else {
          names.append(NameSyntax(spelling: spellings.intern(bytes, item), range: line.range(item)))
        }
      }
    }
    if failed {
      names.removeSubrange(first...)
      return nil
    }
    return first..<names.count
  }

  /// `entry = name [ count | amount ]`: one item, already trimmed.
  mutating func parseEntry(
    _ bytes: UnsafeBufferPointer<UInt8>, _ line: SourceLine, _ item: Range<Int>, diagnostics: inout BoundedDiagnostics
  ) -> LogEntrySyntax? {
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
      let countWord = lastWordStart..<item.upperBound
      guard let value = parseCount(bytes, line, countWord, digits: lastWordStart + marker, diagnostics: &diagnostics) else {
        keepRefusedName(bytes, line, item.lowerBound..<self.nameEnd(bytes, item, before: lastWordStart))
        return nil
      }
      count = value
      countRange = line.range(countWord)
      nameEnd = lastWordStart
      while nameEnd > item.lowerBound && Bytes.isBlank(bytes[nameEnd - 1]) { nameEnd -= 1 }
      if nameEnd > item.lowerBound, bytes[nameEnd - 1] == 0xA0, nameEnd - 2 >= item.lowerBound, bytes[nameEnd - 2] == 0xC2 {
        nameEnd -= 2
      }
    } else if lastWordStart > item.lowerBound, let amount = amountWords(bytes, item, lastWord: lastWordStart) {
      return parseAmount(bytes, line, item, amount, diagnostics: &diagnostics)
    }
    let name = item.lowerBound..<nameEnd
    return LogEntrySyntax(
      name: NameSyntax(spelling: spellings.intern(bytes, name), range: line.range(name)), count: count,
      countRange: countRange)
  }

  /// Where an item's trailing amount is (`5.2 km`, `5.2km`): the number's bytes, the unit's,
  /// and where the name ends; nil when the item does not end like an amount.
  private func amountWords(
    _ bytes: UnsafeBufferPointer<UInt8>, _ item: Range<Int>, lastWord: Int
  ) -> (number: Range<Int>, unit: Range<Int>, nameEnd: Int)? {
    let last = lastWord..<item.upperBound
    let first = bytes[lastWord]
    if Bytes.isDigit(first) || first == 0x2E || first == 0x2D || first == 0x2B {
      // `5.2km`: a number with the unit attached.
      var split = lastWord
      while split < item.upperBound && (Bytes.isDigit(bytes[split]) || bytes[split] == 0x2E || bytes[split] == 0x2D || bytes[split] == 0x2B) {
        split += 1
      }
      guard split < item.upperBound, Amount.looksNumeric(bytes[lastWord..<split]), Amount.isUnit(bytes[split..<item.upperBound])
      else { return nil }
      return (lastWord..<split, split..<item.upperBound, nameEnd(bytes, item, before: lastWord))
    }
    // `5.2 km`: a number word, then a unit word. The number is checked first: it is cheaper,
    // and the words before the last of most names ("Deep clean") are not numbers.
    let numberEnd = nameEnd(bytes, item, before: lastWord)
    var numberStart = numberEnd
    while numberStart > item.lowerBound && !Bytes.isBlank(bytes[numberStart - 1]) && bytes[numberStart - 1] != 0xA0 {
      numberStart -= 1
    }
    guard numberStart > item.lowerBound, numberStart < numberEnd, Amount.looksNumeric(bytes[numberStart..<numberEnd]),
      Amount.isUnit(bytes[last])
    else { return nil }
    return (numberStart..<numberEnd, last, nameEnd(bytes, item, before: numberStart))
  }

  /// Where the name before `index` ends: the whitespace before `index` skipped.
  private func nameEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ item: Range<Int>, before index: Int) -> Int {
    var end = index
    while end > item.lowerBound {
      if Bytes.isBlank(bytes[end - 1]) {
        end -= 1
      } else if bytes[end - 1] == 0xA0, end - 2 >= item.lowerBound, bytes[end - 2] == 0xC2 {
        end -= 2
      } else {
        break
      }
    }
    return end
  }

  /// The entry of an item ending in an amount (`amountWords`), or nil with an
  /// `invalid-amount` diagnostic. An item that is all amount (`5 km`) is read as a name.
  private mutating func parseAmount(
    _ bytes: UnsafeBufferPointer<UInt8>, _ line: SourceLine, _ item: Range<Int>,
    _ amount: (number: Range<Int>, unit: Range<Int>, nameEnd: Int), diagnostics: inout BoundedDiagnostics
  ) -> LogEntrySyntax? {
    let whole = amount.number.lowerBound..<amount.unit.upperBound
    guard amount.nameEnd > item.lowerBound else {
      let name = item
      return LogEntrySyntax(
        name: NameSyntax(spelling: spellings.intern(bytes, name), range: line.range(name)), count: 1, countRange: nil)
    }
    switch Amount.parse(UnsafeBufferPointer(rebasing: bytes[amount.number])) {
    case .success(let thousandths):
      let name = item.lowerBound..<amount.nameEnd
      return LogEntrySyntax(
        name: NameSyntax(spelling: spellings.intern(bytes, name), range: line.range(name)), thousandths: thousandths,
        amountColumns: line.column(whole.lowerBound)..<line.column(whole.upperBound), unit: spellings.intern(bytes, amount.unit),
        item: spellings.intern(bytes, item))
    case .failure(let problem):
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[amount.number]), as: UTF8.self)
      let notes = problem == .zero ? [Diagnostic.Note("delete the line to take back a completion; the log keeps what is there")] : []
      diagnostics.append(
        Diagnostic(.invalidAmount(problem, text), file: file.path, range: line.range(whole), notes: notes))
      keepRefusedName(bytes, line, item.lowerBound..<amount.nameEnd)
      return nil
    }
  }

  /// Keeps the name at `name` of an item refused for its count or amount, when the parser
  /// keeps such names (`keepsRefusedNames`).
  private mutating func keepRefusedName(_ bytes: UnsafeBufferPointer<UInt8>, _ line: SourceLine, _ name: Range<Int>) {
    guard keepsRefusedNames, !name.isEmpty else { return }
    refusedNames.append(NameSyntax(spelling: spellings.intern(bytes, name), range: line.range(name)))
  }

  /// The value of the count word `word` whose digits start at `digitsStart`: 1 to 1000000, or
  /// nil with a diagnostic.
  private func parseCount(
    _ bytes: UnsafeBufferPointer<UInt8>, _ line: SourceLine, _ word: Range<Int>, digits digitsStart: Int,
    diagnostics: inout BoundedDiagnostics
  ) -> Int? {
    func text() -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[word]), as: UTF8.self) }
    let first = bytes[digitsStart]
    var allDigits = true
    for i in digitsStart..<word.upperBound where !Bytes.isDigit(bytes[i]) { allDigits = false }
    if first == 0x2D || first == 0x2B || !allDigits {
      diagnostics.append(
        Diagnostic(
          .invalidCount(text()), file: file.path,
          range: line.range(word)))
      return nil
    }
    var significant = digitsStart
    while significant < word.upperBound && bytes[significant] == 0x30 { significant += 1 }
    if significant == word.upperBound {
      diagnostics.append(
        Diagnostic(
          .zeroCount, file: file.path, range: line.range(word),
          notes: [Diagnostic.Note("delete the line to take back a completion; the log keeps what is there")]))
      return nil
    }
    var value = 0
    if word.upperBound - significant <= 7 {
      for i in significant..<word.upperBound { value = value * 10 + Int(bytes[i] - 0x30) }
    }
    guard value >= 1 && value <= 1_000_000 else {
      diagnostics.append(
        Diagnostic(
          .countTooLarge(text()), file: file.path,

          range: line.range(word)))
      return nil
    }
    return value
  }

  /// The length of the count marker ("x", "X" or "×") at the start of a word that continues,
  /// or nil when the word is not a count.
  private func countMarkerLength(_ bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> Int? {
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
}
