import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `repeated-habit`: a habit named twice or more on one log line is warned about at its second
/// entry, with the line's entries written once where their sum is plain; the entries still add up.
@Suite struct RepeatedHabitsTests {
  private let habits = """
    Gym: Mon, Wed, Fri
    Read: every day
    Run: every day; 5 km
    Weight: tracked; kg
    Mood: tracked
    Headache: tracked
    Drink 8 glasses: every day

    """

  private func findings(_ log: String) -> [Diagnostic] {
    load(habits, log: log).diagnostics.filter { $0.code == .repeatedHabit }
  }

  /// A log line, and the findings it gets: each as "COLUMN: MESSAGE" and the fix's replacement
  /// of columns `fixColumns` (nil: no fix).
  @Test(
    "a habit named again on a line is warned about at its second entry, with the sum as the fix",
    arguments: [
      ("2026-11-20 Gym, Gym", [("17: 'Gym' is named twice on this line: its entries add up to 2", 12..<20, "Gym x2")]),
      ("2026-11-20 Gym x2, Read, gym X3", [("26: 'Gym' is named twice on this line: its entries add up to 5", 12..<32, "Gym x5, Read")]),
      ("2026-11-20 Run 5 km, Run 2.5km", [("22: 'Run' is named twice on this line: its entries add up to 7.5 km", 12..<31, "Run 7.5 km")]),
      ("2026-11-20 Headache, Headache x2", [("22: 'Headache' is named twice on this line: its entries add up to 3", 12..<33, "Headache x3")]),
      ("2026-11-20 Drink 8 glasses, drink 8 glasses", [("29: 'Drink 8 glasses' is named twice on this line: its entries add up to 2", 12..<44, "Drink 8 glasses x2")]),
      ("2026-11-20 Gym,Read,Gym,Read,Gym", [
        ("21: 'Gym' is named 3 times on this line: its entries add up to 3", 12..<33, "Gym x3, Read, Read"),
        ("25: 'Read' is named twice on this line: its entries add up to 2", 16..<29, "Read x2, Gym"),
      ]),
    ] as [(String, [(String, Range<Int>, String)])])
  func fixed(_ line: String, _ expected: [(String, Range<Int>, String)]) {
    let found = findings(line + "\n")
    #expect(found.map { "\($0.range.start.column): \($0.message)" } == expected.map(\.0))
    #expect(found.map { $0.fix.map { $0.range.start.column..<$0.range.end.column } } == expected.map(\.1))
    #expect(found.map { $0.fix?.replacement } == expected.map(\.2))
  }

  @Test(
    "a tracked habit's values add up but get no fix: two readings seldom mean their sum",
    arguments: ["2026-11-20 Weight 80.2 kg, Weight 80.4 kg", "2026-11-20 Mood 7, Mood 8", "2026-11-20 Mood, Mood 8"])
  func trackedValues(_ line: String) {
    let found = findings(line + "\n")
    #expect(found.count == 1)
    #expect(found.first?.fix == nil)
    #expect(found.first?.notes.contains { $0.message.contains("tracked habit") } == true)
  }

  @Test(
    "no finding for a line that names each habit once, a repeat across lines, or an entry that does not count",
    arguments: [
      "2026-11-20 Gym\n2026-11-20 Gym\n", "2026-11-20 Gym, Read\n2026-11-20 Read, Gym\n", "2026-11-20 Gym, Gmy\n",
      "2026-11-20 Run 5 km, Run 2 mi\n", "2026-11-20 Gym x2, Read\n", "2026-11-20 skip Gym, Gym\n",
    ])
  func noFinding(_ log: String) {
    #expect(findings(log).isEmpty)
  }

  @Test("the entries still add up: the warning changes no count")
  func stillCounts() {
    let result = load(habits, log: "2026-11-20 Gym, Gym x2\n")
    let gym = result.journal.loaded.first { $0.habit.name == "Gym" }
    #expect(gym?.log.completions.map(\.count) == [3])
  }

  @Test("a sum past the largest count gets no fix")
  func tooLarge() {
    let found = findings("2026-11-20 Gym x1000000, Gym\n")
    #expect(found.count == 1 && found.first?.fix == nil)
  }

  @Test("it is a warning a directive on the line allows")
  func allowed() {
    let result = load(habits, log: "2026-11-20 Gym, Gym  # habits: allow repeated-habit\n")
    #expect(!result.diagnostics.contains { $0.code == .repeatedHabit || $0.code == .unusedAllow })
  }
}
