#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HabitsCLI
import HabitsKit

/// Paths with their symbolic links resolved, for the folder rule of appends: a log not named
/// by the user must really lie in the habits file's real folder.
enum RealPath {
  /// The absolute path `path` leads to, every symbolic link followed, the last one included
  /// even when what it names does not exist yet (a missing log, or a link to one): its
  /// folder resolved and its name added. `.notFound` when the folder does not exist.
  static func resolve(_ path: String) -> Result<String, Environment.FileError> {
    var current = path
    // As many links as the kernel follows before it gives up (ELOOP).
    for _ in 0..<40 {
      if let real = realpath(current, nil) {
        defer { free(real) }
        return .success(String(cString: real))
      }
      guard errno == ENOENT else { return .failure(FileSystem.error(errno)) }
      // Something on the way is missing: the last component (a new log), or where a link
      // to it points.
      var info = stat()
      if lstat(current, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK {
        guard let target = link(current) else { return .failure(FileSystem.error(errno)) }
        current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
        continue
      }
      let (parent, name) = (folder(of: current), self.name(of: current))
      guard name != "." && name != "..", let real = realpath(parent, nil) else { return .failure(.notFound) }
      defer { free(real) }
      let resolvedParent = String(cString: real)
      return .success((resolvedParent == "/" ? "" : resolvedParent) + "/" + name)
    }
    return .failure(.other(String(cString: strerror(ELOOP))))
  }

  /// Whether the absolute `path` is `folder` itself or lies below it.
  static func isInside(_ path: String, folder: String) -> Bool {
    folder == "/" || path == folder || path.hasPrefix(folder + "/")
  }

  /// The folder part of `path` ("." for a bare name, "/" for a name at the root).
  static func folder(of path: String) -> String {
    let end = endOfName(path)
    guard let slash = path.utf8[..<end].lastIndex(of: separator) else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of `path`.
  static func name(of path: String) -> String {
    let end = endOfName(path)
    guard let slash = path.utf8[..<end].lastIndex(of: separator) else { return String(path[..<end]) }
    return String(path[path.utf8.index(after: slash)..<end])
  }

  /// The separator of a path's components.
  private static let separator = UInt8(ascii: "/")

  /// Where `path` ends without the slashes after its last component (a lone "/" is kept).
  /// Read as bytes, as the kernel reads a path: a slash is always the byte 0x2F, so there is
  /// no need to walk characters, and a name starting with a combining mark still starts after
  /// the slash before it.
  private static func endOfName(_ path: String) -> String.Index {
    let bytes = path.utf8
    var end = bytes.endIndex
    while bytes.distance(from: bytes.startIndex, to: end) > 1 && bytes[bytes.index(before: end)] == separator {
      end = bytes.index(before: end)
    }
    return end
  }

  /// The target of the symbolic link at `path`, as stored in it.
  private static func link(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
