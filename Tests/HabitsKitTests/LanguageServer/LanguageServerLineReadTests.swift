import HabitsLanguageServer
import Testing

@testable import HabitsKit

/// References, rename and hover find a habit's names from the lines its loaded entries keep
/// (`HabitLog.lines`): they read those lines alone, never the whole log, and still reach
/// every line that names the habit, an entry that does not count included.
@Suite struct LanguageServerLineReadTests {
  typealias S = LanguageServerSession

  static let habits = """
    Gym: Mon, Wed, Fri; since 2026-11-02
    Read: every day; since 2026-01-01
    Run: every day; 5 km; since 2026-01-01

    """

  /// 300 lines of other habits, and Gym on four: alone, grouped, skipped, and on a line
  /// whose other entry is refused (a unit mismatch).
  static let log: String = {
    var lines: [String] = []
    for offset in 0..<300 { lines.append("\(day("2026-01-01") + offset) Read") }
    lines += [
      "2026-11-02 Gym", "2026-11-04 Read, Gym x2", "2026-11-06 skip Gym", "2026-11-09 Gym, Run 3 mi",
      "2026-11-10 Run 5 km",
    ]
    return lines.joined(separator: "\n") + "\n"
  }()

  /// The lines (0-based) and columns of Gym in `log`.
  static let gym = [(300, 11), (301, 17), (302, 16), (303, 11)]

  func session() -> S {
    var session = S(files: ["/w/habits.txt": Self.habits, "/w/log.txt": Self.log])
    session.open(S.logURI, Self.log)
    _ = session.flush()
    return session
  }

  func project(_ session: S) throws -> LanguageServer.Project {
    try #require(session.server.projects["/w/habits.txt"])
  }

  @Test("rename from the habits file reads the four lines Gym is on, and edits each")
  func rename() throws {
    var session = session()
    let edit = session.result("textDocument/rename", S.at(S.habitsURI, 0, 1, [("newName", .string("Swim"))]))
    let log = try #require(edit["changes"]?[S.logURI]?.array)
    #expect(log.map { $0["range"] } == Self.gym.map { S.range($0.0, $0.1, $0.0, $0.1 + 3) })
    #expect(edit["changes"]?[S.habitsURI]?.array?.count == 1)
    #expect(try project(session).logLinesRead == 4)
    #expect(try project(session).logSyntax == nil)
  }

  @Test("references from a log name read its line, then Gym's lines")
  func references() throws {
    var session = session()
    let found = session.result("textDocument/references", S.at(S.logURI, 301, 18))
    #expect(found.array?.count == 5)
    #expect(try project(session).logLinesRead == 1 + 4)
    #expect(try project(session).logSyntax == nil)
  }

  @Test("hover on a log name reads that line alone")
  func hover() throws {
    var session = session()
    let hover = session.result("textDocument/hover", S.at(S.logURI, 303, 12))
    #expect(hover["contents"]?["value"]?.string?.hasPrefix("**Gym**") == true)
    #expect(try project(session).logLinesRead == 1)
    #expect(try project(session).logSyntax == nil)
  }

  @Test("the loaded entries keep the lines: Gym's four, Run's two (one refused)")
  func loadedLines() throws {
    let loaded = load(Self.habits, log: Self.log)
    #expect(loaded.journal.habit(named: "gym")?.log.lines == [301, 302, 303, 304])
    #expect(loaded.journal.habit(named: "run")?.log.lines == [304, 305])
    #expect(loaded.journal.habit(named: "run")?.log.rejectedLines == [304])
    #expect(loaded.journal.habit(named: "gym")?.log.pauses.map(\.line) == [303])
    let gym = try #require(loaded.journal.habit(named: "gym")?.log)
    #expect(gym.entries.map(\.line) == [301, 302, 304])
    #expect(gym.entries(ofCompletion: 1) == 1..<2)
  }
}
