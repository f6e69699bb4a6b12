/// `habits changes`: the schedule changes that git's history of the habits file already
/// records, turned into `from` lines.
///
/// Values in, values out: the versions of the file (oldest first, from the git walk), the
/// current file and its journal, today. Each version is loaded on its own; two versions in a
/// row are compared habit by habit and line by line (a change line is known by its `from`
/// date), and a line whose schedule or options changed is an edit in place, dated by its
/// commit. Each line of the current file then judges each day as the version committed at the
/// time did: its first version (or the one in force on its first day), then one change line
/// per later edit, on the day of the edit (`RecoveredFile`).
package enum ScheduleHistory {
  /// Recovers the past from `versions` (oldest first) and the current habits file `current`,
  /// loaded as `journal` (whose logs count what each edit re-judged). The current file is the
  /// last version, dated today, when it differs from the last commit.
  package static func recover(versions: [FileVersion], current: SourceFile, journal: Journal, today: Day) -> ScheduleRecovery {
    var walk = Walk(journal: journal, today: today)
    let commits = versions.filter { $0.stamp.commit != nil }
    for version in versions { walk.read(version) }
    if versions.last?.bytes.map({ $0.elementsEqual(current.bytes) }) != true {
      walk.read(FileVersion(CommitStamp(commit: nil, day: today, time: ""), bytes: Array(current.bytes)))
    }
    // The current file loads (the command refuses one with errors), so the walk ends on it.
    let now = walk.previous ?? VersionSnapshot()
    var rewriter = RecoveredFile(file: current)
    for habit in now.habits {
      let lives = habit.lines.map { walk.open[LineID(key: habit.key, line: $0.key)] }
      for restored in rewriter.plan(habit, lives: lives, edits: &walk.edits) {
        walk.note(nil, habit.key, .lineRestored(line: restored.line, text: restored.text))
      }
    }
    for life in walk.open.values where now[life.key] == nil {
      for version in life.versions.dropFirst() { walk.edits[version.edit!].outcome = .earlierLife }
    }
    let file = rewriter.assemble()
    var order = now.habits.map(\.key)
    var seen = Set(order)
    for key in walk.appearance where !seen.contains(key) {
      order.append(key)
      seen.insert(key)
    }
    return ScheduleRecovery(
      file: file, changesFile: !file.elementsEqual(current.bytes), edits: walk.edits, notes: walk.notes,
      habitOrder: order, names: walk.names, commits: commits.count, first: commits.first?.stamp,
      last: commits.last?.stamp)
  }
}

/// A line of a habit, across versions.
struct LineID: Hashable {
  var key: String
  var line: HabitLineKey
}

/// One life of a line: from the version that added it to the one that removed it, each
/// version that changed its schedule or options.
struct LineLife {
  /// One version of the line: the day it took effect, the edit that made it (none for the
  /// version that added the line), and the day the line gave way to the next one (or the
  /// habit ended) in the file as it was then (nil: it did not).
  struct Version {
    var effective: Day
    var line: LineSnapshot
    var edit: Int?
    var endThen: Day? = nil
  }

  var key: String
  var versions: [Version]
}

/// The walk over the versions: the lives of the lines, the edits and the notes found so far.
struct Walk {
  let journal: Journal
  let today: Day
  /// The edits found, in order; their outcomes are set when the walk is done.
  var edits: [LineEdit] = []
  var notes: [HistoryNote] = []
  /// The lives of the lines of the last version read.
  var open: [LineID: LineLife] = [:]
  /// The last version read that `check` accepts.
  var previous: VersionSnapshot?
  /// The day the last version took effect: days never go backwards.
  var lastEffective: Day?
  /// When each habit last disappeared, for a habit that comes back.
  var removedBy: [String: CommitStamp] = [:]
  /// Every habit's key in the order it first appeared, and its latest name.
  var appearance: [String] = []
  var names: [String: String] = [:]

  init(journal: Journal, today: Day) {
    self.journal = journal
    self.today = today
  }

