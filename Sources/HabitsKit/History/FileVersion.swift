/// When a version of the habits file was made: its commit and the author date's local day and
/// time (TZ), or the working tree.
package struct CommitStamp: Hashable, Sendable {
  /// The commit's full hash; nil for the working tree (the file as it is on disk).
  package var commit: String?
  /// The local day of the commit's author date: the day its schedules took effect.
  package var day: Day
  /// The time of day and UTC offset of the author date, "09:30 +0100", for the report; empty
  /// for the working tree.
  package var time: String

  /// Creates a stamp.
  package init(commit: String?, day: Day, time: String) {
    self.commit = commit
    self.day = day
    self.time = time
  }

  /// The commit as people quote it: its first 8 hex digits, or "working tree".
  package var shortName: String { commit.map { String($0.prefix(8)) } ?? "working tree" }

  /// "2025-03-03 09:30 +0100 1a2b3c4d", or "2025-11-22 working tree".
  package var label: String {
    time.isEmpty ? "\(day) \(shortName)" : "\(day) \(time) \(shortName)"
  }
}

/// One version of the habits file in its git history: what `habits changes` reads, oldest
/// first, from the git walk (HabitsSystem) or, in tests, from values.
package struct FileVersion: Hashable, Sendable {
  /// Its commit and date.
  package var stamp: CommitStamp
  /// The file's bytes at this commit; nil when the commit deleted it.
  package var bytes: [UInt8]?

  /// Creates a version.
  package init(_ stamp: CommitStamp, bytes: [UInt8]?) {
    self.stamp = stamp
    self.bytes = bytes
  }
}

/// The history of the habits file along the first parents of HEAD, as the git walk found it.
package struct FileHistory: Hashable, Sendable {
  /// The versions, oldest first: each commit that changed the file (followed across renames),
  /// merges compared with their first parent.
  package var versions: [FileVersion]
  /// The file's path in the repository, from its top (for `--diff`'s `a/` and `b/`).
  package var repositoryPath: String

  /// Creates a history.
  package init(versions: [FileVersion], repositoryPath: String) {
    self.versions = versions
    self.repositoryPath = repositoryPath
  }
}
