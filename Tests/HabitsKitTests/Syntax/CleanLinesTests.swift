import Testing
@testable import HabitsKit

/// The parser's clean path (`LogFileParser.readClean`): a grouped line whose items were read
/// before, and a directive whose body was, are read from what was read then. Whatever the
/// order of the lines, what came before them, and whatever they hold, a log read in one go
/// must give each line exactly what a fresh parse of that line alone gives: kind, names,
/// counts, columns, alternative reading and diagnostics.
@Suite struct CleanLinesTests {
  private static let lines = [
    "2026-11-20 Gym, Read x2, Pushups X3",
    "2026-11-21 Read x2,Gym",
    "2026-11-21\tGym ,  Read x2\t# a tab and a comment",
    "2026-11-22 Gym, Read x2, Pushups X3",
    "2026-11-22 gym, READ x2",
    "2026-11-22 Gym, Nope, Pushups X3",
    "2026-11-23 Gym,, Read x2",
    "2026-11-23 Gym, Read x0",
    "2026-11-23 Gym, Read x2,",
    "2026-11-24 Run 5 km, Gym",
    "2026-11-24 Run 5 km, Gym",
    "2026-11-24 Abcdefgh, Abcdefghijklmnop, Abcdefghijklmnopq, Gym",
    "2026-11-25 Gym, Abcdefgh, Abcdefghijklmnopq, Abcdefghijklmnop",
    "2026-11-25 skip Gym",
    "2026-11-26 skip Gym",
    "2026-11-26 SKIP Gym   # why",
    "2026-11-27 skip  Gym, Read",
    "2026-11-27 skip  Gym, Read",
    "2026-11-27 vacation Gym until 2026-12-01",
    "2026-11-28 vacation Gym until 2026-12-05",
    "2026-11-28 Vacation Gym UNTIL 2026-12-09",
    "2026-11-28 vacation Gym until 2026-12-05 # again",
    "2026-11-29 vacation Gym until 2026-02-30",
    "2026-11-29 vacation Gym until 2026-1-5",
    "2026-11-29 vacation Gym until",
    "2026-11-29 vacation Gym until until 2026-12-07",
    "2026-11-30 vacation until 2026-12-10",
    "2026-12-01 vacation until 2026-12-12",
    "2026-12-01 vacation\tuntil\t2026-12-14",
    "2026-12-02 vacation",
    "2026-12-03 vacation",
    "2026-12-03 resume",
    "2026-12-04 resume Gym",
    "2026-12-05 resume Gym",
    "2026-12-05 resume, Gym",
    "2026-12-06 Skip rope",
    "2026-12-06 Gym, redeem Tea",
    "2026-12-06 redeem Tea",
    "2026-12-07 redeem Tea",
    "2026-12-07 redeem Tea x2",
    "2026-12-07 Skip rope",
    "2026-12-08 skip",
    "2026-12-08 vacation Gym, Read until 2026-12-20",
    "2026-12-09 vacation Gym, Read until 2026-12-21",
    "2026-12-09 vacation Gym,until 2026-12-21",
    "2026-12-10 skip Gym x2",
    "2026-12-11 skip Gym x2",
    "2026-12-12 vacation Gym x0, Read until 2026-12-20",
    "2026-12-13 vacation Gym x0, Read until 2026-12-22",
    "2026-12-13 vacation Run 5 km until 2026-12-22",
    "2026-12-14 vacation Run 5 km until 2026-12-23",
    "2026-02-30 Gym, Read x2",
    "2026-12-14",
    "2026-12-14   ",
    "  2026-12-14 Gym, Read x2",
    "2026-12-14 Gym\u{A0}x2, Read x2",
    "2026-12-15 Gym, R\u{E9}ad",
    "2026-12-15 Gym, Read x2 # caf\u{E9}",
    "2026-12-16 Gym, Read x2\u{7}",
    "2026-12-17 Gym,Read x2 ",
    "2026-12-17 Very long habit name that is over sixteen bytes, Gym",
    "2026-12-18 Very long habit name that is over sixteen bytes, Gym",
    "2026-12-19 Gym , Read x2 , Pushups X3",
    "2026-12-19 Gym x1000001, Read x2",
    "20261220 Gym",
    "2026-12-20Gym",
    "# a comment",
    "",
  ]

  /// Every line of `syntax` as text: its place, what it says with each name's spelling,
  /// columns and count, and its reading as completions; then every diagnostic, whole.
  private static func describe(_ syntax: LogFileSyntax) -> [String] {
    func entries(_ range: Range<Int>) -> String {
      syntax.entries[range].map { entry in
        let unit = entry.unit.map { syntax.spellings[$0] } ?? "-"
        let item = entry.itemName.map { syntax.spellings[$0] } ?? "-"
        return "[\(syntax.text(of: entry.name)) \(entry.name.range) x\(entry.count) \(String(describing: entry.countRange)) \(unit) \(item)]"
      }.joined(separator: " ")
    }
    func names(_ range: Range<Int>) -> String {
      syntax.names[range].map { "[\(syntax.text(of: $0)) \($0.range)]" }.joined(separator: " ")
    }
    func problems(_ diagnostics: [Diagnostic]) -> [String] {
      diagnostics.map {
        "\($0.code) \($0.severity) \($0.message) \($0.range) \($0.notes.map { "\($0.message) \(String(describing: $0.range))" }) \(String(describing: $0.fix))"
      }
    }
    var described = syntax.lines.map { line -> String in
      var text = "\(line.number) \(line.day) \(line.lineRange) \(line.dateRange) \(String(describing: line.untilRange)) "
      switch line.kind {
      case .completions(let range): text += "completions " + entries(range)
      case .vacation(let range, let until): text += "vacation \(names(range)) until \(String(describing: until))"
      case .skip(let range): text += "skip " + names(range)
      case .resume(let range): text += "resume " + names(range)
      case .redeem(let index): text += "redeem " + entries(index..<(index + 1))
      case .unreadDirective(let index): text += "unread \(problems(syntax.directiveProblems[index]))"
      }
      if let alternative = line.alternative { text += " or " + entries(alternative) }
      return text
    }
    described += problems(syntax.diagnostics)
    return described
  }

