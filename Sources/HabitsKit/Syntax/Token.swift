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
    self.key = text.lowercased()
    self.range = range
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
