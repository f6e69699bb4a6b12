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
      let fast = HabitTimeline(plan: HabitPlan(habit: habit, start: start, log: log), log: log, today: today, through: through)
      let reference = ReferenceEras(habit: habit, start: start, log: log, today: today)
      var d = start - 2
      while d <= through {
        let status = reference.status(d)
        seen.insert(status)
        if fast.status(on: d) != status {
          Issue.record("\(context): \(d) fast \(fast.status(on: d)) reference \(status)")
          return
        }
        statusDays += 1
        d = d + 1
      }
      var past = log
      past.completions = Completions(log.completions.filter { $0.day <= today })
      let fastStreaks = Streaks.unmerged(
        HabitTimeline(plan: HabitPlan(habit: habit, start: start, log: past), log: past, today: today, through: today))
      #expect(fastStreaks == reference.streaks(), "streaks: \(context)")
      for offset in stride(from: -10, through: 60, by: 14) {
        let day = today + offset
        let fastAttention = HabitAnalysis(habit: habit, log: log, today: day).attentionFinding().attention
        let referenceAttention = ReferenceEras(habit: habit, start: start, log: log, today: day).attention(today: day)
        if fastAttention != referenceAttention {
          Issue.record("attention on \(day): fast \(fastAttention) reference \(referenceAttention); \(context)")
          return
        }
        attentionDays += 1
      }
    }
    #expect(seen.isSuperset(of: [.planned, .completed, .failed, .notDue, .notStarted, .overLimit, .withinLimit]), "\(seen)")
    // Each kind, and changes into them, are among the habits compared.
    for kind in ["everyNYears", "tracked", "rolling", "rolling limit", "a change into one"] {
      #expect((kinds[kind] ?? 0) >= 2, "\(kind): \(kinds)")
    }
    print("batch \(batch): \(statusDays) days of statuses, \(attentionDays) of attention; \(kinds)")
  }
}
