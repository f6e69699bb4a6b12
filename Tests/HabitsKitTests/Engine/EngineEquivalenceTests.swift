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
      let fast = HabitTimeline(habit: habit, start: start, log: log, today: today, through: start + days + 30)
      let reference = ReferenceEngine(habit: habit, start: start, log: log, today: today)
      var mismatch: String?
      var d = start - 2
      while d <= start + days + 30 {
        if fast.status(on: d) != reference.status(d) {
          mismatch = "\(d): fast \(fast.status(on: d)) reference \(reference.status(d))"
          break
        }
        d = d + 1
      }
      #expect(mismatch == nil, "\(habit) start \(start) today \(today) log \(log): \(mismatch ?? "")")
      let past = HabitTimeline(habit: habit, start: start, log: pastOnly(log, today), today: today, through: today)
      #expect(Streaks.unmerged(past) == reference.streaks(), "\(habit) start \(start) today \(today) log \(log)")
      // Joined as found, the streaks are the reference's joined after sorting.
      #expect(Streaks.merged(of: past) == Streaks.merged(reference.streaks()), "\(habit) start \(start) log \(log)")
      if mismatch != nil { return }
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
      let fast = HabitTimeline(habit: habit, start: start, log: log, today: today, through: start + days + 30)
      let reference = ReferenceEngine(habit: habit, start: start, log: log, today: today)
      var mismatch: String?
      var d = start - 2
      while d <= start + days + 30 {
        seen.insert(reference.status(d))
        if fast.status(on: d) != reference.status(d) {
          mismatch = "\(d): fast \(fast.status(on: d)) reference \(reference.status(d))"
          break
        }
        d = d + 1
      }
      #expect(mismatch == nil, "\(habit) start \(start) today \(today) log \(log): \(mismatch ?? "")")
      #expect(Streaks.unmerged(HabitTimeline(habit: habit, start: start, log: pastOnly(log, today), today: today, through: today)) == reference.streaks(),
              "\(habit) start \(start) today \(today) log \(log)")
      if mismatch != nil { return }
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
      let fast = HabitTimeline(habit: habit, start: start, log: log, today: today, through: start + days + 30)
      let reference = ReferenceEngine(habit: habit, start: start, log: log, today: today)
      var d = start
      while d <= start + days + 30 {
        // Vacation days are only computed up to the end.
        let vacationDiffers = d <= fast.last && fast.isOnVacation(d) != reference.isVacation(d)
        if fast.status(on: d) != reference.status(d) || vacationDiffers {
          let message = "\(habit) start \(start) today \(today) log \(log): \(d) fast \(fast.status(on: d)) "
            + "reference \(reference.status(d)), vacation differs: \(vacationDiffers)"
          Issue.record("\(message)")
          return
        }
        d = d + 1
      }
    }
  }

  private func pastOnly(_ log: HabitLog, _ today: Day) -> HabitLog {
    var past = log
    past.completions = Completions(log.completions.filter { $0.day <= today })
    return past
  }
}
