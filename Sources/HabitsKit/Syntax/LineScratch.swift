/// What reading a habit line leaves for the lines after it.
struct LineScratch {
  /// One array of tokens for every clause of the file, emptied and refilled: a new array per
  /// clause was an allocation and a free, about 500 instructions, twice or three times a
  /// habit line.
  var tokens: [Token] = []
  /// Where the name of the last declaration read is, in the file (empty before the first).
  var lastName = 0..<0

  /// Where the schedule texts of the last two declarations read are, in the file (empty
  /// before them), and the declarations' indices: a habit's change lines mostly alternate two
  /// schedules, so a line's text is often the one two lines up.
  var schedules: (last: Range<Int>, lastIndex: Int, before: Range<Int>, beforeIndex: Int) = (0..<0, 0, 0..<0, 0)

  /// Whether the bytes at `name` (indices of `line`) are those of `lastName`.
  func sameName(_ name: Range<Int>, on line: HabitsFileLine) -> Bool {
    Self.same(name, on: line, as: lastName)
  }

  /// The schedule text of a declaration of `declarations` read before whose text has the
  /// bytes at `text` (indices of `line`), if either of the last two has them: its string,
  /// shared rather than made again.
  func sharedScheduleText(_ text: Range<Int>, on line: HabitsFileLine, in declarations: [HabitDeclaration]) -> String? {
    if Self.same(text, on: line, as: schedules.before), schedules.beforeIndex < declarations.count {
      return declarations[schedules.beforeIndex].scheduleText
    }
    if Self.same(text, on: line, as: schedules.last), schedules.lastIndex < declarations.count {
      return declarations[schedules.lastIndex].scheduleText
    }
    return nil
  }

  /// Records that declaration `index` has its schedule text at `text` (indices of `line`).
  mutating func recordScheduleText(_ text: Range<Int>, on line: HabitsFileLine, declaration index: Int) {
    let inFile = (text.lowerBound + line.offset)..<(text.upperBound + line.offset)
    schedules = (inFile, index, schedules.last, schedules.lastIndex)
  }

  /// Whether the bytes at `range` (indices of `line`) are those at `earlier` (indices of the
  /// file, non-empty).
  private static func same(_ range: Range<Int>, on line: HabitsFileLine, as earlier: Range<Int>) -> Bool {
    guard range.count == earlier.count, !earlier.isEmpty else { return false }
    // The line's memory is the file's: the earlier bytes are read at their offset from the
    // line's, eight bytes at a time.
    let count = range.count
    let new = UnsafeRawPointer(line.bytes + range.lowerBound)
    let last = UnsafeRawPointer(line.bytes - line.offset + earlier.lowerBound)
    guard count >= 8 else {
      for offset in 0..<count where new.load(fromByteOffset: offset, as: UInt8.self) != last.load(fromByteOffset: offset, as: UInt8.self) {
        return false
      }
      return true
    }
    // Eight bytes at a time, the last eight overlapping the ones before rather than a byte loop.
    var offset = 0
    while true {
      if new.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != last.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
        return false
      }
      if offset == count - 8 { break }
      offset = min(offset + 8, count - 8)
    }
    return true
  }
}
