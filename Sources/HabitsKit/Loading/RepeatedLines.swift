/// Finds log lines that say exactly what an earlier line said: a merge or a paste gone twice.
///
/// Only lines of the same day can repeat each other, and most days have one line. Lines are
/// linked by day as they come (one integer hash each); fingerprints, which sort the line's
/// habits, are built only for days with several lines.
struct RepeatedLines {
  /// What makes two log lines say the same thing: the day, the kind of line, and its habits
  /// (with counts for completions), in a canonical order.
  struct Fingerprint: Hashable {
    var day: Int
    var kind: Int
    var items: [Int]
    var until: Int?
  }

  /// The lines that may repeat one another (line indices), in file order.
  private var lines: [Int] = []
  /// For each of `lines`, the position in `lines` of the previous one on its day, or -1.
  private var previousOnDay: [Int] = []
  /// The position in `lines` of the latest line of each day (by day number).
  private var latestOnDay: [Int: Int] = [:]
  /// Whether some day has more than one line.
  private var anyShared = false

  /// Records line `index`, dated `day`, as one that must not repeat an earlier line.
  mutating func add(line index: Int, day: Day) {
    let position = lines.count
    lines.append(index)
    let previous = latestOnDay.updateValue(position, forKey: day.number)
    previousOnDay.append(previous ?? -1)
    if previous != nil { anyShared = true }
  }

  /// Each line that repeats an earlier one, with the first line it repeats, in file order.
  func repeats(fingerprint: (Int) -> Fingerprint) -> [(line: Int, first: Int)] {
    guard anyShared else { return [] }
    var result: [(line: Int, first: Int)] = []
    var done = Array(repeating: false, count: lines.count)
    for last in stride(from: lines.count - 1, through: 0, by: -1) where !done[last] && previousOnDay[last] >= 0 {
      // The day's lines, latest first; then compared in file order.
      var day: [Int] = []
      var position = last
      while position >= 0 {
        day.append(position)
        done[position] = true
        position = previousOnDay[position]
      }
      var firstWith: [Fingerprint: Int] = [:]
      for position in day.reversed() {
        let line = lines[position]
        let print = fingerprint(line)
        if let first = firstWith[print] {
          result.append((line, first))
        } else {
          firstWith[print] = line
        }
      }
    }
    return result.sorted { $0.line < $1.line }
  }
}
