import Testing
@testable import HabitsKit
@testable import HabitsCLI

/// Every refusal of a writing command is one kind of output: `habits: MESSAGE` (and its hint)
/// on stderr, exit 2, nothing written, and with `--json` one object of diagnostics on stdout
/// with the catalogue's code, located at the line the write would add.
@Suite struct WriteRefusalTests {
  static let habits = """
    Gym: Mon, Wed, Fri; since 2026-11-02
    Read: every day; since 2026-11-02
    Smoke: never
    Pushups: every day; 3 times

    [Rewards]
    Movie night: 50 points

    """

  @Test("a refusal with --json is one object on stdout with its code, exit 2", arguments: [
    ("log Nope", "unknown-habit"), ("log Read 5 km", "unexpected-amount"), ("log Read x0", "zero-count"),
    ("log Read x-1", "invalid-count"), ("log Pushups x1.5", "invalid-count"), ("log Gym x2 x3", "syntax"),
    ("redeem Foo", "unknown-reward"), ("redeem Movie night x0", "zero-count"), ("redeem Movie night x1001", "invalid-count"),
    ("skip Smoke", "limit-not-paused"), ("resume Gym", "resume-without-vacation"), ("skip Gym x2", "syntax"),
    ("vacation Nope", "unknown-habit"),
  ])
  func json(line: String, code: String) {
    let env = FakeEnvironment(today: "2026-11-06", files: ["habits.txt": WriteRefusalTests.habits, "log.txt": "2026-11-02 Gym\n"])
    let status = env.run(line.split(separator: " ").map(String.init) + ["--json"])
    #expect(status == .failure, "\(line): \(env.stderr)")
    #expect(env.stdout.hasPrefix("{\"version\":1,\"diagnostics\":[{\"file\":\"log.txt\",\"line\":2,"), "\(line): \(env.stdout)")
    #expect(env.stdout.contains("\"code\":\"\(code)\""), "\(line): \(env.stdout)")
    #expect(env.stdout.filter { $0 == "\n" }.count == 1, "one object: \(env.stdout)")
    #expect(env.stderr.hasPrefix("habits: "), "\(line): \(env.stderr)")
    #expect(!env.stderr.contains("Usage:"), "\(line): \(env.stderr)")
    #expect(env.files["log.txt"] == Array("2026-11-02 Gym\n".utf8))
  }

  @Test("a bad count is a habits: refusal, not a usage block, in log and redeem alike", arguments: [
    ("log Pushups x0", "habits: the count 'x0' logs nothing: a count is a whole number 1 or more\n"),
    ("log Pushups x-1", "habits: invalid count 'x-1': a count is a whole number 1 or more\n"),
    ("log Pushups x1.5", "habits: invalid count 'x1.5': a count is a whole number 1 or more\n"),
    ("redeem Movie night x0", "habits: the count 'x0' redeems nothing: a count of rewards is a whole number from 1 to 1000\n"),
    ("redeem Movie night x-1", "habits: invalid count 'x-1': a count of rewards is a whole number from 1 to 1000\n"),
  ])
  func badCount(line: String, message: String) {
    let env = FakeEnvironment(today: "2026-11-06", files: ["habits.txt": WriteRefusalTests.habits, "log.txt": ""])
    #expect(env.runRefused(line) == message)
  }

  @Test("a note that is no note is a habits: refusal with its code")
  func note() {
    let env = FakeEnvironment(today: "2026-11-06", files: ["habits.txt": WriteRefusalTests.habits, "log.txt": ""])
    #expect(env.runRefused(["log", "Gym", "--note", "habits: x"]).hasPrefix("habits: a note cannot start with 'habits:'"))
    env.stdout = ""
    #expect(env.run(["log", "Gym", "--note", "a\nb", "--json"]) == .failure)
    #expect(env.stdout.contains("\"code\":\"control-character\""), "\(env.stdout)")
  }

