import Testing
@testable import HabitsKit
@testable import HabitsCLI

/// `habits redeem` and `habits points` through the CLI: a redeem the balance cannot afford on
/// its day or on any later day up to today is refused (exit 2, nothing written) unless forced;
/// an unknown reward is refused with a suggestion; `rewards` is `points`.
@Suite struct RedeemCommandTests {
  static let habits = """
    Gym: Mon, Wed, Fri; 10 points; since 2026-11-16
    Smoke: never; -5 points

    [REWARDS]
    Movie night: 50 points
    Coffee: 5 points

    """
  /// 30 points by Friday, 5 spent on Saturday: 25 on Sunday.
  static let log = "2026-11-16 Gym\n2026-11-18 Gym\n2026-11-20 Gym\n2026-11-21 redeem Coffee\n"

  func environment() -> FakeEnvironment {
    FakeEnvironment(files: ["habits.txt": Self.habits, "log.txt": Self.log])
  }

  /// What `points` says a reward still needs: its price less the balance, a debt included
  /// (a balance of -20 is 40 short of a 20-point reward, not 20).
  @Test(arguments: [
    ("2026-11-01 Gym\n", "  Movie night  20 points  10 more to go\n"),
    ("2026-11-01 Gym\n2026-11-02 Gym\n", "  Movie night  20 points  affordable\n"),
    ("2026-11-01 Gym\n2026-11-02 redeem Movie night\n", "  Movie night  20 points  30 more to go\n"),
    ("2026-11-01 Gym\n2026-11-02 redeem Movie night x2\n", "  Movie night  20 points  50 more to go\n"),
  ])
  func pointsToGo(_ log: String, _ row: String) {
    let env = FakeEnvironment(files: ["habits.txt": "Gym: daily; 10 points; since 2026-11-01\n\n[Rewards]\nMovie night: 20 points\n", "log.txt": log])
    #expect(env.run(["points", "--today", "2026-11-02"]) == .success, "\(env.stderr)")
    #expect(env.stdout.contains("\nRewards\n" + row), "\(env.stdout)")
  }

  @Test("a redeem the balance affords is appended, with the balance")
  func accepted() {
    let env = environment()
    #expect(env.run(["redeem", "coffee", "x2"]) == .success, "\(env.stderr)")
    #expect(env.stdout == "2026-11-22 redeem Coffee x2\nbalance: 15 points\n")
    #expect(String(decoding: env.files["log.txt"]!, as: UTF8.self) == Self.log + "2026-11-22 redeem Coffee x2\n")
  }

  @Test("a redeem beyond the balance is refused (exit 2, nothing written); --force writes it")
  func refused() {
    let env = environment()
    #expect(env.run(["redeem", "Movie", "night"]) == .failure)
    #expect(env.stderr.contains("habits: the points balance would be -25 on 2026-11-22"), "\(env.stderr)")
    #expect(String(decoding: env.files["log.txt"]!, as: UTF8.self) == Self.log)
    let forced = environment()
    #expect(forced.run(["redeem", "Movie night", "--force", "-q"]) == .success, "\(forced.stderr)")
    #expect(forced.stdout.isEmpty)
    #expect(String(decoding: forced.files["log.txt"]!, as: UTF8.self).hasSuffix("2026-11-22 redeem Movie night\n"))
  }

  @Test("a backdated redeem that a later day's balance cannot carry is refused")
  func backdated() {
    // 10 points on Monday, 20 on Wednesday, 30 on Friday, and six coffees on Saturday leave 0:
    // a coffee on Wednesday leaves 15 that day, but -5 on Saturday.
    let log = "2026-11-16 Gym\n2026-11-18 Gym\n2026-11-20 Gym\n2026-11-21 redeem Coffee x6\n"
    let env = FakeEnvironment(files: ["habits.txt": Self.habits, "log.txt": log])
    #expect(env.run(["redeem", "Coffee", "--date", "2026-11-18"]) == .failure)
    #expect(env.stderr.contains("the points balance would be -5 on 2026-11-21"), "\(env.stderr)")
    #expect(String(decoding: env.files["log.txt"]!, as: UTF8.self) == log)
    let forced = FakeEnvironment(files: ["habits.txt": Self.habits, "log.txt": log])
    #expect(forced.run(["redeem", "Coffee", "--date", "2026-11-18", "--force"]) == .success, "\(forced.stderr)")
  }

  @Test("an unknown reward is refused with a suggestion; a future day is refused")
  func unknown() {
    let env = environment()
    #expect(env.run(["redeem", "Movie nigth"]) == .failure)
    #expect(env.stderr.contains("unknown reward 'Movie nigth'; did you mean 'Movie night'?"), "\(env.stderr)")
    let future = environment()
    #expect(future.run(["redeem", "Coffee", "--date", "2026-11-23"]) == .failure)
    #expect(future.stderr.contains("is after today"), "\(future.stderr)")
  }

  @Test("'habits rewards' is 'habits points'; the board's summary ends with the balance")
  func rewardsAlias() {
    let points = environment()
    #expect(points.run(["points"]) == .success)
    let rewards = environment()
    #expect(rewards.run(["rewards"]) == .success)
    #expect(points.stdout == rewards.stdout && points.stdout.contains("balance     25 points"), "\(points.stdout)")
    let board = environment()
    #expect(board.run(["status"]) == .success)
    #expect(board.stdout.contains("· 25 points\n"), "\(board.stdout)")
  }

  @Test("a file without points keeps its board and JSON as they were: no balance")
  func noPoints() {
    let env = FakeEnvironment(files: ["habits.txt": "Gym: daily\n", "log.txt": "2026-11-22 Gym\n"])
    #expect(env.run(["status", "--json"]) == .success)
    #expect(!env.stdout.contains("balance") && !env.stdout.contains("points"), "\(env.stdout)")
  }
}
