/// Whether a file looks like a log, before `habits` appends to one: a file that is not one (a
/// shell start-up file, a habits file, a note) is refused rather than given a dated line.
///
/// The first 50 lines that are neither blank, comments nor git's conflict markers (a log in
/// the middle of a merge is still a log) are looked at; a line counts as a log line when it
/// starts (after blanks) with a date shaped `YYYY-MM-DD`, whatever follows, so a log with
/// typos still counts. Fewer than half such lines is not a log; an empty or comment-only
/// file is one (a new log).
///
/// ```
/// ""                                        a log (nothing to look at)
/// "# mine\n2026-11-20 Gym\n"                a log (1 of 1)
/// "2026-11-20 Gym\nGym twice\n"             a log (1 of 2)
/// "export PATH=~/bin\nalias ll='ls -l'\n"   not a log (0 of 2)
/// ```
package enum LogShape {
  /// How many lines, neither blank nor comments, are looked at.
  package static let linesLooked = 50

  /// Of the first `linesLooked` lines of `bytes` that are neither blank nor comments, how
  /// many there are and how many start with a date.
  package static func datedLines<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> (dated: Int, looked: Int)
  where Bytes.Index == Int {
    var dated = 0
    var looked = 0
    var index = bytes.startIndex
    // A byte order mark is not part of the first line.
    if bytes.count >= 3 && bytes[index] == 0xEF && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF { index += 3 }
    while index < bytes.endIndex && looked < linesLooked {
      while index < bytes.endIndex && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
      let start = index
      while index < bytes.endIndex && bytes[index] != 0x0A && bytes[index] != 0x0D { index += 1 }
      if index > start && bytes[start] != 0x23 && !isConflictMarker(bytes, at: start, end: index) {
        looked += 1
        if startsWithDate(bytes, at: start, end: index) { dated += 1 }
      }
      if index < bytes.endIndex { index += 1 }
    }
    return (dated, looked)
  }

  /// Whether `bytes` look like a log: at least half the lines looked at start with a date.
  package static func isLog<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Bool where Bytes.Index == Int {
    let lines = datedLines(bytes)
    return 2 * lines.dated >= lines.looked
  }

  /// Whether the line from `start` to `end` starts with seven of `<`, `|`, `=` or `>`.
  private static func isConflictMarker<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at start: Int, end: Int) -> Bool
  where Bytes.Index == Int {
    guard end - start >= 7, [0x3C, 0x7C, 0x3D, 0x3E].contains(bytes[start]) else { return false }
    return (start..<(start + 7)).allSatisfy { bytes[$0] == bytes[start] }
  }

  /// Whether the line from `start` to `end` starts with `DDDD-DD-DD`.
  private static func startsWithDate<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at start: Int, end: Int) -> Bool
  where Bytes.Index == Int {
    guard end - start >= 10 else { return false }
    for offset in 0..<10 {
      let byte = bytes[start + offset]
      let isDigit = byte >= 0x30 && byte <= 0x39
      if offset == 4 || offset == 7 {
        if byte != 0x2D { return false }
      } else if !isDigit {
        return false
      }
    }
    return true
  }
}
