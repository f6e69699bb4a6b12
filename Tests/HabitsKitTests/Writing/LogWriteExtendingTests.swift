import Testing

@testable import HabitsKit

/// An append loads the log once: the load before the write, extended by the new line
/// (`LogWritePlan.extending`), is the load after it, not a second pass over the whole log.
/// Where it is extended, it must be exactly what loading the files again would give; where it
/// cannot be (a backdated line, a habit's first entry, a forced repeat), the files are loaded
/// again. Instructions and memory are measured by `scripts/bench --dimensions`.
@Suite struct LogWriteExtendingTests {
  /// The plan of a completion of `names` (count 1 each, or as given) on `date`, on `habits`
  /// and `log`, with the load after the write made again from scratch to compare with.
  private static func plan(
    _ names: [(String, Int)], on date: String, habits: String = WritingScenario.habits,
    log: String = WritingScenario.log, force: Bool = false
  ) throws -> (outcome: LogWritePlan.Outcome, reloaded: Loader.Result?) {
    let habitsFile = SourceFile(path: "habits.txt", text: habits)
    let logFile = SourceFile(path: "log.txt", text: log)
    let today = day("2026-11-22")
    let before = Loader.load(habitsFile: habitsFile, logFile: logFile, today: today)
    let entries = try names.map { name, count in
      LogWrite.Completed(habit: try #require(before.journal.index(named: name)), count: count)
    }
    let write = LogWrite(day: day(date), action: .completions(entries))
    let outcome = LogWritePlan.make(
      write, habitsFile: habitsFile, logEnd: LogAppend.End(of: logFile.bytes), readAgain: { logFile.bytes },
      logPath: "log.txt", before: before, today: today, force: force)
    guard case .ready(let ready) = outcome else { return (outcome, nil) }
    let newFile = SourceFile(path: "log.txt", text: log + String(decoding: ready.bytes, as: UTF8.self))
    return (outcome, Loader.load(habitsFile: habitsFile, logFile: newFile, today: today))
  }

  @Test("a completion after the habit's last entry extends the one load: the log is not loaded again")
  func loadedOnce() throws {
    let (outcome, reloaded) = try LogWriteExtendingTests.plan([("Gym", 1)], on: "2026-11-20")
    guard case .ready(let ready) = outcome, let reloaded else {
      Issue.record("refused: \(outcome)")
      return
    }
    #expect(!ready.loadedAgain)
    #expect(ready.after.journal == reloaded.journal)
    #expect(ready.after.diagnostics == reloaded.diagnostics)
    #expect(ready.warnings.isEmpty)
    let gym = try #require(ready.after.journal.habit(named: "Gym"))
    #expect(gym.log.entries.last == CompletionEntry(day: day("2026-11-20"), count: 1, line: 11))
  }

  /// The lines the extension takes, and those it leaves to a second load, with whether it
  /// takes each: either way the plan's load after the write is the files loaded again.
  static let cases: [(names: [(String, Int)], date: String, log: String, extended: Bool)] = [
    ([("Gym", 1)], "2026-11-20", WritingScenario.log, true),
    ([("Pushups", 2)], "2026-11-22", WritingScenario.log, true),
    ([("Gym", 1), ("Pushups", 3)], "2026-11-22", WritingScenario.log, true),
    // A habit done several times a day, again on its last day.
    ([("Pushups", 2)], "2026-11-22", WritingScenario.log + "2026-11-22 Pushups\n", true),
    ([("Pushups", 1), ("Gym", 1)], "2026-11-22", WritingScenario.log + "2026-11-22 Pushups x2\n", true),
    // The last line has no terminator: the append ends it, and the entry is on the next.
    ([("Gym", 1)], "2026-11-20", String(WritingScenario.log.dropLast()), true),
    // A backdated line, between the habit's entries.
    ([("Gym", 1)], "2026-11-10", WritingScenario.log, false),
    // A habit's first entry (its start may move).
    ([("Read", 1)], "2026-11-22", WritingScenario.log, false),
    ([("Deep clean", 1)], "2026-11-21", WritingScenario.log, false),
    ([("Gym", 1), ("Read", 1)], "2026-11-22", WritingScenario.log, false),
    // A log with a finding already: loaded again.
    ([("Gym", 1)], "2026-11-20", WritingScenario.log + "2026-11-19 Nonesuch\n", false),
  ]

  @Test("extended or loaded again, the load after the write is the files loaded again", arguments: cases.indices)
  func sameAsLoadingAgain(index: Int) throws {
    let row = LogWriteExtendingTests.cases[index]
    let (outcome, reloaded) = try LogWriteExtendingTests.plan(row.names, on: row.date, log: row.log)
    guard case .ready(let ready) = outcome, let reloaded else {
      Issue.record("refused: \(outcome)")
      return
    }
    #expect(ready.loadedAgain == !row.extended)
    #expect(ready.after.journal == reloaded.journal)
    #expect(ready.after.diagnostics == reloaded.diagnostics)
    #expect(ready.after.logLines == reloaded.logLines)
    // Extended, the load holds no byte of the log: its sources are the habits file alone.
    let sources = row.extended ? Array(reloaded.sources.prefix(1)) : reloaded.sources
    #expect(ready.after.sources.map { Array($0.bytes) } == sources.map { Array($0.bytes) })
  }

  @Test("a forced repeat is judged by loading again, and its warning is shown")
  func forcedRepeatLoadsAgain() throws {
    let (outcome, _) = try LogWriteExtendingTests.plan([("Gym", 1)], on: "2026-11-18", force: true)
    guard case .ready(let ready) = outcome else {
      Issue.record("refused: \(outcome)")
      return
    }
    #expect(ready.loadedAgain)
    #expect(ready.warnings.map(\.code) == [.duplicateEntry])
  }

  @Test("a habit named twice on one line is refused as check would warn (repeated-habit); forced, it is loaded again")
  func habitNamedTwice() throws {
    let names = [("Pushups", 1), ("Gym", 1), ("Pushups", 2)]
    let (refused, _) = try LogWriteExtendingTests.plan(names, on: "2026-11-22")
    guard case .refused(let findings) = refused else {
      Issue.record("not refused: \(refused)")
      return
    }
    #expect(findings.map(\.code) == [.repeatedHabit] && findings.allSatisfy(\.isForceable))
    let (outcome, reloaded) = try LogWriteExtendingTests.plan(names, on: "2026-11-22", force: true)
    guard case .ready(let ready) = outcome, let reloaded else {
      Issue.record("refused: \(outcome)")
      return
    }
    #expect(ready.loadedAgain)
    #expect(ready.warnings.map(\.code) == [.repeatedHabit])
    #expect(ready.after.journal == reloaded.journal)
    #expect(ready.after.diagnostics == reloaded.diagnostics)
  }
}
