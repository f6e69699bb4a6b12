import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// One fixture folder per diagnostic code (Fixtures/check/<code>/): its input files and the
/// exact output of `habits check` with the exit status. Each fixture must report its own code.
/// A refusal's code, which only a command that appends can meet, has a `command` file instead
/// (`log Gym x5000`): the fixture runs it with `--json`, and the output holds the refusal on
/// stderr as printed and on stdout as a diagnostic with its code.
@Suite struct DiagnosticFixtureTests {
  static let folder = Golden.fixtures + "/check"

  @Test("every diagnostic code has a fixture folder")
  func everyCodeHasAFixture() {
    let folders = Set(Golden.list(DiagnosticFixtureTests.folder))
    for code in DiagnosticCode.allCases {
      #expect(folders.contains(code.rawValue), "no fixture for \(code.rawValue)")
    }
  }

  @Test("fixture output matches its golden", arguments: DiagnosticCode.allCases.map(\.rawValue))
  func fixture(_ code: String) {
    let dir = DiagnosticFixtureTests.folder + "/" + code
    let env = FakeEnvironment()
    for name in ["habits.txt", "log.txt"] {
      if let bytes = Golden.bytes(dir + "/" + name) { env.files[name] = bytes }
    }
    let today = Golden.read(dir + "/today")?.trimmingSpaces.replacing("\n", with: "") ?? "2026-11-22"
    // A fixture with the habits file of git's HEAD is checked against it (`--against HEAD`).
    var against: [String] = []
    if let head = Golden.bytes(dir + "/HEAD-habits.txt") {
      env.revisions = ["HEAD:habits.txt": head]
      against = ["--against", "HEAD"]
    }
    if let command = Golden.read(dir + "/command") {
      let arguments = command.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
      let status = env.run(arguments + ["--today", today, "--json"])
      #expect(status == .failure, "\(env.stdout)\(env.stderr)")
      #expect(env.stdout.contains("\"code\":\"\(code)\""), "the fixture does not report \(code)")
      Golden.assertMatches(env.stdout + env.stderr + "[exit \(status.rawValue)]\n", dir + "/expected.txt")
      return
    }
    let status = env.run(["check", "--today", today] + against)
    #expect(env.stdout.contains("[\(code)]"), "the fixture does not report \(code)")
    #expect(env.stderr.isEmpty, "\(env.stderr)")
    Golden.assertMatches(env.stdout + "[exit \(status.rawValue)]\n", dir + "/expected.txt")
  }
}
