import Testing

@testable import HabitsKit
@testable import HabitsReports

/// Nothing read as a default, dropped or left failing `check --strict` is "carried exactly":
/// each gets a report line with its file and line, and every bad line of a run is named.
@Suite struct ImportDefaultTests {
  static let header = ImportMessyTests.header

  @Test("Loop: an unreadable frequency, Archived? value, type or target is named, and read as every day / not archived")
  func loopUnreadableFields() throws {
    let result = try #require(ImportCheck.loop([
      "Habits.csv": Self.header + "001,A,YES_NO,,,three,7,,,,,maybe\n002,B,ODD,,,1,1,,,,,false\n003,C,NUMERICAL,,,1,1,,km,AT_LEAST,lots,false\n",
      "001 A/Checkmarks.csv": "Date,Value,Notes\n2026-02-03,YES_MANUAL,\n",
    ]))
    ImportCheck.loadsClean(result, today: "2026-02-03")
    #expect(result.habits.contains("A: every day; since 2026-02-03"), "\(result.habits)")
    #expect(result.report.contains("Habits.csv:2: approximated frequency: 'A' has the frequency 'three/7', which is not two whole numbers: every day"), "\(result.report)")
    #expect(result.report.contains("Habits.csv:2: archived habit: 'A' has 'maybe' for Archived?, which is neither true nor false: read as not archived"))
    #expect(result.report.contains("Habits.csv:3: dropped: 'B' has the type 'ODD', which is neither YES_NO nor NUMERICAL: read as YES_NO"))
    #expect(result.report.contains("Habits.csv:4: dropped: 'C' has the target 'lots', which is not a number: read as no target"))
    #expect(!result.report.contains("Everything was carried exactly"))
  }

  @Test("Loop: a header without the frequency columns, and a row cut short, are named")
  func loopMissingColumns() throws {
    let result = try #require(ImportCheck.loop([
      "Habits.csv": "Position,Name\n001,A\n",
      "001 A/Checkmarks.csv": "Date,Value,Notes\n2026-02-03,YES_MANUAL,\n",
    ]))
    #expect(result.habits.contains("A: every day; since 2026-02-03"))
    #expect(
      result.report.contains("Habits.csv:1: approximated frequency: Habits.csv has no FrequencyNumerator and FrequencyDenominator columns: every habit is read as every day"),
      "\(result.report)")
    let short = try #require(ImportCheck.loop([
      "Habits.csv": Self.header + "001,A,YES_NO\n",
      "001 A/Checkmarks.csv": "Date,Value,Notes\n2026-02-03,YES_MANUAL,\n",
    ]))
    #expect(short.report.contains("Habits.csv:2: dropped: the row of 'A' ends before its Question column and 8 more: read as empty"), "\(short.report)")
    #expect(short.report.contains("Habits.csv:2: approximated frequency: 'A' has no frequency: every day"), "\(short.report)")
    #expect(!short.report.contains("Everything was carried exactly"))
  }
}

extension ImportDefaultTests {
  @Test("a day after today (a phone clock ahead) is a report line, not 'Everything was carried exactly'")
  func futureDay() throws {
    let loop = try #require(
      ImportCheck.loop(
        [
          "Habits.csv": Self.header + "001,A,YES_NO,,,1,1,,,,,false\n",
          "001 A/Checkmarks.csv": "Date,Value\n2026-11-29,YES_MANUAL\n2026-11-20,YES_MANUAL\n",
        ], today: "2026-11-28"))
    #expect(loop.report.contains("log.txt:3: habits check: warning: 2026-11-29 is after today (2026-11-28) [future-date]"), "\(loop.report)")
    #expect(!loop.report.contains("Everything was carried exactly"))
    let harsh = try #require(ImportCheck.harsh("A: 1\n", "2027-01-01 : A : y\n", today: "2026-11-28"))
    #expect(harsh.report.contains("2027-01-01 is after today (2026-11-28) [future-date]"), "\(harsh.report)")
  }
}

extension ImportDefaultTests {
  static func org(_ stamp: String) -> String {
    "* TODO X\n  SCHEDULED: <2024-02-29 Thu \(stamp)>\n  :PROPERTIES:\n  :STYLE: habit\n  :END:\n  - State \"DONE\"       from \"TODO\"       [2024-03-02 Sat]\n"
  }

