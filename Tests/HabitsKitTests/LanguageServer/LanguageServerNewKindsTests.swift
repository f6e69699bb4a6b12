import HabitsLanguageServer
import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The language server on the kinds of the third turn: completion offers their words (each of
/// which parses as the kind it names), and hover shows a rolling window's standing and no
/// streak for a tracked habit.
@Suite struct LanguageServerNewKindsTests {
  typealias S = LanguageServerSession

  @Test("completion after ':' offers every N years, rolling windows and tracked; each parses")
  func completion() throws {
    var session = S(files: LSPFixture.files)
    session.open(S.habitsURI, "Walk: \n")
    let labels = (session.result("textDocument/completion", S.at(S.habitsURI, 0, 6))["items"]?.array ?? []).compactMap { $0["label"]?.string }
    for word in ["every 2 years on", "3 times in any 7 days", "at least 3 in any 7 days", "at most 2 in any 7 days", "tracked"] {
      #expect(labels.contains(word), "\(word) not offered: \(labels)")
    }
    #expect(habit("A: 3 times in any 7 days").schedule == .rolling(times: 3, days: 7))
    #expect(habit("A: at most 2 in any 7 days").schedule == .rollingLimit(max: 2, days: 7))
    #expect(habit("A: tracked").schedule == .tracked)
    #expect(habit("A: every 2 years on Apr 15").schedule == .everyNYears(years: 2, [MonthDay(month: 4, day: 15)]))
  }

  @Test("hover shows a rolling window's standing, and no streak for a tracked habit")
  func hover() throws {
    var session = S(files: [
      "/w/habits.txt": "Gym: 3 times in any 7 days; since 2026-11-16\nWeight: tracked; kg\n",
      "/w/log.txt": "2026-11-18 Gym\n2026-11-20 Gym\n2026-11-21 Weight 80.9 kg\n",
    ])
    session.open(S.habitsURI, "Gym: 3 times in any 7 days; since 2026-11-16\nWeight: tracked; kg\n")
    let gym = try #require(session.result("textDocument/hover", S.at(S.habitsURI, 0, 1))["contents"]?["value"]?.string)
    #expect(gym.contains("To do: 1 more in the window  \nWindow: 2 in Nov 16 .. Nov 22, at least 3 in any 7 days"), "\(gym)")
    let weight = try #require(session.result("textDocument/hover", S.at(S.habitsURI, 1, 1))["contents"]?["value"]?.string)
    #expect(weight.contains("To do: last 80.9 kg, Nov 21") && !weight.contains("Streak"), "\(weight)")
  }
}
