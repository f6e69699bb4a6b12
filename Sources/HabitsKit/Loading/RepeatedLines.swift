/// Finds log lines that say exactly what an earlier line said: a merge or a paste gone twice.
///
/// Only lines of the same day can repeat each other, and most days have one line. The resolver
/// adds lines in date order, so a day's lines are next to each other; fingerprints, which sort
/// the line's habits, are built only for days with several lines.
struct RepeatedLines {
  /// What makes two log lines say the same thing: the day, the kind of line, and its habits
  /// (with counts for completions), in a canonical order.
  struct Fingerprint: Hashable {
    var day: Int
    var kind: Int
    var items: [Int]
    var until: Int?
  }

  /// The lines that may repeat one another: day number and line index.
  private var lines: [(day: Int, line: Int)] = []

  /// Records line `index`, dated `day`, as one that must not repeat an earlier line. Lines
  /// come in date order, file order within a day (others are sorted so).
  mutating func add(line index: Int, day: Day) {
    lines.append((day.number, index))
  }

  /// Each line that repeats an earlier one, with the first line it repeats, in file order.
  func repeats(fingerprint: (Int) -> Fingerprint) -> [(line: Int, first: Int)] {
    var lines = self.lines
    for i in lines.indices.dropFirst() where (lines[i - 1].day, lines[i - 1].line) > (lines[i].day, lines[i].line) {
      lines.sort { ($0.day, $0.line) < ($1.day, $1.line) }
      break
    }
    var result: [(line: Int, first: Int)] = []
    var start = 0
    while start < lines.count {
      var end = start + 1
      while end < lines.count && lines[end].day == lines[start].day { end += 1 }
      if end - start > 8 {
        var firstWith: [Fingerprint: Int] = [:]
        for (_, line) in lines[start..<end] {
          let print = fingerprint(line)
          if let first = firstWith[print] {
            result.append((line, first))
          } else {
            firstWith[print] = line
          }
        }
      } else if end - start > 1 {
        // A day's few lines: compared pairwise, which spares a dictionary of fingerprints.
        let prints = lines[start..<end].map { fingerprint($0.line) }
        for j in 1..<prints.count {
          if let i = prints[..<j].firstIndex(of: prints[j]) {
            result.append((lines[start + j].line, lines[start + i].line))
          }
        }
      }
      start = end
    }
    return result.sorted { $0.line < $1.line }
  }
}
