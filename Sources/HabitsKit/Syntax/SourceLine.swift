/// One line of a file, ready to be parsed: its number, its bytes without the comment, and the
/// problems found in its bytes (invalid UTF-8, control characters, conflict markers).
package struct SourceLine {
  /// The 1-based line number.
  package let number: Int
  /// The whole line's bytes (absolute indices into the file).
  package let bytes: FileBytes
  /// The end of the content: the start of a `#` comment, with trailing whitespace removed.
  package let contentEnd: Int
  /// The start of the content, after leading whitespace.
  package let contentStart: Int
  /// Where the line's `#` comment starts, past the line's end when it has none: where an
  /// `allow` directive is looked for (`AllowDirective`).
  package var commentStart = Int.max

  /// Whether the line has a `#` comment.
  package var hasComment: Bool { commentStart < bytes.endIndex }

  /// Scans line `number` of `file`, found in `lines`, as `scan(_:line:bounds:diagnostics:)`.
  package static func scan(
    _ file: SourceFile, line number: Int, in lines: LineIndex, diagnostics: inout [Diagnostic]
  ) -> SourceLine? {
    scan(file, line: number, bounds: lines.bounds(number), diagnostics: &diagnostics)
  }

  /// Scans line `number` of `file`, the bytes at `bounds` (without the terminator), reporting
  /// encoding problems into `diagnostics`. Returns nil when the line cannot be parsed at all
  /// (bad bytes or a conflict marker).
  package static func scan(
    _ file: SourceFile, line number: Int, bounds: (start: Int, end: Int), diagnostics: inout [Diagnostic]
  ) -> SourceLine? {
    let bytes = file.bytes[bounds.start..<bounds.end]
    let start = bytes.startIndex
    // Fast path: all ASCII printable or tab, which is nearly every line of a real file.
    // Comments are checked too: the whole file must be UTF-8.
    var commentStart = bytes.endIndex
    var clean = true
    bytes.withUnsafeBufferPointer { buffer in
      var i = 0
      while i < buffer.count {
        // Eight plain bytes at a time; a word with a '#', a tab or anything else goes byte by byte.
        if i + 8 <= buffer.count,
          WordBytes.isPrintableASCII(
            UnsafeRawPointer(buffer.baseAddress! + i).loadUnaligned(as: UInt64.self), excluding: 0x23)
        {
          i += 8
          continue
        }
        let byte = buffer[i]
        if byte == 0x23 && commentStart == bytes.endIndex {
          commentStart = start + i
        } else if byte >= 0x80 || (byte < 0x20 && byte != 0x09) || byte == 0x7F {
          clean = false
          return
        }
        i += 1
      }
    }
    if !clean {
      if let problem = encodingProblem(bytes, file: file.path, line: number) {
        diagnostics.append(problem)
        return nil
      }
      commentStart = bytes.firstIndex(of: 0x23) ?? bytes.endIndex
    }
    // A marker's first byte is one of four: tested here, the lines that start otherwise (all
    // but a conflict's) skip the call, about 85 instructions a line.
    if bytes.count >= 7, bytes[start] == 0x3C || bytes[start] == 0x7C || bytes[start] == 0x3D || bytes[start] == 0x3E,
      let marker = conflictMarker(bytes, file: file.path, line: number)
    {
      diagnostics.append(marker)
      return nil
    }
    var end = commentStart
    while end > start {
      let w = trailingWhitespaceLength(bytes, before: end)
      if w == 0 { break }
      end -= w
    }
    var contentStart = start
    // A byte order mark starting a later line comes from joining files (`cat a.txt b.txt`):
    // ignored like the file's own, or it would become part of the first name or date.
    if end - start >= 3 && bytes[start] == 0xEF && bytes[start + 1] == 0xBB && bytes[start + 2] == 0xBF {
      contentStart += 3
    }
    while contentStart < end {
      let w = Bytes.whitespaceLength(bytes, at: contentStart)
      if w == 0 { break }
      contentStart += w
    }
    return SourceLine(number: number, bytes: bytes, contentEnd: end, contentStart: contentStart, commentStart: commentStart)
  }

  /// Whether the line has nothing but whitespace and a comment.
  package var isBlank: Bool { contentStart >= contentEnd }

  /// The 1-based byte column of absolute index `index`.
  package func column(_ index: Int) -> Int { index - bytes.startIndex + 1 }

  /// The span of absolute byte indices `range` on this line.
  package func range(_ range: Range<Int>) -> SourceRange {
    SourceRange(line: number, columns: column(range.lowerBound)..<column(range.upperBound))
  }

  /// The content's bytes.
  package var content: FileBytes { bytes[contentStart..<contentEnd] }

  /// The text of the bytes at absolute indices `range`, made straight from the line's memory
  /// (through a `FileBytes` slice, each byte was read by a checked subscript).
  package func text(_ range: Range<Int>) -> String {
    bytes.withUnsafeBufferPointer { buffer in
      let base = bytes.startIndex
      return SourceLine.string(UnsafeBufferPointer(rebasing: buffer[(range.lowerBound - base)..<(range.upperBound - base)]))
    }
  }

  /// The text of the UTF-8 `bytes` (of a line the scan let through, so valid). Up to fifteen
  /// bytes, which a `String` holds inline, are copied in place: `String(decoding:as:)`
  /// validated them first, about 180 instructions for a habit's name.
  static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard bytes.count <= 15 else { return String(decoding: bytes, as: UTF8.self) }
    return String(unsafeUninitializedCapacity: bytes.count) { memory in
      UnsafeMutableRawBufferPointer(memory).copyMemory(from: UnsafeRawBufferPointer(bytes))
      return bytes.count
    }
  }

  /// The absolute index of the first `byte` at absolute indices `range`, or nil; read from the
  /// line's memory.
  package func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
    firstIndex(of: byte, or: byte, in: range)
  }

  /// The absolute index of the first `byte` or `other` at absolute indices `range`, or nil;
  /// read from the line's memory eight bytes at a time (a byte at a time, the searches for a
  /// habit line's ';' and ':' cost about 130 instructions a line).
  package func firstIndex(of byte: UInt8, or other: UInt8, in range: Range<Int>) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      let base = bytes.startIndex
      var index = range.lowerBound - base
      let end = range.upperBound - base
      guard index < end, let memory = buffer.baseAddress else { return nil }
      while index + 8 <= end {
        let word = UInt64(littleEndian: UnsafeRawPointer(memory + index).loadUnaligned(as: UInt64.self))
        let first = WordBytes.firstIndex(of: byte, in: word) ?? 8
        let firstOther = byte == other ? 8 : WordBytes.firstIndex(of: other, in: word) ?? 8
        if first < 8 || firstOther < 8 { return index + min(first, firstOther) + base }
        index += 8
      }
      while index < end {
        if memory[index] == byte || memory[index] == other { return index + base }
        index += 1
      }
      return nil
    }
  }

  private static func trailingWhitespaceLength(_ bytes: FileBytes, before end: Int) -> Int {
    if Bytes.isBlank(bytes[end - 1]) { return 1 }
    if end - 2 >= bytes.startIndex && bytes[end - 2] == 0xC2 && bytes[end - 1] == 0xA0 { return 2 }
    return 0
  }

  /// The first invalid UTF-8 sequence or control character on the line (ASCII's, C1's or a
  /// bidirectional control), as a diagnostic.
  private static func encodingProblem(
    _ bytes: FileBytes, file: String, line: Int
  ) -> Diagnostic? {
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      let column = index - bytes.startIndex + 1
      if byte < 0x80 {
        if (byte < 0x20 && byte != 0x09) || byte == 0x7F {
          return Diagnostic(
            .controlCharacter(byte), file: file,
            range: SourceRange(line: line, columns: column..<(column + 1)),
            notes: [Diagnostic.Note("the line is ignored; remove the character")])
        }
        index += 1
        continue
      }
      let length = validSequenceLength(bytes, at: index)
      if length == 0 {
        return Diagnostic(
          .invalidEncoding(byte), file: file,
          range: SourceRange(line: line, columns: column..<(column + 1)),
          notes: [Diagnostic.Note("the line is ignored; save the file as UTF-8")])
      }
      if let scalar = hiddenControl(bytes, at: index, length: length) {
        return Diagnostic(
          .controlCharacter(scalar: scalar), file: file,
          range: SourceRange(line: line, columns: column..<(column + length)),
          notes: [Diagnostic.Note("the line is ignored; remove the character")])
      }
      index += length
    }
    return nil
  }

  /// The code point of the valid sequence of `length` bytes at `index` when it is a control
  /// character beyond ASCII (`ControlCharacters`: C1 or bidirectional); else nil. Read from
  /// the bytes: U+0080-U+009F are C2 80-9F, U+202A-U+202E are E2 80 AA-AE, U+2066-U+2069 are
  /// E2 81 A6-A9.
  private static func hiddenControl(_ bytes: FileBytes, at index: Int, length: Int) -> UInt32? {
    let lead = bytes[index]
    if length == 2 && lead == 0xC2 && bytes[index + 1] <= 0x9F { return UInt32(bytes[index + 1]) }
    guard length == 3 && lead == 0xE2 else { return nil }
    let (second, third) = (bytes[index + 1], bytes[index + 2])
    if (second == 0x80 && (0xAA...0xAE).contains(third)) || (second == 0x81 && (0xA6...0xA9).contains(third)) {
      return 0x2000 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
    }
    return nil
  }

  /// The length of the valid UTF-8 sequence starting at `index`, or 0 when it is invalid
  /// (bad lead byte, truncated, overlong, surrogate, or beyond U+10FFFF).
  private static func validSequenceLength(_ bytes: FileBytes, at index: Int) -> Int {
    let lead = bytes[index]
    let length: Int
    var lowest: UInt8 = 0x80
    var highest: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: length = 3; lowest = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: length = 3; highest = 0x9F
    case 0xF0: length = 4; lowest = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4: length = 4; highest = 0x8F
    default: return 0
    }
    guard index + length <= bytes.endIndex else { return 0 }
    let second = bytes[index + 1]
    guard second >= lowest && second <= highest else { return 0 }
    for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
    return length
  }

  /// A diagnostic when the line starts with a git conflict marker (`<<<<<<<`, `|||||||`,
  /// `=======`, `>>>>>>>`).
  private static func conflictMarker(
    _ bytes: FileBytes, file: String, line: Int
  ) -> Diagnostic? {
    // Checked on every line: a switch and a loop, no array literals.
    guard bytes.count >= 7, let first = bytes.first else { return nil }
    switch first {
    case 0x3C, 0x7C, 0x3D, 0x3E: break
    default: return nil
    }
    for index in bytes.startIndex..<(bytes.startIndex + 7) where bytes[index] != first { return nil }
    let rest = bytes.dropFirst(7)
    guard rest.isEmpty || Bytes.isBlank(rest.first!) else { return nil }
    let note: String
    switch first {
    case 0x3C: note = "this starts the conflict: the lines up to '=======' are one side"
    case 0x3D: note = "this separates the two sides of the conflict"
    case 0x3E: note = "this ends the conflict"
    default: note = "this starts the common ancestor's lines of the conflict"
    }
    var notes = [Diagnostic.Note(note)]
    if first == 0x3C {
      notes.append(
        Diagnostic.Note("resolve the conflict and delete the marker lines; for the log, "
          + "'merge=union' in .gitattributes avoids such conflicts"))
    }
    return Diagnostic(
      .conflictMarker, file: file,
      range: SourceRange(line: line, columns: 1..<8), notes: notes)
  }


}

/// Splits a clause of a line into word and comma tokens.
package enum Tokenizer {
  /// The tokens of `bytes[range]` on `line`.
  package static func tokens(_ line: SourceLine, _ range: Range<Int>) -> [Token] {
    var tokens: [Token] = []
    let bytes = line.bytes
    var index = range.lowerBound
    while index < range.upperBound {
      let w = Bytes.whitespaceLength(bytes, at: index)
      if w > 0 {
        index += w
        continue
      }
      if bytes[index] == 0x2C {
        tokens.append(Token(kind: .comma, text: ",", range: line.range(index..<(index + 1))))
        index += 1
        continue
      }
      let start = index
      while index < range.upperBound && bytes[index] != 0x2C
        && Bytes.whitespaceLength(bytes, at: index) == 0
      {
        index += 1
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      tokens.append(Token(kind: .word, text: text, range: line.range(start..<index)))
    }
    return tokens
  }
}
