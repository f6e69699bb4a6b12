/// A machine-applicable fix for a diagnostic: replace a span of its file with a text.
///
/// Editors offer it as a quick fix (`habits lsp`). It is derived from the diagnostic in one
/// place, so the parsers and resolvers that word "did you mean 'X'?" notes need no second
/// channel: every such note is said about the diagnostic's own span (the misspelt word or
/// name), which is what the fix replaces.
package struct DiagnosticFix: Hashable, Sendable {
  /// What the fix does, for a menu: "Replace with 'Monday'".
  package var title: String
  /// The span of the diagnostic's file to replace (a whole line with its end, to delete one).
  package var range: SourceRange
  /// The new text of the span.
  package var replacement: String
  /// Whether only the span's first word is replaced: an unknown option's span is the whole
  /// option ("sinse 2026-11-01") and the suggestion is for its first word ("since").
  package var replacesFirstWordOnly: Bool

  /// Creates a fix.
  package init(title: String, range: SourceRange, replacement: String, replacesFirstWordOnly: Bool = false) {
    self.title = title
    self.range = range
    self.replacement = replacement
    self.replacesFirstWordOnly = replacesFirstWordOnly
  }

  /// The fix with its span cut to the first word when it replaces only that, given the text
  /// of the span's line (a fix spans one line).
  package func narrowed(lineText: [UInt8]) -> DiagnosticFix {
    guard replacesFirstWordOnly else { return self }
    let start = range.start.column - 1
    guard start >= 0, start <= lineText.count else { return self }
    var end = start
    while end < lineText.count && end < range.end.column - 1 && lineText[end] != 0x20 && lineText[end] != 0x09 { end += 1 }
    var result = self
    result.range = SourceRange(line: range.start.line, columns: range.start.column..<(end + 1))
    result.replacesFirstWordOnly = false
    return result
  }
}

extension Diagnostic {
  /// The fix this diagnostic suggests, if any: the name or word of a "did you mean 'X'?" note
  /// in place of the diagnostic's span, or, for a log line given twice, deleting the repeat.
  package var fix: DiagnosticFix? {
    for note in notes where note.range == nil {
      let prefix = "did you mean '"
      let suffix = "'?"
      guard note.message.hasPrefix(prefix), note.message.hasSuffix(suffix),
        note.message.count > prefix.count + suffix.count
      else { continue }
      let word = String(note.message.dropFirst(prefix.count).dropLast(suffix.count))
      guard range.start.line == range.end.line, range.start.column < range.end.column else { return nil }
      return DiagnosticFix(
        title: "Replace with '\(word)'", range: range, replacement: word, replacesFirstWordOnly: code == .unknownOption)
    }
    if code == .duplicateEntry {
      let whole = SourceRange(
        start: SourceLocation(line: range.start.line, column: 1), end: SourceLocation(line: range.start.line + 1, column: 1))
      return DiagnosticFix(title: "Delete the repeated line", range: whole, replacement: "")
    }
    return nil
  }
}
