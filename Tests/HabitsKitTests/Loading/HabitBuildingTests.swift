import Testing
@testable import HabitsKit

/// How the resolver builds each line's habit and compares a change line with the line before
/// it without whole copies (structure, not timing: what would bring a copy back).
@Suite struct HabitBuildingTests {
  /// The body of `package struct Habit` in Sources/HabitsKit/Model/Habit.swift: from its
  /// declaration to the first line that closes it.
  static func habitBody() -> Substring? {
    guard let text = Golden.read(Golden.root + "/Sources/HabitsKit/Model/Habit.swift"),
      let start = text.range(of: "package struct Habit: ")
    else { return nil }
    let rest = text[start.lowerBound...]
    guard let end = rest.range(of: "\n}\n") else { return nil }
    return rest[..<end.lowerBound]
  }

  @Test("Habit declares no initialiser in its type body, so each habit is built through its memberwise one")
  func habitKeepsItsMemberwiseInitialiser() throws {
    // An `init` of its own storing its two dozen fields one by one made the optimizer build
    // every new habit twice and copy one of them whole: a Habit copy for every change line.
    let body = try #require(Self.habitBody())
    #expect(body.contains("package var changes: [Habit]"), "found the struct's body")
    #expect(!body.contains("init("), "an initialiser inside `struct Habit` replaces the memberwise one")
  }

  @Test("a line's rule holds nothing reference-counted: comparing two lines copies no schedule")
  func lineRuleIsPlainData() {
    #expect(_isPOD(LineRule.self))
    #expect(!_isPOD(Schedule.self), "the schedule, compared in place, would make it counted")
  }

  @Test("the habits built through the memberwise initialiser keep each kind's defaults")
  func defaultsOfEachKind() {
    let daily = Habit(name: "Read", schedule: .everyDay)
    let catchesUp = Schedule.everyDay.kind.catchesUpByDefault
    #expect(daily.goal == 1 && daily.unit == nil && daily.weekStart == .monday)
    #expect(daily.backlog == catchesUp && daily.ahead == catchesUp)
    #expect(daily.changes.isEmpty && daily.since == nil && daily.group == nil && daily.tags.isEmpty)
    let text = "Weight: tracked\nNo sugar: at most 2 a week\n"
    var resolver = HabitResolver(file: "habits.txt")
    var syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: text))
    let habits = resolver.resolve(&syntax).habits
    #expect(habits.count == 2)
    #expect(habits.first?.unit == "", "a tracked habit takes bare numbers")
    for habit in habits {
      let catchesUp = habit.schedule.kind.catchesUpByDefault
      #expect(habit.backlog == catchesUp && habit.ahead == catchesUp, "\(habit.name)")
    }
  }

  @Test("a change line that only repeats the line before is still found, and one that changes its schedule is not")
  func changesNothingStillFound() {
    let text = """
      Gym: Mon, Wed; 2 times; since 2026-01-05
      Gym: Mon, Wed; 2 times; from 2026-03-02
      Gym: Tue, Thu; 2 times; from 2026-04-06
      Gym: Tue, Thu; 3 times; from 2026-05-04

      """
    var resolver = HabitResolver(file: "habits.txt")
    var syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: text))
    let habits = resolver.resolve(&syntax).habits
    #expect(habits.first?.changes.count == 3)
    let nothing = resolver.diagnostics.filter { $0.code == .changeChangesNothing }
    #expect(nothing.map(\.range.start.line) == [2])
  }

  @Test("a habit's first schedule as written is kept when a change is added, and not when its only change is refused")
  func firstScheduleTextSetByAnAddedChange() {
    let text = """
      Gym: Mon, Wed; since 2026-01-05
      Gym: Tue, Thu; from 2026-03-02
      Swim: every day; since 2026-01-05
      Swim: Tue, Thu; from 2025-03-02

      """
    var resolver = HabitResolver(file: "habits.txt")
    var syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: text))
    let habits = resolver.resolve(&syntax).habits
    #expect(habits.map(\.changes.count) == [1, 0])
    #expect(habits.first?.scheduleText == "Mon, Wed")
    #expect(habits.first?.changes.first?.scheduleText == "Tue, Thu")
    #expect(habits.last?.scheduleText == nil, "a refused change (before the start) sets nothing")
  }
}
