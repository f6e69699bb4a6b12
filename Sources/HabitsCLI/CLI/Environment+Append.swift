import HabitsKit

extension Environment {
  /// Appends to the log: given where, and a decision to make on the log's bytes (nil when
  /// there is no log yet) that returns the bytes to append or nil for none, it calls the
  /// decision at most once, while no other `habits` can append, and appends what it returns.
  /// Returns whether it appended.
  ///
  /// The real one (`LogAppender` in the system layer) locks the log, reads it, decides,
  /// writes the whole line, syncs it and cuts the file back on any failure; the decision is
  /// the command's, on values, so the commands stay free of I/O.
  package typealias AppendToLog = (AppendTarget, _ decide: Decide) -> Result<Bool, AppendFailure>

  /// The decision on the log as read under the lock: its bytes (nil: no log yet), given to
  /// the decision to hold only as long as it needs them, and a way to read the log once more,
  /// still under the lock, should the decision need its bytes again (nil: it could not be
  /// read; the append then fails with why). Returns the bytes to append, or nil for none.
  package typealias Decide = (_ log: consuming FileBytes?, _ readAgain: () -> FileBytes?) -> [UInt8]?

  /// Where an append goes.
  package struct AppendTarget: Sendable, Equatable {
    /// The log's path as given or defaulted.
    package var logPath: String
    /// The habits file's path: a log not named by the user must lie in its folder.
    package var habitsPath: String
    /// Whether the user named the log (`--log PATH` or `HABITS_LOG`): then it may lie anywhere.
    package var logIsNamed: Bool

    /// Creates a target.
    package init(logPath: String, habitsPath: String, logIsNamed: Bool) {
      self.logPath = logPath
      self.habitsPath = habitsPath
      self.logIsNamed = logIsNamed
    }
  }

  /// Why nothing was appended. In every case the log is as it was.
  package enum AppendFailure: Error, Equatable, Sendable {
    /// The log could not be read: a directory, not a regular file, unreadable.
    case cannotRead(FileError)
    /// The log could not be opened for appending, or the write or sync failed (and the file
    /// was cut back to its old length).
    case cannotWrite(FileError)
    /// The log, not named by the user, leads through a symbolic link to `target`, outside
    /// `folder`, the habits file's real folder.
    case outsideFolder(target: String, folder: String)
    /// The log was replaced or cut short again and again while the append tried to read it.
    case keepsChanging
  }

  /// An `AppendToLog` over files no other process shares (tests, fuzzing): the log read with
  /// `read` (a missing one is nil), the decision made, its bytes given to `write`. With no
  /// second writer there is nothing to lock.
  package static func unsharedAppend(
    read: @escaping (String) -> Result<FileBytes, FileError>,
    write: @escaping (String, [UInt8]) -> Result<Void, FileError>
  ) -> AppendToLog {
    { target, decide in
      let existing: FileBytes?
      switch read(target.logPath) {
      case .success(let bytes): existing = bytes
      case .failure(.notFound): existing = nil
      case .failure(let error): return .failure(.cannotRead(error))
      }
      var failedAgain: AppendFailure?
      let readAgain = { () -> FileBytes? in
        switch read(target.logPath) {
        case .success(let bytes): return bytes
        case .failure(let error):
          failedAgain = .cannotRead(error)
          return nil
        }
      }
      guard let bytes = decide(consume existing, readAgain) else {
        return failedAgain.map { .failure($0) } ?? .success(false)
      }
      switch write(target.logPath, bytes) {
      case .success: return .success(true)
      case .failure(let error): return .failure(.cannotWrite(error))
      }
    }
  }
}
