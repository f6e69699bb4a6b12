/// The notes on log entries (conventions item 29): the trailing comment of a dated line
/// (`2026-11-21 Meditate  # felt calm`) is the note of each entry on it. A full-line comment
/// is never a note, nor a directive (a comment whose text starts with `habits:`).
///
/// Notes are read when a report shows them, not while the log is loaded: the statuses never
/// need them, so a log's hundred thousand lines are not searched for comments on every run.
package enum EntryNotes {
  /// The note of every line of `file` that has one, by line number.
  package static func read(_ file: SourceFile) -> [UInt32: String] {
    var notes: [UInt32: String] = [:]
    var lines = LineCursor(file)
    let bytes = file.bytes
    while let (start, end) = lines.next() {
      // Only a line with a '#' is made a string: most have none.
      guard bytes[start..<end].contains(0x23),
        let text = note(ofLine: String(decoding: bytes[start..<end], as: UTF8.self))
      else { continue }
      notes[UInt32(lines.number)] = text
    }
    return notes
  }

  /// The note of a line's text (`2026-11-21 Meditate  # felt calm`: "felt calm"), nil when it
  /// has none.
  package static func note(ofLine text: String) -> String? {
    guard let hash = text.firstIndex(of: "#") else { return nil }
    let before = text[..<hash]
    guard before.contains(where: { $0 != " " && $0 != "\t" }) else { return nil }
    let comment = trimmed(text[text.index(after: hash)...])
    guard !comment.isEmpty, !isDirective(comment) else { return nil }
    return String(comment)
  }

  /// Whether a comment's text is a directive to `habits` (`habits: allow CODE`), never a note.
  package static func isDirective(_ comment: Substring) -> Bool {
    comment.lowercased().hasPrefix("habits:")
  }

  /// `text` without the spaces and tabs around it.
  static func trimmed(_ text: Substring) -> Substring {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = text.firstIndex(where: { !blank($0) }), let last = text.lastIndex(where: { !blank($0) }) else {
      return ""
    }
    return text[first...last]
  }
}
