import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits check`: exit codes, streams and output formats, as hooks and CI rely on them.
@Suite struct CheckCommandTests {
  private func env(habits: String, log: String? = nil) -> FakeEnvironment {
    var files = ["habits.txt": habits]
    if let log { files["log.txt"] = log }
    return FakeEnvironment(files: files)
  }

  @Test("clean files: exit 0 and no output")
  func clean() {
    let e = env(habits: "Gym: Mon\n", log: "2026-11-16 Gym\n")
    #expect(e.run("check") == .success)
    #expect(e.stdout.isEmpty && e.stderr.isEmpty)
  }

  @Test("warnings only: exit 0; with --strict exit 1")
  func warnings() {
    let e = env(habits: "Pay: monthly on the 31st\n")
    #expect(e.run("check") == .success)
    #expect(e.stdout.contains("warning:"))
    #expect(env(habits: "Pay: monthly on the 31st\n").run("check --strict") == .findings)
  }

  @Test("errors: exit 1, diagnostics on stdout, nothing on stderr")
  func errors() {
    let e = env(habits: "Gym: Mnday\n")
    #expect(e.run("check") == .findings)
    #expect(e.stdout.hasPrefix("habits.txt:1:6: error: unknown weekday 'Mnday' [unknown-weekday]\n"))
    #expect(e.stderr.isEmpty)
  }

  @Test("a missing habits file: exit 2 and a message on stderr")
  func missingHabitsFile() {
    let e = FakeEnvironment()
    #expect(e.run("check") == .failure)
    #expect(e.stdout.isEmpty)
    #expect(e.stderr.hasPrefix("habits: cannot read the habits file 'habits.txt': No such file or directory\n"))
  }

  @Test("a directory in the habits file's place: exit 2")
  func directory() {
    let e = FakeEnvironment()
    e.directories = ["habits.txt"]
    #expect(e.run("check") == .failure)
    #expect(e.stderr.contains("Is a directory"))
  }

  @Test("a missing log is an empty log; a log that is a directory is an error")
  func missingLog() {
    #expect(env(habits: "Gym: Mon\n").run("check") == .success)
    let e = env(habits: "Gym: Mon\n")
    e.directories = ["log.txt"]
    #expect(e.run("check") == .failure)
    #expect(e.stderr.contains("cannot read the log 'log.txt': Is a directory"))
  }

  @Test("--format json: one object with counts, keys in a fixed order, fixes where known")
  func json() {
    let e = env(habits: "Gym: Mnday\n", log: "2026-11-16 Gmy\n")
    #expect(e.run("check --format json") == .findings)
    #expect(e.stdout == """
      {"version":1,"diagnostics":[{"file":"habits.txt","line":1,"column":6,"end_line":1,"end_column":11,"severity":"error","code":"unknown-weekday","message":"unknown weekday 'Mnday'","notes":[{"message":"did you mean 'Monday'?"}],"fix":{"title":"Replace with 'Monday'","line":1,"column":6,"end_line":1,"end_column":11,"replacement":"Monday"}},{"file":"log.txt","line":1,"column":12,"end_line":1,"end_column":15,"severity":"error","code":"unknown-habit","message":"unknown habit 'Gmy'","notes":[{"message":"did you mean 'Gym'?"}],"fix":{"title":"Replace with 'Gym'","line":1,"column":12,"end_line":1,"end_column":15,"replacement":"Gym"}}],"errors":2,"warnings":0}

      """)
  }

  @Test("--format json on clean files still prints the object")
  func jsonClean() {
    let e = env(habits: "Gym: Mon\n")
    #expect(e.run("check --format json") == .success)
    #expect(e.stdout == "{\"version\":1,\"diagnostics\":[],\"errors\":0,\"warnings\":0}\n")
  }

  @Test("--format github: workflow commands with escaped properties, then a count")
  func github() {
    let e = env(habits: "Gym: Mon\ngym, x: Tue\n")
    #expect(e.run("check --format github") == .findings)
    #expect(e.stdout == """
      ::error file=habits.txt,line=2,col=4,endLine=2,endColumn=5,title=invalid-name::a habit name cannot contain ','%0Anote: the log separates habits with ',' and options with ';'
      1 error, 0 warnings

      """)
  }

  @Test("--format compact: header lines and located notes only")
  func compact() {
    let e = env(habits: "Gym: Mon\ngym: Tue\n")
    #expect(e.run("check --format compact") == .findings)
    #expect(e.stdout == """
      habits.txt:2:1: error: habit 'gym' is already defined [duplicate-habit]
      habits.txt:1:1: note: first defined here
      1 error, 0 warnings

      """)
  }

  @Test("--staged reads the index, not the working tree")
  func staged() {
    let e = env(habits: "Gym: Mnday\n")
    e.staged = ["habits.txt": Array("Gym: Mon\n".utf8)]
    #expect(e.run("check --staged") == .success)
    #expect(e.run("check") == .findings)
  }

  @Test(
    "git cannot give the habits file (--against REV, --staged): exit 2 and one 'habits:' line on stderr, as every error of reading the files",
    arguments: [
      ("check --against nope", "habits: cannot read the habits file at revision 'nope': 'nope' is not a commit, branch or tag\n", true),
      ("check --against HEAD:habits.txt", "habits: cannot read the habits file at revision 'HEAD:habits.txt': 'HEAD:habits.txt' names a file in a revision, not a commit\n", true),
      ("check --against HEAD", "habits: --against reads the habits file from git, but this is not in a git repository\n", false),
      ("check --staged", "habits: --staged reads the habits file from git, but this is not in a git repository\n", false),
    ])
  func gitErrors(_ command: String, _ message: String, _ inRepository: Bool) {
    let e = env(habits: "Gym: Mon\n")
    e.staged = ["habits.txt": Array("Gym: Mon\n".utf8)]
    if inRepository {
      e.revisionErrors = [
        "nope": "'nope' is not a commit, branch or tag",
        "HEAD:habits.txt": "'HEAD:habits.txt' names a file in a revision, not a commit",
      ]
    } else {
      e.revisions = nil
    }
    #expect(e.run(command) == .failure)
    #expect(e.stdout.isEmpty)
    // Not argument-parser's usage block: no "Error:", no "Usage:", no capital.
    #expect(e.stderr == message)
  }

  @Test("--against stdin is still a usage error: the command line asks for what cannot be")
  func againstStandardInput() {
    let e = env(habits: "Gym: Mon\n")
    e.stdin = Array("Gym: Mon\n".utf8)
    #expect(e.run("check --against HEAD --file -") == .failure)
    #expect(e.stderr.hasPrefix("Error: --against compares the habits file with its version in git"), "\(e.stderr)")
  }

  @Test("--attention fails when a habit needs attention")
  func attention() {
    let e = env(habits: "Floss: every day; since 2026-11-01\n", log: "2026-11-01 Floss\n")
    #expect(e.run("check") == .success)
    #expect(e.run("check --attention") == .findings)
    #expect(e.stderr.contains("'Floss' needs attention"))
    let fine = env(habits: "Floss: every day; since 2026-11-21\n", log: "2026-11-21 Floss\n2026-11-22 Floss\n")
    #expect(fine.run("check --attention") == .success)
  }

  @Test("colour: --color always paints severities; never and NO_COLOR do not")
  func colour() {
    let e = env(habits: "Gym: Mnday\n")
    e.run("check --color always")
    #expect(e.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    let plain = env(habits: "Gym: Mnday\n")
    plain.isTerminal = true
    plain.variables["NO_COLOR"] = "1"
    plain.run("check")
    #expect(!plain.stdout.contains("\u{1B}["))
  }
}
