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
    let digits = key.prefix(while: { $0.isASCII && $0.isNumber })
    let suffix = key.dropFirst(digits.count)
    guard !digits.isEmpty, digits.count <= 9, ["st", "nd", "rd", "th"].contains(String(suffix)),
      let value = Int(digits)
    else { return nil }
    return (value, String(suffix) == ordinalSuffix(value))
  }
}

/// The weekday spellings, looked up like a dictionary. A switch rather than a dictionary: the
/// habits file is parsed on every run, and building a table (with its generic metadata and
/// its key's conformance lookup) cost more than all the lookups of a typical file.
package struct WeekdaySpellings: Sendable {
  /// The weekday spelt `key` (lower case), if any.
  package subscript(key: String) -> Weekday? {
    switch key {
    case "monday", "mondays", "mon", "mo": .monday
    case "tuesday", "tuesdays", "tue", "tu", "tues": .tuesday
    case "wednesday", "wednesdays", "wed", "we", "weds": .wednesday
    case "thursday", "thursdays", "thu", "th", "thur", "thurs": .thursday
    case "friday", "fridays", "fri", "fr": .friday
    case "saturday", "saturdays", "sat", "sa": .saturday
    case "sunday", "sundays", "sun", "su": .sunday
    default: nil
    }
  }
}

/// The month spellings (full names, three-letter forms, "sept"), looked up like a dictionary:
/// the month's number 1-12.
package struct MonthSpellings: Sendable {
  /// The number of the month spelt `key` (lower case), if any.
  package subscript(key: String) -> Int? {
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
  private let words: [String]

  /// The words for 1, 2, 3... in order.
  init(_ words: [String]) {
    self.words = words
  }

  /// The number `key` stands for, if it is one of the words.
  package subscript(key: String) -> Int? {
    words.firstIndex(of: key).map { $0 + 1 }
  }
}
