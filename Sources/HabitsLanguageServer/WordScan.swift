/// Scans of megabytes of a message or a document eight bytes at a time, for the few bytes that
/// need a look: a file opened in the editor comes whole (43 MB for a log of two million
/// lines), and a loop over its bytes one at a time cost several instructions a byte.
///
/// Each flag test below flags the bytes that pass it and may flag bytes after the first of
/// them too (a borrow runs on), but never one before: the lowest flag is exact. A caller that
/// looks at the flagged byte itself and goes on after it loses nothing. The same tests as the
/// library's `WordBytes`, kept here because a call into another module is not inlined: a scan
/// through the library's cost 1,744 M instructions on that message instead of 706 M.
enum WordScan {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The flags of the bytes of `word` below `limit` (at most 0x80).
  @inline(__always)
  static func below(_ limit: UInt8, in word: UInt64) -> UInt64 {
    (word &- ones &* UInt64(limit)) & ~word & highs
  }

  /// The flags of the bytes of `word` equal to `byte`.
  @inline(__always)
  static func equal(to byte: UInt8, in word: UInt64) -> UInt64 {
    let x = word ^ (ones &* UInt64(byte))
    return (x &- ones) & ~x & highs
  }

  /// The index of the first byte in `from..<to` whose word `flags` flags (or whose byte
  /// `test` passes, for the last bytes that fill no word), or `to`.
  @inline(__always)
  static func first(
    in base: UnsafePointer<UInt8>, from: Int, to: Int, flags: (UInt64) -> UInt64, test: (UInt8) -> Bool
  ) -> Int {
    var i = from
    while i &+ 8 <= to {
      let found = flags(UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)))
      if found != 0 { return i &+ found.trailingZeroBitCount / 8 }
      i &+= 8
    }
    while i < to {
      if test(base[i]) { return i }
      i &+= 1
    }
    return to
  }
}
