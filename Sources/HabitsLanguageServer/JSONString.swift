extension JSON {
  /// Reads a JSON string's content from `start` (just after its opening quote) in `buffer`:
  /// the text with its escapes decoded (surrogate pairs included; a lone surrogate becomes
  /// U+FFFD) and the index after the closing quote; nil for a control byte, a bad escape or no
  /// closing quote.
  ///
  /// A file opened in the editor comes as one string of megabytes (43 MB for a log of two
  /// million lines). It is read in two passes, eight bytes at a time between the bytes that
  /// need a look (`WordScan`): the first finds the closing quote, the second writes the
  /// text straight into the string, a run at a time (a line of the file, between two `\n`
  /// escapes). Byte by byte, with a growing array, it cost 17 instructions a byte.
  static func string(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> (text: String, end: Int)? {
    guard let base = buffer.baseAddress, start <= buffer.count else { return nil }
    let count = buffer.count
    var i = start
    var escaped = false
    while true {
      i = nextSpecial(base, from: i, to: count)
      guard i < count else { return nil }
      if base[i] == 0x22 { break }
      // A control byte is not allowed in a string; an escape is checked when decoded.
      guard base[i] == 0x5C, i + 1 < count else { return nil }
      escaped = true
      i += 2
    }
    let end = i
    let content = UnsafeBufferPointer(rebasing: buffer[start..<end])
    guard escaped else { return (String(decoding: content, as: UTF8.self), end + 1) }
    // Escapes never lengthen: `\n` is one byte of two, `\uXXXX` at most three of six, and a
    // surrogate pair four of twelve.
    var valid = true
    let text = String(unsafeUninitializedCapacity: content.count) { out in
      guard let written = decode(content, into: out) else {
        valid = false
        return 0
      }
      return written
    }
    return valid ? (text, end + 1) : nil
  }

  /// Writes the content of a string that has escapes (`content`, without its quotes) into
  /// `out`, which has room for as many bytes; the count written, nil for a bad escape.
  private static func decode(_ content: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int? {
    guard let base = content.baseAddress, let target = out.baseAddress else { return 0 }
    let count = content.count
    var i = 0
    var written = 0
    while i < count {
      let special = nextSpecial(base, from: i, to: count)
      (target + written).update(from: base + i, count: special - i)
      written += special - i
      guard special < count else { break }
      // Only escapes are left inside: the first pass stopped at the closing quote and at
      // control bytes.
      let escape = base[special + 1]
      i = special + 2
      switch escape {
      case UInt8(ascii: "n"): target[written] = 0x0A
      case UInt8(ascii: "t"): target[written] = 0x09
      case UInt8(ascii: "r"): target[written] = 0x0D
      case UInt8(ascii: "b"): target[written] = 0x08
      case UInt8(ascii: "f"): target[written] = 0x0C
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): target[written] = escape
      case UInt8(ascii: "u"):
        guard var code = hex4(content, at: &i) else { return nil }
        if (0xD800..<0xDC00).contains(code), i + 1 < count, base[i] == UInt8(ascii: "\\"), base[i + 1] == UInt8(ascii: "u") {
          i += 2
          guard let low = hex4(content, at: &i) else { return nil }
          code = (0xDC00..<0xE000).contains(low) ? 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
        }
        for byte in String(Character(Unicode.Scalar(code) ?? "\u{FFFD}")).utf8 {
          target[written] = byte
          written += 1
        }
        continue
      default: return nil
      }
      written += 1
    }
    return written
  }

  /// The index of the first byte in `from..<to` that a string's content cannot hold as it is
  /// (a control byte, a quote or a backslash), or `to`.
  @inline(__always)
  private static func nextSpecial(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
    WordScan.first(
      in: base, from: from, to: to,
      flags: { WordScan.below(0x20, in: $0) | WordScan.equal(to: 0x22, in: $0) | WordScan.equal(to: 0x5C, in: $0) },
      test: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C })
  }

  /// The four hex digits of a `\u` escape at `i` (moved past them).
  private static func hex4(_ buffer: UnsafeBufferPointer<UInt8>, at i: inout Int) -> UInt32? {
    guard i + 4 <= buffer.count else { return nil }
    var code: UInt32 = 0
    for byte in buffer[i..<i + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      code = code * 16 + UInt32(digit)
    }
    i += 4
    return code
  }
}
