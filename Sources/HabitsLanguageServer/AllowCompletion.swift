import HabitsKit

extension LanguageServer {
  /// The codes an allow can name, each with its summary: every warning's code.
  static let allowableCodes: [(label: String, detail: String?, kind: Int)] = DiagnosticCode.allCases
    .filter(\.isAllowable).map { ($0.rawValue, $0.summary, 21) }

  /// Where the code being typed starts in `before` (a line's bytes up to the cursor) when the
  /// cursor is in the list of an allow: after `# habits: allow` in either file, or after the
  /// habits file's `allow` setting (a line starting with the word, with no colon); else nil.
  static func allowCodeStart(_ before: [UInt8], habitsFile: Bool) -> Int? {
    // ASCII letters in lower case: the keywords are ASCII, and offsets stay byte offsets.
    let lower = before.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    var list: Int?
    if let hash = lower.firstIndex(of: UInt8(ascii: "#")) {
      let comment = String(decoding: lower[(hash + 1)...], as: UTF8.self)
      if AllowDirective.isDirective(Substring(comment)) {
        // The list starts after the first "allow" past the '#'.
        let word = Array("allow".utf8)
        list = (hash + 1..<lower.count - 4).first { Array(lower[$0..<($0 + 5)]) == word }.map { $0 + 5 }
      }
    } else if habitsFile, !before.contains(UInt8(ascii: ":")) {
      let first = lower.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? lower.count
      if lower.count > first + 5, Array(lower[first..<(first + 5)]) == Array("allow".utf8),
        [0x20, 0x09, UInt8(ascii: ",")].contains(lower[first + 5])
      {
        list = first + 5
      }
    }
    guard let list, list < before.count else { return nil }
    var start = before.count
    while start > list && ![0x20, 0x09, UInt8(ascii: ",")].contains(before[start - 1]) { start -= 1 }
    return start
  }
}
