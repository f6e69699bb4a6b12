import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The lines that organise the habits file: `[Group]` headings, `tags`, `at HH:MM` and
/// `day ends at HH:MM`, as read and as refused.
@Suite struct OrganisingSyntaxTests {
  @Test("a heading groups the habits below it up to the next; habits before the first belong to none")
  func headings() throws {
    let result = load("A: every day\n[Health]\nB: every day\n\n# a comment\nC: Mon\n[ home  ]\nD: Tue\n[HEALTH]\nE: Wed\n")
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
    let groups = result.journal.habits.map(\.group)
    // Headings that match ignoring case and spacing are one group, spelt as first written.
    #expect(groups == [nil, "Health", "Health", "home", "Health"])
  }

  @Test("tags are kept as first written, each once ignoring case; a change line's join the first line's")
  func tags() {
    let result = load("Run: Mon, Thu; tags outdoor, Morning morning cardio\nRun: Tue; from 2026-11-16; tags evening, OUTDOOR\n")
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
    #expect(result.journal.habits[0].tags == ["outdoor", "Morning", "cardio", "evening"])
  }

  @Test(
    "a change line that repeats the line before but for new tags is not called the same: its tags are in force, so the note says to move them to the first line, not to delete it",
    arguments: [
      ("C: daily; tags x; since 2026-11-01\nC: daily; tags y; from 2026-11-10\n", "this line changes nothing of line 1 but its tag 'y'", "give line 1 the tag 'y' and delete this line"),
      ("C: daily; tags x; since 2026-11-01\nC: daily; tags X, y, z; from 2026-11-10\n", "this line changes nothing of line 1 but its tags 'y', 'z'", "give line 1 the tags 'y', 'z'"),
      // A later line's new tags go to the first line, where all tags belong.
      ("C: daily; since 2026-11-01\nC: Mon; from 2026-11-09\nC: Mon; tags y; from 2026-11-16\n", "this line changes nothing of line 2 but its tag 'y'", "give line 1 the tag 'y'"),
      // Tags the habit has already: deleting the line loses nothing.
      ("C: daily; tags x; since 2026-11-01\nC: daily; tags x; from 2026-11-10\n", "this line has the same schedule and options as line 1", "delete it, or change the schedule or an option"),
      ("C: daily; tags x; since 2026-11-01\nC: daily; from 2026-11-10\n", "this line has the same schedule and options as line 1", "delete it, or change the schedule or an option"),
    ])
  func tagsOnlyChange(_ lines: String, message: String, note: String) throws {
    let result = load(lines)
    let warning = try #require(result.diagnostics.first { $0.code == .changeChangesNothing }, "\(shortDiagnostics(result))")
    #expect(result.diagnostics.count == 1, "\(shortDiagnostics(result))")
    #expect(warning.message == message)
    #expect(warning.notes.contains { $0.message.contains(note) }, "\(warning.notes.map(\.message))")
  }

  @Test("'at HH:MM' gives a line its time; each change line has its own")
  func times() {
    let result = load("Gym: Mon; at 07:30; since 2026-11-02\nGym: Tue; from 2026-11-16; at 18:05\n")
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
    let gym = result.journal.loaded[0]
    #expect(gym.habit.time?.description == "07:30")
    #expect(gym.plan.era(on: day("2026-11-20")).habit.time?.description == "18:05")
    #expect(gym.plan.era(on: day("2026-11-10")).habit.time?.description == "07:30")
  }

  @Test("a change line that only changes the time is a change, not change-changes-nothing")
  func timeOnlyChange() {
    let result = load("Gym: Mon; at 07:30; since 2026-11-02\nGym: Mon; from 2026-11-16; at 18:00\n")
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
  }

  @Test("lines that start with '[' and are no heading are errors, never habits nor headings", arguments: [
    ("[Gym: Mon\n", "habits.txt:1:1: error: a habit name cannot start with '[' [invalid-name]"),
    ("[Work] Standup: weekdays\n", "habits.txt:1:1: error: a habit name cannot start with '[' [invalid-name]"),
    ("[Health\n", "habits.txt:1:8: error: expected ']' to end the group heading [syntax]"),
    ("[]\n", "habits.txt:1:1: error: expected a group name between '[' and ']' [syntax]"),
    ("[Health] extra\n", "habits.txt:1:10: error: unexpected 'extra' after the group heading [syntax]"),
    ("[Heal;th]\n", "habits.txt:1:6: error: a group name cannot contain ';' [syntax]"),
    ("[Rewards]\nGym: Mon\n", "habits.txt:2:1: error: 'Gym' is under [Rewards]: a line there is a reward, 'NAME: N points' [habit-in-rewards]"),
  ])
  func badHeadings(text: String, expected: String) {
    let result = load(text)
    #expect(shortDiagnostics(result) == [expected], "\(shortDiagnostics(result))")
    #expect(result.journal.habits.isEmpty)
  }

