/// What reading a habit line leaves for the lines after it.
struct LineScratch {
  /// One array of tokens for every clause of the file, emptied and refilled: a new array per
  /// clause was an allocation and a free, about 500 instructions, twice or three times a
  /// habit line.
  var tokens: [Token] = []
  /// Where the name of the last declaration read is, in the file (empty before the first).
  var lastName = 0..<0

  /// Whether the bytes at `name` (indices of `line`) are those of `lastName`.
  func sameName(_ name: Range<Int>, on line: HabitsFileLine) -> Bool {
    guard name.count == lastName.count, !lastName.isEmpty else { return false }
    // The line's memory is the file's: the last name is read at its offset from the line's,
    // eight bytes at a time.
    let new = UnsafeRawPointer(line.bytes + name.lowerBound)
    let last = UnsafeRawPointer(line.bytes - line.offset + lastName.lowerBound)
    var offset = 0
    while offset + 8 <= name.count {
      if new.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != last.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
        return false
      }
      offset += 8
    }
    while offset < name.count {
      if new.load(fromByteOffset: offset, as: UInt8.self) != last.load(fromByteOffset: offset, as: UInt8.self) { return false }
      offset += 1
    }
    return true
  }
}
