import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits check` with allows: `--allow`, `--show-allowed`, `--strict` and the exit status,
/// and every output format; and the reports' warning line, which counts what check shows.
@Suite struct CheckAllowTests {
  private func env(habits: String, log: String? = nil) -> FakeEnvironment {
    var files = ["habits.txt": habits]
    if let log { files["log.txt"] = log }
    return FakeEnvironment(files: files)
  }

  static let warned = "Gym: Mon\nPay: monthly on the 31st\n"
  static let allowedInFile = "Gym: Mon\nPay: monthly on the 31st  # habits: allow never-due-in-some-months\n"

  @Test("an allowed warning is not shown and does not fail --strict")
  func strict() {
    #expect(env(habits: Self.warned).run("check --strict") == .findings)
    let e = env(habits: Self.allowedInFile)
    #expect(e.run("check --strict") == .success)
    #expect(e.stdout.isEmpty && e.stderr.isEmpty)
    let flagged = env(habits: Self.warned)
    #expect(flagged.run("check --strict --allow never-due-in-some-months") == .success)
    #expect(flagged.stdout.isEmpty)
  }

  @Test("--allow repeats, and takes commas")
  func repeated() {
    let habits = "Gym: Mon, Mon\nPay: monthly on the 31st\n"
    #expect(env(habits: habits).run("check --strict --allow never-due-in-some-months") == .findings)
    #expect(env(habits: habits).run("check --strict --allow never-due-in-some-months --allow duplicate-day") == .success)
    #expect(env(habits: habits).run("check --strict --allow never-due-in-some-months,duplicate-day") == .success)
  }

  @Test("--allow with an unknown code or an error's code is a usage error")
  func badFlags() {
    let unknown = env(habits: Self.warned)
    #expect(unknown.run("check --allow never-due-in-some-month") == .failure)
    #expect(unknown.stderr.contains("'never-due-in-some-month' is not a diagnostic code; did you mean 'never-due-in-some-months'?"))
    let error = env(habits: Self.warned)
    #expect(error.run("check --allow unknown-habit") == .failure)
    #expect(error.stderr.contains("'unknown-habit' is an error, and only warnings can be allowed"))
  }

  @Test("--show-allowed lists the allowed findings, marked, and counts them")
  func showAllowed() {
    let e = env(habits: Self.allowedInFile)
    #expect(e.run("check --show-allowed --strict") == .success)
    #expect(e.stdout.hasPrefix("habits.txt:2:6: allowed warning: the 31st is never due in"))
    #expect(e.stdout.contains("habits.txt:2:43: note: allowed by 'habits: allow' on line 2\n"))
    #expect(e.stdout.hasSuffix("0 errors, 0 warnings, 1 allowed\n"))
  }

  @Test("JSON marks allowed findings and counts them only when it lists them")
  func json() {
    let hidden = env(habits: Self.allowedInFile)
    #expect(hidden.run("check --json") == .success)
    #expect(hidden.stdout == #"{"version":1,"diagnostics":[],"errors":0,"warnings":0}"# + "\n")
    let shown = env(habits: Self.allowedInFile)
    #expect(shown.run("check --json --show-allowed") == .success)
    #expect(shown.stdout.contains(#""severity":"warning","code":"never-due-in-some-months""#))
    #expect(shown.stdout.contains(#""allowed":true"#))
    #expect(shown.stdout.hasSuffix(#""errors":0,"warnings":0,"allowed":1}"# + "\n"))
  }

  @Test("GitHub annotations make an allowed finding a notice")
  func github() {
    let e = env(habits: Self.allowedInFile)
    #expect(e.run("check --format github --show-allowed") == .success)
    #expect(e.stdout.hasPrefix("::notice file=habits.txt,line=2,"))
    #expect(e.stdout.hasSuffix("0 errors, 0 warnings, 1 allowed\n"))
  }

  @Test("an unused allow in a file is a warning that --strict fails on; an unused --allow is not")
  func unused() {
    let e = env(habits: "Gym: Mon  # habits: allow duplicate-day\n")
    #expect(e.run("check --strict") == .findings)
    #expect(e.stdout.contains("[unused-allow]"))
    let flag = env(habits: "Gym: Mon\n")
    #expect(flag.run("check --strict --allow duplicate-day") == .success)
    #expect(flag.stdout.isEmpty)
  }

  @Test("an error stays an error whatever allows it, and says so")
  func errorsStay() {
    let e = env(habits: "Gym: Mon\n", log: "2026-11-20 Gmy  # habits: allow unknown-habit\n")
    #expect(e.run("check") == .findings)
    #expect(e.stdout.contains("error: unknown habit 'Gmy' [unknown-habit]"))
    #expect(e.stdout.contains("note: errors cannot be allowed: 'habits: allow' on line 1 does not silence it"))
    #expect(e.stdout.contains("warning: 'unknown-habit' is an error, and only warnings can be allowed [cannot-allow-error]"))
  }

  @Test("a report's warning line counts what check shows, not what the files allow")
  func reports() {
    let e = env(habits: Self.allowedInFile, log: "2026-11-16 Gym\n")
    #expect(e.run("status") == .success)
    #expect(!e.stderr.contains("warning"))
    let warned = env(habits: Self.warned, log: "2026-11-16 Gym\n")
    #expect(warned.run("status") == .success)
    #expect(warned.stderr.contains("1 warning"))
  }

  @Test("a directive is never a note: history's JSON has the note, not the directive")
  func neverANote() {
    let e = env(
      habits: "Gym: Mon, Wed, Fri\n",
      log: "2026-11-20 Gym  # felt strong\n2026-11-20 Gym  # habits: allow duplicate-entry\n")
    #expect(e.run("history Gym --json") == .success)
    #expect(e.stdout.contains(#""note":"felt strong""#))
    #expect(!e.stdout.contains("habits: allow"))
  }
}
