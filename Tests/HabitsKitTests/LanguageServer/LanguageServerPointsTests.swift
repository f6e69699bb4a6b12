import HabitsLanguageServer
import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The language server on points and rewards: hover shows a habit's points and a reward's
/// price against today's balance (on its line and on a redeem line); completion offers the
/// points and priority options, `redeem` after a date, and the rewards after it.
@Suite struct LanguageServerPointsTests {
  typealias S = LanguageServerSession

  static let habits = """
    Gym: Mon, Wed, Fri; 10 points; priority do first; since 2026-11-16

    [Rewards]
    Movie night: 50 points
    New book: 120 points

    """
  static let log = "2026-11-16 Gym\n2026-11-18 Gym\n2026-11-20 Gym\n2026-11-21 redeem Movie night\n"

  @Test("hover shows a habit's points and priority, and a reward's price and the balance")
  func hover() throws {
    var session = S(files: ["/w/habits.txt": Self.habits, "/w/log.txt": Self.log])
    session.open(S.habitsURI, Self.habits)
    let gym = try #require(session.result("textDocument/hover", S.at(S.habitsURI, 0, 1))["contents"]?["value"]?.string)
    #expect(gym.contains("Points: 10 a completion") && gym.contains("Priority: do first"), "\(gym)")
    let book = try #require(session.result("textDocument/hover", S.at(S.habitsURI, 4, 2))["contents"]?["value"]?.string)
    #expect(book.contains("**New book**: 120 points") && book.contains("Balance: -20 points today, 140 more to go"), "\(book)")
    session.open(S.logURI, Self.log)
    let movie = try #require(session.result("textDocument/hover", S.at(S.logURI, 3, 20))["contents"]?["value"]?.string)
    #expect(movie.contains("**Movie night**: 50 points") && movie.contains("Redeemed: 1 time, last on Sat 2026-11-21"), "\(movie)")
  }

  @Test("completion offers points and priorities after ';', redeem after a date, and the rewards after redeem")
  func completion() throws {
    var session = S(files: ["/w/habits.txt": Self.habits, "/w/log.txt": Self.log])
    session.open(S.habitsURI, "Walk: daily; \n")
    let options = (session.result("textDocument/completion", S.at(S.habitsURI, 0, 13))["items"]?.array ?? []).compactMap { $0["label"]?.string }
    for word in ["10 points", "-5 points", "priority do first", "priority delegate"] {
      #expect(options.contains(word), "\(word) not offered: \(options)")
    }
    session.open(S.habitsURI, Self.habits)
    session.open(S.logURI, "2026-11-22 re\n")
    let keywords = (session.result("textDocument/completion", S.at(S.logURI, 0, 13))["items"]?.array ?? []).compactMap { $0["label"]?.string }
    #expect(keywords.contains("redeem"), "\(keywords)")
    session.open(S.logURI, "2026-11-22 redeem Mo\n")
    let rewards = session.result("textDocument/completion", S.at(S.logURI, 0, 20))["items"]?.array ?? []
    #expect(rewards.compactMap { $0["label"]?.string } == ["Movie night", "New book"], "\(rewards)")
    #expect(rewards.first?["detail"]?.string == "reward, 50 points")
  }
}
