import HabitsKit
import HabitsReports

/// The flow `log`, `skip`, `vacation` and `resume` share: read the habits file, then, while
/// the log is locked (`Environment.appendToLog`), read and load the log, build the line from
/// the journal (habits with errors are not in it), plan it, and hand its bytes back to be
/// appended; report once it is written. Errors in other habits are mentioned in one line and
/// do not stop the write.
///
/// Every refusal happens in the decision, before anything is written, so a refused command
/// leaves the log exactly as it was; an append the system refuses exits 2. The same load of
/// the log serves the decision and the report: the log is not read again after the write, so
/// a command that has written never asks to be run again.
extension CommandContext {
  /// What the decision came to: a line ready to append, and what the report needs of the
  /// load before it.
  private struct Decision {
    var ready: LogWritePlan.Ready
    var write: LogWrite
    /// The errors in the files before the write (in habits the line does not name).
    var errorsBefore: Int
  }

  /// Appends the line `build` makes from the loaded journal, and reports it.
  /// - Parameter build: the line to write, or the exit status after printing why not.
  /// - Returns: 0 written, 1 a name not found while the files have errors (or a file too
  ///   large), 2 refused or not writable.
  func appendToLog(_ build: (Journal) throws(ExitStatus) -> LogWrite) throws(ExitStatus) -> ExitStatus {
    // Refused before anything is read: a line cannot be appended to standard input.
    if Environment.isStandardInput(invocation.logPath) {
      throw fail(
        "the log is standard input ('-'), and habits \(arguments.command.name) appends a line to the log; nothing was written\n"
          + "  name the log's file with --log PATH (or $HABITS_LOG)")
    }
    let habitsFile = try readHabitsFile()
    let target = Environment.AppendTarget(
      logPath: invocation.logPath, habitsPath: invocation.habitsPath, logIsNamed: invocation.logIsNamed)
    var decided: Result<Decision, ExitStatus> = .failure(.failure)
    let appended = environment.appendToLog(target) { logBytes, readAgain in
      decided = decide(habitsFile: habitsFile, logBytes: consume logBytes, readAgain: readAgain, build: build)
      guard case .success(let decision) = decided else { return nil }
      return decision.ready.bytes
    }
    switch appended {
    case .failure(let failure): return report(failure)
    case .success(false):
      if case .failure(let status) = decided { return status }
      return .failure
    case .success(true):
      record.appended = true
    }
    guard case .success(let decision) = decided else { return .success }
    let ready = decision.ready
    // Where the errors are, as a report's line says it: they may be in no habit at all (a
    // line of the log in Latin-1).
    if decision.errorsBefore > 0 {
      err(CommandContext.errorSummary(ready.after.diagnostics.filter { $0.severity == .error }) + "\n")
    }
    // Built only when shown: --quiet skips the analyses.
    func writeReport() -> LogWriteReport {
      LogWriteReport(
        line: ready.text, affected: ready.affected, journal: ready.after.journal, day: decision.write.day,
        today: invocation.today, showsBalance: decision.write.isRedeem)
    }
    if wantsJSON {
      out(LogWriteRenderer().json(writeReport()))
    } else if !arguments.has(CommandSpec.Global.quiet) {
      out(LogWriteRenderer().text(writeReport()))
      if !ready.warnings.isEmpty {
        let renderer = DiagnosticRenderer(sources: ready.after.sources, palette: stderrPalette)
        err(renderer.brief(ready.warnings))
      }
    }
    return .success
  }

