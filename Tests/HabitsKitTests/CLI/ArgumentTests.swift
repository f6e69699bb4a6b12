import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Argument parsing, usage errors and file resolution.
@Suite struct ArgumentTests {
  @Test("usage errors print argument-parser's block on stderr and exit 2")
  func usageErrors() {
    let cases: [(String, String)] = [
      ("stauts", "Error: Unknown subcommand 'stauts'; did you mean 'status'?\nUsage: habits [<subcommand>] [<options>]\n  See 'habits --help' for more information.\n"),
      ("check --formt json", "Error: Unknown option '--formt'; did you mean '--format'?\n"),
      ("check --format xml", "Error: The value 'xml' is invalid for '--format <format>'; use 'text', 'compact', 'json', 'github'\n"),
      ("history", "Error: Missing expected argument '<name>'\n"),
      ("backlog extra", "Error: Unexpected argument 'extra'\n"),
      ("--today 2026-13-01", "Error: Invalid value '2026-13-01' for '--today <date>': 2026-13-01 does not exist: there is no month 13\n"),
      ("check --file", "Error: Missing value for '--file <path>'\n"),
      ("--json=yes", "Error: The flag '--json' does not take a value\n"),
    ]
    for (arguments, expected) in cases {
      let e = FakeEnvironment(files: ["habits.txt": "Gym: Mon\n"])
      #expect(e.run(arguments) == .failure, "\(arguments)")
      #expect(e.stderr.hasPrefix(expected), "\(arguments): \(e.stderr)")
      #expect(e.stdout.isEmpty)
    }
  }

  @Test("--help, help CMD and --version print to stdout and exit 0")
  func help() {
    for arguments in ["--help", "-h", "help", "help check", "check --help", "--version"] {
      let e = FakeEnvironment()
      #expect(e.run(arguments) == .success, "\(arguments)")
      #expect(!e.stdout.isEmpty && e.stderr.isEmpty)
    }
  }

  @Test("--version and --help work wherever the global options do: beside other options, after a subcommand")
  func versionAmongOptions() {
    let lines: [[String]] = [
      ["--today", "2026-11-18", "--version"], ["--version", "--today", "2026-11-18"], ["--dir", "nowhere", "--version"],
      ["status", "--version"], ["check", "--json", "--version"], ["log", "--version"], ["--color", "never", "-q", "--version"],
      ["--today=2026-11-18", "redeem", "--version"],
    ]
    for line in lines {
      let e = FakeEnvironment()
      #expect(e.run(line) == .success, "\(line): \(e.stderr)")
      #expect(e.stdout == HelpText.version + "\n", "\(line)")
      #expect(e.stderr.isEmpty, "\(line): \(e.stderr)")
    }
    for line in [["--today", "2026-11-18", "--help"], ["--dir", "nowhere", "-h"], ["--today", "2026-11-18", "log", "--help"]] {
      let e = FakeEnvironment()
      #expect(e.run(line) == .success, "\(line): \(e.stderr)")
      #expect(e.stdout.hasPrefix("OVERVIEW: "), "\(line)")
    }
    // Only in the top level's help, as argument-parser shows it.
    let root = FakeEnvironment()
    root.run(["--help"])
    #expect(root.stdout.contains("\n  --version               Show the version.\n  -h, --help "), "\(root.stdout)")
    let command = FakeEnvironment()
    command.run(["status", "--help"])
    #expect(!command.stdout.contains("--version"))
  }

  @Test("options may come before or after the command, and with =")
  func optionPlacement() {
    let files = ["h/habits.txt": "Gym: Mon\n", "h/log.txt": "2026-11-16 Gym\n"]
    for arguments in ["--dir h streaks --json", "streaks --dir h --json", "streaks --dir=h --json", "-d h streaks --json"] {
      let e = FakeEnvironment(files: files)
      #expect(e.run(arguments) == .success, "\(arguments): \(e.stderr)")
      #expect(e.stdout.hasPrefix("{\"version\":1"))
    }
  }

