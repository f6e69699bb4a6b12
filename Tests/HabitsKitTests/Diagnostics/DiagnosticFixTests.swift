import Testing

@testable import HabitsKit

/// The structured fix a diagnostic carries (`Diagnostic.fix`), set where the suggestion is
/// made: the CLI prints it as the "did you mean 'X'?" note, the language server offers it as a
/// quick fix. Every such note has its fix, and applying a fix makes the line load clean.
@Suite struct DiagnosticFixTests {
  /// `text` with `fix` applied (a fix within one line; columns count UTF-8 bytes from 1).
  static func apply(_ fix: DiagnosticFix, to text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
    let line = fix.range.start.line - 1
    if fix.range.end.line > fix.range.start.line {
      // A whole line with its end: delete it.
      lines.remove(at: line)
    } else {
      let bytes = lines[line]
      lines[line] = Array(bytes[..<(fix.range.start.column - 1)]) + Array(fix.replacement.utf8)
        + Array(bytes[(fix.range.end.column - 1)...])
    }
    return lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
  }

  @Test(
    "a suggestion's fix makes the line load clean",
    arguments: [
      ("Gym: Mon, Wdd", "Gym: Mon, Wed"),
      ("Gym: every 2nd Sundy", "Gym: every 2nd Sunday"),
      ("Gym: every secnd Monday", "Gym: every second Monday"),
      ("Gym: every 2th Monday", "Gym: every 2nd Monday"),
      ("Gym: 4 days a wek", "Gym: 4 days a week"),
      ("Gym: every 3 dyas", "Gym: every 3 days"),
      ("Gym: 5 on 0 off", "Gym: every day"),
      ("Gym: yearly on Aprl 15", "Gym: yearly on April 15"),
      ("Gym: daily; sinse 2026-11-01", "Gym: daily; since 2026-11-01"),
      ("Gym: Mon; week starts on Sundy", "Gym: Mon; week starts on Sunday"),
      // An unknown schedule spans all its words; the fix replaces the misspelt first one.
      ("Gym: evry day", "Gym: every day"),
      // Not a suggested word: 'from' on a habit's first line means 'since', and says so.
      ("Gym: Mon; from 2026-10-05", "Gym: Mon; since 2026-10-05"),
      // Beside a 'since', a 'from' contradicts it as written, and its fix takes the 'from'
      // out (writing 'since' in its place left the error).
      ("Run: 3 days a week; since 2026-11-01; from 2026-11-10", "Run: 3 days a week; since 2026-11-01"),
      ("Run: 3 days a week; from 2026-11-10; since 2026-11-01", "Run: 3 days a week; since 2026-11-01"),
      // An unusual blank (an IME's U+3000, an em space) is named, and made a space.
      ("Tea:\u{3000}every day", "Tea: every day"),
      ("Run: every\u{2003}day", "Run: every day"),
      ("Foo: Mon,\u{3000}Wed", "Foo: Mon, Wed"),
      ("Bar: every day;\u{3000}since 2026-11-01", "Bar: every day; since 2026-11-01"),
    ])
  func habitsFixes(line: String, fixed: String) throws {
    let result = load(line + "\n")
    let diagnostic = try #require(result.diagnostics.first, "'\(line)' loads clean")
    let fix = try #require(diagnostic.fix, "\(shortDiagnostics(result))")
    if diagnostic.notes.first?.message.hasPrefix("did you mean") == true {
      #expect(diagnostic.notes.first?.message == fix.note)
    }
    #expect(Self.apply(fix, to: line + "\n") == fixed + "\n")
    // A schedule counted from the start also gets moving-start: about the log, not the line.
    #expect(load(fixed + "\n").diagnostics.allSatisfy { $0.code == .movingStart }, "\(shortDiagnostics(load(fixed + "\n")))")
  }