  @Test("an unknown name while another habit has errors exits 2 and names the broken habit it likely means")
  func unknownBesideErrors() {
    let env = FakeEnvironment(today: "2026-11-10", files: ["habits.txt": "Gym: Mnday\nRead: daily\n", "log.txt": ""])
    let stderr = env.runRefused("log Gmy")
    #expect(stderr.contains("unknown habit 'Gmy'"), "\(stderr)")
    #expect(stderr.contains("did you mean 'Gym'? It has errors in the habits file (line 1: unknown-weekday)"), "\(stderr)")
    // Naming the broken habit itself says so, the same way for log and skip (exit 1).
    let log = env.runRefused("log Gym", status: .findings)
    let skip = env.runRefused("skip Gym", status: .findings)
    #expect(log == "habits: 'Gym' has errors in the habits file (line 1: unknown-weekday); fix them first (habits check)\n")
    #expect(skip == log)
    env.stdout = ""
    #expect(env.run(["skip", "Gym", "--json"]) == .findings)
    #expect(env.stdout.contains("\"code\":\"unknown-weekday\""), "\(env.stdout)")
    // A name of several words typed without quotes is found among the habits with errors too.
    let words = FakeEnvironment(today: "2026-11-10", files: ["habits.txt": "Deep clean: Mnday\nRead: daily\n", "log.txt": ""])
    #expect(words.runRefused("log Deep clean", status: .findings).hasPrefix("habits: 'Deep clean' has errors in the habits file"))
  }
}

/// A resume on the day a vacation starts: the vacation is running, and the refusal says so and
/// how to go on, rather than that no vacation is running.
@Suite struct ResumeOnStartTests {
  @Test("resume on the vacation's first day says it started that day, and how to end it or take it back", arguments: [
    ("resume", "habits: nothing to resume on 2026-11-18: the vacation starts that day\n"),
    ("resume Gym", "habits: nothing to resume for 'Gym' on 2026-11-18: its vacation starts that day\n"),
  ])
  func sameDay(line: String, message: String) {
    let env = FakeEnvironment(today: "2026-11-18", files: ["habits.txt": "Gym: daily\nRead: daily\n", "log.txt": "2026-11-18 vacation until 2026-11-25\n"])
    #expect(env.runRefused(line) == message
      + "  a resume ends a vacation the day before its date: 'habits resume --date 2026-11-19' ends it after one day off, "
      + "and deleting its line from the log takes it back\n")
    #expect(env.runAppended("resume --date 2026-11-19") == "2026-11-19 resume\n")
  }

  @Test("a skip that day is no vacation to resume")
  func skipIsNot() {
    let env = FakeEnvironment(today: "2026-11-18", files: ["habits.txt": "Gym: daily\n", "log.txt": "2026-11-18 skip Gym\n"])
    #expect(env.runRefused("resume Gym").hasPrefix("habits: nothing to resume for 'Gym' on 2026-11-18: it is not on vacation\n"))
  }
}

/// `vacation --until WEEKDAY` is the first such day on or after the vacation's first day: an
/// end is naturally ahead of its start.
@Suite struct VacationUntilWeekdayTests {
  @Test("--until a weekday looks ahead from the first day off; tomorrow is taken", arguments: [
    (["--until", "Fri"], "2026-11-11 vacation until 2026-11-13\n"),
    (["--until", "wednesday"], "2026-11-11 vacation until 2026-11-11\n"),
    (["--until", "tue"], "2026-11-11 vacation until 2026-11-17\n"),
    (["--until", "tomorrow"], "2026-11-11 vacation until 2026-11-12\n"),
    (["--from", "2026-11-14", "--until", "sun"], "2026-11-14 vacation until 2026-11-15\n"),
  ])
  func ahead(options: [String], line: String) {
    let env = FakeEnvironment(today: "2026-11-11", files: ["habits.txt": "Gym: daily\n", "log.txt": ""])
    #expect(env.runAppended(["vacation"] + options) == line)
  }

  @Test("--date still looks back, and does not take tomorrow")
  func dateLooksBack() {
    let env = FakeEnvironment(today: "2026-11-11", files: ["habits.txt": "Gym: daily; since 2026-11-01\n", "log.txt": ""])
    #expect(env.runAppended(["skip", "Gym", "--date", "fri"]) == "2026-11-06 skip Gym\n")
    #expect(env.runRefused(["log", "Gym", "--date", "tomorrow"]).hasPrefix("Error: Invalid value 'tomorrow' for '--date <date>': expected YYYY-MM-DD, today, yesterday or a weekday"))
  }
}

