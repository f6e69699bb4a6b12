import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The spelling tables are switches: they must answer as the dictionaries they replace.
@Suite struct VocabularyTests {
  @Test("weekday and month spellings match the rule they were built by")
  func spellings() {
    var weekdays: [String: Weekday] = [:]
    for day in Weekday.allCases {
      let full = day.name.lowercased()
      weekdays[full] = day
      weekdays[full + "s"] = day
      weekdays[String(full.prefix(3))] = day
      weekdays[String(full.prefix(2))] = day
    }
    for (word, day) in [("tues", Weekday.tuesday), ("weds", .wednesday), ("thur", .thursday), ("thurs", .thursday)] {
      weekdays[word] = day
    }
    var months: [String: Int] = [:]
    for (index, name) in MonthName.full.enumerated() {
      months[name.lowercased()] = index + 1
      months[String(name.lowercased().prefix(3))] = index + 1
    }
    months["sept"] = 9
    let others = ["", "m", "monda", "mondayss", "jann", "ju", "s", "t", "w", "Monday", "first", "once"]
    for key in Array(weekdays.keys) + Array(months.keys) + others {
      #expect(Vocabulary.weekdays[key] == weekdays[key], "\(key)")
      #expect(Vocabulary.months[key] == months[key], "\(key)")
    }
    #expect(Vocabulary.ordinalWords["third"] == 3 && Vocabulary.ordinalWords["sixth"] == nil)
    #expect(Vocabulary.countWords["twice"] == 2 && Vocabulary.countWords["first"] == nil)
  }
}

/// The byte-level shortcuts of the habits-file parser answer as the `Character` and `String`
/// code they replace.
@Suite struct ParserShortcutTests {
  /// `Vocabulary.numericOrdinal` as it was written on `Character`s.
  static func referenceOrdinal(_ key: String) -> (value: Int, isCorrect: Bool)? {
    let digits = key.prefix(while: { $0.isASCII && $0.isNumber })
    let suffix = key.dropFirst(digits.count)
    guard !digits.isEmpty, digits.count <= 9, ["st", "nd", "rd", "th"].contains(String(suffix)),
      let value = Int(digits)
    else { return nil }
    return (value, String(suffix) == Vocabulary.ordinalSuffix(value))
  }

  @Test("numeric ordinals read from bytes as from characters")
  func numericOrdinals() {
    var words = ["", "st", "1", "1s", "1st", "2nd", "3rd", "4th", "11th", "21st", "22nd", "2th", "0th", "1sT",
                 "123456789th", "1234567890th", "12ab", "1st2", "x1st", "1\u{301}st", "１st", "1ｓt", "99rd", "-1st"]
    for n in 0...130 {
      for suffix in ["st", "nd", "rd", "th", "s", "ndd"] { words.append("\(n)\(suffix)") }
    }
    for word in words {
      let (got, want) = (Vocabulary.numericOrdinal(word), Self.referenceOrdinal(word))
      #expect(got?.value == want?.value && got?.isCorrect == want?.isCorrect, "\(word)")
    }
  }

  @Test("the words that go on a monthly list are no misspelt weekday")
  func monthlyListWords() {
    for word in ScheduleParser.monthlyListWords.map({ "\($0)" }) {
      for spelling in [word, word.uppercased(), word.capitalized] {
        #expect(Suggestions.closest(to: spelling, in: Vocabulary.weekdaySuggestions) == nil, "\(spelling)")
      }
    }
  }

  @Test("a token's key matches a keyword exactly when its lower-cased text equals it")
  func tokenKeys() {
    let keywords: [StaticString] = ["every", "k", "week", "weeks", "x", "2026-11-21", "mon-fri", "&", "wednesdays", "occurrences"]
    let texts = [
      "every", "Every", "EVERY", "2026-11-21", "x3", "X", "Ünïcode", "ÉTÉ", "\u{212A}", "WEE\u{212A}", "Mon-Fri", "a\u{301}",
      "week", "weeks", "Weeks", "abcdefghijklmnop", "abcdefghijklmnopq", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "wednesdays",
      "OCCURRENCES", "&", "\u{037E}", "k", "K", "",
    ]
    for text in texts {
      let lower = text.lowercased()
      let bytes = Array(text.utf8)
      let fromText = Token(kind: .word, text: text, range: SourceRange(line: 1, columns: 1..<2))
      let fromBytes = bytes.withUnsafeBufferPointer { Token(word: $0, range: SourceRange(line: 1, columns: 1..<2)) }
      let built = bytes.withUnsafeBufferPointer { Word(packing: $0) }
      #expect(fromText.key == fromBytes.key && built == fromBytes.key, "\(text)")
      for keyword in keywords {
        #expect((fromBytes.key == keyword) == (lower == "\(keyword)"), "\(text) against \(keyword)")
      }
    }
  }

  @Test("clause tokens are the tokens Tokenizer.tokens makes")
  func clauseTokens() {
    let lines = [
      "Gym B: Mon Wed Fri; carry over; since 2016-11-21", "Review: monthly on the 1st, 2nd Monday and last day",
      "A:\u{A0}Mon,Wed ,\tFri ;;  x3 ; ", "Ünï: every 2 weeks on Fri\u{A0}", "X:,,, a,b", "week starts on Sunday",
    ]
    let file = SourceFile(path: "habits.txt", bytes: Array(lines.joined(separator: "\n").utf8))
    let index = file.lines
    for number in 1...lines.count {
      var diagnostics: [Diagnostic] = []
      guard let line = SourceLine.scan(file, line: number, in: index, diagnostics: &diagnostics) else {
        Issue.record("line \(number) did not scan")
        continue
      }
      for start in line.contentStart...line.contentEnd {
        for end in start...line.contentEnd {
          #expect(Tokenizer.clause(line, start..<end) == Tokenizer.tokens(line, start..<end), "line \(number) \(start)..<\(end)")
        }
      }
    }
  }
}
