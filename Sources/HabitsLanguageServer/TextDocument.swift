import HabitsKit

/// How the client counts characters in a position: LSP's default is UTF-16 code units; a
/// client that offers UTF-8 gets it, as the library's columns are UTF-8 bytes.
package enum PositionEncoding: String, Sendable {
  /// Bytes of UTF-8.
  case utf8 = "utf-8"
  /// UTF-16 code units.
  case utf16 = "utf-16"
}

/// A 0-based line and character, as the protocol counts them.
package struct Position: Hashable, Sendable {
  /// The line, from 0.
  package var line: Int
  /// The character in the line, from 0, in the agreed encoding's units.
  package var character: Int

  /// Creates a position.
  package init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  /// The position of a JSON `Position`, if it is one.
  package init?(_ json: JSON?) {
    guard let line = json?["line"]?.int, let character = json?["character"]?.int, line >= 0, character >= 0
    else { return nil }
    self.init(line: line, character: character)
  }

  /// The position as JSON.
  package var json: JSON { .obj(["line": .int(line), "character": .int(character)]) }
}

/// The text of one file, as the editor has it (open documents) or as it is on disk, with its
/// line starts, converting between the protocol's positions and byte offsets.
package struct TextDocument: Sendable {
  // Kept in step with `bytes` by `replace`: a test checks it against a fresh count.
  /// The file's bytes.
  package private(set) var bytes: [UInt8]
  /// The version the client gave (0 for files read from disk).
  package var version: Int
  /// The byte offset where each line starts (line 0 first). Lines end at LF, CRLF or CR,
  /// as in `SourceFile`.
  package private(set) var lineStarts: [Int] = [0]

  /// Creates a document from its bytes.
  package init(bytes: [UInt8], version: Int = 0) {
    self.bytes = bytes
    self.version = version
    lineStarts = TextDocument.lineStarts(of: bytes)
  }

  /// Creates a document from text.
  package init(text: String, version: Int = 0) {
    self.init(bytes: Array(text.utf8), version: version)
  }

  /// The text.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The byte offset where each line of `bytes` starts.
  package static func lineStarts(of bytes: [UInt8]) -> [Int] {
    var starts = [0]
    starts.reserveCapacity(bytes.count / 16 + 1)
    bytes.withUnsafeBufferPointer { buffer in
      // Eight bytes at a time up to the next byte that may end a line (`WordScan`): most
      // bytes are neither CR nor LF, and one at a time they cost seven instructions each.
      guard let base = buffer.baseAddress else { return }
      let count = buffer.count
      var i = 0
      while true {
        i = WordScan.first(in: base, from: i, to: count, flags: { WordScan.below(0x0E, in: $0) }, test: { $0 <= 0x0D })
        guard i < count else { break }
        let byte = base[i]
        i += 1
        if byte == 0x0A {
          starts.append(i)
        } else if byte == 0x0D {
          if i < count && base[i] == 0x0A { i += 1 }
          starts.append(i)
        }
      }
    }
    return starts
  }

  /// The number of lines (a final line without text after the last terminator counts).
  package var lineCount: Int { lineStarts.count }

  /// The bytes of line `line` (0-based), without its terminator.
  package func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
    guard line >= 0 && line < lineStarts.count else { return [] }
    var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
    while end > lineStarts[line] && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
    return bytes[lineStarts[line]..<end]
  }

  /// The text of line `line` (0-based).
  package func lineText(_ line: Int) -> String { String(decoding: lineBytes(line), as: UTF8.self) }

  /// Whether the file starts with a UTF-8 byte order mark, which `SourceFile` skips.
  private var hasByteOrderMark: Bool { SourceFile.hasByteOrderMark(bytes) }

  /// The byte offset of `position`, clamped to its line (a position past the end of a line
  /// means its end, as the protocol says).
  package func offset(of position: Position, encoding: PositionEncoding) -> Int {
    guard position.line < lineStarts.count else { return bytes.count }
    let line = lineBytes(position.line)
    switch encoding {
    case .utf8:
      return min(line.startIndex + position.character, line.endIndex)
    case .utf16:
      var units = 0
      var i = line.startIndex
      while i < line.endIndex && units < position.character {
        let byte = line[i]
        let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        units += length == 4 ? 2 : 1
        i = min(i + length, line.endIndex)
      }
      return i
    }
  }

  /// The position of byte offset `offset`.
  package func position(ofOffset offset: Int, encoding: PositionEncoding) -> Position {
    let offset = max(0, min(offset, bytes.count))
    let low = lineIndex(containing: offset)
    let line = lineBytes(low)
    let end = min(offset, line.endIndex)
    switch encoding {
    case .utf8:
      return Position(line: low, character: end - line.startIndex)
    case .utf16:
      var units = 0
      var i = line.startIndex
      while i < end {
        let byte = line[i]
        let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        units += length == 4 ? 2 : 1
        i += length
      }
      return Position(line: low, character: units)
    }
  }

  /// The byte offset of a library location (1-based line, 1-based UTF-8 byte column, after
  /// any byte order mark).
  package func offset(of location: SourceLocation) -> Int {
    let line = location.line - 1
    guard line >= 0 else { return 0 }
    guard line < lineStarts.count else { return bytes.count }
    let bom = line == 0 && hasByteOrderMark ? 3 : 0
    return min(lineStarts[line] + bom + max(0, location.column - 1), bytes.count)
  }

  /// The protocol's position of a library location.
  package func position(of location: SourceLocation, encoding: PositionEncoding) -> Position {
    position(ofOffset: offset(of: location), encoding: encoding)
  }

  /// The library location of a protocol position.
  package func location(of position: Position, encoding: PositionEncoding) -> SourceLocation {
    let offset = offset(of: position, encoding: encoding)
    let line = min(position.line, lineStarts.count - 1)
    let bom = line == 0 && hasByteOrderMark ? 3 : 0
    return SourceLocation(line: line + 1, column: max(1, offset - lineStarts[line] - bom + 1))
  }

  /// The protocol's range of a library range, as JSON.
  package func range(_ range: SourceRange, encoding: PositionEncoding) -> JSON {
    .obj([
      "start": position(of: range.start, encoding: encoding).json,
      "end": position(of: range.end, encoding: encoding).json,
    ])
  }

  /// Replaces the bytes between two offsets with `text`.
  package mutating func replace(from start: Int, to end: Int, with text: String) {
    let start = max(0, min(start, bytes.count))
    let end = max(start, min(end, bytes.count))
    let inserted = Array(text.utf8)
    bytes.replaceSubrange(start..<end, with: inserted)
    // Only the lines around the edit are scanned again: from the start of the line holding
    // the byte before it (a CR there may now pair with an LF, or no longer), to the first old
    // line start two bytes past its end (whose terminator the edit cannot have touched);
    // later starts move by the change in length.
    let delta = inserted.count - (end - start)
    let first = lineIndex(containing: max(0, start - 1))
    let later = lineStarts.partitioningIndex { $0 >= end + 2 }
    let scanTo = later < lineStarts.count ? lineStarts[later] + delta : bytes.count
    var starts: [Int] = []
    var i = lineStarts[first]
    while i < scanTo {
      let byte = bytes[i]
      if byte == 0x0A || byte == 0x0D {
        if byte == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
        if i + 1 < scanTo || later == lineStarts.count { starts.append(i + 1) }
      }
      i += 1
    }
    // In place: an edit in a long file moves the later starts, and copies none of them.
    if delta != 0 {
      lineStarts.withUnsafeMutableBufferPointer { all in
        for k in later..<all.count { all[k] += delta }
      }
    }
    lineStarts.replaceSubrange((first + 1)..<later, with: starts)
  }

  /// The index of the line holding byte offset `offset`.
  private func lineIndex(containing offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// Applies one `TextDocumentContentChangeEvent`: a range and text, or the whole text.
  /// Returns false when the change is not one.
  package mutating func apply(_ change: JSON, encoding: PositionEncoding) -> Bool {
    guard let text = change["text"]?.string else { return false }
    guard let range = change["range"] else {
      self = TextDocument(bytes: Array(text.utf8), version: version)
      return true
    }
    guard let start = Position(range["start"]), let end = Position(range["end"]) else { return false }
    let a = offset(of: start, encoding: encoding)
    let b = offset(of: end, encoding: encoding)
    replace(from: min(a, b), to: max(a, b), with: text)
    return true
  }
}

extension Array where Element == Int {
  /// The first index whose element satisfies `predicate`, for a predicate false then true
  /// along the (sorted) array.
  func partitioningIndex(where predicate: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if predicate(self[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}
