/// A cursor over the tokens of one clause, with the small vocabulary the clause parsers use:
/// `peek`, `advance`, `consume(_:)`, and `fail(_:)` that records a located diagnostic.
package struct TokenCursor {
  /// The clause's tokens.
  package let tokens: [Token]
  /// The position of the next token.
  package var index = 0
  /// The file the tokens come from, for diagnostics.
  package let file: String
  /// Where the clause ends, for "expected ... at the end" diagnostics.
  package let endRange: SourceRange
  /// Problems found so far.
  package var diagnostics: [Diagnostic] = []

  /// Creates a cursor.
  package init(tokens: [Token], file: String, endRange: SourceRange) {
    self.tokens = tokens
    self.file = file
    self.endRange = endRange
  }

  /// Whether every token has been consumed.
  package var isAtEnd: Bool { index >= tokens.count }

  /// The next token, if any.
  package var peek: Token? { index < tokens.count ? tokens[index] : nil }

  /// The token `offset` places ahead, if any.
  package func peek(_ offset: Int) -> Token? {
    index + offset < tokens.count ? tokens[index + offset] : nil
  }

  // Moving and matching look at `tokens[index]` in place: a `Token?` to return or compare
  // is copied and destroyed through its run-time metadata, about 400 instructions each.

  /// Moves past the next token, if any.
  package mutating func advance() {
    if index < tokens.count { index += 1 }
  }

  /// Moves past the next token and returns it; there must be one (the caller peeked).
  package mutating func take() -> Token {
    index += 1
    return tokens[index - 1]
  }

  /// Consumes the next token if it is the word `keyword` (any of `keywords`); true if it did.
  @discardableResult
  package mutating func consume(_ keywords: String...) -> Bool {
    guard index < tokens.count, tokens[index].kind == .word, keywords.contains(tokens[index].key) else {
      return false
    }
    index += 1
    return true
  }

  /// Consumes a comma if there is one.
  @discardableResult
  package mutating func consumeComma() -> Bool {
    guard index < tokens.count, tokens[index].kind == .comma else { return false }
    index += 1
    return true
  }

  /// Consumes a list separator: a comma, "and", "&", or a comma followed by "and".
  @discardableResult
  package mutating func consumeSeparator() -> Bool {
    let comma = consumeComma()
    let and = consume("and", "&")
    return comma || and
  }

  /// Whether the next token is the word `keyword` (the token at `offset` places ahead).
  package func isAt(_ keyword: String, offset: Int = 0) -> Bool {
    index + offset < tokens.count && tokens[index + offset].kind == .word && tokens[index + offset].key == keyword
  }

  /// The span of the next token, or the end of the clause.
  package var here: SourceRange { peek?.range ?? endRange }

  /// Records an error with the catalogue's `message` at `range` (the next token by default),
  /// with the edit that fixes it if one is known, and returns nil.
  package mutating func fail<T>(
    _ message: DiagnosticMessage, at range: SourceRange? = nil, notes: [String] = [], fix: DiagnosticFix? = nil
  ) -> T? {
    diagnostics.append(
      Diagnostic(message, file: file, range: range ?? here, notes: notes.map { Diagnostic.Note($0) }, fix: fix))
    return nil
  }

  /// Records a warning with the catalogue's `message` at `range`.
  package mutating func warn(_ message: DiagnosticMessage, at range: SourceRange, notes: [String] = []) {
    diagnostics.append(Diagnostic(message, file: file, range: range, notes: notes.map { Diagnostic.Note($0) }))
  }

  /// Records "expected X" at the next token (or "expected X at the end of ..." past the end).
  package mutating func expected<T>(_ what: String, after context: String? = nil, notes: [String] = []) -> T? {
    let found = peek.map { $0.kind == .comma ? "','" : "'\($0.text)'" }
    return fail(.expected(what, after: context, found: found), notes: notes)
  }

  /// The span from `start` to the end of the last consumed token.
  package func span(from start: SourceRange) -> SourceRange {
    let last = index > 0 ? tokens[index - 1].range : start
    return SourceRange(start: start.start, end: last.end)
  }
}
