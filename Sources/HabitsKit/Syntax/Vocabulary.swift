/// The words of the habits-file language: weekday and month names, ordinals, number words.
/// All lookups take lower-cased keys.
package enum Vocabulary {
  /// Weekday spellings: full names, plurals ("mondays"), three- and two-letter forms, and the
  /// usual longer abbreviations ("tues", "thurs").
  package static let weekdays = WeekdaySpellings()

  /// The weekday spellings suggested for typos: full names and three-letter forms.
  package static let weekdaySuggestions: [String] =
    Weekday.allCases.map(\.name) + Weekday.allCases.map(\.shortName)

  /// Month spellings: full names and three-letter forms ("sept" too).
  package static let months = MonthSpellings()

  /// The month spellings suggested for typos.
  package static let monthSuggestions: [String] = MonthName.full + MonthName.full.map { String($0.prefix(3)) }

  /// Ordinal words: "first" ... "fifth".
  package static let ordinalWords = NumberWords(["first", "second", "third", "fourth", "fifth"])

  /// Small counts spelt as words ("once a week", "twice a month").
  package static let countWords = NumberWords(["once", "twice", "thrice"])

  /// The suffix an ordinal number takes in English: 1st, 2nd, 3rd, 4th, 11th, 21st.
  package static func ordinalSuffix(_ n: Int) -> String {
    if (11...13).contains(n % 100) { return "th" }
    switch n % 10 {
    case 1: return "st"
    case 2: return "nd"
    case 3: return "rd"
    default: return "th"
    }
  }

  /// `n` with its ordinal suffix ("2nd").
  package static func ordinal(_ n: Int) -> String { String(n) + ordinalSuffix(n) }

  /// A numeric ordinal word split into its number and whether its suffix is right:
  /// "2nd" gives (2, true), "2th" (2, false), "abc" nil.
  package static func numericOrdinal(_ key: String) -> (value: Int, isCorrect: Bool)? {
    numericOrdinal(Word(key))
  }

  /// `numericOrdinal` of a word: every numeric ordinal is short ASCII.
  package static func numericOrdinal(_ key: Word) -> (value: Int, isCorrect: Bool)? {
    // On the bytes: one to nine ASCII digits, then two ASCII letters. Asked of most words of
    // a monthly schedule; walking `Character`s cost about 3,800 instructions a word.
    guard (3...11).contains(key.count) else { return nil }
    var value = 0
    for index in 0..<(key.count - 2) {
      let byte = key[index]
      guard Bytes.isDigit(byte) else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    let suffix: String
    switch (key[key.count - 2], key[key.count - 1]) {
    case (UInt8(ascii: "s"), UInt8(ascii: "t")): suffix = "st"
    case (UInt8(ascii: "n"), UInt8(ascii: "d")): suffix = "nd"
    case (UInt8(ascii: "r"), UInt8(ascii: "d")): suffix = "rd"
    case (UInt8(ascii: "t"), UInt8(ascii: "h")): suffix = "th"
    default: return nil
    }
    return (value, suffix == ordinalSuffix(value))
  }
}

/// The weekday spellings, looked up like a dictionary. A switch rather than a dictionary: the
/// habits file is parsed on every run, and building a table (with its generic metadata and
/// its key's conformance lookup) cost more than all the lookups of a typical file.
///
/// The switch goes by the first letter, then the spellings of that letter, the three-letter
/// form first (the one most lists use): a `switch` on a `String` compares the key with each
/// case in turn, and a word that is no weekday (most words asked about) failed all 33
/// compares, about 1,500 instructions. The spellings are compared with bytes, those of a
/// token's key or straight from a line (a weekday list read without tokens).
package struct WeekdaySpellings: Sendable {
  /// The weekday spelt `key` (lower case), if any.
  package subscript(key: String) -> Weekday? { self[Word(key)] }

  /// The weekday spelt `key`, if any.
  package subscript(key: Word) -> Weekday? {
    key.withBytes { WeekdaySpellings.weekday(spelledBy: $0, anyCase: false) }
  }

  /// The weekday `bytes` spell, if any: in lower case (a key), or in any case when `anyCase`
  /// (`Mon`, `THURSDAY` in a line; ASCII letters or'ed with 0x20 are their lower case, and no
  /// other byte becomes a letter).
  @inline(__always)
  static func weekday(spelledBy bytes: UnsafeBufferPointer<UInt8>, anyCase: Bool = true) -> Weekday? {
    let fold: UInt8 = anyCase ? 0x20 : 0
    /// Whether `bytes` spell `spelling` (lower case): the length first, which most fail.
    @inline(__always)
    func spell(_ spelling: StaticString) -> Bool {
      let length = spelling.utf8CodeUnitCount
      guard bytes.count == length else { return false }
      for index in 1..<length where bytes[index] | fold != spelling.utf8Start[index] { return false }
      return true
    }
    guard bytes.count >= 2 else { return nil }
    // `spell` skips the first byte, which the switch has matched.
    switch bytes[0] | fold {
    case UInt8(ascii: "m"):
      return spell("mon") || spell("monday") || spell("mondays") || spell("mo") ? .monday : nil
    case UInt8(ascii: "t"):
      if spell("tue") || spell("tuesday") || spell("tuesdays") || spell("tu") || spell("tues") { return .tuesday }
      if spell("thu") || spell("thursday") || spell("thursdays") || spell("th") || spell("thur") || spell("thurs") {
        return .thursday
      }
      return nil
    case UInt8(ascii: "w"):
      return spell("wed") || spell("wednesday") || spell("wednesdays") || spell("we") || spell("weds") ? .wednesday : nil
    case UInt8(ascii: "f"):
      return spell("fri") || spell("friday") || spell("fridays") || spell("fr") ? .friday : nil
    case UInt8(ascii: "s"):
      if spell("sat") || spell("saturday") || spell("saturdays") || spell("sa") { return .saturday }
      if spell("sun") || spell("sunday") || spell("sundays") || spell("su") { return .sunday }
      return nil
    default:
      return nil
    }
  }
}

/// The month spellings (full names, three-letter forms, "sept"), looked up like a dictionary:
/// the month's number 1-12.
package struct MonthSpellings: Sendable {
  /// The number of the month spelt `key` (lower case), if any.
  package subscript(key: String) -> Int? { self[Word(key)] }

  /// The number of the month spelt `key`, if any.
  package subscript(key: Word) -> Int? {
    switch key {
    case "january", "jan": 1
    case "february", "feb": 2
    case "march", "mar": 3
    case "april", "apr": 4
    case "may": 5
    case "june", "jun": 6
    case "july", "jul": 7
    case "august", "aug": 8
    case "september", "sep", "sept": 9
    case "october", "oct": 10
    case "november", "nov": 11
    case "december", "dec": 12
    default: nil
    }
  }
}

/// A handful of words for the numbers 1, 2, 3..., looked up by linear search: no dictionary to
/// build.
package struct NumberWords: Sendable {
  private let words: [StaticString]

  /// The words for 1, 2, 3... in order.
  init(_ words: [StaticString]) {
    self.words = words
  }

  /// The number `key` (lower case) stands for, if it is one of the words.
  package subscript(key: String) -> Int? { self[Word(key)] }

  /// The number `key` stands for, if it is one of the words.
  package subscript(key: Word) -> Int? {
    words.firstIndex { key == $0 }.map { $0 + 1 }
  }
}
