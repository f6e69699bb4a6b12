/// Questions about the eight bytes of a word at once, for scanning files faster than a byte at
/// a time (the classic bit tricks: a byte is zero exactly when subtracting one borrows into
/// its high bit while its own high bit was clear).
enum WordBytes {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// Whether some byte of `word` is zero.
  @inline(__always)
  static func containsZero(_ word: UInt64) -> Bool {
    (word &- ones) & ~word & highs != 0
  }

  /// Whether some byte of `word` is `byte`.
  @inline(__always)
  static func containsByte(_ word: UInt64, _ byte: UInt8) -> Bool {
    containsZero(word ^ (ones &* UInt64(byte)))
  }

  /// The index (0-7, in memory order on a little-endian machine) of the first byte of `word`
  /// that is `byte`, or nil: the lowest high bit the zero test sets is exact (a false one can
  /// only come from a borrow out of a true zero below it).
  @inline(__always)
  static func firstIndex(of byte: UInt8, in word: UInt64) -> Int? {
    let x = word ^ (ones &* UInt64(byte))
    let zeros = (x &- ones) & ~x & highs
    return zeros == 0 ? nil : zeros.trailingZeroBitCount &>> 3
  }

  /// How many bytes of `word` are `byte`: the high bit of each byte that is zero after the
  /// exclusive or, set without carries between bytes, and counted.
  @inline(__always)
  static func count(of byte: UInt8, in word: UInt64) -> Int {
    let x = word ^ (ones &* UInt64(byte))
    let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let nonZero = ((x & lows) &+ lows) | x
    return (~nonZero & highs).nonzeroBitCount
  }

  /// Whether every byte of `word` is printable ASCII (0x20 to 0x7E) other than `excluded`.
  @inline(__always)
  static func isPrintableASCII(_ word: UInt64, excluding excluded: UInt8) -> Bool {
    let nonASCII = word & highs
    // With no high bit set, a byte below 0x20 borrows into its high bit.
    let control = (word &- ones &* 0x20) & ~word & highs
    return nonASCII | control == 0 && !containsByte(word, 0x7F) && !containsByte(word, excluded)
  }
}
