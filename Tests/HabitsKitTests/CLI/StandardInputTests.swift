import Testing

@testable import HabitsKit
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// `--file -` and `--log -`: the habits file or the log read from standard input, once, by
/// every command that reads the files; named `-` in diagnostics, as `habits fmt -` names it;
/// refused (exit 2, with the reason) where it cannot work.
@Suite struct StandardInputTests {
  static let habits = "Gym: daily\n"
  static let typo = "2026-11-01 Gmy\n"

  /// A folder with habits.txt (and log.txt when given), standard input holding `stdin`.
  static func environment(stdin: String?, log: String? = nil) -> FakeEnvironment {
    var files = ["habits.txt": habits]
    if let log { files["log.txt"] = log }
    let env = FakeEnvironment(today: "2026-11-13", files: files)
    env.stdin = stdin.map { Array($0.utf8) }
    return env
  }

  @Test("check --log - checks standard input as the log: its error found and located in '-' (exit 1)")
  func checkLog() {
    let env = Self.environment(stdin: Self.typo, log: "2026-11-01 Gym\n")
    #expect(env.run(["check", "--log", "-"]) == .findings, "\(env.stderr)")
    #expect(env.stdout.hasPrefix("-:1:12: error: unknown habit 'Gmy' [unknown-habit]\n"), "\(env.stdout)")
    #expect(env.stdout.hasSuffix("1 error, 0 warnings\n"))
    // The log.txt beside it is not read: it has no error.
    let clean = Self.environment(stdin: "2026-11-01 Gym\n", log: Self.typo)
    #expect(clean.run(["check", "--log", "-"]) == .success, "\(clean.stdout)\(clean.stderr)")
  }

  @Test("check --file - checks standard input as the habits file, with log.txt of the current folder")
  func checkFile() {
    let env = FakeEnvironment(today: "2026-11-13", files: ["./log.txt": "2026-11-01 Gym\n2026-11-02 Run\n"])
    env.stdin = Array("Gym: daily\nRun: sometimes\n".utf8)
    #expect(env.run(["check", "--file", "-", "--format", "compact"]) == .findings)
    #expect(env.stdout.hasPrefix("-:2:6: error: "), "\(env.stdout)")
    #expect(!env.stdout.contains("log.txt"), "\(env.stdout)")
  }

  @Test("every report reads '-' as the file it names", arguments: ["status", "streaks", "week", "stats", "calendar", "graph", "next"])
  func reports(_ command: String) {
    let env = Self.environment(stdin: "2026-11-12 Gym\n2026-11-13 Gym\n")
    #expect(env.run([command, "--log", "-", "--json"]) == .success, "\(env.stderr)")
    #expect(env.stdout.hasPrefix("{\"version\":1"), "\(env.stdout)")
    #expect(env.stdout.contains("\"Gym\""), "\(env.stdout)")
    let file = FakeEnvironment(today: "2026-11-13", files: ["./log.txt": "2026-11-13 Gym\n"])
    file.stdin = Array(Self.habits.utf8)
    #expect(file.run([command, "--file", "-", "--json"]) == .success, "\(file.stderr)")
    #expect(file.stdout.contains("\"Gym\""), "\(file.stdout)")
  }

  @Test("standard input is read once, though the habits file is read twice (the clock's day boundary, then the load)")
  func readOnce() {
    let env = FakeEnvironment(today: "2026-11-13", files: ["./log.txt": "2026-11-12 Gym\n"])
    env.timeOfDay = TimeOfDay(hour: 2, minute: 0)
    env.stdin = Array("day ends at 04:00\nGym: daily\n".utf8)
    #expect(env.run(["history", "Gym", "--file", "-"]) == .success, "\(env.stderr)")
    // Before 04:00 today is still the 12th, done.
    #expect(env.stdout.contains("Thu 2026-11-12  ✓ completed"), "\(env.stdout)")
    #expect(!env.stdout.contains("2026-11-13"), "\(env.stdout)")
  }

  @Test("fmt --file - formats standard input as the habits file")
  func fmt() {
    let env = FakeEnvironment(today: "2026-11-13")
    env.stdin = Array("Gym :daily\n".utf8)
    #expect(env.run(["fmt", "--file", "-"]) == .success, "\(env.stderr)")
    #expect(env.stdout == "# habits.txt\nGym: daily\n", "\(env.stdout)")
  }

  @Test("--file - and --log - together are refused: standard input can be read once (exit 2)")
  func both() {
    for line in [["check", "--file", "-", "--log", "-"], ["--log", "-", "--file", "-"], ["fmt", "--file", "-", "--log", "-"]] {
      let env = Self.environment(stdin: Self.habits)
      #expect(env.run(line) == .failure, "\(line)")
      #expect(env.stderr == "habits: standard input ('-') is named as both the habits file and the log; it can be read only once\n", "\(env.stderr)")
      #expect(env.stdout.isEmpty)
    }
  }

