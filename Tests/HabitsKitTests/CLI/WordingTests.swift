import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Words users read: articles, skips called skips, names and keywords suggested where a typo
/// is likely, no warning that cannot apply, and the man page's colour rules.
@Suite struct WordingTests {
  @Test("an 8-, 11- or 18-day streak takes 'an'", arguments: [
    (8, "an"), (11, "an"), (18, "an"), (80, "an"), (83, "an"), (800, "an"), (11_000, "an"), (18_500, "an"),
    (1, "a"), (7, "a"), (12, "a"), (110, "a"), (180, "a"), (1_100, "a"), (100, "a"), (1_800, "a"),
  ])
  func article(days: Int, article: String) {
    #expect(DayText.article(for: days) == article)
  }

  @Test("the streak-at-stake warning says 'an 11-day streak'")
  func warning() {
    var log = ""
    for d in stride(from: day("2026-11-11"), through: day("2026-11-21"), by: 1) { log += "\(d) V\n" }
    let env = FakeEnvironment(today: "2026-11-22", files: ["habits.txt": "V: every day; since 2026-11-11\n", "log.txt": log])
    env.run("status")
    #expect(env.stdout.contains("V: due today to keep an 11-day streak"), "\(env.stdout)")
  }

  @Test("a file without habits is 'No habits yet.' in every report that lists them", arguments: [
    "next", "streaks", "stats", "week", "calendar", "graph",
  ])
  func noHabitsYet(command: String) {
    let env = FakeEnvironment(today: "2026-11-22", files: ["habits.txt": "# nothing yet\n", "log.txt": ""])
    env.run(command)
    #expect(env.stdout.hasSuffix("No habits yet.\n"), "\(command): \(env.stdout)")
  }

  static let skipFiles = ["habits.txt": "Gym: every day; since 2026-11-16\n", "log.txt": "2026-11-16 Gym\n2026-11-17 skip Gym\n2026-11-18 vacation Gym until 2026-11-19\n"]

  @Test("history and why call a skip 'skipped', a vacation 'on vacation'; JSON says which paused the day")
  func skipWords() {
    let env = FakeEnvironment(today: "2026-11-20", files: Self.skipFiles)
    env.run(["history", "Gym"])
    #expect(env.stdout.contains("Tue 2026-11-17  ~ skipped\n"), "\(env.stdout)")
    #expect(env.stdout.contains("Wed 2026-11-18  ~ on vacation\n"), "\(env.stdout)")
    env.stdout = ""
    env.run(["why", "Gym", "--date", "2026-11-17"])
    #expect(env.stdout.contains("skipped"), "\(env.stdout)")
    #expect(!env.stdout.contains("vacation"), "\(env.stdout)")
    env.stdout = ""
    env.run(["history", "Gym", "--json"])
    #expect(env.stdout.contains(#""date":"2026-11-17","status":"on_vacation","#), "\(env.stdout)")
    #expect(env.stdout.contains(#""paused_by":"skip""#), "\(env.stdout)")
    #expect(env.stdout.contains(#""paused_by":"vacation""#), "\(env.stdout)")
    #expect(!env.stdout.contains(#""date":"2026-11-16","status":"completed","count":1,"due":true,"paused_by""#), "\(env.stdout)")
  }

  @Test("a colon in a name is called out as a comma is")
  func colonInName() {
    let result = load("Ratio 3:1: every day\n")
    #expect(shortDiagnostics(result) == ["habits.txt:1:8: error: a habit name cannot contain ':' [invalid-name]"], "\(shortDiagnostics(result))")
  }

  @Test("'3 on 2 of' says what was expected")
  func cycleOff() {
    #expect(shortDiagnostics(load("Swim: 3 on 2 of\n")) == ["habits.txt:1:14: error: expected 'off' after '3 on 2', found 'of' [syntax]"])
  }

