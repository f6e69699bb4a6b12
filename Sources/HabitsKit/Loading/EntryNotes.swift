/// The notes on log entries (conventions item 29): the trailing comment of a dated line
/// (`2026-11-21 Meditate  # felt calm`) is the note of each entry on it. A full-line comment
/// is never a note, nor a directive (a comment whose text starts with `habits:`).
///
/// Notes are read when a report shows them, not while the log is loaded: the statuses never
/// need them, so a log's hundred thousand lines are not searched for comments on every run.
package enum EntryNotes {
  /// One note: its line, the line's date (nil when it starts with none), and its text.
  package struct Note: Sendable, Equatable {
    package var line: UInt32
    package var day: Day?
    package var text: String
  }

  /// The note of every line of `file` that has one, by line number.
  package static func read(_ file: SourceFile) -> [UInt32: String] {
    Dictionary(notes(file).map { ($0.line, $0.text) }, uniquingKeysWith: { a, _ in a })
  }

  /// The notes of `file`, in file order, each with its line and the line's date.
  ///
  /// The file is searched for `#` with libc's `memchr` (a tenth of an instruction a byte) and
  /// only the lines that hold one are looked at; their numbers come from counting the LFs
  /// before them eight bytes at a time. A log without a comment costs one search; a file with
  /// a CR (a line may end at a lone CR) is walked line by line instead.
  package static func notes(_ file: SourceFile) -> [Note] {
    let bytes = file.bytes
    let count = bytes.endIndex
    var notes: [Note] = []
    let hasCR = bytes.withUnsafeBufferPointer { LineCursor.find(0x0D, in: $0, from: 0, to: count) } != nil
    if hasCR {
      var lines = LineCursor(file)
      while let (start, end) = lines.next() {
        guard bytes.withUnsafeBufferPointer({ LineCursor.find(0x23, in: $0, from: start, to: end) }) != nil,
          let note = note(String(decoding: bytes[start..<end], as: UTF8.self), line: lines.number)
        else { continue }
        notes.append(note)
      }
      return notes
    }
    bytes.withUnsafeBufferPointer { buffer in
      var counted = file.contentStart
      var line = 1
      var from = file.contentStart
      while let hash = LineCursor.find(0x23, in: buffer, from: from, to: count) {
        line += newlines(in: buffer, from: counted, to: hash)
        counted = hash
        var start = hash
        while start > file.contentStart && buffer[start - 1] != 0x0A { start -= 1 }
        let end = LineCursor.find(0x0A, in: buffer, from: hash, to: count) ?? count
        if let note = note(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self), line: line) {
          notes.append(note)
        }
        from = end
      }
    }
    return notes
  }

  /// The number of LFs in `buffer[from..<to]`, eight bytes at a time: each word's LFs become
  /// a 1 in their byte, added up in the bytes of one word for up to 255 words at once and
  /// summed by a multiplication (a byte and a half an instruction, where a count of each word's
  /// bits took four).
  private static func newlines(in buffer: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
    guard let base = UnsafeRawPointer(buffer.baseAddress), from < to else { return 0 }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let newline = ones &* 0x0A
    var index = from
    var found = 0
    while index &+ 8 <= to {
      let blockEnd = min(to, index &+ 8 &* 255)
      var lanes: UInt64 = 0
      while index &+ 8 <= blockEnd {
        let x = base.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ newline
        // A byte of x is zero exactly where the word had an LF: its high bit, moved down.
        lanes &+= (~(((x & lows) &+ lows) | x) & ~lows) &>> 7
        index &+= 8
      }
      // Up to 255 in each byte: summed in four 16-bit lanes, then in the top one.
      let pairs = (lanes & 0x00FF_00FF_00FF_00FF) &+ ((lanes &>> 8) & 0x00FF_00FF_00FF_00FF)
      found &+= Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) &>> 48)
    }
    while index < to {
      if buffer[index] == 0x0A { found &+= 1 }
      index &+= 1
    }
    return found
  }

  /// The note of line number `line` whose text is `text`, with the line's date.
  private static func note(_ text: String, line: Int) -> Note? {
    guard let note = note(ofLine: text) else { return nil }
    let date = text.drop(while: isBlank).prefix(10)
    return Note(line: UInt32(line), day: DateArgument.parseISO(String(date)), text: note)
  }

  /// The note of a line's text (`2026-11-21 Meditate  # felt calm`: "felt calm"), nil when it
  /// has none.
  package static func note(ofLine text: String) -> String? {
    guard let hash = text.firstIndex(of: "#") else { return nil }
    let before = text[..<hash]
    guard before.contains(where: { !isBlank($0) }) else { return nil }
    let comment = trimmed(text[text.index(after: hash)...])
    guard !comment.isEmpty, !isDirective(comment) else { return nil }
    return String(comment)
  }

  /// Whether a comment's text is a directive to `habits` (`habits: allow CODE`), never a note.
  package static func isDirective(_ comment: Substring) -> Bool {
    comment.lowercased().hasPrefix("habits:")
  }

  /// Whether `character` is a blank as the grammar reads them: a space, a tab or a no-break
  /// space (grammar.md, "Whitespace").
  static func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" || character == "\u{A0}" }

  /// `text` without the blanks around it.
  static func trimmed(_ text: Substring) -> Substring {
    guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) }) else {
      return ""
    }
    return text[first...last]
  }
}
