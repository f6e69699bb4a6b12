extension JSON {
  /// Reads a JSON string's content from `start` (just after its opening quote) in `buffer`:
  /// the text with its escapes decoded (surrogate pairs included; a lone surrogate becomes
  /// U+FFFD) and the index after the closing quote; nil for a control byte, a bad escape or no
  /// closing quote.
  ///
  /// A file opened in the editor comes as one string of megabytes: the bytes that stand for
  /// themselves are passed over through a pointer and copied a run at a time (a line of the
  /// file, between two `\n` escapes), not appended one by one.
  static func string(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> (text: String, end: Int)? {
    var out: [UInt8] = []
    var i = start
    var run = start
    while i < buffer.count {
      let byte = buffer[i]
      // Letters and most punctuation are above the backslash; the rest but quote and
      // backslash from the space up.
      if byte > 0x5C || (byte >= 0x20 && byte != 0x22 && byte != 0x5C) {
        i += 1
        continue
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[run..<i]))
      if byte == 0x22 { return (String(decoding: out, as: UTF8.self), i + 1) }
      guard byte == 0x5C, i + 1 < buffer.count else { return nil }
      let escape = buffer[i + 1]
      i += 2
      switch escape {
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
      case UInt8(ascii: "u"):
        guard var code = hex4(buffer, at: &i) else { return nil }
        if (0xD800..<0xDC00).contains(code), i + 1 < buffer.count, buffer[i] == UInt8(ascii: "\\"),
          buffer[i + 1] == UInt8(ascii: "u")
        {
          i += 2
          guard let low = hex4(buffer, at: &i) else { return nil }
          code = (0xDC00..<0xE000).contains(low) ? 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
        }
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        out.append(contentsOf: String(Character(scalar)).utf8)
      default: return nil
      }
      run = i
    }
    return nil
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
