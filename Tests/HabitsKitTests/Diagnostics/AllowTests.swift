import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Allows (`AllowDirective`, `Allowances`): which comments are directives, what each kind
/// covers, and what an allow does to the findings, the exit status and the notes.
@Suite struct AllowTests {
  /// The codes of `result`'s shown findings, as `LINE:code` in the file `file`.
  static func shown(_ result: Loader.Result, in file: String = "habits.txt") -> [String] {
    result.diagnostics.filter { $0.file == file }.map { "\($0.range.start.line):\($0.code.rawValue)" }
  }

  static func allowed(_ result: Loader.Result, in file: String = "habits.txt") -> [String] {
    result.allowed.filter { $0.file == file }.map { "\($0.range.start.line):\($0.code.rawValue)" }
  }

  /// A habits file with one `never-due-in-some-months` warning (line 2 unless `line` moves
  /// it), written around `lines`.
  struct Case: CustomTestStringConvertible, Sendable {
    var habits: String
    var shown: [String]
    var allowed: [String]
    var testDescription: String { habits.replacing("\n", with: "⏎") }
  }

  static let habitsCases: [Case] = [
    // Nothing allowed: the warning shows.
    .init(habits: "Gym: Mon\nPay: monthly on the 31st\n", shown: ["2:never-due-in-some-months"], allowed: []),
    // A trailing directive allows on its own line.
    .init(
      habits: "Gym: Mon\nPay: monthly on the 31st  # habits: allow never-due-in-some-months\n", shown: [],
      allowed: ["2:never-due-in-some-months"]),
    // Any case, no space after the '#', a reason after ' -- '.
    .init(
      habits: "Gym: Mon\nPay: monthly on the 31st  #HABITS: Allow never-due-in-some-months -- on purpose\n", shown: [],
      allowed: ["2:never-due-in-some-months"]),
    // On a line of its own: the next line that is neither blank nor a comment.
    .init(
      habits: "# habits: allow never-due-in-some-months\n\n# rent\nPay: monthly on the 31st\n", shown: [],
      allowed: ["4:never-due-in-some-months"]),
    // ...and only that one.
    .init(
      habits: "# habits: allow never-due-in-some-months\nGym: Mon\nPay: monthly on the 31st\n",
      shown: ["1:unused-allow", "3:never-due-in-some-months"], allowed: []),
    // A trailing directive does not reach the next line.
    .init(
      habits: "Gym: Mon  # habits: allow never-due-in-some-months\nPay: monthly on the 31st\n",
      shown: ["1:unused-allow", "2:never-due-in-some-months"], allowed: []),
    // The settings line allows everywhere, wherever it is.
    .init(
      habits: "Pay: monthly on the 31st\nRent: monthly on the 30th\nallow never-due-in-some-months\n", shown: [],
      allowed: ["1:never-due-in-some-months", "2:never-due-in-some-months"]),
    // Codes separated by commas or blanks; an unused one is reported at itself.
    .init(
      habits: "allow duplicate-day never-due-in-some-months, past-one-off\nPay: monthly on the 31st; since 2026-01-01\n",
      shown: ["1:unused-allow", "1:unused-allow"], allowed: ["2:never-due-in-some-months"]),
    // A habit whose name starts with 'allow' has its colon: a habit, not the setting.
    .init(habits: "Allowance: monthly on the 31st\n", shown: ["1:never-due-in-some-months"], allowed: []),
    // Another comment that starts with 'habits:' is a plain comment.
    .init(
      habits: "# habits: Meditate, Gym\nPay: monthly on the 31st  # habits: allowance\n",
      shown: ["2:never-due-in-some-months"], allowed: []),
    // A misspelt code: a warning with a suggestion, and the finding shows.
    .init(
      habits: "Pay: monthly on the 31st  # habits: allow never-due-in-some-month\n",
      shown: ["1:never-due-in-some-months", "1:unknown-code"], allowed: []),
    // An error's code: reported, and the error stays.
    .init(
      habits: "Gym: Mnday  # habits: allow unknown-weekday\n", shown: ["1:unknown-weekday", "1:cannot-allow-error"],
      allowed: []),
    // No code at all.
    .init(habits: "allow\nGym: Mon\n", shown: ["1:syntax"], allowed: []),
    .init(habits: "Gym: Mon  # habits: allow\n", shown: ["1:syntax"], allowed: []),
    // An unused allow can itself be allowed, by the settings line.
    .init(
      habits: "allow unused-allow\nGym: Mon  # habits: allow duplicate-day\n", shown: [], allowed: ["2:unused-allow"]),
    // A directive with nothing after it.
    .init(habits: "Gym: Mon\n# habits: allow duplicate-day\n", shown: ["2:unused-allow"], allowed: []),
  ]

