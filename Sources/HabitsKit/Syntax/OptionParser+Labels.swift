/// The options that label a habit rather than schedule it: its tags and its time of day.
extension OptionParser {
  /// `tags = ( "tags" | "tag" ) tag { [ "," ] tag }`: each tag a word without `:`, kept as
  /// first written, each once ignoring case.
  mutating func parseTags() -> HabitOption? {
    var tags: [String] = []
    var keys: [String] = []
    while let token = cursor.peek {
      if token.kind == .comma {
        cursor.advance()
        continue
      }
      let text = cursor.text(token)
      if let bad = cursor.bytes(token).firstIndex(of: 0x3A) {
        let column = token.range.start.column + bad - cursor.bytes(token).startIndex
        return cursor.fail(.tagContains(":"), at: SourceRange(line: token.range.start.line, columns: column..<(column + 1)))
      }
      cursor.advance()
      let key = Habit.key(for: text)
      if !keys.contains(key) {
        keys.append(key)
        tags.append(text)
      }
    }
    guard !tags.isEmpty else {
      return cursor.fail(.missingTags, notes: ["for example '; tags outdoor, morning'"])
    }
    return .tags(tags)
  }
}
