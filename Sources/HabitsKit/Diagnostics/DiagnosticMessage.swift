/// A diagnostic's stable code and its one-line message, as the catalogue words it.
///
/// Every message a diagnostic carries is made by a typed factory in `Diagnostics/Catalogue/`
/// (`DiagnosticMessage.unknownWeekday("Wendsday")`), as swift-syntax keeps its parser's
/// messages: the wording of each code lives in one place, next to the others of its file,
/// and a call site says what it found, not how to phrase it. Where the finding is, its notes
/// and its fix stay with the site that knows them.
package struct DiagnosticMessage: Hashable, Sendable {
  /// The stable code.
  package let code: DiagnosticCode
  /// The message: one line, lower case, no final period.
  package let text: String

  /// A message of `code`; only the catalogue's factories call this.
  init(_ code: DiagnosticCode, _ text: String) {
    self.code = code
    self.text = text
  }

  /// The message with what it quotes made visible (`VisibleText`): a quoted word holding an
  /// ideographic space reads `'<U+3000>every day'`, not a word that looks right.
  package var visible: DiagnosticMessage { DiagnosticMessage(code, VisibleText.shown(text)) }
}