  @Test("what each allow in the habits file covers", arguments: habitsCases)
  func habitsFile(_ test: Case) {
    let result = load(test.habits)
    #expect(Self.shown(result) == test.shown)
    #expect(Self.allowed(result) == test.allowed)
  }

  @Test("an unused allow's message says where it looked")
  func unusedMessages() {
    let result = load("allow duplicate-day\nGym: Mon  # habits: allow duplicate-day\n# habits: allow duplicate-day\nRead: Tue\n# habits: allow duplicate-day\n")
    #expect(
      result.diagnostics.map(\.message) == [
        "'duplicate-day' is allowed, but neither file reports it",
        "'duplicate-day' is allowed on this line, but nothing on it reports it",
        "'duplicate-day' is allowed on line 4, but nothing on it reports it",
        "'duplicate-day' is allowed on the next line, but no line follows",
      ])
  }

  @Test("the fix of an unused allow deletes the code, the directive, or the line")
  func unusedFixes() {
    let result = load("Gym: Mon  # habits: allow duplicate-day\nRead: Tue  # habits: allow never-due, duplicate-day\n# habits: allow duplicate-day\nSwim: Wed\n")
    let fixes = result.diagnostics.compactMap(\.fix)
    #expect(fixes.count == 4)
    // The only code of a trailing directive: the comment and the blanks before it.
    #expect(fixes[0].range == SourceRange(line: 1, columns: 9..<40))
    // One of two codes: with its separator.
    #expect(fixes[1].range == SourceRange(line: 2, columns: 28..<39))
    #expect(fixes[2].range == SourceRange(line: 2, columns: 37..<52))
    // A directive on a line of its own: the line.
    #expect(fixes[3].range == SourceRange(start: SourceLocation(line: 3, column: 1), end: SourceLocation(line: 4, column: 1)))
    #expect(fixes.allSatisfy { $0.replacement.isEmpty })
  }

  static let logHabits = "Gym: Mon, Wed, Fri\n"

  @Test("directives in the log: trailing, on a line of their own, never a note")
  func log() throws {
    let log = """
      2026-11-20 Gym
      2026-11-20 Gym  # habits: allow duplicate-entry
      # habits: allow duplicate-entry
      2026-11-20 Gym  # felt strong
      2026-11-20 Gym  # habits: Gym
      2099-01-01 Gym  # habits: allow future-date

      """
    let result = load(Self.logHabits, log: log)
    #expect(Self.shown(result, in: "log.txt") == ["5:duplicate-entry"])
    #expect(Self.allowed(result, in: "log.txt") == ["2:duplicate-entry", "4:duplicate-entry", "6:future-date"])
    // The directives are no notes, and neither is another comment starting 'habits:';
    // the note of line 4 is its own comment.
    let notes = EntryNotes.read(result.sources[1])
    #expect(notes == [4: "felt strong"])
  }

  @Test("the log's clean and parsed lines both read their directives")
  func logPaths() {
    // The first line is parsed by the grammar, the repeats come from the known-line cache.
    var log = ""
    for day in 16...20 { log += "2026-11-\(day) Gym\n2026-11-\(day) Gym  # habits: allow duplicate-entry\n" }
    let result = load(Self.logHabits, log: log)
    #expect(Self.shown(result, in: "log.txt").isEmpty)
    #expect(Self.allowed(result, in: "log.txt").count == 5)
  }

  @Test("past the bound of a code's findings: a directive folded into the summary is not called unused, and allows nothing")
  func pastTheBound() {
    // 150 repeated lines: the first 100 duplicate-entry findings are listed, the rest summed
    // up at line 202; a directive on line 250 (folded into the summary) cannot be checked.
    var log = "2026-11-20 Gym\n"
    for index in 1...150 { log += index == 125 ? "2026-11-20 Gym  # habits: allow duplicate-entry\n" : "2026-11-20 Gym\n" }
    let result = load(Self.logHabits, log: log)
    let shown = result.diagnostics.filter { $0.file == "log.txt" }
    #expect(!shown.contains { $0.code == .unusedAllow })
    #expect(shown.filter { $0.code == .duplicateEntry }.map(\.count).reduce(0, +) == 150)
    #expect(result.allowed.isEmpty)
    // A settings line still allows the whole summary.
    let everywhere = load("allow duplicate-entry\n" + Self.logHabits, log: log)
    #expect(everywhere.diagnostics.filter { $0.file == "log.txt" }.isEmpty)
    #expect(everywhere.allowed.map(\.count).reduce(0, +) == 150)
  }

  @Test("the habits file's settings line allows in the log too; a CRLF log finds the next line")
  func settingsReachTheLog() {
    let result = load("allow future-date\n" + Self.logHabits, log: "2099-01-01 Gym\r\n# habits: allow duplicate-entry\r\n\r\n2099-01-01 Gym\r\n")
    #expect(Self.shown(result, in: "log.txt").isEmpty)
    #expect(Self.allowed(result, in: "log.txt") == ["1:future-date", "4:duplicate-entry", "4:future-date"])
  }

  @Test("an allowed finding carries a note saying what allowed it")
  func allowedNote() throws {
    let result = load("Pay: monthly on the 31st  # habits: allow never-due-in-some-months\n")
    let allowed = try #require(result.allowed.first)
    #expect(allowed.isAllowed)
    #expect(allowed.notes.last?.message == "allowed by 'habits: allow' on line 1")
    #expect(allowed.notes.last?.range == SourceRange(line: 1, columns: 43..<67))
    #expect([allowed].warningCount == 0 && [allowed].allowedCount == 1)
  }

  @Test("the --allow codes allow everywhere, and an unused one is no warning")
  func flags() {
    let result = Loader.load(
      habitsFile: SourceFile(path: "habits.txt", bytes: Array("Pay: monthly on the 31st\n".utf8)), logFile: nil,
      today: DateArgument.parseISO("2026-11-22")!, allowing: [.neverDueInSomeMonths, .duplicateDay])
    #expect(result.diagnostics.isEmpty)
    #expect(result.allowed.map(\.notes.last?.message) == ["allowed by --allow never-due-in-some-months"])
  }

  @Test("a code is found by its spelling in any case, and only a whole code is one")
  func named() {
    for code in DiagnosticCode.allCases {
      #expect(DiagnosticCode.named(Array(code.rawValue.utf8)) == code)
      #expect(DiagnosticCode.named(Array(code.rawValue.uppercased().utf8)) == code)
      #expect(DiagnosticCode.named(Array((code.rawValue + "s").utf8)) == nil)
    }
    #expect(DiagnosticCode.named(Array("".utf8)) == nil)
  }

  @Test("findings and unused allows come out in file and line order, across both files")
  func order() {
    let result = load(
      "Gym: Mon  # habits: allow duplicate-day\nPay: monthly on the 31st\n# habits: allow future-date\n",
      log: "2026-11-16 Gym  # habits: allow future-date\n2026-11-16 Gym\n")
    #expect(
      result.diagnostics.map { "\($0.file):\($0.range.start.line):\($0.code.rawValue)" } == [
        "habits.txt:1:unused-allow", "habits.txt:2:never-due-in-some-months", "habits.txt:3:unused-allow",
        "log.txt:1:unused-allow", "log.txt:2:duplicate-entry",
      ])
  }

  @Test("only warnings are allowable, and the allows' own codes are warnings")
  func allowable() {
    for code in DiagnosticCode.allCases { #expect(code.isAllowable == (code.severity == .warning)) }
    for code in [DiagnosticCode.unusedAllow, .unknownCode, .cannotAllowError] { #expect(code.severity == .warning) }
  }
}
