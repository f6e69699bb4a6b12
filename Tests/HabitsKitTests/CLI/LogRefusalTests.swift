import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Everything `habits log` refuses: each refusal explains itself, exits non-zero and leaves
/// the log byte for byte as it was.
@Suite struct LogRefusalTests {
  @Test("an unknown name, with a suggestion")
  func unknown() {
    let env = WritingScenario.environment()
    #expect(env.runRefused("log gmy") == "habits: unknown habit 'gmy'; did you mean 'Gym'?\n")
    #expect(env.runRefused("log Gym Rad") == "habits: unknown habit 'Rad'; did you mean 'Read'?\n")
    #expect(env.runRefused("log Yoga") == "habits: unknown habit 'Yoga'; the habits are 'Gym', 'Pushups', 'Read', 'Course', 'Deep clean', 'Swim', 'Stretch'\n")
  }

  @Test("a report's habit name: a suggestion when one is close, else the list of habits")
  func unknownOnReports() {
    let env = WritingScenario.environment()
    #expect(env.runRefused("streaks Nope") == "habits: unknown habit 'Nope'; the habits are 'Gym', 'Pushups', 'Read', 'Course', 'Deep clean', 'Swim', 'Stretch'\n")
    #expect(env.runRefused("streaks Strech") == "habits: unknown habit 'Strech'; did you mean 'Stretch'?\n")
    #expect(env.runRefused("history Raed") == "habits: unknown habit 'Raed'; did you mean 'Read'?\n")
  }

  @Test("an ambiguous prefix lists the candidates")
  func ambiguous() {
    let env = WritingScenario.environment()
    #expect(env.runRefused("log s") == "habits: 's' could be any of 'Swim', 'Stretch'; type more of the name\n")
  }

  @Test("a habit named twice")
  func namedTwice() {
    let env = WritingScenario.environment()
    #expect(env.runRefused("log Gym gym") == "habits: 'Gym' is named twice; write one name with a count such as 'Gym x2'\n")
  }

  @Test("a completion after today, even with --force")
  func future() {
    let env = WritingScenario.environment()
    let expected = """
      habits: 2026-11-23 is after today (2026-11-22): log what is done, once it is done
        if the clock is wrong, pass --today YYYY-MM-DD

      """
    #expect(env.runRefused("log Gym --date 2026-11-23") == expected)
    #expect(env.runRefused("log Gym --date 2026-11-23 --force") == expected)
  }

