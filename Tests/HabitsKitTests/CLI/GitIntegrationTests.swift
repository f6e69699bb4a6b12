import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `.pre-commit-hooks.yaml` and docs/git.md: the YAML parses (with python3's yaml, which CI
/// installs; the tests that need it are reported as skipped without it), the hooks are the two documented ones, their `files:` pattern picks the right
/// paths, and every `habits ...` command the page shows is a valid command line.
@Suite struct GitIntegrationTests {
  static let manifest = Golden.root + "/.pre-commit-hooks.yaml"
  static let page = Golden.read(Golden.root + "/docs/git.md") ?? ""

  /// Whether python3 with its yaml module is installed.
  static let hasPythonYAML =
    Subprocess.isInstalled("python3") && Subprocess.run(["python3", "-c", "import yaml"])?.status == 0

  /// Runs a python3 program with `arguments`.
  static func python(_ program: String, _ arguments: [String]) throws -> String {
    let result = try #require(Subprocess.run(["python3", "-c", program] + arguments))
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  @Test("the manifest has the two hooks, plain 'habits check', no file names", .enabled(if: hasPythonYAML, "python3 with PyYAML is not installed"))
  func manifest() throws {
    let program = """
      import sys, yaml
      for hook in yaml.safe_load(open(sys.argv[1])):
          print(hook['id'], hook['language'], hook['entry'], hook['pass_filenames'], sep='|')
      """
    let output = try Self.python(program, [Self.manifest])
    #expect(output == "habits-check|swift|habits check|False\nhabits-check-system|system|habits check|False\n")
  }

  @Test("the hooks' files: pattern matches the habits and log files in any folder, nothing else", .enabled(if: hasPythonYAML, "python3 with PyYAML is not installed"))
  func filesPattern() throws {
    // pre-commit matches `files:` with Python's re.search on repository-relative paths.
    let program = """
      import re, sys, yaml
      for hook in yaml.safe_load(open(sys.argv[1])):
          for path in sys.argv[2:]:
              print(hook['id'], path, bool(re.search(hook['files'], path)))
      """
    let paths = ["habits.txt", "log.txt", "journal/habits.txt", "a/b/log.txt", "changelog.txt", "log.txt.orig", "habits.md"]
    let output = try Self.python(program, [Self.manifest] + paths)
    let matching: Set<String> = ["habits.txt", "log.txt", "journal/habits.txt", "a/b/log.txt"]
    var expected = ""
    for id in ["habits-check", "habits-check-system"] {
      for path in paths { expected += "\(id) \(path) \(matching.contains(path) ? "True" : "False")\n" }
    }
    #expect(output == expected)
  }

  @Test("every YAML block of docs/git.md parses", .enabled(if: hasPythonYAML, "python3 with PyYAML is not installed"))
  func pageYAML() throws {
    var blocks: [String] = []
    var current: [Substring]?
    for line in Self.page.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "```yaml" {
        current = []
      } else if line == "```", let lines = current {
        blocks.append(lines.joined(separator: "\n") + "\n")
        current = nil
      } else {
        current?.append(line)
      }
    }
    #expect(blocks.count >= 4)
    let program = """
      import sys, yaml
      for text in sys.argv[1:]:
          yaml.safe_load(text)
      print('ok')
      """
    let output = try Self.python(program, blocks)
    #expect(output == "ok\n")
  }

  @Test("every 'habits ...' command in docs/git.md is a valid command line")
  func pageCommands() {
    var commands: [String] = []
    for span in Self.page.split(separator: "`") where span.hasPrefix("habits ") { commands.append(String(span)) }
    for line in Self.page.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("run: habits ") { commands.append(String(trimmed.dropFirst("run: ".count))) }
    }
    #expect(commands.contains("habits check --staged"))
    #expect(commands.contains("habits check --format github --strict"))
    for command in commands {
      let words = command.split(separator: " ").dropFirst().map(String.init)
      do {
        _ = try Arguments.parsing(words, commands: HabitsCommand.specs, defaultCommand: "status")
      } catch {
        Issue.record("\(command): \(error.message)")
      }
    }
  }
}
