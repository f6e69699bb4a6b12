import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The eight-bytes-at-a-time questions against the plain byte-by-byte answers.
@Suite struct WordBytesTests {
  @Test("counts, finds and classifies bytes as a byte loop does")
  func wordsMatchBytes() {
    var random = SeededRandom(seed: 8)
    let interesting: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x23, 0x2C, 0x2D, 0x7E, 0x7F, 0x80, 0xA0, 0xC2, 0xFF]
    for _ in 0..<20000 {
      let bytes = (0..<8).map { _ in
        Bool.random(using: &random) ? interesting.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
      }
      let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
      for byte: UInt8 in [0x2C, 0x0A, 0x0D, 0x00, 0x23] {
        #expect(WordBytes.count(of: byte, in: word) == bytes.filter { $0 == byte }.count, "\(bytes)")
        #expect(WordBytes.containsByte(word, byte) == bytes.contains(byte), "\(bytes)")
      }
      let printable = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x23 }
      #expect(WordBytes.isPrintableASCII(word, excluding: 0x23) == printable, "\(bytes)")
      #expect(WordBytes.flagsOfNonPrintable(in: word, excluding: 0x23) == WordBytesTests.nonPrintableFlags(bytes), "\(bytes)")
    }
  }

  /// The high bit of each byte that is not printable ASCII or is a '#', set exactly (no
  /// borrow from one byte to the next): every byte value at every place, among bytes that
  /// would pass and bytes that would not.
  @Test("the bytes flagged as not printable are exactly those, at every place of a word")
  func nonPrintableFlagsAreExact() {
    for filler: UInt8 in [0x61, 0x00, 0x7F, 0xFF, 0x23, 0x20] {
      for place in 0..<8 {
        for byte in 0...255 {
          var bytes = [UInt8](repeating: filler, count: 8)
          bytes[place] = UInt8(byte)
          let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
          #expect(WordBytes.flagsOfNonPrintable(in: word, excluding: 0x23) == WordBytesTests.nonPrintableFlags(bytes), "\(bytes)")
        }
      }
    }
  }

  /// The flags of `bytes` (the first lowest) byte by byte.
  static func nonPrintableFlags(_ bytes: [UInt8]) -> UInt64 {
    bytes.enumerated().reduce(UInt64(0)) { flags, pair in
      pair.element >= 0x20 && pair.element < 0x7F && pair.element != 0x23 ? flags : flags | UInt64(0x80) << UInt64(8 * pair.offset)
    }
  }
}
