/// The cache's clean lines, those that are not a known body: a line of completions whose
/// every item was read before (`2026-11-21 Floss, Gym, Pushups x3`), or a directive whose
/// body was (`skip Gym`, `vacation Gym until DATE`), taken from what was read then, with no
/// `SourceLine`, no diagnostics to gather and no allocation once the tables have room.
///
/// Only a line that cannot have a problem comes here: printable ASCII and tabs (its comment
/// included), an existing date at its start and a blank after it, something after that, and
/// only items or a directive body that read cleanly before. Any other line (a new item, a
/// problem, a no-break space, a byte beyond ASCII) is for the grammar, which reports what is
/// wrong; what it reads cleanly is remembered (`rememberItems`, `rememberDirective`), so that
/// the next line like it comes here.
extension KnownLineCache {
  /// A directive body read cleanly (`rememberDirective`): its keyword, its names and its
  /// reading as completions (`LogLineSyntax.alternative`), kept as if the body started at
  /// column 1 of line 0.
  struct KnownDirective {
    /// The directive's keyword.
    enum Keyword { case vacation, skip, resume, redeem }

    var keyword: Keyword
    /// Whether the body was numbered without its last ten bytes, a vacation's `until` date:
    /// each line reads its own date, and the last item of its reading as completions, which
    /// ends with the date (`Gym until 2027-01-02`).
    var hasUntil: Bool
    /// The names (a range of `directiveNames`).
    var names: Range<Int>
    /// The reading as completions (a range of `directiveEntries`; with `hasUntil`, all of it
    /// but its last item, which starts `lastItemOffset` bytes into the body), or nil.
    var alternative: Range<Int>?
    var lastItemOffset: Int
  }

  /// Line `number`, the bytes from `start` to `end`, read from the items and directive
  /// bodies read before, its names appended to `grammar`'s; with the number of its directive
  /// body (-1 for completions). Nil when it may have a problem or has something new.
  mutating func cleanLine(
    line number: Int, start: Int, end: Int, into grammar: inout LogFileParser
  ) -> (line: LogLineSyntax, directive: Int)? {
    // A line too long is a problem (`LogFileParser.scan`): the grammar's.
    guard end - start > 11, end - start <= SizeLimits.lineBytes else { return nil }
    // The bytes alone, not the whole `file`: one reference to retain rather than two.
    let fileBytes = grammar.file.bytes
    return fileBytes.withUnsafeBufferPointer { bytes -> (line: LogLineSyntax, directive: Int)? in
      guard Bytes.isBlank(bytes[start + 10]), let commentStart = KnownLineCache.plainText(bytes, start + 11, end),
        case .some(.some(let day)) = date(bytes, at: start)
      else { return nil }
      var contentEnd = commentStart
      while contentEnd > start + 10 && Bytes.isBlank(bytes[contentEnd - 1]) { contentEnd -= 1 }
      var bodyStart = start + 11
      while bodyStart < contentEnd && Bytes.isBlank(bytes[bodyStart]) { bodyStart += 1 }
      guard bodyStart < contentEnd else { return nil }
      let columns = 1..<(contentEnd - start + 1)
      if let keyword = KnownLineCache.keyword(bytes, bodyStart, contentEnd) {
        guard
          let (kind, alternative, directive) = knownDirective(
            bytes, keyword, line: number, lineStart: start, body: bodyStart..<contentEnd, into: &grammar)
        else { return nil }
        return (LogLineSyntax(day: day, kind: kind, alternative: alternative, line: number, contentColumns: columns), directive)
      }
      guard
        let range = knownItems(
          bytes, line: number, lineStart: start, lineEnd: end, body: bodyStart..<contentEnd, into: &grammar)
      else { return nil }
      return (LogLineSyntax(day: day, kind: .completions(range), line: number, contentColumns: columns), -1)
    }
  }

