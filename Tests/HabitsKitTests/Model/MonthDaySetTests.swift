import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The month-day bitmask behaves as the `Set<Int>` it replaces, iterating in order.
@Suite struct MonthDaySetTests {
  @Test("insert, contains, count, equality and ascending iteration, as a Set<Int> would")
  func behavesAsASet() {
    var days = MonthDaySet()
    #expect(days.isEmpty)
    #expect(days.insert(15).inserted)
    #expect(!days.insert(15).inserted)
    #expect(days.insert(1).inserted && days.insert(31).inserted)
    #expect(days.count == 3)
    #expect(days.contains(1) && days.contains(31) && !days.contains(2))
    #expect(!days.contains(0) && !days.contains(32) && !days.contains(-1))
    #expect(Array(days) == [1, 15, 31])
    #expect(days == [31, 15, 1, 1])
    var all = MonthDaySet()
    for day in 1...31 { all.insert(day) }
    #expect(Array(all) == Array(1...31))
  }
}
