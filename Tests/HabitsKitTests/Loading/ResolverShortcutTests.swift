import Testing

@testable import HabitsKit

/// The resolver's shortcuts for a change line (`HabitResolver.isPlainChange`,
/// `HabitResolver.areAppliedAsTheyAre`) answer only lines that the whole procedure would pass
/// with nothing to report: on generated files of change lines with every option and every
/// unusable shape, the resolver with them finds the same habits and the same findings, in the
/// same order, as without them; and the benchmark's shape of lines takes them all.
@Suite struct ResolverShortcutTests {
  /// Schedules of several cases, and of one case with other values.
  static let schedules = [
    "every day", "daily", "Mon, Wed, Fri", "Mon Wed Fri", "Tue, Thu", "weekdays", "3 days a week", "2 days a month",
    "every 3 days", "every other day", "3 on 2 off", "monthly on the 1st", "every 2 weeks on Fri", "at most 2 a week",
    "never", "tracked", "every 10 days after last", "yearly on Apr 15", "3 times in any 7 days",
  ]

  /// Options of every kind, some twice or in conflict, some without effect on some schedules,
  /// some a change line cannot have.
  static let options = [
    "2 times", "3 times", "5 km", "kg", "backlog", "no backlog", "ahead", "no ahead", "carry over",
    "periods from start", "grace 3 days", "grace 2 weeks", "week starts on Sunday", "week starts on Monday",
    "10 points", "-5 points", "priority do first", "tags outdoor", "tags Outdoor, morning", "at 07:30",
    "since 2026-03-01", "until 2026-09-01", "ends after 4 occurrences", "from 2026-05-05",
  ]

  /// A habits file of `habits` habits with change lines drawn from `g`: plain lines, lines
  /// with options, and lines that change nothing, drop points, go back in time, change the
  /// unit, or fall before the start or after the end.
  private func file(_ g: inout RandomHabits, habits: Int) -> String {
    var text = g.chance(0.3) ? "week starts on Sunday\n" : ""
    func pick(_ list: [String], _ g: inout RandomHabits) -> String { list[g.int(0...(list.count - 1))] }
    for habit in 0..<habits {
      if g.chance(0.2) { text += "[Group \(g.int(1...2))]\n" }
      let name = "H\(habit)"
      let start = day("2026-01-01") + g.int(0...60)
      var line = "\(name): \(pick(Self.schedules, &g))"
      for _ in 0..<g.int(0...2) { line += "; \(pick(Self.options, &g))" }
      if g.chance(0.8) { line += "; since \(start)" }
      if g.chance(0.2) { line += "; until \(start + g.int(30...400))" }
      if g.chance(0.05) { line += "; ends after 9 occurrences" }
      text += line + "\n"
      var from = start
      var last = ""
      for _ in 0..<g.int(0...12) {
        // Mostly later, sometimes the same day or earlier.
        from = from + (g.chance(0.9) ? g.int(1...40) : g.int(-20...0))
        var change: String
        if g.chance(0.15) && !last.isEmpty {
          change = last
        } else {
          change = pick(Self.schedules, &g)
          for _ in 0..<(g.chance(0.6) ? 0 : g.int(1...3)) { change += "; \(pick(Self.options, &g))" }
        }
        last = change
        let spelling = g.chance(0.05) ? name.lowercased() : name
        text += "\(spelling): \(change); from \(from)\n"
        if g.chance(0.03) { text += "Other\(habit): daily\n" }
      }
    }
    return text
  }

