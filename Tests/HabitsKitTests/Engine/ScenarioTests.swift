import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Statuses in named situations beyond the worked examples.
@Suite struct ScenarioTests {
  @Test("today's status before and after logging")
  func beforeAndAfterLogging() {
    let h = habit("Gym: Mon, Wed, Fri")
    let before = timeline(h, start: "2026-11-16", log: logOf(["2026-11-16"]), today: "2026-11-18")
    #expect(before.status(on: day("2026-11-18")) == .planned)
    let after = timeline(h, start: "2026-11-16", log: logOf(["2026-11-16", "2026-11-18"]), today: "2026-11-18")
    #expect(after.status(on: day("2026-11-18")) == .completed)
    let twice = timeline(h, start: "2026-11-16", log: logOf(["2026-11-16", "2026-11-18 x2"]), today: "2026-11-18")
    #expect(twice.status(on: day("2026-11-18")) == .overCompleted)
    #expect(twice.status(on: day("2026-11-20")) == .alreadyCompleted)
  }

  @Test("a missed day is failed only once it is past; today stays planned")
  func failedOnlyInThePast() {
    let h = habit("Meditate: every day")
    let t = timeline(h, start: "2026-11-20", log: logOf(["2026-11-20"]), today: "2026-11-22")
    #expect(statuses(t, from: "2026-11-20", to: "2026-11-23") == ["11-20 completed", "11-21 failed", "11-22 planned", "11-23 planned"])
  }

