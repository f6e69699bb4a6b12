import HabitsLanguageServer
import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Each handler on the fixture files: diagnostics, code actions, completion, hover,
/// definition, references, rename, symbols and inlay hints.
@Suite struct LanguageServerFeatureTests {
  typealias S = LanguageServerSession

  @Test("diagnostics appear on open with check's code and notes, and clear when fixed")
  func diagnostics() throws {
    var session = S(files: LSPFixture.files)
    session.open(S.habitsURI, LSPFixture.habits.replacing("Mon, Wed", with: "Mon, Wdd"))
    let published = session.flush()
    let found = try #require(published[S.habitsURI])
    #expect(found.count == 1)
    #expect(found[0]["code"] == .string("unknown-weekday"))
    #expect(found[0]["severity"] == .int(1))
    #expect(found[0]["range"] == S.range(0, 10, 0, 13))
    #expect(found[0]["relatedInformation"]?.array?.first?["message"] == .string("did you mean 'Wed'?"))
    // Nothing changed: nothing to publish.
    #expect(session.flush().isEmpty)
    session.change(S.habitsURI, LSPFixture.habits)
    #expect(session.flush()[S.habitsURI] == [])
  }

  @Test("a request between an edit and the flush loads the files; the flush still publishes")
  func requestBeforeFlush() {
    var session = S(files: LSPFixture.files)
    session.open(S.habitsURI, "Gym: Mon, Wdd\n")
    _ = session.result("textDocument/hover", S.at(S.habitsURI, 0, 1))
    #expect(session.flush()[S.habitsURI]?.count == 1)
    #expect(session.flush().isEmpty)
  }

  @Test("an incremental change is applied to the open text")
  func incremental() {
    var session = S(files: LSPFixture.files)
    session.open(S.habitsURI, "Gym: Mon, Wdd\n")
    #expect(session.flush()[S.habitsURI]?.count == 1)
    session.notify(
      "textDocument/didChange",
      .obj([
        "textDocument": .obj(["uri": .string(S.habitsURI), "version": .int(2)]),
        "contentChanges": .array([.obj(["range": S.range(0, 10, 0, 13), "text": .string("Wed")])]),
      ]))
    #expect(session.server.documents["/w/habits.txt"]?.text == "Gym: Mon, Wed\n")
    #expect(session.flush()[S.habitsURI] == [])
  }

  @Test("editing the habits file re-diagnoses the log")
  func logFollowsHabits() {
    var session = S(files: LSPFixture.files)
    session.open(S.logURI, LSPFixture.log + "2026-11-22 Yoga\n")
    #expect(session.flush()[S.logURI]?.map { $0["code"] } == [.string("unknown-habit")])
    session.open(S.habitsURI, LSPFixture.habits + "Yoga: daily\n")
    #expect(session.flush()[S.logURI] == [])
  }

