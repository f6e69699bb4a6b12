/// A unified diff of two versions of one file, as `git apply` and `patch -p1` read it:
/// `--- a/PATH`, `+++ b/PATH`, then hunks with three lines of context.
///
/// Lines are compared as bytes, each with its terminator, so a changed line ending is a
/// changed line; a last line without one is followed by `\ No newline at end of file`. A line
/// is what git and patch call one: it ends at LF (a CRLF line ends with its CR and LF), and a
/// lone CR is a byte within a line, so a file of lone-CR lines is one line to them.
package enum UnifiedDiff {
  /// The diff turning `old` into `new` (whole files' bytes) for the file at `path` (relative
  /// to the repository's top); empty when they are the same.
  package static func diff(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> String {
    String(decoding: bytes(old: old, new: new, path: path, context: context), as: UTF8.self)
  }

  /// `diff` as bytes, which keeps a line that is not UTF-8 as it is. With `aligned`, line N of
  /// `new` is taken to stand for line N of `old` (a change that moves no line, as formatting
  /// makes), which is found in one pass instead of by the shortest edit script.
  package static func bytes(old: [UInt8], new: [UInt8], path: String, context: Int = 3, aligned: Bool = false) -> [UInt8] {
    let (a, b) = (lines(old), lines(new))
    let steps = aligned ? LineDiff.aligned(a, b) : LineDiff.script(a, b)
    guard steps.contains(where: { $0 != .keep }) else { return [] }
    var out: [UInt8] = Array("--- a/\(path)\n+++ b/\(path)\n".utf8)
    // Where each step starts in the old and new file.
    var positions: [(old: Int, new: Int)] = []
    var (x, y) = (0, 0)
    for step in steps {
      positions.append((x, y))
      if step != .insert { x += 1 }
      if step != .delete { y += 1 }
    }
    positions.append((x, y))
    var index = 0
    while let change = steps[index...].firstIndex(where: { $0 != .keep }) {
      // A hunk: from `context` keeps before the first change to `context` keeps after the
      // last, joining changes that fewer than 2 × context keeps separate.
      let start = max(index, change - context)
      var end = change
      var scan = change
      while scan < steps.count {
        if steps[scan] != .keep {
          end = scan + 1
          scan += 1
        } else if let next = steps[scan...].firstIndex(where: { $0 != .keep }), next - end <= 2 * context {
          scan = next
        } else {
          break
        }
      }
      let stop = min(steps.count, end + context)
      let (oldStart, newStart) = positions[start]
      let (oldCount, newCount) = (positions[stop].old - oldStart, positions[stop].new - newStart)
      out += Array("@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n".utf8)
      var step = start
      while step < stop {
        if steps[step] == .keep {
          emit(" ", a[positions[step].old], into: &out)
          step += 1
          continue
        }
        // A run of changes: its deletions, then its insertions.
        var runEnd = step
        while runEnd < stop && steps[runEnd] != .keep { runEnd += 1 }
        for i in step..<runEnd where steps[i] == .delete { emit("-", a[positions[i].old], into: &out) }
        for i in step..<runEnd where steps[i] == .insert { emit("+", b[positions[i].new], into: &out) }
        step = runEnd
      }
      index = stop
      if index >= steps.count { break }
    }
    return out
  }

  /// "START,COUNT" with 1-based START (the line before for an empty range), as diff writes it:
  /// COUNT left out when it is 1.
  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
  }

  /// One line of a hunk: its mark and bytes, and a newline with a note when it has no
  /// terminator.
  private static func emit(_ mark: String, _ line: ArraySlice<UInt8>, into out: inout [UInt8]) {
    out += mark.utf8
    out += line
    if line.last != 0x0A { out += Array("\n\\ No newline at end of file\n".utf8) }
  }

  /// The lines of a file as git reads them, each with its LF (a lone CR ends none).
  static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == 0x0A {
        result.append(bytes[start..<index])
        start = index
      }
    }
    if start < bytes.count { result.append(bytes[start..<bytes.count]) }
    return result
  }
}
