/// A cursor over the tokens of one clause, with the small vocabulary the clause parsers use:
/// `peek`, `advance`, `consume(_:)`, and `fail(_:)` that records a located diagnostic. It also
/// reads what a token says from the line: its `text`, its lower-cased `key(_:)`, its `number`.
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
  /// Reads what the tokens say from their line. A parser passing a message's words to a
  /// method of its own as an autoclosure reads them through a copy of this (the autoclosure
  /// may not capture the parser it would change).
  package let reader: TokenReader

  /// Creates a cursor over `tokens` of `line` (its bytes, indices as in the file).
  package init(tokens: [Token], line: FileBytes, file: String, endRange: SourceRange) {
    self.tokens = tokens
    self.reader = TokenReader(line: line)
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

  /// Moves past the next token, if any.
  package mutating func advance() {
    if index < tokens.count { index += 1 }
  }

  /// Moves past the next token and returns it; there must be one (the caller peeked).
  package mutating func take() -> Token {
    index += 1
    return tokens[index - 1]
  }

  /// Consumes the next token if it is the word `keyword`; true if it did. (Not the variadic
  /// form below: an array of one keyword was allocated and freed on each call, about 500
  /// instructions, where the compiler makes longer ones static.)
  @inline(__always) @discardableResult
  package mutating func consume(_ keyword: StaticString) -> Bool {
    guard isAt(keyword) else { return false }
    index += 1
    return true
  }

  /// Consumes the next token if it is one of the words `keywords`; true if it did. Inlined,
  /// so that the keywords are compared as constants.
  @inline(__always) @discardableResult
  package mutating func consume(_ keywords: StaticString...) -> Bool {
    guard index < tokens.count, tokens[index].kind == .word else { return false }
    let key = tokens[index].key
    guard keywords.contains(where: { key == $0 }) else { return false }
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
  @inline(__always)
  package func isAt(_ keyword: StaticString, offset: Int = 0) -> Bool {
    index + offset < tokens.count && tokens[index + offset].kind == .word && tokens[index + offset].key == keyword
  }

  /// The span of the next token, or the end of the clause.
  package var here: SourceRange { peek?.range ?? endRange }

  /// The bytes of `token` in the line.
  package func bytes(_ token: Token) -> FileBytes { reader.bytes(token) }

  /// The text of `token` as written.
  package func text(_ token: Token) -> String { reader.text(token) }

  /// The text of `token` lower-cased, as a `String` (its `key` holds only short ASCII).
  package func key(_ token: Token) -> String { reader.key(token) }

  /// The token's digits as a number, if it is a word of ASCII digits (and not absurdly long).
  package func number(_ token: Token) -> Int? { reader.number(token) }

  /// Records an error with the catalogue's `message` at `range` (the next token by default),
  /// with the edit that fixes it if one is known, and returns nil.
  ///
  /// A token in the range holding an unusual blank (U+3000, an em space) looks like two words
  /// but is read as one: the error then names the character, its fix makes it a space, and a
  /// did-you-mean that would drop the word after it is left out.
  package mutating func fail<T>(
    _ message: DiagnosticMessage, at range: SourceRange? = nil, notes: [String] = [], fix: DiagnosticFix? = nil
  ) -> T? {
    let range = range ?? here
    var message = message
    var notes = notes
    var fix = fix
    if let token = tokens.first(where: { $0.range.end > range.start && $0.range.start < range.end && VisibleText.unusualBlank(in: text($0)) != nil }),
      let blank = VisibleText.unusualBlank(in: text(token))
    {
      message = message.visible
      notes = [VisibleText.blankNote(blank)] + notes.filter { !$0.hasPrefix("did you mean") }
      let replacement = VisibleText.withSpaces(text(token))
      fix = DiagnosticFix(title: "Replace \(ControlCharacters.name(blank.value)) with a space", range: token.range, replacement: replacement)
    }
    diagnostics.append(
      Diagnostic(message, file: file, range: range, notes: notes.map { Diagnostic.Note($0) }, fix: fix))
    return nil
  }

  /// Records a warning with the catalogue's `message` at `range`.
  package mutating func warn(_ message: DiagnosticMessage, at range: SourceRange, notes: [String] = []) {
    diagnostics.append(Diagnostic(message, file: file, range: range, notes: notes.map { Diagnostic.Note($0) }))
  }

  /// Records "expected X" at the next token (or "expected X at the end of ..." past the end).
  package mutating func expected<T>(_ what: String, after context: String? = nil, notes: [String] = []) -> T? {
    let found = peek.map { $0.kind == .comma ? "','" : "'\(text($0))'" }
    return fail(.expected(what, after: context, found: found), notes: notes)
  }

  /// The span from `start` to the end of the last consumed token.
  package func span(from start: SourceRange) -> SourceRange {
    let last = index > 0 ? tokens[index - 1].range : start
    return SourceRange(start: start.start, end: last.end)
  }
}

/// What the tokens of a line say, read from the line's bytes at their ranges: their text,
/// their lower-cased key as a `String`, their number.
package struct TokenReader {
  /// The line's bytes (indices as in the file).
  let line: FileBytes

  /// The bytes of `token` in the line.
  package func bytes(_ token: Token) -> FileBytes {
    let start = line.startIndex + token.range.start.column - 1
    return line[start..<(start + token.range.end.column - token.range.start.column)]
  }

  /// The text of `token` as written.
  package func text(_ token: Token) -> String {
    String(decoding: bytes(token), as: UTF8.self)
  }

  /// The token read as a date `YYYY-MM-DD` (`Bytes.isoDate`), from the line's memory: a
  /// `FileBytes` slice checks every subscript.
  package func isoDate(_ token: Token) -> Day?? {
    line.withUnsafeBufferPointer { buffer in
      let start = token.range.start.column - 1
      return Bytes.isoDate(UnsafeBufferPointer(rebasing: buffer[start..<(token.range.end.column - 1)]))
    }
  }

  /// The text of `token` lower-cased, as a `String` (its `key` holds only short ASCII).
  package func key(_ token: Token) -> String {
    text(token).lowercased()
  }

  /// Whether `token` starts with more ASCII digits than a number is read with (19 or more,
  /// `99999999999999999999`, `99999999999999999999th`): a number too large for any place,
  /// which `number` does not read.
  package func isOverlongNumber(_ token: Token) -> Bool {
    token.kind == .word && bytes(token).prefix(while: Bytes.isDigit).count > 18
  }

  /// The token's digits as a number, if it is a word of ASCII digits (and not absurdly long).
  package func number(_ token: Token) -> Int? {
    let digits = bytes(token)
    guard token.kind == .word, !digits.isEmpty, digits.count <= 18, digits.allSatisfy(Bytes.isDigit) else { return nil }
    return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
  }
}
