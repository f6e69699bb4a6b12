import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The log's loading path: a parse that does not depend on the habits file, completions
/// gathered per habit as lines are read (in any order), and findings bounded per code.
@Suite struct LogLoadingTests {
  @Test("a line starting with a keyword keeps both readings; the habits decide which stands")
  func contextFreeParse() {
    let text = "2026-11-20 Skip rope\n2026-11-21 skip\n2026-11-22 skip Gym\n"
    let syntax = LogFileParser(file: SourceFile(path: "log.txt", text: text)).parse()
    #expect(syntax.diagnostics.isEmpty)
    #expect(syntax.lines.count == 3)
    #expect(syntax.lines.allSatisfy { $0.alternative != nil })
    // "2026-11-21 skip" has no habits to skip: a problem only if "skip" is no habit.
    guard case .unreadDirective(let problems) = syntax.lines[1].kind else {
      Issue.record("expected an unread directive, got \(syntax.lines[1].kind)")
      return
    }
    #expect(syntax.directiveProblems[problems].map(\.message) == ["expected the habits to skip after 'skip'"])

    let withHabits = load("Skip rope: daily\nSkip: daily\nGym: daily\n", log: text, today: "2026-11-22")
    #expect(shortDiagnostics(withHabits).isEmpty)
    #expect(withHabits.journal.logs[0].completions.map(\.day) == [day("2026-11-20")])
    #expect(withHabits.journal.logs[1].completions.map(\.day) == [day("2026-11-21")])
    #expect(withHabits.journal.logs[2].vacations == [Vacation(start: day("2026-11-22"), end: day("2026-11-22"))])

    let withoutSkip = load("Skip rope: daily\nGym: daily\n", log: text, today: "2026-11-22")
    #expect(shortDiagnostics(withoutSkip) == ["log.txt:2:16: error: expected the habits to skip after 'skip' [syntax]"])
  }

  @Test("a tracked habit whose name starts with a keyword takes bare numbers: 'Skip rope 7' is its value, not a skip")
  func keywordNamedTrackedHabit() {
    let log = "2026-11-20 Skip rope 7\n2026-11-21 Skip 3\n2026-11-22 skip Gym\n"
    let loaded = load("Skip rope: tracked\nSkip: tracked\nGym: daily\n", log: log, today: "2026-11-22")
    #expect(shortDiagnostics(loaded).isEmpty)
    #expect(loaded.journal.logs[0].completions.map(\.day) == [day("2026-11-20")])
    #expect(loaded.journal.logs[1].completions.map(\.day) == [day("2026-11-21")])
    #expect(loaded.journal.logs[2].vacations == [Vacation(start: day("2026-11-22"), end: day("2026-11-22"))])
    #expect(loaded.journal.namesHabit(item: "Skip rope 7") && !loaded.journal.namesHabit(item: "Gym 7"))
    // A habit with a unit takes no bare number: the line stays a skip, of a habit that is none.
    let withUnit = load("Skip rope: tracked; min\n", log: "2026-11-20 Skip rope 7\n", today: "2026-11-22")
    #expect(!shortDiagnostics(withUnit).isEmpty)
  }

  @Test("a body seen before is known by all its bytes, among thousands of bodies however alike")
  func knownBodies() {
    // Bodies of 1 to 20 bytes, pairs one byte apart, and more distinct bodies than the parser
    // keeps at hand (`recentBodies`), each on several days; the last line has no newline.
    var names = [
      "G", "Gym", "Gyn", "Gymm", "Readings", "Readingz", "Reading a", "Reading b", "Stretch long one",
      "Stretch long two", "Stretch longer one", "Stretch longer two",
    ]
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    names += (0..<3000).map { i in
      String(repeating: "h", count: 1 + i % 12) + " " + String([letters[i % 26], letters[i / 26 % 26], letters[i / 676]])
    }
    var lines: [String] = []
    var expected: [(name: String, count: Int)] = []
    for round in 0..<3 {
      for (i, name) in names.enumerated() {
        let count = (i + round) % 5 == 0 ? 3 : 1
        let dayOfMonth = 1 + (round * 9 + i / 400) % 28
        let date = "2026-02-" + (dayOfMonth < 10 ? "0" : "") + String(dayOfMonth)
        lines.append(date + " " + name + (count > 1 ? " x3" : ""))
        expected.append((name, count))
      }
    }
    let syntax = LogFileParser(file: SourceFile(path: "log.txt", text: lines.joined(separator: "\n"))).parse()
    #expect(syntax.diagnostics.isEmpty)
    #expect(syntax.lines.count == expected.count)
    var wrong = 0
    for (line, (name, count)) in zip(syntax.lines, expected) {
      guard case .completions(let range) = line.kind, range.count == 1 else {
        wrong += 1
        continue
      }
      let entry = syntax.entries[range.lowerBound]
      if syntax.spellings[entry.name.spelling] != name || entry.count != count { wrong += 1 }
    }
    #expect(wrong == 0)
  }

