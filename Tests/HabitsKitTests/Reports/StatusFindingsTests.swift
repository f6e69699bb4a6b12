import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The board's warnings are facts (`StatusReport.Warning`): the text says them in words, the
/// JSON gives the same words in `warnings` and the facts in `findings`, one entry per line, in
/// the same order.
@Suite struct StatusFindingsTests {
  /// Each warning line and its `findings` entry.
  typealias Case = FilesCase<[(text: String, finding: String)]>

  static let cases: [Case] = [
    Case(
      name: "a streak at stake", habits: "Vitamins: every day; since 2026-11-01\n",
      log: "2026-11-20 Vitamins\n2026-11-21 Vitamins\n", today: "2026-11-22",
      expected: [
        (
          "Vitamins: due today to keep a 2-day streak",
          #"{"habit":"Vitamins","kind":"streak_at_stake","streak":{"start":"2026-11-20","end":"2026-11-21","days":2},"backlog":null,"free_days":null,"period":null,"date":null}"#
        )
      ]),
    Case(
      name: "a backlog with too few free days", habits: "W: 3 times a week; since 2026-11-01\n",
      log: "2026-11-02 W, W, W\n2026-11-09 W, W, W\n2026-11-21 W\n", today: "2026-11-21",
      expected: [
        (
          "W: 2 behind, only 1 free day left this week (until Sun): log 'W x2'",
          #"{"habit":"W","kind":"not_enough_free_days","streak":null,"backlog":2,"free_days":1,"period":{"start":"2026-11-16","end":"2026-11-22"},"date":null}"#
        )
      ]),
    // No due day left in the cycle, one free day: one count catches all three up today.
    Case(
      name: "a backlog with too few free days and no due day left: the advice is one count", habits: "Swim: 3 on 2 off; since 2026-11-02\n",
      log: "2026-11-02 Swim\n2026-11-03 Swim\n2026-11-04 Swim\n", today: "2026-11-11",
      expected: [
        (
          "Swim: 3 behind, only 1 free day left this cycle (until today): log 'Swim x3'",
          #"{"habit":"Swim","kind":"not_enough_free_days","streak":null,"backlog":3,"free_days":1,"period":{"start":"2026-11-07","end":"2026-11-11"},"date":null}"#
        )
      ]),
    // An amount: the whole amount behind, in one entry.
    Case(
      name: "a backlog of an amount with too few free days: the advice is the amount", habits: "Run: Mon, Wed, Fri; 5 km; since 2026-11-16\n",
      log: "2026-11-16 Run 2 km\n", today: "2026-11-22",
      expected: [
        (
          "Run: 3 behind, only 1 free day left this week (until today): log 'Run 13 km'",
          #"{"habit":"Run","kind":"not_enough_free_days","streak":null,"backlog":3,"free_days":1,"period":{"start":"2026-11-16","end":"2026-11-22"},"date":null}"#
        )
      ]),
    Case(
      name: "needing attention: last logged, nothing logged, over a limit",
      habits: "A: every day; since 2026-11-01\nB: every day; since 2026-11-01\nSweets: at most 1 a week; since 2026-11-01\n",
      log: "2026-11-10 A\n2026-11-20 Sweets x3\n", today: "2026-11-22",
      expected: [
        (
          "A: needs attention: last logged Nov 10",
          #"{"habit":"A","kind":"last_logged","streak":null,"backlog":null,"free_days":null,"period":null,"date":"2026-11-10"}"#
        ),
        (
          "B: needs attention: nothing logged since Nov 1",
          #"{"habit":"B","kind":"unlogged_since","streak":null,"backlog":null,"free_days":null,"period":null,"date":"2026-11-01"}"#
        ),
        (
          "Sweets: needs attention: over limit Nov 20",
          #"{"habit":"Sweets","kind":"over_limit","streak":null,"backlog":null,"free_days":null,"period":null,"date":"2026-11-20"}"#
        ),
      ]),
  ]

  @Test("each warning line has its facts in findings", arguments: cases)
  func findings(_ c: Case) {
    let text = FakeEnvironment(today: c.today, files: ["habits.txt": c.habits, "log.txt": c.log])
    #expect(text.run("status --color never") == .success, "\(text.stderr)")
    let lines = text.stdout.split(separator: "\n").drop { $0 != "Warnings:" }.dropFirst().map(String.init)
    #expect(lines == c.expected.map { "  " + $0.text })
    let json = FakeEnvironment(today: c.today, files: ["habits.txt": c.habits, "log.txt": c.log])
    #expect(json.run("status --json") == .success, "\(json.stderr)")
    let words = c.expected.map { "\"" + $0.text + "\"" }.joined(separator: ",")
    let facts = c.expected.map(\.finding).joined(separator: ",")
    #expect(json.stdout.hasSuffix(#","warnings":["# + words + #"],"findings":["# + facts + "]}\n"), "\(json.stdout)")
    // `habits backlog` gives the same entry to log as the board's warning.
    for line in c.expected.map(\.text) where line.contains("free day") {
      let entry = line.split(separator: "'").dropFirst().first
      let backlog = FakeEnvironment(today: c.today, files: ["habits.txt": c.habits, "log.txt": c.log])
      #expect(backlog.run("backlog --color never") == .success, "\(backlog.stderr)")
      #expect(backlog.stdout.contains("(fewer free days than behind: log '\(entry ?? "")' to catch up at once)"), "\(backlog.stdout)")
    }
  }

  @Test("what the board says to do has its facts beside the words: goal, left, period")
  func todoFacts() throws {
    let habits = "W: 3 times a week; since 2026-11-01\nSweets: at most 1 a week; since 2026-11-01\nA: every day; since 2026-11-01\nGym: Mon, Wed, Fri; since 2026-11-01\n"
    let log = "2026-11-02 W, W, W\n2026-11-09 W, W, W\n2026-11-21 W\n2026-11-20 Sweets x3\n2026-11-21 A\n2026-11-16 Gym\n2026-11-18 Gym\n"
    let env = FakeEnvironment(today: "2026-11-21", files: ["habits.txt": habits, "log.txt": log])
    #expect(env.run("status --json") == .success, "\(env.stderr)")
    let json = try #require(JSONValue.parse(env.stdout), "\(env.stdout)")
    let rows = try #require(json["habits"]?.array)
    // A value as text: a range as "start..end".
    func text(_ value: JSONValue?) -> String {
      switch value {
      case .null: "null"
      case .number(let n): n
      case .string(let s): s
      case .some(let v): text(v["start"]) + ".." + text(v["end"])
      case nil: "missing"
      }
    }
    func facts(_ i: Int) -> String {
      ["todo", "goal", "left", "period"].map { text(rows[i][$0]) }.joined(separator: " | ")
    }
    #expect(facts(0) == "done, 2 left to catch up | 1 | 2 | 2026-11-16..2026-11-22")
    #expect(facts(3) == "catch up: 1 left this week | 1 | 1 | 2026-11-16..2026-11-22")
    #expect(facts(1) == "over by 2 this week | null | -2 | 2026-11-16..2026-11-22")
    #expect(facts(2) == "done | 1 | null | null")
  }
}
