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

  /// Calls `body` with the word's bytes (none for `Word.none`).
  @inline(__always)
  package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    withUnsafeBytes(of: (low, high)) { raw in
      body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[..<max(count, 0)]))
    }
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
  /// The lower-cased word of `bytes`: what `Word(lowercasing:)` makes of them, eight bytes at
  /// a time. The tokenizer makes one for every word of the habits file; a byte at a time
  /// (shift, test, count) this was about twelve instructions a byte.
  package init(packing bytes: UnsafeBufferPointer<UInt8>) {
    self.init()
    guard bytes.count <= 16 else {
      self = Word(lowercasing: bytes)
      return
    }
    let low = Word.chunk(bytes, from: 0)
    let high = bytes.count > 8 ? Word.chunk(bytes, from: 8) : 0
    // Anything but ASCII lower-cases through `String` (the Kelvin sign is a 'k').
    guard (low | high) & Word.highs == 0 else {
      self = Word(lowercasing: bytes)
      return
    }
    self.low = Word.lowercased(low)
    self.high = Word.lowercased(high)
    self.count = bytes.count
  }

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// Up to eight bytes of `bytes` from `start`, the first in the lowest byte, zeros past the end.
  @inline(__always)
  private static func chunk(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in start..<min(start + 8, bytes.count) {
      value |= UInt64(bytes[index]) << (8 * UInt64(index - start))
    }
    return value
  }

  /// `ascii` (eight ASCII bytes) with 'A'...'Z' made 'a'...'z': a byte's high bit is set by
  /// adding 0x3F when it is at least 'A' and by adding 0x25 when it is past 'Z' (ASCII bytes
  /// never carry into the next), and the difference, shifted to 0x20, is added to those bytes.
  @inline(__always)
  private static func lowercased(_ ascii: UInt64) -> UInt64 {
    let atLeastA = ascii &+ 0x3F &* ones
    let pastZ = ascii &+ 0x25 &* ones
    return ascii | ((atLeastA & ~pastZ & highs) >> 2)
  }
}

extension Word {
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
