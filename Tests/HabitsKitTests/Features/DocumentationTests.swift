import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The documents cannot drift from the code: every fenced `habits` and `log` example in
/// grammar.md and README.md parses as stated, and every diagnostic code is catalogued.
@Suite struct DocumentationTests {
  /// A fenced block: its info string and text.
  struct Block: CustomTestStringConvertible, Sendable {
    let document: String
    let line: Int
    let kind: String
    let text: String
    var testDescription: String { "\(document):\(line) \(kind)" }
  }

  static func blocks(in document: String) -> [Block] {
    guard let text = Golden.read(Golden.root + "/" + document) else { return [] }
    var result: [Block] = []
    var current: (kind: String, line: Int, lines: [String])?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if line.hasPrefix("```") {
        if let open = current {
          result.append(Block(document: document, line: open.line, kind: open.kind, text: open.lines.joined(separator: "\n") + "\n"))
          current = nil
        } else {
          current = (String(line.dropFirst(3)).trimmingSpaces, index + 1, [])
        }
      } else if current != nil {
        current!.lines.append(String(line))
      }
    }
    return result.filter { $0.kind == "habits" || $0.kind == "log" }
  }

  static let all = blocks(in: "grammar.md") + blocks(in: "README.md")

  @Test("the documents have examples of both files")
  func documentsHaveExamples() {
    #expect(DocumentationTests.all.filter { $0.kind == "habits" }.count >= 10)
    #expect(DocumentationTests.all.contains { $0.kind == "log" })
  }

  @Test("every documented example loads without a diagnostic", arguments: all)
  func exampleParses(_ block: Block) {
    let result: Loader.Result
    if block.kind == "habits" {
      result = load(block.text)
    } else {
      // A log block names its habits in a first comment line: "# habits: A, B".
      let names = block.text.split(separator: "\n").first { $0.hasPrefix("# habits:") }?
        .dropFirst("# habits:".count).split(separator: ",").map { $0.trimmingSpaces } ?? []
      #expect(!names.isEmpty, "a log example must say which habits it uses")
      // "Run [km]" is a habit with a unit, logged with amounts; "Mood [tracked]" a tracked
      // habit without one, logged with bare numbers.
      // "Gym [10 points]" earns points ("Run [km; 15 points]" both), "Smoke [-5 points]" is a
      // limit that costs them; "# rewards: Movie night [50 points]" lists the rewards.
      let rewards = block.text.split(separator: "\n").first { $0.hasPrefix("# rewards:") }?
        .dropFirst("# rewards:".count).split(separator: ",").map { $0.trimmingSpaces } ?? []
      result = load(
        names.map { name -> String in
          guard name.hasSuffix("]"), let open = name.lastIndex(of: "[") else { return "\(name): every day\n" }
          let habit = name[..<open].trimmingSpaces
          if name.hasSuffix("[tracked]") { return "\(habit): tracked\n" }
          var options = name[name.index(after: open)..<name.index(before: name.endIndex)].split(separator: ";").map { $0.trimmingSpaces }
          if options.contains(where: { $0.hasPrefix("-") }) { return "\(habit): never; \(options.joined(separator: "; "))\n" }
          if let unit = options.first, !unit.hasSuffix("points"), !unit.hasSuffix("point") { options[0] = "1 " + unit }
          return "\(habit): every day; \(options.joined(separator: "; "))\n"
        }.joined()
          + (rewards.isEmpty
            ? ""
            : "[Rewards]\n"
              + rewards.map { reward in
                let open = reward.lastIndex(of: "[")!
                return "\(reward[..<open].trimmingSpaces): \(reward[reward.index(after: open)..<reward.index(before: reward.endIndex)])\n"
              }.joined()),
        log: block.text)
    }
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
  }

  /// The schedule kind each heading of grammar.md §3 documents.
  static let families: [String: String] = [
    "every day": "everyDay", "weekly on weekdays": "weekly", "N days a week, month or year": "perPeriod",
    "monthly on days": "monthly", "cycles: N on, M off": "cycle", "every N days": "cycle",
    "every N weeks on weekdays": "everyNWeeks", "every N months on days": "everyNMonths",
    "every N days or weeks after the last time": "afterLast", "limits: never, at most N a day, week or month": "limit",
    "yearly on dates": "yearly", "one-off dates": "once", "every N years on dates": "everyNYears",
    "tracked: values to watch": "tracked", "rolling windows: N in any D days": "rolling",
  ]

  /// The kind of a schedule, as `families` names it.
  static func family(_ schedule: Schedule) -> String {
    switch schedule {
    case .everyDay: "everyDay"
    case .weekly: "weekly"
    case .perPeriod: "perPeriod"
    case .monthly: "monthly"
    case .cycle: "cycle"
    case .everyNWeeks: "everyNWeeks"
    case .everyNMonths: "everyNMonths"
    case .yearly: "yearly"
    case .everyNYears: "everyNYears"
    case .once: "once"
    case .afterLast: "afterLast"
    case .limit: "limit"
    case .tracked: "tracked"
    case .rolling, .rollingLimit: "rolling"
    }
  }

  @Test("every spelling family of grammar.md §3 has examples, and each parses to that family")
  func scheduleFamilies() throws {
    let grammar = try #require(Golden.read(Golden.root + "/grammar.md"))
    let lines = grammar.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(lines.firstIndex(of: "## 3. Schedules"))
    let end = try #require(lines.firstIndex(of: "## 4. Options"))
    var heading: String?
    var inBlock = false
    var examples: [String: [String]] = [:]
    for line in lines[start..<end] {
      if line.hasPrefix("### ") {
        heading = String(line.dropFirst(4))
      } else if line.hasPrefix("```") {
        inBlock = !inBlock && line == "```habits"
      } else if inBlock, let heading, !line.isEmpty {
        examples[heading, default: []].append(line)
      }
    }
    #expect(Set(examples.keys) == Set(DocumentationTests.families.keys), "a heading without examples, or a new one")
    for (heading, spellings) in examples {
      let family = try #require(DocumentationTests.families[heading])
      for line in spellings {
        let result = load(line + "\n")
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(line): \(shortDiagnostics(result))")
        let habit = try #require(result.journal.habits.first, "\(line)")
        #expect(DocumentationTests.family(habit.schedule) == family, "\(line) is not \(family) but \(habit.schedule)")
      }
    }
  }

  @Test("every diagnostic code has a row in grammar.md's catalogue")
  func catalogueIsComplete() throws {
    let grammar = try #require(Golden.read(Golden.root + "/grammar.md"))
    for code in DiagnosticCode.allCases {
      let row = "| `\(code.rawValue)` | \(code.severity.rawValue) |"
      #expect(grammar.contains(row), "missing catalogue row for \(code.rawValue)")
    }
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces.
  var trimmingSpaces: String {
    String(self.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
