import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// One typo does not blank every report: reports show every habit without an error and exit
/// 0, with one line on standard error naming the errors (`-q` silences it); the board lists
/// the habits with errors as such, and its JSON gives their codes with null status fields;
/// `--strict` refuses as before.
@Suite struct ReportErrorsTests {
  static let habits = "Gym: Mon, Wed, Fri; since 2026-11-02\nYoga: Mnday; since 2026-11-02\nRead: every day; since 2026-11-02\n"
  static let log = "2026-11-20 Gym, Read\n2026-11-21 Read\n2026-11-22 Read\n2026-11-22 Gmy\n"

  private func run(_ arguments: [String]) -> (FakeEnvironment, HabitsKit.ExitStatus) {
    let env = FakeEnvironment(today: "2026-11-22", files: ["habits.txt": Self.habits, "log.txt": Self.log])
    let status = env.run(arguments)
    return (env, status)
  }

  @Test("the board shows the others and lists the habit with errors; one line on stderr names them")
  func board() {
    let (env, status) = run(["status"])
    #expect(status == .success)
    #expect(env.stdout.contains(" ✓ Read "), "\(env.stdout)")
    #expect(env.stdout.contains(" ? Yoga  has errors  line 2: unknown-weekday"), "\(env.stdout)")
    #expect(env.stdout.contains("· 1 has errors"), "\(env.stdout)")
    #expect(env.stderr == "habits: 2 errors in the files (habits.txt:2 unknown-weekday, log.txt:4 unknown-habit); run habits check\n", "\(env.stderr)")
  }

  @Test("a habit whose name has an error is listed under its name as written, in its group; a reward's is not")
  func nameErrors() {
    let habits = "Gym: daily; since 2026-11-01\nRun x2: daily\nWalk: daily; sometimes\n: every day\n[Home]\nTea, coffee: daily\n[Rewards]\n: 5 points\n"
    let env = FakeEnvironment(today: "2026-11-10", files: ["habits.txt": habits, "log.txt": ""])
    env.run(["status"])
    #expect(env.stdout.contains(" ? Run x2       has errors  line 2: invalid-name\n"), "\(env.stdout)")
    #expect(env.stdout.contains(" ? Walk         has errors  line 3: unknown-option\n"), "\(env.stdout)")
    #expect(env.stdout.contains(" ? : every day  has errors  line 4: empty-name\n"), "\(env.stdout)")
    #expect(env.stdout.contains("Home\n ? Tea, coffee  has errors  line 6: invalid-name\n"), "\(env.stdout)")
    #expect(env.stdout.contains("· 4 have errors"), "\(env.stdout)")
    #expect(!env.stdout.contains("5 points"), "\(env.stdout)")
  }

  @Test("-q silences the line; the short summary still prints", arguments: [["status", "--short", "-q"], ["-q"]])
  func quiet(_ arguments: [String]) {
    let (env, status) = run(arguments)
    #expect(status == .success)
    #expect(env.stderr.isEmpty, "\(env.stderr)")
    #expect(env.stdout.contains("on track"), "\(env.stdout)")
  }

  @Test("JSON: the habit's error codes, null status fields, and the number of errors at the top")
  func json() throws {
    let (env, status) = run(["status", "--json"])
    #expect(status == .success)
    #expect(env.stdout.contains(
      #"{"habit":"Yoga","errors":["unknown-weekday"],"status":null,"count":null,"due":null,"backlog":null,"ahead":null,"next_due":null,"streak":null,"attention":null,"todo":null,"goal":null,"left":null,"period":null}"#),
      "\(env.stdout)")
    #expect(env.stdout.hasPrefix(#"{"version":1,"errors":2,"#), "\(env.stdout)")
    // In file order: Gym, Yoga, Read.
    let gym = try #require(env.stdout.firstRange(of: #""habit":"Gym""#))
    let yoga = try #require(env.stdout.firstRange(of: #""habit":"Yoga""#))
    let read = try #require(env.stdout.firstRange(of: #""habit":"Read""#))
    #expect(gym.lowerBound < yoga.lowerBound && yoga.lowerBound < read.lowerBound)
  }

  @Test("every report runs for the habits without errors", arguments: [
    ["week"], ["calendar"], ["graph"], ["stats"], ["next"], ["backlog"], ["streaks"], ["history", "Read"], ["why", "Gym"],
    ["streaks", "--json"], ["week", "--json"],
  ])
  func reports(_ arguments: [String]) {
    let (env, status) = run(arguments)
    #expect(status == .success, "\(env.stderr)")
    #expect(!env.stdout.isEmpty)
    #expect(!env.stdout.contains("Yoga"), "\(env.stdout)")
    #expect(env.stderr.split(separator: "\n").count == 1, "\(env.stderr)")
    if arguments.contains("--json") { #expect(env.stdout.hasPrefix(#"{"version":1,"errors":2,"#), "\(env.stdout)") }
  }

  @Test("naming the habit with errors says so and exits 1", arguments: [["history", "Yoga"], ["why", "yoga"], ["streaks", "Yoga"], ["log", "Yoga"]])
  func namingIt(_ arguments: [String]) {
    let (env, status) = run(arguments)
    #expect(status == .findings)
    #expect(env.stderr.contains("'Yoga' has errors in the habits file (line 2: unknown-weekday); fix them first (habits check)"), "\(env.stderr)")
    #expect(!env.stderr.contains("unknown habit"), "\(env.stderr)")
  }

  @Test("--strict refuses with exit 1 as before, listing the errors", arguments: [["status", "--strict"], ["week", "--strict"], ["history", "Read", "--strict"]])
  func strict(_ arguments: [String]) {
    let (env, status) = run(arguments)
    #expect(status == .findings)
    #expect(env.stdout.isEmpty)
    #expect(env.stderr.contains("unknown weekday 'Mnday'"), "\(env.stderr)")
    #expect(env.stderr.contains("fix them (habits check) to see reports"), "\(env.stderr)")
  }

  @Test("without errors nothing changes: no stderr line, no errors key")
  func clean() {
    let env = FakeEnvironment(today: "2026-11-22", files: ["habits.txt": "Read: every day; since 2026-11-02\n", "log.txt": "2026-11-22 Read\n"])
    #expect(env.run(["status", "--json"]) == .success)
    #expect(env.stderr.isEmpty)
    #expect(!env.stdout.contains("errors"))
  }

  @Test("a habit whose change line has an error is listed with errors too")
  func changeLineError() {
    let env = FakeEnvironment(today: "2026-11-22", files: [
      "habits.txt": "Gym: Mon; since 2026-11-02\nGym: Tue; from 2026-11-09; until 2026-12-01\nRead: daily\n", "log.txt": "2026-11-22 Read\n",
    ])
    #expect(env.run(["status"]) == .success)
    #expect(env.stdout.contains(" ? Gym   has errors  line 2: option-on-change-line"), "\(env.stdout)")
  }

  @Test("README's exit-code and command tables say reports run beside errors, and what --strict means")
  func readme() throws {
    let readme = try #require(Golden.read(Golden.root + "/README.md"))
    let exitCodes = try #require(readme.firstRange(of: "## Exit codes").map { readme[$0.upperBound...].prefix(1500) })
    #expect(exitCodes.contains("--strict"))
    #expect(!exitCodes.contains("a report refused to run because the files have errors |"))
    #expect(exitCodes.contains("with errors"), "\(exitCodes)")
    #expect(readme.contains("| `habits check [--format text\\|compact\\|json\\|github] [--strict]"))
    #expect(readme.contains("warnings fail"))
  }
}