  @Test("Org: '+0d' is named as a repeater that does not repeat, and a delay as dropped, at the timestamp's line")
  func orgRepeaterAndDelay() throws {
    let zero = try #require(ImportCheck.org(Self.org("+0d")))
    #expect(zero.report.contains("habits.org:2: approximated frequency: 'X' has the repeater '+0d', which does not repeat: every day"), "\(zero.report)")
    let delay = try #require(ImportCheck.org(Self.org("+1d -2d")))
    #expect(delay.habits.contains("X: every day"))
    #expect(delay.report.contains("habits.org:2: dropped: 'X': the delay -2d is dropped"), "\(delay.report)")
    #expect(!delay.report.contains("Everything was carried exactly"))
    let none = try #require(ImportCheck.org(Self.org("")))
    #expect(none.report.contains("habits.org:2: approximated frequency: 'X' has no repeater in its SCHEDULED timestamp: every day"), "\(none.report)")
  }
}

extension ImportDefaultTests {
  @Test("harsh: a log going back in time is named at the line that goes back, a wholly descending one too")
  func harshOrder() throws {
    let three = try #require(ImportCheck.harsh("A: 1\n", "2026-11-05 : A : y\n2026-11-01 : A : y\n2026-11-03 : A : y\n"))
    #expect(three.report.contains("log:2: dates out of order: 2026-11-01 after 2026-11-05"), "\(three.report)")
    #expect(!three.report.contains("log:3: dates out of order"))
    let two = try #require(ImportCheck.harsh("A: 1\n", "2026-11-05 : A : y\n2026-11-01 : A : y\n"))
    #expect(two.report.contains("log:2: dates out of order: 2026-11-01 after 2026-11-05"), "\(two.report)")
    #expect(!two.report.contains("Everything was carried exactly"))
    // Loop's files are newest first: in order there.
    let loop = try #require(ImportCheck.loop([
      "Habits.csv": Self.header + "001,A,YES_NO,,,1,1,,,,,false\n",
      "001 A/Checkmarks.csv": "Date,Value\n2026-11-05,YES_MANUAL\n2026-11-01,YES_MANUAL\n",
    ]))
    #expect(!loop.report.contains("dates out of order"), "\(loop.report)")
  }

  @Test("harsh: every bad line is an error of the same run; a line without ': ' is skipped, as harsh skips it")
  func harshEveryError() {
    do {
      _ = try HarshImport.plan(habits: Array("Weird: 7/3\nZero: 0/0\nNoColon 1\nGym: 1\n".utf8), log: Array("2026-13-01 : Gym : y\nx : Gym : y\n".utf8))
      Issue.record("the export was imported")
    } catch {
      #expect(
        error.each.map(\.description) == [
          "habits:1: error: '7/3' is not a harsh frequency (N, T/I with T at most I, or 0)",
          "habits:2: error: '0/0' is not a harsh frequency (N, T/I with T at most I, or 0)",
          "log:1: error: 2026-13-01 does not exist: there is no month 13",
          "log:2: error: expected a date YYYY-MM-DD before the first ' : ', found 'x'",
        ], "\(error.each)")
    }
    let skipped = ImportCheck.harsh("NoColon 1\nGym: 1\n", nil)
    #expect(skipped?.report.contains("habits:1: line skipped: not 'Name: frequency': skipped, as harsh skips it") == true, "\(skipped?.report ?? "")")
  }

  @Test("Loop and Org: every date that is not one is named in the same run")
  func loopAndOrgEveryError() {
    do {
      _ = try LoopImport.plan(read: { path in
        [
          "Habits.csv": "Position,Name\n001,Run\n002,Swim\n", "001 Run/Checkmarks.csv": "Date,Value\n01/02/2026,YES_MANUAL\n2026-01-01,YES_MANUAL\nx,NO\n",
          "002 Swim/Checkmarks.csv": "Date,Value\n2026-02-30,YES_MANUAL\n",
        ][path].map { Array($0.utf8) }
      })
      Issue.record("the export was imported")
    } catch {
      #expect(error.each.map(\.location.description) == ["001 Run/Checkmarks.csv:2", "001 Run/Checkmarks.csv:4", "002 Swim/Checkmarks.csv:2"], "\(error.each)")
    }
  }
}