  @Test("'from' beside 'since' on a first line: one error quoting what is written, no from-on-first-line")
  func fromBesideSince() throws {
    let result = load("Run: 3 days a week; since 2026-11-01; from 2026-11-10\n")
    #expect(result.diagnostics.map(\.code) == [.conflictingOptions], "\(shortDiagnostics(result))")
    #expect(result.diagnostics.first?.message == "'from 2026-11-10' contradicts 'since 2026-11-01'")
    #expect(result.diagnostics.first?.fix?.title == "Remove 'from 2026-11-10'")
  }

  @Test("an unusual blank in a schedule is named as <U+3000> with what it is, and no did-you-mean drops the word after it")
  func unusualBlank() throws {
    let result = load("Tea:\u{3000}every day; since 2026-11-01\n")
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.message == "unknown schedule '<U+3000>every day'")
    #expect(diagnostic.notes.map(\.message).first == "U+3000 IDEOGRAPHIC SPACE is not a blank here: use a space")
    #expect(!diagnostic.notes.contains { $0.message.hasPrefix("did you mean") })
    #expect(diagnostic.fix?.title == "Replace U+3000 with a space")
    // A no-break space is a blank (grammar.md §1): nothing to say.
    #expect(load("Swim:\u{00A0}every\u{00A0}day; since 2026-11-01\n").diagnostics.isEmpty)
  }

  @Test("an unknown habit that is a unique prefix of one (as the command line reads it) or starts with one's name gets it as the fix")
  func prefixNames() {
    let habits = "Read: every day; since 2026-11-01\nMeditate: every day; since 2026-11-01\nRunning: daily\nRun fast: daily\n"
    let log = "2026-11-02 Medit\n2026-11-02 Reading\n2026-11-02 meditate\n2026-11-02 Ru\n"
    let fixes = load(habits, log: log).diagnostics.filter { $0.code == .unknownHabit }.map { $0.fix?.replacement }
    // 'meditate' is the habit (names match ignoring case); 'Ru' starts two names: no prefix fix.
    #expect(fixes == ["Meditate", "Read", nil], "\(shortDiagnostics(load(habits, log: log)))")
  }

  @Test("the log: an unknown habit's fix names the habit, a repeated line's fix deletes it, a unit's fix replaces it")
  func logFixes() throws {
    let log = "2026-11-20 Raed\n2026-11-21 Read\n2026-11-21 Read\n"
    let result = load("Read: daily\n", log: log)
    let fixes = result.diagnostics.filter { $0.file == "log.txt" }.compactMap(\.fix)
    #expect(fixes.map(\.title) == ["Replace with 'Read'", "Delete the repeated line"])
    var text = log
    for fix in fixes.reversed() { text = Self.apply(fix, to: text) }
    #expect(text == "2026-11-20 Read\n2026-11-21 Read\n")
    // A misspelt unit: the fix replaces the unit alone, keeping the amount.
    let amounts = load("Run: daily; 5 km; since 2026-11-01\n", log: "2026-11-02 Run 5 kms\n")
    let unit = try #require(amounts.diagnostics.first { $0.code == .unitMismatch }?.fix)
    #expect(Self.apply(unit, to: "2026-11-02 Run 5 kms\n") == "2026-11-02 Run 5 km\n")
  }

  @Test("every 'did you mean' note of every check fixture has its fix; every fix is on its diagnostic's line")
  func everyNoteHasAFix() {
    let folder = DiagnosticFixtureTests.folder
    var notes = 0
    for code in Golden.list(folder) {
      let habits = Golden.read(folder + "/" + code + "/habits.txt") ?? ""
      let log = Golden.read(folder + "/" + code + "/log.txt")
      for diagnostic in load(habits, log: log).diagnostics {
        let note = diagnostic.notes.first { $0.message.hasPrefix("did you mean '") }
        if let note {
          notes += 1
          #expect(diagnostic.fix?.note == note.message, "\(code): \(diagnostic.message)")
        }
        if let fix = diagnostic.fix {
          #expect(fix.range.start.line == diagnostic.range.start.line, "\(code): \(diagnostic.message)")
        }
      }
    }
    #expect(notes >= 5, "the fixtures hold suggestions")
  }
}
