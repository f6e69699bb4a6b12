import Testing
@testable import HabitsKit

/// Amount habits (a goal in thousandths of a unit, counts in thousandths) through the fast
/// engine and the plain reference: the same rules as counts, at the scale amounts use, must
/// give the same statuses and streaks. A local generator on top of `RandomHabits`.
@Suite struct AmountEquivalenceTests {
  /// A log of amounts for a goal of `goal` thousandths: exactly the goal, a little over or
  /// under, any amount, or several parts of a day that add up.
  static func amounts(_ generator: inout RandomHabits, start: Day, days: Int, goal: Int) -> HabitLog {
    var completions: [Completion] = []
    let density = Double(generator.int(10...90)) / 100
    for offset in -5..<days where generator.chance(density) {
      switch generator.int(0...4) {
      case 0: completions.append(Completion(day: start + offset, count: goal))
      case 1: completions.append(Completion(day: start + offset, count: goal + generator.int(1...999)))
      case 2: completions.append(Completion(day: start + offset, count: max(1, goal - generator.int(1...999))))
      case 3: completions.append(Completion(day: start + offset, count: generator.int(1...(3 * goal))))
      default:
        // Parts that add up to the goal exactly (0.1 + 0.2 + ...).
        var left = goal
        while left > 0 {
          let part = min(left, generator.int(1...max(1, goal / 2)))
          completions.append(Completion(day: start + offset, count: part))
          left -= part
        }
      }
    }
    return HabitLog(completions: completions, vacations: [])
  }

  @Test("fast engine equals the reference on generated amount habits", arguments: 0..<4)
  func fastEqualsReference(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 6007 &+ 3))
    var compared = 0
    while compared < 150 {
      let start = Day(year: 2024, month: 1, day: 1)! + generator.int(0...400)
      var habit = generator.habit(start: start)
      guard !habit.schedule.isLimit else { continue }
      habit.unit = "km"
      habit.goal = generator.chance(0.5) ? generator.int(1...20) * 500 : generator.int(1...20_000)
      let days = generator.int(20...100)
      let log = AmountEquivalenceTests.amounts(&generator, start: start, days: days, goal: habit.goal)
      let today = start + generator.int(-3...(days + 5))
      let fast = FastVersusReference.timeline(habit, start: start, log: log, today: today, through: start + days + 30)
      let reference = ReferenceEngine(habit: habit, start: start, log: log, today: today)
      let context = "\(habit) start \(start) today \(today) log \(log)"
      guard FastVersusReference.statuses(fast, reference, days: (start - 2)...(start + days + 30), context: context) else { return }
      compared += 1
    }
    #expect(compared == 150)
  }
}
