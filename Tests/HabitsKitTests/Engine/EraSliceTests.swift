import Testing

@testable import HabitsKit

/// A habit of many schedule changes costs what its days cost: each era reads only its own
/// slice of the completions, the era of a day is found by a binary search, and the next due
/// day is asked of the era in force and the ones after it rather than day by day.
@Suite struct EraSliceTests {
  /// A habit changed every `every` days between two schedules, logged most days for ten years.
  static func changedHabit(changes: Int, every: Int = 18) -> (habits: String, log: String) {
    var habits = "Gym: every day; since 2016-01-01\n"
    for k in 1...changes {
      habits += "Gym: \(k % 2 == 1 ? "Mon, Wed, Fri" : "every day"); from \(day("2016-01-01") + k * every)\n"
    }
    var log = ""
    for offset in 0..<3_650 where offset % 7 != 3 { log += "\(day("2016-01-01") + offset) Gym\n" }
    return (habits, log)
  }

  @Test func eachEraReadsOnlyItsOwnCompletions() throws {
    let files = Self.changedHabit(changes: 200)
    let result = load(files.habits, log: files.log, today: "2026-01-10")
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
    let loaded = try #require(result.journal.loaded.first)
    #expect(loaded.plan.eras.count == 201)
    let analysis = HabitAnalysis(loaded, today: day("2026-01-10"))
    // Every completion on or before today is in exactly one era: read once, not once an era.
    let completions = loaded.log.completions.count
    #expect(analysis.timeline.completionsRead <= completions)
    #expect(analysis.timeline.completionsRead >= completions - 10)
  }

  @Test func theErasShareTheHabitsDayArrays() throws {
    let files = Self.changedHabit(changes: 200)
    let loaded = try #require(load(files.habits, log: files.log, today: "2026-01-10").journal.loaded.first)
    let timeline = HabitAnalysis(loaded, today: day("2026-01-10")).timeline
    #expect(timeline.eraCount == 201)
    // One set of arrays for the habit's life: each era's days are a window on them, right
    // after the era before's, not arrays of its own.
    let whole = timeline.rules.withUnsafeBufferPointer { $0.baseAddress }
    var next = timeline.rules.startIndex
    for era in (0..<timeline.eraCount).map(timeline.era(at:)) {
      #expect(era.rules.startIndex == next)
      #expect(era.rules.withUnsafeBufferPointer { $0.baseAddress } == whole.map { $0 + (era.rules.startIndex - timeline.rules.startIndex) })
      next = era.rules.endIndex
    }
    #expect(next == timeline.rules.endIndex)
  }

