extension Suggestions {
  /// A misspelt keyword of a log line inside what was read as a habit name: its first word
  /// close to `vacation`, `skip` or `resume` ("vacaton until 2026-11-25", "skp Gym"), or a
  /// later word close to `until` before a date ("Gym untill 2026-11-25"). Gives the word's
  /// UTF-8 offsets in `text` and the keyword; nil when no word is such a typo.
  package static func logKeyword(in text: String) -> (offsets: Range<Int>, keyword: String)? {
    var words: [(offsets: Range<Int>, text: String)] = []
    var start: Int?
    let bytes = Array(text.utf8)
    for index in 0...bytes.count {
      let blank = index == bytes.count || bytes[index] == 0x20 || bytes[index] == 0x09
      if blank, let first = start {
        words.append((first..<index, String(decoding: bytes[first..<index], as: UTF8.self)))
        start = nil
      } else if !blank && start == nil {
        start = index
      }
    }
    guard let first = words.first else { return nil }
    if let keyword = closest(to: first.text, in: ["vacation", "skip", "resume", "redeem"]) { return (first.offsets, keyword) }
    for index in words.indices.dropFirst() where index + 1 < words.count && words[index + 1].text.first?.isNumber == true {
      if let keyword = closest(to: words[index].text, in: ["until"]) { return (words[index].offsets, keyword) }
    }
    return nil
  }
}
