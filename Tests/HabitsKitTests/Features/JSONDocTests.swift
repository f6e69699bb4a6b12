import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// docs/json.md cannot drift from the `--json` output: each example is the real output of the
/// command above it on examples/ (arrays may be cut short, nothing else may differ), every key
/// the output has is in its section's field table, and every command with `--json` has a
/// section.
@Suite struct JSONDocTests {
  /// A `json` block of the page and the `habits ...` command of the `sh` block before it.
  struct Example: CustomTestStringConvertible, Sendable {
    let command: String
    let json: String
    /// The text of the `## ` section the example is in.
    let section: String
    var testDescription: String { command }
  }

  static let page = Golden.read(Golden.root + "/docs/json.md") ?? ""

  /// The part before the first command's section: the fields every shape shares.
  static let common: String = String(page[..<(page.firstRange(of: "\n## `habits")?.lowerBound ?? page.endIndex)])

  static let examples: [Example] = {
    var result: [Example] = []
    var sections: [String] = []
    var sectionLines: [Substring] = []
    var pending: [(command: String, json: String)] = []
    var block: (kind: Substring, lines: [Substring])?
    var command: String?
    func closeSection() {
      let text = sectionLines.joined(separator: "\n")
      sections.append(text)
      result += pending.map { Example(command: $0.command, json: $0.json, section: text) }
      pending = []
      sectionLines = []
    }
    for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") && block == nil { closeSection() }
      sectionLines.append(line)
      if let open = block {
        if line == "```" {
          if open.kind == "sh" { command = open.lines.last { $0.hasPrefix("habits ") }.map(String.init) }
          if open.kind == "json", let command { pending.append((command, open.lines.joined(separator: "\n"))) }
          block = nil
        } else {
          block?.lines.append(line)
        }
      } else if line.hasPrefix("```") {
        block = (line.dropFirst(3), [])
      }
    }
    closeSection()
    return result
  }()

  /// The output of `command` ("habits ...") on the examples, as the CLI prints it.
  static func run(_ command: String) -> (status: HabitsKit.ExitStatus, out: String, err: String) {
    var files: [String: String] = [:]
    for path in [
      "examples/habits.txt", "examples/log.txt", "examples/broken/habits.txt", "examples/broken/log.txt",
      "examples/changes/habits.txt", "examples/changes/log.txt", "examples/points/habits.txt", "examples/points/log.txt",
    ] {
      files[path] = Golden.read(Golden.root + "/" + path)
    }
    let fake = FakeEnvironment(files: files)
    let status = fake.run(command.split(separator: " ").dropFirst().map(String.init))
    return (status, fake.stdout, fake.stderr)
  }

  /// Where `doc` is not the real output `real`: objects need the same keys in the same order,
  /// arrays may be cut short, everything else must be equal.
  static func mismatches(_ doc: JSONValue, _ real: JSONValue, at path: String) -> [String] {
    switch (doc, real) {
    case (.object(let d), .object(let r)):
      guard d.map(\.key) == r.map(\.key) else {
        return ["\(path): keys \(d.map(\.key)), but the output has \(r.map(\.key))"]
      }
      return zip(d, r).flatMap { mismatches($0.value, $1.value, at: path + "." + $0.key) }
    case (.array(let d), .array(let r)):
      guard d.count <= r.count else { return ["\(path): \(d.count) items, but the output has \(r.count)"] }
      return zip(d, r).enumerated().flatMap { mismatches($1.0, $1.1, at: "\(path)[\($0)]") }
    default:
      return doc == real ? [] : ["\(path): \(doc), but the output has \(real)"]
    }
  }

  @Test("--format json is the same as --json for every command that has it", arguments: examples)
  func formatJSON(_ example: Example) {
    let json = Self.run(example.command)
    let format = Self.run(example.command.replacing("--json", with: "--format json"))
    #expect(example.command.contains("--json"))
    #expect(json.out == format.out && json.status == format.status)
  }

  @Test("the page has examples")
  func hasExamples() {
    #expect(Self.examples.count >= 10)
  }

  @Test("each example is the command's real output, arrays cut short", arguments: examples)
  func exampleIsReal(_ example: Example) throws {
    let doc = try #require(JSONValue.parse(example.json), "the example is not valid JSON")
    let run = Self.run(example.command)
    #expect(run.err.isEmpty, "\(run.err)")
    let real = try #require(JSONValue.parse(run.out), "the output is not valid JSON: \(run.out)")
    for mismatch in Self.mismatches(doc, real, at: "$") { Issue.record(Comment(rawValue: mismatch)) }
  }

  @Test("every key of the output is in its section's table (or the common one)", arguments: examples)
  func keysAreDocumented(_ example: Example) throws {
    let real = try #require(JSONValue.parse(Self.run(example.command).out))
    for path in real.keyPaths.sorted() {
      let name = String(path.split(separator: ".").last!).replacing("[]", with: "")
      let documented = [example.section, Self.common].contains { text in
        text.contains("`\(path)`") || text.contains("`\(name)`") || text.contains(".\(name)`")
      }
      #expect(documented, "\(example.command): '\(path)' is not in the field table")
    }
  }

  @Test("every command with --json has an example, graph and check included")
  func everyShape() {
    let wanted = HabitsCommand.specs.filter { spec in spec.options.contains { $0.long == "json" } }.map { "habits \($0.name) " }
    #expect(wanted.contains("habits graph ") && wanted.contains("habits check "))
    for prefix in wanted {
      #expect(Self.examples.contains { $0.command.hasPrefix(prefix) }, "no example of \(prefix)")
    }
  }
}