  @Test func anEraIsAPlainSpanNotATimeline() throws {
    // What the timeline keeps an era: plain numbers (where its days and period starts sit in
    // the habit's arrays, what its line asks), no reference to count or free, nothing copied
    // from the era's line; its calendar stays in the plan's era.
    #expect(_isPOD(TimelineSpan.self))
    let files = Self.changedHabit(changes: 200)
    let loaded = try #require(load(files.habits, log: files.log, today: "2026-01-10").journal.loaded.first)
    let timeline = HabitAnalysis(loaded, today: day("2026-01-10")).timeline
    // Each era's span covers its line's days, one after another, in the plan's order.
    for index in 0..<timeline.eraCount {
      let span = timeline.span(ofEra: index)
      #expect(span.first == loaded.plan.eras[index].start)
      if index + 1 < timeline.eraCount { #expect(span.last == timeline.span(ofEra: index + 1).first - 1) }
      #expect(index == 0 || span.base == timeline.span(ofEra: index - 1).base + timeline.span(ofEra: index - 1).dayCount)
    }
  }

  @Test func theNextDueDayAcrossErasIsTheFirstPlannedDay() throws {
    let files = Self.changedHabit(changes: 40, every: 45)
    let today = day("2017-06-14")
    let loaded = try #require(load(files.habits, log: files.log, today: "2017-06-14").journal.loaded.first)
    let analysis = HabitAnalysis(loaded, today: today, through: today + 4_000)
    for offset in stride(from: -5, through: 3_000, by: 37) {
      let from = today + offset
      var reference: Day?
      var walked = max(from, analysis.timeline.first)
      while walked <= from + 3_660 {
        if analysis.timeline.status(on: walked) == .planned {
          reference = walked
          break
        }
        walked = walked + 1
      }
      #expect(analysis.nextDue(onOrAfter: from) == reference, "from \(from)")
    }
  }

  @Test func theEraOfADayIsFoundAmongTwoHundred() throws {
    let files = Self.changedHabit(changes: 200)
    let loaded = try #require(load(files.habits, log: files.log, today: "2026-01-10").journal.loaded.first)
    let plan = loaded.plan
    for offset in stride(from: -3, through: 3_700, by: 5) {
      let when = day("2016-01-01") + offset
      let linear = plan.eras.lastIndex { $0.start <= when } ?? 0
      #expect(plan.eraIndex(on: when) == linear)
    }
  }

  @Test func theEndedErasAreWalkedAsOneForTheirStreaks() throws {
    // Three schedules in turn (a Sunday change to "Tue, Thu" starts with days that ask
    // nothing, which the era's first streak reaches back over), logged with gaps that fail.
    var habits = "Gym: every day; since 2016-01-01\n"
    let schedules = ["Tue, Thu", "3 times a week", "every day"]
    for k in 1...120 { habits += "Gym: \(schedules[k % 3]); from \(day("2016-01-03") + k * 17)\n" }
    var log = ""
    for offset in 0..<2_400 where offset % 11 != 4 && offset % 23 != 9 { log += "\(day("2016-01-01") + offset) Gym\n" }
    let today = day("2022-06-01")
    let loaded = try #require(load(habits, log: log, today: "2022-06-01").journal.loaded.first)
    let analysis = HabitAnalysis(loaded, today: today)
    let timeline = analysis.timeline
    #expect(timeline.eraCount == 121)
    // Every era but the one in force today is taken whole, in the one walk.
    let ended = (0..<timeline.eraCount).filter { timeline.span(ofEra: $0).runsWhole(before: today) }
    #expect(ended == Array(0..<(timeline.eraCount - 1)))
    // Whether an era has periods is read once, from the line as written; its calendar's kind
    // (the one the walk of one era asks) agrees.
    for index in 0..<timeline.eraCount {
      #expect(timeline.span(ofEra: index).periodic == loaded.plan.eras[index].calendar.kind.hasPeriods)
    }
    // The same streaks as each era walked as a habit of its own, its first streak reaching
    // back to the change over days that did not fail, then joined.
    var apart: [Streak] = []
    for index in 0..<timeline.eraCount {
      let era = timeline.era(at: index)
      var streaks = Streaks.unmerged(era)
      if index > 0, let head = streaks.first, head.start > era.first,
        !(0..<(head.start - era.first)).contains(where: { Streaks.breaksStreaks(timeline.status(on: era.first + $0)) })
      {
        streaks[0].start = era.first
      }
      apart += streaks
    }
    #expect(Streaks.merged(apart) == analysis.streaks)
    #expect(analysis.streaks.count > 20)
  }

  @Test func anErasSpanCarriesWhetherItsDueDaysAreKeptApart() throws {
    // Whether a line keeps its due days apart (an after-last line) is asked of its kind once,
    // where its span is made, and read from the span by the status pass for its window
    // segments: it must be the era's own answer, and with the periods it makes the windows.
    var habits = "Plants: Mon, Wed, Fri; since 2024-01-01\n"
    let schedules = ["every 4 days after last", "every day", "Mon, Wed, Fri", "3 times a week; carry over"]
    for k in 1...12 { habits += "Plants: \(schedules[k % 4]); from \(day("2024-01-01") + k * 20)\n" }
    var log = ""
    for offset in 0..<290 where offset % 3 != 1 { log += "\(day("2024-01-01") + offset) Plants\n" }
    let result = load(habits, log: log, today: "2024-10-20")
    #expect(result.diagnostics.isEmpty, "\(shortDiagnostics(result))")
    let loaded = try #require(result.journal.loaded.first)
    let timeline = HabitAnalysis(loaded, today: day("2024-10-20")).timeline
    #expect(timeline.eraCount == 13)
    for index in 0..<timeline.eraCount {
      let (span, era) = (timeline.span(ofEra: index), loaded.plan.eras[index])
      #expect(span.dueDaysApart == era.keepsDueDaysApart, "era \(index)")
      #expect(span.separated == era.windowsSeparate, "era \(index)")
    }
    let apart = (0..<timeline.eraCount).map { timeline.span(ofEra: $0).dueDaysApart }
    #expect(apart.contains(true) && apart.contains(false))
    // A day of an after-last era has the window of its due day: from the due day on or
    // before it (or the era's first day) to the day before the next due day of the era.
    let afterLast = try #require((0..<timeline.eraCount).first { apart[$0] })
    let span = timeline.span(ofEra: afterLast)
    let dueDays = (span.first...span.last).filter { timeline.isDue($0) }
    #expect(dueDays.count > 2)
    for when in span.first...span.last {
      let from = dueDays.last { $0 <= when && $0 > span.first } ?? span.first
      let next = dueDays.first { $0 > when } ?? ((span.end ?? Day.last) + 1)
      #expect(timeline.segment(containing: when) == from...(next - 1), "\(when)")
    }
  }
}
