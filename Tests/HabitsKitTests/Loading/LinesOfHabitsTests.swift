import Testing
@testable import HabitsKit

/// How the resolver groups a habits file's lines by habit before resolving them, and that
/// each habit's changes and eras are sized once (structure, not timing).
@Suite struct LinesOfHabitsTests {
  @Test("each line's habit and first line of its name, and each habit's change count")
  func grouping() {
    let text = """
      Gym: Mon, Wed; since 2026-01-05
      Read: every day
      gym: Tue, Thu; from 2026-03-02
      Read: every day
      GYM: daily; from 2026-05-04
      Walk: daily; from 2026-01-01

      """
    let syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", bytes: Array(text.utf8)))
    let lines = LinesOfHabits(syntax.declarations)
    #expect(lines.habit == [0, 1, 0, 1, 0, 2])
    #expect(syntax.declarations.indices.map { lines.first(of: $0) } == [0, 1, 0, 1, 0, 5])
    #expect(lines.firstLine == [0, 1, 5])
    // A repeated line without `from` is a duplicate, not a change; a first line with `from`
    // counts for nobody.
    #expect(lines.changeCount == [2, 0, 0])
    // Every line here is spelled unlike the line before: each made its key.
    #expect(lines.keyLookups == 6)
  }

  @Test("a line spelled as the line before takes its habit without a key lookup")
  func adjacentSpellings() {
    var text = "Gym: every day; since 2020-01-01\nRead: daily\n"
    for i in 0..<200 { text += "Gym: Mon, Wed; from \(Day(year: 2020, month: 2, day: 1)! + 7 * i)\n" }
    // Spelled otherwise: matched by key, as before.
    text += "gym  : daily; from 2025-01-01\nRead: Tue; from 2021-01-01\nRead: Wed; from 2021-02-01\n"
    let syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", bytes: Array(text.utf8)))
    let lines = LinesOfHabits(syntax.declarations)
    #expect((2...201).allSatisfy { lines.first(of: $0) == 0 })
    #expect((202...204).map { lines.first(of: $0) } == [0, 1, 1])
    #expect(lines.changeCount == [201, 2])
    // Two first lines, one line after a change of spelling each time, none for the 199 lines
    // that repeat the line before's spelling.
    #expect(lines.keyLookups == 5)
  }

  @Test("a habit's changes are sized once for its change lines, its eras once", arguments: [1, 37, 200])
  func changesSizedOnce(count: Int) {
    var text = "Gym: every day; since 2020-01-01\n"
    for i in 0..<count {
      text += "Gym: \(i % 2 == 0 ? "Mon, Wed" : "every day"); from \(Day(year: 2020, month: 2, day: 1)! + 7 * i)\n"
    }
    var syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", bytes: Array(text.utf8)))
    var resolver = HabitResolver(file: "habits.txt")
    let habits = resolver.resolve(&syntax).habits
    #expect(resolver.diagnostics.isEmpty, "\(resolver.diagnostics)")
    #expect(habits.count == 1)
    // Grown by doubling, 37 changes would sit in room for 64. Room sized once is the count,
    // plus what the allocator rounds a block up to (a page, for a block it maps).
    func sizedOnce<T>(_ array: [T], _ count: Int) -> Bool {
      array.capacity >= count && (array.capacity - count) * MemoryLayout<T>.stride <= 4096
    }
    #expect(habits[0].changes.count == count)
    #expect(sizedOnce(habits[0].changes, count), "room for \(habits[0].changes.capacity)")
    let eras = habits[0].eras(start: Day(year: 2020, month: 1, day: 1)!)
    #expect(eras.count == count + 1)
    #expect(sizedOnce(eras, count + 1), "room for \(eras.capacity)")
    #expect(eras.allSatisfy { $0.habit.changes.isEmpty && $0.habit.since == $0.start })
  }

  @Test("an era refers to its line: it holds no copy of a line, only its days, calendar and facts")
  func eraHoldsNoLine() {
    // A line copied into each era was made, moved and freed for every change line of every
    // run (several hundred bytes, a dozen reference counts).
    let era = MemoryLayout<HabitEra>.size
    let own = MemoryLayout<HabitCalendar>.size + MemoryLayout<EraFacts>.size
    // Beside its calendar and its kind's facts an era holds its start and end, a reference, a
    // number, and padding: less than a line's name and schedule text alone would take. (Its
    // kind is its calendar's: no second copy of it.)
    #expect(era <= own + 64, "an era is \(era) bytes; its calendar and facts \(own)")
    #expect(era < MemoryLayout<Habit>.size)
    let plan = HabitPlan(habit: habitOfChanges(3), start: day("2020-01-01"))
    for era in plan.eras {
      #expect(!Mirror(reflecting: era).children.contains { $0.value is Habit || $0.value is [Habit] })
    }
    // And the pinned line is still what an after-last era is judged as.
    let habit = Habit(name: "Filter", schedule: .afterLast(days: 3))
    let pinned = HabitPlan(habit: habit, start: day("2026-01-01"), log: logOf(["2026-01-03"]))
    #expect(pinned.eras[0].judgedAs.schedule != habit.schedule)
    #expect(pinned.eras[0].habit.schedule == habit.schedule)
    // Whether an era pins its due days is asked once, of its line's kind, where it is made.
    #expect(pinned.eras[0].pinsDueDaysFromLog && !plan.eras.contains { $0.pinsDueDaysFromLog })
    // Nor does an era's calendar keep a copy of the line's schedule: its kind says it all.
    #expect(!Mirror(reflecting: plan.eras[0].calendar).children.contains { $0.value is Schedule })
  }

