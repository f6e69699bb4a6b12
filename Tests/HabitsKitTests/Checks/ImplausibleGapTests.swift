import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The implausible-date check's search for a long gap finds what a walk over every gap finds.
@Suite struct ImplausibleGapTests {
  /// The walk it replaces: the last gap of more than five years in the first half.
  static func walked(_ completions: [Completion]) -> Int {
    var cut = -1
    var i = 0
    while 2 * (i + 1) < completions.count {
      if completions[i + 1].day - completions[i].day > ImplausibleDates.gap { cut = i }
      i += 1
    }
    return cut
  }

  @Test("the stretch-at-a-time search agrees with the walk on random logs")
  func agreesWithTheWalk() {
    var generator = SystemRandomNumberGenerator()
    let start = Day(year: 1990, month: 1, day: 1)!
    for trial in 0..<3000 {
      let count = Int.random(in: 0...(trial % 3 == 0 ? 400 : 12), using: &generator)
      var day = start
      var completions: [Completion] = []
      for _ in 0..<count {
        // Mostly close days, some long gaps, some right at the limit.
        switch Int.random(in: 0..<20, using: &generator) {
        case 0: day = day + ImplausibleDates.gap + Int.random(in: 1...400, using: &generator)
        case 1: day = day + ImplausibleDates.gap
        case 2: day = day + ImplausibleDates.gap + 1
        default: day = day + Int.random(in: 0...40, using: &generator)
        }
        completions.append(Completion(day: day, count: 1))
      }
      #expect(ImplausibleDates.lastLongGap(in: Completions(completions)) == Self.walked(completions), "trial \(trial)")
    }
  }
}