  @Test("files: flags beat environment variables; the log sits beside the habits file")
  func fileResolution() {
    func paths(_ arguments: [String], _ variables: [String: String] = [:]) -> (String, String) {
      let e = FakeEnvironment()
      e.variables = variables
      let parsed = try! Arguments.parsing(arguments, commands: HabitsCommand.specs, defaultCommand: "status")
      let invocation = try! Invocation.resolving(parsed, in: e.environment)
      return (invocation.habitsPath, invocation.logPath)
    }
    #expect(paths([]) == ("habits.txt", "log.txt"))
    #expect(paths(["--file", "notes/h.txt"]) == ("notes/h.txt", "notes/log.txt"))
    #expect(paths(["--file", "h.txt"]) == ("h.txt", "./log.txt"))
    #expect(paths(["--dir", "d"]) == ("d/habits.txt", "d/log.txt"))
    #expect(paths(["--dir", "d/", "--log", "x.txt"]) == ("d/habits.txt", "x.txt"))
    #expect(paths([], ["HABITS_DIR": "/home/a/habits"]) == ("/home/a/habits/habits.txt", "/home/a/habits/log.txt"))
    #expect(paths([], ["HABITS_FILE": "/f/h.txt"]) == ("/f/h.txt", "/f/log.txt"))
    #expect(paths([], ["HABITS_FILE": "/f/h.txt", "HABITS_LOG": "/g/l.txt"]) == ("/f/h.txt", "/g/l.txt"))
    #expect(paths(["--dir", "d"], ["HABITS_FILE": "/f/h.txt", "HABITS_DIR": "/x"]) == ("d/habits.txt", "d/log.txt"))
    #expect(paths([], ["HABITS_FILE": ""]) == ("habits.txt", "log.txt"))
  }

  @Test("today comes from --today, else the environment's clock")
  func today() {
    let e = FakeEnvironment(today: "2030-01-02", files: ["habits.txt": "Gym: Mon\n"])
    e.run("status --json")
    #expect(e.stdout.contains("\"today\":\"2030-01-02\""))
    e.stdout = ""
    e.run("status --json --today 2026-11-22")
    #expect(e.stdout.contains("\"today\":\"2026-11-22\""))
  }

  @Test("a unique prefix picks a habit; an ambiguous or unknown one is refused")
  func habitLookup() throws {
    let habits = ["Gym", "Gym 2", "Read", "Reading list"].map { Habit(name: $0, schedule: .everyDay) }
    #expect(try HabitLookup.find("readi", in: habits).get() == 3)
    #expect(HabitLookup.find("rea", in: habits) == .failure(.ambiguous("rea", candidates: ["Read", "Reading list"])))
    if case .failure(let problem) = HabitLookup.find("gmy", in: habits) {
      #expect(problem.message == "unknown habit 'gmy'; did you mean 'Gym'?")
    } else {
      Issue.record("'gmy' should be unknown")
    }
  }
}

/// Every command that takes a habit name takes one of several words without quotes, as `log`
/// does, and a name a filter leaves out is said to be left out, not unknown.
@Suite struct NameArgumentTests {
  static let habits = """
    [Health]
    Gym: Mon, Wed, Fri; since 2026-10-01; tags outdoor
    Call mom: every 2nd Monday; since 2026-10-01
    [Home]
    Plants: every 3 days; since 2026-10-01; tags calm

    """

  @Test("an unquoted name of several words is the same as the quoted one", arguments: [
    "history", "why", "calendar", "next", "stats", "streaks", "graph", "export csv",
  ])
  func unquoted(command: String) {
    let words = command.split(separator: " ").map(String.init)
    let quoted = FakeEnvironment(today: "2026-11-11", files: ["habits.txt": NameArgumentTests.habits, "log.txt": ""])
    let unquoted = FakeEnvironment(today: "2026-11-11", files: ["habits.txt": NameArgumentTests.habits, "log.txt": ""])
    #expect(quoted.run(words + ["Call mom"]) == .success, "\(quoted.stderr)")
    #expect(unquoted.run(words + ["Call", "mom"]) == .success, "\(unquoted.stderr)")
    #expect(unquoted.stdout == quoted.stdout)
    #expect(unquoted.stdout.contains("Call mom") || command == "next", "\(unquoted.stdout)")
  }

  @Test("several names in several words: graph takes 'Call mom Gym' as two habits")
  func several() {
    let env = FakeEnvironment(today: "2026-11-11", files: ["habits.txt": NameArgumentTests.habits, "log.txt": ""])
    #expect(env.run(["graph", "Call", "mom", "Gym", "--weeks", "2"]) == .success, "\(env.stderr)")
    #expect(env.stdout.contains("Call mom") && env.stdout.contains("Gym") && !env.stdout.contains("Plants"))
  }

  @Test("a habit a filter leaves out is not an unknown habit", arguments: [
    (["history", "Gym", "--group", "Home"], "habits: 'Gym' is not in the group 'Home'\n  drop --group to see it\n"),
    (["why", "Gym", "--tag", "calm"], "habits: 'Gym' does not have the tag 'calm'\n  drop --tag to see it\n"),
  ])
  func filteredOut(arguments: [String], message: String) {
    let env = FakeEnvironment(today: "2026-11-11", files: ["habits.txt": NameArgumentTests.habits, "log.txt": ""])
    #expect(env.run(arguments) == .failure)
    #expect(env.stderr == message)
  }
}
