import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// A one-off line in force with no date left has nothing left to log: it is on track, and the
/// board says "nothing left".
@Suite struct OneOffLeftTests {
  /// The board's row expected.
  typealias Case = FilesCase<String>

  static let cases: [Case] = [
    // Its date passed before its start (no since, nothing logged: it starts today).
    Case(habits: "Visa: on 2026-10-01\n", log: "", expected: " ⋅ Visa  not due  nothing left\n"),
    Case(habits: "Dentist: on 2026-11-05; since 2026-11-01\n", log: "2026-11-05 Dentist\n", expected: " ⋅ Dentist  not due  done, nothing left  22-day streak\n"),
    // A change to a one-off whose date is past.
    Case(habits: "Course: every day; since 2026-11-01\nCourse: on 2026-11-10; from 2026-11-05\n", log: "2026-11-10 Course\n", expected: " ⋅ Course  not due  done, nothing left  18-day streak\n"),
  ]

  @Test("on track, and the board says nothing is left", arguments: cases)
  func nothingLeft(_ c: Case) {
    let env = FakeEnvironment(today: c.today, files: ["habits.txt": c.habits, "log.txt": c.log])
    env.run(["status"])
    #expect(env.stdout.contains(c.expected), "\(env.stdout)")
    #expect(env.stdout.contains("1 on track · 0 not logged · 0 need attention"), "\(env.stdout)")
  }
}
