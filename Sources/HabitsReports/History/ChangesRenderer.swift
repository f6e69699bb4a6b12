import HabitsKit

/// The report of `habits changes` on standard error: per habit, each edit in place (when,
/// which line, before and after, what it re-judged, what became of it) and what else the
/// history holds; then what was found elsewhere, and one line saying what standard output is.
package struct ChangesRenderer {
  /// The habits file as the user named it.
  package var path: String
  /// Whether standard output is a diff rather than the file.
  package var diff: Bool

  /// Creates a renderer.
  package init(path: String, diff: Bool) {
    self.path = path
    self.diff = diff
  }

  /// The whole report.
  package func text(_ recovery: ScheduleRecovery) -> String {
    var out = "habits changes: " + path + ", " + DayText.count(recovery.commits, "commit")
    if let first = recovery.first, let last = recovery.last {
      out += first == last ? " (\(first.day))" : " from \(first.day) to \(last.day)"
    }
    out += " along the first parents, renames followed\n"
    for key in recovery.habitOrder {
      let edits = recovery.edits.filter { $0.key == key }
      let notes = recovery.notes.filter { $0.key == key }
      // A habit that was only added or removed has nothing to say.
      guard !edits.isEmpty || notes.contains(where: { !($0.kind == .removed) }) else { continue }
      let name = recovery.names[key] ?? key
      out += "\n" + name + (edits.isEmpty ? "" : ": " + DayText.count(edits.count, "edit") + " in place") + "\n"
      for item in Self.merged(edits, notes) {
        switch item {
        case .edit(let edit): out += Self.lines(edit)
        case .note(let note): out += "  " + Self.words(note) + "\n"
        }
      }
    }
    let others = recovery.notes.filter { $0.key == nil }
    if !others.isEmpty {
      out += "\nThe file as a whole:\n"
      for note in others { out += "  " + Self.words(note) + "\n" }
    }
    out += "\n" + summary(recovery) + "\n"
    return out
  }

  /// The closing line: what was written where.
  func summary(_ recovery: ScheduleRecovery) -> String {
    let kept = recovery.edits.filter { if case .fromLine = $0.outcome { true } else { false } }.count
    let restored = recovery.notes.filter { if case .lineRestored = $0.kind { true } else { false } }.count
    guard recovery.changesFile else {
      let found =
        recovery.edits.isEmpty
        ? "no in-place edit of a schedule"
        : "\(DayText.count(recovery.edits.count, "edit")) in place, none left to write as a 'from' line"
      return "habits changes: " + found + "; "
        + (diff ? "no difference, so the diff is empty" : "standard output is \(path) unchanged")
    }
    var done: [String] = []
    if kept > 0 { done.append(DayText.count(kept, "edit") + " in place written as 'from' lines") }
    if restored > 0 {
      done.append(DayText.count(restored, "line") + " given back the schedule that judged \(restored == 1 ? "its" : "their") first days")
    }
    return "habits changes: " + done.joined(separator: ", ") + "; standard output is "
      + (diff ? "a diff for git apply" : "the new \(path) (habits changes > \(path).new)")
  }

  /// An edit or a note, in the order they were found.
  enum Item {
    case edit(LineEdit)
    case note(HistoryNote)
  }

  /// `edits` and `notes` in the order they were found.
  static func merged(_ edits: [LineEdit], _ notes: [HistoryNote]) -> [Item] {
    (edits.map { ($0.order, Item.edit($0)) } + notes.map { ($0.order, Item.note($0)) }).sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// The lines of one edit.
  static func lines(_ edit: LineEdit) -> String {
    let which: String
    switch edit.line {
    case .first: which = "its first line"
    case .change(let day): which = "its change from \(day)"
    }
    var out = "  " + edit.stamp.label + ", " + which + ":\n"
    out += "    before: " + edit.old + "\n"
    out += "    after:  " + edit.new + "\n"
    var effect: String
    if let rewrite = edit.rewrite {
      effect =
        rewrite.changedDays == 0
        ? "re-judged no past day"
        : "re-judged " + DayText.count(rewrite.changedDays, "past day") + " (" + streakChange(rewrite) + ")"
    } else {
      effect = "not counted (the habit is not in the file now)"
    }
    if edit.effective != edit.stamp.day { effect += ", in effect from \(edit.effective) (the commit before it is dated later)" }
    return out + "    " + effect + "; " + outcome(edit.outcome) + "\n"
  }

  /// What became of an edit.
  static func outcome(_ outcome: LineEdit.Outcome) -> String {
    switch outcome {
    case .fromLine(let line): "kept as '\(line)'"
    case .atLineStart: "made on or before its line's first day, so the line starts with it"
    case .sameDay: "replaced the same day by the next edit (a day's last version judges it)"
    case .noChange: "it puts back the schedule in force before it: nothing to add"
    case .alreadyKept(let line): "already kept by line \(line)"
    case .correction(let day):
      "made after its line's last day (\(day - 1)): it changed only days already lived, "
        + "so it is taken as a correction of them; reported, not rewritten"
    case .undone: "a later correction undid it: nothing to add"
    case .overtaken(let line): "its days are judged now by line \(line), added later with an earlier date: nothing to add"
    case .earlierLife: "its line was removed later: nothing of it is in the file now"
    case .notRewritten(let reason): "not rewritten: " + reason
    }
  }

  /// A note in words, after its commit.
  static func words(_ note: HistoryNote) -> String {
    let prefix = note.stamp.map { $0.label + ": " } ?? ""
    switch note.kind {
    case .bounds(let old, let new):
      let before = old.isEmpty ? "no start or end" : "'" + old.joined(separator: "; ") + "'"
      let after = new.isEmpty ? "none" : "'" + new.joined(separator: "; ") + "'"
      return prefix + before + " became " + after + ": a start or end, not a schedule; reported, not rewritten"
    case .moved(let from, let to):
      return prefix + "the change from \(from) moved to \(to): the line at \(to) is a new line; reported, not rewritten"
    case .removed:
      return prefix + "removed"
    case .addedAgain(let removed):
      return prefix + "added again after its removal in \(removed.shortName): a second life, "
        + "which takes nothing from the first"
    case .possibleRename(let old, let new, let same):
      return prefix + "'\(old)' went and '\(new)' came" + (same ? "" : " with another schedule")
        + ": perhaps a rename, not guessed; '\(new)' starts a life of its own"
    case .skipped(let errors, let first):
      return prefix + "skipped: check rejects the file there (" + DayText.count(errors, "error") + "; " + first
        + "); the version before it stands in for it"
    case .fileDeleted:
      return prefix + "the file was deleted; what follows starts anew"
    case .weekStart(let old, let new):
      return prefix + "the file's week start changed from \(old?.name ?? "Monday") to \(new?.name ?? "Monday")"
        + ": a setting of every line, reported, not rewritten"
    case .lineRestored(let line, let text):
      return "line \(line) (as the file is now) goes back to the schedule that judged its first days: '\(text)'"
    }
  }

  /// The current streak before and after an edit, said once when the edit leaves it as it was.
  private static func streakChange(_ rewrite: PastRewrite) -> String {
    rewrite.streakBefore == rewrite.streakAfter
      ? "streak unchanged at " + DayText.count(rewrite.streakAfter, "day")
      : "streak \(rewrite.streakBefore) -> " + DayText.count(rewrite.streakAfter, "day")
  }
}
