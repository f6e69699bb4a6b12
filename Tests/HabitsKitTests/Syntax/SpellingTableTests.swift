import Testing

@testable import HabitsKit

/// The spelling table finds a name in about one probe whatever the names look like: its hash
/// mixes every byte, so names that differ only in a digit or two (`Habit 0001` .. `Habit
/// 4999`, a household's or a team's habits) spread over the slots as well as unrelated ones.
@Suite struct SpellingTableTests {
  /// Interns `names` in one buffer, as the log parser does with a log's bytes.
  static func interned(_ names: [String]) -> (table: SpellingTable, numbers: [Int]) {
    let text = names.joined(separator: "\n")
    var table = SpellingTable()
    var numbers: [Int] = []
    Array(text.utf8).withUnsafeBufferPointer { bytes in
      var start = 0
      for name in names {
        let end = start + name.utf8.count
        numbers.append(table.intern(bytes, start..<end))
        start = end + 1
      }
    }
    return (table, numbers)
  }

  /// Five thousand names in the shapes people give numbered habits.
  static let shapes: [String: @Sendable (Int) -> String] = [
    "Habit N": { "Habit \($0)" },
    "Habit 000N": { "Habit " + String(repeating: "0", count: 4 - String($0).count) + String($0) },
    "N push-ups": { "\($0) push-ups" },
    "long names": { "A habit with a long name, number \($0)" },
    "Gym N Run M": { "Gym \($0 % 10) Run \($0 / 10)" },
  ]

  @Test(arguments: ["Habit N", "Habit 000N", "N push-ups", "long names", "Gym N Run M"])
  func fiveThousandNamesTakeFewerThanThreeProbesALookup(shape: String) throws {
    let name = try #require(Self.shapes[shape])
    let names = (0..<5_000).map(name)
    let (table, numbers) = Self.interned(names)
    #expect(table.count == names.count)
    #expect(numbers == Array(0..<names.count))
    #expect(table.averageProbes < 3, "average probes \(table.averageProbes)")
  }

  @Test func aNameSeenBeforeGetsItsNumberAgain() {
    let names = (0..<300).map { "Habit \($0)" }
    let (table, numbers) = Self.interned(names + names.reversed() + ["habit 1", "Habit 1 "])
    #expect(Array(numbers[300..<600]) == Array((0..<300).reversed()))
    #expect(numbers[600] == 300 && numbers[601] == 301)
    #expect(table.strings[300] == "habit 1")
  }
}
