import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Habits whose schedule changes over time (`from DATE` lines, grammar.md "Changing a
/// schedule"): the fast engine against the reference on generated habits with changes, the
/// habit against the single-schedule files it stands for, and the resolver's rules.
@Suite struct ScheduleChangeTests {
  @Test("fast engine equals the reference on generated habits with changes", arguments: 0..<6)
  func fastEqualsReference(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 104_729 &+ 3))
    for _ in 0..<150 {
      let base = Day(year: 2024, month: 1, day: 1)! + generator.int(0...400)
      let habit = generator.changingHabit(start: base)
      let days = generator.int(40...220)
      let log = generator.log(start: base - 10, days: days, goal: 2)
      let start = HabitPlan.start(of: habit, firstCompletion: log.firstCompletionDay, today: base + days)
      let today = base + generator.int(-3...(days + 5))
      let through = base + days + 30
      let fast = FastVersusReference.timeline(habit, start: start, log: log, today: today, through: through)
      let reference = ReferenceEras(habit: habit, start: start, log: log, today: today)
      let context = "\(habit) start \(start) today \(today) log \(log)"
      guard FastVersusReference.statuses(fast, reference, days: (start - 2)...through, context: context),
        FastVersusReference.streaks(habit, start: start, log: log, today: today, reference, context: context)
      else { return }
      // Merged as for reports: the analysis joins streaks across changes too.
      let analysis = HabitAnalysis(habit: habit, log: log, today: today)
      #expect(analysis.streaks == Streaks.merged(reference.streaks()))
    }
  }

  @Test("fast engine equals the reference on generated habits of many short eras", arguments: 0..<4)
  func manyShortErasEqualReference(batch: Int) {
    // Dozens of eras of one day to three weeks, most of them going back and forth between two
    // lines, with today after most of them: the eras that ended before today take the past
    // loop together, in runs of the same options, and the streak walk takes them as one.
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 7_919 &+ 5))
    for _ in 0..<60 {
      let base = Day(year: 2024, month: 1, day: 1)! + generator.int(0...400)
      let habit = generator.changingHabit(start: base, changes: 8...40, gaps: 1...21, repeating: 0.6)
      let lastChange = habit.changes.last!.since!
      let days = (lastChange - base) + generator.int(5...60)
      let log = generator.log(start: base - 10, days: days, goal: 2)
      let start = HabitPlan.start(of: habit, firstCompletion: log.firstCompletionDay, today: base + days)
      let today = base + generator.int(-3...(days + 5))
      let through = base + days + 30
      #expect(HabitPlan(habit: habit, start: start, log: log).eras.count >= (start <= base ? 9 : 1))
      let fast = FastVersusReference.timeline(habit, start: start, log: log, today: today, through: through)
      let reference = ReferenceEras(habit: habit, start: start, log: log, today: today)
      let context = "\(habit) start \(start) today \(today) log \(log)"
      guard FastVersusReference.statuses(fast, reference, days: (start - 2)...through, context: context),
        FastVersusReference.streaks(habit, start: start, log: log, today: today, reference, context: context)
      else { return }
      let analysis = HabitAnalysis(habit: habit, log: log, today: today)
      #expect(analysis.streaks == Streaks.merged(reference.streaks()), "\(context)")
    }
  }

  /// Schedule lines for the generated files, with options.
  static let schedules = [
    "every day", "Mon, Wed, Fri", "Tue, Thu", "3 days a week", "weekdays", "2 on 1 off", "every 3 days",
    "monthly on the 1st and 15th", "4 days a month", "every 2 weeks on Mon, Thu", "last Friday of the month",
  ]
  static let options = ["", "; no backlog", "; 2 times", "; carry over", "; week starts on Sunday", "; no ahead", "; backlog; ahead"]

  @Test("a habit with changes has, day by day, the statuses of the single-schedule files it stands for", arguments: 0..<4)
  func standsForSingleFiles(batch: Int) {
    var g = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 7_727 &+ 11))
    for _ in 0..<40 {
      let start = Day(year: 2025, month: 1, day: 1)! + g.int(0...300)
      var lines: [(schedule: String, from: Day)] = []
      var from = start
      for index in 0..<g.int(2...4) {
        if index > 0 { from = from + g.int(1...45) }
        lines.append((Self.schedules[g.int(0...Self.schedules.count - 1)] + Self.options[g.int(0...Self.options.count - 1)], from))
      }
      let today = from + g.int(-10...40)
      var log = ""
      for offset in 0...(from - start + 40) where g.chance(0.5) {
        log += "\(start + offset) Walk\(g.chance(0.2) ? " x\(g.int(2...3))" : "")\n"
      }
      if g.chance(0.5) {
        let first = start + g.int(0...(from - start + 20))
        log += "\(first) vacation until \(first + g.int(0...12))\n"
      }
      // The habit with changes, and one file per line with its since and until.
      var combined = "Walk: \(lines[0].schedule); since \(start)\n"
      for line in lines.dropFirst() { combined += "Walk: \(line.schedule); from \(line.from)\n" }
      let whole = load(combined, log: log, today: today)
      #expect(!whole.diagnostics.contains { $0.severity == .error }, "\(combined)\(whole.diagnostics)")
      guard let habit = whole.journal.habits.first else { continue }
      let analysis = HabitAnalysis(habit: habit, log: whole.journal.logs[0], today: today)
      for index in lines.indices {
        let until = index + 1 < lines.count ? "; until \(lines[index + 1].from - 1)" : ""
        let single = load("Walk: \(lines[index].schedule); since \(lines[index].from)\(until)\n", log: log, today: today)
        guard let alone = single.journal.habits.first else {
          Issue.record("\(single.diagnostics)")
          continue
        }
        let expected = HabitAnalysis(habit: alone, log: single.journal.logs[0], today: today)
        let last = index + 1 < lines.count ? lines[index + 1].from - 1 : today + 30
        var d = lines[index].from
        while d <= last {
          if analysis.status(on: d) != expected.status(on: d) {
            Issue.record("\(combined)log:\n\(log)today \(today): \(d) is \(analysis.status(on: d)), alone \(expected.status(on: d))")
            return
          }
          d = d + 1
        }
      }
    }
  }

  private func load(_ habits: String, log: String, today: Day) -> Loader.Result {
    Loader.load(
      habitsFile: SourceFile(path: "habits.txt", bytes: Array(habits.utf8)),
      logFile: SourceFile(path: "log.txt", bytes: Array(log.utf8)), today: today)
  }

  /// A habits file and the codes it must report (each code once per entry), or none.
  struct Case: Sendable, CustomTestStringConvertible {
    let text: String
    let codes: [DiagnosticCode]
    var testDescription: String { text }
  }

  static let cases: [Case] = [
    Case(text: "Gym: Mon; since 2026-10-05\nGym: Tue; from 2026-11-09\n", codes: []),
    Case(text: "Gym: Mon\nGym: Tue; from 2026-11-09\nGym: Wed; from 2026-11-16\n", codes: []),
    Case(text: "Gym: Mon; since 2026-10-05\nGym: Tue\n", codes: [.duplicateHabit]),
    Case(text: "Gym: Mon; since 2026-10-05\nGym: Tue; from 2026-10-05\n", codes: [.fromOutOfOrder]),
    Case(text: "Gym: Mon; since 2026-10-05\nGym: Tue; from 2026-09-01\n", codes: [.fromOutOfOrder]),
    Case(text: "Gym: Mon; until 2026-10-05\nGym: Tue; from 2026-11-01\n", codes: [.fromOutOfOrder]),
    Case(text: "Gym: Mon\nGym: Tue; from 2026-11-09\nGym: Wed; from 2026-11-09\n", codes: [.fromOutOfOrder]),
    Case(text: "Gym: Mon; from 2026-10-05\n", codes: [.fromOnFirstLine]),
    Case(text: "Gym: Mon\nGym: Tue; from 2026-11-09; since 2026-11-01\n", codes: [.optionOnChangeLine]),
    Case(text: "Gym: Mon\nGym: Tue; from 2026-11-09; ends after 3 occurrences\n", codes: [.optionOnChangeLine]),
    // An `until` before the change's date: the `until` on a change line is the finding (the
    // start was looked for among `since` options and, not there, crashed).
    Case(text: "X: daily; since 2020-01-01\nX: daily; until 2019-01-01; from 2021-01-01\n", codes: [.optionOnChangeLine]),
    Case(text: "X: daily; until 2019-01-01; since 2020-01-01\n", codes: [.untilBeforeSince]),
    Case(text: "Gym: Mon; ends after 30 occurrences\nGym: Tue; from 2026-11-09\n", codes: [.conflictingOptions]),
    Case(text: "Gym: Mon; 2 times\nGym: Mon; 2 times; from 2026-11-09\n", codes: [.changeChangesNothing]),
    Case(text: "Gym: Mon; 2 times\nGym: Mon; from 2026-11-09\n", codes: []),
    // A refused line between: the next is not compared with the line kept before it, which
    // it does not follow (it changes what the refused line meant to change).
    Case(text: "Read: every day; since 2026-11-01\nRead: tracked; from 2026-11-10\nRead: every day; from 2026-11-20\n", codes: [.conflictingOptions]),
    Case(text: "Read: every day; since 2026-11-01\nRead: every day; since 2026-11-05; from 2026-11-10\nRead: every day; from 2026-11-20\n", codes: [.optionOnChangeLine]),
    Case(text: "Gym: daily; 5 points\nGym: Mon; 2 kg; from 2026-11-09\nGym: Tue; from 2026-11-16\n", codes: [.conflictingOptions]),
    Case(text: "Gym: daily; 5 points\nGym: Mon Tue Funday; from 2026-11-09\nGym: Tue; from 2026-11-16\n", codes: [.syntax]),
    // Once a line is kept again, the next is compared with it.
    Case(text: "Read: every day; since 2026-11-01\nRead: tracked; from 2026-11-10\nRead: Mon; from 2026-11-20\nRead: Mon; from 2026-11-24\n", codes: [.conflictingOptions, .changeChangesNothing]),
  ]

  @Test("change lines: what is accepted and what is reported", arguments: cases)
  func resolverRules(_ c: Case) {
    let result = load(c.text, log: "", today: Day(year: 2026, month: 11, day: 22)!)
    #expect(result.diagnostics.map(\.code) == c.codes, "\(result.diagnostics)")
  }

  @Test("a change becomes an era from its date; the first line keeps the start and the end")
  func erasFromLines() throws {
    let result = load("Gym: Mon, Wed, Fri; since 2026-10-05; until 2026-12-31\nGym: Tue, Thu; 2 times; from 2026-11-09\n", log: "", today: Day(year: 2026, month: 11, day: 22)!)
    let habit = try #require(result.journal.habits.first)
    #expect(habit.changes.count == 1)
    let eras = habit.eras(start: habit.since!)
    #expect(eras.map(\.start) == [Day(year: 2026, month: 10, day: 5)!, Day(year: 2026, month: 11, day: 9)!])
    #expect(eras.map(\.habit.until) == [Day(year: 2026, month: 11, day: 8)!, Day(year: 2026, month: 12, day: 31)!])
    #expect(eras.map(\.line) == [1, 2])
    #expect(eras[1].habit.goal == 2 && eras[0].habit.goal == 1)
  }

  @Test(
    "the worked example: Mon/Wed/Fri then Tue/Thu keeps the past, and the streak runs across",
    // A Monday change; a Sunday and a Friday one, whose first period has nothing due.
    arguments: ["2026-11-09", "2026-11-01", "2026-11-06", "2026-11-04"])
  func issueExample(changeDay: String) throws {
    var log = ""
    var d = Day(year: 2026, month: 10, day: 5)!
    let change = day(changeDay)
    let today = Day(year: 2026, month: 11, day: 25)!
    while d < today {
      let days: [Weekday] = d < change ? [.monday, .wednesday, .friday] : [.tuesday, .thursday]
      if days.contains(d.weekday) { log += "\(d) Gym\n" }
      d = d + 1
    }
    let result = load("Gym: Mon, Wed, Fri; since 2026-10-05\nGym: Tue, Thu; from \(changeDay)\n", log: log, today: today)
    let habit = try #require(result.journal.habits.first)
    let analysis = HabitAnalysis(habit: habit, log: result.journal.logs[0], today: today)
    #expect(analysis.currentStreak == Streak(start: Day(year: 2026, month: 10, day: 5)!, end: today))
    d = Day(year: 2026, month: 10, day: 5)!
    while d < today {
      #expect(analysis.status(on: d) != .failed, "\(d)")
      d = d + 1
    }
  }
}

