import Testing

@testable import HabitsKit

/// A reward's name is trimmed as a habit's is.
@Suite struct RewardNameTests {
  @Test("blanks before the colon, a no-break space among them, are not part of the name", arguments: [
    "Movie night: 50 points", "Movie night : 50 points", "Movie night\u{00A0}: 50 points",
    "Movie night\u{00A0} \t: 50 points",
  ])
  func trimmed(line: String) throws {
    let result = load("Gym: daily; 10 points\n[Rewards]\n" + line + "\n")
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
    #expect(try #require(result.journal.rewards.first).name == "Movie night")
  }
}

extension RewardNameTests {
  @Test("blanks alone before the colon, a no-break space among them, are no name")
  func blanksAreNoName() {
    for line in ["\u{00A0}: 50 points", "\u{00A0} : 50 points"] {
      let result = load("Gym: daily; 10 points\n[Rewards]\n" + line + "\n")
      #expect(result.diagnostics.map(\.code) == [.emptyName], "\(shortDiagnostics(result))")
    }
  }
}
