import Testing

@testable import HabitsKit
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The completion scripts at work in bash, zsh and fish (`ShellCompletion`): the same command
/// lines in each shell, from a folder whose habits.txt has names with spaces, must offer what
/// a user expects: subcommands, every option of every subcommand, option values, habit names
/// from the file the line points at, and nothing where a value is typed.
@Suite struct CompletionBehaviourTests {
  /// The names in the folder's habits.txt, its groups, tags and rewards; other/habits.txt has
  /// only "Read".
  static let habitsFile = """
    Gym: Mon; tags strength
    Gym 2: Tue
    [Home life]
    Deep clean: weekly; tags chores
    Call mom: every 2nd Sunday; tags family
    Bad: sometimes
    [Rewards]
    Movie night: 50 points
    Massage: 200 points

    """
  static let names = ["Call mom", "Deep clean", "Gym", "Gym 2"]

  /// Command lines and the candidates every shell offers for them (in any order, spaces in
  /// names unescaped, folders without their slash).
  static let cases: [(line: String, expected: [String])] = [
    ("habits lo", ["log"]),
    ("habits st", ["stats", "status", "streaks"]),
    ("habits ", HabitsCommand.specs.map(\.name)),
    ("habits help st", ["stats", "status", "streaks"]),
    ("habits completion ", ["bash", "fish", "zsh"]),
    // A format, then habit names.
    ("habits export ", ["csv", "ical"]),
    ("habits export i", ["ical"]),
    ("habits export ical ", names),
    ("habits export csv Gym ca", ["Call mom"]),
    // Habit names: several for log, one for why; any case; from the file --dir or --file names.
    ("habits log ", names),
    ("habits log gy", ["Gym", "Gym 2"]),
    ("habits log de", ["Deep clean"]),
    ("habits log Gym ", names),
    ("habits skip Deep\\ clean ca", ["Call mom"]),
    ("habits why ca", ["Call mom"]),
    ("habits history ", names),
    ("habits history Gym G", []),
    ("habits --dir other log ", ["Read"]),
    ("habits --dir=other log ", ["Read"]),
    ("habits -d other why ", ["Read"]),
    ("habits --file other/habits.txt log ", ["Read"]),
    ("habits log --file other/habits.txt ", ["Read"]),
    ("habits --dir nowhere log ", []),
    // Each argument and option offers what it names: rewards, groups, tags, files.
    ("habits redeem ", ["Massage", "Movie night"]),
    ("habits redeem mo", ["Movie night"]),
    ("habits redeem Massage ", ["Massage", "Movie night"]),
    ("habits --dir other redeem ", []),
    ("habits status --group ", ["Home life"]),
    ("habits --group h", ["Home life"]),
    ("habits week --group=", ["Home life"]),
    ("habits --dir other stats --group ", []),
    ("habits status --tag ", ["chores", "family", "strength"]),
    ("habits backlog --tag f", ["family"]),
    ("habits import loop my", ["my folder", "my habits.txt"]),
    // Options and their values.
    ("habits check --st", ["--staged", "--strict"]),
    ("habits log --f", ["--file", "--force", "--format"]),
    ("habits check --format ", ["compact", "github", "json", "text"]),
    ("habits check --format=", ["compact", "github", "json", "text"]),
    ("habits --format ", ["json", "text"]),
    ("habits --color ", ["always", "auto", "never"]),
    ("habits --color=al", ["always"]),
    ("habits --v", ["--version"]),
    // The codes an allow can silence: warnings, never errors.
    ("habits check --allow ", DiagnosticCode.allCases.filter(\.isAllowable).map(\.rawValue)),
    ("habits check --allow moving", ["moving-start"]),
    ("habits check --allow unknown-hab", []),
    ("habits history --v", []),
    // Files and folders, with spaces; nothing after an unknown subcommand.
    ("habits --file my", ["my folder", "my habits.txt"]),
    ("habits fmt my", ["my folder", "my habits.txt"]),
    ("habits fmt habits.txt my", ["my folder", "my habits.txt"]),
    ("habits -d my", ["my folder"]),
    ("habits stauts ", []),
    // A date is typed, not completed.
    ("habits --today ", []),
    ("habits log --date ", []),
  ]

