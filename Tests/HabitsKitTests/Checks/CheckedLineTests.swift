import Testing

@testable import HabitsKit

/// A habit of many schedule changes is checked line by line without copying a `Habit` a line:
/// the checks are handed a `CheckedLine`, the few fields they ask, read from the habit in place,
/// and each line covers the days the whole-habit copies covered before.
@Suite struct CheckedLineTests {
  @Test func aCheckedLineIsAFewFieldsNotAHabit() {
    // The checks' argument: if it became a whole `Habit` again (a copy of several hundred
    // bytes and a dozen reference counts a change line), this fails.
    let line = MemoryLayout<CheckedLine>.size
    let habit = MemoryLayout<Habit>.size
    #expect(line * 2 < habit, "CheckedLine \(line) bytes, Habit \(habit)")
  }

  @Test func aCheckedLineCountsNoReferences() {
    // A line holds its kind and plain values: its name and schedule are read from the habits
    // when a check reports or walks (a copied name and schedule, made and dropped for each of
    // thousands of change lines, cost more than the checks' questions).
    let line = CheckedLine([Habit(name: "A long name, not a small string", schedule: .everyDay)], habit: 0, line: 0)
    let fields = Mirror(reflecting: line).children.compactMap(\.label)
    #expect(fields == ["kind", "habit", "number", "since", "until", "occurrences", "weekStart", "periodsFromStart", "scheduleRange"])
    // Its fields but the kind are plain values, copied and dropped without a reference count.
    #expect(_isPOD(Int.self) && _isPOD(Day?.self) && _isPOD(Int?.self) && _isPOD(Weekday.self) && _isPOD(SourceRange.self))
    #expect((line.habit, line.number, line.scheduleRange) == (0, 0, SourceRange(line: 1, columns: 1..<1)))
  }

  @Test func eachLineRunsFromItsStartToTheDayBeforeTheNextChange() throws {
    let text = """
      Gym: Mon, Wed, Fri; since 2026-01-01; until 2026-12-31
      Gym: every day; from 2026-03-01
      Gym: Tue, Thu; from 2026-06-15

      """
    let result = load(text)
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
    let habit = try #require(result.journal.loaded.first?.habit)
    let lines = (0...habit.changes.count).map { CheckedLine([habit], habit: 0, line: $0) }
    #expect(lines.map(\.since) == [day("2026-01-01"), day("2026-03-01"), day("2026-06-15")])
    #expect(lines.map(\.until) == [day("2026-02-28"), day("2026-06-14"), day("2026-12-31")])
    #expect(lines.map { $0.schedule(in: [habit]) } == [habit.schedule] + habit.changes.map(\.schedule))
    #expect(lines.map { $0.name(in: [habit]) } == ["Gym", "Gym", "Gym"])
    #expect(lines.map(\.scheduleRange.start.line) == [1, 2, 3])
  }

  @Test func oneOfTwoHundredChangesIsFoundOnItsOwnLine() {
    // Two hundred changes, then one never due in its short window: found on its own line
    // (202), as the copied lines found it, and no other.
    var text = "Taxes: every day; since 2020-01-01\n"
    for k in 1...200 { text += "Taxes: \(k % 2 == 0 ? "every day" : "Mon, Wed, Fri"); from \(day("2020-01-01") + k * 10)\n" }
    text += "Taxes: yearly on Dec 24; from 2026-01-10\nTaxes: every day; from 2026-02-01\n"
    let never = load(text).diagnostics.filter { $0.code == .neverDue }
    #expect(never.map(\.range.start.line) == [202])
  }
}
