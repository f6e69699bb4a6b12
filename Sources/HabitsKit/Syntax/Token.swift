/// A word or punctuation mark of a clause, with where it is.
///
/// Words are runs of anything but whitespace and the separators `,` `;` `:` `#`. Their `key` is
/// the lower-cased text used to match keywords; `text` keeps the user's spelling for messages.
package struct Token: Hashable, Sendable {
  /// What a token is.
  package enum Kind: Hashable, Sendable {
    case word
    case comma
  }

  /// Word or comma.
  package var kind: Kind
  /// The text as written.
  package var text: String
  /// The lower-cased text, for matching keywords.
  package var key: String
  /// Where the token is.
  package var range: SourceRange

  /// Creates a token.
  package init(kind: Kind, text: String, range: SourceRange) {
    self.kind = kind
    self.text = text
    self.key = Token.lowercased(text)
    self.range = range
  }

  /// A word of a line: `bytes` are its UTF-8, as the line has them.
  package init(word bytes: UnsafeBufferPointer<UInt8>, range: SourceRange) {
    let text = String(decoding: bytes, as: UTF8.self)
    self.kind = .word
    self.text = text
    self.key = Token.key(text, bytes: bytes)
    self.range = range
  }

  /// `text.lowercased()` (`bytes` being its UTF-8), without the Unicode machinery for ASCII
  /// text: ASCII without a capital is its own key, ASCII with capitals is lower-cased byte by
  /// byte. `lowercased()` cost about 150 instructions a token, a tenth of a habit line's parse.
  private static func key<Bytes: Collection<UInt8>>(_ text: String, bytes: Bytes) -> String {
    var capitals = false
    for byte in bytes {
      if byte >= 0x80 { return text.lowercased() }
      if byte >= 0x41 && byte <= 0x5A { capitals = true }
    }
    guard capitals else { return text }
    return String(unsafeUninitializedCapacity: bytes.count) { buffer in
      for (index, byte) in zip(buffer.indices, bytes) {
        buffer[index] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
      }
      return bytes.count
    }
  }

  /// `key(_:bytes:)` of a `String`.
  private static func lowercased(_ text: String) -> String {
    text.utf8.withContiguousStorageIfAvailable { key(text, bytes: $0) } ?? text.lowercased()
  }

  /// Whether this is a word spelled `keyword` (ignoring case).
  package func isWord(_ keyword: String) -> Bool {
    kind == .word && key == keyword
  }

  /// The token's digits as a number, if it is all ASCII digits (and not absurdly long).
  package var number: Int? {
    guard kind == .word, !text.isEmpty, text.utf8.count <= 18,
      text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
    else { return nil }
    return Int(text)
  }
}

/// Byte-level helpers shared by both parsers.
package enum Bytes {
  /// Whether `byte` is a space or a tab.
  @inline(__always)
  package static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

  /// Whether `byte` is an ASCII digit.
  @inline(__always)
  package static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// The length of a no-break space (U+00A0, which editors and web pages slip into text) at
  /// `index`, or 0.
  @inline(__always)
  package static func noBreakSpaceLength(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int {
    index + 1 < bytes.endIndex && bytes[index] == 0xC2 && bytes[index + 1] == 0xA0 ? 2 : 0
  }

  /// The length of whitespace (blank or no-break space) at `index`, or 0.
  @inline(__always)
  package static func whitespaceLength(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int {
    if isBlank(bytes[index]) { return 1 }
    return noBreakSpaceLength(bytes, at: index)
  }

  /// A date `YYYY-MM-DD` at exactly these ten bytes: `.some(day)` when it exists, `.none`
  /// when the shape is right but the date does not exist, nil when the shape is wrong.
  package static func isoDate(_ bytes: ArraySlice<UInt8>) -> Day?? {
    isoDate(bytes: bytes)
  }

  /// `isoDate` of a string's bytes (a token, an argument), read in place: copying them into an
  /// `ArraySlice` first allocated an array, about 500 instructions a date.
  package static func isoDate(_ text: String) -> Day?? {
    guard text.utf8.count == 10 else { return nil }
    if let day = text.utf8.withContiguousStorageIfAvailable({ isoDate(bytes: $0) }) { return day }
    return isoDate(ArraySlice(text.utf8))
  }

  private static func isoDate<Bytes: RandomAccessCollection<UInt8>>(bytes: Bytes) -> Day?? where Bytes.Index == Int {
    guard bytes.count == 10 else { return nil }
    let b = bytes.startIndex
    // Read on every log line: fixed positions, no array literal to walk.
    for offset in 0..<10 where offset != 4 && offset != 7 && !isDigit(bytes[b + offset]) { return nil }
    guard bytes[b + 4] == 0x2D, bytes[b + 7] == 0x2D else { return nil }
    func digits(_ from: Int, _ count: Int) -> Int {
      var value = 0
      for i in 0..<count { value = value * 10 + Int(bytes[b + from + i] - 0x30) }
      return value
    }
    return .some(Day(year: digits(0, 4), month: digits(5, 2), day: digits(8, 2)))
  }
}
