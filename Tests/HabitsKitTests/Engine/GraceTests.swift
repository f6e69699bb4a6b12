import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The attention rule of seed 002 (§18): a habit needs attention once it has gone unlogged
/// beyond its grace window, counted in its own periods; logging returns it to on track at once.
@Suite struct GraceTests {
  /// One row: a habit line, its log and vacations, a day, and the state expected on it.
  struct Case: CustomTestStringConvertible, Sendable {
    var line: String
    var log: [String]
    var vacations: [(String, String)] = []
    var today: String
    var expected: Attention
    var testDescription: String { "\(line) | \(log) on \(today)" }
  }

  private static let exampleHabit = "W: every day; since 2026-11-01; grace 3 days"
  private static let exampleLog = ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-05"]

  static let cases: [Case] = [
    // The worked example: logged today is on track, and a 1-day gap is far from 3 days.
    Case(line: exampleHabit, log: exampleLog, today: "2026-11-04", expected: .notLogged),
    Case(line: exampleHabit, log: exampleLog, today: "2026-11-05", expected: .onTrack),
    Case(line: exampleHabit, log: exampleLog, today: "2026-11-06", expected: .notLogged),
    Case(line: exampleHabit, log: exampleLog, today: "2026-11-07", expected: .notLogged),
    Case(line: exampleHabit, log: exampleLog, today: "2026-11-08", expected: .notLogged),
    Case(line: exampleHabit, log: exampleLog, today: "2026-11-09", expected: .needsAttention),
    Case(line: exampleHabit, log: exampleLog + ["2026-11-09"], today: "2026-11-09", expected: .onTrack),
    // Daily, default window 3 days.
    Case(line: "A: every day; since 2026-11-01", log: ["2026-11-01"], today: "2026-11-04", expected: .notLogged),
    Case(line: "A: every day; since 2026-11-01", log: ["2026-11-01"], today: "2026-11-05", expected: .needsAttention),
    Case(line: "A: every day; since 2026-11-01", log: ["2026-11-01", "2026-11-05"], today: "2026-11-05", expected: .onTrack),
    Case(line: "A: every day; since 2026-11-01", log: [], today: "2026-11-03", expected: .notLogged),
    Case(line: "A: every day; since 2026-11-01", log: [], today: "2026-11-04", expected: .needsAttention),
    Case(line: "A: every day; since 2026-11-01; grace 0 days", log: ["2026-11-01"], today: "2026-11-02", expected: .needsAttention),
    Case(line: "A: every day; since 2026-11-01; grace 1 week", log: ["2026-11-01"], today: "2026-11-08", expected: .notLogged),
    Case(line: "A: every day; since 2026-11-01; grace 1 week", log: ["2026-11-01"], today: "2026-11-09", expected: .needsAttention),
    // Weekly (weeks from Monday): logged in the week of Nov 2; 3 weeks free to Nov 29.
    Case(line: "Gym: Mon, Wed, Fri; since 2026-11-02", log: ["2026-11-04"], today: "2026-11-08", expected: .onTrack),
    Case(line: "Gym: Mon, Wed, Fri; since 2026-11-02", log: ["2026-11-04"], today: "2026-11-09", expected: .notLogged),
    Case(line: "Gym: Mon, Wed, Fri; since 2026-11-02", log: ["2026-11-04"], today: "2026-11-29", expected: .notLogged),
    Case(line: "Gym: Mon, Wed, Fri; since 2026-11-02", log: ["2026-11-04"], today: "2026-11-30", expected: .needsAttention),
    Case(line: "Gym: Mon, Wed, Fri; since 2026-11-02", log: ["2026-11-04", "2026-11-30"], today: "2026-11-30", expected: .onTrack),
    // A grace in days is rounded up to whole weeks: 10 days is 2 weeks.
    Case(line: "Gym: Mon, Wed, Fri; since 2026-11-02; grace 10 days", log: ["2026-11-04"], today: "2026-11-22", expected: .notLogged),
    Case(line: "Gym: Mon, Wed, Fri; since 2026-11-02; grace 10 days", log: ["2026-11-04"], today: "2026-11-23", expected: .needsAttention),
    Case(line: "Gym: Mon, Wed, Fri; since 2026-11-02; grace 1 week", log: ["2026-11-04"], today: "2026-11-16", expected: .needsAttention),
    // N days a week: the same weeks.
    Case(line: "Read: 4 days a week; since 2026-11-02", log: ["2026-11-03"], today: "2026-11-29", expected: .notLogged),
    Case(line: "Read: 4 days a week; since 2026-11-02", log: ["2026-11-03"], today: "2026-11-30", expected: .needsAttention),
    // Monthly: logged in January; February, March and April free.
    Case(line: "Budget: monthly on the 1st; since 2026-01-01", log: ["2026-01-01"], today: "2026-02-01", expected: .notLogged),
    Case(line: "Budget: monthly on the 1st; since 2026-01-01", log: ["2026-01-01"], today: "2026-04-30", expected: .notLogged),
    Case(line: "Budget: monthly on the 1st; since 2026-01-01", log: ["2026-01-01"], today: "2026-05-01", expected: .needsAttention),
    Case(line: "Budget: monthly on the 1st; since 2026-01-01", log: ["2026-01-01", "2026-05-01"], today: "2026-05-01", expected: .onTrack),
    // Every 3 days: periods of 3 days from the start; 3 of them after Nov 1-3.
    Case(line: "Water: every 3 days; since 2026-11-01", log: ["2026-11-01"], today: "2026-11-03", expected: .onTrack),
    Case(line: "Water: every 3 days; since 2026-11-01", log: ["2026-11-01"], today: "2026-11-12", expected: .notLogged),
    Case(line: "Water: every 3 days; since 2026-11-01", log: ["2026-11-01"], today: "2026-11-13", expected: .needsAttention),
    // Every 10 days after last: 3 × 10 days.
    Case(line: "Cactus: every 10 days after last; since 2026-11-01", log: ["2026-11-01"], today: "2026-12-01", expected: .notLogged),
    Case(line: "Cactus: every 10 days after last; since 2026-11-01", log: ["2026-11-01"], today: "2026-12-02", expected: .needsAttention),
    // Done, and not due again until the next due day: nothing to log yet, so on track; the
    // due day itself, not logged, is not logged. Never done: not logged until the grace runs out.
    Case(line: "Cactus: every 10 days after last; since 2026-11-01", log: ["2026-11-10"], today: "2026-11-11", expected: .onTrack),
    Case(line: "Cactus: every 10 days after last; since 2026-11-01", log: ["2026-11-10"], today: "2026-11-19", expected: .onTrack),
    Case(line: "Cactus: every 10 days after last; since 2026-11-01", log: ["2026-11-10"], today: "2026-11-20", expected: .notLogged),
    Case(line: "Cactus: every 10 days after last; since 2026-11-01", log: ["2026-11-10"], today: "2026-11-21", expected: .notLogged),
    Case(line: "Cactus: every 10 days after last; since 2026-11-01", log: [], today: "2026-11-05", expected: .notLogged),
    Case(line: "Haircut: every 5 weeks after last; since 2026-09-01", log: ["2026-11-10"], today: "2026-11-12", expected: .onTrack),
    // A one-off date done ahead: nothing left to log, before the date, on it and after it; the
    // window opens on the next date not done yet.
    Case(line: "Dentist: on 2026-12-01; since 2026-11-01", log: ["2026-11-10"], today: "2026-11-12", expected: .onTrack),
    Case(line: "Dentist: on 2026-12-01; since 2026-11-01", log: ["2026-11-10"], today: "2026-12-01", expected: .onTrack),
    Case(line: "Dentist: on 2026-12-01; since 2026-11-01", log: ["2026-11-10"], today: "2026-12-05", expected: .onTrack),
    Case(line: "Dentist: on 2026-12-01; since 2026-11-01", log: [], today: "2026-11-12", expected: .notLogged),
    Case(line: "Dentist: on 2026-12-01 and 2027-01-10; since 2026-11-01", log: ["2026-11-10"], today: "2026-12-05", expected: .onTrack),
    Case(line: "Dentist: on 2026-12-01 and 2027-01-10; since 2026-11-01", log: ["2026-11-10"], today: "2027-01-10", expected: .notLogged),
    Case(line: "Dentist: on 2026-12-01 and 2027-01-10; since 2026-11-01", log: ["2026-11-10"], today: "2027-01-12", expected: .notLogged),
    Case(line: "Dentist: on 2026-12-01 and 2027-01-10; since 2026-11-01", log: ["2026-11-10"], today: "2027-01-13", expected: .needsAttention),
    Case(line: "Once: on 2026-11-05; since 2026-11-01", log: ["2026-11-05"], today: "2026-11-12", expected: .onTrack),
    // Yearly: logged in 2020; 2021-2023 free.
    Case(line: "Taxes: yearly on Apr 15; since 2020-01-01", log: ["2020-04-15"], today: "2023-12-31", expected: .notLogged),
    Case(line: "Taxes: yearly on Apr 15; since 2020-01-01", log: ["2020-04-15"], today: "2024-01-01", expected: .needsAttention),
    Case(line: "Taxes: yearly on Apr 15; since 2020-01-01", log: ["2020-04-15", "2024-01-01"], today: "2024-01-01", expected: .onTrack),
    // Vacation and skip days are not counted: 3 days off push the window 3 days on.
    Case(line: "A: every day; since 2026-11-01", log: ["2026-11-01"], vacations: [("2026-11-02", "2026-11-04")], today: "2026-11-07", expected: .notLogged),
    Case(line: "A: every day; since 2026-11-01", log: ["2026-11-01"], vacations: [("2026-11-02", "2026-11-04")], today: "2026-11-08", expected: .needsAttention),
    Case(line: "Gym: Mon, Wed, Fri; since 2026-11-02", log: ["2026-11-04"], vacations: [("2026-11-09", "2026-11-15")], today: "2026-12-06", expected: .notLogged),
    Case(line: "Gym: Mon, Wed, Fri; since 2026-11-02", log: ["2026-11-04"], vacations: [("2026-11-09", "2026-11-15")], today: "2026-12-07", expected: .needsAttention),
    // Paused today, and finished: on track.
    Case(line: "A: every day; since 2026-11-01", log: [], vacations: [("2026-11-20", "2026-11-30")], today: "2026-11-22", expected: .onTrack),
    Case(line: "A: every day; since 2026-11-01; until 2026-11-10", log: [], today: "2026-11-22", expected: .onTrack),
  ]

