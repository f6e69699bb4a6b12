import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The worked examples of scheduling-semantics.md, each as a named test.
@Suite struct WorkedExampleTests {
  /// §12: Sun/Mon/Wed/Thu, weeks starting Sunday, periods separate.
  private let docsHabit = habit("Docs: Sun, Mon, Wed, Thu; week starts on Sunday")

  @Test("§12 nothing done, today Mon 06-17")
  func nothingDoneMonday() {
    let t = timeline(docsHabit, start: "2024-06-02", log: HabitLog(), today: "2024-06-17")
    #expect(statuses(t, from: "2024-06-16", to: "2024-06-23") == [
      "06-16 failed", "06-17 planned", "06-18 backlog", "06-19 planned", "06-20 planned",
      "06-21 not_due", "06-22 not_due", "06-23 planned",
    ])
  }

  @Test("§12 Sun, Mon, Tue done, today Tue 06-18")
  func doneAheadTuesday() {
    let t = timeline(docsHabit, start: "2024-06-02", log: logOf(["2024-06-16", "2024-06-17", "2024-06-18"]), today: "2024-06-18")
    #expect(statuses(t, from: "2024-06-18", to: "2024-06-20") == [
      "06-18 over_completed", "06-19 already_completed", "06-20 planned",
    ])
    #expect(Streaks.merged(Streaks.unmerged(t)).last == Streak(start: day("2024-06-16"), end: day("2024-06-18")))
  }

  @Test("§12 Mon, Wed, Thu, Fri done, today Sat 06-22")
  func madeUpBySaturday() {
    let log = logOf(["2024-06-17", "2024-06-19", "2024-06-20", "2024-06-21"])
    let t = timeline(docsHabit, start: "2024-06-16", log: log, today: "2024-06-22")
    #expect(t.status(on: day("2024-06-16")) == .completedLater)
    #expect(t.status(on: day("2024-06-21")) == .sortedOutBacklog)
    #expect(t.status(on: day("2024-06-22")) == .notDue)
    #expect(Streaks.merged(Streaks.unmerged(t)) == [Streak(start: day("2024-06-16"), end: day("2024-06-22"))])
  }

  @Test("§12 4 days a week: done Mon, Wed, Fri, Sat; today next Monday")
  func fourDaysAWeek() {
    let h = habit("Read: 4 days a week")
    let log = logOf(["2024-06-17", "2024-06-19", "2024-06-21", "2024-06-22"])
    let t = timeline(h, start: "2024-06-17", log: log, today: "2024-06-24")
    #expect(statuses(t, from: "2024-06-17", to: "2024-06-23") == [
      "06-17 completed", "06-18 completed_later", "06-19 completed", "06-20 completed_later",
      "06-21 sorted_out_backlog", "06-22 sorted_out_backlog", "06-23 not_due",
    ])
    #expect(Streaks.merged(Streaks.unmerged(t)) == [Streak(start: day("2024-06-17"), end: day("2024-06-23"))])
  }

  @Test("§12 Wed/Thu/Sun, separation off, one completion Fri 12-08, today 12-24")
  func separationOff() {
    let h = habit("Test: Wed, Thu, Sun; carry over")
    let t = timeline(h, start: "2023-12-04", log: logOf(["2023-12-08"]), today: "2023-12-24")
    let expected: [String: HabitStatus] = [
      "2023-12-06": .failed, "2023-12-07": .completedLater, "2023-12-08": .sortedOutBacklog,
      "2023-12-10": .failed, "2023-12-13": .failed, "2023-12-14": .failed, "2023-12-17": .failed,
    ]
    var d = day("2023-12-04")
    while d <= day("2023-12-17") {
      #expect(t.status(on: d) == (expected[d.description] ?? .notDue), "\(d)")
      d = d + 1
    }
    #expect(Streaks.unmerged(t) == [Streak(start: day("2023-12-07"), end: day("2023-12-09"))])
  }

  @Test("§9 Mon/Tue/Wed, nothing done, today Thursday: backlog Thu, Fri, Sat")
  func backlogPlacement() {
    let h = habit("Gym: Mon, Tue, Wed")
    let t = timeline(h, start: "2024-06-17", log: HabitLog(), today: "2024-06-20")
    #expect(statuses(t, from: "2024-06-20", to: "2024-06-23") == [
      "06-20 backlog", "06-21 backlog", "06-22 backlog", "06-23 not_due",
    ])
  }

  @Test("§9 one missed due day shows backlog only on the next not-due day")
  func oneMissedDay() {
    let h = habit("Gym: Mon, Wed, Fri")
    let t = timeline(h, start: "2024-06-17", log: HabitLog(), today: "2024-06-18")
    #expect(statuses(t, from: "2024-06-18", to: "2024-06-20") == ["06-18 backlog", "06-19 planned", "06-20 not_due"])
  }

  @Test("§11 LIFO: Wed and Thu missed, one completion Fri: Thu made up, Wed failed")
  func completedLaterIsLastInFirstOut() {
    let h = habit("Test: Wed, Thu, Sun")
    let one = timeline(h, start: "2023-12-04", log: logOf(["2023-12-08"]), today: "2023-12-09")
    #expect(one.status(on: day("2023-12-06")) == .failed)
    #expect(one.status(on: day("2023-12-07")) == .completedLater)
    let two = timeline(h, start: "2023-12-04", log: logOf(["2023-12-08 x2"]), today: "2023-12-09")
    #expect(two.status(on: day("2023-12-06")) == .completedLater)
    #expect(two.status(on: day("2023-12-07")) == .completedLater)
  }

  @Test("§13.3 monthly streaks with completions on 01-05, 01-15, 01-18, 01-26")
  func monthlyStreaks() {
    let h = habit("M: monthly on 1, 2, 4, 5, 11, 12, 18, 19, 25 and 26")
    let log = logOf(["2024-01-05", "2024-01-15", "2024-01-18", "2024-01-26"])
    let t = timeline(h, start: "2024-01-01", log: log, today: "2024-02-02")
    #expect(t.status(on: day("2024-01-12")) == .completedLater)
    #expect(t.status(on: day("2024-01-11")) == .failed)
    #expect(Streaks.unmerged(t) == [
      Streak(start: day("2024-01-05"), end: day("2024-01-10")),
      Streak(start: day("2024-01-12"), end: day("2024-01-18")),
      Streak(start: day("2024-01-26"), end: day("2024-01-31")),
    ])
  }

  @Test("§13.2 one completion in Wed..Sun of a 3-a-week week gives the streak Wed..Sun")
  func streakIncludesNotDueDays() {
    let h = habit("Run: 3 days a week")
    let t = timeline(h, start: "2024-06-17", log: logOf(["2024-06-19"]), today: "2024-06-26")
    #expect(Streaks.unmerged(t).first == Streak(start: day("2024-06-19"), end: day("2024-06-23")))
  }

  @Test("§5 first short week: 4 a week from Thursday is due Thu..Sun; 2 a week Thu and Fri")
  func firstShortWeek() {
    let four = HabitCalendar(habit: habit("A: 4 days a week"), start: day("2024-06-20"))
    #expect((0..<4).allSatisfy { four.isDue(day("2024-06-20") + $0) })
    let two = HabitCalendar(habit: habit("B: 2 days a week"), start: day("2024-06-20"))
    #expect([true, true, false, false] == (0..<4).map { two.isDue(day("2024-06-20") + $0) })
  }

  @Test("§5 29 days a month is due every day of February")
  func twentyNineDaysAMonth() {
    let c = HabitCalendar(habit: habit("A: 29 days a month"), start: day("2023-01-01"))
    #expect((0..<28).allSatisfy { c.isDue(day("2023-02-01") + $0) })
    #expect(c.isDue(day("2023-03-29")))
    #expect(!c.isDue(day("2023-03-30")))
  }

  @Test("§5 3 on 2 off from 2024-01-01")
  func threeOnTwoOff() {
    let c = HabitCalendar(habit: habit("Swim: 3 on 2 off"), start: day("2024-01-01"))
    #expect((0..<10).map { c.isDue(day("2024-01-01") + $0) } == [true, true, true, false, false, true, true, true, false, false])
  }

  @Test("§4 weekly, week starts Sunday, start Wed 2023-10-18: first period 10-18..10-21")
  func shortFirstWeek() {
    let c = HabitCalendar(habit: habit("A: Mon, Wed; week starts on Sunday"), start: day("2023-10-18"))
    #expect(c.period(containing: day("2023-10-19")) == day("2023-10-18")...day("2023-10-21"))
    #expect(c.period(containing: day("2023-10-22")) == day("2023-10-22")...day("2023-10-28"))
  }

  @Test("§4 monthly from start 2024-01-31: 01-31..02-28, 02-29..03-30, 03-31..04-29")
  func monthlyFromMonthEnd() {
    let c = HabitCalendar(habit: habit("A: 2 days a month; periods from start"), start: day("2024-01-31"))
    #expect(c.period(containing: day("2024-02-10")) == day("2024-01-31")...day("2024-02-28"))
    #expect(c.period(containing: day("2024-03-01")) == day("2024-02-29")...day("2024-03-30"))
    #expect(c.period(containing: day("2024-04-01")) == day("2024-03-31")...day("2024-04-29"))
    #expect(c.period(containing: day("2024-05-15")) == day("2024-04-30")...day("2024-05-30"))
  }

  @Test("§4 yearly from a Feb 29 start, and a later Feb 29 inside its period (bug not copied)")
  func yearlyFromLeapDay() {
    let c = HabitCalendar(habit: habit("A: 2 days a year; periods from start"), start: day("2024-02-29"))
    #expect(c.period(containing: day("2024-12-01")) == day("2024-02-29")...day("2025-02-28"))
    #expect(c.period(containing: day("2025-06-01")) == day("2025-03-01")...day("2026-02-28"))
    #expect(c.period(containing: day("2028-02-29")) == day("2027-03-01")...day("2028-02-29"))
    #expect(c.period(containing: day("2028-03-01")) == day("2028-03-01")...day("2029-02-28"))
  }
}

/// Statuses past the computed range still honour vacations.
@Suite struct TimelineEdgeTests {
  @Test("a due day past the computed range inside an open vacation is on vacation, not planned")
  func openVacationPastRange() {
    let h = habit("Gym: Mon, Wed, Fri")
    let log = logOf([], vacations: [Vacation(start: day("2026-11-23"), end: nil)])
    let t = HabitTimeline(habit: h, start: day("2026-11-01"), log: log, today: day("2026-11-22"), through: day("2026-11-30"))
    #expect(t.status(on: day("2027-03-01")) == .onVacation)
    #expect(t.status(on: day("2026-11-25")) == .onVacation)
    let resumed = logOf([], vacations: [Vacation(start: day("2026-11-23"), end: day("2027-02-01"))])
    let u = HabitTimeline(habit: h, start: day("2026-11-01"), log: resumed, today: day("2026-11-22"), through: day("2026-11-30"))
    #expect(u.status(on: day("2027-03-01")) == .planned)
    #expect(u.status(on: day("2027-03-02")) == .notDue)
  }
}
