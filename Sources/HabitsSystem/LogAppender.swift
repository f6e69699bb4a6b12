#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HabitsCLI
import HabitsKit

/// The one way `habits` writes: appending one line to the log (conventions item 27,
/// docs/logging.md "Safety"), for `log`, `skip`, `vacation`, `resume` and any later command
/// that appends.
///
/// 1. Resolve the log's path (`RealPath`); a log the user did not name (`--log`,
///    `HABITS_LOG`) must lie in the habits file's real folder, so a cloned repository whose
///    `log.txt` links to `~/.bashrc` cannot make `habits log` write there.
/// 2. Open the resolved path with O_APPEND|O_NOFOLLOW|O_CLOEXEC, never truncating; a missing
///    log is created (O_CREAT|O_EXCL, mode 0644); check with `fstat` that the file opened is
///    the one resolved (device and inode).
/// 3. Take an exclusive `flock` on that open file: no lock file, which `git status` would show.
/// 4. Check that the path still names the same file (an editor may have saved by rename while
///    the lock was awaited); if not, start again.
/// 5. Read the log from the open file and let the caller decide, under the lock: two
///    `habits log Gym` at once cannot both find Gym not yet logged. The decision owns the
///    bytes read and may let them go; should it need them again, it reads the open file once
///    more, still under the lock.
/// 6. Write the whole line, `fsync`; on a short write or any error, cut the file back to its
///    old length (`ftruncate`) before reporting, so a full disk leaves no fragment.
/// 7. Close the file, which releases the lock, last.
///
/// Readers never lock. `write` and `sync` are the system's unless a test puts a failing one
/// in their place.
package struct LogAppender {
  /// Writes bytes to a descriptor, as write(2): the count written, or -1 with errno set.
  package var write: (Int32, UnsafeRawPointer, Int) -> Int
  /// Flushes a descriptor's data to disk, as fsync(2): 0, or -1 with errno set.
  package var sync: (Int32) -> Int32
  /// How many times the steps are started again when the log keeps being replaced.
  static let attempts = 8
  /// The room kept after the log when it is read again to be loaded with the line, for the
  /// line (`FileSystem.read`): a longer line is still appended, with one copy of the log more.
  static let spareRoom = 4096

  /// The system's appender.
  package init() {
    write = { Glibc.write($0, $1, $2) }
    sync = { fsync($0) }
  }

  /// What one attempt came to: an answer, or a reason to start again.
  private enum Attempt {
    case done(Result<Bool, Environment.AppendFailure>)
    case again
  }

  /// Appends what `decide` returns for the log's bytes (nil: no log yet) to the log of
  /// `target`, under the steps above; `decide` is called at most once, with the log locked.
  /// Returns whether anything was appended.
  package func append(
    _ target: Environment.AppendTarget, decide: Environment.Decide
  ) -> Result<Bool, Environment.AppendFailure> {
    // The log may be loaded twice (a line the load before cannot be extended by, in
    // `LogWritePlan`), one load after the other: neither may grow in the heap the other left
    // (`LargeBlocks`). Set from the start: set only before the second load, the first load's
    // arrays, grown in the heap, stayed there (a pasted 29 MiB log's `log --force` peaked at
    // 96.0 MiB, against 79.7).
    LargeBlocks.mapFromNowOn()
    var folder: String?
    if !target.logIsNamed {
      switch RealPath.resolve(target.habitsPath) {
      case .success(let habits): folder = RealPath.folder(of: habits)
      case .failure(let error): return .failure(.cannotRead(error))
      }
    }
    for _ in 0..<LogAppender.attempts {
      let resolved: String
      switch RealPath.resolve(target.logPath) {
      case .success(let path): resolved = path
      case .failure(let error): return .failure(.cannotWrite(error))
      }
      if let folder, !RealPath.isInside(resolved, folder: folder) {
        return .failure(.outsideFolder(target: resolved, folder: folder))
      }
      if case .done(let result) = attempt(target, resolved: resolved, decide: decide) { return result }
    }
    return .failure(.keepsChanging)
  }

  /// Steps 2 to 7 on the resolved path.
  private func attempt(
    _ target: Environment.AppendTarget, resolved: String, decide: Environment.Decide
  ) -> Attempt {
    var expected = stat()
    let exists = stat(resolved, &expected) == 0
    if exists {
      switch expected.st_mode & S_IFMT {
      case S_IFREG: break
      case S_IFDIR: return .done(.failure(.cannotRead(.isDirectory)))
      default: return .done(.failure(.cannotRead(.other("not a regular file"))))
      }
    } else if errno != ENOENT {
      return .done(.failure(.cannotRead(FileSystem.error(errno))))
    }
    let flags = O_RDWR | O_APPEND | O_NOFOLLOW | O_CLOEXEC
    var fd = exists ? open(resolved, flags) : open(resolved, flags | O_CREAT | O_EXCL, 0o644)
    // A log that may not be written is still read and decided on, so that what the command
    // would refuse anyway is said first; the write is then refused.
    var denied: Environment.FileError?
    if fd < 0 && exists && (errno == EACCES || errno == EPERM || errno == EROFS) {
      denied = FileSystem.error(errno)
      fd = open(resolved, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    }
    guard fd >= 0 else {
      // Removed, created or turned into a link since it was looked at: start again.
      if errno == ENOENT && exists || errno == EEXIST || errno == ELOOP { return .again }
      return .done(.failure(.cannotWrite(FileSystem.error(errno))))
    }
    // Closing the file releases the lock: the last step, whatever happens.
    defer { close(fd) }
    let created = !exists
    var opened = stat()
    guard fstat(fd, &opened) == 0 else { return .done(.failure(.cannotWrite(FileSystem.error(errno)))) }
    if exists && (opened.st_dev != expected.st_dev || opened.st_ino != expected.st_ino) { return .again }
    while flock(fd, LOCK_EX) != 0 {
      guard errno == EINTR else { return .done(.failure(.cannotWrite(FileSystem.error(errno)))) }
    }
    // Replaced while the lock was awaited (an editor saving by rename, another `habits`
    // creating the log): this file is no longer the log.
    guard LogAppender.names(resolved, opened), LogAppender.names(target.logPath, opened) else { return .again }
    let changes = FileSystem.changeCount
    var existing: FileBytes?
    var size = 0
    if fstat(fd, &opened) == 0 { size = Int(opened.st_size) }
    if !created || size > 0 {
      // Read as `habits check` reads it (a large log mapped): the decision loads it as
      // `check` does, and lets it go once loaded; only a log read again to be loaded with
      // the line needs room after it (`readAgain`).
      switch FileSystem.read(descriptor: fd) {
      case .success(let bytes): existing = bytes
      case .failure(let error): return .done(.failure(.cannotRead(error)))
      }
      // Cut short while read (an editor saving in place): read it again, as it is now.
      if FileSystem.changeCount != changes { return .again }
    }
    let hadLog = existing != nil
    var failedAgain: Environment.FileError?
    guard let bytes = decide(consume existing, { LogAppender.readAgain(fd, failure: &failedAgain) }) else {
      // A log created for nothing goes again: a refused command leaves no trace.
      if created && !hadLog { unlink(resolved) }
      return .done(failedAgain.map { .failure(.cannotRead($0)) } ?? .success(false))
    }
    if let denied { return .done(.failure(.cannotWrite(denied))) }
    if let failure = write(bytes, to: fd) {
      if created && !hadLog { unlink(resolved) }
      return .done(.failure(.cannotWrite(failure)))
    }
    return .done(.success(true))
  }

  /// The log open as `fd` read once more, from its start, with room for the line; nil, with
  /// why in `failure`, when it cannot be read or was cut short while read.
  private static func readAgain(_ fd: Int32, failure: inout Environment.FileError?) -> FileBytes? {
    guard lseek(fd, 0, SEEK_SET) == 0 else {
      failure = FileSystem.error(errno)
      return nil
    }
    let changes = FileSystem.changeCount
    switch FileSystem.read(descriptor: fd, spare: spareRoom) {
    case .success(let bytes):
      guard FileSystem.changeCount == changes else {
        failure = .other("it changed while it was read")
        return nil
      }
      return bytes
    case .failure(let error):
      failure = error
      return nil
    }
  }

  /// Writes all of `bytes` at the end of `fd` and syncs them; on any failure cuts the file
  /// back to the length it had and returns why.
  private func write(_ bytes: [UInt8], to fd: Int32) -> Environment.FileError? {
    var info = stat()
    guard fstat(fd, &info) == 0 else { return FileSystem.error(errno) }
    let length = info.st_size
    var failure: Int32?
    var written = 0
    bytes.withUnsafeBytes { buffer in
      while written < buffer.count {
        let count = write(fd, buffer.baseAddress! + written, buffer.count - written)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else {
          failure = count < 0 ? errno : EIO
          return
        }
        written += count
      }
    }
    if failure == nil && sync(fd) != 0 { failure = errno }
    guard let failure else { return nil }
    // The old length, and that on disk too: the file as it was, not a fragment.
    while ftruncate(fd, length) != 0 && errno == EINTR {}
    _ = fsync(fd)
    return FileSystem.error(failure)
  }

  /// Whether `path` names the file whose status is `info` (device and inode).
  private static func names(_ path: String, _ info: stat) -> Bool {
    var now = stat()
    return stat(path, &now) == 0 && now.st_dev == info.st_dev && now.st_ino == info.st_ino
  }
}
