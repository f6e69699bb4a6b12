import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Tracked habits: values to watch, never due. Spellings and the unit alone, bare numbers and
/// plain entries in the log (and what stays as it was for other habits), statuses, no streak,
/// always on track, and the board, history, stats and JSON showing the values.
@Suite struct TrackedTests {
  @Test("spellings: 'tracked', with a unit alone after it, or an amount whose goal does nothing")
  func spellings() {
    #expect(habit("Mood: tracked").schedule == .tracked)
    #expect(habit("Mood: tracked").unit == "")
    #expect(habit("Weight: tracked; kg").unit == "kg")
    #expect(habit("Weight: track; kg").schedule == .tracked)
    let result = load("Steps: tracked; 5 steps\nRun: every day; km\n")
    #expect(
      shortDiagnostics(result) == [
        "habits.txt:1:17: warning: '5 steps' has no effect on this schedule [option-has-no-effect]",
        "habits.txt:2:17: error: unknown option 'km' [unknown-option]",
      ])
    #expect(result.journal.habits[0].unit == "steps")
  }

  @Test("the log: bare numbers and plain entries for a tracked habit without a unit; others as before")
  func logEntries() {
    let result = load(
      "Mood: tracked\nWeight: tracked; kg\nGym: every day\n",
      log: "2026-11-19 Mood 7, Weight 81.2 kg\n2026-11-20 Mood\n2026-11-20 Mood 2.5\n2026-11-21 Mood x2\n2026-11-21 Gym 7\n")
    #expect(shortDiagnostics(result) == ["log.txt:5:12: error: unknown habit 'Gym 7' [unknown-habit]"])
    let mood = result.journal.logs[0].completions.map { "\($0.day) \($0.count)" }
    // A plain entry counts 1 (1000 thousandths), and a day's entries add up.
    #expect(mood == ["2026-11-19 7000", "2026-11-20 3500", "2026-11-21 2000"])
    #expect(result.journal.logs[1].completions.map(\.count) == [81200])
  }

  @Test("misused values: a unit for bare numbers, a bad number, a number with a count, a number without a unit")
  func misuses() {
    let result = load(
      "Mood: tracked\nWeight: tracked; kg\n",
      log: "2026-11-19 Mood 7 kg\n2026-11-19 Mood 0\n2026-11-19 Mood 7 x2\n2026-11-19 Weight 81\n2026-11-19 Weight\n")
    #expect(
      shortDiagnostics(result) == [
        "log.txt:1:19: error: 'Mood' is logged in bare numbers, not in 'kg' [unit-mismatch]",
        "log.txt:2:17: error: an amount of 0 logs nothing [invalid-amount]",
        "log.txt:3:12: error: unknown habit 'Mood 7' [unknown-habit]",
        "log.txt:4:12: error: unknown habit 'Weight 81' [unknown-habit]",
        "log.txt:5:12: error: 'Weight' is measured in kg: log the amount done [missing-amount]",
      ])
    #expect(result.diagnostics[4].notes.map(\.message) == ["for example 'Weight 1 kg'"])
  }

  @Test(
    "several values of a tracked habit with a unit on one day add up, and check says so at the day's last value; bare numbers and counts do not warn, nor values all on one line (repeated-habit does)",
    arguments: [
      ("2026-11-17 Weight 80 kg\n2026-11-17 Weight 81 kg\n", ["log.txt:2:12: warning: 'Weight' has 2 values on 2026-11-17, which add up to 161 kg [tracked-values-add-up]"]),
      // All on one line: one finding, the line's repeated-habit, not a second one for the day.
      ("2026-11-17 Weight 80 kg, Weight 0.5 kg, Weight 81 kg\n", ["log.txt:1:26: warning: 'Weight' is named 3 times on this line: its entries add up to 161.5 kg [repeated-habit]"]),
      ("2026-11-17 Weight 80 kg, Weight 0.5 kg\n2026-11-17 Weight 81 kg\n", [
        "log.txt:1:26: warning: 'Weight' is named twice on this line: its entries add up to 80.5 kg [repeated-habit]",
        "log.txt:2:12: warning: 'Weight' has 3 values on 2026-11-17, which add up to 161.5 kg [tracked-values-add-up]",
      ]),
      // The log's order is not the days': the day's entries are found wherever they are.
      ("2026-11-17 Weight 80 kg\n2026-11-16 Weight 79 kg\n2026-11-17 Weight 81 kg\n", ["log.txt:3:12: warning: 'Weight' has 2 values on 2026-11-17, which add up to 161 kg [tracked-values-add-up]"]),
      ("2026-11-16 Weight 80 kg\n2026-11-17 Weight 81 kg\n", []),
      ("2026-11-17 Mood 7\n2026-11-17 Mood 3\n2026-11-17 Headache\n2026-11-17 Headache x2\n", []),
    ])
  func valuesAddingUp(_ log: String, expected: [String]) {
    let result = load("Weight: tracked; kg\nMood: tracked\nHeadache: tracked\n", log: log)
    #expect(shortDiagnostics(result) == expected)
    for diagnostic in result.diagnostics where diagnostic.code == .trackedValuesAddUp {
      #expect(diagnostic.notes.contains { $0.message.contains("keep one a day") })
    }
  }

  @Test("statuses: a logged day completed, any other not due, vacations or not; no streak; on track")
  func statuses() {
    let h = habit("Mood: tracked; since 2026-11-16")
    let log = logOf(["2026-11-17 x7000", "2026-11-19 x5000"], vacations: [Vacation(start: day("2026-11-18"), end: day("2026-11-19"))])
    let t = timeline(h, start: "2026-11-16", log: log, today: "2026-11-22")
    #expect(
      HabitsKitTests.statuses(t, from: "2026-11-16", to: "2026-11-23") == [
        "11-16 not_due", "11-17 completed", "11-18 not_due", "11-19 completed", "11-20 not_due", "11-21 not_due",
        "11-22 not_due", "11-23 not_due",
      ])
    let a = HabitAnalysis(habit: h, log: log, today: day("2026-11-22"))
    #expect(a.streaks.isEmpty && a.currentStreak == nil && a.longestStreak == nil)
    #expect(a.attentionFinding().attention == .onTrack)
    #expect(a.backlog(on: day("2026-11-22")) == 0 && a.ahead(on: day("2026-11-22")) == 0)
    #expect(a.nextDue(onOrAfter: day("2026-11-22")) == nil)
    #expect(a.pause(on: day("2026-11-18")) == nil)
  }

  @Test("the board names the value logged or the last one; JSON gives no streak and no goal")
  func board() {
    let env = FakeEnvironment(
      today: "2026-11-22",
      files: ["habits.txt": "Weight: tracked; kg\nMood: tracked\nPulse: tracked\n", "log.txt": "2026-11-21 Weight 80.9 kg\n2026-11-22 Mood 6\n"])
    env.run(["--color", "never"])
    #expect(env.stdout.contains(" ⋅ Weight  not due    last 80.9 kg, Nov 21\n"), "\(env.stdout)")
    #expect(env.stdout.contains(" ✓ Mood    completed  logged 6\n"), "\(env.stdout)")
    #expect(env.stdout.contains(" ⋅ Pulse   not due    nothing logged yet\n"), "\(env.stdout)")
    #expect(env.stdout.contains("3 on track · 0 not logged · 0 need attention"))
    let json = FakeEnvironment(today: "2026-11-22", files: env.files.mapValues { String(decoding: $0, as: UTF8.self) })
    json.run(["--json"])
    #expect(json.stdout.contains(#""habit":"Mood","status":"completed","count":6000,"amount":6,"due":false"#), "\(json.stdout)")
    #expect(json.stdout.contains(#""streak":null,"attention":"on_track","todo":"logged 6","goal":null"#), "\(json.stdout)")
    #expect(!json.stdout.contains(#""unit":"""#))
  }

  @Test("habits log writes a bare number, and a plain entry, for a tracked habit without a unit")
  func logCommand() {
    let env = FakeEnvironment(today: "2026-11-22", files: ["habits.txt": "Mood: tracked\nGym: every day\n", "log.txt": ""])
    #expect(env.run(["log", "Mood", "7.5"]) == .success, "\(env.stderr)")
    #expect(env.run(["log", "Mood"]) == .success, "\(env.stderr)")
    #expect(env.text("log.txt") == "2026-11-22 Mood 7.5\n2026-11-22 Mood\n")
    // No goal to measure against: the first value passes however large, a later one far
    // beyond the largest so far is refused as a typo.
    let steps = FakeEnvironment(today: "2026-11-22", files: ["habits.txt": "Steps: tracked; steps\n", "log.txt": ""])
    #expect(steps.run(["log", "Steps", "12000", "steps", "--date", "2026-11-20"]) == .success, "\(steps.stderr)")
    #expect(steps.run(["log", "Steps", "900000", "steps"]) == .success, "\(steps.stderr)")
    let pulse = FakeEnvironment(today: "2026-11-22", files: ["habits.txt": "Pulse: tracked\n", "log.txt": "2026-11-20 Pulse 62\n"])
    #expect(pulse.run(["log", "Pulse", "62000"]) != .success)
    #expect(pulse.stderr.contains("62000"), "\(pulse.stderr)")
    // Another habit's bare number is still a count missing its x.
    #expect(env.run(["log", "Gym", "7"]) != .success)
    #expect(env.stderr.contains("a count is written with an x"))
  }
}
