extension LogWritePlan {
  /// The load of the files as they will be after the write, made from the load before it and
  /// the new line rather than by loading the whole log again: the one load of an append.
  ///
  /// Only where the result is exactly what loading again would give: a line of completions of
  /// plain habits (no unit, not tracked), each named once, each dated after every entry the
  /// habit has (or on its last day, for a habit done several times a day), on a log that
  /// loaded with no finding and no allow (nothing an allow could silence, nothing bounded),
  /// with no redeems. Such a line adds one entry at the end of each habit's log; the log's
  /// other findings depend on the line only through the plans, so the habits it names are
  /// planned again and their start and end must stay as they were; the checks over the loaded
  /// habits are run again as loading runs them. Any finding on the new line, or any error, and
  /// nil: the caller loads again, which judges the line as `habits check` would.
  ///
  /// It needs none of the log's bytes: the extended load's sources are the habits file alone,
  /// and a line that would bring a finding into the log (which would quote it) is loaded
  /// again.
  /// - Parameters:
  ///   - before: the load of both files as they are (its sources may be the habits file alone).
  ///   - logPath: the log's path; `line` is the new line's number.
  static func extending(
    _ before: borrowing Loader.Result, by write: LogWrite, logPath: String, line: Int, habitsPath: String,
    today: Day, force: Bool
  ) -> Loader.Result? {
    guard !force, case .completions(let completed) = write.action, !completed.isEmpty,
      before.diagnostics.isEmpty, before.allowed.isEmpty, before.allowances.isEmpty,
      before.journal.redeems.isEmpty, let entryLine = UInt32(exactly: line),
      write.day >= ImplausibleDates.earliest, write.day <= today,
      namesEachOnce(completed)
    else { return nil }
    var journal = before.journal
    for entry in completed {
      let old = journal.loaded[entry.habit]
      guard !entry.isAmount, entry.count > 0, old.habit.unit == nil, !old.habit.schedule.kind.takesValues,
        let last = old.log.entries.last, let lastDone = old.log.completions.last, lastDone.day == last.day,
        last.day < write.day || (last.day == write.day && !old.habit.isOnceADay)
      else { return nil }
      var log = old.log
      // A habit done several times a day adds to the day's count; only a once-a-day habit's
      // second entry of a day is a repeat (`RepeatCandidates`), and that is left to a load.
      log.completions = old.log.completions.adding(Completion(day: write.day, count: entry.count))
      log.entries = old.log.entries.appending(CompletionEntry(day: write.day, count: entry.count, line: entryLine))
      let grown = LoadedHabit(habit: old.habit, log: log, today: today, key: old.key)
      // The findings on the habit's other lines (before its start, after its end) are the
      // plan's: a line that moves either is judged by loading again.
      guard grown.plan.start == old.plan.start, grown.plan.end == old.plan.end else { return nil }
      // Implausible dates are found by their lines in the log: a line that makes some
      // (a long gap now with fewer entries before it than after) is loaded again.
      guard !ImplausibleDates.flagsLogDates(of: grown) else { return nil }
      if let end = grown.plan.end, write.day > end { return nil }
      if let since = old.habit.since, write.day < since { return nil }
      journal = journal.replacing(entry.habit, with: grown)
    }
    let found = LoadedChecks.run(journal.loaded, habitsFile: habitsPath, logFile: nil, today: today)
    guard !found.hasErrors, !found.contains(where: { $0.file == logPath }) else { return nil }
    let sources = [before.sources[0]]
    return Loader.Result(
      journal: journal, found: found.sorted(fileOrder: sources.map(\.path)), sources: sources,
      allowances: before.allowances, logLines: line, syntax: before.syntax)
  }

  /// Whether no habit is named twice in `completed`: the few names of one command line,
  /// compared pair by pair rather than hashed into a set built for them.
  private static func namesEachOnce(_ completed: [LogWrite.Completed]) -> Bool {
    completed.indices.allSatisfy { index in !completed[..<index].contains { $0.habit == completed[index].habit } }
  }
}
