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
  /// - Parameter build: the line to write, or why its words are refused.
  /// - Returns: 0 written, 1 a name not found while the files have errors (or a file too
  ///   large), 2 refused or not writable.
  func appendToLog(_ build: (Journal) throws(LogWriteRefusal) -> LogWrite) throws(ExitStatus) -> ExitStatus {
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
      out(LogWriteRenderer(ascii: invocation.render.ascii).text(writeReport()))
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
    build: (Journal) throws(LogWriteRefusal) -> LogWrite
  ) -> Result<Decision, ExitStatus> {
    let today = invocation.today
    // A log saved as UTF-16 is named as such: a UTF-8 line appended to it would be garbage
    // to every program that reads it, and "not a log" would send the user to the wrong path.
    if let logBytes, let encoding = UTF16Encoding.of(logBytes) {
      return .failure(
        fail(
          "'\(invocation.logPath)' is UTF-16 (\(encoding.described)), not UTF-8; nothing was written\n"
            + "  save it as UTF-8, \(encoding.conversionAdvice(path: invocation.logPath))"))
    }
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
      if wantsJSON { out(DiagnosticRenderer(sources: before.sources, palette: .plain).render(before.diagnostics, format: .json)) }
      return .failure(.findings)
    }
    // Nothing after the load quotes the log: its bytes are let go now, before the line is
    // made and planned, so that an append holds no more than the load `habits check` holds.
    // The plan keeps what the line needs of them (`LogAppend.End`), and reads the log again
    // for a line it judges by loading again.
    let logEnd = logFile.map { LogAppend.End(of: $0.bytes) }
    _ = consume logFile
    before.sources.removeSubrange(1...)
    // Refusals point at the line the write would add.
    let site = WriteSite(file: invocation.logPath, line: before.logLines + 1)
    // A habit with errors is left out of the journal: naming it says so (exit 1) rather than
    // calling it unknown; errors in other habits do not stop a line about habits that loaded
    // cleanly.
    let withErrors =
      before.diagnostics.hasErrors ? HabitWithErrors.find(before.syntax, in: habitsFile, diagnostics: before.diagnostics) : []
    if !withErrors.isEmpty {
      // Each argument, and all of them as one name typed without quotes (`log Deep clean`).
      let names = arguments.positionals + [arguments.positionals.joined(separator: " ")]
      for word in names where before.journal.habit(named: word) == nil {
        let key = Habit.key(for: word)
        guard let habit = withErrors.first(where: { $0.key == key }) else { continue }
        err("habits: '\(habit.name)' has errors in the habits file (\(habit.summary)); fix them first (habits check)\n")
        if wantsJSON {
          let errors = before.diagnostics.filter { $0.severity == .error && $0.file == habitsFile.path && habit.errorLines.contains($0.range.start.line) }
          out(DiagnosticRenderer(sources: [habitsFile], palette: .plain).render(errors, format: .json))
        }
        return .failure(.findings)
      }
    }
    let write: LogWrite
    do {
      write = try build(before.journal)
    } catch {
      return .failure(refuse([error.located(at: site)], habitsFile: habitsFile, withErrors: withErrors))
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
      return .failure(refuse(refusals, habitsFile: habitsFile))
    case .unreadable:
      // The appender says why it could not read the log again.
      return .failure(.failure)
    case .changed:
      return .failure(
        fail("the log '\(invocation.logPath)' changed while it was being read; nothing was written; run the command again"))
    }
  }

  /// Prints the refusals of a write, each as `habits: MESSAGE` with its hint on stderr, and
  /// with --json all as one object of diagnostics on stdout, as `check --json` gives them
  /// (which quotes no source: the log's bytes are not needed); exit 2.
  /// - Parameter withErrors: the habits left out for their errors: an unknown name close to
  ///   one of them is most likely that habit, and says so.
  private func refuse(_ refusals: [Diagnostic], habitsFile: SourceFile, withErrors: [HabitWithErrors] = []) -> ExitStatus {
    for refusal in refusals {
      var hint = refusal.hint
      if refusal.code == .unknownHabit, !withErrors.isEmpty {
        hint = brokenHabitHint(among: withErrors)
      }
      err("habits: " + refusal.message + "\n" + (hint.map { "  \($0)\n" } ?? ""))
    }
    if wantsJSON {
      out(DiagnosticRenderer(sources: [habitsFile], palette: .plain).render(refusals, format: .json))
    }
    return .failure
  }

  /// For an unknown name while habits have errors: the habit with errors the name most likely
  /// means ("did you mean 'Gym'? It has errors: line 1 ..."), or the count of errors.
  private func brokenHabitHint(among withErrors: [HabitWithErrors]) -> String {
    let words = arguments.positionals.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) }
    let names = withErrors.map(\.name)
    for word in words where !HabitWords.isCountShaped(word) {
      guard let close = Suggestions.closest(to: word, in: names) ?? names.first(where: { Habit.key(for: $0).hasPrefix(Habit.key(for: word)) }),
        let habit = withErrors.first(where: { $0.name == close })
      else { continue }
      return "did you mean '\(habit.name)'? It has errors in the habits file (\(habit.summary)); fix them first (habits check)"
    }
    return "the habits file has \(DayText.count(withErrors.count, "habit")) with errors, which cannot be logged until they are fixed (habits check)"
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

  /// "cannot write the log 'PATH': REASON", with a hint when the folder is missing.
  private func writeFailure(_ error: Environment.FileError) -> String {
    let message = "cannot write the log '\(invocation.logPath)': \(error.message)"
    guard error == .notFound else { return message }
    return message + "\n  its folder does not exist; create it, or point to the log with --log, --dir or $HABITS_DIR"
  }

  /// The habits named by `items`, or why they are refused; `required`: whether naming none
  /// is refused (`skip`) rather than meaning every habit (`vacation`, `resume`).
  /// Habits with a unit are named alone here: only `log` takes amounts.
  func habitIndices(
    _ items: Result<[HabitWords.Item], HabitWords.Problem>, in journal: Journal, required: Bool
  ) throws(LogWriteRefusal) -> [Int] {
    try habitEntries(items, in: journal, amounts: false, required: required).map(\.habit)
  }

  /// The habits (and counts or amounts) named by `items`, or why they are refused.
  func habitEntries(
    _ items: Result<[HabitWords.Item], HabitWords.Problem>, in journal: Journal, amounts: Bool = true,
    required: Bool = true
  ) throws(LogWriteRefusal) -> [LogWrite.Completed] {
    let read: [HabitWords.Item]
    switch items {
    case .success(let words): read = words
    case .failure(let problem): throw LogWriteRefusal(problem)
    }
    // Words that name nothing (`habits log ,`) where a name is needed.
    guard !read.isEmpty else {
      if required { throw LogWriteRefusal(.noName) }
      return []
    }
    switch HabitWords.resolve(read, in: journal.habits, amounts: amounts) {
    case .success(let entries): return entries
    case .failure(let problem): throw LogWriteRefusal(problem)
    }
  }

  /// Splits the positional arguments into names (and counts); a problem is refused once the
  /// log is read, located at the line the write would add (`appendToLog`).
  func habitItems(counts: Bool) -> Result<[HabitWords.Item], HabitWords.Problem> {
    HabitWords.items(arguments.positionals, counts: counts)
  }
}
