import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits completion`: the scripts are goldens, parse in their shells, and the bash one,
/// driven through `COMP_WORDS` against the built binary, offers what a user expects, habit
/// names with spaces included.
@Suite struct CompletionTests {
  static let goldens: [(CompletionScript.Shell, String)] = [
    (.bash, "completion.bash"), (.zsh, "completion.zsh"), (.fish, "completion.fish"),
  ]

  static func script(_ shell: CompletionScript.Shell) -> String {
    let fake = FakeEnvironment()
    fake.run(["completion", shell.rawValue])
    return fake.stdout
  }

  @Test("the scripts match their goldens", arguments: CompletionScript.Shell.allCases)
  func golden(_ shell: CompletionScript.Shell) {
    let name = Self.goldens.first { $0.0 == shell }!.1
    Golden.assertMatches(Self.script(shell), Golden.fixtures + "/cli/" + name)
  }

  @Test("every subcommand and every visible option is in every script", arguments: CompletionScript.Shell.allCases)
  func scriptsFollowTheSpecs(_ shell: CompletionScript.Shell) {
    // The scripts call `habits completion --habits`; they must not offer it.
    let script = Self.script(shell).replacing("completion --habits", with: "")
    for spec in HabitsCommand.specs {
      #expect(script.contains(spec.name), "\(shell): \(spec.name)")
      for option in spec.allOptions {
        let spelling = shell == .fish ? "-l " + option.long : "--" + option.long
        #expect(script.contains(spelling) != option.isHidden, "\(shell): \(spec.name) --\(option.long)")
      }
    }
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

  @Test("--habits is hidden from help but the scripts' interface")
  func hiddenOption() {
    let fake = FakeEnvironment()
    fake.run(["completion", "--help"])
    #expect(!fake.stdout.contains("--habits"))
    #expect(fake.stdout.contains("USAGE: habits completion <shell> [<options>]"))
  }
}

/// The bash script at work: `_habits` called with `COMP_WORDS`/`COMP_CWORD` set as bash sets
/// them, in a `bash -c` that runs the built binary for habit names.
@Suite struct BashCompletionTests {
  static let examples = Golden.root + "/examples"

  /// What `_habits` offers for the command line `words`, the last one being completed.
  /// `words[0]` is replaced by the built binary's path.
  static func complete(_ words: [String]) throws -> [String] {
    let binary = try #require(Subprocess.habits, "the habits binary is not built")
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    folder.write(CompletionTests.script(.bash), to: "habits.bash")
    let program = #"""
      source "$1"; shift
      COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
      _habits
      for reply in "${COMPREPLY[@]}"; do printf '%s\n' "$reply"; done
      """#
    let result = try #require(
      Subprocess.run(["bash", "-c", program, "bash", folder.file("habits.bash"), binary] + words.dropFirst()))
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init)
  }

  @Test("subcommands, then their options and option values")
  func commandsAndOptions() throws {
    let commands = HabitsCommand.specs.map(\.name)
    #expect(try Self.complete(["habits", ""]) == commands)
    #expect(try Self.complete(["habits", "st"]) == ["status", "streaks", "stats"])
    #expect(try Self.complete(["habits", "check", "--st"]) == ["--strict", "--staged"])
    #expect(try Self.complete(["habits", "check", "--format", ""]) == ["text", "compact", "json", "github"])
    #expect(try Self.complete(["habits", "--color", "=", "al"]) == ["always"])
    #expect(try Self.complete(["habits", "--color", "="]) == ["auto", "always", "never"])
    #expect(try Self.complete(["habits", "--v"]) == ["--version"])
    #expect(try Self.complete(["habits", "history", "--v"]) == [])
    #expect(try Self.complete(["habits", "completion", ""]) == ["bash", "zsh", "fish"])
    #expect(try Self.complete(["habits", "help", "st"]) == ["status", "streaks", "stats"])
    // A date is typed, not completed, and an unknown subcommand gets nothing.
    #expect(try Self.complete(["habits", "--today", ""]) == [])
    #expect(try Self.complete(["habits", "stauts", ""]) == [])
  }

  @Test("habit names from the file --dir, --file or --dir= points to, in any case, escaped")
  func habitNames() throws {
    #expect(try Self.complete(["habits", "--dir", Self.examples, "log", "dee"]) == [#"Deep\ clean"#])
    #expect(try Self.complete(["habits", "--dir", Self.examples, "log", "gy"]) == ["Gym", #"Gym\ 2"#])
    #expect(try Self.complete(["habits", "--dir", "=", Self.examples, "why", "Call"]) == [#"Call\ mom"#])
    #expect(
      try Self.complete(["habits", "history", "--file", Self.examples + "/habits.txt", "Sw"]) == ["Swim"])
    // Several names for log, skip, vacation and resume; one for history.
    #expect(try Self.complete(["habits", "--dir", Self.examples, "log", "Gym", "Sw"]) == ["Swim"])
    #expect(try Self.complete(["habits", "--dir", Self.examples, "history", "Gym", "Sw"]) == [])
  }

  @Test("after an opening quote, names are offered as they are; a backslash is read as typed")
  func quoting() throws {
    #expect(try Self.complete(["habits", "--dir", Self.examples, "log", #""deep c"#]) == ["Deep clean"])
    #expect(try Self.complete(["habits", "--dir", Self.examples, "log", "'call"]) == ["Call mom"])
    #expect(try Self.complete(["habits", "--dir", Self.examples, "log", #"Deep\ c"#]) == [#"Deep\ clean"#])
  }

  @Test("no names, and no error, when the habits file is missing")
  func missingFile() throws {
    #expect(try Self.complete(["habits", "--dir", "/nonexistent", "log", ""]) == [])
  }

  @Test("file and folder values, with spaces escaped")
  func files() throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    folder.write("Gym: Mon\n", to: "my habits.txt")
    #expect(try Self.complete(["habits", "--file", folder.path + "/my"]) == [folder.path + #"/my\ habits.txt"#])
    #expect(try Self.complete(["habits", "-d", folder.path + "/my"]) == [])
  }
}

/// The fish script at work, through fish's own `complete -C`.
@Suite(.enabled(if: Subprocess.isInstalled("fish"), "fish is not installed (apt-get install fish)"))
struct FishCompletionTests {
  static func complete(_ line: String) throws -> [String] {
    let binary = try #require(Subprocess.habits, "the habits binary is not built")
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    folder.write(CompletionTests.script(.fish), to: "habits.fish")
    let result = try #require(
      Subprocess.run([
        "fish", "--no-config", "-c", "source $argv[1]; complete -C $argv[2]", folder.file("habits.fish"),
        binary + " " + line,
      ]))
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    // "candidate<TAB>description": keep the candidate.
    return result.stdout.split(separator: "\n").map { String($0.split(separator: "\t", omittingEmptySubsequences: false)[0]) }
  }

  @Test("subcommands, option values and habit names with spaces")
  func completes() throws {
    let examples = Golden.root + "/examples"
    let commands = try Self.complete("")
    #expect(Set(commands) == Set(HabitsCommand.specs.map(\.name)))
    #expect(try Self.complete("check --format ") == ["compact", "github", "json", "text"])
    #expect(try Self.complete("--dir \(examples) log dee") == ["Deep clean"])
    #expect(try Self.complete("--dir=\(examples) why gy") == ["Gym", "Gym 2"])
    #expect(try Self.complete("--dir \(examples) history Gym ") == [])
    #expect(try Self.complete("completion ") == ["bash", "fish", "zsh"])
  }
}
