import Testing
@testable import HabitsKit
@testable import HabitsCLI

/// Priority (`; priority do first|plan|delay|delegate`): within a group section the board,
/// `next` and `--due` list the habits by priority (those without one after `delegate`), then
/// by time of day, then in file order; `--priority LEVEL` narrows every report; a change line
/// gives its own priority.
@Suite struct PriorityOrderTests {
  static let habits = """
    Stretch: every day; priority delegate; since 2026-11-01
    Walk: every day; since 2026-11-01
    Tea: every day; priority do first; since 2026-11-01

    [Health]
    Floss: every day; at 21:00; since 2026-11-01
    Gym: every day; at 18:00; priority plan; since 2026-11-01
    Meditate: every day; at 07:30; since 2026-11-01
    Vitamins: every day; priority do first; since 2026-11-01
    Floss: every day; at 21:00; priority do first; from 2026-11-30

    """

  func run(_ arguments: [String]) -> FakeEnvironment {
    let env = FakeEnvironment(files: ["habits.txt": Self.habits, "log.txt": "2026-11-20 Walk\n"])
    env.run(arguments + ["--today", "2026-11-23"])
    return env
  }

  /// The habit names of a text output's rows, in order (not the warnings, indented by two).
  func names(_ text: String) -> [String] {
    let known = ["Stretch", "Walk", "Tea", "Floss", "Gym", "Meditate", "Vitamins"]
    return text.split(separator: "\n").filter { !$0.hasPrefix("  ") }.compactMap { line in known.first { line.contains($0) } }
  }

  @Test("the board, next and --due sort by priority within a section, then time, then file order")
  func order() {
    let expected = ["Tea", "Stretch", "Walk", "Vitamins", "Gym", "Meditate", "Floss"]
    #expect(names(run(["status"]).stdout) == expected)
    #expect(names(run(["next"]).stdout) == expected)
    #expect(run(["status", "--due", "--short"]).stdout == expected.joined(separator: ", ") + "\n")
    // JSON: one flat array in board order, with each habit's priority.
    let json = run(["status", "--json"]).stdout
    #expect(json.contains(#""habit":"Tea""#) && json.contains(#""priority":"do_first""#))
    #expect(json.range(of: #""habit":"Tea""#)!.lowerBound < json.range(of: #""habit":"Stretch""#)!.lowerBound)
  }

  @Test("a change line's priority takes over on its day")
  func change() {
    let env = FakeEnvironment(files: ["habits.txt": Self.habits, "log.txt": "2026-11-20 Walk\n"])
    env.run(["status", "--today", "2026-11-30"])
    #expect(names(env.stdout).suffix(4) == ["Floss", "Vitamins", "Gym", "Meditate"], "\(env.stdout)")
  }

  @Test("--priority narrows every report to the habits of that priority today")
  func filter() {
    #expect(names(run(["status", "--priority", "do-first"]).stdout) == ["Tea", "Vitamins"])
    #expect(names(run(["next", "--priority", "plan"]).stdout) == ["Gym"])
    let none = run(["status", "--priority", "delegate", "--group", "health"])
    #expect(none.stdout.isEmpty && none.stderr.contains("no habit in the group 'health' has the priority 'delegate' today"), "\(none.stderr)")
    let bad = run(["status", "--priority", "urgent"])
    #expect(bad.stderr.contains("'--priority <level>'") && bad.stderr.contains("'do-first'"), "\(bad.stderr)")
  }
}
