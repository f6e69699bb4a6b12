import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Rolling windows: "N times in any D days" (a goal) and "at most N in any D days" (a limit).
/// Spellings and misuses, the window over unpaused days, the first days not judged, whole
/// goals, over completed at 2N, streaks (and one carried into a rolling line), attention, and
/// what the board, JSON and `why` say.
@Suite struct RollingWindowTests {
  static let spellings: [ScheduleSpelling] = [
    ScheduleSpelling(line: "Gym: 3 times in any 7 days", schedule: .rolling(times: 3, days: 7)),
    ScheduleSpelling(line: "Gym: at least 3 in any 7 days", schedule: .rolling(times: 3, days: 7)),
    ScheduleSpelling(line: "Gym: 3 in any 7 days", schedule: .rolling(times: 3, days: 7)),
    ScheduleSpelling(line: "Gym: 3x in any 7 days", schedule: .rolling(times: 3, days: 7)),
    ScheduleSpelling(line: "Walk: twice in any 5 days", schedule: .rolling(times: 2, days: 5)),
    ScheduleSpelling(line: "Walk: at least once in any 2 days", schedule: .rolling(times: 1, days: 2)),
    ScheduleSpelling(line: "Sweets: at most 2 in any 7 days", schedule: .rollingLimit(max: 2, days: 7)),
    ScheduleSpelling(line: "Sweets: at most twice in any 7 days", schedule: .rollingLimit(max: 2, days: 7)),
    ScheduleSpelling(line: "Takeout: at most 0 times in any 366 days", schedule: .rollingLimit(max: 0, days: 366)),
  ]

  @Test("spellings of rolling windows", arguments: spellings)
  func spelling(_ c: ScheduleSpelling) {
    #expect(habit(c.line).schedule == c.schedule)
  }

  static let bad: [LineDiagnostic] = [
    LineDiagnostic(line: "A: 3 times in any 1 day", diagnostic: "habits.txt:1:19: error: a window of 1 day is out of range 2...366 [number-out-of-range]"),
    LineDiagnostic(line: "A: 3 times in any 367 days", diagnostic: "habits.txt:1:19: error: a window of 367 days is out of range 2...366 [number-out-of-range]"),
    LineDiagnostic(line: "A: at least 0 in any 7 days", diagnostic: "habits.txt:1:13: error: at least 0 in a window is out of range 1...1000 [number-out-of-range]"),
    LineDiagnostic(line: "A: at most 1001 in any 7 days", diagnostic: "habits.txt:1:12: error: at most 1001 is out of range 0...1000 [number-out-of-range]"),
    LineDiagnostic(line: "A: 3 times in ay 7 days", diagnostic: "habits.txt:1:15: error: expected 'any N days' or 'a week' after 'in', found 'ay' [syntax]"),
    LineDiagnostic(line: "A: 3 times in any 7 dyas", diagnostic: "habits.txt:1:21: error: expected 'days' after 'in any 7', found 'dyas' [syntax]"),
    LineDiagnostic(line: "A: 3 times in any week", diagnostic: "habits.txt:1:19: error: expected a number of days after 'in any', found 'week' [syntax]"),
    LineDiagnostic(line: "A: at least 3 a week", diagnostic: "habits.txt:1:15: error: expected 'in any N days' after 'at least 3', found 'a' [syntax]"),
    LineDiagnostic(line: "A: at lest 3 in any 7 days", diagnostic: "habits.txt:1:7: error: expected 'most' or 'least' after 'at', found 'lest' [syntax]"),
  ]

  @Test("bad rolling windows get located errors", arguments: bad)
  func badLine(_ c: LineDiagnostic) {
    let diagnostics = shortDiagnostics(load(c.line + "\n"))
    #expect(diagnostics.first == c.diagnostic, "\(diagnostics)")
  }

