import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits export ical`: the series' occurrences are the reference engine's due days on
/// generated habits (with changes, vacations and skips), UIDs are unique and stable, and the
/// file is RFC 5545 (CRLF, folding, escaping, a time of day through its seam).
@Suite struct CalendarExportTests {
  @Test("generated habits: occurrences are the due days less paused ones, overrides the settled days, UIDs unique", arguments: 0..<4)
  func generatedHabits(batch: Int) {
    var generator = RandomHabits(random: SeededRandom(seed: UInt64(batch) &* 40_503 &+ 7))
    for _ in 0..<60 {
      let base = Day(year: 2024, month: 1, day: 1)! + generator.int(0...700)
      // Now and then a kind of the third turn: every N years gives events by its calendar,
      // tracked habits and rolling limits none, a rolling window the days its window has
      // judged through today (the reference engine's calendar makes none of its days due).
      var habit =
        generator.chance(0.15)
        ? generator.thirdTurnHabit(start: base)
        : generator.chance(0.3) ? generator.changingHabit(start: base) : generator.habit(start: base)
      if generator.chance(0.8) { habit.since = base }
      let days = generator.int(30...200)
      let log = generator.log(start: base, days: days, goal: habit.goal)
      let today = base + generator.int(-10...(days + 10))
      let range = (today + generator.int(-60...30))...(today + generator.int(30...400))
      let analysis = HabitAnalysis(habit: habit, log: log, today: today, through: range.upperBound, lookahead: false)
      let report = CalendarExportReport(analyses: [analysis], range: range, today: today)
      let start = HabitPlan.start(of: habit, firstCompletion: log.firstCompletionDay, today: today)
      let reference = ReferenceEras(habit: habit, start: start, log: log, today: today)
      var expected: [Day] = []
      var settled: [Day: HabitStatus] = [:]
      var d = range.lowerBound
      while d <= range.upperBound {
        let engine = reference.engine(d)
        let status = reference.status(d)
        let isDue =
          if case .rolling = engine.habit.schedule { d <= today && Self.judgedInWindow.contains(status) } else { engine.isDue(d) }
        if isDue && !engine.isVacation(d) && status != .notStarted && status != .finished
          && !engine.habit.schedule.isLimit
        {
          expected.append(d)
          if CalendarExportReport.settled.contains(status) { settled[d] = status }
        }
        d = d + 1
      }
      let occurrences = report.series.flatMap(\.occurrences).sorted()
      #expect(occurrences == expected, "\(habit) start \(start) today \(today) \(range) log \(log): \(Set(occurrences).symmetricDifference(expected).sorted().prefix(4))")
      let overrides = report.series.flatMap(\.overrides)
      #expect(Dictionary(uniqueKeysWithValues: overrides.map { ($0.day, $0.status) }) == settled, "\(habit) \(range)")
      #expect(Set(report.series.map(\.uid)).count == report.series.count)
      for series in report.series {
        #expect(series.dates == series.dates.sorted() && Set(series.dates).count == series.dates.count)
        #expect(series.dates.allSatisfy { $0 > series.start })
        #expect(series.excluded.allSatisfy { analysis.timeline.isOnVacation($0) })
      }
    }
  }

  /// The statuses of a rolling window's days that its window asked something of: done (in
  /// part, or over), failed, or still to do today.
  static let judgedInWindow: Set<HabitStatus> = [.completed, .overCompleted, .partiallyCompleted, .failed, .planned]

  /// The examples' calendar as `habits export ical` prints it, as of `today`.
  static func examples(_ arguments: String = "", today: String = "2026-11-22") -> String {
    let env = FakeEnvironment(today: today, files: [:])
    for name in ["habits.txt", "log.txt"] { env.files["examples/" + name] = Golden.bytes(Golden.root + "/examples/" + name) }
    env.run("export ical --dir examples " + arguments)
    return env.stdout
  }

  /// The content lines of iCalendar `text`: unfolded (CRLF and a space or tab removed).
  static func contentLines(_ text: String) -> [String] {
    var lines: [String] = []
    for line in text.split(separator: "\r\n", omittingEmptySubsequences: false).dropLast() {
      if let first = line.first, first == " " || first == "\t" {
        lines[lines.count - 1] += line.dropFirst()
      } else {
        lines.append(String(line))
      }
    }
    return lines
  }

  @Test("the examples' calendar: CRLF everywhere, no line over 75 octets, every event with UID, DTSTAMP and DTSTART")
  func examplesAreWellFormed() throws {
    let text = CalendarExportTests.examples()
    #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:"))
    #expect(text.hasSuffix("END:VCALENDAR\r\n"))
    let physical = text.split(separator: "\r\n", omittingEmptySubsequences: false).dropLast()
    #expect(physical.allSatisfy { $0.utf8.count <= 75 && !$0.contains("\n") && !$0.contains("\r") })
    let lines = CalendarExportTests.contentLines(text)
    var event: [String]?
    var events = 0
    for line in lines {
      if line == "BEGIN:VEVENT" {
        #expect(event == nil)
        event = []
      } else if line == "END:VEVENT" {
        let names = (event ?? []).map { String($0.prefix { $0 != ":" && $0 != ";" }) }
        for required in ["UID", "DTSTAMP", "DTSTART", "DTEND", "SUMMARY"] {
          #expect(names.filter { $0 == required }.count == 1, "\(required) in \(event ?? [])")
        }
        #expect(event?.contains("DTSTAMP:20261122T000000Z") == true)
        event = nil
        events += 1
      } else {
        event?.append(line)
      }
    }
    #expect(events > 30)
    // Limits have no events; a vacation keeps Eye exam's two due days of 2027 out.
    #expect(!text.contains("SUMMARY:Smoke\r\n") && !text.contains("SUMMARY:Desserts"))
    #expect(!text.contains("SUMMARY:Eye exam"))
    #expect(lines.contains("EXDATE;VALUE=DATE:20261221,20261223,20261225,20261228,20261230,20270101"))
  }

  @Test("the same files give the same bytes; a week later, the same UIDs, and a rolling window's once it has a day due")
  func reproducibleAndStable() {
    let first = CalendarExportTests.examples()
    #expect(CalendarExportTests.examples() == first)
    func uids(_ text: String) -> Set<String> {
      Set(CalendarExportTests.contentLines(text).filter { $0.hasPrefix("UID:") })
    }
    let later = CalendarExportTests.examples(today: "2026-11-29")
    #expect(later != first)
    // Course ends on Dec 15 and Dentist's next date moves nothing: the same series, updated.
    // Climb's window (3 in any 7 days) lacks nothing on the 22nd and nothing is logged after:
    // a week later today is due, and its line's series appears, under the UID it keeps.
    #expect(!uids(first).contains("UID:climb.first.dates@habits"))
    #expect(uids(later).subtracting(["UID:climb.first.dates@habits"]) == uids(first))
    #expect(uids(first).contains("UID:gym.first.rule@habits") && uids(first).contains("UID:call-mom.first.rule@habits"))
  }

  @Test("text is escaped, and folding never splits a UTF-8 character and unfolds to the line")
  func escapingAndFolding() {
    #expect(ICalendarRenderer.escaped("a,b;c\\d\ne\r\nf\u{7}") == "a\\,b\\;c\\\\d\\ne\\nf")
    var lines = ContentLines()
    let long = "DESCRIPTION:" + String(repeating: "é", count: 50) + String(repeating: "🏃", count: 30) + "x"
    lines.line(long)
    lines.line("SUMMARY:short")
    let text = lines.text
    let physical = text.split(separator: "\r\n", omittingEmptySubsequences: false).dropLast()
    #expect(physical.count > 3)
    for line in physical {
      #expect(line.utf8.count <= 75)
      // Each physical line is valid UTF-8 on its own.
      #expect(String(validating: Array(line.utf8), as: UTF8.self) != nil)
    }
    #expect(CalendarExportTests.contentLines(text) == [long, "SUMMARY:short"])
  }

  @Test("a time of day through the seam: DTSTART, UNTIL, RDATE, EXDATE and RECURRENCE-ID in floating local time")
  func timeOfDay() throws {
    let loaded = load(
      "Gym: Mon, Wed, Fri; since 2026-11-02\nDentist: on 2026-12-01 and 2027-06-01\n",
      log: "2026-11-23 Gym\n2026-11-27 vacation until 2026-11-30\n", today: "2026-11-23")
    let analyses = JournalAnalysis.analyse(loaded.journal, today: day("2026-11-23"), through: day("2027-11-22"))
    let time = try #require(TimeOfDay(hour: 7, minute: 30))
    let report = CalendarExportReport(
      analyses: analyses, range: day("2026-11-23")...day("2027-11-22"), today: day("2026-11-23"),
      describe: { "line \($0.line)" }, timeOfDay: { $0.name == "Gym" ? time : nil })
    let lines = CalendarExportTests.contentLines(ICalendarRenderer().ics(report))
    #expect(lines.contains("DTSTART:20261123T073000"))
    #expect(lines.contains("RRULE:FREQ=WEEKLY;UNTIL=20271122T073000;BYDAY=MO,WE,FR"))
    #expect(lines.contains("EXDATE:20261127T073000,20261130T073000"))
    #expect(lines.contains("RECURRENCE-ID:20261123T073000"))
    #expect(lines.contains("SUMMARY:Gym (completed)"))
    #expect(lines.contains("DESCRIPTION:line 1"))
    // The timed series has no DTEND (an event at that instant); the all-day one keeps its own.
    let gym = lines.drop { $0 != "UID:gym.first.rule@habits" }.prefix { $0 != "END:VEVENT" }
    #expect(!gym.contains { $0.hasPrefix("DTEND") })
    #expect(lines.contains("DTSTART;VALUE=DATE:20261201") && lines.contains("RDATE;VALUE=DATE:20270601"))
    #expect(lines.contains("DTEND;VALUE=DATE:20261202"))
    // Without the seam, every event is all-day.
    let plain = CalendarExportTests.contentLines(ICalendarRenderer().ics(CalendarExportReport(
      analyses: analyses, range: day("2026-11-23")...day("2027-11-22"), today: day("2026-11-23"))))
    #expect(plain.contains("DTSTART;VALUE=DATE:20261123") && !plain.contains { $0.contains("T0730") })
  }

  @Test("a one-off date is one event carrying its own status; a line change starts a new series")
  func singleEventsAndChanges() {
    let loaded = load(
      "Dentist: on 2026-11-20\nGym: Mon, Wed, Fri; since 2026-11-02\nGym: Tue, Thu; from 2026-11-11\n",
      log: "2026-11-20 Dentist\n2026-11-10 Gym\n", today: "2026-11-22")
    let analyses = JournalAnalysis.analyse(loaded.journal, today: day("2026-11-22"), through: day("2026-12-31"))
    let report = CalendarExportReport(analyses: analyses, range: day("2026-11-01")...day("2026-12-31"), today: day("2026-11-22"))
    #expect(report.series.map(\.uid) == ["dentist.first.dates@habits", "gym.first.rule@habits", "gym.from-2026-11-11.rule@habits"])
    let lines = CalendarExportTests.contentLines(ICalendarRenderer().ics(report))
    #expect(lines.contains("SUMMARY:Dentist (completed)"))
    #expect(!lines.contains { $0.hasPrefix("RECURRENCE-ID") && $0.hasSuffix("20261120") })
    #expect(lines.contains("RRULE:FREQ=WEEKLY;UNTIL=20261110;BYDAY=MO,WE,FR"))
    #expect(lines.contains("RRULE:FREQ=WEEKLY;UNTIL=20261231;BYDAY=TU,TH"))
    #expect(lines.contains("SUMMARY:Gym (failed)"))
    // Names any bytes: the UID spells them out so no two keys meet.
    #expect(CalendarExportReport.uidBase(of: habit("Café crème-2: Mon"), era: HabitPlan(habit: habit("Café crème-2: Mon"), start: day("2026-11-02")).eras[0]) == "caf_C3_A9-cr_C3_A8me_2D2.first")
  }

  @Test("tracked habits and rolling limits give no events; a rolling window its judged days through today, as dates; a change into one ends the line before")
  func undatedLines() {
    let loaded = load(
      """
      Weight: tracked; kg; since 2026-11-02
      Mood: tracked; since 2026-11-02
      Climb: 3 times in any 7 days; since 2026-11-02
      Takeout: at most 2 in any 14 days; since 2026-11-01
      Yoga: Mon, Thu; since 2026-11-02
      Yoga: 2 times in any 7 days; from 2026-11-16
      Passport: every 2 years on Apr 15; since 2026-01-01

      """,
      log: "2026-11-03 Weight 81.2 kg, Mood 7, Climb, Takeout, Yoga\n2026-11-04 Climb\n2026-11-17 Yoga\n", today: "2026-11-22")
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
    let analyses = JournalAnalysis.analyse(loaded.journal, today: day("2026-11-22"), through: day("2031-12-31"))
    let report = CalendarExportReport(analyses: analyses, range: day("2026-11-01")...day("2031-12-31"), today: day("2026-11-22"))
    #expect(
      report.series.map(\.uid) == [
        "climb.first.dates@habits", "yoga.first.rule@habits", "yoga.from-2026-11-16.dates@habits", "passport.first.rule@habits",
      ])
    // Climb: done on 11-03 and 11-04 in its first six days (not judged), failed from 11-08
    // (the window 11-02..08 holds 2), still to do today; the days after today are the engine's
    // too (planned while nothing is logged), yet no events.
    let climb = report.series[0]
    #expect(climb.rule == nil && climb.occurrences == [day("2026-11-03"), day("2026-11-04")] + (0...14).map { day("2026-11-08") + $0 })
    #expect(climb.overrides.filter { $0.status == .failed }.count == 14 && climb.overrides.count == 16)
    #expect(analyses[2].timeline.isDue(day("2026-11-23")))
    #expect(report.series[1].occurrences.max() == day("2026-11-12"))
    #expect(report.series[2].occurrences == [day("2026-11-17"), day("2026-11-22")])
    let lines = CalendarExportTests.contentLines(ICalendarRenderer().ics(report))
    #expect(lines.contains("RRULE:FREQ=YEARLY;UNTIL=20311231;INTERVAL=2;BYMONTH=4;BYMONTHDAY=15"))
    #expect(report.series[3].occurrences == [day("2028-04-15"), day("2030-04-15")])
  }

  @Test(
    "the examples and generated files read by python's icalendar, expanded by dateutil, are the due days (scripts/test-export)",
    .enabled(if: CalendarExportTests.hasPythonICalendar, "python3 has no icalendar (python3 -m pip install icalendar)"))
  func independentParser() throws {
    let binary = try #require(Subprocess.habits, "no habits binary")
    let run = try #require(Subprocess.run([Golden.root + "/scripts/test-export", "--quick"], environment: ["HABITS_BIN": binary]))
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
  }

  /// Whether python3 has icalendar and dateutil, for the test that runs scripts/test-export.
  static let hasPythonICalendar: Bool = Subprocess.run(["python3", "-c", "import icalendar, dateutil"])?.status == 0
}