  @Test("a command that appends to the log refuses --log - (exit 2) and writes nothing", arguments: [
    ["log", "Gym"], ["skip", "Gym"], ["vacation"], ["resume"], ["redeem", "Movie"],
  ])
  func appending(_ words: [String]) {
    let env = Self.environment(stdin: Self.typo)
    #expect(env.run(words + ["--log", "-"]) == .failure)
    #expect(
      env.stderr.hasPrefix(
        "habits: the log is standard input ('-'), and habits \(words[0]) appends a line to the log; nothing was written\n"),
      "\(env.stderr)")
    #expect(env.files["-"] == nil && env.files["log.txt"] == nil)
    // $HABITS_LOG=- likewise.
    let variable = Self.environment(stdin: Self.typo)
    variable.variables["HABITS_LOG"] = "-"
    #expect(variable.run(words) == .failure)
    #expect(variable.stderr.contains("the log is standard input ('-')"), "\(variable.stderr)")
  }

  @Test("a command that appends may read the habits file from standard input: the line goes to log.txt here")
  func appendingWithHabitsFromStandardInput() {
    let env = FakeEnvironment(today: "2026-11-13")
    env.stdin = Array(Self.habits.utf8)
    #expect(env.run(["log", "Gym", "--file", "-", "-q"]) == .success, "\(env.stderr)")
    #expect(env.text("./log.txt") == "2026-11-13 Gym\n")
  }

  @Test("where git or the protocol needs standard input or a path, '-' is refused with the reason (exit 2)")
  func refused() {
    let cases: [(line: [String], message: String)] = [
      (["check", "--staged", "--log", "-"], "Error: --staged checks the files staged in git's index, and cannot check standard input ('-')\n"),
      (["check", "--staged", "--file", "-"], "Error: --staged checks the files staged in git's index, and cannot check standard input ('-')\n"),
      (["check", "--against", "HEAD", "--file", "-"], "Error: --against compares the habits file with its version in git, and standard input ('-') has no path in git"),
      (["changes", "--file", "-"], "Error: habits changes reads the history of the habits file from git, and standard input ('-') has no path in git"),
      (["lsp", "--log", "-"], "habits: habits lsp reads the editor's messages on standard input, so a file cannot be read from it ('-')"),
    ]
    for item in cases {
      let env = Self.environment(stdin: Self.habits)
      #expect(env.run(item.line) == .failure, "\(item.line)")
      #expect(env.stderr.hasPrefix(item.message), "\(item.line): \(env.stderr)")
      #expect(env.stdout.isEmpty, "\(item.line)")
      #expect(env.stdin == Array(Self.habits.utf8), "\(item.line): standard input was read")
    }
    // --against with the log from standard input compares the habits file, which has a path.
    let against = Self.environment(stdin: "2026-11-12 Gym\n")
    against.revisions = ["HEAD:habits.txt": Array(Self.habits.utf8)]
    #expect(against.run(["check", "--against", "HEAD", "--log", "-"]) == .success, "\(against.stderr)")
  }

  @Test("completion reads no habit names from standard input (a line typed with --file -)")
  func completion() {
    let env = Self.environment(stdin: Self.habits)
    #expect(env.run(["completion", "--habits", "--file", "-"]) == .failure)
    #expect(env.stdout.isEmpty && env.stderr.isEmpty)
    #expect(env.stdin == Array(Self.habits.utf8))
  }

  @Test("a terminal as standard input is refused with the reason, not waited on (exit 2)")
  func terminal() {
    let log = Self.environment(stdin: nil)
    #expect(log.run(["check", "--log", "-"]) == .failure)
    #expect(log.stderr == "habits: cannot read the log from standard input: it is a terminal; pipe or redirect a file into it\n", "\(log.stderr)")
    let habits = Self.environment(stdin: nil)
    #expect(habits.run(["status", "--file", "-"]) == .failure)
    #expect(
      habits.stderr == "habits: cannot read the habits file from standard input: it is a terminal; pipe or redirect a file into it\n",
      "\(habits.stderr)")
  }

  @Test("through a real pipe: printf ... | habits check --log - finds the error (exit 1)")
  func pipe() throws {
    let binary = try #require(Subprocess.habits)
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    folder.write(Self.habits, to: "habits.txt")
    let run = try #require(
      Subprocess.run(["/bin/sh", "-c", "printf '2026-11-01 Gmy\\n' | \"$0\" check --log - --today 2026-11-13", binary], in: folder.path))
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("-:1:12: error: unknown habit 'Gmy' [unknown-habit]\n"), "\(run.stdout)")
    let file = try #require(
      Subprocess.run(["/bin/sh", "-c", "printf 'Gym: daily\\nRun: often\\n' | \"$0\" check --file - --today 2026-11-13", binary], in: folder.path))
    #expect(file.status == 1, "\(file.stderr)")
    #expect(file.stdout.hasPrefix("-:2:6: error: "), "\(file.stdout)")
    // /dev/null as standard input: an empty log, no error.
    let empty = try #require(Subprocess.run([binary, "check", "--log", "-", "--today", "2026-11-13"], in: folder.path))
    #expect(empty.status == 0 && empty.stdout.isEmpty, "\(empty.stdout)\(empty.stderr)")
  }
}
