import Testing

@testable import HabitsKit

/// `HabitChecks.run` is one pass that calls the checks as plain functions, each line's kind
/// built once; the registry (`HabitChecks.all`) describes the same checks, with the examples
/// the tests run. The pass must find exactly what the registry's rules find run one by one,
/// line by line, in the registry's order.
@Suite struct HabitChecksRunTests {
  /// Schedules of every sort the checks answer differently: bounded kinds (answered at once),
  /// monthly rules some months lack, one-off dates, yearly dates, limits and after last.
  static let schedules = [
    "every day", "Mon, Wed, Fri", "weekdays", "3 days a week", "every 3 days", "3 on 2 off",
    "monthly on the 31st", "every 5th Friday", "monthly on the 1st and 30th", "every 3 months on the 31st",
    "quarterly on the 5th Friday", "last day of the month", "yearly on Apr 15", "every 2 years on Feb 29",
    "on 2026-01-05", "on 2025-03-01 and 2027-06-01", "every 10 days after last", "at most 2 a week", "tracked",
    "every 2 weeks on Fri", "Sun",
  ]

  @Test("the one pass finds what each registered check finds, in the same order", arguments: 0..<4)
  func onePassIsTheRegistry(batch: Int) throws {
    var g = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 7_919 &+ 13))
    var text = ""
    for habit in 0..<30 {
      let name = "H\(habit)"
      var start = day("2025-01-01") + g.int(0...700)
      let pick = { (g: inout RandomHabits) in Self.schedules[g.int(0...(Self.schedules.count - 1))] }
      text += "\(name): \(pick(&g))"
      if g.chance(0.7) { text += "; since \(start)" }
      // Short ends make some lines never due.
      if g.chance(0.4) { text += "; until \(start + g.int(0...(g.chance(0.5) ? 20 : 900)))" }
      if g.chance(0.1) { text += "; ends after \(g.int(1...5)) occurrences" }
      text += "\n"
      for _ in 0..<g.int(0...6) {
        start = start + g.int(1...(g.chance(0.5) ? 6 : 120))
        text += "\(name): \(pick(&g)); from \(start)\n"
      }
    }
    let result = load(text)
    let habits = result.journal.loaded.map(\.habit)
    #expect(habits.count == 30, "\(shortDiagnostics(result))")
    #expect(habits.contains { !$0.changes.isEmpty })
    var expected: [Diagnostic] = []
    for index in habits.indices {
      for number in 0...habits[index].changes.count {
        let line = CheckedLine(habits, habit: index, line: number)
        for check in HabitChecks.all { check.run(line, habits, "habits.txt", &expected) }
      }
    }
    let found = HabitChecks.run(habits, file: "habits.txt")
    #expect(found == expected)
    // The batch makes findings of both checks, so the comparison has something to compare.
    let codes = Set(found.map(\.code))
    #expect(codes.contains(.neverDueInSomeMonths) && codes.contains(.neverDue), "\(codes)")
  }

  @Test func theRegistryListsTheChecksTheRunCalls() {
    // `run` calls these rules directly, in this order: a check added to the registry alone
    // would be documented and tested but never run.
    #expect(HabitChecks.all.map(\.code) == [.neverDueInSomeMonths, .neverDue])
  }

  @Test("a line answered by its kind's bound without a `CheckedLine` is the line its `CheckedLine` answers", arguments: 0..<3)
  func boundAnsweredInPlace(batch: Int) {
    var g = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 31 &+ 5))
    var text = ""
    for habit in 0..<40 {
      var start = day("2025-01-01") + g.int(0...700)
      text += "H\(habit): \(Self.schedules[g.int(0...(Self.schedules.count - 1))])"
      if g.chance(0.7) { text += "; since \(start)" }
      if g.chance(0.4) { text += "; until \(start + g.int(0...(g.chance(0.5) ? 20 : 900)))" }
      if g.chance(0.1) { text += "; ends after \(g.int(1...5)) occurrences" }
      text += "\n"
      for _ in 0..<g.int(0...8) {
        start = start + g.int(1...(g.chance(0.5) ? 6 : 120))
        text += "H\(habit): \(Self.schedules[g.int(0...(Self.schedules.count - 1))]); from \(start)\n"
      }
    }
    let habits = load(text).journal.loaded.map(\.habit)
    var answered = 0
    for index in habits.indices {
      for number in 0...habits[index].changes.count {
        let line = CheckedLine(habits, habit: index, line: number)
        let byLine = line.kind.dueWithinDaysOfStart.map { HabitChecks.isAnswered(line, dueWithin: $0) } ?? false
        #expect(HabitChecks.isAnsweredByItsBound(habits, habit: index, line: number) == byLine)
        if byLine { answered += 1 }
      }
    }
    // Both answers occur, so the comparison compares something.
    let lines = habits.reduce(0) { $0 + 1 + $1.changes.count }
    #expect(answered > 0 && answered < lines, "\(answered) of \(lines)")
  }
}
