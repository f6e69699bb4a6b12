import Testing

@testable import HabitsKit

/// An era of a habit with changes costs one call and its own days: its span is made where its
/// days are computed (not built apart and handed over), the day arrays are counted and taken
/// once for every era, and the streak walk finds the ended eras it takes whole by reading the
/// spans in place, each era looked at once.
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
        // The span made apart from the days, as it was before: the one made with them equals it.
        let apart = TimelineSpan(of: era, today: today, through: wanted, base: base)
        let span = timeline.span(ofEra: index)
        #expect(
          [span.first, span.last] == [apart.first, apart.last] && span.end == apart.end
            && [span.base, span.dayCount, span.goal, span.overAt] == [apart.base, apart.dayCount, apart.goal, apart.overAt]
            && [span.separated, span.dueDaysApart, span.asksAtMost, span.backlog, span.ahead, span.periodic]
              == [apart.separated, apart.dueDaysApart, apart.asksAtMost, apart.backlog, apart.ahead, apart.periodic],
          "era \(index) on \(today)")
        let whole = index < timeline.eraCount - 1
        #expect(span.dayCount == TimelineSpan.dayCount(of: era, whole: whole, today: today, through: today + 40))
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
        let next = timeline.endOfEndedEras(from: index, before: today)
        #expect(next == reference(from: index), "era \(index) on \(today)")
        if next > index { runs += 1 }
        index = max(next, index + 1)
      }
      // The eras are contiguous: the ended ones make at most one run, before the era of today.
      #expect(runs <= 1)
      let ended = (0..<timeline.eraCount).filter { timeline.span(ofEra: $0).runsWhole(before: today) }
      #expect(timeline.endOfEndedEras(from: 0, before: today) == ended.count)
    }
  }
}
