/// The clauses a habit's change lines are mostly made of (`Mon, Wed, Fri; from 2017-01-22`),
/// read straight from the line's bytes; anything else takes the general path of tokens and parsers.
extension HabitsFileParser {
  /// The option of `clause` (absolute indices of `line`, between two ';' or a ';' and the end)
  /// when it is exactly the keyword `from` or `since` (in any case), blanks, and a date that
  /// exists (`from 2017-01-22`): read without tokens or an `OptionParser`, which cost about
  /// 1,000 instructions for the clause every change line of a habit ends with.
  ///
  /// Its contract: when it returns an option, the general path (the clause's tokens through
  /// `OptionParser.parse`) returns the same option, over the same range (the first token's
  /// start to the last one's end), with no diagnostic. Anything else (another spelling such as `starting`,
  /// a no-break space, another word, a date of the wrong shape or that does not exist) is nil,
  /// and the clause takes the general path, which reports it.
  static func dateOption(_ line: SourceLine, _ clause: Range<Int>) -> OptionSyntax? {
    let base = line.bytes.startIndex
    return line.bytes.withUnsafeBufferPointer { bytes -> OptionSyntax? in
      var (start, end) = (clause.lowerBound - base, clause.upperBound - base)
      while start < end && Bytes.isBlank(bytes[start]) { start += 1 }
      while end > start && Bytes.isBlank(bytes[end - 1]) { end -= 1 }
      // The shortest is `from` and a blank before the date's ten bytes.
      guard end - start >= 15, Bytes.isBlank(bytes[end - 11]) else { return nil }
      var keywordEnd = end - 11
      while keywordEnd > start && Bytes.isBlank(bytes[keywordEnd - 1]) { keywordEnd -= 1 }
      // The key a token of the keyword would have: the same words match in any case (a
      // letter or'ed with 0x20 is its lower case; no other byte becomes one, and no other
      // spelling lower-cases to these words).
      /// Whether the keyword is `word` (lower-case ASCII) in any case.
      func keyword(is word: StaticString) -> Bool {
        guard keywordEnd - start == word.utf8CodeUnitCount else { return false }
        for offset in 0..<word.utf8CodeUnitCount where bytes[start + offset] | 0x20 != word.utf8Start[offset] {
          return false
        }
        return true
      }
      let isFrom = keyword(is: "from")
      guard isFrom || keyword(is: "since"),
        case .some(.some(let day)) = Bytes.isoDate(UnsafeBufferPointer(rebasing: bytes[(end - 10)..<end]))
      else { return nil }
      return OptionSyntax(
        option: isFrom ? .from(day) : .since(day), range: SourceRange(line: line.number, columns: (start + 1)..<(end + 1)))
    }
  }

  /// The schedule of `clause` (absolute indices of `line`) and its range when one of the
  /// readers from the bytes reads it: the days of a weekday list (`weekdayList`), nil days
  /// for every day (`everyDay`); nil for the general path.
  ///
  /// The clause's first byte picks the one reader that can read it: a weekday's name starts
  /// with m, t, w, f or s, `every day` and `daily` with e or d (in any case; nothing else
  /// or'ed with 0x20 becomes one of those letters). Trying the list first on every line cost
  /// the 40% of change lines that are no list about 150-400 instructions each.
  ///
  /// The days come back rather than a `Schedule`: handing an optional `Schedule` out of a
  /// function cost an outlined copy of the enum, about 200 instructions a line.
  static func commonSchedule(_ line: SourceLine, _ clause: Range<Int>) -> (days: WeekdaySet?, range: SourceRange)? {
    var first = clause.lowerBound
    while first < clause.upperBound && Bytes.isBlank(line.bytes[first]) { first += 1 }
    guard first < clause.upperBound else { return nil }
    switch line.bytes[first] | 0x20 {
    case 0x6D, 0x74, 0x77, 0x66, 0x73:
      return weekdayList(line, clause).map { ($0.days, $0.range) }
    case 0x65, 0x64:
      return everyDay(line, clause).map { (nil, $0) }
    default:
      return nil
    }
  }

