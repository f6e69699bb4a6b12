import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits log` in-process: what it appends and prints.
@Suite struct LogCommandTests {
  @Test("appends one line and prints it with the habit's status that day")
  func logsOne() {
    let env = WritingScenario.environment()
    #expect(env.runAppended("log Gym --date friday") == "2026-11-20 Gym\n")
    #expect(env.stdout == "2026-11-20 Gym\nGym: completed · streak 19 days\n")
    #expect(env.stderr == "")
  }

  @Test("several names with counts: xN belongs to the name before it")
  func severalWithCounts() {
    let env = WritingScenario.environment()
    #expect(env.runAppended("log Pushups x2 Gym") == "2026-11-22 Pushups x2, Gym\n")
    #expect(env.stdout == """
      2026-11-22 Pushups x2, Gym
      Pushups: partially completed · 2 of 3 done
      Gym: sorted out backlog · done, caught up · streak 21 days

      """)
  }

  @Test("names: any case, unique prefixes, commas, several words, quoted words", arguments: [
    (["log", "GYM"], "2026-11-22 Gym\n"),
    (["log", "gy"], "2026-11-22 Gym\n"),
    (["log", "push", "X3"], "2026-11-22 Pushups x3\n"),
    (["log", "push", "×2"], "2026-11-22 Pushups x2\n"),
    (["log", "Gym,", "Read"], "2026-11-22 Gym, Read\n"),
    (["log", "Gym,Read"], "2026-11-22 Gym, Read\n"),
    (["log", "Gym", "Read"], "2026-11-22 Gym, Read\n"),
    (["log", "deep", "CLEAN"], "2026-11-22 Deep clean\n"),
    (["log", "Deep clean"], "2026-11-22 Deep clean\n"),
    (["log", "deep", "cl", "x2", "gym"], "2026-11-22 Deep clean x2, Gym\n"),
    (["log", "Read", "x007"], "2026-11-22 Read x7\n"),
    (["log", "--", "Read"], "2026-11-22 Read\n"),
  ])
  func names(arguments: [String], expected: String) {
    let env = WritingScenario.environment()
    #expect(env.runAppended(arguments) == expected)
  }

  @Test("--date takes ISO dates, today, yesterday and weekday names (latest such day)", arguments: [
    ("2026-11-20", "2026-11-20"), ("today", "2026-11-22"), ("yesterday", "2026-11-21"),
    ("Friday", "2026-11-20"), ("sun", "2026-11-22"), ("monday", "2026-11-16"),
  ])
  func dates(text: String, expected: String) {
    let env = WritingScenario.environment()
    #expect(env.runAppended(["log", "Read", "--date", text]) == expected + " Read\n")
    #expect(env.stdout.hasPrefix(expected + " Read\nRead: "))
  }

  @Test("--today moves today, and --date=VALUE works")
  func today() {
    let env = WritingScenario.environment()
    #expect(env.runAppended("log Read --today 2026-11-25 --date=yesterday") == "2026-11-24 Read\n")
  }

  @Test("--quiet prints nothing and still writes")
  func quiet() {
    let env = WritingScenario.environment()
    #expect(env.runAppended("log Gym --quiet") == "2026-11-22 Gym\n")
    #expect(env.runAppended("log Read -q") == "2026-11-22 Read\n")
    #expect(env.stdout == "" && env.stderr == "")
  }

  @Test("a missing log is created with just the new line")
  func missingLog() {
    let env = WritingScenario.environment(log: nil)
    #expect(env.runAppended("log Read") == "2026-11-22 Read\n")
    #expect(env.text("log.txt") == "2026-11-22 Read\n")
  }

  @Test("--log, --dir and $HABITS_LOG choose the file written")
  func paths() {
    let env = FakeEnvironment(files: ["h/habits.txt": WritingScenario.habits, "elsewhere.txt": "# mine\n"])
    #expect(env.run("log Read --dir h") == .success)
    #expect(env.text("h/log.txt") == "2026-11-22 Read\n")
    env.variables["HABITS_LOG"] = "elsewhere.txt"
    #expect(env.run("log Read --file h/habits.txt") == .success)
    #expect(env.text("elsewhere.txt") == "# mine\n2026-11-22 Read\n")
  }

  @Test("CRLF stays CRLF, a missing final newline is added first, a BOM is kept single")
  func lineEndings() {
    let env = WritingScenario.environment(log: "2026-11-20 Read\r\n2026-11-21 Read")
    #expect(env.runAppended("log Read") == "\r\n2026-11-22 Read\r\n")
    let bom = WritingScenario.environment(log: "\u{FEFF}2026-11-21 Read\n")
    #expect(bom.runAppended("log Read") == "2026-11-22 Read\n")
    #expect(bom.text("log.txt") == "\u{FEFF}2026-11-21 Read\n2026-11-22 Read\n")
  }

  @Test("logging a once-a-day habit twice on a day is refused; --force writes it and warns, as check does")
  func duplicate() {
    let env = WritingScenario.environment()
    env.runAppended("log Read")
    env.stdout = ""
    #expect(env.runRefused("log Read") == """
      habits: 'Read' is already logged on 2026-11-22, and it is done once a day
        use --force to log it again

      """)
    #expect(env.runAppended("log Read --force") == "2026-11-22 Read\n")
    #expect(env.stderr == """
      log.txt:12:1: warning: this line repeats line 11 [duplicate-entry]
      log.txt:11:1: note: first logged here
        = note: both count: the same habit on the same day adds up; delete one if it was a mistake

      """)
    #expect(env.stdout.hasPrefix("2026-11-22 Read\nRead: over completed"))
  }

  @Test("a line check would flag is refused without --force, whatever the reason")
  func flaggedLine() {
    // A year typo: check warns about a date far before the others (implausible-date).
    let env = WritingScenario.environment()
    let refused = env.runRefused("log Read --date 0026-11-20")
    #expect(refused.hasPrefix("habits: '0026-11-20 Read' would be flagged: "), "\(refused)")
    #expect(refused.hasSuffix("  use --force to write it anyway\n"), "\(refused)")
    #expect(env.runAppended("log Read --date 0026-11-20 --force") == "0026-11-20 Read\n")
  }

  @Test("--force writes a completion before the start, and the warning is shown")
  func force() {
    let env = WritingScenario.environment()
    #expect(env.runAppended("log Gym --date 2026-11-01 --force") == "2026-11-01 Gym\n")
    #expect(env.stderr.contains("warning: 'Gym' is logged on 2026-11-01, before it starts on 2026-11-02 [before-start]"))
    #expect(env.runAppended("log Course --date 2026-11-19 --force") == "2026-11-19 Course\n")
    #expect(env.runAppended("log Pushups x5000 --force") == "2026-11-22 Pushups x5000\n")
  }

  @Test("a habit without 'since' may be logged on any past day: the line moves its start")
  func noSince() {
    let env = WritingScenario.environment()
    #expect(env.runAppended("log Read --date 2020-01-01") == "2020-01-01 Read\n")
  }

  @Test("help lists the writing commands after backlog")
  func help() {
    let env = WritingScenario.environment()
    #expect(env.run("--help") == .success)
    let rows = [
      "  log                     Log habits as done: append a line to the log.",
      "  vacation                Pause habits: append a vacation line.",
      "  skip                    Take a day off from some habits: append a skip line.",
      "  resume                  End a vacation: append a resume line.",
      "  help ",
    ]
    #expect(env.stdout.contains("up.\n" + rows.dropLast().joined(separator: "\n")))
    #expect(env.stdout.contains(rows.last!))
    env.stdout = ""
    #expect(env.run("log --help") == .success)
    #expect(env.stdout.contains("USAGE: habits log <name> ... [--date <date>] [--note <text>] [--force] [--json]\n                  [--format <format>] [<options>]"))
  }
}
