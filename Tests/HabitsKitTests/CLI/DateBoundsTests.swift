import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Dates at the edges: no command prints a year past 9999, and a year typo that
/// `check` flags never makes a report fail without saying where.
@Suite struct DateBoundsTests {
  static let reports = [
    "status", "status --json", "status --date 9999-12-31", "next", "next --json", "week", "week --json", "calendar",
    "calendar --json", "calendar --month 9999-11 --months 4", "graph", "graph --json", "stats", "stats --json",
    "streaks", "streaks --json", "history Gym", "history Gym --json", "why Gym", "why Gym --json", "backlog",
    "backlog --json",
  ]

  @Test("no report prints a year past 9999", arguments: ["9999-12-30", "9999-12-31"])
  func endOfTime(_ today: String) {
    for command in Self.reports {
      let env = FakeEnvironment(files: [
        "habits.txt": "Gym: Mon, Wed, Fri; since 9999-11-01\nRead: every day; since 9999-11-01\n"
          + "Pay: monthly on the 1st; since 9999-11-01\nTaxes: yearly on Jan 2; since 9999-01-01\n"
          + "Run: every 3 days; since 9999-11-01\nDeep clean: 3 days a month; since 9999-11-01\n",
        "log.txt": "9999-12-01 Gym, Read, Pay\n9999-12-29 Read\n",
      ])
      let status = env.run(command + " --today " + today)
      #expect(status == .success, "\(command): \(env.stderr)")
      #expect(!env.stdout.contains("10000") && !env.stderr.contains("10000"), "\(command) \(today)")
    }
  }

  /// Near 0000-01-01 and 9999-12-31 a year is printed in four digits, and no view shows a
  /// day before the first: the week strip leaves those columns blank, the graph has no column
  /// wholly before it.
  @Test("years print in four digits and views stop at 0000-01-01", arguments: [
    ("--today 9999-12-31", "Meditate: needs attention: last logged Feb 29, 0000\n"),
    ("week --today 0000-01-02", "Sun 0000-01-02  Jan 1 .. Jan 9\n"),
    ("week --today 0000-01-02", "                                               1  2   3  4  5  6  7  8  9\n"),
    ("week --json --today 0000-01-02", "\"from\":\"0000-01-01\",\"to\":\"0000-01-09\",\"habits\":[{\"habit\":\"Meditate\",\"days\":[{\"date\":\"0000-01-01\""),
    ("graph --today 0000-01-02", "Sun 0000-01-02  the last 1 week\n"),
    ("graph --today 0000-01-20", "Thu 0000-01-20  the last 4 weeks\n"),
    ("graph --json --today 0000-01-02", "\"weeks\":1,\"habits\":[{\"habit\":\"Meditate\",\"week_start\":\"monday\",\"first\":\"0000-01-01\""),
    ("calendar --today 0000-01-02", "January 0000\n"),
    ("streaks --today 9999-12-31", "Meditate  -        1 day (Feb 29, 0000 .. Feb 29, 0000)\n"),
    ("history Meditate --today 0000-01-02", "Meditate  0000-01-01 .. 0000-01-02\n"),
  ])
  func startOfTime(_ command: String, _ expected: String) {
    let env = FakeEnvironment(files: ["habits.txt": "Meditate: every day; since 0000-01-01\n", "log.txt": "0000-02-29 Meditate\n"])
    #expect(env.run(command) == .success, "\(command): \(env.stderr)")
    #expect(env.stdout.contains(expected), "\(command):\n\(env.stdout)")
    for shown in [", -", ", 0\n", ", 0 ", ", 0)", "-0001", "Dec 2"] { #expect(!env.stdout.contains(shown), "\(command): '\(shown)' in\n\(env.stdout)") }
  }

  @Test("a year typo in the log is a located warning, and no report fails without a location")
  func yearTypo() {
    let files = ["habits.txt": "Gym: Mon, Wed, Fri\n", "log.txt": "2026-11-16 Gym\n0026-11-18 Gym\n2026-11-20 Gym\n"]
    let check = FakeEnvironment(files: files)
    #expect(check.run("check --format compact") == .success)
    #expect(check.stdout == """
      log.txt:2:1: warning: 0026-11-18 is implausibly far from the other dates: before 1900 [implausible-date]
      0 errors, 1 warning

      """)
    for command in Self.reports where !command.contains("9999") {
      let env = FakeEnvironment(files: files)
      let status = env.run(command)
      if status != .success {
        #expect(env.stderr.contains("log.txt:2:1:"), "\(command) fails unlocated: \(env.stderr)")
      }
    }
  }

  /// The header lines of `habits check --format compact` on the files.
  private func check(_ habits: String, log: String) -> (headers: [String], Void) {
    let env = FakeEnvironment(files: ["habits.txt": habits, "log.txt": log])
    env.run("check --format compact")
    return (env.stdout.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") || $0.contains(": error: ") }, ())
  }

  @Test("dates far before the habit's other entries are flagged; a log spread over the years is not")
  func gaps() {
    let flagged = check("Read: every day\n", log: "2016-11-19 Read\n2026-11-16 Read\n2026-11-17 Read\n")
    #expect(flagged.headers == [
      "log.txt:1:1: warning: 2016-11-19 is implausibly far from the other dates: 10 years before the other entries of 'Read' [implausible-date]"
    ])
    let spread = check("Read: every day\n", log: "2012-01-01 Read\n2016-01-01 Read\n2020-01-01 Read\n2024-01-01 Read\n")
    #expect(spread.headers.isEmpty)
    let since = check("Read: every day; since 2016-11-01\n", log: "2026-11-16 Read\n")
    #expect(since.headers.map { $0.contains("[implausible-date]") } == [true])
  }
}
