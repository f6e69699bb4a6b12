import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits` builds only the spec of the command it runs when the options before the command
/// word are global: the result must be the full parse's.
@Suite struct QuickSubcommandTests {
  @Test("subcommand(named:) knows every subcommand")
  func everySubcommandByName() {
    for subcommand in HabitsCommand.subcommands {
      #expect(HabitsCommand.subcommand(named: subcommand.spec.name)?.spec.name == subcommand.spec.name)
    }
    #expect(HabitsCommand.subcommand(named: "nope") == nil)
  }

  private func describe(_ result: Result<Arguments, Arguments.UsageError>) -> String {
    switch result {
    case .success(let a): "\(a.command.name) \(a.positionals) \(a.options.pairs.sorted { $0.key < $1.key }) \(a.flags.sorted())"
    case .failure(let e): "error \(e.message) \(e.command?.name ?? "-")"
    }
  }

  @Test("the quick path parses as the full one", arguments: [
    [], ["status"], ["--dir", "d", "status"], ["--today", "2026-01-01", "--color", "never", "check"],
    ["-d", "x", "streaks", "Gym"], ["--dir=x", "history", "Gym", "--from", "2026-01-01"], ["--ascii"],
    ["--", "status"], ["-"], ["--date", "2026-01-01", "status"], ["--format", "json", "check"],
    ["--dir", "status"], ["--help"], ["-h", "check"], ["--color", "sometimes", "status"], ["statu"],
    ["--file", "f", "--log", "l", "backlog", "--json"], ["--today"], ["history"], ["log", "Gym", "--today", "x"],
  ])
  func quickEqualsFull(argv: [String]) {
    let full = Result { () throws(Arguments.UsageError) in
      try Arguments.parsing(argv, commands: HabitsCommand.specs, defaultCommand: "status")
    }
    guard let quick = HabitsCommand.quickSubcommand(argv, defaultCommand: "status") else { return }
    let parsed = Result { () throws(Arguments.UsageError) in
      try Arguments.parsing(argv, commands: CollectionOfOne(quick.spec), defaultCommand: "status")
    }
    #expect(describe(parsed) == describe(full), "\(argv)")
  }
}
