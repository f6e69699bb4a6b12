import Testing
@testable import HabitsKit

/// README.md shows real output: every ```console block's `$ habits ...` command is run on the
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

  @Test("every console sample is the real output", arguments: samples)
  func sample(_ sample: Sample) {
    let words = ReadmeTests.words(sample.command)
    #expect(words.first == "habits")
    let env = FakeEnvironment()
    for folder in ["examples", "examples/broken", "examples/changes"] {
      for name in ["habits.txt", "log.txt"] {
        env.files["\(folder)/\(name)"] = Golden.bytes(Golden.root + "/\(folder)/\(name)")
      }
    }
    env.run(Array(words.dropFirst()))
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
