#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HabitsCLI
import HabitsKit

/// The only writes besides appending to the log (conventions item 27): `habits import --into
/// DIR` creating DIR when missing and its new files, never replacing one.
///
/// Each file is opened with O_CREAT|O_EXCL|O_NOFOLLOW, so a file that exists, or a link in its
/// place, is never written through; its bytes are written whole and synced. When a file
/// cannot be created or written, the files created before it are removed, and the folder too
/// when this call made it: a failed import leaves nothing behind.
package enum FileCreator {
  /// Creates `files` in `folder`, as `Environment.createFiles` says.
  package static func create(_ folder: String, _ files: [(name: String, bytes: [UInt8])]) -> Result<Void, Environment.CreateFailure> {
    var madeFolder = false
    if mkdir(folder, 0o755) == 0 {
      madeFolder = true
    } else if errno == EEXIST {
      var info = stat()
      guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
        return .failure(.cannotCreate(folder, .other("not a folder")))
      }
    } else {
      return .failure(.cannotCreate(folder, FileSystem.error(errno)))
    }
    var created: [String] = []
    func undo() {
      for path in created { unlink(path) }
      if madeFolder { rmdir(folder) }
    }
    for file in files {
      let path = folder.hasSuffix("/") ? folder + file.name : folder + "/" + file.name
      let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      guard fd >= 0 else {
        let code = errno
        undo()
        return .failure(code == EEXIST || code == ELOOP ? .exists(path) : .cannotCreate(path, FileSystem.error(code)))
      }
      created.append(path)
      if let failure = write(file.bytes, to: fd) {
        close(fd)
        undo()
        return .failure(.cannotCreate(path, failure))
      }
      close(fd)
    }
    return .success(())
  }

  /// Writes all of `bytes` to `fd` and syncs them; the error, if any.
  private static func write(_ bytes: [UInt8], to fd: Int32) -> Environment.FileError? {
    var failure: Int32?
    bytes.withUnsafeBytes { buffer in
      var written = 0
      while written < buffer.count {
        let count = Glibc.write(fd, buffer.baseAddress! + written, buffer.count - written)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else {
          failure = count < 0 ? errno : EIO
          return
        }
        written += count
      }
    }
    if failure == nil && fsync(fd) != 0 { failure = errno }
    return failure.map(FileSystem.error)
  }
}
