import Testing

@testable import HabitsLanguageServer

/// The string reader of the JSON parser (`JSON.string(in:from:)`), which looks at eight bytes at
/// a time, against a reader of one byte at a time written from RFC 8259 alone.
@Suite struct JSONStringTests {
  /// The reference: the content from `start` up to the closing quote, escapes decoded, a lone
  /// surrogate as U+FFFD, invalid UTF-8 repaired; nil for a control byte, a bad escape or no
  /// closing quote.
  static func reference(_ bytes: [UInt8], from start: Int) -> (String, Int)? {
    var out: [UInt8] = []
    var i = start
    func hex(_ at: Int) -> UInt32? {
      guard at + 4 <= bytes.count else { return nil }
      var code: UInt32 = 0
      for byte in bytes[at..<at + 4] {
        guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
        code = code * 16 + UInt32(digit)
      }
      return code
    }
    while i < bytes.count {
      let byte = bytes[i]
      if byte == 0x22 { return (String(decoding: out, as: UTF8.self), i + 1) }
      if byte < 0x20 { return nil }
      if byte != 0x5C {
        out.append(byte)
        i += 1
        continue
      }
      guard i + 1 < bytes.count else { return nil }
      let escape = bytes[i + 1]
      i += 2
      switch escape {
      case 0x6E: out.append(0x0A)
      case 0x74: out.append(0x09)
      case 0x72: out.append(0x0D)
      case 0x62: out.append(0x08)
      case 0x66: out.append(0x0C)
      case 0x22, 0x5C, 0x2F: out.append(escape)
      case 0x75:
        guard var code = hex(i) else { return nil }
        i += 4
        if code >= 0xD800 && code < 0xDC00 && i + 1 < bytes.count && bytes[i] == 0x5C && bytes[i + 1] == 0x75 {
          guard let low = hex(i + 2) else { return nil }
          i += 6
          code = low >= 0xDC00 && low < 0xE000 ? 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) : 0xFFFD
        }
        out.append(contentsOf: String(Character(Unicode.Scalar(code) ?? "\u{FFFD}")).utf8)
      default: return nil
      }
    }
    return nil
  }

  /// Pieces random strings are made of: plain runs of every length around a word, escapes of
  /// every kind (good and bad), quotes, control bytes, UTF-8 and bytes that are not UTF-8.
  static let pieces: [[UInt8]] = [
    Array("a".utf8), Array("2026-11-20 Gym".utf8), Array("abcdefgh".utf8), Array("abcdefghijklmnopq".utf8),
    Array("\\n".utf8), Array("\\r\\n".utf8), Array("\\t".utf8), Array("\\\"".utf8), Array("\\\\".utf8), Array("\\/".utf8),
    Array("\\b\\f".utf8), Array("\\u00e9".utf8), Array("\\ud83d\\ude00".utf8), Array("\\ud83dx".utf8), Array("\\ude00".utf8),
    Array("\\ud83d\\u0041".utf8), Array("\\u12".utf8), Array("\\x".utf8), Array("\\".utf8), [0x22], [0x01], [0x1F], [0x7F],
    Array("é🏃".utf8), [0xFF, 0xC3], [0x20], Array("\\u00E9\\u0000".utf8),
  ]

  @Test("it reads every string as the byte-at-a-time reference does: text, end, or refusal (20,000 random strings)")
  func matchesTheReference() {
    var generator = SeededRandom(seed: 30)
    for round in 0..<20_000 {
      var bytes: [UInt8] = Array("[\"".utf8)
      let count = Int(generator.next() % 12)
      for _ in 0..<count { bytes += Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))] }
      if generator.next() % 4 != 0 { bytes += Array("\" , 1]".utf8) }
      let fast = bytes.withUnsafeBufferPointer { JSON.string(in: $0, from: 2) }
      let slow = Self.reference(bytes, from: 2)
      #expect(fast?.text == slow?.0 && fast?.end == slow?.1, "round \(round): \(bytes)")
    }
  }
}
