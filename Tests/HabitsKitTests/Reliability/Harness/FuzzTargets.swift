import HabitsKit
import HabitsReports
import HabitsCLI

/// What each fuzz target does with one input, shared by the libFuzzer entry points in `fuzz/`
/// (which trap when a problem comes back) and the reliability tests (which replay the seeds
/// and every finding). Each returns the broken invariants; a crash or hang is its own finding.
enum FuzzTargets {
  /// `fuzz/habits-file`: the habits-file parser and loader on arbitrary bytes; no log, today
  /// fixed. Every diagnostic is located and every rendering keeps its format's contract.
  static func habitsFile(_ bytes: [UInt8]) -> [String] {
    let file = SourceFile(path: "habits.txt", bytes: bytes)
    let syntax = HabitsFileParser.parse(file)
    let result = Loader.load(habitsFile: file, logFile: nil, today: FuzzInput.defaultToday)
    var invariants = Invariants()
    // The loader starts from the parser's findings: it may add, never drop.
    if result.diagnostics.count < syntax.diagnostics.count { invariants.fail("the loader lost parse diagnostics") }
    invariants.checkDiagnostics(result)
    invariants.checkRenderings(result)
    invariants.checkFormatting(file, as: .habits, beside: nil)
    return invariants.problems
  }

  /// `fuzz/log`: the log parser and resolver on arbitrary bytes, against `logHabits`.
  static func log(_ bytes: [UInt8]) -> [String] {
    let log = SourceFile(path: "log.txt", bytes: bytes)
    let result = Loader.load(habitsFile: logHabits, logFile: log, today: FuzzInput.defaultToday)
    var invariants = Invariants()
    invariants.checkDiagnostics(result)
    invariants.checkRenderings(result)
    if result.journal.logs.count != result.journal.habits.count { invariants.fail("not one log per habit") }
    invariants.checkFormatting(log, as: .log, beside: logHabits)
    return invariants.problems
  }

  /// The habits the log target resolves against: names that collide with the log's words
  /// ("Skip rope", "Vacation planning"), a goal, an ending habit, a one-off, wide and
  /// accented names, and a broken line (its name is known but it has no habit).
  static let logHabits = SourceFile(
    path: "habits.txt",
    text: """
      Meditate: every day
      Gym: Mon, Wed, Fri
      Pushups: every day; 3 times
      Skip rope: 3 days a week
      Resume writing: weekly
      Vacation planning: once a month
      Course: Mon, Wed; since 2026-09-01; until 2026-12-15
      Challenge: every day; since 2026-01-01; ends after 30 occurrences
      Dentist: on 2026-12-01
      跑步: every day
      🏃: weekends
      Café: daily
      Broken: every fortnight

      """)

