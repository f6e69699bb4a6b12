/// The words of a clause of a habit line, apart by blanks, read one at a time through the
/// line's pointer: what the readers from the bytes match keywords and numbers in, without
/// tokens.
///
/// A word here is everything up to a blank, commas and bytes beyond ASCII included, where a
/// token ends at a comma or a no-break space too: a word that is a keyword or a number holds
/// neither, so it is exactly the token the general path makes of it, and a word holding one
/// matches nothing and sends the clause to the general path.
struct ClauseWords {
  /// The line.
  private let line: HabitsFileLine
  /// Where the word after `peek` is sought from.
  private var index: Int
  /// The clause's end.
  private let end: Int
  /// The next word, nil at the clause's end.
  private(set) var peek: Range<Int>?

  /// The words of `clause` (indices of `line`).
  @inline(__always)
  init(_ line: HabitsFileLine, _ clause: Range<Int>) {
    self.line = line
    index = clause.lowerBound
    end = clause.upperBound
    advance()
  }

  /// Whether every word has been read.
  var isAtEnd: Bool { peek == nil }

  /// Moves past the next word, if any. The word's end is sought eight bytes at a time where
  /// the file's memory has eight to read (a date byte by byte was about 90 instructions).
  /// Not inlined: inlined into every `consume` of the readers, it grew the program by 27 KB
  /// and its peak memory (pages of code and data touched) by about 0.3 MiB, for 0.45 M
  /// instructions saved on 5,400 change lines.
  @inline(never)
  mutating func advance() {
    var index = self.index
    while index < end && Bytes.isBlank(line[index]) { index &+= 1 }
    guard index < end else {
      self.index = index
      peek = nil
      return
    }
    let start = index
    while true {
      if index &+ 8 <= line.loadable {
        let word = UInt64(littleEndian: UnsafeRawPointer(line.bytes + index).loadUnaligned(as: UInt64.self))
        let blank = min(WordBytes.firstIndex(of: 0x20, in: word) ?? 8, WordBytes.firstIndex(of: 0x09, in: word) ?? 8)
        index &+= blank
        if blank < 8 || index >= end { break }
      } else {
        while index < end && !Bytes.isBlank(line[index]) { index &+= 1 }
        break
      }
    }
    index = min(index, end)
    self.index = index
    peek = start..<index
  }

  /// Whether the next word is `keyword`.
  @inline(__always)
  func isAt(_ keyword: StaticString) -> Bool {
    guard let peek else { return false }
    return line.isWord(peek, keyword)
  }

  /// Consumes the next word if it is `keyword`; true if it did. One keyword a call (joined
  /// with `||` for several): inlined with a literal, the keyword's length and bytes are
  /// constants, where a variadic list of them was an array walked at run time.
  @inline(__always) @discardableResult
  mutating func consume(_ keyword: StaticString) -> Bool {
    guard let peek, line.isWord(peek, keyword) else { return false }
    advance()
    return true
  }

  /// Consumes the next word if it is a number (`HabitsFileLine.number`) and returns it.
  @inline(__always)
  mutating func number() -> Int? {
    guard let peek, let value = line.number(peek) else { return nil }
    advance()
    return value
  }
}

extension HabitsFileLine {
  /// Whether the bytes at `word` are `keyword` in any case. The keyword is lower-case ASCII
  /// letters, '-' and '&': a byte or'ed with 0x20 is one of those only when it is the same
  /// letter in either case or the same mark (the bytes that would become '-' or '&' are
  /// control characters, which no line read here holds).
  @inline(__always)
  func isWord(_ word: Range<Int>, _ keyword: StaticString) -> Bool {
    let length = keyword.utf8CodeUnitCount
    guard word.count == length else { return false }
    for offset in 0..<length where bytes[word.lowerBound &+ offset] | 0x20 != keyword.utf8Start[offset] { return false }
    return true
  }

  /// The number the ASCII digits at `word` spell, as `TokenReader.number` reads a token;
  /// nil for anything else and for more than nine digits (which the general path reads).
  @inline(__always)
  func number(_ word: Range<Int>) -> Int? {
    guard !word.isEmpty, word.count <= 9 else { return nil }
    var value = 0
    for index in word {
      let digit = bytes[index] &- 0x30
      guard digit < 10 else { return nil }
      value = value &* 10 &+ Int(digit)
    }
    return value
  }