  /// Reads the next version: skipped (with a note) when `check` rejects it, else compared
  /// with the version before it.
  mutating func read(_ version: FileVersion) {
    let stamp = version.stamp
    let effective = max(stamp.day, lastEffective ?? stamp.day)
    lastEffective = effective
    let next: VersionSnapshot
    if let bytes = version.bytes {
      let loaded = VersionSnapshot.load(SourceFile(path: "habits.txt", bytes: bytes), today: today)
      guard let snapshot = loaded.snapshot else {
        let first = loaded.errors[0]
        note(stamp, nil, .skipped(errors: loaded.errors.count, first: "line \(first.range.start.line): \(first.message)"))
        return
      }
      next = snapshot
    } else {
      if previous != nil { note(stamp, nil, .fileDeleted) }
      next = VersionSnapshot()
    }
    for habit in next.habits {
      if names[habit.key] == nil { appearance.append(habit.key) }
      names[habit.key] = habit.name
    }
    if let previous {
      compare(previous, next, stamp: stamp, effective: effective, deleted: version.bytes == nil)
    } else {
      for habit in next.habits { openLives(habit, effective: effective) }
    }
    previous = next
  }

  /// Compares two versions in a row.
  private mutating func compare(_ old: VersionSnapshot, _ new: VersionSnapshot, stamp: CommitStamp, effective: Day, deleted: Bool) {
    if old.weekStart != new.weekStart {
      note(stamp, nil, .weekStart(old: old.weekStart, new: new.weekStart))
    }
    let gone = old.habits.filter { new[$0.key] == nil }
    let added = new.habits.filter { old[$0.key] == nil }
    for habit in gone {
      for line in habit.lines { closeLife(LineID(key: habit.key, line: line.key)) }
      removedBy[habit.key] = stamp
      if !deleted { note(stamp, habit.key, .removed) }
    }
    for habit in added {
      if let removed = removedBy[habit.key] {
        note(stamp, habit.key, .addedAgain(removed: removed))
      }
      openLives(habit, effective: effective)
    }
    for (was, now) in Walk.renames(gone: gone, added: added) {
      note(stamp, now.key, .possibleRename(old: was.name, new: now.name, sameSchedule: was.lines[0].sameRule(as: now.lines[0])))
    }
    for habit in new.habits {
      guard let before = old[habit.key] else { continue }
      compare(before, habit, stamp: stamp, effective: effective)
    }
  }

  /// The habits that may have been renamed in one commit: one gone and one added on the same
  /// line, or the only one gone and the only one added.
  static func renames(gone: [HabitSnapshot], added: [HabitSnapshot]) -> [(HabitSnapshot, HabitSnapshot)] {
    if gone.count == 1 && added.count == 1 { return [(gone[0], added[0])] }
    return gone.compactMap { was in
      added.first { $0.lines[0].lineNumber == was.lines[0].lineNumber }.map { (was, $0) }
    }
  }

