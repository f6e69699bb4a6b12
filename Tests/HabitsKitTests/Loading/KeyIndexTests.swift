import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Habit keys searched in order while few, hashed when many, with the same answers.
@Suite struct KeyIndexTests {
  @Test("finds every key, keeps a key's first index, on both sides of the switch to hashing",
        arguments: [3, KeyIndex.searchedUpTo, KeyIndex.searchedUpTo + 1, 1000])
  func lookups(count: Int) {
    var index = KeyIndex()
    for i in 0..<count { index.insert("habit \(i)", index: i) }
    // A repeated key keeps the index it was first stored with.
    index.insert("habit 0", index: 99_999)
    for i in 0..<count { #expect(index.index(of: "habit \(i)") == i) }
    #expect(index.index(of: "habit \(count)") == nil)
    #expect(index.index(of: "") == nil)
  }
}
