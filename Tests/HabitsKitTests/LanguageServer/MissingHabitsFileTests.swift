import HabitsLanguageServer
import Testing

@testable import HabitsKit

/// A log opened with no habits file beside it: every entry is an unknown habit, and the
/// server says why, naming the missing file as the command line does, rather than "the
/// habits file defines no habits".
@Suite struct MissingHabitsFileTests {
  typealias S = LanguageServerSession

  /// The related information of each diagnostic published for the log.
  static func related(_ session: inout S) -> [String] {
    let log = session.flush()[S.logURI] ?? []
    return log.flatMap { ($0["relatedInformation"]?.array ?? []).compactMap { $0["message"]?.string } }
  }

  @Test("no habits file: each unknown habit names the missing file")
  func missing() {
    var session = S(files: ["/w/log.txt": "2026-11-02 Gym\n"])
    session.open(S.logURI, "2026-11-02 Gym\n")
    #expect(Self.related(&session) == ["there is no habits file: '/w/habits.txt' does not exist; create it (for example with a line 'Gym: every day')"])
  }

  @Test("an empty habits file: it defines no habits, as the library says")
  func empty() {
    var session = S(files: ["/w/habits.txt": "# nothing yet\n", "/w/log.txt": "2026-11-02 Gym\n"])
    session.open(S.logURI, "2026-11-02 Gym\n")
    #expect(Self.related(&session) == ["the habits file defines no habits"])
  }
}