  @Test("completions of lines out of date order come sorted, counts of a day added")
  func outOfOrder() {
    let log = "2026-11-20 Gym\n2026-11-18 Pushups x2\n2026-11-18 Gym\n2026-11-18 Pushups\n2026-11-19 Gym\n"
    let result = load("Gym: daily\nPushups: daily; 3 times\n", log: log, today: "2026-11-22")
    #expect(shortDiagnostics(result).isEmpty)
    #expect(result.journal.logs[0].completions.map(\.day) == [day("2026-11-18"), day("2026-11-19"), day("2026-11-20")])
    #expect(result.journal.logs[1].completions == [Completion(day: day("2026-11-18"), count: 3)])
  }

  @Test("a repeat is a line saying what an earlier line of its day said, one entry or several")
  func repeats() {
    let log = """
      2026-11-20 Gym
      2026-11-20 Read, Gym
      2026-11-20 Gym
      2026-11-21 Gym, Read
      2026-11-21 read, gym
      2026-11-21 Gym x2
      2026-11-20 Read

      """
    let found = shortDiagnostics(load("Gym: daily\nRead: daily\n", log: log, today: "2026-11-22"))
    #expect(found == [
      "log.txt:3:1: warning: this line repeats line 1 [duplicate-entry]",
      "log.txt:5:1: warning: this line repeats line 4 [duplicate-entry]",
    ])
  }

  @Test("findings of one code are listed up to the bound, then summed up where the rest start")
  func boundedFindings() {
    let limit = BoundedDiagnostics.defaultLimit
    let lines = (0..<(limit + 250)).map { "2026-11-20 Nope\($0 % 3)" }
    let result = load("Gym: daily\n", log: lines.joined(separator: "\n") + "\n2026-11-20 Gym\n2026-11-20 Gym\n")
    let unknown = result.diagnostics.filter { $0.code == .unknownHabit }
    #expect(unknown.count == limit + 1)
    #expect(unknown.last?.count == 250)
    #expect(unknown.last?.range.start.line == limit + 1)
    #expect(unknown.last?.message == "250 more unknown-habit errors in this file, from here on, not listed one by one")
    #expect(result.diagnostics.errorCount == limit + 250)
    // Another code is counted on its own.
    #expect(result.diagnostics.warningCount == 1)
    let text = DiagnosticRenderer(sources: result.sources).render(result.diagnostics, format: .text)
    #expect(text.contains("log.txt:101:12: error: 250 more unknown-habit errors in this file, from here on, not listed one by one [unknown-habit]"))
  }

  @Test("the log parses without the habits: directives, resumes of all, counts")
  func parseIgnoresHabits() {
    let text = "2026-11-20 vacation Gym until 2026-11-25\n2026-11-21 resume\n2026-11-22 Gym, Read x3\n"
    let first = LogFileParser(file: SourceFile(path: "log.txt", text: text)).parse()
    #expect(first.lines.count == 3)
    guard case .resume(let resumed) = first.lines[1].kind, case .completions(let done) = first.lines[2].kind else {
      Issue.record("expected a resume and completions")
      return
    }
    #expect(resumed.isEmpty)
    #expect(first.entries[done].map { "\(first.text(of: $0.name)) x\($0.count)" } == ["Gym x1", "Read x3"])
    guard case .vacation(let names, let until) = first.lines[0].kind else {
      Issue.record("expected a vacation")
      return
    }
    #expect(first.names[names].map { first.text(of: $0) } == ["Gym"])
    #expect(until == day("2026-11-25"))
  }
}