  @Test("before the habit's start or after its end, without --force")
  func outsideLife() {
    let env = WritingScenario.environment()
    #expect(env.runRefused("log Gym --date 2026-11-01") == """
      habits: 'Gym' starts on 2026-11-02: 2026-11-01 is before its start
        use --force to write it anyway

      """)
    #expect(env.runRefused("log Course --date 2026-11-19") == """
      habits: 'Course' ended on 2026-11-18: 2026-11-19 is after its end
        use --force to write it anyway

      """)
  }

  @Test("counts: 0, negative, not a number, too large, a likely typo, misplaced", arguments: [
    ("log Pushups x0", "habits: the count 'x0' logs nothing: a count is a whole number 1 or more\n"),
    ("log Pushups x000", "habits: the count 'x000' logs nothing: a count is a whole number 1 or more\n"),
    ("log Pushups x-1", "habits: invalid count 'x-1': a count is a whole number 1 or more\n"),
    ("log Pushups x+2", "habits: invalid count 'x+2': a count is a whole number 1 or more\n"),
    ("log Pushups x1.5", "habits: invalid count 'x1.5': a count is a whole number 1 or more\n"),
    ("log Pushups x1000001", "habits: the count 'x1000001' is too large: at most 1000000 per entry\n"),
    ("log Pushups x99999999999999999999", "habits: the count 'x99999999999999999999' is too large: at most 1000000 per entry\n"),
    ("log x2 Pushups", "habits: the count 'x2' must follow a habit name, as in 'Pushups x2'\n"),
    ("log Pushups x2 x3", "habits: a second count 'x3' for the same habit\n"),
  ])
  func counts(line: String, expected: String) {
    // A refusal like any other (`habits: MESSAGE`), with the code the log gives the same count.
    let env = WritingScenario.environment()
    #expect(env.runRefused(line) == expected)
  }

  @Test("a count far above the habit's goal needs --force")
  func largeCount() {
    let env = WritingScenario.environment()
    #expect(env.runRefused("log Pushups x1001") == """
      habits: a count of 1001 for 'Pushups' looks like a typo: more than 1000 in a day
        use --force to write it anyway

      """)
    #expect(env.runAppended("log Pushups x1000") == "2026-11-22 Pushups x1000\n")
  }

  @Test("usage errors: no name, an unknown option, a bad date")
  func usage() {
    let env = WritingScenario.environment()
    #expect(env.runRefused("log").hasPrefix("Error: Missing expected argument '<name>'\nUsage: habits log "))
    #expect(env.runRefused("log Gym --dat friday").hasPrefix("Error: Unknown option '--dat'; did you mean '--date'?\n"))
    #expect(env.runRefused("log Gym --date someday").hasPrefix(
      "Error: Invalid value 'someday' for '--date <date>': expected YYYY-MM-DD, today, yesterday or a weekday\n"))
    #expect(env.runRefused("log Gym --date 2026-02-30").hasPrefix(
      "Error: Invalid value '2026-02-30' for '--date <date>': 2026-02-30 does not exist: February 2026 has 28 days\n"))
    #expect(env.runRefused("history Gym --from 2026-13-01").hasPrefix(
      "Error: Invalid value '2026-13-01' for '--from <date>': 2026-13-01 does not exist: there is no month 13\n"))
    #expect(env.runRefused("status --today 2028-02-30").hasPrefix(
      "Error: Invalid value '2028-02-30' for '--today <date>': 2028-02-30 does not exist: February 2028 has 29 days\n"))
    #expect(env.runRefused("log ,") == "habits: expected a habit name\n")
  }

  @Test("errors in other habits do not stop a write: one line says where they are")
  func habitsFileErrors() {
    let env = WritingScenario.environment(habits: WritingScenario.habits + "Yoga: Mon, Wendsday\n")
    #expect(env.runAppended("log Gym") == "2026-11-22 Gym\n")
    #expect(env.stderr == "habits: 1 error in the files (habits.txt:8 unknown-weekday); run habits check\n")
    #expect(env.stdout.hasPrefix("2026-11-22 Gym\n"))
    let skip = WritingScenario.environment(habits: WritingScenario.habits + "Yoga: Mon, Wendsday\n")
    #expect(skip.runAppended("skip Gym --date 2026-11-23") == "2026-11-23 skip Gym\n")
    let vacation = WritingScenario.environment(habits: WritingScenario.habits + "Yoga: Mon, Wendsday\n")
    #expect(vacation.runAppended("vacation Gym --from 2026-11-23") == "2026-11-23 vacation Gym\n")
  }

  @Test("a habit with errors cannot be logged: exit 1, nothing written, the reason in one line")
  func brokenHabit() {
    let env = WritingScenario.environment(habits: WritingScenario.habits + "Yoga: Mon, Wendsday\n")
    let stderr = env.runRefused("log Yoga", status: .findings)
    #expect(stderr == "habits: 'Yoga' has errors in the habits file (line 8: unknown-weekday); fix them first (habits check)\n")
  }

  @Test("errors in the log do not stop a write; a line that adds an error is refused")
  func logErrors() {
    let env = WritingScenario.environment(log: WritingScenario.log + "2026-11-19 Gmy\n")
    #expect(env.runAppended("log Gym") == "2026-11-22 Gym\n")
    #expect(env.stderr == "habits: 1 error in the files (log.txt:11 unknown-habit); run habits check\n")
    let missing = WritingScenario.environment(habits: "Gym: every full moon\n", log: nil)
    missing.runRefused("log Gym", status: .findings)
    #expect(missing.files["log.txt"] == nil)
  }

  @Test("warnings in the files do not stop a write")
  func warningsAreFine() {
    let env = WritingScenario.environment(log: WritingScenario.log + "2026-11-30 Read\n")
    #expect(env.runAppended("log Gym") == "2026-11-22 Gym\n")
    #expect(env.stderr == "")
  }

  @Test("a log that cannot be read or written: exit 2, a clear message, nothing changed")
  func unwritable() {
    let readOnly = WritingScenario.environment()
    readOnly.readOnly.insert("log.txt")
    #expect(readOnly.runRefused("log Gym") == "habits: cannot write the log 'log.txt': Permission denied\n")
    let directory = WritingScenario.environment(log: nil)
    directory.directories.insert("log.txt")
    #expect(directory.runRefused("log Gym") == "habits: cannot read the log 'log.txt': Is a directory\n")
    let habitsMissing = FakeEnvironment(files: [:])
    #expect(habitsMissing.runRefused("log Gym").hasPrefix("habits: cannot read the habits file 'habits.txt'"))
  }

  @Test("a line the parser would read differently is refused (a habit called 'Skip Gym')")
  func readBack() {
    let env = WritingScenario.environment(habits: "Gym: every day\nSkip Gym: every day\n", log: nil)
    #expect(env.runRefused("skip Gym") == """
      habits: '2026-11-22 skip Gym' would not read back as written: a habit name clashes with the log's words
        rename the habit in the habits file, or write the line by hand

      """)
    #expect(env.runAppended("log skip") == "2026-11-22 Skip Gym\n")
  }
}