  @Test("typos get did-you-mean", arguments: [
    ("A: every 2 weeks after lats\n", "did you mean 'last'?"),
    ("B: montly on the 1st\n", "did you mean 'monthly'?"),
    ("B: montly\n", "did you mean 'monthly'?"),
    ("C: daily; untill 2026-12-01\n", "did you mean 'until'?"),
  ])
  func habitsFileTypos(text: String, note: String) {
    let result = load(text)
    let notes = result.diagnostics.flatMap { $0.notes.map(\.message) }
    #expect(notes.contains(note), "\(shortDiagnostics(result)) \(notes)")
    #expect(!notes.contains("did you mean 'Monday'?"), "\(notes)")
  }

  @Test("log keyword typos get did-you-mean", arguments: [
    ("2026-11-20 vacaton until 2026-11-25\n", "did you mean 'vacation'?"),
    ("2026-11-20 vacation Gym untill 2026-11-25\n", "did you mean 'until'?"),
    ("2026-11-20 skp Gym\n", "did you mean 'skip'?"),
    ("2026-11-20 resme\n", "did you mean 'resume'?"),
  ])
  func logTypos(text: String, note: String) {
    let result = load("Gym: daily\n", log: text)
    let notes = result.diagnostics.flatMap { $0.notes.map(\.message) }
    #expect(notes.contains(note), "\(shortDiagnostics(result)) \(notes)")
  }

  @Test("a misspelt --date value gets did-you-mean")
  func dateArgument() {
    let env = FakeEnvironment(today: "2026-11-22", files: ["habits.txt": "Gym: daily\n"])
    #expect(env.run(["status", "--date", "yestrday"]) == .failure)
    #expect(env.stderr.contains("did you mean 'yesterday'?"), "\(env.stderr)")
  }

  @Test("a usage error is a sentence, but a command in it stays as it is typed: 'Error: habits report ...'")
  func commandNotCapitalised() {
    let report = FakeEnvironment(today: "2026-11-22", files: ["habits.txt": "Gym: daily\n"])
    #expect(report.run(["report"]) == .failure)
    #expect(report.stderr.hasPrefix("Error: habits report prints HTML: add --html (or --format html)\n"), "\(report.stderr)")
    let changes = FakeEnvironment(today: "2026-11-22", files: ["habits.txt": "Gym: daily\n"])
    #expect(changes.run(["changes", "--file", "-"]) == .failure)
    #expect(changes.stderr.hasPrefix("Error: habits changes reads the history"), "\(changes.stderr)")
    // Any other message starts with a capital, as argument-parser's do.
    let redeem = FakeEnvironment(today: "2026-11-22", files: ["habits.txt": "Gym: daily; 5 points\n[Rewards]\nMovie: 5 points\n"])
    #expect(redeem.run(["redeem", "Movie", "--date", "someday"]) == .failure)
    #expect(redeem.stderr.hasPrefix("Error: Invalid value 'someday' for '--date <date>'"), "\(redeem.stderr)")
    #expect(HelpText.sentence("habits") == "habits" && HelpText.sentence("habitsfile x") == "Habitsfile x")
  }

  @Test("on vacation, the board does not warn that the backlog no longer fits the period")
  func noFreeDaysWarningOnVacation() {
    let env = FakeEnvironment(today: "2026-11-20", files: [
      "habits.txt": "Gym: Mon, Wed, Fri; since 2026-11-02\n", "log.txt": "2026-11-18 Gym\n2026-11-19 vacation until 2026-11-22\n",
    ])
    env.run("status")
    #expect(!env.stdout.contains("free day"), "\(env.stdout)")
  }

  @Test("habits(1) says CLICOLOR_FORCE turns colour on and NO_COLOR off")
  func colourRules() throws {
    let page = try #require(Golden.read(Golden.root + "/man/habits.1"))
    let text = page.replacing("\\-", with: "-")
    let color = try #require(text.firstRange(of: ".BI --color \" when\"").map { text[$0.upperBound...].prefix(500) })
    #expect(!color.contains("unless\n.B NO_COLOR\nis set,\n.B CLICOLOR_FORCE"), "\(color)")
    #expect(color.contains("CLICOLOR_FORCE\nturns it on"), "\(color)")
  }
}
