import HabitsLanguageServer
import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The language server and allows: allowed findings are not published, unused allows are
/// (faded), and "Allow CODE on this line" adds or extends a directive so the warning goes.
@Suite struct AllowQuickFixTests {
  typealias S = LanguageServerSession

  /// The "Allow ..." action for the diagnostics on line `line` (0-based) of `uri`, applied to
  /// `text`: the new text, after checking the server publishes nothing for it.
  func allowing(_ uri: String, _ text: String, line: Int, title: String) throws -> String {
    var session = S(files: LSPFixture.files)
    session.open(uri, text)
    _ = session.flush()
    let actions = try #require(
      session.result(
        "textDocument/codeAction", .obj(["textDocument": .obj(["uri": .string(uri)]), "range": S.range(line, 0, line, 0)])
      ).array)
    let action = try #require(actions.first { $0["title"] == .string(title) }, "\(actions.map { $0["title"] })")
    #expect(action["kind"] == .string("quickfix"))
    let edit = try #require(action["edit"]?["changes"]?[uri]?.array?.first)
    var document = TextDocument(text: text)
    let applied = document.apply(.obj(["range": edit["range"]!, "text": edit["newText"]!]), encoding: .utf16)
    #expect(applied)
    session.change(uri, document.text)
    #expect(session.flush()[uri] == [], "\(document.text)")
    return document.text
  }

  @Test("a line without a comment gets a trailing directive")
  func trailing() throws {
    let text = try allowing(S.habitsURI, "Gym: Mon\nPay: monthly on the 31st \n", line: 1, title: "Allow never-due-in-some-months on this line")
    #expect(text == "Gym: Mon\nPay: monthly on the 31st  # habits: allow never-due-in-some-months\n")
  }

  @Test("a directive on the line, or on the line above, gets the code added")
  func extend() throws {
    let trailing = try allowing(
      S.habitsURI, "Pay: monthly on the 31st, 31st  # habits: allow never-due-in-some-months -- why\n", line: 0,
      title: "Allow duplicate-day on this line")
    #expect(trailing == "Pay: monthly on the 31st, 31st  # habits: allow never-due-in-some-months, duplicate-day -- why\n")
    let above = try allowing(
      S.habitsURI, "# habits: allow never-due-in-some-months\nPay: monthly on the 31st, 31st  # rent\n", line: 1,
      title: "Allow duplicate-day on this line")
    #expect(above == "# habits: allow never-due-in-some-months, duplicate-day\nPay: monthly on the 31st, 31st  # rent\n")
  }

  @Test("a log entry with a note keeps it: the directive goes on a line of its own above")
  func aboveANote() throws {
    let log = LSPFixture.log + "  2026-11-22 Read x2  # again\n"
    let text = try allowing(S.logURI, log, line: 3, title: "Allow duplicate-entry on this line")
    #expect(text == LSPFixture.log + "  # habits: allow duplicate-entry\n  2026-11-22 Read x2  # again\n")
  }

  @Test("allowed findings are not published; an unused allow is, tagged unnecessary, without an allow fix")
  func published() throws {
    var session = S(files: LSPFixture.files)
    session.open(S.habitsURI, LSPFixture.habits + "Pay: monthly on the 31st  # habits: allow never-due-in-some-months\nRun: daily  # habits: allow duplicate-day\n")
    let found = try #require(session.flush()[S.habitsURI])
    #expect(found.map { $0["code"] } == [.string("unused-allow")])
    #expect(found.first?["tags"] == .array([.int(1)]))
    let actions = try #require(
      session.result(
        "textDocument/codeAction", .obj(["textDocument": .obj(["uri": .string(S.habitsURI)]), "range": S.range(4, 0, 4, 0)])
      ).array)
    #expect(actions.compactMap { $0["title"]?.string }.filter { $0.hasPrefix("Allow") || $0.hasPrefix("Remove") } == ["Remove the unused allow of 'duplicate-day'"])
  }
}

/// Completion of codes in an allow's list.
@Suite struct AllowCompletionTests {
  typealias S = LanguageServerSession

  func labels(_ uri: String, _ text: String, line: Int, character: Int) -> [String] {
    var session = S(files: LSPFixture.files)
    session.open(uri, text)
    return session.result("textDocument/completion", S.at(uri, line, character))["items"]?.array?.compactMap { $0["label"]?.string } ?? []
  }

  @Test("the warnings' codes after 'allow', in a directive or the settings line; none in another comment")
  func codes() {
    let warnings = DiagnosticCode.allCases.filter { $0.severity == .warning }.map(\.rawValue)
    #expect(labels(S.habitsURI, "allow \n", line: 0, character: 6) == warnings)
    #expect(labels(S.habitsURI, "allow duplicate-day, nev\n", line: 0, character: 24) == warnings)
    #expect(labels(S.logURI, "2026-11-20 Gym  # habits: allow \n", line: 0, character: 32) == warnings)
    #expect(labels(S.logURI, "2026-11-20 Gym  # felt good \n", line: 0, character: 27).isEmpty)
    #expect(!labels(S.habitsURI, "Allowance: \n", line: 0, character: 11).contains("duplicate-day"))
  }
}

/// Hover on a code of an allow.
@Suite struct AllowHoverTests {
  typealias S = LanguageServerSession

  @Test("hover on an allowed code says what the code means")
  func hover() throws {
    var session = S(files: LSPFixture.files)
    session.open(S.habitsURI, LSPFixture.habits + "Pay: monthly on the 31st  # habits: allow never-due-in-some-months\n")
    let value = try #require(session.result("textDocument/hover", S.at(S.habitsURI, 3, 45))["contents"]?["value"]?.string)
    #expect(value == "`[never-due-in-some-months]` \(DiagnosticCode.neverDueInSomeMonths.summary) (warning)")
  }
}