  @Test("the window: D unpaused days, the first D - 1 not judged, failed when a window lacks")
  func statuses() {
    let h = habit("Gym: 3 times in any 7 days; since 2026-11-02")
    let t = timeline(h, start: "2026-11-02", log: logOf(["2026-11-02", "2026-11-04", "2026-11-06", "2026-11-12"]), today: "2026-11-14")
    #expect(
      HabitsKitTests.statuses(t, from: "2026-11-02", to: "2026-11-16") == [
        "11-02 completed", "11-03 not_due", "11-04 completed", "11-05 not_due", "11-06 completed", "11-07 not_due",
        // 11-02..08 holds 3: kept; 11-03..09 holds 2: failed.
        "11-08 not_due", "11-09 failed", "11-10 failed", "11-11 failed", "11-12 completed", "11-13 failed",
        // Today and later: planned while the window lacks.
        "11-14 planned", "11-15 planned", "11-16 planned",
      ])
  }

  @Test("a pause: the window reaches further back, and a completion in it counts")
  func pauses() {
    let h = habit("Gym: 2 times in any 3 days; since 2026-11-02")
    let pause = Vacation(start: day("2026-11-05"), end: day("2026-11-06"))
    let t = timeline(h, start: "2026-11-02", log: logOf(["2026-11-03", "2026-11-04", "2026-11-06"], vacations: [pause]), today: "2026-11-20")
    #expect(
      HabitsKitTests.statuses(t, from: "2026-11-02", to: "2026-11-09") == [
        "11-02 not_due", "11-03 completed", "11-04 completed", "11-05 on_vacation", "11-06 completed",
        // 11-07's window: 11-03, 11-04 and 11-07 (11-05 and 11-06 paused), and 11-06's completion counts.
        "11-07 not_due", "11-08 not_due", "11-09 failed",
      ])
  }

  @Test("whole goals: with '2 times' a count of 3 is one; less than a goal is partial; 2N is over")
  func goals() {
    let h = habit("Pushups: 2 in any 3 days; 2 times; since 2026-11-02")
    let t = timeline(h, start: "2026-11-02", log: logOf(["2026-11-02 x3", "2026-11-03 x1", "2026-11-04 x8"]), today: "2026-11-20")
    #expect(
      HabitsKitTests.statuses(t, from: "2026-11-02", to: "2026-11-06") == [
        "11-02 completed", "11-03 partially_completed", "11-04 over_completed", "11-05 not_due", "11-06 not_due",
      ])
  }

  @Test("streaks: runs not failed holding a completion; a change into a window carries one over")
  func streaks() {
    let h = habit("Gym: 3 times in any 7 days; since 2026-11-02")
    let a = HabitAnalysis(habit: h, log: logOf(["2026-11-02", "2026-11-04", "2026-11-06", "2026-11-12"]), today: day("2026-11-14"))
    #expect(a.streaks == [Streak(start: day("2026-11-02"), end: day("2026-11-08")), Streak(start: day("2026-11-12"), end: day("2026-11-12"))])
    // A daily habit kept through Nov 9, then 3 in any 7 days: its first days carry it, up to
    // yesterday while today is still to do.
    let changing = load("Walk: every day; since 2026-11-02\nWalk: 3 times in any 7 days; from 2026-11-10\n").journal.habits[0]
    let log = logOf(["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06", "2026-11-07", "2026-11-08", "2026-11-09"])
    let b = HabitAnalysis(habit: changing, log: log, today: day("2026-11-14"))
    #expect(b.streaks == [Streak(start: day("2026-11-02"), end: day("2026-11-13"))])
  }

  @Test("attention: needs it once a day failed with nothing since; not logged while planned")
  func attention() {
    let h = habit("Gym: 3 times in any 7 days; since 2026-11-02")
    let log = logOf(["2026-11-02", "2026-11-04", "2026-11-06", "2026-11-12"])
    #expect(HabitAnalysis(habit: h, log: log, today: day("2026-11-08")).attentionFinding().attention == .onTrack)
    #expect(HabitAnalysis(habit: h, log: log, today: day("2026-11-09")).attentionFinding().attention == .notLogged)
    #expect(HabitAnalysis(habit: h, log: log, today: day("2026-11-10")).attentionFinding().attention == .needsAttention)
    #expect(HabitAnalysis(habit: h, log: log, today: day("2026-11-12")).attentionFinding().attention == .onTrack)
    let limit = habit("Sweets: at most 1 in any 3 days; since 2026-11-02")
    let sweets = logOf(["2026-11-03", "2026-11-04"])
    #expect(HabitAnalysis(habit: limit, log: sweets, today: day("2026-11-05")).attentionFinding().attention == .needsAttention)
    // Nov 6's window, Nov 4-6, holds one: on track again.
    #expect(HabitAnalysis(habit: limit, log: sweets, today: day("2026-11-06")).attentionFinding().attention == .onTrack)
  }

  @Test("a rolling limit: over on a day whose window holds more than N, never paused")
  func limit() {
    let h = habit("Sweets: at most 2 in any 7 days; since 2026-11-01")
    let log = logOf(["2026-11-05", "2026-11-07", "2026-11-10"], vacations: [Vacation(start: day("2026-11-01"), end: day("2026-11-30"))])
    let t = timeline(h, start: "2026-11-01", log: log, today: "2026-11-12")
    #expect(
      HabitsKitTests.statuses(t, from: "2026-11-09", to: "2026-11-13") == [
        "11-09 within_limit", "11-10 over_limit", "11-11 within_limit", "11-12 within_limit", "11-13 not_due",
      ])
    #expect(HabitAnalysis(habit: h, log: log, today: day("2026-11-12")).pause(on: day("2026-11-10")) == nil)
  }

  @Test("the board says how many more the window needs, and JSON gives the window")
  func board() {
    let env = FakeEnvironment(
      today: "2026-11-14",
      files: [
        "habits.txt": "Gym: 3 times in any 7 days; since 2026-11-02\nSweets: at most 2 in any 7 days; since 2026-11-01\n",
        "log.txt": "2026-11-12 Gym\n2026-11-14 Gym\n2026-11-10 Sweets\n2026-11-14 Sweets x2\n",
      ])
    env.run(["--color", "never"])
    #expect(env.stdout.contains(" ✓ Gym     completed   done, 1 more in the window"), "\(env.stdout)")
    #expect(env.stdout.contains(" # Sweets  over limit  over by 1 in the window"), "\(env.stdout)")
    let json = FakeEnvironment(today: "2026-11-14", files: env.files.mapValues { String(decoding: $0, as: UTF8.self) })
    json.run(["--json"])
    #expect(json.stdout.contains(#""left":1,"period":{"start":"2026-11-08","end":"2026-11-14"},"window":{"days":7,"holds":2,"needs":3}"#), "\(json.stdout)")
    #expect(json.stdout.contains(#""window":{"days":7,"holds":3,"max":2}"#), "\(json.stdout)")
  }

  @Test("why explains a day by its window")
  func why() {
    let h = habit("Gym: 3 times in any 7 days; since 2026-11-02")
    let a = HabitAnalysis(habit: h, log: logOf(["2026-11-02", "2026-11-04", "2026-11-06"]), today: day("2026-11-14"))
    let why = WhyReport(analysis: a, day: day("2026-11-09"))
    #expect(why.rule == .failed)
    #expect(WhySentences(why).rule() == "Mon Nov 9 is failed: nothing was logged, and the window ending on it holds 2 of the 3 it needs.")
  }
}
