/// `habits check --staged` and `--against REV`: an edit that rewrites a habit's past.
///
/// Changing a habit's line in place (`Gym: Mon, Wed, Fri` becomes `Gym: Tue, Thu`) judges
/// every past day by the new schedule: past misses vanish, past successes become misses, and
/// streaks jump. The way to keep the past is to leave the line and add a change line,
/// `Gym: Tue, Thu; from TODAY`. This check compares two versions of the habits file on the
/// same log: for each habit in both whose lines differ, it computes the statuses of the days
/// before today under each, and warns on the edited line when any day's status changes.
/// Values in, diagnostics out: the caller fetches the old text (from git) and loads both.
package enum PastRewriteCheck {
  /// The warnings for `new` (loaded from `newFile`) against `old`, judged on `new`'s logs.
  package static func diagnostics(old: Journal, new: Journal, newFile: SourceFile, today: Day) -> [Diagnostic] {
    var result: [Diagnostic] = []
    var oldByKey = KeyIndex()
    for index in old.habits.indices { oldByKey.insert(old.habits[index].key, index: index) }
    for index in new.habits.indices {
      let habit = new.habits[index]
      guard let oldIndex = oldByKey.index(of: habit.key) else { continue }
      let before = old.habits[oldIndex]
      let oldLines = [before] + before.changes
      let newLines = [habit] + habit.changes
      // The first line that differs; a habit whose lines all match is unchanged.
      guard let edited = firstDifference(oldLines, newLines) else { continue }
      let rewrite = rejudged(before: before, after: habit, log: new.logs[index], today: today)
      guard rewrite.changedDays > 0 else { continue }
      let line = newLines[min(edited, newLines.count - 1)]
      let suggestion = changeLine(LineIndex(newFile).text(line.origin.start.line), today: today)
      result.append(
        Diagnostic(
          .editRewritesPast(
            habit.name, changedDays: rewrite.changedDays, streak: (rewrite.streakBefore, rewrite.streakAfter),
            suggestion: suggestion),
          file: newFile.path, range: line.origin,
          notes: [
            Diagnostic.Note("a line with 'from DATE' changes the schedule from that day on and leaves the days before it as they were")
          ]))
    }
    return result
  }

  /// What replacing `before` by `after` does to the days before `today` on `log`: how many
  /// of them change status, and the current streak (in days) under each version. `habits
  /// changes` counts the edits it finds in git's history with it.
  package static func rejudged(
    before: Habit, after: Habit, log: HabitLog, today: Day
  ) -> (changedDays: Int, streakBefore: Int, streakAfter: Int) {
    let then = HabitAnalysis(habit: before, log: log, today: today, through: today, lookahead: false)
    let now = HabitAnalysis(habit: after, log: log, today: today, through: today, lookahead: false)
    let first = min(then.timeline.first, now.timeline.first)
    var changed = 0
    var day = first
    while day < today {
      if then.status(on: day) != now.status(on: day) { changed += 1 }
      day = day + 1
    }
    return (changed, then.currentStreak?.days ?? 0, now.currentStreak?.days ?? 0)
  }

  /// The index of the first line that differs between two versions of a habit (a line added
  /// or removed counts), or nil when they are the same.
  static func firstDifference(_ old: [Habit], _ new: [Habit]) -> Int? {
    for i in 0..<max(old.count, new.count) {
      guard i < old.count, i < new.count else { return i }
      let (a, b) = (old[i], new[i])
      if !a.sameRule(as: b) || a.since != b.since || a.until != b.until || a.occurrences != b.occurrences {
        return i
      }
    }
    return nil
  }

  /// The edited line as a change from `today`: its text without `since`, `until`, `ends
  /// after` and `from` clauses, with `; from TODAY` added.
  static func changeLine(_ text: String, today: Day) -> String {
    // A trailing comment is not part of the line to add.
    let code = text.firstIndex(of: "#").map { text[..<$0] } ?? Substring(text)
    let clauses = code.split(separator: ";", omittingEmptySubsequences: false).map { clause in
      String(clause.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
    let dated = ["since", "from", "starting", "starts", "start", "started", "until", "till", "through", "ending", "ends", "end", "for"]
    var kept = [clauses[0]]
    for clause in clauses.dropFirst() where !clause.isEmpty {
      let word = clause.prefix { $0 != " " && $0 != "\t" }.lowercased()
      if !dated.contains(word) { kept.append(clause) }
    }
    return kept.joined(separator: "; ") + "; from \(today)"
  }
}