/// The views of a habit with changes follow the line in force each day, and say so.
@Suite struct ScheduleChangeViewTests {
  static let habits = "Gym: Mon, Wed, Fri; since 2026-11-02\nGym: Tue, Thu; from 2026-11-11\nRead: every day; since 2026-11-02\n"
  static let log = "2026-11-02 Gym\n2026-11-04 Gym\n2026-11-06 Gym\n2026-11-10 Gym\n2026-11-12 Gym\n"

  private func run(_ command: String) -> FakeEnvironment {
    let env = FakeEnvironment(today: "2026-11-16", files: ["habits.txt": Self.habits, "log.txt": Self.log])
    env.run(command)
    return env
  }

  @Test("why names the line in force and judges the day by it")
  func why() {
    let before = run("why Gym --date 2026-11-10").stdout
    #expect(before.contains("Line:    1 of the habits file, 'Mon, Wed, Fri', in force from Mon Nov 2"), "\(before)")
    #expect(before.contains("Period:  the week Mon Nov 9 .. Tue Nov 10"), "\(before)")
    let after = run("why Gym --date 2026-11-11").stdout
    #expect(after.contains("Line:    2 of the habits file, 'Tue, Thu', in force from Wed Nov 11"), "\(after)")
    #expect(after.contains("Period:  the week Wed Nov 11 .. Sun Nov 15"), "\(after)")
    #expect(after.contains("its schedule changes on this day, which starts clean"), "\(after)")
    let json = run("why Gym --date 2026-11-11 --json").stdout
    #expect(json.contains(#""line":{"number":2,"schedule":"Tue, Thu","from":"2026-11-11"}"#), "\(json)")
    #expect(!run("why Read --date 2026-11-11 --json").stdout.contains(#""line""#), "no 'line' without changes")
  }

