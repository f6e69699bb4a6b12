import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `over` in `stats` counts extra work only (views.md): a limit's day over its limit is a slip,
/// and summed with the goals' extra effort in the all-habits row it would mean nothing.
@Suite struct StatsOverTests {
  @Test("a limit's slip is no 'over'; a goal's extra is")
  func slipIsNoOver() throws {
    let env = FakeEnvironment(
      today: "2026-11-05",
      files: [
        "habits.txt": "Coffee: at most 3 a day; since 2026-11-01\nGym: daily; since 2026-11-01\n",
        "log.txt": "2026-11-03 Coffee x4\n2026-11-02 Gym x2\n2026-11-03 Gym\n",
      ])
    env.run(["stats", "--json"])
    let json = env.stdout
    let coffee = try #require(json.firstRange(of: #""habit":"Coffee""#))
    let gym = try #require(json.firstRange(of: #""habit":"Gym""#))
    #expect(json[coffee.lowerBound..<gym.lowerBound].contains(#""over":0"#), "\(json)")
    #expect(json[gym.lowerBound...].contains(#""over":1"#), "\(json)")
  }
}
