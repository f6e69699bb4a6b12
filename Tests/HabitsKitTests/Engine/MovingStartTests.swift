import Testing
import HabitsLanguageServer
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// A start that moves (scheduling-semantics.md §18): a habit with neither `since` nor a log
/// entry starts on its first entry; when its due days count from its start, they are not fixed
/// yet, so every report says *not started* instead of quoting a date that moves tomorrow, and
/// `check` asks for a `since` (`moving-start`, with a fix the language server offers).
@Suite struct MovingStartTests {
  static let habits = "Bills: quarterly on the 15th\nCut: every 2 weeks after last\nGym: Mon, Wed\n"

  private func run(_ arguments: [String], today: String, habits: String = habits, log: String = "") -> FakeEnvironment {
    let env = FakeEnvironment(today: today, files: ["habits.txt": habits, "log.txt": log])
    env.run(arguments)
    return env
  }

  @Test("the board says not started on any day, instead of a due day that moves", arguments: ["2026-10-26", "2026-11-10", "2026-11-16"])
  func board(today: String) {
    let board = run(["status"], today: today).stdout
    #expect(board.contains("   Bills  not started  starts when first logged\n"), "\(board)")
    #expect(board.contains("   Cut    not started  starts when first logged\n"), "\(board)")
    let json = run(["status", "--json"], today: today).stdout
    #expect(json.contains(#"{"habit":"Bills","status":"not_started","count":0,"due":false,"backlog":0,"ahead":0,"next_due":null"#), "\(json)")
  }

  @Test("next gives the state not_started with no start date")
  func next() {
    let json = run(["next", "--json"], today: "2026-11-16").stdout
    #expect(json.contains(#"{"habit":"Bills","state":"not_started","starts":null,"ended":null,"next":[]}"#), "\(json)")
    #expect(json.contains(#"{"habit":"Cut","state":"not_started","starts":null,"ended":null,"next":[]}"#), "\(json)")
    let text = run(["next"], today: "2026-11-16").stdout
    #expect(text.contains("Bills  starts when first logged\n"), "\(text)")
  }

  @Test("history, week and calendar days are not started")
  func views() {
    let habits = "Bills: quarterly on the 15th\nCut: every 2 weeks after last\n"
    let history = run(["history", "Cut", "--json"], today: "2026-11-16", habits: habits).stdout
    #expect(history.contains(#""date":"2026-11-16","status":"not_started""#), "\(history)")
    for command in [["week", "--json"], ["calendar", "--json"], ["history", "Bills", "--from", "2026-11-01", "--to", "2027-03-01", "--json"]] {
      let json = run(command, today: "2026-11-16", habits: habits).stdout
      #expect(json.contains("not_started") && !json.contains("planned") && !json.contains("failed"), "\(command): \(json)")
    }
    let result = load(habits, log: "", today: "2026-11-16")
    for index in 0..<2 {
      let a = HabitAnalysis(habit: result.journal.habits[index], log: result.journal.logs[index], today: day("2026-11-16"))
      #expect(stride(from: day("2026-10-01"), through: day("2027-12-31"), by: 1).allSatisfy { a.status(on: $0) == .notStarted })
      #expect(a.nextDue(onOrAfter: day("2026-11-16")) == nil)
    }
  }

  @Test("once logged, the start is fixed and due days follow from it")
  func fixedByEntry() {
    let board = run(["status"], today: "2026-11-16", log: "2026-11-02 Cut\n").stdout
    #expect(board.contains("Cut    planned"), "\(board)")
  }

  @Test("check warns with a fix adding 'since TODAY'; a schedule that does not depend on the start, a since or an entry is quiet")
  func check() throws {
    let result = load(Self.habits + "Water: every 3 days; since 2026-11-01\nSwim: 3 on 2 off\nSavings: 2 days a month; periods from start\n", log: "2026-11-01 Swim\n", today: "2026-11-22")
    #expect(result.diagnostics.map(\.code) == [.movingStart, .movingStart, .movingStart], "\(shortDiagnostics(result))")
    #expect(result.diagnostics.map(\.range.start.line) == [1, 2, 6])
    let first = try #require(result.diagnostics.first)
    #expect(first.severity == .warning)
    #expect(first.message == "'Bills' has neither 'since' nor a log entry, so its due days move with today")
    let fix = try #require(first.fix)
    #expect(fix.replacement == "; since 2026-11-22")
    #expect(fix.range == SourceRange(line: 1, columns: 29..<29))
    #expect(fix.title == "Add '; since 2026-11-22'")
  }

  @Test("check --strict fails on the warning; adding the since clears it")
  func strict() {
    let env = FakeEnvironment(today: "2026-11-22", files: ["habits.txt": "Cut: every 2 weeks after last\n"])
    #expect(env.run(["check", "--strict"]) == .findings)
    #expect(env.stdout.contains("[moving-start]"), "\(env.stdout)")
    env.files["habits.txt"] = Array("Cut: every 2 weeks after last; since 2026-11-22\n".utf8)
    env.stdout = ""
    #expect(env.run(["check", "--strict"]) == .success, "\(env.stdout)")
  }

  @Test("the language server offers the fix as a quick fix, and applying it clears the warning")
  func quickFix() throws {
    typealias S = LanguageServerSession
    var session = S(files: LSPFixture.files)
    let text = "Bills: quarterly on the 15th  # from the bank\n"
    session.open(S.habitsURI, text)
    #expect(session.flush()[S.habitsURI]?.map { $0["code"] } == [.string("moving-start")])
    let actions = try #require(
      session.result(
        "textDocument/codeAction",
        .obj(["textDocument": .obj(["uri": .string(S.habitsURI)]), "range": S.range(0, 0, 0, 0)])
      ).array)
    let fix = try #require(actions.first { $0["kind"] == .string("quickfix") })
    #expect(fix["title"] == .string("Add '; since 2026-11-22'"))
    let edit = try #require(fix["edit"]?["changes"]?[S.habitsURI]?.array?.first)
    var document = TextDocument(text: text)
    let applied = document.apply(.obj(["range": edit["range"]!, "text": edit["newText"]!]), encoding: .utf16)
    #expect(applied)
    #expect(document.text == "Bills: quarterly on the 15th; since 2026-11-22  # from the bank\n")
    session.change(S.habitsURI, document.text)
    #expect(session.flush()[S.habitsURI] == [])
  }

  @Test("docs/git.md says a --strict hook asks new habits of these schedules for a since")
  func gitDocs() throws {
    let text = try #require(Golden.read(Golden.root + "/docs/git.md"))
    #expect(text.contains("moving-start"))
  }
}
