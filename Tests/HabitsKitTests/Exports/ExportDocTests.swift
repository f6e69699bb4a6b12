import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// docs/export.md shows real output: each `console` sample's `$ habits ...` command, run on
/// examples/, prints what the sample shows (the file's CRLF shown as line ends), and every
/// `habits ...` line of its `sh` blocks is a valid command line.
@Suite struct ExportDocTests {
  static let page = Golden.read(Golden.root + "/docs/export.md") ?? ""

  /// The blocks of the page of one kind (`console`, `sh`), each as its lines.
  static func blocks(_ kind: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if let block = current {
        if line == "```" {
          blocks.append(block)
          current = nil
        } else {
          current?.append(String(line))
        }
      } else if line == "```" + kind {
        current = []
      }
    }
    return blocks
  }

  /// Each console sample: the command and the output shown under it.
  static let samples: [ReadmeTests.Sample] = blocks("console").compactMap { block in
    guard let first = block.first, first.hasPrefix("$ ") else { return nil }
    return ReadmeTests.Sample(command: String(first.dropFirst(2)), output: block.dropFirst().map { $0 + "\n" }.joined())
  }

  @Test("the page has samples of both formats")
  func hasSamples() {
    #expect(ExportDocTests.samples.contains { $0.command.hasPrefix("habits export csv") })
    #expect(ExportDocTests.samples.filter { $0.command.hasPrefix("habits export ical") }.count >= 2)
  }

  @Test("every console sample is the real output", arguments: samples)
  func sample(_ sample: ReadmeTests.Sample) throws {
    let arguments = try #require(ReadmeTests.arguments(sample.command))
    let env = FakeEnvironment()
    for name in ["habits.txt", "log.txt"] { env.files["examples/" + name] = Golden.bytes(Golden.root + "/examples/" + name) }
    #expect(env.run(arguments) == .success)
    #expect(env.stdout.hasSuffix("\r\n") && !env.stdout.replacing("\r\n", with: "").contains("\n"))
    let shown = env.stdout.replacing("\r\n", with: "\n")
    #expect(shown == sample.output, "\(Golden.diff(sample.output, shown))")
  }

  @Test("every habits command of the sh blocks is a valid command line")
  func commandsParse() throws {
    let commands = ExportDocTests.blocks("sh").flatMap { $0 }.compactMap { line -> [String]? in
      let command = line.split(separator: "#")[0].split(separator: ">")[0]
      let words = ReadmeTests.words(String(command)).map { $0.replacing("\"", with: "") }
      guard let index = words.firstIndex(of: "habits") else { return nil }
      return Array(words[(index + 1)...])
    }
    #expect(commands.count >= 6)
    for words in commands {
      #expect(throws: Never.self, "\(words)") { try Arguments.parsing(words, commands: HabitsCommand.specs, defaultCommand: "status") }
    }
  }
}
