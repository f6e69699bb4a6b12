import Testing

@testable import HabitsKit
@testable import HabitsReports

/// Helpers for the import tests: the fixtures, and the checks every import's files must pass.
enum ImportCheck {
  /// A fixture's bytes under Fixtures/import.
  static func fixture(_ path: String) -> [UInt8]? { Golden.bytes(Golden.fixtures + "/import/" + path) }

  /// The written files loaded through the real loader as of `today`; fails the test on any
  /// diagnostic, as `habits check --strict` would.
  @discardableResult
  static func loadsClean(_ result: ImportResult, today: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Loader.Result {
    let loaded = load(result.habits, log: result.log, today: today)
    #expect(!result.report.contains(": habits check: "), "\(result.report)", sourceLocation: sourceLocation)
    #expect(shortDiagnostics(loaded) == [], "\n\(result.habits)\n\(result.log)", sourceLocation: sourceLocation)
    return loaded
  }

  /// Checks every day from `from` through `to` of every habit: a day the source records as
  /// done (`table`, by habit name as written) has a done status, every other day does not.
  static func statusesMatch(
    _ loaded: Loader.Result, table: [String: Set<Day>], from: Day, to: Day, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    for analysis in JournalAnalysis.analyse(loaded.journal, today: to) {
      let done = table[analysis.habit.name] ?? []
      var day = from
      while day <= to {
        let status = analysis.status(on: day)
        #expect(
          isDone(analysis, on: day) == done.contains(day), "\(analysis.habit.name) on \(day): \(status.rawValue)",
          sourceLocation: sourceLocation)
        day = day + 1
      }
    }
  }

  /// Whether a day has something done: a done status, or for a limit (whose statuses say
  /// only whether it stayed within) an occurrence logged.
  static func isDone(_ analysis: HabitAnalysis, on day: Day) -> Bool {
    let status = analysis.status(on: day)
    if status == .withinLimit || status == .overLimit { return analysis.timeline.count(on: day) > 0 }
    return status.isDone
  }

  /// The plan's written result, failing the test on an import error.
  static func write(_ plan: () throws(ImportError) -> ImportPlan, today: String = "2026-11-27") -> ImportResult? {
    do {
      return ImportWriter(try plan(), today: day(today)).write()
    } catch {
      Issue.record("import failed: \(error)")
      return nil
    }
  }

  /// A Loop export in memory: files by path.
  static func loop(_ files: [String: String], today: String = "2026-11-27") -> ImportResult? {
    write({ () throws(ImportError) in try LoopImport.plan(read: { files[$0].map { Array($0.utf8) } }) }, today: today)
  }

  /// A harsh export in memory.
  static func harsh(_ habits: String, _ log: String?, today: String = "2026-11-27") -> ImportResult? {
    write({ () throws(ImportError) in try HarshImport.plan(habits: Array(habits.utf8), log: log.map { Array($0.utf8) }) }, today: today)
  }

  /// An Org file in memory.
  static func org(_ text: String) -> ImportResult? {
    write { () throws(ImportError) in try OrgImport.plan(Array(text.utf8), file: "habits.org") }
  }
}
