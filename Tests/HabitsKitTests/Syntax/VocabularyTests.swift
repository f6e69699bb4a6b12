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
