import HabitsKit

/// Where something imported came from: a file of the export and a line of it (0: the whole
/// file), as `FILE:LINE` in reports and errors.
package struct ImportLocation: Sendable, Equatable, Comparable, CustomStringConvertible {
  /// The file's name within the export ("Habits.csv", "002 Run/Checkmarks.csv", "log").
  package var file: String
  /// The 1-based line, or 0 for the file as a whole.
  package var line: Int

  /// Creates a location.
  package init(_ file: String, line: Int) {
    self.file = file
    self.line = line
  }

  /// `FILE:LINE`, or `FILE` for the whole file.
  package var description: String { line > 0 ? "\(file):\(line)" : file }

  /// Ordered by file name, then line.
  package static func < (a: ImportLocation, b: ImportLocation) -> Bool {
    (a.file, a.line) < (b.file, b.line)
  }
}

/// Why an export cannot be imported: a file missing or unreadable as its format, with where.
/// Nothing is written when there is one.
package struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where the problem is.
  package var location: ImportLocation
  /// What is wrong, in one line.
  package var message: String

  /// The errors found after this one in the same run: every bad line is named at once
  /// (conventions item 5), though nothing is written while there is one.
  package var more: [ImportError] = []

  /// Creates an error.
  package init(_ location: ImportLocation, _ message: String) {
    self.location = location
    self.message = message
  }

  /// The first of `errors` carrying the rest (`more`), nil for none.
  package static func all(_ errors: [ImportError]) -> ImportError? {
    let every = errors.flatMap(\.each)
    guard var first = every.first else { return nil }
    first.more = Array(every.dropFirst())
    return first
  }

  /// This error and those after it.
  package var each: [ImportError] { [ImportError(location, message)] + more }

  /// `FILE:LINE: error: MESSAGE`, as `habits check` words its findings.
  package var description: String { "\(location): error: \(message)" }
}

/// The text of a file of an export, decoded for the importers.
package enum ImportText {
  /// The file's bytes as UTF-8 text without a byte order mark, or an error naming the first
  /// line that is not UTF-8 (an export saved in another encoding would otherwise turn names
  /// into replacement characters without a word).
  package static func decode(_ bytes: [UInt8], file: String) -> Result<String, ImportError> {
    var body = bytes[...]
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    if let text = String(validating: body, as: UTF8.self) { return .success(text) }
    var line = 1
    var start = body.startIndex
    for index in body.indices where body[index] == 0x0A {
      if String(validating: body[start..<index], as: UTF8.self) == nil { break }
      line += 1
      start = index + 1
    }
    return .failure(ImportError(ImportLocation(file, line: line), "the file is not UTF-8 text: save it as UTF-8 and import again"))
  }

  /// The lines of `text`, split at LF, CRLF or a lone CR, without their ends.
  package static func lines(_ text: String) -> [Substring] {
    var lines: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      // "\r\n" is one Character in Swift, so one check covers all three line ends.
      if character == "\n" || character == "\r" || character == "\r\n" {
        lines.append(text[start..<index])
        index = text.index(after: index)
        start = index
      } else {
        index = text.index(after: index)
      }
    }
    if start < text.endIndex { lines.append(text[start...]) }
    return lines
  }

  /// A date written YYYY-MM-DD, or nil.
  package static func day(_ text: some StringProtocol) -> Day? {
    guard case .some(.some(let day)) = Bytes.isoDate(String(text)) else { return nil }
    return day
  }

  /// The date `text` read at `location`, or the error that says why it is not one ("2026-02-30
  /// does not exist: ...", "expected a date YYYY-MM-DD in CONTEXT, found '2026-11-3'"): a
  /// completion whose date cannot be read is never dropped without a word.
  package static func date(_ text: some StringProtocol, at location: ImportLocation, in context: String) throws(ImportError) -> Day {
    switch Bytes.isoDate(String(text)) {
    case .some(.some(let day)): return day
    case .some(.none): throw ImportError(location, DateSyntax.nonexistentDateMessage(String(text)))
    case .none: throw ImportError(location, "expected a date YYYY-MM-DD \(context), found '\(text)'")
    }
  }

  /// `text` without leading and trailing spaces and tabs.
  package static func trimmed(_ text: some StringProtocol) -> String {
    var scalars = Substring(text).unicodeScalars[...]
    while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
    return String(String.UnicodeScalarView(scalars))
  }

  /// `text` split at each occurrence of `separator` (non-empty), as Go's `strings.Split`.
  package static func split(_ text: String, at separator: String) -> [String] {
    let bytes = Array(text.utf8)
    let needle = Array(separator.utf8)
    var parts: [String] = []
    var start = 0
    var index = 0
    while index + needle.count <= bytes.count {
      if bytes[index..<index + needle.count].elementsEqual(needle) {
        parts.append(String(decoding: bytes[start..<index], as: UTF8.self))
        index += needle.count
        start = index
      } else {
        index += 1
      }
    }
    parts.append(String(decoding: bytes[start...], as: UTF8.self))
    return parts
  }
}
