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
    // Sorted unless they are: a resolver hands the same sorted habits for each line of a
    // directive it has seen.
    let sorted = habits.indices.dropFirst().allSatisfy { habits[$0 - 1] <= habits[$0] }
    let meaning = Meaning(day: day, kind: kind, items: sorted ? habits : habits.sorted(), until: until?.number)
    lines.append(Line(number: number, range: range, meaning: meaning))
  }

  /// Each line that repeats an earlier one, with the first line it repeats, in file order.
  ///
  /// The lines are sorted by what they say, then by number: the lines that say the same thing
  /// are then neighbours, the first of them in the file leading. Sorting spares hashing each
  /// meaning (its items are an array) and a dictionary, whose type's first use alone costs
  /// about 0.2 M instructions: 0.5 M of 0.6 M on `check` with the decade data set (273
  /// vacation and skip lines).
  func repeats() -> [(line: Line, first: Line)] {
    guard lines.count > 1 else { return [] }
    let order = lines.indices.sorted { a, b in
      let (x, y) = (lines[a], lines[b])
      return x.meaning == y.meaning ? x.number < y.number : x.meaning < y.meaning
    }
    var result: [(line: Line, first: Line)] = []
    var first = order[0]
    for index in order.dropFirst() {
      if lines[index].meaning == lines[first].meaning {
        result.append((lines[index], lines[first]))
      } else {
        first = index
      }
    }
    result.sort { $0.line.number < $1.line.number }
    return result
  }
}

extension RepeatedLines.Meaning: Comparable {
  /// Day first, then kind, end and items: any order serves that puts equal meanings together.
  static func < (a: Self, b: Self) -> Bool {
    if a.day != b.day { return a.day < b.day }
    if a.kind != b.kind { return a.kind < b.kind }
    if a.until != b.until { return (a.until ?? Int.min) < (b.until ?? Int.min) }
    return a.items.lexicographicallyPrecedes(b.items)
  }
}
