/// A word or punctuation mark of a clause, with where it is.
///
/// Words are runs of anything but whitespace and the separators `,` `;` `:` `#`. Their `key` is
/// the lower-cased spelling used to match keywords (`Word`); the text as written, for messages,
/// is in the line, which the parser's `TokenCursor` reads at the token's `range`. A token is
/// plain data: no strings to make, copy or free.
package struct Token: Hashable, Sendable {
  /// What a token is.
  package enum Kind: Hashable, Sendable {
    case word
    case comma
  }

  /// Word or comma.
  package var kind: Kind
  /// The lower-cased spelling, for matching keywords.
  package var key: Word
  /// Where the token is: its line, and its first and end columns (byte offsets in the line
  /// plus one).
  package var range: SourceRange

  /// Creates a token of `text` (what the line has at `range`).
  package init(kind: Kind, text: String, range: SourceRange) {
    self.kind = kind
    self.key = Word(text.lowercased())
    self.range = range
  }

  /// A word of a line: `bytes` are its UTF-8, as the line has them at `range`.
  package init(word bytes: UnsafeBufferPointer<UInt8>, range: SourceRange) {
    self.kind = .word
    self.key = Word(lowercasing: bytes)
    self.range = range
  }

  /// A token whose key is known.
  package init(kind: Kind, key: Word, range: SourceRange) {
    self.kind = kind
    self.key = key
    self.range = range
  }

  /// A comma at `range`.
  package init(commaAt range: SourceRange) {
    self.kind = .comma
    // Packed from the byte: `Word(",")` went through a `String`'s UTF-8 view.
    self.key = withUnsafeBytes(of: UInt8(ascii: ",")) { Word(packing: $0.bindMemory(to: UInt8.self)) }
    self.range = range
  }

  /// Whether this is a word spelled `keyword` (ignoring case).
  package func isWord(_ keyword: StaticString) -> Bool {
    kind == .word && key == keyword
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
  package static func noBreakSpaceLength(_ bytes: FileBytes, at index: Int) -> Int {
    index + 1 < bytes.endIndex && bytes[index] == 0xC2 && bytes[index + 1] == 0xA0 ? 2 : 0
  }

  /// The length of whitespace (blank or no-break space) at `index`, or 0.
  @inline(__always)
  package static func whitespaceLength(_ bytes: FileBytes, at index: Int) -> Int {
    if isBlank(bytes[index]) { return 1 }
    return noBreakSpaceLength(bytes, at: index)
  }

  /// A date `YYYY-MM-DD` at exactly these ten bytes: `.some(day)` when it exists, `.none`
  /// when the shape is right but the date does not exist, nil when the shape is wrong.
  package static func isoDate<Digits: RandomAccessCollection<UInt8>>(_ bytes: Digits) -> Day?? where Digits.Index == Int {
    isoDate(bytes: bytes)
  }

  /// `isoDate` of a string's bytes (a token, an argument), read in place: copying them into an
  /// `ArraySlice` first allocated an array, about 500 instructions a date.
  package static func isoDate(_ text: String) -> Day?? {
    guard text.utf8.count == 10 else { return nil }
    if let day = text.utf8.withContiguousStorageIfAvailable({ isoDate(bytes: $0) }) { return day }
    return isoDate(bytes: Array(text.utf8))
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
