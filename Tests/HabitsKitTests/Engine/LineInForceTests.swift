import Testing

@testable import HabitsKit

/// The fields of the line in force on a day, as the board reads them (`HabitAnalysis.goal(on:)`
/// and the others), are read in place in the plan's eras: the same as the line `habit(on:)`
/// makes a habit of its own, which copied the line for every field asked.
@Suite struct LineInForceTests {
  @Test("each field of the line in force, read in place, is habit(on:)'s", arguments: 0..<3)
  func fieldsReadInPlaceAreTheLines(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 6_151 &+ 29))
    let grace = [nil, Grace(amount: 3, unit: .day), Grace(amount: 2, unit: .week)]
    for _ in 0..<40 {
      let base = Day(year: 2024, month: 1, day: 1)! + generator.int(0...200)
      var habit = generator.changingHabit(start: base, changes: 1...12, gaps: 1...30, repeating: 0.4)
      // Options that differ from line to line, after-last lines without backlog among them
      // (judged with backlog on: the line as written keeps its own).
      for index in 0...habit.changes.count {
        func vary(_ line: inout Habit) {
          if generator.chance(0.3) { line.schedule = .afterLast(days: generator.int(1...9)) }
          if generator.chance(0.4) { line.backlog.toggle() }
          if generator.chance(0.5) { line.goal = generator.int(1...4) }
          line.points = generator.chance(0.5) ? generator.int(1...20) : nil
          line.priority = generator.chance(0.5) ? Priority(rawValue: generator.int(0...3)) : nil
          line.time = generator.chance(0.5) ? TimeOfDay(hour: generator.int(0...23), minute: 30) : nil
          line.grace = grace[generator.int(0...2)]
        }
        if index == 0 { vary(&habit) } else { vary(&habit.changes[index - 1]) }
      }
      let log = generator.log(start: base - 10, days: 200, goal: 2)
      let today = base + generator.int(0...220)
      let analysis = HabitAnalysis(habit: habit, log: log, today: today)
      for day in (base - 5)...(base + 240) {
        let line = analysis.habit(on: day)
        #expect(
          analysis.goal(on: day) == line.goal && analysis.unit(on: day) == line.unit
            && analysis.keepsBacklog(on: day) == line.backlog && analysis.time(on: day) == line.time
            && analysis.points(on: day) == line.points && analysis.priority(on: day) == line.priority
            && analysis.grace(on: day) == line.grace && analysis.line(on: day) == line.origin.start.line,
          "\(habit) on \(day)")
      }
    }
  }
}
