import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The fast engine against the plain reference on generated habits and logs: every status and
/// every streak must agree, for goals and for limits. The reference has its own calendar
/// (`ReferenceCalendar`), so a due-day bug in the shipped calendar shows here too.
@Suite struct EngineEquivalenceTests {
  @Test("fast engine equals the reference on generated habits", arguments: 0..<8)
  func fastEqualsReference(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 7919 &+ 17))
    for _ in 0..<250 {
      let start = Day(year: 2024, month: 1, day: 1)! + generator.int(0...400)
      let habit = generator.habit(start: start)
      let days = generator.int(20...100)
      let log = generator.log(start: start, days: days, goal: habit.goal)
      let today = start + generator.int(-3...(days + 5))
      let fast = FastVersusReference.timeline(habit, start: start, log: log, today: today, through: start + days + 30)
      let reference = ReferenceEngine(habit: habit, start: start, log: log, today: today)
      let context = "\(habit) start \(start) today \(today) log \(log)"
      guard FastVersusReference.statuses(fast, reference, days: (start - 2)...(start + days + 30), context: context),
        FastVersusReference.streaks(habit, start: start, log: log, today: today, reference, context: context)
      else { return }
      // Joined as found, the streaks are the reference's joined after sorting.
      let past = FastVersusReference.pastOnly(log, through: today)
      #expect(
        Streaks.merged(of: FastVersusReference.timeline(habit, start: start, log: past, today: today, through: today))
          == Streaks.merged(reference.streaks()), "\(context)")
    }
  }

  @Test("fast engine equals the reference on generated limit habits", arguments: 0..<3)
  func limitsEqualReference(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 6841 &+ 29))
    var seen: Set<HabitStatus> = []
    for _ in 0..<200 {
      let start = Day(year: 2024, month: 1, day: 1)! + generator.int(0...400)
      let habit = generator.limitHabit(start: start)
      let days = generator.int(20...100)
      let log = generator.log(start: start, days: days, goal: 1)
      let today = start + generator.int(-3...(days + 5))
      let fast = FastVersusReference.timeline(habit, start: start, log: log, today: today, through: start + days + 30)
      let reference = ReferenceEngine(habit: habit, start: start, log: log, today: today)
      let context = "\(habit) start \(start) today \(today) log \(log)"
      guard
        FastVersusReference.statuses(
          fast, reference, days: (start - 2)...(start + days + 30), context: context, each: { seen.insert($1) }),
        FastVersusReference.streaks(habit, start: start, log: log, today: today, reference, context: context)
      else { return }
    }
    // The batch reaches every status a limit has, so the comparison covers each.
    #expect(seen.isSuperset(of: [.notStarted, .withinLimit, .overLimit, .notDue, .finished]), "\(seen)")
  }

  @Test("fast engine equals the reference with long, nested and overlapping vacations", arguments: 0..<2)
  func overlappingVacations(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 31 &+ 5))
    for _ in 0..<150 {
      let start = Day(year: 2024, month: 1, day: 1)! + generator.int(0...400)
      let habit = generator.habit(start: start)
      let days = generator.int(60...300)
      var log = generator.log(start: start, days: days, goal: habit.goal)
      var vacations = log.vacations
      for _ in 0..<generator.int(2...8) {
        let first = start + generator.int(-20...days)
        vacations.append(Vacation(start: first, end: generator.chance(0.1) ? nil : first + generator.int(0...90)))
      }
      log = HabitLog(completions: log.completions, vacations: vacations)
      let today = start + generator.int(0...(days + 5))
      let fast = FastVersusReference.timeline(habit, start: start, log: log, today: today, through: start + days + 30)
      let reference = ReferenceEngine(habit: habit, start: start, log: log, today: today)
      let context = "\(habit) start \(start) today \(today) log \(log)"
      guard FastVersusReference.statuses(fast, reference, days: start...(start + days + 30), context: context) else { return }
      // Vacation days are only computed up to the end.
      for d in stride(from: start, through: min(fast.last, start + days + 30), by: 1) where fast.isOnVacation(d) != reference.isVacation(d) {
        Issue.record("\(context): \(d) vacation fast \(fast.isOnVacation(d)) reference \(reference.isVacation(d))")
        return
      }
    }
  }
}
