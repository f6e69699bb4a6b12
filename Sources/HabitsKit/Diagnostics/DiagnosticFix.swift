/// A machine-applicable fix for a diagnostic: replace a span of its file with a text.
///
/// Set where the suggestion is made (the parser or resolver that finds "did you mean 'X'?"
/// knows the exact word to replace), carried by the diagnostic, printed by the CLI as its
/// note (`note`), and offered by editors as a quick fix (`habits lsp`).
package struct DiagnosticFix: Hashable, Sendable {
  /// What the fix does, for a menu: "Replace with 'Monday'".
  package var title: String
  /// The span of the diagnostic's file to replace (a whole line with its end, to delete one).
  package var range: SourceRange
  /// The new text of the span.
  package var replacement: String

  /// Creates a fix.
  package init(title: String, range: SourceRange, replacement: String) {
    self.title = title
    self.range = range
    self.replacement = replacement
  }

  /// `word` in place of the span `range` (a misspelt word or name).
  package static func replacing(_ range: SourceRange, with word: String) -> DiagnosticFix {
    DiagnosticFix(title: "Replace with '\(word)'", range: range, replacement: word)
  }

  /// Deleting line `line` whole, its line end included.
  package static func deletingLine(_ line: Int, title: String) -> DiagnosticFix {
    let whole = SourceRange(start: SourceLocation(line: line, column: 1), end: SourceLocation(line: line + 1, column: 1))
    return DiagnosticFix(title: title, range: whole, replacement: "")
  }

  /// The note that says the fix in words: "did you mean 'X'?" (the CLI prints the notes),
  /// with any character of X that shows nothing written as its code (`VisibleText`).
  package var note: String { "did you mean '\(VisibleText.shown(replacement))'?" }
}
