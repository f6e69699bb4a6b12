import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The kinds of the third turn (every N years, ...) against the reference: the calendar's due
/// days and periods against `ReferenceCalendar`, its walk and its marking against its own
/// `isDue`, and the fast engine against the day-by-day reference (`ReferenceEras`) on habits
/// that mix them with the older kinds through changes, with vacations and skips: every status,
/// every streak, and the attention summary on days around today.
@Suite struct ThirdTurnEquivalenceTests {
  @Test("every N years and tracked: due days and periods equal the reference calendar's", arguments: 0..<3)
  func calendarEqualsReference(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 9_241 &+ 7))
    for _ in 0..<100 {
      let start = day("2023-01-01") + generator.int(0...1500)
      var habit = generator.thirdTurnHabit(start: start)
      habit.until = nil
      let calendar = HabitCalendar(habit: habit, start: start)
      let reference = ReferenceCalendar(habit: habit, start: start)
      let last = min(calendar.end ?? Day.last, start + generator.int(400...1500))
      var mismatch: String?
      var d = start
      while d <= last && mismatch == nil {
        if calendar.isDue(d) != reference.isDue(d) || calendar.period(containing: d) != reference.period(containing: d) {
          mismatch = "\(d): due \(calendar.isDue(d)) period \(String(describing: calendar.period(containing: d))), "
            + "reference \(reference.isDue(d)) \(String(describing: reference.period(containing: d)))"
        }
        d = d + 1
      }
      #expect(calendar.end == reference.end, "\(habit) from \(start): end")
      #expect(mismatch == nil, "\(habit) from \(start): \(mismatch ?? "")")
      // The walk and the marking agree with isDue.
      var flags = [UInt8](repeating: 0, count: last - start + 1)
      _ = flags.withUnsafeMutableBufferPointer { calendar.markDueDays($0, from: start, through: last) }
      calendar.walk(from: start, through: last) { offset, due, periodStart in
        let day = start + offset
        let expected = calendar.period(containing: day).map { $0.lowerBound - start } ?? 0
        if due != calendar.isDue(day) || (flags[offset] & DayFlag.due != 0) != due || periodStart != expected {
          mismatch = "\(day): walk \(due) marked \(flags[offset]) isDue \(calendar.isDue(day))"
          return false
        }
        return true
      }
      #expect(mismatch == nil, "\(habit) from \(start): \(mismatch ?? "")")
    }
  }

  @Test("fast engine equals the reference on third-turn kinds mixed with the others", arguments: 0..<4)
  func fastEqualsReference(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 15_485_863 &+ 3))
    var statusDays = 0
    var attentionDays = 0
    var seen: Set<HabitStatus> = []
    var kinds: [String: Int] = [:]
    for _ in 0..<50 {
      let base = day("2023-01-01") + generator.int(0...800)
      let (habit, log, today) = generator.thirdTurnMix(base: base)
      for line in [habit] + habit.changes where generator.isThirdTurn(line) {
        kinds[DocumentationTests.family(line.schedule) + (line.schedule.isLimit ? " limit" : ""), default: 0] += 1
      }
      if habit.changes.contains(where: { generator.isThirdTurn($0) }) && !generator.isThirdTurn(habit) { kinds["a change into one", default: 0] += 1 }
      let context = "\(habit) log \(log) today \(today)"
      let start = HabitPlan.start(of: habit, firstCompletion: log.firstCompletionDay, today: today)
      let through = today + 60
      let fast = FastVersusReference.timeline(habit, start: start, log: log, today: today, through: through)
      let reference = ReferenceEras(habit: habit, start: start, log: log, today: today)
      guard
        FastVersusReference.statuses(
          fast, reference, days: (start - 2)...through, context: context,
          each: { _, status in
            seen.insert(status)
            statusDays += 1
          }),
        FastVersusReference.streaks(habit, start: start, log: log, today: today, reference, context: context),
        FastVersusReference.attention(
          habit, start: start, log: log, on: stride(from: -10, through: 60, by: 14).map { today + $0 }, context: context,
          each: { _ in attentionDays += 1 })
      else { return }
    }
    #expect(seen.isSuperset(of: [.planned, .completed, .failed, .notDue, .notStarted, .overLimit, .withinLimit]), "\(seen)")
    // Each kind, and changes into them, are among the habits compared.
    for kind in ["everyNYears", "tracked", "rolling", "rolling limit", "a change into one"] {
      #expect((kinds[kind] ?? 0) >= 2, "\(kind): \(kinds)")
    }
    print("batch \(batch): \(statusDays) days of statuses, \(attentionDays) of attention; \(kinds)")
  }
}
