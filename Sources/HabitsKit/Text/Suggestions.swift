/// "Did you mean ...?" for misspelt words and names.
package enum Suggestions {
  /// The candidate closest to `word` (case-insensitive Damerau-Levenshtein distance), if it is
  /// close enough to be a plausible typo: at most 1 edit for short words, 2 for longer ones, and
  /// never more than half the word.
  /// Words longer than this get no suggestion: nobody mistypes a paragraph, and the edit
  /// distance is quadratic in the length.
  static let longestWord = 64

  package static func closest(to word: String, in candidates: [String]) -> String? {
    guard word.utf8.count <= longestWord * 4 else { return nil }
    let target = Array(word.lowercased())
    guard !target.isEmpty, target.count <= longestWord else { return nil }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate.utf8.count <= longestWord * 4 {
      let distance = editDistance(target, Array(candidate.lowercased()))
      if best == nil || distance < best!.distance {
        best = (candidate, distance)
      }
    }
    guard let best else { return nil }
    let limit = target.count <= 4 ? 1 : min(2, target.count / 2)
    return best.distance <= limit && best.distance > 0 ? best.candidate : nil
  }

  /// The case-insensitive edit distance between two words (`editDistance`).
  package static func distance(_ a: String, _ b: String) -> Int {
    editDistance(Array(a.lowercased()), Array(b.lowercased()))
  }

  /// The optimal-string-alignment edit distance: insertions, deletions, substitutions and
  /// transpositions of neighbours each cost 1.
  package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    if abs(a.count - b.count) > 3 { return max(a.count, b.count) }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
