import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Every kind of log line the grammar allows, resolved into completions and vacations.
@Suite struct LogLineTests {
  static let habits = """
    Meditate: every day
    Gym: Mon, Wed, Fri
    Read: 4 days a week
    Pushups: every day; 3 times
    Swim: 3 on 2 off; since 2026-11-01
    Skip rope: every day

    """

  func logs(_ text: String) -> (Journal, [String]) {
    let result = load(LogLineTests.habits, log: text, today: "2027-12-31")
    return (result.journal, shortDiagnostics(result))
  }

  private func completions(_ journal: Journal, _ name: String) -> [String] {
    journal.logs[journal.index(named: name)!].completions.map { "\($0.day) x\($0.count)" }
  }

  private func vacations(_ journal: Journal, _ name: String) -> [String] {
    journal.logs[journal.index(named: name)!].vacations.map { "\($0.start)..\($0.end?.description ?? "open")" }
  }

  @Test("completions, several per line, counts, notes")
  func completionLines() {
    let (journal, diagnostics) = logs("""
      2026-11-20 Meditate
      2026-11-20 Gym, Read
      2026-11-21 Pushups x2
      2026-11-21 Meditate  # felt calm
      2026-11-22 pushups X3, GYM
      2026-11-23 Pushups ×1

      """)
    #expect(diagnostics.isEmpty)
    #expect(completions(journal, "Meditate") == ["2026-11-20 x1", "2026-11-21 x1"])
    #expect(completions(journal, "Gym") == ["2026-11-20 x1", "2026-11-22 x1"])
    #expect(completions(journal, "Read") == ["2026-11-20 x1"])
    #expect(completions(journal, "Pushups") == ["2026-11-21 x2", "2026-11-22 x3", "2026-11-23 x1"])
  }

  @Test("the same habit on the same date twice adds the counts")
  func countsAdd() {
    let (journal, diagnostics) = logs("2026-11-21 Pushups x2\n2026-11-21 Pushups\n")
    #expect(diagnostics.isEmpty)
    #expect(completions(journal, "Pushups") == ["2026-11-21 x3"])
  }

  @Test("vacations for all or some habits, open-ended until a resume, and skips")
  func vacationLines() {
    let (journal, diagnostics) = logs("""
      2026-12-20 vacation until 2027-01-02
      2026-12-20 vacation Gym, Swim until 2026-12-27
      2027-02-01 vacation
      2027-02-10 resume
      2026-12-24 skip Gym

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(vacations(journal, "Meditate") == ["2026-12-20..2027-01-02", "2027-02-01..2027-02-09"])
    #expect(vacations(journal, "Gym") == ["2026-12-20..2027-01-02", "2026-12-20..2026-12-27", "2026-12-24..2026-12-24", "2027-02-01..2027-02-09"])
    #expect(vacations(journal, "Swim") == ["2026-12-20..2027-01-02", "2026-12-20..2026-12-27", "2027-02-01..2027-02-09"])
  }

  @Test("a comma right before a vacation's until ends its names as a blank does", arguments: [
    "2026-12-20 vacation Gym,until 2026-12-27", "2026-12-20 vacation Gym, until 2026-12-27",
    "2026-12-20 vacation Gym ,until 2026-12-27", "2026-12-20 vacation Gym,UNTIL 2026-12-27",
  ])
  func commaBeforeUntil(line: String) {
    // Each is `Gym,` (a name missing after the comma) until a date, whatever the blanks: the
    // canonical layout adds a blank after the comma, which must not change what it means. Read
    // apart, `Gym,until 2026-12-27` named the habit `until 2026-12-27`.
    let result = Loader.load(
      habitsFile: SourceFile(path: "habits.txt", text: Self.habits), logFile: SourceFile(path: "log.txt", text: line + "\n"),
      today: Day(year: 2027, month: 3, day: 1)!)
    #expect(result.diagnostics.map(\.code) == [.syntax], "\(result.diagnostics)")
    #expect(result.diagnostics.first?.message == "expected a habit name")
  }

  @Test("a comma right before an until that is not final reads as a blank too", arguments: [
    "2026-11-22 vacation Gym,until 2026-12-01 Read", "2026-11-22 vacation Gym,until", "2026-11-22 vacation Gym,until x y",
  ])
  func commaBeforeAnyUntil(line: String) {
    // The line as written and as the canonical layout writes it (a blank after the comma)
    // mean the same: the same findings, at the same columns but for the added blank.
    func findings(_ text: String) -> [String] {
      Loader.load(
        habitsFile: SourceFile(path: "habits.txt", text: Self.habits), logFile: SourceFile(path: "log.txt", text: text + "\n"),
        today: Day(year: 2027, month: 3, day: 1)!
      ).diagnostics.map { "\($0.code) \($0.message)" }
    }
    let spaced = line.split(separator: ",", omittingEmptySubsequences: false).joined(separator: ", ")
    #expect(!findings(line).isEmpty)
    #expect(findings(line) == findings(spaced), "\(line)")
  }

  @Test("a resume of one habit ends only its part of an open vacation")
  func partialResume() {
    let (journal, diagnostics) = logs("2027-02-01 vacation\n2027-02-05 resume Gym\n")
    #expect(diagnostics.isEmpty)
    #expect(vacations(journal, "Gym") == ["2027-02-01..2027-02-04"])
    #expect(vacations(journal, "Read") == ["2027-02-01..open"])
  }

  @Test("a habit named like a keyword is logged by name")
  func keywordNamedHabit() {
    let (journal, diagnostics) = logs("2026-11-20 Skip rope\n2026-11-21 skip Skip rope\n")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(completions(journal, "Skip rope") == ["2026-11-20 x1"])
    #expect(vacations(journal, "Skip rope") == ["2026-11-21..2026-11-21"])
  }

  @Test("an empty log and a log of comments are fine")
  func emptyLogs() {
    #expect(logs("").1.isEmpty)
    #expect(logs("# nothing yet\n\n").1.isEmpty)
  }
}

extension LogLineTests {
  @Test("repeating a line is a warning for once-a-day habits only")
  func repeatedLines() {
    let (_, once) = logs("2026-11-21 Meditate\n2026-11-21 Meditate\n")
    #expect(once.count == 1 && once[0].hasSuffix("[duplicate-entry]"))
    let (journal, sets) = logs("2026-11-21 Pushups\n2026-11-21 Pushups\n2026-11-21 Pushups\n")
    #expect(sets.isEmpty)
    #expect(journal.logs[journal.index(named: "Pushups")!].completions.map(\.count) == [3])
  }
}
