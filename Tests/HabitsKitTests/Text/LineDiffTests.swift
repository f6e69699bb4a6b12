import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The line diff behind `habits changes --diff`: Myers's shortest edit script against a
/// dynamic-programming LCS on random inputs, and the unified format.
@Suite struct LineDiffTests {
  /// The length of a longest common subsequence, by the textbook table.
  static func lcs(_ a: [Int], _ b: [Int]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in a.indices.reversed() {
      for j in b.indices.reversed() {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }

  @Test("the script turns old into new with the fewest edits", arguments: 0..<8)
  func shortest(batch: Int) {
    var random = SeededRandom(seed: UInt64(batch) &* 7919 &+ 1)
    for _ in 0..<200 {
      let a = (0..<Int.random(in: 0...14, using: &random)).map { _ in Int.random(in: 0...3, using: &random) }
      let b = (0..<Int.random(in: 0...14, using: &random)).map { _ in Int.random(in: 0...3, using: &random) }
      let script = LineDiff.script(a, b)
      var (x, y, rebuilt) = (0, 0, [Int]())
      for step in script {
        switch step {
        case .keep:
          #expect(a[x] == b[y])
          rebuilt.append(a[x])
          (x, y) = (x + 1, y + 1)
        case .delete: x += 1
        case .insert:
          rebuilt.append(b[y])
          y += 1
        }
      }
      #expect(x == a.count && y == b.count && rebuilt == b, "\(a) -> \(b): \(script)")
      #expect(script.count { $0 != .keep } == a.count + b.count - 2 * Self.lcs(a, b), "\(a) -> \(b): \(script)")
    }
  }

  @Test("a unified diff: headers, hunks with three lines of context, joined when close, no newline at the end")
  func unified() {
    let old = (1...20).map { "line \($0)\n" }.joined()
    var lines = (1...20).map { "line \($0)\n" }
    lines.insert("new A\n", at: 2)
    // Seven unchanged lines apart: two hunks (six would join them).
    lines[10] = "changed 10\n"
    lines[20] = "line 20"
    let diff = UnifiedDiff.diff(old: Array(old.utf8), new: Array(lines.joined().utf8), path: "journal/habits.txt")
    #expect(
      diff == """
        --- a/journal/habits.txt
        +++ b/journal/habits.txt
        @@ -1,5 +1,6 @@
         line 1
         line 2
        +new A
         line 3
         line 4
         line 5
        @@ -7,7 +8,7 @@
         line 7
         line 8
         line 9
        -line 10
        +changed 10
         line 11
         line 12
         line 13
        @@ -17,4 +18,4 @@
         line 17
         line 18
         line 19
        -line 20
        +line 20
        \\ No newline at end of file

        """)
    #expect(UnifiedDiff.diff(old: Array(old.utf8), new: Array(old.utf8), path: "h.txt").isEmpty)
    var close = (1...20).map { "line \($0)\n" }
    close[2] = "changed 3\n"
    close[9] = "changed 10\n"
    let joined = UnifiedDiff.diff(old: Array(old.utf8), new: Array(close.joined().utf8), path: "h.txt")
    #expect(joined.hasPrefix("--- a/h.txt\n+++ b/h.txt\n@@ -1,13 +1,13 @@\n line 1\n line 2\n-line 3\n+changed 3\n"), "\(joined)")
    #expect(joined.split(separator: "\n").filter { $0.hasPrefix("@@") }.count == 1)
    let inserted = UnifiedDiff.diff(old: [], new: Array("a\n".utf8), path: "h.txt")
    #expect(inserted == "--- a/h.txt\n+++ b/h.txt\n@@ -0,0 +1 @@\n+a\n")
  }
}
