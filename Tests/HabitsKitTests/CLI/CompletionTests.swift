import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits completion`: the command itself, the scripts' headers (goldens) and that each
/// script parses in its shell; what the scripts offer is tested in the shells themselves
/// (`CompletionBehaviourTests`).
@Suite struct CompletionTests {
  static let goldens: [(CompletionScript.Shell, String)] = [
    (.bash, "completion-header.bash"), (.zsh, "completion-header.zsh"), (.fish, "completion-header.fish"),
  ]

  static func script(_ shell: CompletionScript.Shell) -> String {
    let fake = FakeEnvironment()
    fake.run(["completion", shell.rawValue])
    return fake.stdout
  }

  @Test("each script's header, the install instructions a user reads, matches its golden", arguments: CompletionScript.Shell.allCases)
  func header(_ shell: CompletionScript.Shell) {
    // The rest of each script is tested by what the shells offer (CompletionBehaviourTests).
    let lines = Self.script(shell).split(separator: "\n", omittingEmptySubsequences: false)
    let header = lines.prefix { $0.hasPrefix("#") }.joined(separator: "\n") + "\n"
    let name = Self.goldens.first { $0.0 == shell }!.1
    Golden.assertMatches(header, Golden.fixtures + "/cli/" + name)
  }

  @Test(
    "each script parses in its shell",
    .enabled(
      if: CompletionScript.Shell.allCases.allSatisfy { Subprocess.isInstalled($0.rawValue) },
      "bash, zsh and fish are not all installed (apt-get install zsh fish)"),
    arguments: CompletionScript.Shell.allCases)
  func syntax(_ shell: CompletionScript.Shell) throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    folder.write(Self.script(shell), to: "script")
    let result = try #require(Subprocess.run([shell.rawValue, "-n", folder.file("script")]))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }

  @Test("usage errors: no shell, an unknown shell")
  func usageErrors() {
    let fake = FakeEnvironment()
    #expect(fake.run(["completion"]) == .failure)
    #expect(fake.stderr.hasPrefix("Error: Missing expected argument '<shell>'\nUsage: habits completion <shell> [<options>]\n"))
    let other = FakeEnvironment()
    #expect(other.run(["completion", "tcsh"]) == .failure)
    #expect(other.stderr.hasPrefix("Error: The value 'tcsh' is invalid for '<shell>'; use 'bash', 'zsh', 'fish'\n"))
  }

  @Test("--habits prints the names of the habits file, and quietly nothing when it is missing")
  func habitNames() {
    let fake = FakeEnvironment(files: ["h/habits.txt": "Gym: Mon\nDeep clean: weekly\nBad: sometimes\n"])
    #expect(fake.run(["completion", "--habits", "--dir", "h"]) == .success)
    #expect(fake.stdout == "Gym\nDeep clean\n")
    #expect(fake.stderr.isEmpty)
    let missing = FakeEnvironment()
    #expect(missing.run(["completion", "--habits"]) == .failure)
    #expect(missing.stdout.isEmpty && missing.stderr.isEmpty)
  }

  @Test("--rewards, --groups and --tags print what the habits file names, one a line, in file order")
  func otherNames() {
    let file = "Gym: Mon; tags strength\n[Home life]\nDeep clean: weekly; tags chores, Strength\n[Rewards]\nMovie night: 50 points\n"
    for (flag, expected) in [("--rewards", "Movie night\n"), ("--groups", "Home life\n"), ("--tags", "strength\nchores\n")] {
      let fake = FakeEnvironment(files: ["h/habits.txt": file])
      #expect(fake.run(["completion", flag, "--dir", "h"]) == .success, "\(flag)")
      #expect(fake.stdout == expected, "\(flag): \(fake.stdout)")
      #expect(fake.stderr.isEmpty)
    }
    let none = FakeEnvironment(files: ["habits.txt": "Gym: Mon\n"])
    #expect(none.run(["completion", "--rewards"]) == .success)
    #expect(none.stdout.isEmpty)
  }

  @Test("each argument and value option completes what it names: habit names only where a habit name goes")
  func valuesNamed() throws {
    let specs = HabitsCommand.specs
    let redeem = try #require(specs.first { $0.name == "redeem" })
    #expect(redeem.arguments.map(\.values) == [.names(.rewards)])
    let status = try #require(specs.first { $0.name == "status" })
    #expect(status.allOptions.first { $0.long == "group" }?.valueKind == .names(.groups))
    #expect(status.allOptions.first { $0.long == "tag" }?.valueKind == .names(.tags))
    let `import` = try #require(specs.first { $0.name == "import" })
    #expect(`import`.arguments.map(\.values) == [.choices(["loop", "harsh", "org"]), .files])
    // Every argument offered habit names says it takes a habit ("A habit", "The habit", "Only this habit" ...).
    for spec in specs {
      for argument in spec.arguments where argument.values == .names(.habits) {
        #expect(argument.name == "name" && argument.help.lowercased().contains("habit"), "\(spec.name) <\(argument.name)>")
      }
    }
  }

  @Test("--habits is hidden from help but the scripts' interface")
  func hiddenOption() {
    let fake = FakeEnvironment()
    fake.run(["completion", "--help"])
    for flag in ["--habits", "--rewards", "--groups", "--tags"] { #expect(!fake.stdout.contains(flag)) }
    #expect(fake.stdout.contains("USAGE: habits completion <shell> [<options>]"))
  }
}
