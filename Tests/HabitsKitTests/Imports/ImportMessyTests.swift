import Testing

@testable import HabitsKit
@testable import HabitsReports

/// Messy exports, one case each: every one gets a report line or a located error, and what
/// is written still passes `check --strict`.
@Suite struct ImportMessyTests {
  static let header = "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\r\n"

  @Test func loopWithBOMCRLFAndQuotedNamesAndNotes() throws {
    let result = try #require(ImportCheck.loop([
      "Habits.csv": "\u{FEFF}" + Self.header + "001,\"Read, write: daily\",YES_NO,\"Did you \"\"read\"\"?\",,1,1,#FF8F00,,,,false\r\n",
      "001 Read write daily/Checkmarks.csv": "\u{FEFF}Date,Value,Notes\r\n2026-01-02,YES_MANUAL,\"line one\r\nline two\"\r\n2026-01-01,SKIP,\"habits: not a directive\"\r\n",
    ]))
    ImportCheck.loadsClean(result, today: "2026-01-02")
    #expect(result.habits.contains("Read write daily: every day; since 2026-01-01  # Did you \"read\"?\n"))
    #expect(result.report.contains("Habits.csv:2: renamed: 'Read, write: daily' is written 'Read write daily' (a name cannot hold , ; : or #)"))
    #expect(result.log.contains("2026-01-02 Read write daily  # line one line two\n"))
    #expect(result.report.contains("001 Read write daily/Checkmarks.csv:2: line break in a note"))
    #expect(result.log.contains("2026-01-01 skip Read write daily  # note: habits: not a directive\n"))
    #expect(result.report.contains("001 Read write daily/Checkmarks.csv:4: renamed: a note starting 'habits:' would read as a directive"))
    #expect(result.counts == ImportReport.Counts(habits: 1, entries: 1, skips: 1, notes: 2))
  }

  @Test func loopDuplicateNamesAndNamesEndingInACount() throws {
    let result = try #require(ImportCheck.loop([
      "Habits.csv": Self.header + "001,Run,YES_NO,,,1,1,,,,,false\n002,run,YES_NO,,,1,1,,,,,false\n003,Pushups x2,YES_NO,,,1,1,,,,,false\n",
      "Checkmarks.csv": "Date,Run,run,Pushups x2,\n2026-01-02,2,2,2,\n",
    ]))
    ImportCheck.loadsClean(result, today: "2026-01-02")
    #expect(result.habits.contains("run (2): every day"))
    #expect(result.habits.contains("Pushups (x2): every day"))
    #expect(result.report.contains("another habit has the same name"))
    #expect(result.log.contains("2026-01-02 run (2)\n"))
  }

  @Test func loopOldNumericEncodingAndTheAllHabitsFile() throws {
    // Older Loop versions write 2, 1, 0, -1 and -3 (SKIP); a habit without its own file is
    // read from the all-habits file's column, by Habits.csv's order.
    let result = try #require(ImportCheck.loop([
      "Habits.csv": Self.header + "001,Floss,YES_NO,,,1,1,,,,,false\n002,Stretch,YES_NO,,,3,7,,,,,false\n",
      "001 Floss/Checkmarks.csv": "Date,Value\n2026-01-05,2\n2026-01-04,-3\n2026-01-03,1\n2026-01-02,0\n2026-01-01,-1\n",
      "Checkmarks.csv": "Date,Floss,Stretch,\n2026-01-05,2,2,\n2026-01-04,-3,-1,\n2026-01-03,1,2,\n",
    ]))
    let loaded = ImportCheck.loadsClean(result, today: "2026-01-05")
    ImportCheck.statusesMatch(
      loaded, table: ["Floss": [day("2026-01-05")], "Stretch": [day("2026-01-03"), day("2026-01-05")]],
      from: day("2025-12-25"), to: day("2026-01-05"))
    #expect(result.log.contains("2026-01-04 skip Floss\n"))
    #expect(result.habits.contains("Floss: every day; since 2026-01-02"))
    #expect(result.habits.contains("Stretch: 3 times in any 7 days; since 2026-01-03"))
  }

  @Test func loopNumericHabits() throws {
    let result = try #require(ImportCheck.loop([
      "Habits.csv": Self.header
        + "001,Run,NUMERICAL,,,1,1,,km,AT_LEAST,5.0,false\n"
        + "002,Coffee,NUMERICAL,,,1,1,,cups of coffee,AT_MOST,2.0,false\n"
        + "003,Snacks,NUMERICAL,,,1,1,,,AT_MOST,2.0,false\n"
        + "004,Weight,NUMERICAL,,,1,7,,kg,AT_LEAST,80,true\n",
      "001 Run/Checkmarks.csv": "Date,Value,Notes\n2026-01-03,5200,\n2026-01-02,SKIP,\n2026-01-01,2500,\n",
      "002 Coffee/Checkmarks.csv": "Date,Value,Notes\n2026-01-02,3000,\n",
      "003 Snacks/Checkmarks.csv": "Date,Value,Notes\n2026-01-02,3000,\n2026-01-01,0,\n",
      "004 Weight/Checkmarks.csv": "Date,Value,Notes\n2026-01-02,81200,\n",
    ]))
    ImportCheck.loadsClean(result, today: "2026-01-03")
    #expect(result.habits.contains("Run: every day; 5 km; since 2026-01-01\n"))
    #expect(result.log.contains("2026-01-01 Run 2.5 km\n"))
    #expect(result.log.contains("2026-01-03 Run 5.2 km\n"))
    // A unit habits cannot read keeps the values as bare numbers, with a report line.
    #expect(result.habits.contains("Coffee: tracked; since 2026-01-02"))
    #expect(result.log.contains("2026-01-02 Coffee 3\n"))
    #expect(result.report.contains("'cups of coffee' of 'Coffee' cannot be a unit"))
    // AT_MOST over counts is a limit.
    #expect(result.habits.contains("Snacks: at most 2 a day; since 2026-01-01"))
    #expect(result.log.contains("2026-01-02 Snacks x3\n"))
    // A weekly target is no schedule of ours: tracked with its unit; archived: it ends.
    #expect(result.habits.contains("Weight: tracked; kg; since 2026-01-02; until 2026-01-02"))
    #expect(result.report.contains("archived habit: 'Weight' is archived in Loop"))
    #expect(result.report.contains("approximated frequency: 'Weight' aims at at least 80 kg per 7 days"))
  }

  @Test func datesOutOfOrderAndDuplicateDays() throws {
    let result = try #require(ImportCheck.harsh(
      "Gym: 1\n",
      "2026-01-03 : Gym : y\n2026-01-01 : Gym : y\n2026-01-02 : Gym : y : first\n2026-01-02 : Gym : n : changed my mind\n"))
    let loaded = ImportCheck.loadsClean(result, today: "2026-01-03")
    // harsh keeps the later line of a day: Jan 2 is not done.
    ImportCheck.statusesMatch(loaded, table: ["Gym": [day("2026-01-01"), day("2026-01-03")]], from: day("2026-01-01"), to: day("2026-01-03"))
    #expect(result.report.contains("log:4: duplicate day: 'Gym' on 2026-01-02 again (first at log:3): the later one is kept"))
    // harsh appends, oldest first: the line that goes back in time is the one named.
    #expect(result.report.contains("log:2: dates out of order: 2026-01-01 after 2026-01-03"), "\(result.report)")
    #expect(result.log == "# Imported from harsh by 'habits import'.\n2026-01-01 Gym\n# 2026-01-02 Gym: changed my mind\n2026-01-03 Gym\n")
  }

  @Test func harshLinesItWouldSkipTrackedValuesAndHabitsOnlyInTheLog() throws {
    let result = try #require(ImportCheck.harsh(
      "Mood: 0\nGym: 3/7\n  : 1\n",
      "2026-01-01 : Mood : y : fine : 7\n2026-01-01 : Gym : y :  : 2\n# a comment\nnot a line\n2026-01-02 : Gym : x\n"
        + "2026-01-02 : Old habit : y\n2026-01-03 : Mood : y :  : 1.23456\n"))
    ImportCheck.loadsClean(result, today: "2026-01-03")
    #expect(result.log.contains("2026-01-01 Mood 7  # fine\n"))
    #expect(result.log.contains("2026-01-01 Gym  # amount 2\n"))
    #expect(result.log.contains("2026-01-03 Mood  # amount 1.23456\n"))
    #expect(result.report.contains("log:4: line skipped: not 'DATE : HABIT : RESULT'"))
    #expect(result.report.contains("log:5: line skipped: 'x' is not y, n, s or l"))
    #expect(result.habits.contains("Old habit: tracked; since 2026-01-02; until 2026-01-02"))
    #expect(result.report.contains("habits:3: line skipped: a habit without a name"))
    #expect(result.report.contains("log:6: not in the habits file: 'Old habit'"))
  }

  @Test func locatedErrors() {
    #expect(throws: ImportError(ImportLocation("habits", line: 2), "'3/2' is not a harsh frequency (N, T/I with T at most I, or 0)")) {
      try HarshImport.plan(habits: Array("Gym: 1\nRun: 3/2\n".utf8), log: nil)
    }
    #expect(throws: ImportError(ImportLocation("Habits.csv", line: 2), "a quoted field is not closed before the end of the file")) {
      try LoopImport.plan(read: { $0 == "Habits.csv" ? Array("Position,Name\n001,\"Run\n".utf8) : nil })
    }
    #expect(throws: ImportError(ImportLocation("001 Run/Checkmarks.csv", line: 2), "expected a date YYYY-MM-DD in the Date column, found '01/02/2026'")) {
      try LoopImport.plan(read: { path in
        ["Habits.csv": "Position,Name\n001,Run\n", "001 Run/Checkmarks.csv": "Date,Value\n01/02/2026,YES_MANUAL\n"][path].map { Array($0.utf8) }
      })
    }
  }

  /// A date that is not one, in any of the three exports: a located error, and nothing is
  /// written (a completion dropped without a word was the alternative).
  @Test(arguments: [
    ("org: a day February lacks", ImportFormat.org("- State \"DONE\"       from \"TODO\"       [2026-02-30 Mon 10:00]"),
     ImportError(ImportLocation("habits.org", line: 6), "2026-02-30 does not exist: February 2026 has 28 days")),
    ("org: a month that is not one", .org("- State \"DONE\"       from \"TODO\"       [2026-13-01 Tue 10:00]"),
     ImportError(ImportLocation("habits.org", line: 6), "2026-13-01 does not exist: there is no month 13")),
    ("org: a day of one digit", .org("- State \"DONE\"       from \"TODO\"       [2026-11-3 Tue 10:00]"),
     ImportError(ImportLocation("habits.org", line: 6), "expected a date YYYY-MM-DD in the DONE line's timestamp, found '2026-11-3'")),
    ("org: a DONE line without a timestamp", .org("- State \"DONE\"       from \"TODO\""),
     ImportError(ImportLocation("habits.org", line: 6), "expected a timestamp [YYYY-MM-DD ...] on this line")),
    ("org: LAST_REPEAT", .org(":LAST_REPEAT: [2026-04-31 Thu 09:00]"),
     ImportError(ImportLocation("habits.org", line: 6), "2026-04-31 does not exist: April 2026 has 30 days")),
    ("org: the SCHEDULED date, not 'no repeater'", .org("", scheduled: "2026-02-30 Mon +1d"),
     ImportError(ImportLocation("habits.org", line: 2), "2026-02-30 does not exist: February 2026 has 28 days")),
    ("harsh: a day February lacks", .harsh("2026-01-01 : Gym : y\n2026-02-30 : Gym : y\n"),
     ImportError(ImportLocation("log", line: 2), "2026-02-30 does not exist: February 2026 has 28 days")),
    ("harsh: a date of another shape", .harsh("2026-1-2 : Gym : y\n"),
     ImportError(ImportLocation("log", line: 1), "expected a date YYYY-MM-DD before the first ' : ', found '2026-1-2'")),
    ("loop: the all-habits file", .loopAllHabits("2026-02-29,2,\n"),
     ImportError(ImportLocation("Checkmarks.csv", line: 2), "2026-02-29 does not exist: February 2026 has 28 days")),
  ])
  func aDateThatIsNotOneIsALocatedError(_ case_: String, _ export: ImportFormat, _ expected: ImportError) {
    #expect(throws: expected, "\(case_)") { try export.plan() }
  }

  @Test func aDateOutsideAnEntryThatIsNotAHabitIsLeftOutWithIt() throws {
    let result = try #require(ImportCheck.org("""
      * TODO Call
        SCHEDULED: <2026-02-30 Mon>
      * TODO Walk
        SCHEDULED: <2026-01-01 Thu +1d>
        :PROPERTIES:
        :STYLE: habit
        :END:
        - State "DONE"       from "TODO"       [2026-01-01 Thu]
      """))
    #expect(result.habits.contains("Walk: every day; since 2026-01-01"))
    #expect(result.report.contains("1 entry without ':STYLE: habit' left out"))
  }

  @Test func orgRepeaters() throws {
    let result = try #require(ImportCheck.org("""
      * TODO Rent
        SCHEDULED: <2026-01-31 Sat +1m>
        :PROPERTIES:
        :STYLE: habit
        :END:
        - State "DONE"       from "TODO"       [2025-12-31 Wed 10:00]
      * TODO Bins
        SCHEDULED: <2026-01-12 Mon ++2w>
        :PROPERTIES:
        :STYLE: habit
        :END:
        - State "DONE"       from "TODO"       [2025-12-29 Mon]
      * TODO Haircut
        SCHEDULED: <2026-02-01 Sun .+1m>
        :PROPERTIES:
        :STYLE: habit
        :END:
        - State "DONE"       from "TODO"       [2026-01-02 Fri]
      * TODO Dentist
        SCHEDULED: <2026-06-15 Mon +6m>
        :PROPERTIES:
        :STYLE: habit
        :END:
      """))
    ImportCheck.loadsClean(result, today: "2026-01-12")
    #expect(result.habits.contains("Rent: monthly on the last day; since 2025-12-31"))
    #expect(result.report.contains("the 31st, which some months lack, is taken as the last day of the month"))
    // Every other Monday on the scheduled date's grid: the start is a grid day.
    #expect(result.habits.contains("Bins: every 2 weeks on Monday; since 2025-12-29"))
    #expect(result.habits.contains("Haircut: every 30 days after last; since 2026-01-02"))
    // No entry: it starts on its six-month grid (June, December) not before the export's last
    // day (Jan 2): the period of June, first due on the scheduled Jun 15.
    #expect(result.habits.contains("Dentist: every 6 months on the 15th; since 2026-06-01"))
    #expect(result.report.contains("no entry: 'Dentist' has no entry: it starts on 2026-06-01, the first start"))
  }

  /// A habit with no entry owes nothing as of the export's last day (Nov 5): its start is on
  /// its repeater's grid, and no due day of it comes before that last day (one on it is due
  /// that day, as any habit's today). The report says the day it starts and why.
  @Test(arguments: [
    ("<2024-02-29 Thu +4y>", "every 4 years on Feb 28; since 2028-02-01",
     "it starts on 2028-02-01, the first start on its repeater's grid not before the export's last day (2026-11-05)"),
    ("<2026-11-04 Wed ++2w>", "every 2 weeks on Wednesday; since 2026-11-18", "it starts on 2026-11-18, the first start"),
    ("<2026-06-15 Mon +6m>", "every 6 months on the 15th; since 2026-12-01", "it starts on 2026-12-01, the first start"),
    // The month opens a period: the period is clipped at the start, so Nov 4 is not due.
    ("<2026-09-04 Fri +2m>", "every 2 months on the 4th; since 2026-11-05", "it starts on 2026-11-05, the export's last day"),
    ("<2026-11-02 Mon +3d>", "every 3 days; since 2026-11-05", "it starts on 2026-11-05, the export's last day"),
    ("<2026-11-03 Tue +3d>", "every 3 days; since 2026-11-06", "it starts on 2026-11-06, the first start"),
    ("<2026-10-01 Thu +1w>", "every Thursday; since 2026-11-05", "it starts on 2026-11-05, the export's last day"),
  ])
  func aHabitWithNoEntryIsNotBehindAfterTheExport(_ scheduled: String, _ line: String, _ report: String) throws {
    let result = try #require(ImportCheck.org("""
      * TODO Walk
        SCHEDULED: <2026-11-01 Sun +1d>
        :PROPERTIES:
        :STYLE: habit
        :END:
        - State "DONE"       from "TODO"       [2026-11-05 Thu 10:00]
      * TODO Leap
        SCHEDULED: \(scheduled)
        :PROPERTIES:
        :STYLE: habit
        :END:
      """))
    #expect(result.habits.contains("Leap: \(line)\n"), "\(result.habits)")
    #expect(result.report.contains("habits.org:7: no entry: 'Leap' has no entry: \(report)"), "\(result.report)")
    let loaded = ImportCheck.loadsClean(result, today: "2026-11-05")
    let leap = try #require(JournalAnalysis.analyse(loaded.journal, today: day("2026-11-05")).first { $0.habit.name == "Leap" })
    for offset in 0...400 {
      let status = leap.status(on: day("2026-11-05") - offset)
      #expect(status != .failed && status != .backlog, "\(day("2026-11-05") - offset): \(status.rawValue)")
    }
  }
}

/// What the written files would still make `habits check` say is in the report.
@Suite struct ImportSelfCheckTests {
  @Test func aFindingOfTheWrittenFilesIsReported() throws {
    // One entry ten years before the habit's others reads as a mistyped year.
    let log = (["2014-03-01 : Gym : y"] + (1...9).map { "2024-03-0\($0) : Gym : y" }).joined(separator: "\n")
    let result = try #require(ImportCheck.harsh("Gym: 1\n", log))
    #expect(result.report.contains("log.txt:2: habits check: warning:"))
    #expect(result.report.contains("[implausible-date]"))
  }
}

/// The report lists the first 20 lines of a kind and counts the rest.
@Suite struct ImportReportTests {
  @Test func listsTwentyOfAKindAndCountsTheRest() {
    var report = ImportReport()
    for line in 1...25 { report.add(.colour, ImportLocation("Habits.csv", line: line + 1), "colour \(line)") }
    report.add(.archived, ImportLocation("Habits.csv", line: 3), "archived")
    let text = report.text(tool: "Loop Habit Tracker", counts: .init(habits: 25, entries: 1, skips: 2, notes: 0))
    let lines = text.split(separator: "\n")
    #expect(lines[0] == "Imported from Loop Habit Tracker: 25 habits, 1 entry, 2 skips, 0 notes.")
    #expect(lines[1] == "Not carried exactly (26):")
    #expect(lines[2] == "  Habits.csv:3: archived habit: archived")
    #expect(lines.filter { $0.contains(": colour: ") }.count == 20)
    #expect(lines.last == "  ... and 5 more of the kind 'colour'")
  }
}

/// Groups, tags and notes in the syntax the habits file and log have for them.
@Suite struct ImportGroupsTests {
  @Test func harshHeadingsBecomeGroupsAHeadingTheFileCannotHoldIsRenamed() throws {
    let result = try #require(ImportCheck.harsh(
      "! Work: [deep]\nFocus: 1\n! Rewards\nCake: 0\n! Work deep\nEmail: 1\n",
      "2026-01-01 : Focus : y\n2026-01-01 : Old : y\n2026-01-02 : Cake : y :  : 2\n"))
    let loaded = ImportCheck.loadsClean(result, today: "2026-01-02")
    #expect(result.habits == """
      # Imported from harsh by 'habits import'.
      Old: tracked; since 2026-01-01; until 2026-01-01

      [Work deep]
      Focus: every day; since 2026-01-01

      [Rewards (imported)]
      Cake: tracked; since 2026-01-02

      [Work deep]
      Email: every day; since 2026-01-02

      """)
    #expect(result.report.contains("habits:1: renamed: the group 'Work: [deep]' is written [Work deep]"))
    #expect(result.report.contains("habits:3: renamed: the group 'Rewards' is written [Rewards (imported)]"))
    // Headings alike are one group, as the loader reads them.
    #expect(loaded.journal.habits.map { $0.group ?? "-" } == ["-", "Work deep", "Rewards (imported)", "Work deep"])
  }

  @Test func orgTagsBecomeTagsAndANameCannotStartWithABracket() throws {
    let result = try #require(ImportCheck.org("""
      * TODO [Daily] Stretch :body:morning:body:
        SCHEDULED: <2026-01-01 Thu +1d>
        :PROPERTIES:
        :STYLE: habit
        :END:
        - State "DONE"       from "TODO"       [2026-01-01 Thu]
      """))
    let loaded = ImportCheck.loadsClean(result, today: "2026-01-01")
    #expect(result.habits.contains("Daily] Stretch: every day; tags body, morning; since 2026-01-01"))
    #expect(result.report.contains("'[Daily] Stretch' is written 'Daily] Stretch' (a name cannot start with '['"))
    #expect(loaded.journal.habits.first?.tags == ["body", "morning"])
  }
}

/// One small export of each tool, for the table of located errors.
enum ImportFormat: Sendable {
  /// An Org habit `Walk` with `line` as its sixth line (after the drawer), scheduled as given.
  case org(String, scheduled: String = "2026-01-01 Thu +1d")
  /// harsh's `Gym: 1` with this log.
  case harsh(String)
  /// Loop's `Run` with no file of its own and these rows in the all-habits file.
  case loopAllHabits(String)

  /// The importer's plan.
  func plan() throws(ImportError) -> ImportPlan {
    switch self {
    case .org(let line, let scheduled):
      let text = "* TODO Walk\n  SCHEDULED: <\(scheduled)>\n  :PROPERTIES:\n  :STYLE: habit\n  :END:\n  \(line)\n"
      return try OrgImport.plan(Array(text.utf8), file: "habits.org")
    case .harsh(let log):
      return try HarshImport.plan(habits: Array("Gym: 1\n".utf8), log: Array(log.utf8))
    case .loopAllHabits(let rows):
      let files = ["Habits.csv": "Position,Name\n001,Run\n", "Checkmarks.csv": "Date,Run,\n" + rows]
      return try LoopImport.plan(read: { files[$0].map { Array($0.utf8) } })
    }
  }
}