  /// `habits NAME --` for every subcommand, and `habits --`: every visible long option.
  static var optionCases: [(line: String, expected: [String])] {
    let model = CompletionScript.Model(commands: HabitsCommand.specs, defaultCommand: "status")
    let commands = HabitsCommand.specs.map { spec in
      ("habits \(spec.name) --", model.options(of: spec).map { "--" + $0.long })
    }
    return [("habits --", model.topLevelOptions.map { "--" + $0.long })] + commands
  }

  /// Runs `shell` on every case in a scratch folder and checks each answer.
  static func check(_ shell: CompletionScript.Shell, readline: Bool = false) throws {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    folder.write(habitsFile, to: "habits.txt")
    mkdir(folder.file("other"), 0o755)
    folder.write("Read: daily\n", to: "other/habits.txt")
    folder.write("Gym: Mon\n", to: "my habits.txt")
    mkdir(folder.file("my folder"), 0o755)
    let all = cases + optionCases
    let answers = try ShellCompletion.candidates(shell, for: all.map(\.line), in: folder.path, readline: readline)
    for (index, item) in all.enumerated() where index < answers.count {
      // fish offers a value after "--opt=" as the whole word, "--opt=value".
      let word = item.line.split(separator: " ", omittingEmptySubsequences: false).last!
      let inline = word.firstIndex(of: "=").map { String(word[...$0]) } ?? ""
      let offered = answers[index].map { answer in
        let value = !inline.isEmpty && answer.hasPrefix(inline) ? String(answer.dropFirst(inline.count)) : answer
        // A folder may come with its slash, and zsh may offer it twice (files, then folders).
        let plain = value.replacing("\\ ", with: " ")
        return plain.hasSuffix("/") ? String(plain.dropLast()) : plain
      }
      #expect(Set(offered).sorted() == item.expected.sorted(), "\(shell): '\(item.line)'")
    }
  }

  @Test("bash offers subcommands, options, values and habit names")
  func bash() throws { try Self.check(.bash) }

  @Test(
    "bash through readline (typed into an interactive bash) offers the same",
    .enabled(if: ShellCompletion.isInstalled(.zsh), "zsh drives the interactive bash (apt-get install zsh)"))
  func bashReadline() throws { try Self.check(.bash, readline: true) }

  @Test(
    "zsh offers subcommands, options, values and habit names",
    .enabled(if: ShellCompletion.isInstalled(.zsh), "zsh is not installed (apt-get install zsh)"))
  func zsh() throws { try Self.check(.zsh) }

  @Test(
    "fish offers subcommands, options, values and habit names",
    .enabled(if: ShellCompletion.isInstalled(.fish), "fish is not installed (apt-get install fish)"))
  func fish() throws { try Self.check(.fish) }

  /// Runs `shell` on `lines` in a folder with the habits file.
  static func raw(_ shell: CompletionScript.Shell, _ lines: [String]) throws -> [[String]] {
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    folder.write(habitsFile, to: "habits.txt")
    return try ShellCompletion.candidates(shell, for: lines, in: folder.path)
  }

  @Test("bash: a name is escaped, or offered as it is after an opening quote; a backslash is read as typed")
  func bashQuoting() throws {
    let answers = try Self.raw(.bash, [#"habits log de"#, #"habits log "deep c"#, "habits log 'call", #"habits log Deep\ c"#])
    #expect(answers == [[#"Deep\ clean"#], ["Deep clean"], ["Call mom"], [#"Deep\ clean"#]])
  }

  @Test(
    "zsh and fish insert a name with a space quoted",
    .enabled(if: ShellCompletion.isInstalled(.zsh) && ShellCompletion.isInstalled(.fish), "zsh or fish is not installed"))
  func quoting() throws {
    #expect(try Self.raw(.zsh, ["habits log de"]) == [[#"Deep\ clean"#]])
    // fish quotes what it inserts itself: the candidate is the name.
    #expect(try Self.raw(.fish, ["habits log de"]) == [["Deep clean"]])
  }
}
