/// Walks the comma-separated items of a stretch of a line, each trimmed of whitespace.
///
/// An item with nothing in it (`Gym,,Swim`, a trailing comma) comes back as an empty range at
/// the place a name was expected, so the caller can point at it.
struct ItemCursor {
  /// Where the next item starts.
  private var start: Int
  /// The end of the stretch.
  private let end: Int
  private var finished = false

  /// A cursor over `start..<end`, which holds at least one (possibly empty) item.
  init(start: Int, end: Int) {
    self.start = start
    self.end = end
  }

  /// The next item of `bytes` (absolute indices), or nil after the last one. Inlined: called
  /// for every item of every grouped line, where the call cost as much as the scan.
  @inline(__always)
  mutating func next(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    guard !finished else { return nil }
    var index = start
    while index < end && bytes[index] != 0x2C { index += 1 }
    var lower = start
    var upper = index
    while lower < upper {
      if Bytes.isBlank(bytes[lower]) {
        lower += 1
      } else if lower + 1 < upper && bytes[lower] == 0xC2 && bytes[lower + 1] == 0xA0 {
        lower += 2
      } else {
        break
      }
    }
    while upper > lower {
      if Bytes.isBlank(bytes[upper - 1]) {
        upper -= 1
      } else if upper - 2 >= lower && bytes[upper - 2] == 0xC2 && bytes[upper - 1] == 0xA0 {
        upper -= 2
      } else {
        break
      }
    }
    if index == end { finished = true } else { start = index + 1 }
    return lower..<upper
  }
}
