/// What an edit re-judged: the days before it whose status it changed, and the current streak
/// (in days) on its day before and after, as `edit-rewrites-past` counts them.
package struct PastRewrite: Hashable, Sendable {
  /// The days before the edit's day whose status changed.
  package var changedDays: Int
  /// The current streak under the line before the edit.
  package var streakBefore: Int
  /// The current streak under the edited line.
  package var streakAfter: Int

  /// Creates a count.
  package init(changedDays: Int, streakBefore: Int, streakAfter: Int) {
    self.changedDays = changedDays
    self.streakBefore = streakBefore
    self.streakAfter = streakAfter
  }
}

/// A habit line edited in place in one commit: the same habit (and, for a change line, the
/// same `from` date) with another schedule or other options.
package struct LineEdit: Hashable, Sendable {
  /// What the edit became in the recovered file.
  package enum Outcome: Hashable, Sendable {
    /// Kept as this new change line (`...; from DAY`).
    case fromLine(String)
    /// Made on or before the first day of its line (the habit's `since`, or the change's
    /// `from`): the line starts with it, so it re-judged no day lived under another version.
    case atLineStart
    /// Another edit of the line later the same day replaced it: only a day's last version
    /// judges that day.
    case sameDay
    /// It put back the schedule in force before it: nothing to add.
    case noChange
    /// The line numbered so already carries it (a `from` on its day with its schedule).
    case alreadyKept(line: Int)
    /// Made once its line had given way to the next one, or the habit had ended (on the day
    /// given), in the file as it was then: it changed only days already lived, so it is taken
    /// as a correction of the version it replaced, and kept as it is.
    case correction(Day)
    /// A later correction gave its days the schedule of the line before it: nothing to add.
    case undone
    /// The line numbered so, added later with an earlier `from`, judges its days now.
    case overtaken(line: Int)
    /// Its line (or the habit) was removed later: nothing of it is in the file now.
    case earlierLife
    /// It cannot be written as a change line, for the reason given.
    case notRewritten(String)
  }

  /// The commit that made it.
  package var stamp: CommitStamp
  /// The day it took effect: the commit's day (a commit dated before the one before it takes
  /// that one's day).
  package var effective: Day
  /// The habit's matching key.
  package var key: String
  /// The habit's name as written then.
  package var habit: String
  /// The edited line: the habit's first line, or its change line from a day.
  package var line: HabitLineKey
  /// The line before and after the edit, as written (without comments).
  package var old: String
  package var new: String
  /// What it re-judged; nil for a habit that is not in the current file (no log to judge on).
  package var rewrite: PastRewrite?
  /// What became of it.
  package var outcome: Outcome
  /// Its place among the edits and notes, in the order they were found.
  package var order: Int
}

/// Something else the walk found, reported but not rewritten.
package struct HistoryNote: Hashable, Sendable {
  /// What was found.
  package enum Kind: Hashable, Sendable {
    /// The habit's first line changed its `since`, `until` or `ends after` (these clauses,
    /// before and after): not a schedule change.
    case bounds(old: [String], new: [String])
    /// A change line's `from` date moved: the line at the new date is a new line.
    case moved(from: Day, to: Day)
    /// The habit's line was removed.
    case removed
    /// The habit came back after it was removed (by the commit given): a second life, which
    /// starts from its new line and takes nothing from the first.
    case addedAgain(removed: CommitStamp)
    /// In one commit, the habit named first disappeared and the second appeared (on the same
    /// line, or as the only ones): perhaps a rename, not guessed.
    case possibleRename(old: String, new: String, sameSchedule: Bool)
    /// `check` rejects this version: it was skipped (its error count and the first error).
    case skipped(errors: Int, first: String)
    /// The commit deleted the file.
    case fileDeleted
    /// The file's `week starts on` setting changed (nil: none, Monday).
    case weekStart(old: Weekday?, new: Weekday?)
    /// The recovered file gives this line (its number) the schedule and options it had first.
    case lineRestored(line: Int, text: String)
  }

  /// The commit it was found in; nil for what the recovered file does.
  package var stamp: CommitStamp?
  /// The habit it is about (its matching key), if any.
  package var key: String?
  /// What was found.
  package var kind: Kind
  /// Its place among the edits and notes, in the order they were found.
  package var order: Int
}

/// What `habits changes` found in the history of the habits file, and the file it recovers.
package struct ScheduleRecovery: Sendable {
  /// The recovered habits file: the current one with each edit in place written as a change
  /// line, every other line byte for byte.
  package var file: [UInt8]
  /// Whether it differs from the current file.
  package var changesFile: Bool
  /// Every in-place edit, oldest first.
  package var edits: [LineEdit]
  /// Everything else worth saying, oldest first.
  package var notes: [HistoryNote]
  /// The habits' keys: those of the current file in its order, then the others as they
  /// appeared.
  package var habitOrder: [String]
  /// Each habit's name as last written.
  package var names: [String: String]
  /// The commits read (the working tree not counted).
  package var commits: Int
  /// The first and last commit read.
  package var first: CommitStamp?
  package var last: CommitStamp?
}