  /// Where the comment of `bytes[start..<end]` starts (`end` without one) when every byte is
  /// printable ASCII or a tab, else nil (`SourceLine.scan` has the same fast check).
  private static func plainText(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
    var comment = end
    var index = start
    while index < end {
      // Eight plain bytes at a time; a word with a '#', a tab or anything else byte by byte.
      if index + 8 <= end,
        WordBytes.isPrintableASCII(UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self), excluding: 0x23)
      {
        index += 8
        continue
      }
      let byte = bytes[index]
      if byte == 0x23 {
        if comment == end { comment = index }
      } else if byte >= 0x80 || (byte < 0x20 && byte != 0x09) || byte == 0x7F {
        return nil
      }
      index += 1
    }
    return comment
  }

  /// The completions of `body`, appended to `grammar`'s entries on line `number` (which ends
  /// at `lineEnd`): each item as read before (`rememberItems`), or a new one read by the
  /// grammar's `entry` production and remembered; nil (and nothing appended) when an item is
  /// empty or has a problem.
  private mutating func knownItems(
    _ bytes: UnsafeBufferPointer<UInt8>, line number: Int, lineStart: Int, lineEnd: Int, body: Range<Int>,
    into grammar: inout LogFileParser
  ) -> Range<Int>? {
    let first = grammar.entries.count
    // `ItemCursor`'s walk for a plain ASCII body: the separating commas found a word at a
    // time, no no-break space to trim (35 instructions an item less than the cursor).
    var index = body.lowerBound
    while true {
      while index < body.upperBound && Bytes.isBlank(bytes[index]) { index += 1 }
      let comma = KnownLineCache.comma(bytes, from: index, to: body.upperBound)
      var itemEnd = comma
      while itemEnd > index && Bytes.isBlank(bytes[itemEnd - 1]) { itemEnd -= 1 }
      var known = itemEnd > index ? knownItemNumber(bytes, index..<itemEnd) : -1
      if known < 0 && itemEnd > index {
        known = newItem(bytes, index..<itemEnd, line: number, lineStart: lineStart, lineEnd: lineEnd, grammar: &grammar)
      }
      guard known >= 0 else {
        grammar.entries.removeSubrange(first...)
        return nil
      }
      grammar.entries.append(parsedItems[known].moved(toLine: number, shift: index - lineStart))
      guard comma < body.upperBound else { return first..<grammar.entries.count }
      index = comma + 1
    }
  }

  /// The number of `item`, not read before, read by the grammar's `entry` production and
  /// remembered; -1 when it has a problem (the grammar reports it when it reads the line).
  private mutating func newItem(
    _ bytes: UnsafeBufferPointer<UInt8>, _ item: Range<Int>, line number: Int, lineStart: Int, lineEnd: Int,
    grammar: inout LogFileParser
  ) -> Int {
    guard item.count <= KnownLineCache.itemLimit else { return -1 }
    // Only its number and start matter to an item's columns.
    let line = SourceLine(number: number, bytes: grammar.file.bytes[lineStart..<lineEnd], contentEnd: lineEnd, contentStart: lineStart)
    var problems = BoundedDiagnostics(limit: 1)
    guard let entry = grammar.parseEntry(bytes, line, item, diagnostics: &problems), problems.total == 0 else { return -1 }
    let number = items.intern(bytes, item)
    while parsedItems.count <= number {
      parsedItems.append(entry)
      itemIsParsed.append(false)
    }
    parsedItems[number] = entry.moved(toLine: 0, shift: lineStart - item.lowerBound)
    itemIsParsed[number] = true
    return number
  }

  /// The first comma of `bytes[start..<end]`, or `end`: eight bytes at a time
  /// (`WordBytes.firstByte`).
  @inline(__always)
  private static func comma(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    var index = start
    while index + 8 <= end {
      let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
      if let offset = WordBytes.firstIndex(of: 0x2C, in: UInt64(littleEndian: word)) { return index + offset }
      index += 8
    }
    while index < end && bytes[index] != 0x2C { index += 1 }
    return index
  }

  /// The number of the non-empty `item` in `items` when it was read cleanly before, else -1:
  /// from `recentItems` for an item of up to sixteen bytes, nearly all of them.
  @inline(__always)
  private mutating func knownItemNumber(_ bytes: UnsafeBufferPointer<UInt8>, _ item: Range<Int>) -> Int {
    guard item.count <= KnownLineCache.itemLimit else { return -1 }
    let key = ShortBytes(bytes, item)
    if let key, !recentItems.isEmpty {
      let slot = recentItems[key.slot(bits: KnownLineCache.recentItemBits)]
      if slot.key == key { return Int(slot.number) }
    }
    let number = items.intern(bytes, item)
    guard number < itemIsParsed.count && itemIsParsed[number] else { return -1 }
    if let key {
      // Made for the first known item: a log of one entry a line seldom has any.
      if recentItems.isEmpty { recentItems = Array(repeating: RecentSlot(), count: 1 << KnownLineCache.recentItemBits) }
      recentItems[key.slot(bits: KnownLineCache.recentItemBits)] = RecentSlot(key: key, number: Int32(truncatingIfNeeded: number))
    }
    return number
  }

  /// The directive `keyword` of `body` on line `number` as read before (`rememberDirective`):
  /// its names appended to `grammar`'s names, its reading as completions to its entries, and
  /// its body's number; nil when the body was not read cleanly before, or its `until` date
  /// does not exist.
  private mutating func knownDirective(
    _ bytes: UnsafeBufferPointer<UInt8>, _ keyword: KnownDirective.Keyword, line number: Int, lineStart: Int,
    body: Range<Int>, into grammar: inout LogFileParser
  ) -> (kind: LogLineSyntax.Kind, alternative: Range<Int>?, directive: Int)? {
    // A redeem line is rare: the grammar reads each one.
    if keyword == .redeem { return nil }
    var keyEnd = body.upperBound
    var until: Day?
    if keyword == .vacation, let dateStart = KnownLineCache.untilDate(bytes, body) {
      guard case .some(.some(let day)) = Bytes.isoDate(UnsafeBufferPointer(rebasing: bytes[dateStart..<body.upperBound]))
      else { return nil }
      until = day
      keyEnd = dateStart
    }
    let directive = directiveBodies.intern(bytes, body.lowerBound..<keyEnd)
    guard directive < knownDirectives.count, let known = knownDirectives[directive], known.hasUntil == (until != nil)
    else { return nil }
    let shift = body.lowerBound - lineStart
    let firstName = grammar.names.count
    for index in known.names { grammar.names.append(directiveNames[index].moved(toLine: number, shift: shift)) }
    let named = firstName..<grammar.names.count
    var alternative: Range<Int>?
    if let kept = known.alternative {
      let firstEntry = grammar.entries.count
      for index in kept { grammar.entries.append(directiveEntries[index].moved(toLine: number, shift: shift)) }
      if known.hasUntil {
        // The last item, which ends with this line's date: a name, as `parseEntry` reads it.
        let item = (body.lowerBound + known.lastItemOffset)..<body.upperBound
        let name = NameSyntax(
          spelling: grammar.spellings.intern(bytes, item), line: number,
          columns: (item.lowerBound - lineStart + 1)..<(item.upperBound - lineStart + 1))
        grammar.entries.append(LogEntrySyntax(name: name, count: 1, countColumns: 0..<0))
      }
      alternative = firstEntry..<grammar.entries.count
    }
    switch known.keyword {
    case .vacation: return (.vacation(names: named, until: until), alternative, directive)
    case .skip: return (.skip(named), alternative, directive)
    case .resume: return (.resume(named), alternative, directive)
    case .redeem: return nil
    }
  }

  /// Remembers the directive line `line` read cleanly as `kind`, its body `body` and its
  /// reading as completions `alternative` (ranges of `grammar`'s names and entries), by the
  /// body's bytes (without a vacation's `until` date); the number of its body, or -1 when it
  /// is not remembered.
  mutating func rememberDirective(
    _ line: SourceLine, body: Range<Int>, kind: LogLineSyntax.Kind, alternative: Range<Int>?, grammar: LogFileParser
  ) -> Int {
    let keyword: KnownDirective.Keyword
    let named: Range<Int>
    var hasUntil = false
    switch kind {
    case .vacation(let range, let until):
      keyword = .vacation
      named = range
      hasUntil = until != nil
    case .skip(let range):
      keyword = .skip
      named = range
    case .resume(let range):
      keyword = .resume
      named = range
    case .completions, .unreadDirective, .redeem: return -1
    }
    var kept = alternative
    var lastItemOffset = 0
    if hasUntil, let alternative {
      // The last item ends with the date, a name to the end of the body; read from each line.
      let entries = grammar.entries
      let last = entries[alternative.upperBound - 1].name.range
      guard !entries[alternative.upperBound - 1].isAmount, entries[alternative.upperBound - 1].countRange == nil,
        last.end.column == line.column(body.upperBound)
      else { return -1 }
      lastItemOffset = last.start.column - line.column(body.lowerBound)
      kept = alternative.lowerBound..<(alternative.upperBound - 1)
    } else if hasUntil {
      // Its items would be read (and their names numbered) for each line: parsed each time.
      return -1
    }
    let keyEnd = hasUntil ? body.upperBound - 10 : body.upperBound
    let number = grammar.file.bytes.withUnsafeBufferPointer { directiveBodies.intern($0, body.lowerBound..<keyEnd) }
    if number < knownDirectives.count && knownDirectives[number] != nil { return number }
    let shift = 1 - line.column(body.lowerBound)
    let firstName = directiveNames.count
    for name in grammar.names[named] { directiveNames.append(name.moved(toLine: 0, shift: shift)) }
    var keptEntries: Range<Int>?
    if let kept {
      let first = directiveEntries.count
      for entry in grammar.entries[kept] { directiveEntries.append(entry.moved(toLine: 0, shift: shift)) }
      keptEntries = first..<directiveEntries.count
    }
    while knownDirectives.count <= number { knownDirectives.append(nil) }
    knownDirectives[number] = KnownDirective(
      keyword: keyword, hasUntil: hasUntil, names: firstName..<directiveNames.count, alternative: keptEntries,
      lastItemOffset: lastItemOffset)
    return number
  }

  /// Remembers each entry of `entries` (the grammar's, of line `line` read cleanly: its
  /// completions, or a directive's reading as completions) by its item's bytes, as if the
  /// item started at column 1.
  mutating func rememberItems(_ range: Range<Int>, of line: SourceLine, grammar: LogFileParser) {
    let lineStart = line.bytes.startIndex
    for position in range {
      let entry = grammar.entries[position]
      let first = entry.name.range.start.column
      let end = entry.countRange?.end.column ?? entry.name.range.end.column
      guard end - first <= KnownLineCache.itemLimit else { continue }
      let item = (lineStart + first - 1)..<(lineStart + end - 1)
      let number = grammar.file.bytes.withUnsafeBufferPointer { items.intern($0, item) }
      guard !(number < itemIsParsed.count && itemIsParsed[number]) else { continue }
      while parsedItems.count <= number {
        parsedItems.append(entry)
        itemIsParsed.append(false)
      }
      parsedItems[number] = entry.moved(toLine: 0, shift: 1 - first)
      itemIsParsed[number] = true
    }
  }

  /// The directive that the first word of `body` spells (in any case; the word ends at a
  /// blank or a comma), if any. Inlined: asked of every line, and most start with no 'v',
  /// 's' or 'r'.
  @inline(__always)
  private static func keyword(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> KnownDirective.Keyword? {
    let (keyword, word): (KnownDirective.Keyword, StaticString)
    switch bytes[start] | 0x20 {
    case 0x76: (keyword, word) = (.vacation, "vacation")
    case 0x73: (keyword, word) = (.skip, "skip")
    case 0x72:
      // `redeem` is a keyword too: its lines are never read as completions from the cache.
      if start + 6 <= end, isWord(bytes, start, "redeem") {
        (keyword, word) = (.redeem, "redeem")
      } else {
        (keyword, word) = (.resume, "resume")
      }
    default: return nil
    }
    let length = word.utf8CodeUnitCount
    guard start + length <= end, isWord(bytes, start, word) else { return nil }
    return start + length == end || Bytes.isBlank(bytes[start + length]) || bytes[start + length] == 0x2C ? keyword : nil
  }

  /// Where the date of a final `until DATE` of `body` starts: its last ten bytes shaped as a
  /// date, after blanks and the word `until` (in any case) after a blank; else nil.
  private static func untilDate(_ bytes: UnsafeBufferPointer<UInt8>, _ body: Range<Int>) -> Int? {
    let dateStart = body.upperBound - 10
    guard dateStart - 1 > body.lowerBound, Bytes.isBlank(bytes[dateStart - 1]), bytes[dateStart + 4] == 0x2D,
      bytes[dateStart + 7] == 0x2D
    else { return nil }
    var untilEnd = dateStart - 1
    while untilEnd > body.lowerBound && Bytes.isBlank(bytes[untilEnd - 1]) { untilEnd -= 1 }
    guard untilEnd - 6 >= body.lowerBound, Bytes.isBlank(bytes[untilEnd - 6]), isWord(bytes, untilEnd - 5, "until")
    else { return nil }
    return dateStart
  }

  /// Whether the bytes from `start` spell the lower-case ASCII `word`, in any case.
  private static func isWord(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ word: StaticString) -> Bool {
    var index = start
    for byte in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
      if bytes[index] | 0x20 != byte { return false }
      index += 1
    }
    return true
  }
}
