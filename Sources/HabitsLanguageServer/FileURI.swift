/// `file:` URIs and the paths they name: percent-decoding on the way in, encoding on the way
/// out, so a path with spaces or non-ASCII letters round-trips.
package enum FileURI {
  /// The path of a `file:` URI, or nil for another scheme.
  package static func path(_ uri: String) -> String? {
    guard uri.hasPrefix("file://") else { return nil }
    var rest = Array(uri.utf8.dropFirst(7))
    // file://host/path: only the local host is a file here.
    if let slash = rest.firstIndex(of: UInt8(ascii: "/")), slash > 0 {
      let host = String(decoding: rest[..<slash], as: UTF8.self)
      guard host == "localhost" else { return nil }
      rest = Array(rest[slash...])
    }
    var bytes: [UInt8] = []
    var i = 0
    while i < rest.count {
      if rest[i] == UInt8(ascii: "%"), i + 2 < rest.count, let high = hex(rest[i + 1]), let low = hex(rest[i + 2]) {
        bytes.append(high << 4 | low)
        i += 3
      } else {
        bytes.append(rest[i])
        i += 1
      }
    }
    guard bytes.first == UInt8(ascii: "/") else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The `file:` URI of an absolute path.
  package static func uri(_ path: String) -> String {
    var out = "file://"
    let hexDigits = Array("0123456789ABCDEF".utf8)
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        out += "%"
        out.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(byte >> 4)]))
        out.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(byte & 15)]))
      }
    }
    return out
  }

  private static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

/// Which habits file goes with which log, the way the command line pairs them: the files
/// given to `habits lsp` (`--file`, `--log`, `--dir`), else log.txt beside habits.txt.
package struct FilePairing: Sendable {
  /// What a file is to the server.
  package enum Role: Sendable, Equatable {
    /// A habits file.
    case habits
    /// A log.
    case log
  }

  /// The habits file given to `habits lsp`, absolute.
  package var habitsPath: String?
  /// The log given to `habits lsp`, absolute.
  package var logPath: String?

  /// Pairs by name only, or with the files given.
  package init(habitsPath: String? = nil, logPath: String? = nil) {
    self.habitsPath = habitsPath
    self.logPath = logPath
  }

  /// The role of the file at `path` and the pair it belongs to (habits file, log).
  package func pair(for path: String) -> (role: Role, habits: String, log: String) {
    if let habitsPath, path == habitsPath { return (.habits, habitsPath, logPath ?? FilePairing.sibling(of: path, "log.txt")) }
    if let logPath, path == logPath { return (.log, habitsPath ?? FilePairing.sibling(of: path, "habits.txt"), logPath) }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if name == "log.txt" || name.hasSuffix(".habitslog") {
      let habits = habitsPath.flatMap { FilePairing.directory(of: $0) == FilePairing.directory(of: path) ? $0 : nil }
      return (.log, habits ?? FilePairing.sibling(of: path, "habits.txt"), path)
    }
    return (.habits, path, FilePairing.sibling(of: path, "log.txt"))
  }

  /// `name` in the folder of `path`.
  package static func sibling(of path: String, _ name: String) -> String {
    directory(of: path) + "/" + name
  }

  /// The folder part of an absolute path.
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "" : String(path[..<slash])
  }
}
