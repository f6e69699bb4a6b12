import Testing
@testable import HabitsKit

/// The streak walk reads a timeline's rules eight bytes at a time
/// (`StatusRule.failedAndStarting`): each rule must be one byte holding its case's index.
@Suite struct StatusRuleLayoutTests {
  @Test("a rule is one byte, its case's index in declaration order")
  func layout() {
    #expect(MemoryLayout<StatusRule>.size == 1)
    for (index, rule) in StatusRule.allCases.enumerated() {
      #expect(unsafeBitCast(rule, to: UInt8.self) == UInt8(index), "\(rule)")
    }
    #expect(unsafeBitCast(StatusRule.failed, to: UInt8.self) == StatusRule.failedIndex)
    for rule in StatusRule.allCases {
      #expect(rule.createsStreak == StatusRule.startingIndices.contains(unsafeBitCast(rule, to: UInt8.self)), "\(rule)")
    }
  }

  @Test("eight rules at once: failed and streak-starting bits as one by one", arguments: 0..<4)
  func words(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed) &+ 99)
    let all = StatusRule.allCases
    for _ in 0..<2_000 {
      let rules = (0..<8).map { _ in all[Int(random.next() % UInt64(all.count))] }
      let word = rules.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
      let bits = StatusRule.failedAndStarting(ofEight: UInt64(littleEndian: word))
      let failed = rules.indices.reduce(UInt64(0)) { $0 | (rules[$1] == .failed ? 1 << UInt64($1) : 0) }
      let starting = rules.indices.reduce(UInt64(0)) { $0 | (rules[$1].createsStreak ? 1 << UInt64($1) : 0) }
      #expect(bits.failed == failed && bits.starting == starting, "\(rules)")
    }
  }
}
