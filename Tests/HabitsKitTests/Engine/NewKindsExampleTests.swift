import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// A habits file with one line of each of the later kinds: limits, amounts, every N months, quarterly and
/// after-last habits check clean together and the board says what each one asks for.
@Suite struct NewKindsExampleTests {
  static let habits = """
    Smoke: never; since 2026-11-01
    Sweets: at most 2 a week; since 2026-11-02
    Coffee: at most 3 a day
    Run: Mon, Wed, Fri; 5 km; since 2026-11-02
    Water: every day; 2 l
    Dentist: every 6 months on the 15th; since 2026-01-15
    Review: quarterly on the 1st Monday; since 2026-01-01
    Haircut: every 5 weeks after last; since 2026-09-01
    Cactus: every 10 days after last

    """
  static let log = """
    2026-11-09 Run 5.2 km
    2026-11-10 Smoke
    2026-11-10 Coffee x2
    2026-11-10 Sweets
    2026-11-10 Water 1.5 l
    2026-11-10 Water 0.5l
    2026-11-11 Run 3 km
    2026-11-11 Sweets x2
    2026-11-12 Cactus

    """

  @Test("the example lines and their log check clean, strictly")
  func checksClean() {
    let env = FakeEnvironment(today: "2026-11-12", files: ["habits.txt": Self.habits, "log.txt": Self.log])
    let status = env.run(["check", "--strict"])
    #expect(status == .success, "\(env.stdout)\(env.stderr)")
    #expect(env.stdout.isEmpty && env.stderr.isEmpty, "\(env.stdout)\(env.stderr)")
  }

  struct Row: CustomTestStringConvertible, Sendable {
    let habit: String
    let status: String
    let todo: String
    var testDescription: String { "\(habit): \(status), \(todo)" }
  }

  static let rows: [Row] = [
    // A slip on Nov 10: the day is over the limit, the next day clean again.
    Row(habit: "Smoke", status: "over_limit", todo: "over by 1 that day"),
    // Nov 10 once, Nov 11 twice: three this week, one over.
    Row(habit: "Sweets", status: "over_limit", todo: "over by 1 that week"),
    Row(habit: "Coffee", status: "within_limit", todo: "1 left that day"),
    // 5.2 km is completed; Wednesday's 3 km partially.
    Row(habit: "Run", status: "partially_completed", todo: "3 of 5 km done"),
    Row(habit: "Water", status: "completed", todo: "done"),
    Row(habit: "Dentist", status: "backlog", todo: "catch up: 1 left this period"),
    Row(habit: "Review", status: "backlog", todo: "catch up: 1 left this quarter"),
    Row(habit: "Haircut", status: "backlog", todo: "catch up: 1 left overall"),
    // The first completion of an after-last habit is its due day: done, and the next one
    // moves to ten days after it.
    Row(habit: "Cactus", status: "completed", todo: "done"),
  ]

  @Test("each habit's status and what to do, on the day of its entries", arguments: rows)
  func board(_ row: Row) throws {
    // The day each row talks about (a past day's words say "that day"): Run on its partial
    // Wednesday, the limits and Water on Nov 10 or 11, the rest today, Nov 12.
    let date = ["Smoke": "2026-11-10", "Water": "2026-11-10", "Run": "2026-11-11", "Sweets": "2026-11-11", "Coffee": "2026-11-10"][row.habit] ?? "2026-11-12"
    let env = FakeEnvironment(today: "2026-11-12", files: ["habits.txt": Self.habits, "log.txt": Self.log])
    _ = env.run(["status", "--date", date, "--json"])
    let json = try #require(JSONValue.parse(env.stdout), "\(env.stdout)")
    let habit = try #require(json["habits"]?.array?.first { $0["habit"]?.string == row.habit }, "\(env.stdout)")
    #expect(habit["status"]?.string == row.status, "\(habit)")
    #expect(habit["todo"]?.string == row.todo, "\(habit)")
  }
}
