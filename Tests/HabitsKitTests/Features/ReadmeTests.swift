import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// README.md shows real output: every ```console block's `$ habits ...` (or `$ swift run habits
/// ...`) command is run on the
/// files in examples/ and must print exactly what the block shows. Its local links resolve.
@Suite struct ReadmeTests {
  /// One command of a console block and the output shown under it.
  struct Sample: CustomTestStringConvertible, Sendable {
    let command: String
    let output: String
    var testDescription: String { command }
  }

  static let samples: [Sample] = {
    guard let text = Golden.read(Golden.root + "/README.md") else { return [] }
    var samples: [Sample] = []
    var inConsole = false
    var command: String?
    var output: [String] = []
    func flush() {
      if let command { samples.append(Sample(command: command, output: output.map { $0 + "\n" }.joined())) }
      command = nil
      output = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if inConsole { flush() }
        inConsole = line == "```console"
      } else if inConsole && line.hasPrefix("$ ") {
        flush()
        command = String(line.dropFirst(2))
      } else if inConsole {
        output.append(String(line))
      }
    }
    return samples
  }()

  /// Splits a command line into words, honouring single quotes.
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quoted = false
    var started = false
    for character in line {
      if character == "'" {
        quoted.toggle()
        started = true
      } else if character == " " && !quoted {
        if started { words.append(current) }
        current = ""
        started = false
      } else {
        current.append(character)
        started = true
      }
    }
    if started { words.append(current) }
    return words
  }

  @Test("the README has console samples")
  func hasSamples() {
    #expect(ReadmeTests.samples.count >= 6)
  }

  /// The arguments of a sample's command: `habits ARGS`, or `swift run habits ARGS` as the
  /// quick start runs it from a clone; nil for any other command.
  static func arguments(_ command: String) -> [String]? {
    let words = words(command)
    if words.first == "habits" { return Array(words.dropFirst()) }
    if words.starts(with: ["swift", "run", "habits"]) { return Array(words.dropFirst(3)) }
    return nil
  }

  @Test("the quick start's console block shows the command the quick start runs")
  func quickStartShowsItsCommand() throws {
    let text = try #require(Golden.read(Golden.root + "/README.md"))
    let start = try #require(text.firstRange(of: "## Quick start"))
    let section = text[start.upperBound...]
    let sh = try #require(section.firstRange(of: "```sh\n"))
    var run = String(section[sh.upperBound...].prefix { $0 != "\n" }.split(separator: "#")[0])
    while run.last == " " { run.removeLast() }
    let console = try #require(section.firstRange(of: "```console\n$ "))
    let shown = String(section[console.upperBound...].prefix { $0 != "\n" })
    #expect(shown == run)
  }

  @Test("every console sample is the real output", arguments: samples)
  func sample(_ sample: Sample) throws {
    let arguments = try #require(ReadmeTests.arguments(sample.command), "not a habits command: \(sample.command)")
    let env = FakeEnvironment()
    for folder in ["examples", "examples/broken", "examples/changes", "examples/organised"] {
      for name in ["habits.txt", "log.txt"] {
        env.files["\(folder)/\(name)"] = Golden.bytes(Golden.root + "/\(folder)/\(name)")
      }
    }
    env.run(arguments)
    #expect(env.stdout == sample.output, "\(Golden.diff(sample.output, env.stdout))")
  }

  @Test("every local link in README.md and grammar.md points at a file that exists")
  func linksResolve() {
    for document in ["README.md", "grammar.md"] {
      guard let text = Golden.read(Golden.root + "/" + document) else {
        Issue.record("no \(document)")
        continue
      }
      var rest = Substring(text)
      while let open = rest.firstRange(of: "](") {
        rest = rest[open.upperBound...]
        guard let close = rest.firstIndex(of: ")") else { break }
        let link = String(rest[..<close])
        rest = rest[close...]
        if link.hasPrefix("#") || link.hasPrefix("http") { continue }
        let target = link.split(separator: "#").first.map(String.init) ?? link
        #expect(Golden.exists(Golden.root + "/" + target), "\(document) links to missing \(target)")
      }
    }
  }
}