  @Test("history marks where a line takes over; JSON gives each day's line, only for habits with changes")
  func history() {
    let text = run("history Gym --from 2026-11-09 --to 2026-11-12").stdout
    #expect(text.contains("  Tue 2026-11-10  ✚ sorted out backlog\n\n  from here: 'Tue, Thu' (line 2)\n  Wed 2026-11-11  ⋅ not due\n"), "\(text)")
    let json = run("history Gym --from 2026-11-10 --to 2026-11-11 --json").stdout
    #expect(json.contains(#""due":false,"line":1,"period":{"start":"2026-11-09","end":"2026-11-10"}"#), "\(json)")
    #expect(json.contains(#""due":false,"line":2,"period":{"start":"2026-11-11","end":"2026-11-15"}"#), "\(json)")
    #expect(!run("history Read --json").stdout.contains(#""line""#))
    #expect(!run("status --json").stdout.contains(#""habit":"Read","status":"completed","count":0,"due":true,"line""#))
  }

  @Test("status, calendar and stats follow the line of the day")
  func otherViews() {
    let status = run("status --json --date 2026-11-09").stdout
    #expect(status.contains(#""habit":"Gym","status":"completed_later","count":0,"due":true,"line":1,"#), "\(status)")
    let calendar = run("calendar Gym --json").stdout
    #expect(calendar.contains(#"{"date":"2026-11-11","status":"not_due","count":0,"period_start":true,"line":2}"#), "\(calendar)")
    let stats = run("stats Gym --from 2026-11-02 --to 2026-11-16").stdout
    #expect(stats.contains("line 1 from Nov 2     4     3      1"), "\(stats)")
    #expect(stats.contains("line 2 from Nov 11    1     1      0"), "\(stats)")
    #expect(run("streaks Gym").stdout.contains("2026-11-02 .. 2026-11-15    14 days"))
  }
}

