import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Colour as an extra channel, the colour policy, and fitting wide names to the width.
@Suite struct TerminalCraftTests {
  static let views: [[String]] = [
    ["week"], ["calendar"], ["calendar", "read"], ["graph"], ["stats"], ["stats", "read"], ["next"],
    ["why", "read"],
  ]

  @Test("coloured output is the plain output plus ANSI escapes", arguments: views)
  func colourIsExtra(arguments: [String]) {
    let plain = Examples.run(arguments).out
    let coloured = Examples.run(arguments, color: "always").out
    #expect(coloured.contains("\u{1B}["))
    #expect(strippingEscapes(coloured) == plain)
  }

  @Test("golden: the coloured week")
  func colouredGolden() {
    Golden.assertMatches(
      Examples.run(["week"], color: "always").out, Examples.golden("week-color.txt"))
  }

  @Test("NO_COLOR and TERM=dumb turn colour off on a terminal; CLICOLOR_FORCE turns it on")
  func colourPolicy() {
    func run(_ variables: [String: String], terminal: Bool) -> String {
      let env = Examples.environment()
      env.isTerminal = terminal
      env.variables = variables
      env.run(["-d", "examples", "week"])
      return env.stdout
    }
    #expect(run([:], terminal: true).contains("\u{1B}["))
    #expect(!run(["NO_COLOR": "1"], terminal: true).contains("\u{1B}["))
    #expect(!run(["TERM": "dumb"], terminal: true).contains("\u{1B}["))
    #expect(!run([:], terminal: false).contains("\u{1B}["))
    #expect(run(["CLICOLOR_FORCE": "1"], terminal: false).contains("\u{1B}["))
  }

  /// Habits whose names are wide: CJK (2 cells a character) and emoji.
  static let wideHabits = """
    読書の習慣を毎日続ける: every day; since 2026-11-01
    🏃 Run 🏃‍♀️ with friends: Mon, Wed, Fri; since 2026-11-01
    Tea: 3 on 2 off; since 2026-11-01

    """
  static let wideLog = """
    2026-11-02 読書の習慣を毎日続ける, 🏃 Run 🏃‍♀️ with friends
    2026-11-20 Tea, 読書の習慣を毎日続ける

    """

  static func runWide(_ arguments: [String], width: Int) -> String {
    let env = FakeEnvironment(
      today: Examples.today, files: ["w/habits.txt": wideHabits, "w/log.txt": wideLog])
    env.width = width
    env.run(["-d", "w", "--color", "never"] + arguments)
    #expect(env.stderr.isEmpty)
    return env.stdout
  }

  @Test("wide names fit the width and keep columns aligned", arguments: [40, 80])
  func wideNames(width: Int) {
    for arguments in [
      ["week"], ["calendar"], ["graph"], ["stats"], ["next"], ["why", "tea"], ["calendar", "読書"],
    ] {
      let out = TerminalCraftTests.runWide(arguments, width: width)
      for line in out.split(separator: "\n") {
        #expect(DisplayWidth.of(line) <= width, "\(arguments) at \(width): '\(line)'")
      }
    }
    // In the week strip every habit's row ends in the same column (no row ends in a blank).
    let rows = TerminalCraftTests.runWide(["week"], width: width).split(separator: "\n")
      .filter { $0.hasPrefix("読") || $0.hasPrefix("🏃") || $0.hasPrefix("Tea") }
    #expect(rows.count == 3)
    #expect(Set(rows.map { DisplayWidth.of($0) }).count == 1, "\(rows)")
  }

  @Test("golden: wide names at 40 and 80 columns", arguments: [40, 80])
  func wideGolden(width: Int) {
    var out = ""
    for arguments in [["week"], ["next"], ["stats"]] {
      out +=
        "$ habits \(arguments.joined(separator: " "))\n"
        + TerminalCraftTests.runWide(arguments, width: width) + "\n"
    }
    Golden.assertMatches(out, Examples.golden("wide-names-\(width).txt"))
  }

  @Test("the view commands are listed, in this order, after backlog in help")
  func help() {
    let names = HabitsCommand.specs.map(\.name)
    let backlog = names.firstIndex(of: "backlog")!
    let views = ["week", "calendar", "graph", "stats", "next", "why"]
    let positions = views.compactMap { names.firstIndex(of: $0) }
    #expect(positions.count == views.count)
    #expect(positions == positions.sorted() && positions.allSatisfy { $0 > backlog })
  }
}

extension TerminalCraftTests {
  @Test("a flag (a regional-indicator pair) is two cells, a lone indicator one, so a flag in a name keeps columns aligned")
  func flagWidth() {
    #expect(DisplayWidth.of("🇩🇪") == 2)
    #expect(DisplayWidth.of("Flag 🇩🇪") == 7)
    #expect(DisplayWidth.of("🇩🇪🇫🇷") == 4)
    #expect(DisplayWidth.of("\u{1F1E9}") == 1)
    let env = FakeEnvironment(today: "2026-11-03", files: ["habits.txt": "Flag 🇩🇪: every day; since 2026-11-01\nPlain: every day; since 2026-11-01\n"])
    env.run(["stats", "--color", "never"])
    let rows = env.stdout.split(separator: "\n").filter { $0.contains("Flag") || $0.contains("Plain") }
    #expect(rows.count == 2, "\(env.stdout)")
    #expect(Set(rows.map { DisplayWidth.of($0) }).count == 1, "\(rows)")
    // The flag's row is padded one space less than if it were one cell wide.
    #expect(rows.first { $0.contains("Flag") }.map { $0.utf8.count - "Flag 🇩🇪".utf8.count } == rows.first { $0.contains("Plain") }.map { $0.utf8.count - "Plain".utf8.count - 2 })
  }
}
