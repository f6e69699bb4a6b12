/// Everything about appending one line, decided before a byte is written.
///
/// Given the files as read and the line asked for, the plan applies `LogWritePolicy`, builds
/// the text and the exact bytes (`LogAppend`), checks that the parser reads the text back as
/// meant (`LogWrite.readsBack`), and makes the journal as it will be after the write: the load
/// before extended by the line where that is exact (`extending`), else the files loaded again
/// with it. A line that would add an error, or one of the warnings the policy stands for, is
/// refused here too, so `habits log` never writes what `habits check` would flag. The plan does
/// no I/O: the caller appends `bytes` in one call, or nothing.
package enum LogWritePlan {
  /// A line ready to append.
  package struct Ready: Sendable {
    /// The line's text, without a terminator (what is printed).
    package var text: String
    /// The exact bytes to append.
    package var bytes: [UInt8]
    /// The journal as it is once the bytes are appended.
    package var after: Loader.Result
    /// Warnings the new line itself adds (a repeated line, a forced completion before the
    /// start), to show after writing.
    package var warnings: [Diagnostic]
    /// The keys of the habits whose status to show: those the line names, all of them for a
    /// vacation of every habit, and for a resume the habits whose vacation it ends.
    package var affected: [String]
    /// Whether the files were loaded a second time, with the line, to judge it; false when
    /// the load before the write was extended by the line (`extending`), so the log was read
    /// and parsed once.
    package var loadedAgain: Bool
  }

  /// What the plan came to.
  package enum Outcome: Sendable {
    /// Write `Ready.bytes`.
    case ready(Ready)
    /// Write nothing, for these reasons.
    case refused([Diagnostic])
    /// Write nothing: the log could not be read again to judge the line (`readAgain`); the
    /// caller that read it knows why.
    case unreadable
    /// Write nothing: read again, the log was no longer as it was read (another program
    /// wrote it without the lock).
    case changed
  }

  /// Plans `write` for the log at `logPath`, whose end is `logEnd` (nil when it does not
  /// exist yet).
  ///
  /// The plan needs none of the log's bytes, so the caller lets them go once it has loaded
  /// them: the load before is extended by the line without them. A line the load cannot be
  /// extended by is judged by loading the files again with it, from the log as `readAgain`
  /// reads it then (under the same lock, so as it was). An append thus holds no more than the
  /// load of the log a `habits check` holds.
  /// - Parameters:
  ///   - logEnd: what the line needs of the log it goes after (`LogAppend.End`).
  ///   - readAgain: the log's bytes once more (nil when they cannot be read); called at most
  ///     once, only for a line judged by loading again.
  ///   - before: the load of both files as they are (its sources need not hold the log). Its
  ///     errors (in habits the line does not name: those habits are not in the journal) may
  ///     stand; the line must add none. It is consumed: extended by the line where that is
  ///     exact, or, before the files are loaded again with the line, let go, so that two loads
  ///     of a large log are never held at once.
  ///   - force: whether to write despite the refusals `--force` overrides.
  package static func make(
    _ write: LogWrite, habitsFile: SourceFile, logEnd: LogAppend.End?, readAgain: () -> FileBytes?,
    logPath: String, before: consuming Loader.Result, today: Day, force: Bool
  ) -> Outcome {
    // A refusal points at the line the write would add.
    // The load counted the log's lines: they are not counted again.
    let site = WriteSite(file: logPath, line: before.logLines + 1)
    let refusals = LogWritePolicy.refusals(write, journal: before.journal, today: today, at: site).filter { !(force && $0.isForceable) }
    guard refusals.isEmpty else { return .refused(refusals) }
    let text = write.text(habits: before.journal.habits)
    guard write.readsBack(text, habits: before.journal.habits) else {
      return .refused([
        .refusal(.wouldNotReadBack(text), at: site, hint: "rename the habit in the habits file, or write the line by hand")
      ])
    }
    let affected: [Int]
    switch write.action {
    case .vacation(let named, _) where named.isEmpty: affected = Array(before.journal.loaded.indices)
    case .resume(let named): affected = LogWritePolicy.resumed(named, on: write.day, journal: before.journal)
    default: affected = write.namedHabits
    }
    // By key: the report finds them in the journal loaded with the new line.
    let affectedKeys = affected.map { before.journal.loaded[$0].key }
    let errorsBefore = before.diagnostics.errorCount
    let bytes = (logEnd ?? LogAppend.End(of: [])).bytes(appending: text)
    if let after = extending(
      before, by: write, logPath: logPath, line: site.line, habitsPath: habitsFile.path, today: today, force: force)
    {
      return .ready(Ready(text: text, bytes: bytes, after: after, warnings: [], affected: affectedKeys, loadedAgain: false))
    }
    _ = consume before
    // The log as it will be. Read with room for the line after it (`FileBytes`), it is that
    // memory with the line written in, not a second copy of the log.
    var existing = FileBytes([])
    if let logEnd {
      // Under the lock the log is as it was read; an end that differs means another program
      // wrote it without the lock, and the line is not judged on a log it did not see.
      guard let again = readAgain() else { return .unreadable }
      guard LogAppend.End(of: again) == logEnd else { return .changed }
      existing = again
    }
    let newFile = SourceFile(path: logPath, bytes: existing.appending(bytes))
    let after = Loader.load(habitsFile: habitsFile, logFile: newFile, today: today)
    // The bytes end the file's last line if it had no terminator, then add one line: the
    // site's.
    let onLine = after.diagnostics.filter { $0.file == logPath && $0.range.start.line == site.line }
    let blocking = onLine.filter { isBlocking($0, force: force) }
    // Errors elsewhere (in habits the line does not name) may stand; the line adds none.
    guard blocking.isEmpty, after.diagnostics.errorCount <= errorsBefore else {
      let reasons = blocking.isEmpty ? after.diagnostics.filter { $0.severity == .error } : blocking
      return .refused(
        reasons.map { d in
          let forceable = d.severity == .warning && !isBlocking(d, force: true)
          return .refusal(
            .wouldBeFlagged(text, as: d), at: site,
            hint: forceable ? "use --force to write it anyway" : d.notes.first?.message, forceable: forceable)
        })
    }
    return .ready(Ready(text: text, bytes: bytes, after: after, warnings: onLine, affected: affectedKeys, loadedAgain: true))
  }

  /// Whether a diagnostic on the new line stops the write: every error, a future date or a
  /// resume with nothing to end always, and without `--force` every other warning: `habits
  /// log` never writes what `habits check` would flag unless told to.
  private static func isBlocking(_ diagnostic: Diagnostic, force: Bool) -> Bool {
    switch diagnostic.code {
    case .futureDate, .resumeWithoutVacation: true
    default: diagnostic.severity == .error || !force
    }
  }
}
