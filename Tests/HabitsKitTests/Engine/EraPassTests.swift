import Testing

@testable import HabitsKit

/// An era of a habit with changes costs little more than its own days: the eras' spans are made
/// first and the day arrays taken once for every era, the streak walk finds the ended eras it
/// takes whole by reading the spans in place, and the figures of a stretch of days visit only
/// the eras it reaches.
@Suite struct EraPassTests {
  /// Four schedules in turn, one of them kept apart (after last) and one carrying over, with
  /// options, an `until` on the habit and vacations, logged with gaps that fail.
  static let habits: String = {
    var habits = "Plants: Mon, Wed, Fri; since 2024-01-01; until 2025-09-30\n"
    let schedules = [
      "every 4 days after last", "every day; 2 times", "Tue, Thu; no backlog", "3 times a week; carry over",
      "every other day; no ahead",
    ]
    for k in 1...30 { habits += "Plants: \(schedules[k % 5]); from \(day("2024-01-01") + k * 19)\n" }
    return habits
  }()

  static let log: String = {
    var log = "2024-03-02 vacation until 2024-03-09\n2024-07-30 vacation until 2024-08-02\n"
    for offset in 0..<600 where offset % 5 != 2 && offset % 13 != 6 {
      log += "\(day("2024-01-01") + offset) Plants\(offset % 9 == 0 ? " x2" : "")\n"
    }
    return log
  }()

