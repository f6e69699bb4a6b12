import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// A misspelt or impossible schedule gets a located error and, where a known
/// word is close, the exact note "did you mean 'X'?" (which the language server turns into a fix).
@Suite struct ScheduleSuggestionTests {
  typealias Case = LineDiagnostic

  static let cases: [Case] = [
    Case(
      line: "A: every 2nd Sundy", diagnostic: "habits.txt:1:14: error: unknown weekday 'Sundy' [unknown-weekday]",
      note: "did you mean 'Sunday'?"),
    Case(
      line: "A: the 1st Mnday of the month", diagnostic: "habits.txt:1:12: error: unknown weekday 'Mnday' [unknown-weekday]",
      note: "did you mean 'Monday'?"),
    Case(
      line: "A: 4 days a wek", diagnostic: "habits.txt:1:13: error: expected 'week', 'month' or 'year' after '4', found 'wek' [syntax]",
      note: "did you mean 'week'?"),
    Case(
      line: "A: 2 times per mnth",
      diagnostic: "habits.txt:1:16: error: expected 'week', 'month' or 'year' after '2', found 'mnth' [syntax]",
      note: "did you mean 'month'?"),
    Case(
      line: "A: at most 2 a wek",
      diagnostic: "habits.txt:1:16: error: expected 'day', 'week' or 'month' after 'at most 2', found 'wek' [syntax]",
      note: "did you mean 'week'?"),
    Case(
      line: "A: every quater on the 1st",
      diagnostic: "habits.txt:1:10: error: expected 'day', a number, an ordinal or a weekday after 'every', found 'quater' [syntax]",
      note: "did you mean 'quarter'?"),
    Case(
      line: "A: every 5 weeks afer last",
      diagnostic: "habits.txt:1:18: error: expected 'on' and weekdays, or 'after last' after 'every 5 weeks', found 'afer' [syntax]",
      note: "did you mean 'after'?"),
    Case(
      line: "A: every 6 monhts on the 1st",
      diagnostic: "habits.txt:1:12: error: expected 'days', 'weeks', 'months', 'years' or a weekday after 'every 6', found 'monhts' [syntax]",
      note: "did you mean 'months'?"),
    Case(
      line: "A: every 3 dyas",
      diagnostic: "habits.txt:1:12: error: expected 'days', 'weeks', 'months', 'years' or a weekday after 'every 3', found 'dyas' [syntax]",
      note: "did you mean 'days'?"),
    Case(
      line: "A: 5 on 0 off",
      diagnostic: "habits.txt:1:4: error: '5 on 0 off' has no days off: a cycle needs at least 1 [number-out-of-range]",
      note: "did you mean 'every day'?"),
  ]

  @Test("a misspelt schedule word gets a did-you-mean note", arguments: cases)
  func suggests(_ c: Case) throws {
    let result = load(c.line + "\n")
    #expect(shortDiagnostics(result) == [c.diagnostic])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.notes.map(\.message) == [c.note].compactMap { $0 })
    #expect(diagnostic.fix != nil, "the note must be a quick fix")
  }

  @Test("the fix for 'N on 0 off' replaces the whole cycle with 'every day'")
  func zeroOffFix() throws {
    let fix = try #require(load("A: 5 on 0 off\n").diagnostics.first?.fix)
    #expect(fix.range.start.column == 4 && fix.range.end.column == 14)
    #expect(fix.replacement == "every day")
  }

  @Test("a limit is still a limit, not an unknown weekday 'at' (did you mean 'Sat'?)")
  func atMost() {
    let result = load("A: at most 2 a week\n")
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
    #expect(result.journal.habits.first?.schedule == .limit(max: 2, per: .week))
    for line in ["A: every at most 2 a week", "A: weekly on at most 2 a week"] {
      let misplaced = load(line + "\n")
      #expect(shortDiagnostics(misplaced) == ["habits.txt:1:4: error: a limit ('at most ...') is a schedule of its own [syntax]"])
      #expect(misplaced.diagnostics.first?.notes.map(\.message) == ["write it alone, as in 'at most 2 a week'"])
    }
  }
}
