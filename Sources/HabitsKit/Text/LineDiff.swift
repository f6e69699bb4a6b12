/// The shortest edit script between two sequences of lines (Myers, "An O(ND) Difference
/// Algorithm and Its Variations", 1986): which lines to keep, delete and insert.
///
/// The common start and end are matched first; the middle is searched diagonal by diagonal,
/// keeping for each number of edits D only the furthest points of diagonals -D...D, so time
/// is O((N + M) D) and memory O(D²): a few inserted lines in a long file cost little.
package enum LineDiff {
  /// One step of an edit script.
  package enum Step: Hashable, Sendable {
    /// The next old line is also the next new line.
    case keep
    /// The next old line is deleted.
    case delete
    /// The next new line is inserted.
    case insert
  }

  /// The steps that turn `old` into `new`, in order: each `keep` and `delete` consumes an old
  /// line, each `keep` and `insert` a new one.
  package static func script<Line: Equatable>(_ old: [Line], _ new: [Line]) -> [Step] {
    var prefix = 0
    while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix && suffix < new.count - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let middle = shortestMiddle(old[prefix..<(old.count - suffix)], new[prefix..<(new.count - suffix)])
    return Array(repeating: .keep, count: prefix) + middle + Array(repeating: .keep, count: suffix)
  }

  /// The steps that turn `old` into `new` when line N of one stands for line N of the other:
  /// a line that differs is deleted and inserted in place, and the lines one has beyond the
  /// other are deleted or inserted at the end. Linear: for a change that moves no line.
  package static func aligned<Line: Equatable>(_ old: [Line], _ new: [Line]) -> [Step] {
    var steps: [Step] = []
    steps.reserveCapacity(max(old.count, new.count) + 16)
    for index in 0..<min(old.count, new.count) {
      if old[index] == new[index] { steps.append(.keep) } else { steps += [.delete, .insert] }
    }
    if old.count > new.count { steps += repeatElement(.delete, count: old.count - new.count) }
    if new.count > old.count { steps += repeatElement(.insert, count: new.count - old.count) }
    return steps
  }

  /// Myers's greedy search on the middle, then its path back.
  private static func shortestMiddle<Line: Equatable>(_ a: ArraySlice<Line>, _ b: ArraySlice<Line>) -> [Step] {
    let (n, m) = (a.count, b.count)
    if n == 0 { return Array(repeating: .insert, count: m) }
    if m == 0 { return Array(repeating: .delete, count: n) }
    let (a0, b0) = (a.startIndex, b.startIndex)
    let limit = n + m
    // furthest[k + limit]: the furthest x reached on diagonal k (x - y = k).
    var furthest = [Int](repeating: 0, count: 2 * limit + 2)
    // trace[d]: the furthest x of diagonals -d...d after d edits.
    var trace: [[Int]] = []
    search: for d in 0...limit {
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && furthest[k - 1 + limit] < furthest[k + 1 + limit]) {
          x = furthest[k + 1 + limit]  // down: an insertion
        } else {
          x = furthest[k - 1 + limit] + 1  // right: a deletion
        }
        var y = x - k
        while x < n && y < m && a[a0 + x] == b[b0 + y] {
          x += 1
          y += 1
        }
        furthest[k + limit] = x
        if x >= n && y >= m {
          trace.append(Array(furthest[(limit - d)...(limit + d)]))
          break search
        }
      }
      trace.append(Array(furthest[(limit - d)...(limit + d)]))
    }
    // Back from (n, m): at each d, the snake of keeps, then the edit that led to it.
    var steps: [Step] = []
    var (x, y) = (n, m)
    for d in stride(from: trace.count - 1, to: 0, by: -1) {
      let k = x - y
      let before = trace[d - 1]
      /// The furthest x on diagonal `k` after d - 1 edits.
      func reached(_ k: Int) -> Int { before[k + d - 1] }
      let down = k == -d || (k != d && reached(k - 1) < reached(k + 1))
      let previousK = down ? k + 1 : k - 1
      let previousX = reached(previousK)
      let previousY = previousX - previousK
      let startX = down ? previousX : previousX + 1
      steps += Array(repeating: .keep, count: x - startX)
      steps.append(down ? .insert : .delete)
      (x, y) = (previousX, previousY)
    }
    steps += Array(repeating: .keep, count: x)
    return steps.reversed()
  }
}