/// The habit checks look at each line of a habit with changes over its own days.
@Suite struct ScheduleChangeCheckTests {
  @Test("a change line is checked like a habit line, over the days it is in force")
  func changeLinesAreChecked() {
    let text = "Rent: monthly on the 1st; since 2026-01-01\nRent: monthly on the 31st; from 2026-03-01\n"
      + "Taxes: every day; since 2026-01-01\nTaxes: yearly on Apr 15; from 2026-05-01; \nTaxes: every day; from 2026-06-01\n"
    let result = Loader.load(habitsFile: SourceFile(path: "habits.txt", bytes: Array(text.utf8)), logFile: nil, today: Day(year: 2026, month: 11, day: 22)!)
    #expect(result.diagnostics.map(\.code) == [.neverDueInSomeMonths, .neverDue], "\(result.diagnostics)")
    #expect(result.diagnostics.map(\.range.start.line) == [2, 4])
    #expect(result.diagnostics.last?.message == "'Taxes' is never due between 2026-05-01 and 2026-05-31")
  }
}

/// The suggestion of `edit-rewrites-past`: the edited line as a change from today.
@Suite struct PastRewriteSuggestionTests {
  @Test("dates and comments are dropped, other options kept, 'from TODAY' added", arguments: [
    ("Gym: Tue, Thu; since 2026-10-05", "Gym: Tue, Thu; from 2026-11-25"),
    ("Gym: Tue, Thu", "Gym: Tue, Thu; from 2026-11-25"),
    ("Gym:  Tue, Thu ; 2 times; until 2027-01-01; no backlog  # new days", "Gym:  Tue, Thu; 2 times; no backlog; from 2026-11-25"),
    ("Gym: Tue; from 2026-11-01", "Gym: Tue; from 2026-11-25"),
  ])
  func suggestion(_ line: String, _ expected: String) {
    #expect(PastRewriteCheck.changeLine(line, today: Day(year: 2026, month: 11, day: 25)!) == expected)
  }

