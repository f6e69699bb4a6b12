import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Help, usage errors and `--version` in swift-argument-parser's layout, as goldens: what is
/// printed, on which stream, with which exit status.
@Suite struct HelpTests {
  /// The whole outcome of a run: "$ habits ARGS", the exit status, stdout and stderr.
  static func transcript(_ arguments: [String]) -> String {
    let fake = FakeEnvironment()
    let status = fake.run(arguments)
    return "$ habits " + arguments.joined(separator: " ") + "\nexit status: \(status.rawValue)\n"
      + "--- stdout\n" + fake.stdout + "--- stderr\n" + fake.stderr
  }

  static let cases: [(arguments: [String], golden: String)] = [
    (["--help"], "help.txt"),
    (["help", "status"], "help-status.txt"),
    (["check", "--help"], "check-help.txt"),
    (["check", "--format", "xml"], "usage-error.txt"),
    (["--version"], "version.txt"),
  ]

  @Test("help, a usage error and --version match their goldens", arguments: 0..<cases.count)
  func golden(_ index: Int) {
    let (arguments, name) = Self.cases[index]
    Golden.assertMatches(Self.transcript(arguments), Golden.fixtures + "/cli/" + name)
  }

  @Test("'help CMD', 'CMD --help' and 'CMD -h' print the same", arguments: HabitsCommand.specs.map(\.name))
  func helpSpellings(_ name: String) {
    let outputs = [["help", name], [name, "--help"], [name, "-h"]].map { arguments in
      let fake = FakeEnvironment()
      #expect(fake.run(arguments) == .success)
      #expect(fake.stderr.isEmpty)
      return fake.stdout
    }
    #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2])
  }

  @Test("every help text fits in 80 columns, option groups unbroken", arguments: HabitsCommand.specs.map(\.name))
  func fitsTheWidth(_ name: String) {
    let fake = FakeEnvironment()
    fake.run(["help", name])
    for line in fake.stdout.split(separator: "\n") {
      #expect(line.count <= 80, "\(line)")
      // A usage line never ends inside "[--option <value>]".
      #expect(line.filter { $0 == "[" }.count == line.filter { $0 == "]" }.count || !line.contains("--"), "\(line)")
    }
  }

  @Test("the root help fits in 80 columns and lists every subcommand")
  func rootHelp() {
    let fake = FakeEnvironment()
    fake.run(["--help"])
    #expect(fake.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
    for spec in HabitsCommand.specs { #expect(fake.stdout.contains("\n  \(spec.name) ")) }
  }

  @Test("'help' with a misspelt subcommand suggests the right one, as 'habits stauts' does")
  func helpSuggests() {
    let fake = FakeEnvironment()
    #expect(fake.run(["help", "stauts"]) == .failure)
    #expect(fake.stderr.hasPrefix("Error: Unknown subcommand 'stauts'; did you mean 'status'?\n"))
  }

  @Test("usage errors go to stderr with exit 2, naming the command's help")
  func usageErrors() {
    for arguments in [["stauts"], ["history"], ["status", "--bogus"], ["--color", "red"], ["log", "--date"]] {
      let fake = FakeEnvironment()
      #expect(fake.run(arguments) == .failure)
      #expect(fake.stdout.isEmpty)
      let lines = fake.stderr.split(separator: "\n")
      #expect(lines.first?.hasPrefix("Error: ") == true, "\(arguments)")
      #expect(lines.contains { $0.hasPrefix("Usage: habits") }, "\(arguments)")
      #expect(lines.last?.hasPrefix("  See 'habits ") == true && lines.last?.hasSuffix("' for more information.") == true)
    }
  }
}
