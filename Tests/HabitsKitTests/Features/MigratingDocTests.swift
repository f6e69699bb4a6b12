import Testing

@testable import HabitsCLI
@testable import HabitsKit

/// docs/migrating.md's worked examples are real output: each `console` block's commands run in
/// order, in one folder holding the import fixtures as the document names them (`loop-export/`,
/// `harsh/`, `habits.org`), and print exactly what the block shows. `cat PATH` prints a file
/// made by an earlier command; `2>/dev/null` compares standard output alone, and otherwise
/// standard error must be empty.
@Suite struct MigratingDocTests {
  /// The fixture files under `folder` (relative to Fixtures/import), by path relative to it.
  static func files(_ folder: String) -> [String: [UInt8]] {
    var result: [String: [UInt8]] = [:]
    let base = Golden.fixtures + "/import/" + folder
    for name in Golden.list(base) {
      if Golden.list(base + "/" + name).isEmpty {
        result[name] = Golden.bytes(base + "/" + name)
      } else {
        for (path, bytes) in files(folder + "/" + name) { result[name + "/" + path] = bytes }
      }
    }
    return result
  }

  /// A command line split as a shell splits it, double quotes grouping words.
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quoted = false
    var inWord = false
    for character in line {
      if character == "\"" {
        quoted.toggle()
        inWord = true
      } else if character == " " && !quoted {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }

  @Test func consoleSamplesAreRealOutput() throws {
    let text = try #require(Golden.read(Golden.root + "/docs/migrating.md"))
    let fake = FakeEnvironment()
    for (path, bytes) in Self.files("loop") { fake.files["loop-export/" + path] = bytes }
    fake.files["harsh/habits"] = ImportCheck.fixture("harsh/habits")
    fake.files["harsh/log"] = ImportCheck.fixture("harsh/log")
    fake.files["habits.org"] = ImportCheck.fixture("org/habits.org")
    var commands = 0
    for block in DocumentationRunTests.markdownBlocks(text) where block.kind == "console" {
      var index = 0
      while index < block.lines.count {
        let command = String(block.lines[index].dropFirst(2))
        #expect(block.lines[index].hasPrefix("$ "), "docs/migrating.md:\(block.line + index + 1)")
        var end = index + 1
        while end < block.lines.count && !block.lines[end].hasPrefix("$ ") { end += 1 }
        let shown = block.lines[(index + 1)..<end].map { $0 + "\n" }.joined()
        var words = Self.words(command)
        if words.first == "cat" {
          #expect(fake.text(words[1]) == shown, "docs/migrating.md: \(command)")
        } else {
          let stdoutOnly = words.last == "2>/dev/null"
          if stdoutOnly { words.removeLast() }
          fake.stdout = ""
          fake.stderr = ""
          fake.run(Array(words.dropFirst()))
          #expect(fake.stdout == shown, "docs/migrating.md: \(command)")
          if !stdoutOnly { #expect(fake.stderr == "", "docs/migrating.md: \(command)") }
        }
        commands += 1
        index = end
      }
    }
    #expect(commands >= 9)
  }
}