  /// The option of `clause` (absolute indices of `line`) when it is one of the switches
  /// written as one or two words: `backlog`, `no backlog`, `ahead`, `no ahead`, `completing
  /// ahead`, `carry over` and their other spellings (`catch-up`, `without`, `carryover`), in any
  /// case, ASCII words apart by blanks; read without tokens or an `OptionParser`, which cost
  /// about 1,000 instructions a clause.
  ///
  /// Its contract, as `dateOption`'s: when it returns an option, the general path returns the
  /// same option over the same range with no diagnostic; anything else is nil.
  static func switchOption(_ line: SourceLine, _ clause: Range<Int>) -> OptionSyntax? {
    let base = line.bytes.startIndex
    return line.bytes.withUnsafeBufferPointer { bytes -> OptionSyntax? in
      var (start, end) = (clause.lowerBound - base, clause.upperBound - base)
      while start < end && Bytes.isBlank(bytes[start]) { start += 1 }
      while end > start && Bytes.isBlank(bytes[end - 1]) { end -= 1 }
      // The longest is `without catch-up` (16 bytes).
      guard start < end, end - start <= 16 else { return nil }
      var firstEnd = start
      while firstEnd < end && !Bytes.isBlank(bytes[firstEnd]) {
        guard bytes[firstEnd] < 0x80 && bytes[firstEnd] != 0x2C else { return nil }
        firstEnd += 1
      }
      let first = Word(packing: UnsafeBufferPointer(rebasing: bytes[start..<firstEnd]))
      let option: HabitOption?
      if firstEnd == end {
        switch first {
        case "backlog", "catch-up", "catchup": option = .backlog(true)
        case "ahead": option = .ahead(true)
        case "carry-over", "carryover": option = .carryOver
        default: option = nil
        }
      } else {
        var second = firstEnd
        while Bytes.isBlank(bytes[second]) { second += 1 }
        for index in second..<end where bytes[index] >= 0x80 || bytes[index] == 0x2C || Bytes.isBlank(bytes[index]) {
          return nil
        }
        let word = Word(packing: UnsafeBufferPointer(rebasing: bytes[second..<end]))
        switch first {
        case "no", "without":
          switch word {
          case "backlog", "catch-up", "catchup": option = .backlog(false)
          case "ahead": option = .ahead(false)
          default: option = nil
          }
        case "completing": option = word == "ahead" ? .ahead(true) : nil
        case "carry": option = word == "over" ? .carryOver : nil
        default: option = nil
        }
      }
      return option.map { OptionSyntax(option: $0, range: SourceRange(line: line.number, columns: (start + 1)..<(end + 1))) }
    }
  }

  /// The days of `clause` (absolute indices of `line`) when it is a plain list of weekday
  /// names (`Mon, Wed, Fri`, `monday thursday`), runs (`Mon-Thu`) and `weekdays` or `weekends`:
  /// ASCII words, each day once, apart by blanks or by one comma; read without tokens or a
  /// `ScheduleParser`.
  ///
  /// Its contract: when it returns days, the general path (the clause's tokens through
  /// `ScheduleParser.parse`) returns `.weekly` of the same days over the same range (the first
  /// word's start to the last one's end) with no diagnostic. Anything else (`and`, a day
  /// listed twice, a comma too many, a byte beyond ASCII) is nil, for the general path.
  static func weekdayList(_ line: SourceLine, _ clause: Range<Int>) -> (days: WeekdaySet, range: SourceRange)? {
    let base = line.bytes.startIndex
    return line.bytes.withUnsafeBufferPointer { bytes -> (days: WeekdaySet, range: SourceRange)? in
      var days = WeekdaySet()
      var index = clause.lowerBound - base
      let end = clause.upperBound - base
      var (first, last) = (-1, -1)
      var afterComma = false
      while true {
        while index < end && Bytes.isBlank(bytes[index]) { index += 1 }
        guard index < end else { break }
        if bytes[index] == 0x2C {
          guard first >= 0, !afterComma else { return nil }
          afterComma = true
          index += 1
          continue
        }
        let start = index
        while index < end && !Bytes.isBlank(bytes[index]) && bytes[index] != 0x2C {
          guard bytes[index] < 0x80 else { return nil }
          index += 1
        }
        guard let run = weekdayRun(UnsafeBufferPointer(rebasing: bytes[start..<index])) else { return nil }
        var day = run.first
        while true {
          // A day listed twice is a warning of the general path's.
          guard days.insert(day).inserted else { return nil }
          if day == run.last { break }
          day = day.next
        }
        if first < 0 { first = start }
        last = index
        afterComma = false
      }
      guard first >= 0, !afterComma else { return nil }
      return (days, SourceRange(line: line.number, columns: (first + 1)..<(last + 1)))
    }
  }