  @Test("no warning when the past is the same under both versions, the habit is new, or a change line is added")
  func quietCases() {
    func journal(_ text: String, _ log: String) -> (Journal, SourceFile) {
      let file = SourceFile(path: "habits.txt", bytes: Array(text.utf8))
      let result = Loader.load(habitsFile: file, logFile: SourceFile(path: "log.txt", bytes: Array(log.utf8)), today: Day(year: 2026, month: 11, day: 25)!)
      return (result.journal, file)
    }
    let log = "2026-11-02 Gym\n2026-11-04 Gym\n"
    let today = Day(year: 2026, month: 11, day: 25)!
    let (old, _) = journal("Gym: Mon, Wed, Fri; since 2026-11-02\n", log)
    // A change from today keeps the past.
    let (kept, keptFile) = journal("Gym: Mon, Wed, Fri; since 2026-11-02\nGym: Tue; from 2026-11-25\n", log)
    #expect(PastRewriteCheck.diagnostics(old: old, new: kept, newFile: keptFile, today: today).isEmpty)
    // A new habit has no past to rewrite.
    let (added, addedFile) = journal("Gym: Mon, Wed, Fri; since 2026-11-02\nRead: daily\n", log)
    #expect(PastRewriteCheck.diagnostics(old: old, new: added, newFile: addedFile, today: today).isEmpty)
    // An added change dated in the past records a change that happened: no edit in place.
    let (back, backFile) = journal("Gym: Mon, Wed, Fri; since 2026-11-02\nGym: Tue; from 2026-11-03\n", log)
    #expect(PastRewriteCheck.diagnostics(old: old, new: back, newFile: backFile, today: today).isEmpty)
    // Editing that change line in place rewrites the past: the warning is on it.
    let (edited, editedFile) = journal("Gym: Mon, Wed, Fri; since 2026-11-02\nGym: Wed; from 2026-11-03\n", log)
    let warned = PastRewriteCheck.diagnostics(old: back, new: edited, newFile: editedFile, today: today)
    #expect(warned.map(\.code) == [.editRewritesPast])
    #expect(warned.first?.range.start.line == 2)
  }
}
