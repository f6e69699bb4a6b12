import Testing

@testable import HabitsKit
@testable import HabitsReports

/// Each importer on the peer's own test export (an Org file written from the manual for
/// org-habit): the files pass `check --strict`, and each day's status matches a table the test
/// reads from the source itself: the days recorded as done are done, no other day is.
@Suite struct ImportFixtureTests {
  @Test func loopTestExport() throws {
    let result = try #require(
      ImportCheck.write { () throws(ImportError) in try LoopImport.plan(read: { ImportCheck.fixture("loop/" + $0) }) })
    let loaded = ImportCheck.loadsClean(result, today: "2015-01-25")
    // The table from the source: rows of the habits' own files whose value is YES_MANUAL.
    var table: [String: Set<Day>] = [:]
    for (name, folder) in [("Meditate", "001 Meditate"), ("Wake up early", "002 Wake up early")] {
      let text = String(decoding: try #require(ImportCheck.fixture("loop/\(folder)/Checkmarks.csv")), as: UTF8.self)
      for row in text.split(separator: "\n").dropFirst() {
        let fields = row.split(separator: ",", omittingEmptySubsequences: false)
        if fields[1] == "YES_MANUAL" { table[name, default: []].insert(day(String(fields[0]))) }
      }
    }
    #expect(table["Wake up early"]?.count == 6)
    ImportCheck.statusesMatch(loaded, table: table, from: day("2015-01-10"), to: day("2015-01-25"))
    #expect(result.counts == ImportReport.Counts(habits: 2, entries: 6, skips: 0, notes: 0))
    #expect(result.habits.contains("Wake up early: 2 times in any 3 days; since 2015-01-16"))
    // Meditate has no entry: it starts on the export's last day, with a report line.
    #expect(result.habits.contains("Meditate: every day; since 2015-01-25"))
    #expect(result.report.contains("Habits.csv:2: no entry: 'Meditate'"))
    // YES_AUTO is Loop's inference, not a completion: counted in the report, never logged.
    #expect(result.report.contains("3 days marked YES_AUTO"))
    // Notes on days without a completion stay as comments, quotes and commas intact.
    #expect(result.log.contains("# 2015-01-23 Wake up early: Forgot to do it, really\n"))
    #expect(result.log.contains("# 2015-01-19 Wake up early: \"Vacation\"\n"))
  }

  @Test func harshTestFixtures() throws {
    let habits = try #require(ImportCheck.fixture("harsh/habits"))
    let log = try #require(ImportCheck.fixture("harsh/log"))
    let result = try #require(ImportCheck.write { () throws(ImportError) in try HarshImport.plan(habits: habits, log: log) })
    let loaded = ImportCheck.loadsClean(result, today: "2025-01-03")
    var table: [String: Set<Day>] = [:]
    for line in String(decoding: log, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: ":").map { $0.trimmingSpaces }
      if fields.count > 2 && fields[2] == "y" { table[fields[1], default: []].insert(day(fields[0])) }
    }
    #expect(table.values.map(\.count).reduce(0, +) == 13)
    ImportCheck.statusesMatch(loaded, table: table, from: day("2024-12-25"), to: day("2025-01-03"))
    #expect(result.counts == ImportReport.Counts(habits: 10, entries: 13, skips: 1, notes: 14))
    #expect(result.habits.contains("Code review: 5 times in any 7 days; since 2025-01-01"))
    #expect(result.habits.contains("Sleep tracking: tracked; since 2025-01-01"))
    #expect(result.habits.contains("\n[Health]\nGym: 3 times in any 7 days"))
    #expect(result.log.contains("2025-01-02 skip Code review  # Skipped today\n"))
    #expect(result.log.contains("2025-01-01 Gym  # Leg day (amount 1.5)\n"))
    #expect(result.report.contains("log:4: amount kept in the note"))
  }

  @Test func orgManualExample() throws {
    let bytes = try #require(ImportCheck.fixture("org/habits.org"))
    let result = try #require(ImportCheck.write { () throws(ImportError) in try OrgImport.plan(bytes, file: "habits.org") })
    let loaded = ImportCheck.loadsClean(result, today: "2009-10-20")
    // The table from the source: each habit entry's DONE dates, and LAST_REPEAT on a day
    // without one.
    var table: [String: Set<Day>] = [:]
    var title = ""
    var lastRepeat: [String: Day] = [:]
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
      if line.hasPrefix("** ") {
        title = line.dropFirst(3).split(separator: " ").filter { $0 != "TODO" && !$0.hasPrefix("[#") && !$0.hasPrefix(":") }.joined(separator: " ")
      } else if line.contains("State \"DONE\""), let open = line.firstIndex(of: "[") {
        table[title, default: []].insert(day(String(line[line.index(after: open)...].prefix(10))))
      } else if line.contains(":LAST_REPEAT:"), let open = line.firstIndex(of: "[") {
        lastRepeat[title] = day(String(line[line.index(after: open)...].prefix(10)))
      }
    }
    for (title, last) in lastRepeat { table[title, default: []].insert(last) }
    #expect(table["Shave"]?.count == 11)
    ImportCheck.statusesMatch(loaded, table: table, from: day("2009-09-01"), to: day("2009-10-20"))
    #expect(result.habits.contains("Shave: every 2 days after last; since 2009-09-12"))
    #expect(result.habits.contains("Water the plants: every 3 days; tags home; since 2009-10-08"))
    #expect(result.habits.contains("Weekly review: every Friday; since 2009-10-09"))
    #expect(result.log.contains("2009-10-19 Shave\n"))
    #expect(result.log.contains("2009-10-17 Water the plants  # The basil looked thirsty.\n"))
    #expect(result.report.contains("habits.org:8: approximated frequency: 'Shave': the maximum interval /4d is dropped"))
  }
}

extension Substring {
  /// The text without surrounding spaces.
  var trimmingSpaces: String { ImportText.trimmed(self) }
}
