#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HabitsCLI
import HabitsKit

/// Reading whole files and appending to them, on libc.
package enum FileSystem {
  /// The largest file read: line offsets are kept in 32 bits (`LineIndex`), and a habits
  /// file or log of gigabytes is a mistake (a wrong path, a binary) better refused than read.
  package static let largestFile = 1 << 31

  /// Whether a file read by mapping it (`FileMapping`) was cut short while it was read: its
  /// lost end read as zeros, and what was made of it may be wrong.
  package static var changedWhileRead: Bool { FileMapping.changedWhileRead }

  /// The whole file at `path`: a large regular file mapped (`FileMapping`), any other in
  /// memory of its own (`ReadBuffer`).
  package static func read(_ path: String) -> Result<FileBytes, Environment.FileError> {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .failure(error(errno)) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(error(errno)) }
    let kind = info.st_mode & S_IFMT
    if kind == S_IFDIR { return .failure(.isDirectory) }
    // A device (/dev/zero, a terminal) or a socket may never end: refuse it rather than hang.
    // Pipes are read, so `--log <(git show HEAD:log.txt)` works.
    if kind == S_IFCHR || kind == S_IFBLK || kind == S_IFSOCK {
      return .failure(.other("not a regular file"))
    }
    let expected = max(0, Int(info.st_size))
    if expected > largestFile { return .failure(.other("larger than 2 GiB")) }
    // Room for the file's size and one byte more, to see its end with no second buffer; a
    // pipe's size is unknown, and it starts with a chunk.
    let chunk = 65536
    if kind == S_IFREG && expected >= FileMapping.smallestFile, let mapped = FileMapping.map(fd, size: expected) {
      return .success(mapped)
    }
    guard var buffer = ReadBuffer(capacity: kind == S_IFREG ? expected + 1 : chunk) else {
      return .failure(.other("out of memory"))
    }
    while true {
      if buffer.count == buffer.capacity {
        // The file grew while read, or is a pipe: twice the room.
        guard let larger = buffer.moved(toCapacity: max(2 * buffer.capacity, chunk)) else {
          return .failure(.other("out of memory"))
        }
        buffer = larger
      }
      let count = Glibc_read(fd, buffer.end, buffer.capacity - buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(error(errno))
      }
      if count == 0 { break }
      buffer.count += count
      if buffer.count > largestFile { return .failure(.other("larger than 2 GiB")) }
    }
    return .success(buffer.bytes())
  }

  /// Appends `bytes` to the file at `path` (creating it, not its folder) in one `write` on a
  /// descriptor opened with O_APPEND, so concurrent writers never interleave, then `fsync`s.
  package static func append(_ path: String, _ bytes: [UInt8]) -> Result<Void, Environment.FileError> {
    let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return .failure(error(errno)) }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        Glibc_write(fd, buffer.baseAddress! + written, buffer.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        let failure = error(errno)
        close(fd)
        return .failure(failure)
      }
      written += count
    }
    if fsync(fd) != 0 {
      let failure = error(errno)
      close(fd)
      return .failure(failure)
    }
    guard close(fd) == 0 else { return .failure(error(errno)) }
    return .success(())
  }

  /// The `FileError` for a libc error number.
  static func error(_ code: Int32) -> Environment.FileError {
    switch code {
    case ENOENT, ENOTDIR: return .notFound
    case EISDIR: return .isDirectory
    case EACCES, EPERM, EROFS: return .permissionDenied
    default: return .other(String(cString: strerror(code)))
    }
  }
}

@inline(__always)
private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}

@inline(__always)
private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, buffer, count)
}
