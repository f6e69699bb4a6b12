import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The worked examples of grammar.md and habits(5) are run: each `console` block of grammar.md
/// (each `.EX` block of habits.5 starting with `$ habits`) runs on the `habits` and `log`
/// blocks just before it, as habits.txt and log.txt, and must print exactly what it shows. A
/// `habits warns=CODE` block loads with that one warning; the examples of habits.5 load
/// without a diagnostic but `moving-start` (a habits block with the log block after it).
@Suite struct DocumentationRunTests {
  /// One command of a worked example, with the files it runs on and the output shown.
  struct Example: CustomTestStringConvertible, Sendable {
    let document: String
    let line: Int
    let habits: String
    let log: String?
    let command: String
    let output: String
    var testDescription: String { "\(document):\(line) \(command)" }
  }

  /// A block of a document: its kind (`habits`, `log`, `console`, or a tagged `habits ...`),
  /// its first line's number and its text.
  struct Block {
    let kind: String
    let line: Int
    let lines: [String]
  }

  /// The fenced blocks of a Markdown document.
  static func markdownBlocks(_ text: String) -> [Block] {
    var blocks: [Block] = []
    var open: (kind: String, line: Int, lines: [String])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.hasPrefix("```") {
        if let block = open {
          blocks.append(Block(kind: block.kind, line: block.line, lines: block.lines))
          open = nil
        } else {
          open = (String(line.dropFirst(3)).trimmingSpaces, index + 1, [])
        }
      } else if open != nil {
        open!.lines.append(String(line))
      }
    }
    return blocks
  }

  /// The `.EX` ... `.EE` blocks of a man page, unescaped, each a `console` block when it starts
  /// with `$ `, a `log` block when it starts with a date, else a `habits` block.
  static func manBlocks(_ text: String) -> [Block] {
    var blocks: [Block] = []
    var open: (line: Int, lines: [String])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line == ".EX" {
        open = (index + 1, [])
      } else if line == ".EE", let block = open {
        let first = block.lines.first ?? ""
        let kind = first.hasPrefix("$ ") ? "console" : first.first?.isNumber == true ? "log" : "habits"
        blocks.append(Block(kind: kind, line: block.line, lines: block.lines))
        open = nil
      } else if open != nil {
        open!.lines.append(unescaped(String(line)))
      }
    }
    return blocks
  }

  /// A line of roff as printed: `\-` a hyphen, `\e` a backslash, `\&` nothing, quotes as such.
  static func unescaped(_ line: String) -> String {
    var text = line
    for (escape, character) in [("\\-", "-"), ("\\(oq", "'"), ("\\(cq", "'"), ("\\(aq", "'"), ("\\(mu", "×"), ("\\&", ""), ("\\e", "\\")] {
      text = text.replacing(escape, with: character)
    }
    return text
  }

  /// The console commands of `blocks`, each with the habits and log blocks just before its
  /// block. A command that fails shows its standard error too.
  static func examples(_ blocks: [Block], document: String) -> [Example] {
    var examples: [Example] = []
    var habits: String?
    var log: String?
    for block in blocks {
      let text = block.lines.joined(separator: "\n") + "\n"
      if block.kind.hasPrefix("habits") {
        habits = text
      } else if block.kind == "log" {
        log = text
      } else if block.kind == "console" {
        var command: (line: Int, text: String)?
        var output: [String] = []
        func flush() {
          if let command {
            examples.append(
              Example(
                document: document, line: command.line, habits: habits ?? "", log: log, command: command.text,
                output: output.map { $0 + "\n" }.joined()))
          }
          output = []
        }
        for (offset, line) in block.lines.enumerated() {
          if line.hasPrefix("$ ") {
            flush()
            command = (block.line + 1 + offset, String(line.dropFirst(2)))
          } else {
            output.append(line)
          }
        }
        flush()
        habits = nil
        log = nil
      }
    }
    return examples
  }

  static let grammar = Golden.read(Golden.root + "/grammar.md") ?? ""
  static let manPage = Golden.read(Golden.root + "/man/habits.5") ?? ""
  static let all = examples(markdownBlocks(grammar), document: "grammar.md") + examples(manBlocks(manPage), document: "habits.5")

  @Test("both documents have worked examples")
  func haveExamples() {
    #expect(Self.all.filter { $0.document == "grammar.md" }.count >= 6)
    #expect(Self.all.filter { $0.document == "habits.5" }.count >= 4)
  }

  @Test("every worked example prints exactly what the document shows", arguments: all)
  func run(_ example: Example) throws {
    let arguments = try #require(ReadmeTests.arguments(example.command), "not a habits command: \(example.command)")
    let env = FakeEnvironment(files: ["habits.txt": example.habits])
    if let log = example.log { env.files["log.txt"] = Array(log.utf8) }
    // A command that refuses (a redeem the balance cannot afford) shows what it says on
    // standard error: that is the example's point.
    let status = env.run(arguments)
    let shown = status == .success ? env.stdout : env.stdout + env.stderr
    #expect(shown == example.output, "\(Golden.diff(example.output, shown))")
  }

  @Test("a 'habits warns=CODE' block of grammar.md loads with that one warning")
  func warningBlocks() throws {
    let blocks = Self.markdownBlocks(Self.grammar).filter { $0.kind.hasPrefix("habits warns=") }
    #expect(!blocks.isEmpty)
    for block in blocks {
      let code = try #require(DiagnosticCode(rawValue: String(block.kind.dropFirst("habits warns=".count))), "\(block.kind)")
      let result = load(block.lines.joined(separator: "\n") + "\n")
      #expect(!result.diagnostics.isEmpty && result.diagnostics.allSatisfy { $0.code == code }, "grammar.md:\(block.line): \(shortDiagnostics(result))")
    }
  }

  @Test("every example of habits.5 loads without a diagnostic, with the log after it")
  func manExamplesLoad() {
    let blocks = Self.manBlocks(Self.manPage)
    #expect(blocks.contains { $0.kind == "habits" } && blocks.contains { $0.kind == "log" })
    for (index, block) in blocks.enumerated() where block.kind == "habits" {
      let next = index + 1 < blocks.count && blocks[index + 1].kind == "log" ? blocks[index + 1] : nil
      let result = load(
        block.lines.joined(separator: "\n") + "\n", log: next.map { $0.lines.joined(separator: "\n") + "\n" })
      // A START THAT MOVES shows a habit without a since: its warning is the example's point.
      #expect(result.diagnostics.allSatisfy { $0.code == .movingStart }, "habits.5:\(block.line): \(shortDiagnostics(result))")
    }
  }
}