  /// The day the word at `word` spells as `YYYY-MM-DD`, when it is one that exists: what
  /// `Bytes.isoDate` reads as `.some(day)`, read from the bytes in place (the generic reader
  /// cost about 60 instructions a date more).
  @inline(__always)
  func isoDate(_ word: Range<Int>) -> Day? {
    guard word.count == 10 else { return nil }
    let date = bytes + word.lowerBound
    guard date[4] == 0x2D, date[7] == 0x2D else { return nil }
    /// The digit at `index`, or 10 or more for any other byte.
    @inline(__always)
    func digit(_ index: Int) -> Int { Int(date[index] &- 0x30) }
    let (y0, y1, y2, y3) = (digit(0), digit(1), digit(2), digit(3))
    let (m0, m1, d0, d1) = (digit(5), digit(6), digit(8), digit(9))
    guard y0 < 10, y1 < 10, y2 < 10, y3 < 10, m0 < 10, m1 < 10, d0 < 10, d1 < 10 else { return nil }
    return Self.civilDay(year: y0 * 1000 + y1 * 100 + y2 * 10 + y3, month: m0 * 10 + m1, day: d0 * 10 + d1)
  }

  /// The day `year` (0-9999), `month` and `day` of month name: what `Day(year:month:day:)`
  /// makes of them (nil when the day does not exist), reckoned in unsigned arithmetic for a
  /// year of four digits, which needs no floor division (the general one cost about 100
  /// instructions a date). Howard Hinnant's `days_from_civil` with the year moved on by one
  /// era of 400 years (146,097 days), so that January and February of year 0 stay positive.
  @inline(__always)
  static func civilDay(year: Int, month: Int, day: Int) -> Day? {
    let (year, month, day) = (UInt(bitPattern: year), UInt(bitPattern: month), UInt(bitPattern: day))
    guard year <= 9999, month &- 1 < 12, day &- 1 < 31 else { return nil }
    let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    // 31 and 30 alternate from January, and again from August.
    let length: UInt = month == 2 ? (isLeap ? 29 : 28) : 30 + ((month + month / 8) & 1)
    guard day <= length else { return nil }
    let shiftedYear = year + 400 - (month <= 2 ? 1 : 0)
    let era = shiftedYear / 400
    let yearOfEra = shiftedYear - era * 400
    let shiftedMonth = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return Day(number: Int(bitPattern: era * 146_097 + dayOfEra) - 719_468 - 146_097)
  }

  /// The weekday a three-letter word at `index` names (`mon`...`sun` in any case), when the
  /// word ends there (at `end`, a blank or a comma); nil for anything else, which the
  /// spelling table reads. The bytes are loaded as one integer (`threeLetterWeekday(_:)`).
  @inline(__always)
  func threeLetterWeekday(at index: Int, end: Int) -> Weekday? {
    guard index &+ 3 <= end, index &+ 4 <= loadable else { return nil }
    let word = UInt32(littleEndian: UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt32.self))
    if index &+ 3 < end {
      let after = UInt8(truncatingIfNeeded: word >> 24)
      guard after == 0x2C || Bytes.isBlank(after) else { return nil }
    }
    return Self.threeLetterWeekday(word)
  }

  /// The weekday the first three bytes of `word` (the first lowest) name, `mon`...`sun` in
  /// any case; nil for anything else. The bytes are or'ed with 0x20 at once: a letter in
  /// either case becomes the lower-case one, and no other byte does.
  @inline(__always)
  static func threeLetterWeekday(_ word: UInt32) -> Weekday? {
    switch (word | 0x0020_2020) & 0x00FF_FFFF {
    case 0x6E_6F6D: return .monday  // "mon", first byte lowest
    case 0x65_7574: return .tuesday  // "tue"
    case 0x64_6577: return .wednesday  // "wed"
    case 0x75_6874: return .thursday  // "thu"
    case 0x69_7266: return .friday  // "fri"
    case 0x74_6173: return .saturday  // "sat"
    case 0x6E_7573: return .sunday  // "sun"
    default: return nil
    }
  }

  /// The weekday the word at `word` names (`WeekdaySpellings`), if any.
  @inline(__always)
  func weekday(_ word: Range<Int>) -> Weekday? {
    WeekdaySpellings.weekday(spelledBy: buffer(word))
  }
}
