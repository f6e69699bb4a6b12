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

  /// Whether the bytes at `range` are `text` (at most sixteen bytes: lower-case ASCII letters,
  /// digits, spaces), its letters in either case, when sixteen bytes can be read from the
  /// range's start; false otherwise. Compared as two masked words: a letter's byte or'ed with
  /// 0x20 is the lower-case letter only when it is that letter in either case, and every other
  /// byte is compared as it is. Inlined with a literal, `text`'s words are constants.
  @inline(__always)
  func isText(_ range: Range<Int>, _ text: StaticString) -> Bool {
    let length = text.utf8CodeUnitCount
    guard range.count == length, range.lowerBound &+ 16 <= loadable else { return false }
    var (expected, letters) = ((UInt64(0), UInt64(0)), (UInt64(0), UInt64(0)))
    for offset in 0..<length {
      let byte = text.utf8Start[offset]
      let shift = UInt64(offset & 7) &* 8
      let letter: UInt64 = byte &- 0x61 < 26 ? 0x20 : 0
      if offset < 8 {
        expected.0 |= UInt64(byte) &<< shift
        letters.0 |= letter &<< shift
      } else {
        expected.1 |= UInt64(byte) &<< shift
        letters.1 |= letter &<< shift
      }
    }
    let raw = UnsafeRawPointer(bytes + range.lowerBound)
    let masks: (UInt64, UInt64) =
      length >= 8 ? (~0, length == 16 ? ~0 : (1 &<< UInt64((length &- 8) &* 8)) &- 1) : ((1 &<< UInt64(length &* 8)) &- 1, 0)
    let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) | letters.0
    let second = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) | letters.1
    return (first ^ expected.0) & masks.0 | (second ^ expected.1) & masks.1 == 0
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
  /// `Bytes.isoDate` reads as `.some(day)`, read from the bytes in place. The ten bytes are
  /// checked as two words (a byte at a time, with the arithmetic of a general year, it cost
  /// about 130 instructions a date; so, about 45).
  @inline(__always)
  func isoDate(_ word: Range<Int>) -> Day? {
    guard word.count == 10 else { return nil }
    let date = UnsafeRawPointer(bytes + word.lowerBound)
    // `YYYY-MM-` (the first byte lowest) and `DD`, exclusive-or'ed with what a date has at
    // each place ('0' where a digit goes, '-'): a digit becomes its value (0-9, and only the
    // digits do), a dash 0, any other byte something else.
    let head = UInt64(littleEndian: date.loadUnaligned(as: UInt64.self)) ^ 0x2D30_302D_3030_3030
    let tail = UInt64(UInt16(littleEndian: date.loadUnaligned(fromByteOffset: 8, as: UInt16.self))) ^ 0x3030
    // A digit's byte plus 6, a dash's plus 15, stays below 16 exactly when it was one. A byte
    // of at most 15 carries nothing into the next; one above is caught by its own high bits.
    guard ((head &+ 0x0F06_060F_0606_0606) | head) & 0xF0F0_F0F0_F0F0_F0F0 == 0,
      ((tail &+ 0x0606) | tail) & 0xF0F0 == 0
    else { return nil }
    /// The digit at byte `index` of `word`.
    @inline(__always)
    func digit(_ word: UInt64, _ index: UInt64) -> Int { Int(truncatingIfNeeded: (word &>> (index &* 8)) & 0xF) }
    return Self.civilDay(
      century: digit(head, 0) &* 10 &+ digit(head, 1), yearOfCentury: digit(head, 2) &* 10 &+ digit(head, 3),
      month: digit(head, 5) &* 10 &+ digit(head, 6), day: digit(tail, 0) &* 10 &+ digit(tail, 1))
  }

  /// The day of year `century * 100 + yearOfCentury` (each 0-99), `month` and `day` of
  /// month: what `Day(year:month:day:)` makes of them (nil when the day does not exist). The
  /// year's two halves make its rules shifts: it is a leap year when its last two digits are
  /// a multiple of 4, or, when they are 00, its century is; and the leap years before it
  /// (from year 0, ceil(y/4) - ceil(y/100) + ceil(y/400)) are sums of the halves' quarters.
  @inline(__always)
  static func civilDay(century: Int, yearOfCentury: Int, month: Int, day: Int) -> Day? {
    guard UInt(bitPattern: month &- 1) < 12, UInt(bitPattern: day &- 1) < 31 else { return nil }
    let isLeap = (yearOfCentury == 0 ? century : yearOfCentury) & 3 == 0
    // 31 and 30 alternate from January, and again from August.
    let length = month == 2 ? (isLeap ? 29 : 28) : 30 &+ ((month &+ month &>> 3) & 1)
    guard day <= length else { return nil }
    let centuriesBegun = century &+ (yearOfCentury == 0 ? 0 : 1)
    let leapYearsBefore = century &* 25 &+ (yearOfCentury &+ 3) &>> 2 &- centuriesBegun &+ (centuriesBegun &+ 3) &>> 2
    // The days of the months before `month` in a year of 365 days, from (367 m - 362) / 12,
    // which counts February as 30: two days less after it, one in a leap year.
    let daysBeforeMonth = (367 &* month &- 362) / 12 &- (month <= 2 ? 0 : isLeap ? 1 : 2)
    // 0000-01-01 is 719,528 days before 1970-01-01, day 0.
    let year = century &* 100 &+ yearOfCentury
    return Day(number: year &* 365 &+ leapYearsBefore &+ daysBeforeMonth &+ day &- 1 &- 719_528)
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
