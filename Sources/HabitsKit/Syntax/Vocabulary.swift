/// The words of the habits-file language: weekday and month names, ordinals, number words.
/// All lookups take lower-cased keys.
package enum Vocabulary {
  /// Weekday spellings: full names, plurals ("mondays"), three- and two-letter forms, and the
  /// usual longer abbreviations ("tues", "thurs").
  package static let weekdays: [String: Weekday] = {
    var table: [String: Weekday] = [:]
    for day in Weekday.allCases {
      let full = day.name.lowercased()
      table[full] = day
      table[full + "s"] = day
      table[String(full.prefix(3))] = day
      table[String(full.prefix(2))] = day
    }
    for (word, day) in [("tues", Weekday.tuesday), ("weds", .wednesday), ("thur", .thursday),
                        ("thurs", .thursday)] {
      table[word] = day
    }
    return table
  }()

  /// The weekday spellings suggested for typos: full names and three-letter forms.
  package static let weekdaySuggestions: [String] =
    Weekday.allCases.map(\.name) + Weekday.allCases.map(\.shortName)

  /// Month spellings: full names and three-letter forms ("sept" too).
  package static let months: [String: Int] = {
    var table: [String: Int] = [:]
    for (index, name) in MonthName.full.enumerated() {
      table[name.lowercased()] = index + 1
      table[String(name.lowercased().prefix(3))] = index + 1
    }
    table["sept"] = 9
    return table
  }()

  /// The month spellings suggested for typos.
  package static let monthSuggestions: [String] = MonthName.full + MonthName.full.map { String($0.prefix(3)) }

  /// Ordinal words: "first" ... "fifth".
  package static let ordinalWords: [String: Int] = [
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5,
  ]

  /// Small counts spelt as words ("once a week", "twice a month").
  package static let countWords: [String: Int] = ["once": 1, "twice": 2, "thrice": 3]

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
