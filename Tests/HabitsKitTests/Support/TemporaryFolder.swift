import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A fresh folder under /tmp for tests that touch the real file system, removed by `remove()`.
struct TemporaryFolder {
  /// The folder's absolute path.
  let path: String

  /// Creates the folder with `mkdtemp`; nil if that fails.
  init?() {
    var template = Array("/tmp/habits-test-XXXXXX".utf8CString)
    let made: String? = template.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress, let result = mkdtemp(base) else { return nil }
      return String(cString: result)
    }
    guard let made else { return nil }
    path = made
  }

  /// `path/name`.
  func file(_ name: String) -> String { path + "/" + name }

  /// Writes `text` to `name` in the folder.
  func write(_ text: String, to name: String) { Golden.write(text, to: file(name)) }

  /// The bytes of `name` in the folder, or nil when it cannot be read.
  func bytes(_ name: String) -> [UInt8]? { Golden.bytes(file(name)) }

  /// Removes the folder and everything in it (symlinks are removed, not followed).
  func remove() { TemporaryFolder.removeTree(path) }

  private static func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      chmod(path, 0o755)
      for name in Golden.list(path) { removeTree(path + "/" + name) }
      rmdir(path)
    } else {
      unlink(path)
    }
  }
}
