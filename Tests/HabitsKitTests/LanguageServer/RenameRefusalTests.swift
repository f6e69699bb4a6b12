import HabitsLanguageServer
import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Rename refuses what would break the files: a name another habit already has (the habits
/// file would have two, and log lines `Gym, Gym`), and a name the habits file would not
/// accept; both are error responses that say why.
@Suite struct RenameRefusalTests {
  typealias S = LanguageServerSession

  private func rename(_ newName: String, at line: Int = 1, _ character: Int = 1) -> JSON {
    var session = S(files: LSPFixture.files)
    session.open(S.habitsURI, LSPFixture.habits)
    return session.request("textDocument/rename", S.at(S.habitsURI, line, character, [("newName", .string(newName))]))
  }

  @Test("a name another habit has is refused, in any case or spacing", arguments: ["Gym", "gym", "  GYM ", "Floss"])
  func existingName(_ name: String) throws {
    let response = rename(name)
    #expect(response["result"] == nil || response["result"] == .null, "\(response)")
    let message = try #require(response["error"]?["message"]?.string)
    #expect(message.contains("already"), "\(message)")
    #expect(message.contains("line "), "\(message)")
  }

  @Test("the habit's own name in another case is a rename like any other")
  func ownName() throws {
    let response = rename("READ")
    let edits = try #require(response["result"]?["changes"]?[S.habitsURI]?.array)
    #expect(edits.map { $0["newText"] } == [.string("READ")])
  }

  @Test("names the habits file would not accept are refused", arguments: [
    "Tea x2", "Tea, coffee", "a: b", "Tea # x", "", "   ", "Tea;", "Tea\u{0}",
  ])
  func invalidName(_ name: String) {
    let response = rename(name)
    #expect(response["error"]?["code"] == .int(-32602), "\(name): \(response)")
  }
}