  @Test("a plan of 200 change lines holds each line once: its eras share the habit's lines")
  func planHoldsEachLineOnce() {
    let habit = habitOfChanges(200)
    let plan = HabitPlan(habit: habit, start: day("2020-01-01"))
    #expect(plan.eras.count == 201)
    // One holder of the lines for every era, and in it the habit's own `changes` buffer: the
    // lines are not copied for the plan, nor for any era.
    let holder = ObjectIdentifier(plan.eras[0].lines)
    #expect(plan.eras.allSatisfy { ObjectIdentifier($0.lines) == holder })
    let buffer = habit.changes.withUnsafeBufferPointer { $0.baseAddress }
    #expect(plan.eras[0].lines.habit.changes.withUnsafeBufferPointer { $0.baseAddress } == buffer)
    // Each era reads its own line, and still stands for it as a habit of its own.
    for (index, era) in plan.eras.enumerated() {
      #expect(era.number == index)
      #expect(era.line == index + 1)
      let line = index == 0 ? habit : habit.changes[index - 1]
      #expect(era.goal == line.goal && era.scheduleText == line.scheduleText && era.written.schedule == line.schedule)
      #expect(era.habit.since == era.start && era.habit.until == era.until && era.habit.changes.isEmpty)
      #expect(era.until == (index < 200 ? plan.eras[index + 1].start - 1 : nil))
      #expect(era.calendar.end == era.until && era.calendar.start == era.start)
    }
  }

  /// A habit of `count` change lines from 2020-02-01, a week apart, alternating two schedules
  /// and goals.
  private func habitOfChanges(_ count: Int) -> Habit {
    var text = "Gym: every day; since 2020-01-01\n"
    for i in 0..<count {
      text += "Gym: \(i % 2 == 0 ? "Mon, Wed; 2 times" : "every day"); from \(Day(year: 2020, month: 2, day: 1)! + 7 * i)\n"
    }
    var syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", bytes: Array(text.utf8)))
    var resolver = HabitResolver(file: "habits.txt")
    let habits = resolver.resolve(&syntax).habits
    #expect(resolver.diagnostics.isEmpty, "\(resolver.diagnostics)")
    return habits[0]
  }

  @Test("resolving moves each declaration out and back: the file's list comes back as it was, not copied")
  func declarationsComeBack() {
    var text = "Gym: every day; since 2020-01-01\nRead: daily\n"
    for i in 0..<20 { text += "Gym: \(i % 2 == 0 ? "Mon, Wed" : "every day"); 2 times; from \(Day(year: 2020, month: 2, day: 1)! + 7 * i)\n" }
    var syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", bytes: Array(text.utf8)))
    let names = syntax.declarations.map(\.name)
    let froms = syntax.declarations.map { $0.from?.day }
    let buffer = syntax.declarations.withUnsafeBufferPointer { $0.baseAddress }
    var resolver = HabitResolver(file: "habits.txt")
    let habits = resolver.resolve(&syntax).habits
    #expect(habits.count == 2 && habits[0].changes.count == 20)
    #expect(habits[0].changes.allSatisfy { $0.goal == 2 })
    #expect(syntax.declarations.map(\.name) == names)
    #expect(syntax.declarations.map { $0.from?.day } == froms)
    // First lines were swapped out of the list and back, change lines read in place: the list
    // was never copied (a declaration taken out with `let` was copied and destroyed, about 290
    // instructions).
    #expect(syntax.declarations.withUnsafeBufferPointer { $0.baseAddress } == buffer)
  }

  @Test("change lines are read where they are in the list: only first lines and duplicates are taken out")
  func changeLinesReadInPlace() {
    var text = "Gym: every day; since 2020-01-01\nRead: daily\n"
    for i in 0..<5_000 {
      text += "Gym: \(i % 2 == 0 ? "Mon, Wed" : "every day")\(i % 7 == 0 ? "; 2 times" : ""); from \(Day(year: 2020, month: 2, day: 1)! + i)\n"
    }
    text += "Read: daily\n"
    var syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", bytes: Array(text.utf8)))
    var resolver = HabitResolver(file: "habits.txt")
    let habits = resolver.resolve(&syntax).habits
    #expect(habits.count == 2 && habits[0].changes.count == 5_000)
    #expect(resolver.diagnostics.map(\.code) == [.duplicateHabit])
    // Two first lines and one duplicate, whatever the number of change lines.
    #expect(resolver.linesTakenOut == 3)
  }