  /// `lines` read in one go, and each line read alone (at the same line number), described.
  private static func readBothWays(_ lines: [String]) -> (whole: [String], alone: [String]) {
    let whole = describe(LogFileParser(file: SourceFile(path: "log.txt", text: lines.joined(separator: "\n") + "\n")).parse())
    var alone: [String] = []
    var aloneProblems: [String] = []
    for (index, line) in lines.enumerated() {
      let text = String(repeating: "\n", count: index) + line + "\n"
      let syntax = LogFileParser(file: SourceFile(path: "log.txt", text: text)).parse()
      let described = describe(syntax)
      alone += described.prefix(syntax.lines.count)
      aloneProblems += described.dropFirst(syntax.lines.count)
    }
    return (whole, alone + aloneProblems)
  }

  @Test("a log read in one go reads each line as a fresh parse of that line alone")
  func sameAsFresh() {
    let (whole, alone) = Self.readBothWays(Self.lines)
    #expect(whole == alone)
    // The lines that repeat what was read before were read from it (a directive's body
    // numbered, and read anew for each line).
    #expect(whole.filter { $0.contains(" skip ") }.count >= 6)
    #expect(whole.filter { $0.contains(" vacation [Gym") }.count >= 6)
  }

  @Test("in any order, and after a diagnostic on an earlier line")
  func anyOrder() {
    var lines = Self.lines
    // A deterministic shuffle (a linear congruential generator), several times over.
    var state: UInt64 = 20_261_120
    for _ in 0..<6 {
      for index in stride(from: lines.count - 1, to: 0, by: -1) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        lines.swapAt(index, Int(state >> 33) % (index + 1))
      }
      let (whole, alone) = Self.readBothWays(["2026-11-19 Gym,, Read x2", "2026-11-19 vacation Gym until 2026-13-01"] + lines)
      #expect(whole == alone)
    }
  }

  @Test("a line of known items with a new one is parsed whole, and the new item read")
  func newItemAmongKnown() {
    let lines = ["2026-11-20 Gym, Read", "2026-11-21 Gym, Swim, Read", "2026-11-22 Swim, Gym"]
    let syntax = LogFileParser(file: SourceFile(path: "log.txt", text: lines.joined(separator: "\n") + "\n")).parse()
    #expect(syntax.lines.count == 3)
    guard case .completions(let last) = syntax.lines[2].kind else {
      Issue.record("expected completions")
      return
    }
    #expect(syntax.entries[last].map { syntax.text(of: $0.name) } == ["Swim", "Gym"])
    #expect(syntax.entries[last].map(\.name.range.start.column) == [12, 18])
  }
}

/// The resolver resolves a directive body's habits once: each line still applies to them,
/// repeats are still found, and names that are no habits are still reported on every line.
@Suite struct KnownDirectivesTests {
  private let habits = "Gym: daily\nRead: daily\nSkip rope: daily\n"

  @Test("skips and vacations of the same habits on many lines, and unknown names each time")
  func repeatedDirectives() {
    let log = """
      2026-11-01 skip Gym
      2026-11-02 skip Gym
      2026-11-02 skip gym
      2026-11-03 skip Nope
      2026-11-04 skip Nope
      2026-11-05 vacation Read, Gym until 2026-11-06
      2026-11-08 vacation Read, Gym until 2026-11-09
      2026-11-08 vacation Gym, Read until 2026-11-09
      2026-11-10 Skip rope
      2026-11-11 Skip rope
      2026-11-12 vacation
      2026-11-15 resume
      2026-11-16 vacation
      2026-11-18 resume

      """
    let result = load(habits, log: log, today: "2026-11-20")
    #expect(shortDiagnostics(result).map { String($0.prefix(14)) + ($0.split(separator: "[").last.map(String.init) ?? "") } == [
      "log.txt:3:1: wduplicate-entry]", "log.txt:4:17: unknown-habit]", "log.txt:5:17: unknown-habit]",
      "log.txt:8:1: wduplicate-entry]",
    ])
    let gym = result.journal.logs[0]
    #expect(gym.vacations.map { "\($0.start)..\(String(describing: $0.end))" } == [
      "2026-11-01..Optional(2026-11-01)", "2026-11-02..Optional(2026-11-02)", "2026-11-02..Optional(2026-11-02)",
      "2026-11-05..Optional(2026-11-06)", "2026-11-08..Optional(2026-11-09)", "2026-11-08..Optional(2026-11-09)",
      "2026-11-12..Optional(2026-11-14)", "2026-11-16..Optional(2026-11-17)",
    ])
    #expect(result.journal.logs[1].vacations.count == 5)
    #expect(result.journal.logs[2].completions.map(\.day) == ["2026-11-10", "2026-11-11"].map(day))
  }
}