  /// `fuzz/pipeline`: everything on `habits \0 log \0 today` (see `FuzzInput`).
  ///
  /// Loads both files, checks and renders the diagnostics in every format, then, within
  /// `Bounds`, runs the engine for every habit and checks its invariants, builds today's board,
  /// every streak, the backlog and one habit's history as text and JSON, and appends a line
  /// with `habits log` in memory, checking that what was there stays in front.
  static func pipeline(_ bytes: [UInt8]) -> [String] {
    let input = FuzzInput(bytes)
    let today = input.today
    let habitsFile = SourceFile(path: "habits.txt", bytes: input.habits)
    let logFile = input.log.map { SourceFile(path: "log.txt", bytes: $0) }
    let result = Loader.load(habitsFile: habitsFile, logFile: logFile, today: today)
    var invariants = Invariants()
    invariants.checkDiagnostics(result)
    invariants.checkRenderings(result)
    guard Bounds.allowAnalysis(result.journal, today: today) else { return invariants.problems }

    // In board order, with the log's notes: the order keeps every habit once, and notes land
    // only on days that have entries.
    let journal = result.journal.inBoardOrder(on: today).withNotes(from: logFile)
    if Set(journal.loaded.map(\.key)) != Set(result.journal.loaded.map(\.key)) || journal.loaded.count != result.journal.loaded.count {
      invariants.fail("board order lost or doubled a habit")
    }
    let analyses = JournalAnalysis.analyse(journal, today: today)
    for analysis in analyses {
      invariants.checkAnalysis(analysis)
      _ = analysis.attentionFinding()
      for (day, note) in analysis.log.notes(in: Day(number: 0)...Day.last) {
        let entryDays = Set(analysis.log.entries.map(\.day) + analysis.log.pauses.map(\.day))
        if !entryDays.contains(day) || note.isEmpty || note.contains("\n") {
          invariants.fail("a note on \(day) without an entry, or empty, or of two lines")
        }
      }
    }
    let board = StatusReport(analyses: analyses, date: today)
    let renderer = StatusRenderer(RenderSettings(palette: .ansi, ascii: bytes.count % 2 == 0, width: 20 + bytes.count % 120))
    _ = renderer.text(board)
    _ = renderer.short(board)
    _ = renderer.dueShort(board.dueOnly())
    invariants.checkJSON(renderer.json(board), "status")
    let streaks = StreaksReport(analyses: analyses, today: today)
    _ = StreaksRenderer(.plain).text(streaks)
    invariants.checkJSON(StreaksRenderer().json(streaks), "streaks")
    let backlog = BacklogReport(analyses: analyses, today: today)
    _ = BacklogRenderer(RenderSettings(palette: .ansi)).text(backlog)
    invariants.checkJSON(BacklogRenderer().json(backlog), "backlog")
    if !analyses.isEmpty {
      let history = HistoryReport(analysis: analyses[bytes.count % analyses.count], from: nil, to: nil)
      _ = HistoryRenderer(RenderSettings(ascii: true)).text(history)
      invariants.checkJSON(HistoryRenderer().json(history), "history")
    }
    if !result.diagnostics.hasErrors, let habit = result.journal.habits.first {
      logOnce(habit.name, input: input, invariants: &invariants)
    }
    // Points: the balance is what the days add up to, and the report renders.
    let ledger = PointsLedger(journal: result.journal, today: today)
    let sum = ledger.days.reduce(0) { $0 &+ $1.earned &- $1.spent }
    if ledger.balance(through: Day.last) != sum && abs(sum) < Int.max / 4 {
      invariants.fail("points: balance \(ledger.balance(through: Day.last)) is not the days' sum \(sum)")
    }
    let points = PointsReport(ledger: ledger, today: today, range: nil, weekStart: .monday)
    _ = PointsRenderer().text(points)
    invariants.checkJSON(PointsRenderer().json(points), "points")
    return invariants.problems
  }

  /// Runs `habits log NAME` in memory: a write keeps the old bytes in front and adds no error;
  /// a refusal writes nothing.
  private static func logOnce(_ name: String, input: FuzzInput, invariants: inout Invariants) {
    var files = ["habits.txt": input.habits]
    if let log = input.log { files["log.txt"] = log }
    let memory = MemoryEnvironment(files: files, today: input.today)
    let status = HabitsCommand.run(["log", name, "--today", input.today.description, "--quiet"], in: memory.environment)
    let before = input.log ?? []
    let after = memory.files["log.txt"] ?? []
    guard status == .success else {
      if after != before { invariants.fail("'habits log' failed (\(status)) but changed the log") }
      return
    }
    guard after.count > before.count, Array(after.prefix(before.count)) == before else {
      invariants.fail("'habits log' did not keep the log's bytes in front")
      return
    }
    let habitsFile = SourceFile(path: "habits.txt", bytes: input.habits)
    let errorsBefore = Loader.load(
      habitsFile: habitsFile, logFile: input.log.map { SourceFile(path: "log.txt", bytes: $0) }, today: input.today
    ).diagnostics.errorCount
    let reloaded = Loader.load(
      habitsFile: habitsFile, logFile: SourceFile(path: "log.txt", bytes: after), today: input.today)
    // Errors in other habits may stand (the line is still written); the line adds none.
    if reloaded.diagnostics.errorCount > errorsBefore {
      invariants.fail("'habits log' wrote a line that makes errors: \(memory.output)")
    }
  }
}
