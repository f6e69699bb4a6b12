import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The man pages cannot drift from the code: habits.1 has a subsection per subcommand with its
/// options (the global ones under OPTIONS), habits.5 has every diagnostic code with its
/// severity and every keyword of grammar.md's schedules, options and log lines, and both
/// render with groff without a warning.
@Suite struct ManPageTests {
  static let commands = Golden.read(Golden.root + "/man/habits.1") ?? ""
  static let formats = Golden.read(Golden.root + "/man/habits.5") ?? ""

  /// An option or name as roff writes it: `--file` as `\-\-file`.
  static func roff(_ text: String) -> String { text.replacing("-", with: "\\-") }

  /// The lines of `page` from the one starting with `heading` to the next section or
  /// subsection.
  static func section(_ heading: String, in page: String) -> String? {
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }) else { return nil }
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix(".SS") || $0.hasPrefix(".SH") } ?? lines.endIndex
    return lines[start..<end].joined(separator: "\n")
  }

  /// Whether `text` has a `.TP` item for `option`: `.TP` then a `.B`, `.BI` or `.BR` line with
  /// its long spelling (and its short one, if any) as words.
  static func describes(_ option: CommandSpec.Option, in text: String) -> Bool {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.indices.dropFirst().contains { index in
      let words = lines[index].split(separator: " ").map(String.init)
      return lines[index - 1] == ".TP" && [".B", ".BI", ".BR"].contains(words.first ?? "")
        && words.contains(roff("--" + option.long))
        && (option.short.map { words.contains(roff("-\($0)")) } ?? true)
    }
  }

  @Test("both pages exist and carry the version --version prints")
  func version() {
    for page in [Self.commands, Self.formats] {
      #expect(page.contains(".TH HABITS "), "missing page")
      #expect(page.contains("\"habits \(HelpText.version)\""))
    }
  }

  @Test("habits.1 describes every subcommand with its arguments and options", arguments: HabitsCommand.specs.map(\.name))
  func subcommand(_ name: String) throws {
    let spec = try #require(HabitsCommand.specs.first { $0.name == name })
    let text = try #require(Self.section(".SS \"habits \(name)", in: Self.commands), "no .SS for \(name)")
    let heading = String(text.prefix { $0 != "\n" })
    for argument in spec.arguments {
      #expect(heading.contains("\\fI\(argument.name)\\fR"), "\(name): <\(argument.name)> not in the heading")
    }
    for option in spec.options {
      #expect(Self.describes(option, in: text), "\(name): --\(option.long) not described")
    }
  }

  @Test("habits.1 lists the subcommands in help's order")
  func order() {
    let positions = HabitsCommand.specs.map { spec in
      Self.commands.firstRange(of: ".SS \"habits \(spec.name)").map { Self.commands.distance(from: Self.commands.startIndex, to: $0.lowerBound) } ?? -1
    }
    #expect(!positions.contains(-1))
    #expect(positions == positions.sorted())
  }

  @Test("habits.1 describes every global option, --version, exit status, environment and files")
  func globalOptions() throws {
    let options = try #require(Self.section(".SH OPTIONS", in: Self.commands))
    for option in CommandSpec.globalOptions + [CommandSpec.Option("version", help: "")] {
      #expect(Self.describes(option, in: options), "--\(option.long)")
    }
    for heading in [".SH \"EXIT STATUS\"", ".SH ENVIRONMENT", ".SH FILES", ".SH EXAMPLES"] {
      #expect(Self.commands.contains(heading))
    }
    let environment = try #require(Self.section(".SH ENVIRONMENT", in: Self.commands))
    for variable in ["HABITS_FILE", "HABITS_LOG", "HABITS_DIR", "NO_COLOR", "CLICOLOR_FORCE", "TZ"] {
      #expect(environment.contains(".B " + variable), "\(variable)")
    }
    let exit = try #require(Self.section(".SH \"EXIT STATUS\"", in: Self.commands))
    for status in [ExitStatus.success, .findings, .failure] { #expect(exit.contains(".B \(status.rawValue)\n")) }
  }

  @Test("habits.5 catalogues every diagnostic code with its severity", arguments: DiagnosticCode.allCases)
  func diagnostic(_ code: DiagnosticCode) {
    #expect(Self.formats.contains("\\fB\(Self.roff(code.rawValue))\\fR (\(code.severity.rawValue))\n"))
  }

  /// The quoted words of the EBNF blocks of grammar.md's sections 3 (schedules), 4 (options)
  /// and 5 (the log).
  static let keywords: [String] = {
    guard let grammar = Golden.read(Golden.root + "/grammar.md"),
      let start = grammar.firstRange(of: "## 3. Schedules"), let end = grammar.firstRange(of: "## 6. ")
    else { return [] }
    var words: [String] = []
    var inEBNF = false
    for line in grammar[start.lowerBound..<end.lowerBound].split(separator: "\n") {
      if line.hasPrefix("```") {
        inEBNF = line == "```ebnf"
        continue
      }
      guard inEBNF else { continue }
      for (index, part) in line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      where index % 2 == 1 && part.contains(where: \.isLetter) && !words.contains(String(part)) {
        words.append(String(part))
      }
    }
    return words
  }()

  /// habits.5 as words: font changes, escapes and macro names taken out.
  static let formatsText: String = {
    var text = formats.replacing("\\-", with: "-").replacing("\\(mu", with: "×")
    for escape in ["\\fB", "\\fI", "\\fR", "\\fP", "\\(oq", "\\(cq", "\\|", "\\&"] {
      text = text.replacing(escape, with: " ")
    }
    return text.lowercased()
  }()

  @Test("grammar.md has schedule, option and log keywords to check")
  func keywordsFound() {
    #expect(Self.keywords.count > 60)
    #expect(Self.keywords.contains("thrice") && Self.keywords.contains("carryover") && Self.keywords.contains("resume"))
  }

  @Test("habits.5 uses every keyword of grammar.md's schedules, options and log", arguments: keywords)
  func keyword(_ keyword: String) {
    let word = keyword.lowercased()
    let text = Self.formatsText
    var found = false
    var search = text.startIndex
    while let range = text[search...].firstRange(of: word) {
      let before = range.lowerBound == text.startIndex ? " " : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? " " : text[range.upperBound]
      if !(before.isLetter || before == "-") && !(after.isLetter || after == "-") {
        found = true
        break
      }
      search = range.upperBound
    }
    #expect(found, "'\(keyword)' is not in habits.5")
  }

  @Test(
    "the pages render with groff without warnings",
    .enabled(if: Subprocess.isInstalled("groff"), "groff is not installed (apt-get install groff)"),
    arguments: ["habits.1", "habits.5"], ["utf8", "latin1", "ascii"])
  func renders(_ page: String, device: String) throws {
    // `man` renders with latin1 or ascii in a C or POSIX locale: a character only utf8 has warns there.
    let result = try #require(Subprocess.run(["groff", "-man", "-T" + device, "-ww", "-z", Golden.root + "/man/" + page]))
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }
}
