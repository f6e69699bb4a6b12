/// Finds log lines that say exactly what an earlier line of the same day said: a merge or a
/// paste gone twice.
///
/// Lines are compared by what they mean, not their bytes: the day, the kind of line, its
/// habits (with counts for completions) in a canonical order, and a vacation's end. The
/// resolver adds only lines that can repeat one another, which in a sound log are few.
struct RepeatedLines {
  /// A line as compared: its place and what it says.
  struct Line {
    var number: Int
    /// The line's content, or nil where the caller finds it only when it reports the line.
    var range: SourceRange?
    var meaning: Meaning
  }

  /// What makes two lines say the same thing.
  struct Meaning: Hashable {
    var day: Int
    var kind: Int
    var items: [Int]
    var until: Int?
  }

  private var lines: [Line] = []

  /// Adds `line`, whose habits (habit indices, or another item per habit; -1 for "every
  /// habit") are `habits`, of line kind `kind`.
  mutating func add(line: LogLineSyntax, kind: Int, habits: [Int], until: Day?) {
    add(day: line.day.number, line: line.number, range: line.lineRange, kind: kind, habits: habits, until: until)
  }

  /// Adds line `number`, dated day number `day`, whose content is `range` (nil when unknown).
  mutating func add(day: Int, line number: Int, range: SourceRange?, kind: Int, habits: [Int], until: Day?) {
    let meaning = Meaning(day: day, kind: kind, items: habits.count > 1 ? habits.sorted() : habits, until: until?.number)
    lines.append(Line(number: number, range: range, meaning: meaning))
  }

  /// Each line that repeats an earlier one, with the first line it repeats, in file order.
  func repeats() -> [(line: Line, first: Line)] {
    guard lines.count > 1 else { return [] }
    var firstSaying: [Meaning: Int] = [:]
    var result: [(line: Line, first: Line)] = []
    for index in lines.indices.sorted(by: { lines[$0].number < lines[$1].number }) {
      let line = lines[index]
      if let first = firstSaying[line.meaning] {
        result.append((line, lines[first]))
      } else {
        firstSaying[line.meaning] = index
      }
    }
    return result
  }
}