  /// The decision on the log's bytes as they are while it is locked (nil: no log yet): the
  /// line to append, or the exit status after printing why not. The bytes are let go as soon
  /// as they are loaded; `readAgain` reads them once more for a line judged by loading again.
  private func decide(
    habitsFile: SourceFile, logBytes: consuming FileBytes?, readAgain: () -> FileBytes?,
    build: (Journal) throws(ExitStatus) -> LogWrite
  ) -> Result<Decision, ExitStatus> {
    let today = invocation.today
    // A file that is not a log (a shell start-up file, a note) gets no dated line.
    if let logBytes, !LogShape.isLog(logBytes) {
      let lines = LogShape.datedLines(logBytes)
      return .failure(
        fail(
          "'\(invocation.logPath)' does not look like a log: fewer than half of its lines start with a date "
            + "(\(lines.dated) of \(lines.looked)); nothing was written\n"
            + "  a log's lines start with a date YYYY-MM-DD; check the path (--log, --dir, $HABITS_LOG)"))
    }
    let logFile = (consume logBytes).map { SourceFile(path: invocation.logPath, bytes: $0) }
    var before = Loader.load(habitsFile: habitsFile, logFile: logFile, today: today)
    // A merge in progress: nothing is appended to a log with conflict markers until it is resolved.
    if before.diagnostics.contains(where: { $0.code == .mergeConflict }) {
      err(DiagnosticRenderer(sources: before.sources, palette: stderrPalette).render(before.diagnostics, format: .text))
      let errors = DayText.count(before.diagnostics.errorCount, "error")
      err("habits: \(errors) in the files; fix them (habits check) before writing to the log\n")
      return .failure(.findings)
    }
    // Nothing after the load quotes the log: its bytes are let go now, before the line is
    // made and planned, so that an append holds no more than the load `habits check` holds.
    // The plan keeps what the line needs of them (`LogAppend.End`), and reads the log again
    // for a line it judges by loading again.
    let logEnd = logFile.map { LogAppend.End(of: $0.bytes) }
    _ = consume logFile
    before.sources.removeSubrange(1...)
    // A habit with errors is left out of the journal: naming it says so (exit 1) rather than
    // calling it unknown; errors in other habits do not stop a line about habits that loaded
    // cleanly.
    if before.diagnostics.hasErrors {
      let withErrors = HabitWithErrors.find(habitsFile: habitsFile, diagnostics: before.diagnostics)
      for word in arguments.positionals where before.journal.habit(named: word) == nil {
        do throws(ExitStatus) {
          try refuseHabitWithErrors(word, among: withErrors, habitsPath: habitsFile.path)
        } catch {
          return .failure(error)
        }
      }
    }
    let write: LogWrite
    do {
      write = try build(before.journal)
    } catch {
      guard before.diagnostics.hasErrors else { return .failure(error) }
      err(errorsBlocking(before.diagnostics.errorCount))
      return .failure(.findings)
    }
    let errorsBefore = before.diagnostics.errorCount
    // The load is handed over: the plan extends it by the new line, or loads the files again
    // with the line once it has let it go: two loads of a large log are never held at once.
    let plan = LogWritePlan.make(
      write, habitsFile: habitsFile, logEnd: logEnd, readAgain: readAgain, logPath: invocation.logPath,
      before: consume before, today: today, force: arguments.has(CommandSpec.Shared.force))
    switch plan {
    case .ready(let ready):
      return .success(Decision(ready: ready, write: write, errorsBefore: errorsBefore))
    case .refused(let refusals):
      for refusal in refusals {
        err("habits: " + refusal.message + "\n" + (refusal.hint.map { "  \($0)\n" } ?? ""))
      }
      // With --json the refusals are also diagnostics on stdout, as `check --json` gives them
      // (which quotes no source: the log's bytes are not needed).
      if wantsJSON {
        out(DiagnosticRenderer(sources: [habitsFile], palette: .plain).render(refusals, format: .json))
      }
      return .failure(.failure)
    case .unreadable:
      // The appender says why it could not read the log again.
      return .failure(.failure)
    case .changed:
      return .failure(
        fail("the log '\(invocation.logPath)' changed while it was being read; nothing was written; run the command again"))
    }
  }

  /// Prints why the system appended nothing, and returns the exit status.
  private func report(_ failure: Environment.AppendFailure) -> ExitStatus {
    let log = invocation.logPath
    switch failure {
    case .cannotRead(.tooLarge(let line)):
      return reportTooLarge(.fileTooLarge(log, line: line))
    case .cannotRead(let error):
      return fail("cannot read the log '\(log)': \(error.message)")
    case .cannotWrite(let error):
      return fail(writeFailure(error))
    case .outsideFolder(let target, let folder):
      return fail(
        "the log '\(log)' leads to '\(target)', outside the habits file's folder '\(folder)'; nothing was written\n"
          + "  name it with --log PATH or HABITS_LOG to write there")
    case .keepsChanging:
      return fail("the log '\(log)' was replaced or cut again and again while it was read; nothing was written")
    }
  }

  /// One line about errors in the files beside a refusal: the likely reason a name was not
  /// found.
  private func errorsBlocking(_ count: Int) -> String {
    "habits: the files have \(DayText.count(count, "error")); a habit with errors cannot be logged until they are fixed (habits check)\n"
  }

  /// "cannot write the log 'PATH': REASON", with a hint when the folder is missing.
  private func writeFailure(_ error: Environment.FileError) -> String {
    let message = "cannot write the log '\(invocation.logPath)': \(error.message)"
    guard error == .notFound else { return message }
    return message + "\n  its folder does not exist; create it, or point to the log with --log, --dir or $HABITS_DIR"
  }

  /// The habits named by `items` (none when `items` is empty), or exit 2 after saying why.
  /// Habits with a unit are named alone here: only `log` takes amounts.
  func habitIndices(_ items: [HabitWords.Item], in journal: Journal) throws(ExitStatus) -> [Int] {
    try habitEntries(items, in: journal, amounts: false).map(\.habit)
  }

  /// The habits (and counts or amounts) named by `items`, or exit 2 after saying why.
  func habitEntries(
    _ items: [HabitWords.Item], in journal: Journal, amounts: Bool = true
  ) throws(ExitStatus) -> [LogWrite.Completed] {
    guard !items.isEmpty else { return [] }
    switch HabitWords.resolve(items, in: journal.habits, amounts: amounts) {
    case .success(let entries): return entries
    case .failure(let problem): throw fail(problem.message)
    }
  }

  /// Splits the positional arguments into names (and counts), or prints a usage error.
  func habitItems(counts: Bool) throws(ExitStatus) -> [HabitWords.Item] {
    switch HabitWords.items(arguments.positionals, counts: counts) {
    case .success(let items): return items
    case .failure(let problem): throw usageError(problem.message)
    }
  }
}