  /// The habits and findings of `text` resolved with the shortcuts on or off.
  private func resolved(_ text: String, shortcuts: Bool) -> (habits: [Habit], diagnostics: [Diagnostic], whole: Int) {
    var syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: text))
    var resolver = HabitResolver(file: "habits.txt")
    resolver.takesShortcuts = shortcuts
    let habits = resolver.resolve(&syntax).habits
    return (habits, resolver.diagnostics, resolver.linesCheckedWhole)
  }

  @Test("with and without the shortcuts: the same habits, the same findings in the same order", arguments: 0..<6)
  func shortcutsChangeNothing(batch: Int) {
    var g = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 104_729 &+ 7))
    let text = file(&g, habits: 40)
    let fast = resolved(text, shortcuts: true)
    let whole = resolved(text, shortcuts: false)
    #expect(fast.habits == whole.habits)
    #expect(fast.diagnostics == whole.diagnostics)
    // The batch has lines of both sorts, and findings of the change checks, so the comparison
    // compares something.
    #expect(fast.whole > 0 && fast.whole < whole.whole, "\(fast.whole) of \(whole.whole)")
    let codes = Set(fast.diagnostics.map(\.code))
    #expect(codes.contains(.changeChangesNothing) && codes.contains(.fromOutOfOrder) && codes.contains(.changeDropsPoints), "\(codes)")
  }

  @Test("the benchmark's shape: every change line, with options or without, takes the shortcuts")
  func benchmarkLinesTakeTheShortcuts() {
    // As `scripts/bench` writes them: lines alternating two schedules, with and without options.
    let pairs = [
      ("every day", "Mon, Wed, Fri"), ("every day; 8 times", "Mon, Wed, Fri"), ("daily; grace 3 days", "Mon Wed Fri"),
      ("3 days a week; week starts on Sunday", "Mon, Wed, Fri"), ("Monday, Thursday; no backlog", "Mon, Wed, Fri"),
      ("every day; backlog; ahead", "Mon, Wed, Fri"), ("Tue, Sat; no ahead", "Mon, Wed, Fri"),
      ("Mon Wed Fri; carry over", "Mon, Wed, Fri"), ("every Tuesday and Thursday; grace 2 weeks", "Mon, Wed, Fri"),
    ]
    var text = ""
    for (number, pair) in pairs.enumerated() {
      text += "H\(number): \(pair.0); since 2016-11-21\n"
      for i in 0..<200 { text += "H\(number): \(i % 2 == 0 ? pair.1 : pair.0); from \(day("2016-12-09") + 18 * i)\n" }
    }
    let result = resolved(text, shortcuts: true)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.habits.count == pairs.count && result.habits.allSatisfy { $0.changes.count == 200 })
    #expect(result.whole == 0)
    #expect(result.habits == resolved(text, shortcuts: false).habits)
  }

  @Test("options kept as plain values are applied as the general path applies their list", arguments: 0..<4)
  func plainOptionsAppliedAsListed(batch: Int) {
    var g = RandomHabits(random: SeededRandom(seed: UInt64(batch) &+ 977))
    // The options the readers from the bytes read, some twice, in conflict, without effect on
    // some schedules, or setting the start or the end.
    let plain = [
      "backlog", "no backlog", "ahead", "no ahead", "carry over", "2 times", "8 times", "grace 3 days", "grace 2 weeks",
      "week starts on Sunday", "week starts on Monday", "since 2026-03-01", "until 2026-09-01", "from 2026-06-01",
    ]
    func pick(_ list: [String], _ g: inout RandomHabits) -> String { list[g.int(0...(list.count - 1))] }
    var text = ""
    for habit in 0..<30 {
      text += "H\(habit): \(pick(Self.schedules, &g)); since 2026-01-01\n"
      var from = day("2026-01-02")
      for _ in 0..<g.int(1...10) {
        from = from + g.int(1...20)
        var options = (0..<g.int(0...3)).map { _ in pick(plain, &g) }
        options.insert("from \(from)", at: g.int(0...options.count))
        text += "H\(habit): \(pick(Self.schedules, &g)); \(options.joined(separator: "; "))\n"
      }
    }
    // The file has such lines, so the comparison compares something.
    let syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: text))
    #expect(syntax.declarations.filter { !$0.plainOptions.isEmpty }.count > 20)
    let fast = resolved(text, shortcuts: true)
    let whole = resolved(text, shortcuts: false)
    #expect(fast.habits == whole.habits)
    #expect(fast.diagnostics == whole.diagnostics)
  }

  @Test("a kind's answers asked as its own type are its answers as an `any ScheduleKind`", arguments: 0..<4)
  func kindQuestionsAnswerAsTheKind(batch: Int) {
    var g = RandomHabits(random: SeededRandom(seed: UInt64(batch) &+ 31))
    let start = day("2025-06-01")
    var schedules: [Schedule] = [
      .everyDay, .tracked, .afterLast(days: 3), .limit(max: 2, per: .week), .limit(max: 0, per: .day),
      .rolling(times: 3, days: 7), .rollingLimit(max: 2, days: 7), .everyNYears(years: 4, [MonthDay(month: 2, day: 29)]),
      .weekly(WeekdaySet()),
    ]
    for _ in 0..<60 { schedules.append(g.schedule(around: start)) }
    // Each option as the parser reads it (a unit alone only on a tracked line).
    let options = Self.options.compactMap { text -> HabitOption? in
      for schedule in ["daily", "tracked"] {
        let syntax = HabitsFileParser.parse(SourceFile(path: "habits.txt", text: "H: \(schedule); \(text)\n"))
        if let option = syntax.declarations.first.flatMap({ $0.options.first?.option ?? $0.from?.option.option }) {
          return option
        }
      }
      return nil
    }
    #expect(options.count == Self.options.count)
    for schedule in schedules {
      let kind = schedule.kind
      let defaults = schedule.ask(ChangeLineDefaults())
      #expect(defaults.catchesUp == kind.catchesUpByDefault && defaults.takesValues == kind.takesValues)
      #expect(schedule.ask(DueWithinDaysOfStart()) == kind.dueWithinDaysOfStart)
      #expect(schedule.ask(TargetIsLimit()) == kind.target(goal: 1).isLimit)
      #expect(schedule.ask(UsesWeeks()) == kind.usesWeeks)
      for day in [start, start + 400, day("2025-02-28"), day("2024-03-01")] {
        for fromStart in [false, true] {
          #expect(
            schedule.ask(UnreachableDatesFrom(start: day, periodsFromStart: fromStart)) ?? []
              == kind.unreachableDates(from: day, periodsFromStart: fromStart))
        }
      }
      for option in options {
        #expect(schedule.ask(NoEffectReason(option: option)) == kind.noEffectReason(option))
        let syntax = [OptionSyntax(option: option, range: SourceRange(line: 1, columns: 1..<2))]
        #expect(schedule.ask(OptionsWithEffect(options: syntax)) == (kind.noEffectReason(option) == nil))
      }
      // Compared in place, the schedules are equal exactly when they are.
      for other in schedules.prefix(12) { #expect(schedule.equalsInPlace(other) == (schedule == other)) }
      #expect(schedule.equalsInPlace(schedule))
    }
  }
}
