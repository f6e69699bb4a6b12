import HabitsLanguageServer
import Testing

@testable import HabitsKit

/// A rename reaches every line of the habit in the habits file: its change lines too (a rename
/// that left one would make it a habit of its own), a refused one included; and every log line
/// that names it, one refused for its count (`Gym x0`) included.
@Suite struct RenameEveryLineTests {
  typealias S = LanguageServerSession

  static let habits = """
    Gym: Mon, Wed, Fri; since 2026-11-02
    Read: every day
    Gym: Tue; from 2026-11-10
    gym: Wed; from 2026-11-01

    """

  static let log = """
    2026-11-20 gym, Read
    2026-11-11 Gym x0
    2026-11-12 Read

    """

  func session() -> S {
    var session = S(files: ["/w/habits.txt": Self.habits, "/w/log.txt": Self.log])
    session.open(S.logURI, Self.log)
    _ = session.flush()
    return session
  }

  @Test("the first line, a change line, a refused change line, the log's entries and a refused log line")
  func everyLine() throws {
    var session = session()
    let edit = session.result("textDocument/rename", S.at(S.habitsURI, 0, 1, [("newName", .string("Swim"))]))
    let habits = try #require(edit["changes"]?[S.habitsURI]?.array)
    #expect(habits.map { $0["range"] } == [S.range(0, 0, 0, 3), S.range(2, 0, 2, 3), S.range(3, 0, 3, 3)])
    let log = try #require(edit["changes"]?[S.logURI]?.array)
    #expect(log.map { $0["range"] } == [S.range(0, 11, 0, 14), S.range(1, 11, 1, 14)])
  }

  @Test("a rename or references asked from a change line is the habit's")
  func fromAChangeLine() throws {
    var session = session()
    #expect(session.result("textDocument/prepareRename", S.at(S.habitsURI, 2, 1))["placeholder"] == .string("Gym"))
    let edit = session.result("textDocument/rename", S.at(S.habitsURI, 2, 1, [("newName", .string("Swim"))]))
    #expect(edit["changes"]?[S.habitsURI]?.array?.count == 3)
    let found = session.result("textDocument/references", S.at(S.habitsURI, 2, 1))
    #expect(found.array?.count == 5)
  }
}