  @Test func eachErasSpanIsItsLinesMadeWithItsDays() throws {
    let result = load(Self.habits, log: Self.log, today: "2026-01-01")
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
    let loaded = try #require(result.journal.loaded.first)
    for today in [day("2024-02-10"), day("2025-06-10"), day("2026-01-01")] {
      let timeline = HabitTimeline(plan: loaded.plan, log: loaded.log, today: today, through: today + 40)
      #expect(timeline.eraCount == loaded.plan.eras.count)
      var base = 0
      for index in 0..<timeline.eraCount {
        let era = loaded.plan.eras[index]
        let wanted = index == timeline.eraCount - 1 ? today + 40 : (era.habit.until ?? today + 40)
        // The span says what the era's line asks, read from the era, and where its days sit.
        let span = timeline.span(ofEra: index)
        let last = min(era.calendar.end ?? Day.last, max(wanted, today))
        #expect(span.first == era.start && span.last == last && span.end == era.calendar.end, "era \(index) on \(today)")
        #expect(span.base == base && span.dayCount == max(0, last - era.start + 1), "era \(index) on \(today)")
        #expect(
          [span.goal, span.overAt] == [era.target.isGoal ? era.goal : 0, era.overAt]
            && [span.separated, span.dueDaysApart, span.asksAtMost, span.backlog, span.ahead, span.periodic]
              == [era.windowsSeparate, era.keepsDueDaysApart, era.target.isLimit, era.backlog, era.ahead, era.facts.hasPeriods],
          "era \(index) on \(today)")
        base += span.dayCount
      }
      // The arrays were counted before any era was computed: exactly the eras' days.
      #expect(timeline.rules.count == base)
    }
  }

  @Test func theEndedErasAreFoundReadingEachSpanOnce() throws {
    let loaded = try #require(load(Self.habits, log: Self.log, today: "2026-01-01").journal.loaded.first)
    for today in [day("2024-01-01"), day("2024-05-17"), day("2025-06-10"), day("2026-01-01")] {
      let timeline = HabitTimeline(plan: loaded.plan, log: loaded.log, today: today, through: today)
      // The definition, asked of each era's span copied out one by one.
      func reference(from index: Int) -> Int {
        var next = index
        while next < timeline.eraCount, timeline.span(ofEra: next).runsWhole(before: today),
          next == index || timeline.span(ofEra: next).first == timeline.span(ofEra: next - 1).last + 1
        {
          next += 1
        }
        return next
      }
      var runs = 0
      var index = 0
      while index < timeline.eraCount {
        var sink = ListedStreaks()
        let next = Streaks.walkEndedEras(timeline, from: index, reachingBack: index > 0, into: &sink)
        #expect(next == reference(from: index), "era \(index) on \(today)")
        if next > index { runs += 1 }
        index = max(next, index + 1)
      }
      // The eras are contiguous: the ended ones make at most one run, before the era of today.
      #expect(runs <= 1)
      let ended = (0..<timeline.eraCount).filter { timeline.span(ofEra: $0).runsWhole(before: today) }
      var sink = ListedStreaks()
      #expect(Streaks.walkEndedEras(timeline, from: 0, reachingBack: false, into: &sink) == ended.count)
    }
  }

  /// The streaks a walk gives, as they come.
  private struct ListedStreaks: StreakSink {
    var streaks: [Streak] = []
    mutating func add(_ streak: Streak) { streaks.append(streak) }
    var lastEnd: Day? { streaks.last?.end }
  }

  @Test func theFiguresOfAStretchAreItsDaysUnderTheirEras() throws {
    // `stats` adds a decade a week at a time: each stretch visits only the eras it reaches
    // (from the era of its first day on), and its figures are its days' own, asked one by one.
    let loaded = try #require(load(Self.habits, log: Self.log, today: "2026-01-01").journal.loaded.first)
    for today in [day("2024-05-17"), day("2025-06-10")] {
      let timeline = HabitTimeline(plan: loaded.plan, log: loaded.log, today: today, through: today + 60)
      #expect(timeline.eraCount == loaded.plan.eras.count && timeline.eraCount > 20)
      let first = day("2023-12-20")
      for (offset, length) in [(0, 700), (0, 7), (3, 30), (11, 1), (40, 90), (95, 19), (300, 57), (560, 200), (640, 5)] {
        let days = (first + offset)...(first + offset + length - 1)
        var expected = StatsFigures()
        for day in days {
          expected.add(
            timeline.status(on: day), dueDay: timeline.isDue(day) && !timeline.isOnVacation(day),
            count: timeline.count(on: day))
        }
        var figures = StatsFigures()
        timeline.addFigures(of: days, to: &figures)
        #expect(figures == expected, "\(days) on \(today)")
        // Cut in weeks, as `stats` cuts it, the pieces add up to the whole.
        var pieces = StatsFigures()
        for start in stride(from: days.lowerBound.number, through: days.upperBound.number, by: 7) {
          let lower = Day(number: start)
          timeline.addFigures(of: lower...min(lower + 6, days.upperBound), to: &pieces)
        }
        #expect(pieces == figures, "\(days) on \(today)")
      }
    }
  }

  @Test func theNextChangeIsFoundAmongTheErasStarts() throws {
    // The views that follow the changes day by day (the CSV export) ask the timeline for the
    // next era's start, a binary search over plain numbers, instead of the eras for the first
    // that starts later (which copied every era before it, at every change).
    let loaded = try #require(load(Self.habits, log: Self.log, today: "2026-01-01").journal.loaded.first)
    let timeline = HabitTimeline(plan: loaded.plan, log: loaded.log, today: day("2025-06-10"), through: day("2025-06-10"))
    var changes = 0
    for when in day("2023-12-01")...day("2026-02-01") {
      let expected = loaded.plan.eras.first { $0.start > when }?.start
      #expect(timeline.nextEraStart(after: when) == expected, "\(when)")
      if expected == when + 1 { changes += 1 }
    }
    // Each era starts the day after some day asked about (the first after the days before the start).
    #expect(changes == loaded.plan.eras.count)
    // A habit without changes has no next line.
    let plain = try #require(load("Gym: every day; since 2024-01-01\n", log: "2024-01-02 Gym\n", today: "2024-02-01").journal.loaded.first)
    let single = HabitTimeline(plan: plain.plan, log: plain.log, today: day("2024-02-01"), through: day("2024-02-01"))
    #expect(single.nextEraStart(after: day("2023-12-31")) == nil)
    #expect(single.nextEraStart(after: day("2024-01-10")) == nil)
  }
}
