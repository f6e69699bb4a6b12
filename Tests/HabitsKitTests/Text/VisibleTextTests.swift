import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Suggestions that differ from what was typed only by characters that show nothing say so.
@Suite struct VisibleTextTests {
  @Test("characters that show nothing are written as their code; others are kept", arguments: [
    ("Gym", "Gym"), ("Café au lait", "Café au lait"), ("日本語", "日本語"),
    ("Zero\u{200B}Width", "Zero<U+200B>Width"), ("Tab\there", "Tab<U+0009>here"),
    ("Soft\u{00AD}hyphen", "Soft<U+00AD>hyphen"), ("\u{FEFF}Bom", "<U+FEFF>Bom"), ("a\u{200D}b", "a<U+200D>b"),
  ])
  func shown(text: String, expected: String) {
    #expect(VisibleText.shown(text) == expected)
  }

  @Test("a log entry one invisible character away from a habit gets a did-you-mean that shows it")
  func didYouMeanShowsIt() throws {
    let result = load("Zero\u{200B}Width: every day\n", log: "2026-11-20 ZeroWidth\n")
    let diagnostic = try #require(result.diagnostics.first { $0.fix != nil })
    #expect(diagnostic.notes.contains { $0.message == "did you mean 'Zero<U+200B>Width'?" })
    // The fix itself still writes the name as the habits file has it.
    #expect(diagnostic.fix?.replacement == "Zero\u{200B}Width")
  }

  @Test("naming a habit on the command line gets the same")
  func lookupShowsIt() {
    let problem = HabitLookup.Problem.unknown("ZeroWidth", suggestion: "Zero\u{200B}Width")
    #expect(problem.message == "unknown habit 'ZeroWidth'; did you mean 'Zero<U+200B>Width'?")
  }
}

/// A tab inside a habit's name is a space wherever the name is shown or written.
@Suite struct TabInNameTests {
  @Test("the habit is called with a space; the log's entries with either still name it")
  func tabIsASpace() throws {
    let result = load("Tab\there: every day\nGym: every day\n", log: "2026-11-20 Tab\there\n2026-11-21 Tab here\n")
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
    let habit = try #require(result.journal.habits.first)
    #expect(habit.name == "Tab here")
    #expect(result.journal.loaded[0].log.completions.count == 2)
  }

  @Test("the board's columns stay aligned, and `log` writes the name with a space")
  func boardAndLog() {
    let env = FakeEnvironment(today: "2026-11-20", files: ["habits.txt": "Tab\there: every day\nGym: every day\n", "log.txt": ""])
    env.run("status")
    #expect(!env.stdout.contains("\t"), "\(env.stdout)")
    #expect(env.stdout.contains("Tab here"), "\(env.stdout)")
    env.stdout = ""
    env.run(["log", "Tab here"])
    #expect(env.text("log.txt") == "2026-11-20 Tab here\n")
  }
}
