import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits lsp` hands the files given and a fixed today to the server the executable links.
@Suite struct LspCommandTests {
  /// Runs `habits ARGS` with a server that records what it was given; returns it.
  static func started(_ arguments: [String], variables: [String: String] = [:]) -> (String?, String?, Day?, HabitsKit.ExitStatus) {
    let fake = FakeEnvironment()
    fake.variables = variables
    var environment = fake.environment
    nonisolated(unsafe) var given: (String?, String?, Day?) = (nil, nil, nil)
    environment.startLanguageServer = { habits, log, today in
      given = (habits, log, today)
      return .success
    }
    let status = HabitsCommand.run(arguments, in: environment)
    return (given.0, given.1, given.2, status)
  }

  @Test("without files the server pairs by name and follows the clock")
  func byName() {
    let result = Self.started(["lsp"])
    #expect(result.0 == nil && result.1 == nil && result.2 == nil)
    #expect(result.3 == .success)
  }

  @Test("--file, --log, --dir and --today are passed on")
  func given() {
    let files = Self.started(["lsp", "--file", "h/mine.txt", "--today", "2026-01-02"])
    #expect(files.0 == "h/mine.txt" && files.1 == "h/log.txt" && files.2 == day("2026-01-02"))
    let dir = Self.started(["lsp", "--dir", "d"])
    #expect(dir.0 == "d/habits.txt" && dir.1 == "d/log.txt")
    let environment = Self.started(["lsp"], variables: ["HABITS_FILE": "e/h.txt"])
    #expect(environment.0 == "e/h.txt" && environment.1 == "e/log.txt")
  }

  @Test("a build without a server says so and exits 2")
  func noServer() {
    let fake = FakeEnvironment()
    #expect(fake.run(["lsp"]) == .failure)
    #expect(fake.stderr.contains("no language server"))
  }

  @Test("habits help lsp describes it")
  func help() {
    let fake = FakeEnvironment()
    fake.run(["help", "lsp"])
    #expect(fake.stdout.contains("Language Server Protocol 3.17"))
  }
}