  /// Compares the lines of a habit in two versions in a row.
  private mutating func compare(_ old: HabitSnapshot, _ new: HabitSnapshot, stamp: CommitStamp, effective: Day) {
    var edited: [Int] = []
    let (was, now) = (old.lines[0], new.lines[0])
    // Where each line's days ended in the new version: the next line's `from`, or the day
    // after the habit's `until`.
    var ends: [HabitLineKey: Day] = [:]
    for (index, line) in new.lines.enumerated() {
      ends[line.key] = index + 1 < new.lines.count ? new.lines[index + 1].rule.since : now.rule.until.map { $0 + 1 }
    }
    if !was.sameRule(as: now) {
      edited.append(edit(was, now, key: new.key, stamp: stamp, effective: effective, endThen: ends[now.key]))
    }
    if was.rule.since != now.rule.since || was.rule.until != now.rule.until || was.rule.occurrences != now.rule.occurrences {
      note(stamp, new.key, .bounds(old: was.datedClauses, new: now.datedClauses))
    }
    var oldChanges: [HabitLineKey: LineSnapshot] = [:]
    for line in old.lines.dropFirst() { oldChanges[line.key] = line }
    var newKeys = Set<HabitLineKey>()
    var addedLines: [LineSnapshot] = []
    for line in new.lines.dropFirst() {
      newKeys.insert(line.key)
      if let before = oldChanges[line.key] {
        if !before.sameRule(as: line) {
          edited.append(edit(before, line, key: new.key, stamp: stamp, effective: effective, endThen: ends[line.key]))
        }
      } else {
        addedLines.append(line)
      }
    }
    let removedLines = old.lines.dropFirst().filter { !newKeys.contains($0.key) }
    if removedLines.count == addedLines.count {
      for (before, after) in zip(removedLines, addedLines) {
        if case .change(let from) = before.key, case .change(let to) = after.key {
          note(stamp, new.key, .moved(from: from, to: to))
        }
      }
    }
    for line in removedLines { closeLife(LineID(key: new.key, line: line.key)) }
    for line in addedLines {
      open[LineID(key: new.key, line: line.key)] = LineLife(key: new.key, versions: [.init(effective: effective, line: line, edit: nil)])
    }
    guard !edited.isEmpty else { return }
    let rewrite = rejudged(old.habit, new.habit, key: new.key, on: effective)
    for index in edited { edits[index].rewrite = rewrite }
  }

  /// Records an edit of a line in place, as a new version of its life; returns its index.
  private mutating func edit(
    _ old: LineSnapshot, _ new: LineSnapshot, key: String, stamp: CommitStamp, effective: Day, endThen: Day?
  ) -> Int {
    let index = edits.count
    edits.append(
      LineEdit(
        stamp: stamp, effective: effective, key: key, habit: new.name, line: new.key, old: old.text, new: new.text,
        rewrite: nil, outcome: .earlierLife, order: edits.count + notes.count))
    open[LineID(key: key, line: new.key), default: LineLife(key: key, versions: [])].versions.append(
      .init(effective: effective, line: new, edit: index, endThen: endThen))
    return index
  }

  /// Records a note.
  mutating func note(_ stamp: CommitStamp?, _ key: String?, _ kind: HistoryNote.Kind) {
    notes.append(HistoryNote(stamp: stamp, key: key, kind: kind, order: edits.count + notes.count))
  }

  /// Starts a life for each line of a habit that appeared.
  private mutating func openLives(_ habit: HabitSnapshot, effective: Day) {
    for line in habit.lines {
      open[LineID(key: habit.key, line: line.key)] = LineLife(key: habit.key, versions: [.init(effective: effective, line: line, edit: nil)])
    }
  }

  /// Ends the life of a line that was removed: its edits are part of the past only.
  private mutating func closeLife(_ id: LineID) {
    guard let life = open.removeValue(forKey: id) else { return }
    for version in life.versions { if let edit = version.edit { edits[edit].outcome = .earlierLife } }
  }

  /// What replacing `old` by `new` re-judged, on the current log as it stood on `day`, with
  /// `day` as today (what `check --staged` would have said on that day); nil for a habit that
  /// is not in the current file.
  private func rejudged(_ old: Habit, _ new: Habit, key: String, on day: Day) -> PastRewrite? {
    guard var log = journal[key: key]?.log else { return nil }
    if let last = log.completions.last, last.day > day {
      log.completions = Completions(log.completions.filter { $0.day <= day })
    }
    log.vacations = log.vacations.filter { $0.start <= day }
    // The lines edited in place put back and the lines added kept, as `check` counts.
    let before = PastRewriteCheck.reverting(PastRewriteCheck.rewriting(old, new), in: new)
    let counted = PastRewriteCheck.rejudged(before: before, after: new, log: log, today: day)
    return PastRewrite(changedDays: counted.changedDays, streakBefore: counted.streakBefore, streakAfter: counted.streakAfter)
  }
}
