import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `Habit.key(for:)` takes a byte path for ASCII names: it must match the Unicode path.
@Suite struct HabitKeyTests {
  /// The Unicode path as it was written first: lower-case, then runs of blanks to one space.
  private func reference(_ name: String) -> String {
    var result = ""
    var pendingSpace = false
    for character in name.lowercased() {
      if character == " " || character == "\t" || character == "\u{A0}" {
        pendingSpace = !result.isEmpty
      } else {
        if pendingSpace { result.append(" ") }
        pendingSpace = false
        result.append(character)
      }
    }
    return result
  }

  @Test("ASCII and other names get the same key as the plain rule")
  func keysMatchTheRule() {
    var random = SeededRandom(seed: 2026)
    let pieces = ["Gym", "READ", "x2", " ", "  ", "\t", "Skip", "rope", "-", "_", "Ünïcode", "\u{A0}", "ß", "İ", "@", "[", "`", "{", "Z", "a"]
    for _ in 0..<3000 {
      var name = ""
      for _ in 0..<Int.random(in: 0...6, using: &random) { name += pieces[Int.random(in: 0..<pieces.count, using: &random)] }
      #expect(Habit.key(for: name) == reference(name), "\(name.debugDescription)")
    }
  }
}
