import HabitsKit
import HabitsReports

/// The flow `log`, `skip`, `vacation` and `resume` share: read and load both files, build the
/// line from the journal (habits with errors are not in it), plan it, append it in one call,
/// report. Errors in other habits are mentioned in one line and do not stop the write.
///
/// Every refusal happens before the one call to `Environment.appendToFile`, so a refused
/// command leaves the log exactly as it was; an append the system refuses exits 2.
extension CommandContext {
  /// `--force`: writes despite the refusals that may be overridden.
  static func forceOption(_ what: String) -> CommandSpec.Option {
    CommandSpec.Option("force", help: "Write even \(what).")
  }

  /// Appends the line `build` makes from the loaded journal, and reports it.
  /// - Parameter build: the line to write, or the exit status after printing why not.
  /// - Returns: 0 written, 1 a name not found while the files have errors, 2 refused or not
  ///   writable.
  func appendToLog(_ build: (Journal) throws(ExitStatus) -> LogWrite) throws(ExitStatus) -> ExitStatus {
    let files = try readFiles()
    let today = invocation.today
    let before = Loader.load(habitsFile: files.habits, logFile: files.log, today: today)
    // A merge in progress: nothing is appended to a log with conflict markers until it is resolved.
    if before.diagnostics.contains(where: { $0.code == .mergeConflict }) {
      err(DiagnosticRenderer(sources: before.sources, palette: stderrPalette).render(before.diagnostics, format: .text))
      let errors = DayText.count(before.diagnostics.errorCount, "error")
      err("habits: \(errors) in the files; fix them (habits check) before writing to the log\n")
      return .findings
    }
    // A habit with errors is left out of the journal: naming it says so (exit 1) rather than
    // calling it unknown; errors in other habits do not stop a line about habits that loaded
    // cleanly.
    if before.diagnostics.hasErrors {
      let withErrors = HabitWithErrors.find(habitsFile: files.habits, diagnostics: before.diagnostics)
      for word in arguments.positionals where !before.journal.habits.contains(where: { $0.key == Habit.key(for: word) }) {
        try refuseHabitWithErrors(word, among: withErrors, habitsPath: files.habits.path)
      }
    }
    let write: LogWrite
    do {
      write = try build(before.journal)
    } catch {
      guard before.diagnostics.hasErrors else { throw error }
      err(errorsElsewhere(before.diagnostics, blocking: true))
      throw .findings
    }
    let plan = LogWritePlan.make(
      write, habitsFile: files.habits, logFile: files.log, logPath: invocation.logPath, before: before,
      today: today, force: arguments.has("force"))
    let ready: LogWritePlan.Ready
    switch plan {
    case .ready(let planned): ready = planned
    case .refused(let refusals):
      for refusal in refusals {
        err("habits: " + refusal.message + "\n" + (refusal.hint.map { "  \($0)\n" } ?? ""))
      }
      // With --json the refusals are also diagnostics on stdout, as `check --json` gives them.
      if wantsJSON { out(DiagnosticRenderer(sources: before.sources, palette: .plain).render(refusals, format: .json)) }
      return .failure
    }
    if case .failure(let error) = environment.appendToFile(invocation.logPath, ready.bytes) {
      return fail(writeFailure(error))
    }
    if before.diagnostics.hasErrors { err(errorsElsewhere(before.diagnostics, blocking: false)) }
    // Built only when shown: --quiet skips the analyses.
    func report() -> LogWriteReport {
      LogWriteReport(line: ready.text, affected: ready.affected, journal: ready.after.journal, day: write.day, today: today)
    }
    if wantsJSON {
      out(LogWriteRenderer().json(report()))
    } else if !arguments.has("quiet") {
      out(LogWriteRenderer().text(report()))
      if !ready.warnings.isEmpty {
        let renderer = DiagnosticRenderer(sources: ready.after.sources, palette: stderrPalette)
        err(renderer.brief(ready.warnings))
      }
    }
    return .success
  }

  /// One line about errors in the files: beside a written line, in habits it does not touch;
  /// beside a refusal, the likely reason a name was not found.
  private func errorsElsewhere(_ diagnostics: [Diagnostic], blocking: Bool) -> String {
    let errors = DayText.count(diagnostics.errorCount, "error")
    return blocking
      ? "habits: the files have \(errors); a habit with errors cannot be logged until they are fixed (habits check)\n"
      : "habits: the files have \(errors) in other habits; run habits check\n"
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
