import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Fixture files and golden comparisons. Fixtures live in Tests/HabitsKitTests/Fixtures and
/// the repository's examples/; they are found from this file's path. With HABITS_RECORD=1 a
/// mismatching golden is rewritten and the test fails with "recorded".
enum Golden {
  /// The package's root folder.
  static let root: String = {
    var path = #filePath
    for _ in 0..<4 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
  }()

  /// The fixtures folder.
  static var fixtures: String { root + "/Tests/HabitsKitTests/Fixtures" }

  /// The text of a file, or nil when it does not exist.
  static func read(_ path: String) -> String? {
    bytes(path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The raw bytes of a file, or nil when it does not exist.
  static func bytes(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }

  /// Writes text to a file.
  static func write(_ text: String, to path: String) {
    guard let file = fopen(path, "wb") else { return }
    defer { fclose(file) }
    _ = text.utf8CString.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count - 1, file) }
  }

  /// The names in a folder, sorted.
  static func list(_ folder: String) -> [String] {
    guard let dir = opendir(folder) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if !name.hasPrefix(".") { names.append(name) }
    }
    return names.sorted()
  }

  /// Compares `actual` with the golden file at `path` and reports a line diff.
  static func assertMatches(
    _ actual: String, _ path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let expected = read(path)
    if expected == actual { return }
    if getenv("HABITS_RECORD") != nil {
      write(actual, to: path)
      Issue.record("recorded \(path)", sourceLocation: sourceLocation)
      return
    }
    guard let expected else {
      Issue.record("missing golden \(path); run with HABITS_RECORD=1 to create it", sourceLocation: sourceLocation)
      return
    }
    Issue.record(Comment(rawValue: "golden mismatch \(path):\n" + diff(expected, actual)), sourceLocation: sourceLocation)
  }

  /// A simple line diff: lines only in the expected text with "-", only in the actual with "+".
  static func diff(_ expected: String, _ actual: String) -> String {
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [String] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count && j < b.count && a[i] == b[j] {
        i += 1
        j += 1
      } else if j < b.count && (i >= a.count || !a[i...].contains(b[j])) {
        out.append("+ " + b[j])
        j += 1
      } else {
        out.append("- " + a[i])
        i += 1
      }
    }
    return out.joined(separator: "\n")
  }
}

extension Golden {
  /// Whether a file or folder exists at `path`.
  static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }
}
