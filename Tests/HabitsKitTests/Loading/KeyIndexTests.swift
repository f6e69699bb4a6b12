import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Habit keys in a small hash table, with a dictionary's answers.
@Suite struct KeyIndexTests {
  @Test("finds every key, keeps a key's first index, across the table's growth",
        arguments: [0, 3, 8, 9, 16, 17, 1000])
  func lookups(count: Int) {
    var index = KeyIndex()
    for i in 0..<count { index.insert("habit \(i)", index: i) }
    // A repeated key keeps the index it was first stored with.
    index.insert("habit 0", index: 99_999)
    for i in 0..<count { #expect(index.index(of: "habit \(i)") == i) }
    #expect(index.index(of: "habit \(max(count, 1))") == nil)
    #expect(index.index(of: "") == nil)
  }

  @Test("matches keys as String equality does: blind to Unicode normalisation")
  func canonicalEquivalence() {
    var index = KeyIndex()
    index.insert("caf\u{E9}", index: 1)  // precomposed é
    index.insert("a`", index: 2)
    #expect(index.index(of: "cafe\u{301}") == 1)  // e and a combining acute
    #expect(index.index(of: "a\u{1FEF}") == 2)  // Greek varia, canonically a backtick
  }
}
