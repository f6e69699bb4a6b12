import HabitsKit

/// Wrapping of ASCII text on its bytes, for `ViewText.wrap`: the same lines as wrapping by
/// characters, since in ASCII every byte is a character and every space a word break.
enum ASCIIWrap {
  /// `bytes` (all below 0x80) wrapped at spaces to lines of at most `width` cells;
  /// continuation lines are indented by `indent` spaces. A word longer than a line stays
  /// whole.
  static func lines(_ bytes: [UInt8], width: Int, indent: Int) -> [String] {
    var lines: [String] = []
    var line = TextBuffer(capacity: width + 1)
    var used = 0
    var hasWord = false
    var i = 0
    while i < bytes.count {
      // The next word: the run of non-space bytes at or after `i`.
      while i < bytes.count && bytes[i] == 0x20 { i += 1 }
      guard i < bytes.count else { break }
      let start = i
      var w = 0
      while i < bytes.count && bytes[i] != 0x20 {
        // Control characters take no cell, as `DisplayWidth.of` counts them.
        if bytes[i] >= 0x20 && bytes[i] != 0x7F { w += 1 }
        i += 1
      }
      if hasWord && used + 1 + w > width {
        lines.append(line.text)
        line = TextBuffer(capacity: width + 1)
        line.appendSpaces(indent)
        used = indent
        hasWord = false
      }
      if hasWord {
        line.appendSpaces(1)
        used += 1
      }
      line.append(bytes[start..<i])
      used += w
      hasWord = true
    }
    if line.count > 0 { lines.append(line.text) }
    return lines
  }
}
