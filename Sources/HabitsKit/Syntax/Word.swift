/// A token's lower-cased spelling as the habits-file parser matches it against keywords:
/// up to sixteen bytes of ASCII held in two integers, compared with a keyword written as a
/// literal (`word == "every"`, `case "mon", "monday":`) byte by byte, without a `String`.
///
/// Every keyword is short ASCII, so a word that is longer, or whose Unicode lower case is not
/// ASCII, matches none: it is `Word.none`. The parser reads a word's text and its other
/// properties (a number, a suffix) from the line's bytes through its cursor.
///
/// Tokens holding `String`s were copied and destroyed through run-time metadata and made two
/// strings each; with a `Word` a token is plain data. Measured with callgrind: the
/// habits file of the decade data set (50 habit lines) parsed in 0.63 M instructions with
/// `String` tokens and 0.45 M with words; 200 lines `Gym B: Mon Wed Fri; carry over; since
/// 2016-11-21` in 13,100 instructions a line and 7,900.
package struct Word: Hashable, Sendable {
  /// Bytes 0...7, the first in the lowest byte.
  private var low: UInt64 = 0
  /// Bytes 8...15.
  private var high: UInt64 = 0
  /// The number of bytes; -1 for `Word.none`.
  package fileprivate(set) var count = -1

  /// The word that matches no keyword.
  package static let none = Word()

  private init() {}

  /// The word of `text` as it is (a key already lower-cased, as a command-line argument or a
  /// test gives it): `Word.none` unless it is ASCII of at most sixteen bytes.
  package init(_ text: String) {
    self = text.utf8.withContiguousStorageIfAvailable { Word(ascii: $0) } ?? Word(ascii: Array(text.utf8))
  }

  /// The lower-cased word of the UTF-8 `bytes` (a token as the line has it): ASCII is
  /// lower-cased byte by byte, anything else by `String.lowercased()` (which makes the Kelvin
  /// sign a 'k').
  package init(lowercasing bytes: UnsafeBufferPointer<UInt8>) {
    // One pass over the bytes, packing as it checks (every token of the habits file comes
    // here).
    self.init()
    if bytes.count <= 16 {
      var low: UInt64 = 0
      var high: UInt64 = 0
      for index in 0..<bytes.count {
        var byte = bytes[index]
        if byte >= 0x80 {
          self = Word(String(decoding: bytes, as: UTF8.self).lowercased())
          return
        }
        if byte >= 0x41 && byte <= 0x5A { byte |= 0x20 }
        if index < 8 {
          low |= UInt64(byte) << (8 * UInt64(index))
        } else {
          high |= UInt64(byte) << (8 * UInt64(index - 8))
        }
      }
      self.low = low
      self.high = high
      self.count = bytes.count
    } else if !bytes.allSatisfy({ $0 < 0x80 }) {
      self = Word(String(decoding: bytes, as: UTF8.self).lowercased())
    }
  }

  /// The word of `bytes` when they are at most sixteen bytes of ASCII, else `Word.none`.
  private init<Bytes: Collection<UInt8>>(ascii bytes: Bytes) {
    guard bytes.count <= 16, bytes.allSatisfy({ $0 < 0x80 }) else { return }
    count = 0
    for byte in bytes {
      if count < 8 {
        low |= UInt64(byte) << (8 * UInt64(count))
      } else {
        high |= UInt64(byte) << (8 * UInt64(count - 8))
      }
      count += 1
    }
  }

  /// The byte at `index` (0 ..< `count`).
  @inline(__always)
  package subscript(index: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: index < 8 ? low >> (8 * UInt64(index)) : high >> (8 * UInt64(index - 8)))
  }

  /// The first byte, if any.
  package var first: UInt8? { count > 0 ? self[0] : nil }

  /// The last byte, if any.
  package var last: UInt8? { count > 0 ? self[count - 1] : nil }

  /// Whether the word is `keyword` (ASCII, lower case). Inlined where a literal is compared:
  /// its length is then known, and most words fail that first test (as a call, the compare
  /// cost about 20 instructions; a line's switches make dozens).
  @inline(__always)
  package static func == (word: Word, keyword: StaticString) -> Bool {
    let length = keyword.utf8CodeUnitCount
    guard word.count == length else { return false }
    let bytes = keyword.utf8Start
    for index in 0..<length where word[index] != bytes[index] { return false }
    return true
  }

  /// Whether the word is not `keyword`.
  @inline(__always)
  package static func != (word: Word, keyword: StaticString) -> Bool { !(word == keyword) }

  /// A keyword as a `switch` pattern: `case "mon", "monday":`.
  @inline(__always)
  package static func ~= (keyword: StaticString, word: Word) -> Bool { word == keyword }

  /// Whether the word is one of `keywords` (inlined, like `TokenCursor.consume`).
  @inline(__always)
  package func isAny(of keywords: StaticString...) -> Bool {
    keywords.contains { self == $0 }
  }

  /// Whether the word starts with `prefix`.
  package func hasPrefix(_ prefix: StaticString) -> Bool {
    let length = prefix.utf8CodeUnitCount
    guard count >= length else { return false }
    for index in 0..<length where self[index] != prefix.utf8Start[index] { return false }
    return true
  }
}

extension Word {
  /// A word packed byte by byte as a tokenizer finds its end, so its bytes are read once.
  package struct Builder {
    /// The bytes so far, lower-cased.
    private var packed = Word(count: 0)
    /// Whether every byte so far is ASCII.
    private var isASCII = true

    /// An empty word.
    package init() {}

    /// Adds the next byte of the word.
    @inline(__always)
    package mutating func append(_ byte: UInt8) {
      if byte >= 0x80 { isASCII = false }
      guard isASCII, packed.count < 16 else {
        packed.count = 17
        return
      }
      packed.set(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte, at: packed.count)
      packed.count += 1
    }

    /// The word of `bytes`, the bytes appended: what `Word(lowercasing:)` makes of them.
    package func word(of bytes: UnsafeBufferPointer<UInt8>) -> Word {
      if isASCII && packed.count <= 16 { return packed }
      return Word(lowercasing: bytes)
    }
  }

  /// An empty word of `count` bytes (0 to start packing).
  private init(count: Int) {
    self.count = count
  }

  /// Puts `byte` at `index` (the bytes there are zero).
  @inline(__always)
  private mutating func set(_ byte: UInt8, at index: Int) {
    if index < 8 {
      low |= UInt64(byte) << (8 * UInt64(index))
    } else {
      high |= UInt64(byte) << (8 * UInt64(index - 8))
    }
  }
}