  @Test("a habit line that ends in ']' is told what a heading looks like")
  func bracketNote() {
    let result = load("Health]\n")
    #expect(result.diagnostics.first?.notes.contains { $0.message.contains("a group heading is '[NAME]'") } == true)
  }

  @Test("a change line under another heading is group-mismatch, with both lines shown")
  func groupMismatch() {
    let result = load("[Health]\nGym: Mon; since 2026-11-02\n[Home]\nGym: Tue; from 2026-11-16\n")
    #expect(shortDiagnostics(result) == ["habits.txt:4:1: error: this change of 'Gym' is under '[Home]', but 'Gym' is in the group 'Health' [group-mismatch]"])
    let before = load("Gym: Mon; since 2026-11-02\n[Home]\nGym: Tue; from 2026-11-16\n")
    #expect(shortDiagnostics(before) == ["habits.txt:3:1: error: this change of 'Gym' is under '[Home]', but 'Gym' is in no group [group-mismatch]"])
  }

  @Test("times are 24-hour HH:MM; other spellings get a did-you-mean", arguments: [
    ("G: Mon; at 7:30\n", "07:30"), ("G: Mon; at 7:30am\n", "07:30"), ("G: Mon; at 7:30 pm\n", "19:30"),
    ("G: Mon; at 7pm\n", "19:00"), ("G: Mon; at 12am\n", "00:00"), ("G: Mon; at 0730\n", "07:30"), ("G: Mon; at 7.30\n", "07:30"),
    // Where only a time can go, an hour alone is that hour.
    ("G: Mon; at 18\n", "18:00"), ("day ends at 4\nG: Mon\n", "04:00"),
  ])
  func timeSuggestions(text: String, suggestion: String) throws {
    let result = load(text)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.code == .syntax)
    #expect(diagnostic.fix?.replacement == suggestion, "\(shortDiagnostics(result))")
  }

  @Test("an hour past 23 or a minute past 59 is out of range; 'at' alone wants a time")
  func timeErrors() {
    #expect(shortDiagnostics(load("G: Mon; at 24:00\n")) == ["habits.txt:1:12: error: 24:00 is not a time of day: HH:MM from 00:00 to 23:59 [number-out-of-range]"])
    #expect(load("G: Mon; at 07:60\n").diagnostics.first?.code == .numberOutOfRange)
    #expect(load("G: Mon; at\n").diagnostics.first?.code == .syntax)
    // An hour alone past 23 is no time, and gets no fix.
    #expect(load("G: Mon; at 24\n").diagnostics.first?.fix == nil)
    #expect(load("G: Mon; at 123\n").diagnostics.first?.fix == nil)
  }

  @Test("a time written in the schedule gets a fix that makes it the option")
  func timeInSchedule() throws {
    let result = load("Gym: Mon at 18:00\n")
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.message == "a time of day is an option after ';': write '; at 18:00'")
    #expect(diagnostic.fix?.replacement == "; at 18:00")
    // A colon inside a name is still a colon in the name.
    #expect(shortDiagnostics(load("Ratio 3:1: every day\n")) == ["habits.txt:1:8: error: a habit name cannot contain ':' [invalid-name]"])
  }

  @Test("'day ends at HH:MM' is a setting from 00:01 to 12:00, read before habit lines")
  func dayEnd() {
    #expect(load("day ends at 04:00\nA: every day\n").diagnostics.isEmpty)
    #expect(load("Day end at 04:00\n").journal.dayEnd?.description == "04:00")
    #expect(load("day ends at 12:00\n").journal.dayEnd?.description == "12:00")
    #expect(load("A: every day\n").journal.dayEnd == nil)
    #expect(shortDiagnostics(load("day ends at 13:00\n")) == ["habits.txt:1:13: error: the day may end from 00:01 to 12:00, not at 13:00 [number-out-of-range]"])
    #expect(load("day ends at 00:00\n").diagnostics.first?.code == .numberOutOfRange)
    #expect(load("day ends at 4am\n").diagnostics.first?.fix?.replacement == "04:00")
    #expect(load("day ends at 04:00\nday ends at 05:00\n").diagnostics.first?.code == .conflictingSetting)
    #expect(load("day ends at 04:00\nday ends at 04:00\n").diagnostics.first?.code == .duplicateSetting)
    // A habit whose name starts with "Day" stays a habit.
    let habit = load("Day ends at work: Mon\nDay off: Sun\n")
    #expect(habit.diagnostics.isEmpty && habit.journal.habits.map(\.name) == ["Day ends at work", "Day off"], "\(shortDiagnostics(habit))")
  }

  @Test("the day's end is found without parsing the file, as the clock needs it first")
  func dayEndScan() {
    let file = SourceFile(path: "habits.txt", text: "# notes\nDeep clean: Sat\n  day ends at 03:30   # owl\nA: every day\n")
    #expect(HabitsFileParser.dayEnd(in: file)?.description == "03:30")
    #expect(HabitsFileParser.dayEnd(in: SourceFile(path: "h", text: "day ends at 13:00\n")) == nil)
  }
}