  @Test(
    "every did-you-mean becomes a quick fix whose edit makes the file clean",
    arguments: [
      ("Gym: Mon, Wdd", "Gym: Mon, Wed"),
      ("Gym: every Tusday", "Gym: every Tuesday"),
      ("Gym: every day; grase 3 days", "Gym: every day; grace 3 days"),
      ("Gym: daily; sinse 2026-11-01", "Gym: daily; since 2026-11-01"),
      ("Gym: every secnd Monday", "Gym: every second Monday"),
      ("Gym: evry day", "Gym: every day"),
    ])
  func quickFix(line: String, fixed: String) throws {
    var session = S(files: LSPFixture.files)
    session.open(S.habitsURI, line + "\n")
    _ = session.flush()
    let actions = try #require(
      session.result(
        "textDocument/codeAction",
        .obj([
          "textDocument": .obj(["uri": .string(S.habitsURI)]), "range": S.range(0, 0, 0, 0),
          "context": .obj(["diagnostics": .array([])]),
        ])
      ).array)
    let fix = try #require(actions.first { $0["kind"] == .string("quickfix") })
    let edit = try #require(fix["edit"]?["changes"]?[S.habitsURI]?.array?.first)
    var document = TextDocument(text: line + "\n")
    let applied = document.apply(.obj(["range": edit["range"]!, "text": edit["newText"]!]), encoding: .utf16)
    #expect(applied)
    #expect(document.text == fixed + "\n")
  }

  @Test("the log's unknown habit and repeated line get quick fixes")
  func logFixes() throws {
    var session = S(files: LSPFixture.files)
    session.open(S.logURI, "2026-11-20 Raed\n2026-11-21 Gym\n2026-11-21 Gym\n")
    _ = session.flush()
    let actions = try #require(
      session.result(
        "textDocument/codeAction",
        .obj(["textDocument": .obj(["uri": .string(S.logURI)]), "range": S.range(0, 0, 2, 0)])
      ).array)
    #expect(
      actions.map { $0["title"] } == [
        .string("Replace with 'Read'"), .string("Delete the repeated line"), .string("Allow duplicate-entry on this line"),
      ])
    let delete = try #require(actions[1]["edit"]?["changes"]?[S.logURI]?.array?.first)
    #expect(delete["range"] == S.range(2, 0, 3, 0))
    #expect(delete["newText"] == .string(""))
  }

  @Test("a second line of a habit gets a fix that makes it a change of schedule from today")
  func changeFromToday() throws {
    var session = S(files: LSPFixture.files)
    let text = "Gym: Mon, Wed\nGym: Tue, Thu  # new job\n"
    session.open(S.habitsURI, text)
    #expect(session.flush()[S.habitsURI]?.map { $0["code"] } == [.string("duplicate-habit")])
    let actions = try #require(
      session.result(
        "textDocument/codeAction",
        .obj(["textDocument": .obj(["uri": .string(S.habitsURI)]), "range": S.range(1, 0, 1, 0)])
      ).array)
    let fix = try #require(actions.first { $0["kind"] == .string("quickfix") })
    #expect(fix["title"] == .string("Change the schedule from today (; from 2026-11-22)"))
    let edit = try #require(fix["edit"]?["changes"]?[S.habitsURI]?.array?.first)
    var document = TextDocument(text: text)
    let applied = document.apply(.obj(["range": edit["range"]!, "text": edit["newText"]!]), encoding: .utf16)
    #expect(applied)
    #expect(document.text == "Gym: Mon, Wed\nGym: Tue, Thu; from 2026-11-22  # new job\n")
    session.change(S.habitsURI, document.text)
    #expect(session.flush()[S.habitsURI] == [])
  }

  @Test("'Log NAME today' on a habit line appends a line to the log")
  func logToday() throws {
    var session = S(files: LSPFixture.files)
    session.open(S.habitsURI, LSPFixture.habits)
    let actions = try #require(
      session.result(
        "textDocument/codeAction",
        .obj(["textDocument": .obj(["uri": .string(S.habitsURI)]), "range": S.range(2, 1, 2, 1)])
      ).array)
    #expect(actions.map { $0["title"] } == [.string("Log Floss today")])
    let edit = try #require(actions[0]["edit"]?["changes"]?[S.logURI]?.array?.first)
    #expect(edit["range"] == S.range(3, 0, 3, 0))
    #expect(edit["newText"] == .string("2026-11-22 Floss\n"))
  }

  @Test("completion in the log: dates at the start, then keywords and names, the latest logged first")
  func completionInLog() throws {
    var session = S(files: LSPFixture.files)
    session.open(S.logURI, LSPFixture.log + "20\n2026-11-22 \n2026-11-22 Floss, R\n")
    func labels(_ line: Int, _ character: Int) -> [String] {
      session.result("textDocument/completion", S.at(S.logURI, line, character))["items"]?.array?.compactMap { $0["label"]?.string } ?? []
    }
    #expect(labels(3, 2) == ["2026-11-22", "2026-11-21"])
    // Read and Floss were logged on the 22nd (file order between them), Gym on the 20th.
    #expect(labels(4, 11) == ["vacation", "skip", "resume", "Read", "Floss", "Gym"])
    #expect(labels(5, 19) == ["Read", "Floss", "Gym"])
    let item = try #require(session.result("textDocument/completion", S.at(S.logURI, 5, 19))["items"]?.array?.first)
    #expect(item["textEdit"]?["range"] == S.range(5, 18, 5, 19))
  }

  @Test("completion in the habits file: schedule words after ':', options after ';'")
  func completionInHabits() throws {
    var session = S(files: LSPFixture.files)
    session.open(S.habitsURI, "Walk: ev\nRun: daily; gr\n")
    let schedule = session.result("textDocument/completion", S.at(S.habitsURI, 0, 8))["items"]?.array ?? []
    #expect(schedule.contains { $0["label"] == .string("every day") })
    #expect(schedule.contains { $0["label"] == .string("Wednesday") })
    #expect(schedule.first?["textEdit"]?["range"] == S.range(0, 6, 0, 8))
    let options = session.result("textDocument/completion", S.at(S.habitsURI, 1, 14))["items"]?.array ?? []
    #expect(options.contains { $0["label"] == .string("grace 3 days") })
    #expect(options.contains { $0["label"] == .string("since 2026-11-22") })
  }

  @Test("hover on a habit name in either file shows its status, streak and next due day")
  func hoverHabit() throws {
    var session = S(files: LSPFixture.files)
    session.open(S.habitsURI, LSPFixture.habits)
    let fromHabits = try #require(session.result("textDocument/hover", S.at(S.habitsURI, 1, 2))["contents"]?["value"]?.string)
    #expect(
      fromHabits == """
        **Read**: over completed today (Sun 2026-11-22)  
        To do: done (2 times)  
        Streak: 3 days (longest 3)  
        Next due: Mon 2026-11-23  
        State: on track
        """)
    session.open(S.logURI, LSPFixture.log)
    let fromLog = try #require(session.result("textDocument/hover", S.at(S.logURI, 0, 12))["contents"]?["value"]?.string)
    #expect(fromLog.hasPrefix("**Gym**: "))
  }

  @Test("hover on a log date shows the weekday and what was due and done; on a diagnostic, its code's meaning")
  func hoverDateAndCode() throws {
    var session = S(files: LSPFixture.files)
    session.open(S.logURI, LSPFixture.log + "2026-11-22 Raed\n")
    let date = try #require(session.result("textDocument/hover", S.at(S.logURI, 0, 3))["contents"]?["value"]?.string)
    #expect(date == "**Fri 2026-11-20**  \nDone: Gym, Read  \nDue and not done: nothing")
    let code = try #require(session.result("textDocument/hover", S.at(S.logURI, 3, 12))["contents"]?["value"]?.string)
    // The catalogue line, then the note that says which habit was meant.
    #expect(code == "`[unknown-habit]` a log entry naming a habit the habits file does not have (error)  \ndid you mean 'Read'?")
  }

  @Test("hover on a diagnostic shows its notes that point nowhere else, and leaves out those that point at another line")
  func hoverDiagnosticNotes() throws {
    var session = S(files: LSPFixture.files)
    // `from` beside `since` on a habit's first line: the error at the `from` has a note at
    // the `since` ("first given here") and one that says where a change goes.
    session.open(S.habitsURI, "Gym: daily; since 2026-01-05; from 2026-02-02\n")
    let value = try #require(session.result("textDocument/hover", S.at(S.habitsURI, 0, 32))["contents"]?["value"]?.string)
    #expect(
      value == "`[conflicting-options]` \(DiagnosticCode.conflictingOptions.summary) (error)  \n"
        + "'since' starts the habit; a change of its schedule goes on a line of its own after this one: 'Gym: SCHEDULE; from 2026-02-02'",
      "\(value)")
    #expect(!value.contains("first given here"))
  }

  @Test("go to definition from a log name, and references from the habit line")
  func definitionAndReferences() throws {
    var session = S(files: LSPFixture.files)
    session.open(S.logURI, LSPFixture.log)
    let definition = session.result("textDocument/definition", S.at(S.logURI, 1, 13))
    #expect(definition == .obj(["uri": .string(S.habitsURI), "range": S.range(1, 0, 1, 4)]))
    let references = session.result(
      "textDocument/references", S.at(S.habitsURI, 1, 1, [("context", .obj(["includeDeclaration": .bool(true)]))]))
    #expect(
      references.array?.map { "\($0["uri"]!.string!.suffix(10)) \($0["range"]!["start"]!["line"]!.int!)" } == [
        "habits.txt 1", "/w/log.txt 0", "/w/log.txt 1", "/w/log.txt 2",
      ])
    #expect(session.result("textDocument/definition", S.at(S.logURI, 0, 3)) == .null)
  }

  @Test("rename edits the habit line and every log line that names it; bad names are refused")
  func rename() throws {
    var session = S(files: LSPFixture.files)
    session.open(S.logURI, LSPFixture.log)
    #expect(session.result("textDocument/prepareRename", S.at(S.logURI, 0, 12))["placeholder"] == .string("Gym"))
    let edit = session.result("textDocument/rename", S.at(S.logURI, 0, 17, [("newName", .string("Reading"))]))
    let habits = try #require(edit["changes"]?[S.habitsURI]?.array)
    let log = try #require(edit["changes"]?[S.logURI]?.array)
    #expect(habits.map { $0["range"] } == [S.range(1, 0, 1, 4)])
    #expect(log.map { $0["range"] } == [S.range(0, 16, 0, 20), S.range(1, 11, 1, 15), S.range(2, 11, 2, 15)])
    #expect(log.allSatisfy { $0["newText"] == .string("Reading") })
    let refused = session.request("textDocument/rename", S.at(S.logURI, 0, 17, [("newName", .string("a: b"))]))
    #expect(refused["error"]?["code"] == .int(-32602))
  }

  @Test("rename and references reach the items refused for their count or amount, and lines with other errors")
  func renameRefusedLines() throws {
    // `Gym x0` and `Gym 0.0` are refused by the grammar, so they are no entries of Gym, but
    // they name it. The vacation names `Raed`, no habit; `Gym 5 km` (Gym has no unit) is Gym's
    // entry with an error.
    let log = """
      2026-11-20 Gym, Read
      2026-11-21 Gym x0
      2026-11-21 vacation Gym, Raed
      2026-11-22 Read, Gym 5 km
      2026-11-22 Read x2, Gym 0.0 km

      """
    var session = S(files: ["/w/habits.txt": LSPFixture.habits, "/w/log.txt": log])
    session.open(S.logURI, log)
    let edit = session.result("textDocument/rename", S.at(S.logURI, 0, 12, [("newName", .string("Lift"))]))
    let edits = try #require(edit["changes"]?[S.logURI]?.array)
    #expect(
      edits.map { $0["range"] } == [
        S.range(0, 11, 0, 14), S.range(1, 11, 1, 14), S.range(2, 20, 2, 23), S.range(3, 17, 3, 20), S.range(4, 20, 4, 23),
      ])
    let references = session.result(
      "textDocument/references", S.at(S.logURI, 0, 12, [("context", .obj(["includeDeclaration": .bool(false)]))]))
    #expect(references.array?.compactMap { $0["range"]?["start"]?["line"]?.int } == [0, 1, 2, 3, 4])
    // Asked from the refused item itself.
    #expect(session.result("textDocument/prepareRename", S.at(S.logURI, 1, 12))["placeholder"] == .string("Gym"))
    // A line refused for one item keeps the other names on it: `Read x2` is renamed with Read.
    let read = session.result("textDocument/rename", S.at(S.logURI, 0, 17, [("newName", .string("Study"))]))
    #expect(try #require(read["changes"]?[S.logURI]?.array).map { $0["range"] }.last == S.range(4, 11, 4, 15))
  }

  @Test("document symbols: the habits of a habits file, the months of a log")
  func symbols() {
    var session = S(files: LSPFixture.files)
    let habits = session.result("textDocument/documentSymbol", .obj(["textDocument": .obj(["uri": .string(S.habitsURI)])]))
    #expect(habits.array?.map { $0["name"] } == [.string("Gym"), .string("Read"), .string("Floss")])
    #expect(habits.array?.first?["detail"] == .string("Mon, Wed, Fri"))
    let log = session.result("textDocument/documentSymbol", .obj(["textDocument": .obj(["uri": .string(S.logURI)])]))
    #expect(log.array?.map { $0["name"] } == [.string("2026-11")])
    #expect(log.array?.first?["detail"] == .string("3 lines"))
  }

  @Test("inlay hints show the next due day and the streak, unless turned off")
  func inlayHints() {
    let params = JSON.obj(["textDocument": .obj(["uri": .string(S.habitsURI)]), "range": S.range(0, 0, 9, 0)])
    var session = S(files: LSPFixture.files)
    let hints = session.result("textDocument/inlayHint", params).array ?? []
    #expect(hints.map { $0["label"] } == [.string("next Mon · streak 3"), .string("next Mon · streak 3"), .string("next today")])
    #expect(hints.first?["position"] == .obj(["line": .int(0), "character": .int(36)]))
    var quiet = S(files: LSPFixture.files, options: .obj(["inlayHints": .bool(false)]))
    #expect(quiet.result("textDocument/inlayHint", params) == .array([]))
  }

  @Test("a closed document falls back to the disk")
  func close() {
    var session = S(files: LSPFixture.files)
    session.open(S.habitsURI, "Gym: Mon, Wdd\n")
    #expect(session.flush()[S.habitsURI]?.count == 1)
    session.notify("textDocument/didClose", .obj(["textDocument": .obj(["uri": .string(S.habitsURI)])]))
    #expect(session.flush()[S.habitsURI] == [])
  }

  @Test("the fuzz target's seeds keep its invariants", arguments: FuzzCorpusTests.inputs("lsp"))
  func fuzzSeeds(name: String) throws {
    let bytes = try #require(Golden.bytes(FuzzCorpusTests.corpus + "/lsp/" + name))
    #expect(LanguageServerFuzz.run(bytes) == [])
  }
}