  /// The days a word of a weekday list names (ASCII, without blanks or commas), as
  /// `ScheduleParser.weekdayItem` reads its token: a weekday, `weekdays`, `weekends`, or a run
  /// of two weekdays around one '-' (`Mon-Thu`, `fri-mon`); nil for anything else.
  private static func weekdayRun(_ word: UnsafeBufferPointer<UInt8>) -> WeekdayRun? {
    let key = Word(packing: word)
    if let day = Vocabulary.weekdays[key] { return WeekdayRun(first: day, last: day) }
    if key == "weekdays" { return WeekdayRun(first: .monday, last: .friday) }
    if key == "weekends" { return WeekdayRun(first: .saturday, last: .sunday) }
    guard let dash = word.firstIndex(of: 0x2D), !word[(dash + 1)...].contains(0x2D),
      let first = Vocabulary.weekdays[Word(packing: UnsafeBufferPointer(rebasing: word[..<dash]))],
      let last = Vocabulary.weekdays[Word(packing: UnsafeBufferPointer(rebasing: word[(dash + 1)...]))]
    else { return nil }
    return WeekdayRun(first: first, last: last)
  }

  /// The range of `clause` (absolute indices of `line`) when it is `every day` or `daily` (in
  /// any case), ASCII words apart by blanks; read without tokens or a `ScheduleParser`.
  ///
  /// Its contract: when it returns a range, the general path returns `.everyDay` over the same
  /// range (the first word's start to the last one's end) with no diagnostic. Anything else is
  /// nil, for the general path.
  static func everyDay(_ line: SourceLine, _ clause: Range<Int>) -> SourceRange? {
    let base = line.bytes.startIndex
    return line.bytes.withUnsafeBufferPointer { bytes -> SourceRange? in
      var (start, end) = (clause.lowerBound - base, clause.upperBound - base)
      while start < end && Bytes.isBlank(bytes[start]) { start += 1 }
      while end > start && Bytes.isBlank(bytes[end - 1]) { end -= 1 }
      /// The end of the word from `index`: the next blank, or nil at a comma or beyond ASCII.
      func wordEnd(from index: Int) -> Int? {
        var index = index
        while index < end && !Bytes.isBlank(bytes[index]) {
          guard bytes[index] < 0x80 && bytes[index] != 0x2C else { return nil }
          index += 1
        }
        return index
      }
      guard start < end, let firstEnd = wordEnd(from: start) else { return nil }
      let first = Word(packing: UnsafeBufferPointer(rebasing: bytes[start..<firstEnd]))
      let range = SourceRange(line: line.number, columns: (start + 1)..<(end + 1))
      if firstEnd == end { return first == "daily" ? range : nil }
      var second = firstEnd
      while Bytes.isBlank(bytes[second]) { second += 1 }
      guard first == "every", wordEnd(from: second) == end,
        Word(packing: UnsafeBufferPointer(rebasing: bytes[second..<end])) == "day"
      else { return nil }
      return range
    }
  }
}