/// A skip before a habit's start is refused whatever set the start: `since`, or the first
/// entry of a habit without one.
@Suite struct SkipBeforeStartTests {
  @Test("a skip before the first entry of a habit without since is refused, as before a since")
  func movingStart() {
    let env = FakeEnvironment(today: "2026-11-06", files: ["habits.txt": "Gymnastics: daily\n", "log.txt": "2026-11-06 Gymnastics\n"])
    #expect(env.runRefused("skip Gymnastics --date 2026-11-05") == """
      habits: 'Gymnastics' has no 'since' and starts on its first entry, 2026-11-06: 2026-11-05 is before its start
        give the habit a 'since' in the habits file, or use --force to write it anyway

      """)
    #expect(env.runAppended("skip Gymnastics --date 2026-11-05 --force") == "2026-11-05 skip Gymnastics\n")
    #expect(env.runAppended("skip Gymnastics --date 2026-11-07") == "2026-11-07 skip Gymnastics\n")
  }

  @Test("a skip in the past of a habit never logged and without since is refused; today's is written")
  func neverLogged() {
    let env = FakeEnvironment(today: "2026-11-06", files: ["habits.txt": "Gymnastics: daily\n", "log.txt": ""])
    #expect(env.runRefused("skip Gymnastics --date 2026-11-05").hasPrefix(
      "habits: 'Gymnastics' has no 'since' and nothing logged, so it starts on its first entry: 2026-11-05 is before its start\n"))
    #expect(env.runAppended("skip Gymnastics") == "2026-11-06 skip Gymnastics\n")
  }
}

/// A skip over a day already done: refused (it would only make the completion extra); forced,
/// its status line counts in words ("done (1 time)").
@Suite struct SkipOnDoneDayTests {
  @Test("a skip of a habit done that day is refused; forced, it says 'done (1 time)'")
  func doneDay() {
    let env = FakeEnvironment(today: "2026-11-06", files: ["habits.txt": "Read: every day; since 2026-11-02\n", "log.txt": "2026-11-03 Read\n"])
    #expect(env.runRefused("skip Read --date 2026-11-03") == """
      habits: 'Read' is already done on 2026-11-03: a skip would only turn the completion into extra
        use --force to write it anyway

      """)
    #expect(env.runAppended("skip Read --date 2026-11-03 --force") == "2026-11-03 skip Read\n")
    #expect(env.stdout.contains("done (1 time) ·"), "\(env.stdout)")
  }
}

/// `-q` prints no warnings, and what it prints stays true.
@Suite struct QuietTests {
  @Test("check -q counts the warnings it does not show")
  func checkCount() {
    let env = FakeEnvironment(today: "2026-11-06", files: ["habits.txt": "Gym: Mon, Wed, Mon\nRead: fortnightly\n", "log.txt": ""])
    #expect(env.run(["check", "--format", "compact"]) == .findings)
    #expect(env.stdout.hasSuffix("1 error, 1 warning\n"), "\(env.stdout)")
    env.stdout = ""
    #expect(env.run(["check", "-q", "--format", "compact"]) == .findings)
    #expect(env.stdout.hasSuffix("1 error (1 warning not shown)\n"), "\(env.stdout)")
    #expect(!env.stdout.contains("warning:"), "\(env.stdout)")
  }

  @Test("check -q --json and --format github count the warnings they do not show, and say so")
  func machineCounts() {
    let files = ["habits.txt": "Gym: Mon, Wed, Mon\nRead: fortnightly\n", "log.txt": ""]
    let json = FakeEnvironment(today: "2026-11-06", files: files)
    #expect(json.run(["check", "-q", "--json"]) == .findings)
    #expect(json.stdout.hasSuffix("\"errors\":1,\"warnings\":1,\"warnings_not_shown\":1}\n"), "\(json.stdout)")
    #expect(!json.stdout.contains("\"severity\":\"warning\""), "\(json.stdout)")
    let loud = FakeEnvironment(today: "2026-11-06", files: files)
    #expect(loud.run(["check", "--json"]) == .findings)
    #expect(loud.stdout.hasSuffix("\"errors\":1,\"warnings\":1}\n"), "\(loud.stdout)")
    let github = FakeEnvironment(today: "2026-11-06", files: files)
    #expect(github.run(["check", "-q", "--format", "github"]) == .findings)
    #expect(github.stdout.hasSuffix("\n1 error (1 warning not shown)\n"), "\(github.stdout)")
    #expect(!github.stdout.contains("::warning"), "\(github.stdout)")
  }

  @Test("the board under -q has no Warnings section")
  func board() {
    let files = ["habits.txt": "Swim: 3 on 2 off; since 2026-11-02\n", "log.txt": "2026-11-02 Swim\n2026-11-03 Swim\n2026-11-04 Swim\n"]
    let loud = FakeEnvironment(today: "2026-11-11", files: files)
    #expect(loud.run([]) == .success)
    #expect(loud.stdout.contains("Warnings:"), "\(loud.stdout)")
    let quiet = FakeEnvironment(today: "2026-11-11", files: files)
    #expect(quiet.run(["-q"]) == .success)
    #expect(!quiet.stdout.contains("Warnings:"), "\(quiet.stdout)")
    #expect(quiet.stdout.contains("Swim"))
  }
}
