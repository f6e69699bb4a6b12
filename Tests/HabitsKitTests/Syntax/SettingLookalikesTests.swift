import Testing
@testable import HabitsKit

/// `setting-as-habit`: a habit line named as a setting is spelt (ignoring case, blanks and
/// hyphens) is warned about, with the setting as the fix where the rest of the line is its
/// value; a habit whose name only starts with such words is left alone; `day ends at: 04:00`,
/// whose time's colon makes it no habit line either, is an error whose fix is the setting.
@Suite struct SettingLookalikesTests {
  private func findings(_ line: String, code: DiagnosticCode = .settingAsHabit) -> [Diagnostic] {
    load(line + "\nGym: every day\n").diagnostics.filter { $0.code == code }
  }

  @Test(
    "a habit named as a setting is spelt is warned about, with the setting as the fix",
    arguments: [
      ("week start :  Sunday", "week start", "week starts on Sunday"),
      ("week starts on:  Sunday", "week starts on", "week starts on Sunday"),
      ("week start:Sunday", "week start", "week starts on Sunday"),
      ("Week-Start : sundays", "Week-Start", "week starts on Sunday"),
      ("WEEKS  BEGIN  ON: sat", "WEEKS  BEGIN  ON", "week starts on Saturday"),
      ("weekstart: Tue", "weekstart", "week starts on Tuesday"),
      ("allow: duplicate-entry, Past-One-Off", "allow", "allow duplicate-entry, past-one-off"),
    ])
  func fixed(_ line: String, _ name: String, _ setting: String) {
    let found = findings(line)
    #expect(found.map(\.message).first?.hasPrefix("'\(name)' is a habit here, not the setting") == true)
    #expect(found.map(\.range.start.column) == [1])
    #expect(found.map { $0.fix?.replacement } == [setting])
    // The fix is the whole line, and what it makes is the setting, with no finding.
    let fixed = load(setting + "\nGym: every day\n")
    // (An allow of codes nothing reports is unused: a warning of its own.)
    #expect(fixed.diagnostics.allSatisfy { $0.code == .unusedAllow }, "\(shortDiagnostics(fixed))")
    #expect(fixed.journal.habits.map(\.name) == ["Gym"])
  }

  @Test(
    "without the setting's value after the colon, the warning has no fix",
    arguments: ["Week start : every day", "Day end: every day", "Week start : Sun; since 2026-01-01", "Day ends: Mon; at 21:00"])
  func unfixed(_ line: String) {
    let found = findings(line)
    #expect(found.count == 1)
    #expect(found.first?.fix == nil)
  }

  @Test(
    "habits whose names only start with a setting's words, and real settings, get no warning",
    arguments: [
      "Week start review: Mon", "Day end routine: every day", "Allowance: monthly on the 1st", "Weekly: Sun",
      "week starts Sunday", "week-start: sunday", "day ends at 04:00", "allow past-one-off",
    ])
  func untouched(_ line: String) {
    #expect(findings(line).isEmpty)
  }

  @Test("a habit really called so keeps working: the warning is allowed on its line")
  func realHabit() {
    let result = load("Day end: every day  # habits: allow setting-as-habit\n")
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
    #expect(result.journal.habits.map(\.name) == ["Day end"])
  }

  @Test(
    "the day's end with a colon is an error whose fix is the setting, not a time after ';'",
    arguments: [
      ("day ends at: 04:00", "day ends at 04:00"), ("Day end : 4:30", "day ends at 04:30"), ("dayendsat:04:00", "day ends at 04:00"),
    ])
  func dayEndWithColon(_ line: String, _ setting: String) {
    let found = findings(line, code: .syntax)
    #expect(found.map(\.message) == ["the setting is written without a colon: '\(setting)'"])
    #expect(found.map { $0.fix?.replacement } == [setting])
    #expect(load(setting + "\n").journal.dayEnd != nil)
  }

  @Test("a habit so named is warned about on its first line only, not again on each change line")
  func changeLines() {
    let found = findings("Week start : Sun\nWeek start : Mon; from 2026-01-05\nWeek start : Tue; from 2026-02-02")
    #expect(found.map(\.range.start.line) == [1])
  }

  @Test("a time in a schedule still gets its own fix")
  func timeInSchedule() {
    #expect(findings("Day end: Mon at 07:30", code: .syntax).map { $0.fix?.replacement } == ["; at 07:30"])
  }
}
