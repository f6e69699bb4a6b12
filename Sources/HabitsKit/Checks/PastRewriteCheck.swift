/// `habits check --staged` and `--against REV`: an edit that rewrites a habit's past.
///
/// Changing a habit's line in place (`Gym: Mon, Wed, Fri` becomes `Gym: Tue, Thu`) judges
/// every past day by the new schedule: past misses vanish, past successes become misses, and
/// streaks jump. The way to keep the past is to leave the line and add a change line,
/// `Gym: Tue, Thu; from TODAY`, and adding a change line (with any date: the documented way to
/// record a change that happened) is never flagged. This check compares two versions of the
/// habits file on the same log: for each habit in both, it finds the lines edited in place
/// (present in both versions with different content), puts their old text back, and warns on
/// the first of them when any day before today has another status than with the edit.
///
/// One shape of edit is not a rewrite: a line whose schedule and options change while its
/// old ones come back as an added `from` line of the same habit, dated within the line's
/// days (`continued`). The old rule goes on from that date; the days before it take the
/// line's new rule, deliberately: it is what `habits changes` writes to give a line the
/// schedule that judged its first days, from a history of edits made in place.
/// Values in, diagnostics out: the caller fetches the old text (from git) and loads both.
package enum PastRewriteCheck {
  /// The warnings for `new` (loaded from `newFile`) against `old`, judged on `new`'s logs.
  package static func diagnostics(old: Journal, new: Journal, newFile: SourceFile, today: Day) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for loaded in new.loaded {
      let habit = loaded.habit
      guard let before = old[key: loaded.key]?.habit else { continue }
      let edits = rewriting(before, habit)
      guard let firstEdit = edits.first else { continue }
      let kept = reverting(edits, in: habit)
      let rewrite = rejudged(before: kept, after: habit, log: loaded.log, today: today)
      guard rewrite.changedDays > 0 else { continue }
      let line = firstEdit.new
      let suggestion = changeLine(newFile.lines.text(line.origin.start.line), today: today)
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

  /// A line of a habit in both versions, edited: its old and new values.
  struct Edit {
    var old: Habit
    var new: Habit
  }

  /// The lines of a habit edited in place that rewrite the past, in the new file's order: the
  /// lines present in both versions with different content (`matched`), less those an added
  /// line continues (`continued`).
  static func rewriting(_ old: Habit, _ new: Habit) -> [Edit] {
    let (pairs, added) = matched(old, new)
    let edits = differing(pairs)
    guard !added.isEmpty else { return edits }
    // The days each edited line has end at the next line both versions have, so no two
    // edited lines' days overlap and one added line continues one edit at most.
    let kept = pairs.dropFirst().compactMap(\.new.since)
    return edits.filter { edit in
      let start = edit.new.origin == new.origin ? nil : edit.new.since
      let end = kept.filter { day in start.map { day > $0 } ?? true }.min()
      return !continued(edit, by: added, start: start, end: end)
    }
  }

  /// Whether one of the `added` lines continues `edit`: has the edited line's old schedule
  /// and options, dated after the line's `start` (a change line's `from`; nil for a first
  /// line) and before `end` (the next line both versions have), the edit having changed the
  /// schedule or options alone (its `since`, `until`, `ends after` or `from` as they were).
  static func continued(_ edit: Edit, by added: [Habit], start: Day?, end: Day?) -> Bool {
    let (was, now) = (edit.old, edit.new)
    guard was.since == now.since, was.until == now.until, was.occurrences == now.occurrences else { return false }
    return added.contains { line in
      guard let from = line.since, line.sameRule(as: was) else { return false }
      return (start.map { from > $0 } ?? true) && (end.map { from < $0 } ?? true)
    }
  }

  /// How the lines of a habit's two versions correspond: the pairs (the same line in both,
  /// edited or not) and the lines only the new version has. The first lines are the same
  /// line; a change line is the same line as the one with its `from` date in the other
  /// version. Lines left over on both sides, as many on each, are the same lines with their
  /// dates edited; left over on one side only, they were added or removed, which is no edit
  /// in place.
  static func matched(_ old: Habit, _ new: Habit) -> (pairs: [Edit], added: [Habit]) {
    var pairs = [Edit(old: old, new: new)]
    var oldLeft: [Habit] = []
    var newLeft = new.changes
    for change in old.changes {
      if let match = newLeft.firstIndex(where: { $0.since == change.since }) {
        pairs.append(Edit(old: change, new: newLeft.remove(at: match)))
      } else {
        oldLeft.append(change)
      }
    }
    guard oldLeft.count == newLeft.count else { return (pairs, newLeft) }
    return (pairs + zip(oldLeft, newLeft).map { Edit(old: $0, new: $1) }, [])
  }

  /// The pairs whose lines differ, in the new file's order.
  private static func differing(_ pairs: [Edit]) -> [Edit] {
    pairs.filter { !sameLine($0.old, $0.new) }.sorted { $0.new.origin.start.line < $1.new.origin.start.line }
  }

  /// Whether two versions of a line say the same (source positions aside).
  static func sameLine(_ a: Habit, _ b: Habit) -> Bool {
    a.sameRule(as: b) && a.since == b.since && a.until == b.until && a.occurrences == b.occurrences
  }

  /// `habit` with the old text of its edited lines put back (its added lines kept).
  static func reverting(_ edits: [Edit], in habit: Habit) -> Habit {
    var lines = [habit] + habit.changes
    for edit in edits {
      guard let index = lines.firstIndex(where: { $0.origin == edit.new.origin }) else { continue }
      lines[index] = edit.old
    }
    var result = lines[0]
    result.changes = lines.dropFirst().sorted { ($0.since ?? Day.last) < ($1.since ?? Day.last) }
    return result
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
