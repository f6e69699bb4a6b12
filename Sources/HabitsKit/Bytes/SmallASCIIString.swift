/// A string of at most 15 ASCII bytes made straight from two words of memory: the value
/// Swift's own small-string form holds, without the closure, the copy and the UTF-8
/// validation of `String(unsafeUninitializedCapacity:initializingUTF8With:)` (about 110
/// instructions a string; this is about 15).
///
/// Contract: on a 64-bit little-endian platform (x86-64, ARM64) a `String` of at most 15 bytes is held in
/// place as two words: the bytes in memory order, the unused ones zero, and the top byte of
/// the second word `0xE0 | count` for ASCII (immortal, small, ASCII: the layout of
/// `_SmallString`, part of the standard library's stable ABI). The result is then the very
/// value `String(decoding:as:)` makes of the same bytes (`SmallASCIIStringTests` compares
/// them). On any other platform, and for bytes beyond ASCII, the caller takes the general way.
enum SmallASCIIString {
  /// The most bytes a small string holds.
  static let capacity = 15

  /// The string of the `count` (at most 15) bytes at `start`, when they are ASCII; nil when
  /// one is not (or the platform has another layout). Sixteen bytes from `start` must be
  /// readable: both words are loaded whole and the bytes past `count` masked off.
  @inline(__always)
  static func make(_ start: UnsafeRawPointer, count: Int) -> String? {
    #if arch(x86_64) || arch(arm64)
      let first = UInt64(littleEndian: start.loadUnaligned(as: UInt64.self))
      let second = UInt64(littleEndian: start.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      // The masks keep the first `count` bytes (a shift of 64 or more is no mask at all).
      let bits = UInt64(truncatingIfNeeded: count &* 8)
      let leading = count >= 8 ? first : first & ((1 &<< bits) &- 1)
      let trailing = count <= 8 ? 0 : second & ((1 &<< (bits &- 64)) &- 1)
      guard (leading | trailing) & 0x8080_8080_8080_8080 == 0 else { return nil }
      return unsafeBitCast((leading, trailing | UInt64(truncatingIfNeeded: 0xE0 | count) &<< 56), to: String.self)
    #else
      return nil
    #endif
  }
}