  @Test("change lines are built where their habit keeps them: 5,400 usable lines, none taken off again")
  func changeLinesBuiltInPlace() {
    var text = "Gym: every day; since 2020-01-01\n"
    for i in 0..<5_400 {
      text += "Gym: \(i % 2 == 0 ? "Mon, Wed, Fri" : "every day")\(i % 4 == 1 ? "; 2 times" : ""); from \(Day(year: 2020, month: 2, day: 1)! + i)\n"
    }
    var syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", bytes: Array(text.utf8)))
    var resolver = HabitResolver(file: "habits.txt")
    let habits = resolver.resolve(&syntax).habits
    #expect(habits.count == 1 && habits[0].changes.count == 5_400)
    #expect(resolver.diagnostics.isEmpty)
    // Each line appended once, where it stays: none was built apart and moved in.
    #expect(resolver.linesTakenOff == 0)
  }

  @Test("an unusable change line is taken off again: the habit's lines and tags are as without it")
  func unusableChangeLinesTakenOff() {
    // Each line from the third to the eighth is unusable in its own way: before the start,
    // before the previous change, conflicting options, an option a change cannot have, another
    // unit, after the end.
    let text = """
      Gym: Mon, Wed; tags gym; since 2026-01-05; until 2026-12-31
      Gym: Tue, Thu; tags outdoor; from 2026-02-02
      Gym: every day; tags late; from 2025-12-01
      Gym: every day; tags late; from 2026-01-20
      Gym: every day; backlog; no backlog; tags late; from 2026-03-02
      Gym: every day; until 2026-06-01; tags late; from 2026-04-06
      Gym: every day; 5 km; tags late; from 2026-05-04
      Gym: every day; tags late; from 2027-02-01
      Gym: Mon, Wed, Fri; from 2026-06-01

      """
    var syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: text))
    var resolver = HabitResolver(file: "habits.txt")
    let habits = resolver.resolve(&syntax).habits
    #expect(habits.count == 1)
    #expect(habits[0].changes.map(\.since) == [Day(year: 2026, month: 2, day: 2), Day(year: 2026, month: 6, day: 1)])
    #expect(habits[0].changes.map(\.origin.start.line) == [2, 9])
    #expect(habits[0].tags == ["gym", "outdoor"], "an unusable line's tags are not the habit's")
    #expect(resolver.linesTakenOff == 6)
    #expect(Set(resolver.diagnostics.map(\.range.start.line)) == [3, 4, 5, 6, 7, 8])
  }

  @Test("a change line built whole is the line built field by field with its options applied")
  func changeLineBuiltWhole() {
    // Every way a change line's habit differs from the defaults: options of each kind, a
    // heading's group, a tracked line's empty unit, a limit's defaults, the file's week start.
    let text = """
      week starts on Sunday
      [Health]
      Gym: Mon, Wed; 2 times; since 2026-01-05
      Gym: Tue, Thu; from 2026-02-02
      Gym: every day; no backlog; grace 3 days; at 07:30; 5 points; from 2026-03-02
      Gym: 3 days a week; week starts on Monday; tags outdoor, morning; priority do first; from 2026-04-06
      Gym: every other day; carry over; periods from start; from 2026-05-04
      Weight: tracked; since 2026-01-01
      Weight: tracked; 5 points; from 2026-02-01
      Sugar: at most 2 a week; since 2026-01-01
      Sugar: at most 1 a week; no ahead; from 2026-03-01

      """
    var syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: text))
    let declarations = syntax.declarations
    var resolver = HabitResolver(file: "habits.txt")
    let habits = resolver.resolve(&syntax).habits
    let changes = habits.flatMap(\.changes)
    #expect(changes.count == 6)
    // The route the resolver took before: the habit of the line with the file's settings, its
    // options applied in place, then where its `from` is and its schedule as written.
    var other = HabitResolver(file: "habits.txt")
    let expected: [Habit] = declarations.filter { $0.from != nil }.map { d in
      var line = HabitResolver.habit(of: d, schedule: d.schedule!, kind: d.schedule!.kind, weekStart: .sunday)
      #expect(other.applyOptions(of: d, schedule: d.schedule!, to: &line))
      line.sinceRange = d.from?.range
      line.scheduleText = d.scheduleText
      return line
    }
    #expect(changes == expected)
    #expect(changes.allSatisfy { $0.group == "Health" })
  }
}