  @Test("needs attention only beyond the grace window, per cadence", arguments: cases)
  func attention(_ c: Case) {
    let vacations = c.vacations.map { Vacation(start: day($0.0), end: day($0.1)) }
    let analysis = HabitAnalysis(habit: habit(c.line), log: logOf(c.log, vacations: vacations), today: day(c.today))
    #expect(analysis.attentionFinding().attention == c.expected)
  }

  @Test("logging a habit that needs attention returns it to on track on that very day, for every cadence")
  func loggingReturnsAtOnce() {
    let lines = [
      "A: every day; since 2020-01-01", "Gym: Mon, Wed, Fri; since 2020-01-01", "Budget: monthly on the 1st; since 2020-01-01",
      "Water: every 3 days; since 2020-01-01", "Read: 4 days a week; since 2020-01-01", "Taxes: yearly on Apr 15; since 2020-01-01",
    ]
    for line in lines {
      let before = HabitAnalysis(habit: habit(line), log: logOf([]), today: day("2026-11-25")).attentionFinding()
      #expect(before.attention == .needsAttention, "\(line)")
      #expect(before.lastLogged == nil && before.unloggedSince == day("2020-01-01"), "\(line)")
      let after = HabitAnalysis(habit: habit(line), log: logOf(["2026-11-25"]), today: day("2026-11-25")).attentionFinding()
      #expect(after.attention == .onTrack, "\(line)")
    }
  }

  @Test("the worked example's files through `habits status`: no attention after logging Nov 5 until the window runs out")
  func exampleThroughStatus() {
    let files = [
      "habits.txt": "W: every day; since 2026-11-01; grace 3 days\n",
      "log.txt": "2026-11-01 W\n2026-11-02 W\n2026-11-03 W\n2026-11-05 W\n",
    ]
    let expected = [
      "2026-11-05": "1 on track · 0 not logged · 0 need attention\n",
      "2026-11-06": "0 on track · 1 not logged · 0 need attention\n",
      "2026-11-07": "0 on track · 1 not logged · 0 need attention\n",
      "2026-11-09": "0 on track · 0 not logged · 1 needs attention\n",
    ]
    for (today, summary) in expected {
      let e = FakeEnvironment(today: today, files: files)
      #expect(e.run("status --short") == .success, "\(today)")
      #expect(e.stdout == summary, "\(today)")
    }
    let late = FakeEnvironment(today: "2026-11-09", files: files)
    late.run("status")
    #expect(late.stdout.contains("W: needs attention: last logged Nov 5"))
  }
}
