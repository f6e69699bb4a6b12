import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Golden output of every report on examples/ with a fixed today, text and JSON, uncoloured.
@Suite struct ReportGoldenTests {
  static let commands: [(name: String, arguments: String)] = [
    ("status.txt", "status"),
    ("status.json", "status --json"),
    ("status-short.txt", "status --short"),
    ("status-date.txt", "status --date 2026-11-16"),
    ("status-ascii.txt", "status --ascii"),
    ("status-narrow.txt", "status --ascii"),
    ("history-gym.txt", "history gym --from 2026-10-26"),
    ("history-gym.json", "history gym --from 2026-11-09 --to 2026-11-29 --json"),
    ("history-pushups.txt", "history Pushups --from 2026-11-10"),
    ("history-savings.json", "history savings --from 2026-10-08 --to 2026-10-14 --json"),
    ("streaks.txt", "streaks"),
    ("streaks.json", "streaks --json"),
    ("streaks-read.txt", "streaks read"),
    ("backlog.txt", "backlog"),
    ("backlog.json", "backlog --json"),
  ]

  @Test("report golden", arguments: commands.map(\.name))
  func golden(_ name: String) {
    let arguments = ReportGoldenTests.commands.first { $0.name == name }!.arguments
    let env = FakeEnvironment(today: "2026-11-22")
    env.files["habits.txt"] = Golden.bytes(Golden.root + "/examples/habits.txt")
    env.files["log.txt"] = Golden.bytes(Golden.root + "/examples/log.txt")
    if name == "status-narrow.txt" { env.variables["COLUMNS"] = "50" }
    let status = env.run(arguments.split(separator: " ").map(String.init) + ["--color", "never"])
    #expect(status == .success, "\(env.stderr)")
    #expect(env.stderr.isEmpty)
    Golden.assertMatches(env.stdout, Golden.fixtures + "/report/" + name)
  }

  @Test("with --strict, reports refuse to run on files with errors: exit 1, diagnostics on stderr")
  func refuseOnErrors() {
    for command in ["status", "history read", "streaks", "backlog", "week", "stats"] {
      let env = FakeEnvironment(files: ["habits.txt": "Gym: Mnday\nRead: daily\n"])
      #expect(env.run(command + " --strict") == .findings, "\(command)")
      #expect(env.stdout.isEmpty)
      #expect(env.stderr.contains("habits.txt:1:6: error: unknown weekday 'Mnday' [unknown-weekday]"))
    }
  }

  @Test("without --strict, reports run for the habits without errors; one line names the errors")
  func runBesideErrors() {
    for command in ["status", "history read", "streaks", "backlog", "week", "stats"] {
      let env = FakeEnvironment(files: ["habits.txt": "Gym: Mnday\nRead: daily\n"])
      #expect(env.run(command) == .success, "\(command)")
      #expect(!env.stdout.isEmpty)
      #expect(env.stderr == "habits: 1 error in the files (habits.txt:1 unknown-weekday); run habits check\n", "\(command)")
    }
  }

  @Test("reports count warnings in one line on stderr and go on; --quiet leaves it out")
  func warningsGoOn() {
    let env = FakeEnvironment(files: ["habits.txt": "Pay: monthly on the 31st\n"])
    #expect(env.run("status") == .success)
    #expect(env.stdout.contains("Pay"))
    #expect(env.stderr == "habits.txt: 1 warning; run habits check\n")
    let repeated = "2026-11-20 Pay\n2026-11-20 Pay\n2026-11-20 Pay\n2026-11-20 Pay\n"
    for command in ["status --short", "status", "streaks", "history Pay", "week", "calendar", "graph", "stats", "next", "why Pay", "backlog"] {
      let env = FakeEnvironment(files: ["habits.txt": "Pay: monthly on the 31st\n", "log.txt": repeated])
      #expect(env.run(command) == .success, "\(command)")
      #expect(env.stderr == "habits.txt: 1 warning; log.txt: 3 warnings; run habits check\n", "\(command)")
      env.stderr = ""
      #expect(env.run(command + " --quiet") == .success, "\(command)")
      #expect(env.run(command + " -q") == .success, "\(command)")
      #expect(env.stderr == "", "\(command)")
    }
  }

  @Test("check --quiet prints errors only, and --strict still shows and fails on warnings")
  func checkQuiet() {
    let env = FakeEnvironment(files: ["habits.txt": "Pay: monthly on the 31st\nGym: Mnday\n"])
    #expect(env.run("check --quiet --format compact") == .findings)
    #expect(env.stdout.hasPrefix("habits.txt:2:6: error: unknown weekday 'Mnday'"))
    #expect(!env.stdout.contains("warning:"))
    #expect(env.stdout.hasSuffix("\n1 error (1 warning not shown)\n"), "\(env.stdout)")
    let warningsOnly = FakeEnvironment(files: ["habits.txt": "Pay: monthly on the 31st\n"])
    #expect(warningsOnly.run("check -q") == .success)
    #expect(warningsOnly.stdout == "")
    #expect(warningsOnly.run("check -q --strict") == .findings)
    #expect(warningsOnly.stdout.contains("[never-due-in-some-months]"))
  }

  @Test("an empty habits file gives a friendly board")
  func emptyBoard() {
    let env = FakeEnvironment(files: ["habits.txt": "# nothing yet\n"])
    #expect(env.run("status") == .success)
    #expect(env.stdout.contains("No habits yet"))
    env.stdout = ""
    #expect(env.run("status --short") == .success)
    #expect(env.stdout == "0 on track · 0 not logged · 0 need attention\n")
  }
}
