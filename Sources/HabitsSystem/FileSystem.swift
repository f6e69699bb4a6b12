#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HabitsCLI
import HabitsKit

/// Reading whole files, on libc. (Appending is `LogAppender`'s.)
package enum FileSystem {
  /// The largest file read: line offsets are kept in 32 bits (`LineIndex`), and a habits
  /// file or log of gigabytes is a mistake (a wrong path, a binary) better refused than read
  /// (conventions item 32).
  package static let largestFile = 1 << 31

  /// Whether a file read by mapping it (`FileMapping`) was cut short while it was read: its
  /// lost end read as zeros, and what was made of it may be wrong.
  package static var changedWhileRead: Bool { FileMapping.changedWhileRead }

  /// How many times a mapped file was found cut short so far: a reader compares the count
  /// before and after one read to know whether that read was cut.
  package static var changeCount: Int32 { FileMapping.changeCount }

  /// Standard input to its end, as `read(descriptor:)` reads a file, but for a terminal, which
  /// is refused rather than waited on: a pipe, a redirected file, or a device such as /dev/null
  /// (`habits fmt - < /dev/null` is an empty file; a device that never ends stops at
  /// `largestFile`).
  package static func readStandardInput() -> Result<FileBytes, Environment.FileError> {
    if isatty(STDIN_FILENO) == 1 { return .failure(.other("it is a terminal; pipe or redirect a file into it")) }
    return read(descriptor: STDIN_FILENO, readsDevices: true)
  }

  /// The whole file at `path`, as `read(descriptor:)` reads it.
  ///
  /// Opened without waiting: opening a named FIFO (`mkfifo f; habits --log f`) waits for a
  /// writer, for ever if none comes, so a FIFO is refused as "not a regular file", as a device
  /// is (but the null device, an empty file). A pipe is still read to its end (`--log <(git show HEAD:log.txt)`, `/dev/fd/N`): its
  /// writer is there, and it is told from a FIFO by living on the kernel's pipe file system.
  package static func read(_ path: String) -> Result<FileBytes, Environment.FileError> {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else {
      let code = errno
      return .failure(code == ENOENT ? dangling(path) ?? error(code) : error(code))
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(error(errno)) }
    // The null device reads as an empty file, as scripts pass it for "no such input"
    // (`--log /dev/null`, as `hledger -f /dev/null`): it ends at once, so cannot hang.
    if info.st_mode & S_IFMT == S_IFCHR && isNullDevice(info) { return .success(FileBytes([])) }
    if info.st_mode & S_IFMT == S_IFIFO {
      guard isPipe(info) else { return .failure(.other("not a regular file")) }
      // A pipe is read as it comes: each read waits for its writer.
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    }
    return read(descriptor: fd)
  }

  /// Whether the character device `info` describes is the null device (`/dev/null`, or a
  /// link or `/dev/fd` path to it).
  static func isNullDevice(_ info: stat) -> Bool {
    var null = stat()
    return stat("/dev/null", &null) == 0 && null.st_mode & S_IFMT == S_IFCHR && null.st_rdev == info.st_rdev
  }

  /// The error for `path` when it is a symbolic link whose target does not exist, naming
  /// the target; nil when it is no link (simply missing). Someone made that link, so its
  /// file is not a new user's missing log: read as empty, its whole history would be gone
  /// from every report, and `check` would pass in silence (a synced folder not mounted, a
  /// target moved).
  static func dangling(_ path: String) -> Environment.FileError? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, stat(path, &info) != 0, errno == ENOENT else { return nil }
    var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &target, target.count - 1)
    let text = count > 0 ? String(decoding: target[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
    return .other("it is a symbolic link to '\(text)', which does not exist (moved, or on a drive not mounted?)")
  }

  /// Whether the FIFO `info` describes is a pipe (made by `pipe`, as a shell's `<(command)`
  /// is) rather than a FIFO named in a folder: pipes are on the pipe file system's device, as
  /// a pipe made now shows.
  static func isPipe(_ info: stat) -> Bool {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return false }
    defer {
      close(ends[0])
      close(ends[1])
    }
    var made = stat()
    return fstat(ends[0], &made) == 0 && made.st_dev == info.st_dev
  }

  /// The whole file open as `fd`, from where the descriptor stands (its start, for one just
  /// opened): a large regular file mapped (`FileMapping`), any other in memory of its own
  /// (`ReadBuffer`). A file larger than `largestFile` is `.tooLarge`, with the line it passes
  /// the limit on, found without keeping the file.
  ///
  /// With `spare` above 0 the file is never mapped, and its memory has room for at least
  /// `spare` bytes after it: the log read for an append, whose line `FileBytes.appending`
  /// then writes there to make the log as it will be, rather than copying the whole log. That
  /// memory is in pages of the ordinary size: a huge page is resident whole, and would make an
  /// append hold up to 2 MiB more than `habits check`, which maps the log.
  package static func read(
    descriptor fd: Int32, largest: Int = largestFile, spare: Int = 0, readsDevices: Bool = false
  ) -> Result<FileBytes, Environment.FileError> {
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(error(errno)) }
    let kind = info.st_mode & S_IFMT
    if kind == S_IFDIR { return .failure(.isDirectory) }
    // A device (/dev/zero, a terminal) or a socket may never end: refuse it rather than hang.
    // Pipes are read, so `--log <(git show HEAD:log.txt)` works.
    if !readsDevices && (kind == S_IFCHR || kind == S_IFBLK || kind == S_IFSOCK) {
      return .failure(.other("not a regular file"))
    }
    let expected = max(0, Int(info.st_size))
    if expected > largest { return .failure(.tooLarge(line: lineAt(offset: largest, in: fd))) }
    // Room for the file's size and one byte more, to see its end with no second buffer; a
    // pipe's size is unknown, and it starts with a chunk.
    let chunk = 65536
    if spare == 0 && kind == S_IFREG && expected >= FileMapping.smallestFile, let mapped = FileMapping.map(fd, size: expected) {
      return .success(mapped)
    }
    guard var buffer = ReadBuffer(capacity: (kind == S_IFREG ? expected + 1 : chunk) + spare, huge: spare == 0) else {
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
      if buffer.count > largest {
        let bytes = buffer.bytes()
        let ends = bytes.withUnsafeBufferPointer { LineEnds.count(in: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: $0[..<largest]))) }
        return .failure(.tooLarge(line: ends + 1))
      }
    }
    // A pipe, or a file that grew, may have filled the room kept for `spare`.
    if buffer.capacity - buffer.count < spare {
      guard let larger = buffer.moved(toCapacity: buffer.count + spare) else { return .failure(.other("out of memory")) }
      buffer = larger
    }
    return .success(buffer.bytes())
  }

  /// The number of the line that byte `offset` of the regular file `fd` is on (1-based; a CR
  /// LF pair ends one line), read a mebibyte at a time and not kept: for a file too large to
  /// read, where its error belongs (conventions item 32).
  static func lineAt(offset: Int, in fd: Int32) -> Int {
    let chunk = 1 << 20
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk + 1, alignment: 16)
    defer { buffer.deallocate() }
    var ends = 0
    var position = 0
    var lastWasCR = false
    while position < offset {
      let count = pread(fd, buffer.baseAddress, min(chunk, offset - position), off_t(position))
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      let bytes = UnsafeRawBufferPointer(rebasing: buffer[..<count])
      // A CR that ended the chunk before and an LF starting this one are one line end.
      if lastWasCR && bytes[0] == 0x0A { ends -= 1 }
      ends += LineEnds.count(in: bytes)
      lastWasCR = bytes[count - 1] == 0x0D
      position += count
    }
    return ends + 1
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

/// Counting line ends in memory with `memchr`, which is fast even in a debug build.
enum LineEnds {
  /// The line ends in `bytes`: each LF, and each CR not followed by an LF.
  static func count(in bytes: UnsafeRawBufferPointer) -> Int {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
    var ends = 0
    for terminator in [Int32(0x0A), Int32(0x0D)] {
      var start = base
      let end = base + bytes.count
      while start < end, let found = memchr(start, terminator, end - start) {
        let next = UnsafeRawPointer(found) + 1
        if terminator == 0x0A || next == end || next.load(as: UInt8.self) != 0x0A { ends += 1 }
        start = next
      }
    }
    return ends
  }
}

@inline(__always)
private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}
