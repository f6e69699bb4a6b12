import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The weekday bitmask behaves as a set of weekdays.
@Suite struct WeekdaySetTests {
  @Test("insert, contains, count and equality, as a Set<Weekday> would")
  func behavesAsASet() {
    var days = WeekdaySet()
    #expect(days.isEmpty)
    #expect(days.insert(.monday).inserted)
    #expect(!days.insert(.monday).inserted)
    #expect(days.insert(.sunday).inserted)
    #expect(days.count == 2)
    #expect(days.contains(.monday) && days.contains(.sunday) && !days.contains(.friday))
    #expect(days == [.sunday, .monday, .monday])
    let all: WeekdaySet = [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday]
    #expect(all.count == 7)
  }
}