  @Test("a goal of 3: fewer is partial, exactly 3 completed, more over")
  func goals() {
    let h = habit("Pushups: every day; 3 times")
    let t = timeline(h, start: "2026-11-18", log: logOf(["2026-11-18 x2", "2026-11-19 x3", "2026-11-20 x4"]), today: "2026-11-21")
    #expect(statuses(t, from: "2026-11-18", to: "2026-11-21") == [
      "11-18 partially_completed", "11-19 completed", "11-20 over_completed", "11-21 planned",
    ])
  }

  @Test("a goal with backlog: a partial day's shortfall is caught up by extra sets")
  func goalsWithBacklog() {
    let h = habit("Sets: Mon, Wed, Fri; 3 times")
    let t = timeline(h, start: "2026-11-16", log: logOf(["2026-11-16 x1", "2026-11-17 x2"]), today: "2026-11-18")
    #expect(t.status(on: day("2026-11-16")) == .partiallyCompleted)
    #expect(t.status(on: day("2026-11-17")) == .sortedOutBacklog)
    #expect(t.status(on: day("2026-11-18")) == .planned)
  }

  @Test("a vacation across a week boundary: no failures, the streak runs through it")
  func vacationAcrossWeeks() {
    let h = habit("Gym: Mon, Wed, Fri")
    let log = logOf(["2026-11-16", "2026-11-18", "2026-11-25", "2026-11-27"],
                    vacations: [Vacation(start: day("2026-11-20"), end: day("2026-11-24"))])
    let t = timeline(h, start: "2026-11-16", log: log, today: "2026-11-28")
    #expect(t.status(on: day("2026-11-20")) == .onVacation)
    #expect(t.status(on: day("2026-11-23")) == .onVacation)
    #expect(Streaks.merged(Streaks.unmerged(t)) == [Streak(start: day("2026-11-16"), end: day("2026-11-28"))])
  }

  @Test("a completion during a vacation counts and is over-completed")
  func completionOnVacation() {
    let h = habit("Gym: Mon, Wed, Fri")
    let log = logOf(["2026-11-20"], vacations: [Vacation(start: day("2026-11-19"), end: day("2026-11-21"))])
    let t = timeline(h, start: "2026-11-16", log: log, today: "2026-11-22")
    #expect(t.status(on: day("2026-11-20")) == .sortedOutBacklog)
    // LIFO: the extra on Friday makes up Wednesday, the most recent miss; Monday stays failed.
    #expect(t.status(on: day("2026-11-18")) == .completedLater)
    #expect(t.status(on: day("2026-11-16")) == .failed)
  }

  @Test("an open-ended vacation pauses everything after it, today included")
  func openVacation() {
    let h = habit("Walk: every day")
    let log = logOf(["2026-11-18"], vacations: [Vacation(start: day("2026-11-19"), end: nil)])
    let t = timeline(h, start: "2026-11-18", log: log, today: "2026-11-22")
    #expect(statuses(t, from: "2026-11-19", to: "2026-11-23").allSatisfy { $0.hasSuffix("on_vacation") })
  }

  @Test("no backlog: a miss is failed at once and nothing is shown to catch up")
  func noBacklog() {
    let h = habit("Stretch: Mon, Thu; no backlog")
    let t = timeline(h, start: "2026-11-16", log: logOf(["2026-11-17"]), today: "2026-11-18")
    #expect(t.status(on: day("2026-11-16")) == .failed)
    #expect(t.status(on: day("2026-11-17")) == .overCompleted)
    #expect(t.status(on: day("2026-11-18")) == .notDue)
  }

  @Test("no ahead: doing it early does not cancel the next due day")
  func noAhead() {
    let h = habit("Piano: Tue, Sat; no ahead")
    let t = timeline(h, start: "2026-11-16", log: logOf(["2026-11-16"]), today: "2026-11-16")
    #expect(t.status(on: day("2026-11-17")) == .planned)
    let ahead = timeline(habit("Piano: Tue, Sat"), start: "2026-11-16", log: logOf(["2026-11-16"]), today: "2026-11-16")
    #expect(ahead.status(on: day("2026-11-17")) == .alreadyCompleted)
  }

  @Test("every day with backlog and ahead: misses carry forward until made up")
  func everyDayWithBacklog() {
    let h = habit("Walk: every day; backlog; ahead")
    let t = timeline(h, start: "2026-11-16", log: logOf(["2026-11-19 x3"]), today: "2026-11-20")
    #expect(t.status(on: day("2026-11-16")) == .failed)
    #expect(t.status(on: day("2026-11-17")) == .completedLater)
    #expect(t.status(on: day("2026-11-18")) == .completedLater)
  }

  @Test("carry over: a surplus from last week cancels this week's first due day")
  func carryOver() {
    let separate = timeline(habit("Gym: Mon, Wed, Fri"), start: "2026-11-16", log: logOf(["2026-11-16", "2026-11-18", "2026-11-20", "2026-11-21"]), today: "2026-11-22")
    #expect(separate.status(on: day("2026-11-23")) == .planned)
    let carried = timeline(habit("Gym: Mon, Wed, Fri; carry over"), start: "2026-11-16", log: logOf(["2026-11-16", "2026-11-18", "2026-11-20", "2026-11-21"]), today: "2026-11-22")
    #expect(carried.status(on: day("2026-11-23")) == .alreadyCompleted)
  }

  @Test("before the start and after the end")
  func lifeBounds() {
    let h = habit("Course: Mon, Wed; since 2026-11-16; until 2026-11-20")
    let t = timeline(h, start: "2026-11-16", log: HabitLog(), today: "2026-11-22")
    #expect(t.status(on: day("2026-11-15")) == .notStarted)
    #expect(t.status(on: day("2026-11-21")) == .finished)
    #expect(t.status(on: day("2026-11-18")) == .failed)
  }

  @Test("a zero count is no completion and does not make today done (§18)")
  func zeroCount() {
    let h = habit("Gym: Mon, Wed, Fri")
    let t = timeline(h, start: "2026-11-16", log: HabitLog(completions: [Completion(day: day("2026-11-18"), count: 0)]), today: "2026-11-18")
    #expect(t.status(on: day("2026-11-18")) == .planned)
  }

  @Test("a habit without since starts at its first log entry, else today")
  func defaultStart() {
    let h = habit("Gym: Mon, Wed, Fri")
    #expect(HabitPlan(habit: h, log: logOf(["2026-11-18", "2026-11-20"]), today: day("2026-11-22")).start == day("2026-11-18"))
    #expect(HabitPlan(habit: h, log: HabitLog(), today: day("2026-11-22")).start == day("2026-11-22"))
    let a = HabitAnalysis(habit: h, log: HabitLog(), today: day("2026-11-23"))
    #expect(a.status(on: day("2026-11-23")) == .planned)
    #expect(a.status(on: day("2026-11-20")) == .notStarted)
  }
}