/// The parser reads each distinct line body and item once and reuses what it read: the reuse
/// must give exactly what reading the line afresh gives, names, counts and columns included.
@Suite struct RememberedItemsTests {
  private static let lines = [
    "2026-11-20 Gym", "2026-11-20 Read x2", "2026-11-21 Gym", "2026-11-21 Gym, Read x2", "2026-11-21  Read x2 ,Gym",
    "2026-11-22 Read x2", "2026-11-22 Pushups X3", "2026-11-22 Gym # note", "2026-11-22 Gym ",
    "2026-11-23 Swim,  Gym", "2026-11-23 Gym\u{A0}x2", "2026-11-23 Gym x2", "2026-11-24 Read x0", "2026-11-24 Read x2",
    "2026-11-24 skip Gym", "2026-11-25 Skip rope", "2026-11-25 Gym", "2026-11-26 Very long habit name here x12",
    "2026-11-27 Very long habit name here x12", "2026-11-27 Gym,Read x2,Pushups x3",
  ]

  /// Each entry as text: line, columns, spelling, count and the count's columns.
  private static func entries(_ syntax: LogFileSyntax) -> [String] {
    syntax.lines.flatMap { line -> [String] in
      guard case .completions(let range) = line.kind else {
        guard case .skip(let names) = line.kind else { return ["\(line.number): another kind"] }
        return ["\(line.number): skip " + syntax.names[names].map { syntax.text(of: $0) }.joined(separator: ", ")]
      }
      return syntax.entries[range].map {
        "\($0.name.range) \(syntax.text(of: $0.name)) x\($0.count) \(String(describing: $0.countRange))"
      }
    }
  }

  @Test("a log read in one go gives each line's entries as a fresh read of that line alone")
  func sameAsFresh() {
    let whole = LogFileParser(file: SourceFile(path: "log.txt", text: Self.lines.joined(separator: "\n") + "\n")).parse()
    var fresh: [String] = []
    for (index, line) in Self.lines.enumerated() {
      // The line alone, at the same line number.
      let text = String(repeating: "\n", count: index) + line + "\n"
      fresh += Self.entries(LogFileParser(file: SourceFile(path: "log.txt", text: text)).parse())
    }
    #expect(Self.entries(whole) == fresh)
    #expect(Self.entries(whole).count > Self.lines.count)
  }
}

/// The counts gathered per habit and day, and the log read again only for the habits that may
/// have a finding on some line.
extension LogLoadingTests {
  @Test("a run's date in the month of the run before is read from its day of the month")
  func datesWithinAMonth() {
    let log = """
      2026-02-01 Gym
      2026-02-28 Gym
      2026-02-29 Gym
      2026-02-2x Gym
      2026-02-09 Gym
      2026-03-01 Gym
      2026-03-31 Gym
      2026-03-00 Gym

      """
    let result = load("Gym: daily\n", log: log, today: "2026-12-31")
    #expect(shortDiagnostics(result).map { $0.split(separator: " ").first.map(String.init) ?? "" }
      == ["log.txt:3:1:", "log.txt:4:1:", "log.txt:8:1:"])
    #expect(result.journal.logs[0].completions.map(\.day) == ["2026-02-01", "2026-02-09", "2026-02-28", "2026-03-01", "2026-03-31"].map(day))
  }

  @Test("a backfilled line is compared with the lines of its day, and a line outside the habit's life found")
  func readAgain() {
    let log = """
      2026-11-20 Gym
      2026-11-21 Gym
      2026-11-21 Read
      2026-11-20 Gym
      2026-11-18 Read
      2026-11-20 Pushups x2
      2026-11-20 Pushups

      """
    let result = load("Gym: daily\nRead: daily; since 2026-11-19\nPushups: daily; 3 times\n", log: log, today: "2026-11-22")
    #expect(shortDiagnostics(result).map { $0.split(separator: "[").last.map(String.init) ?? "" } == ["duplicate-entry]", "before-start]"])
    #expect(shortDiagnostics(result).map { $0.prefix(10) } == ["log.txt:4:", "log.txt:5:"])
    #expect(result.journal.logs[0].completions.map(\.count) == [2, 1])
    #expect(result.journal.logs[1].completions.map(\.day) == ["2026-11-18", "2026-11-21"].map(day))
    #expect(result.journal.logs[2].completions == [Completion(day: day("2026-11-20"), count: 3)])
  }
}
