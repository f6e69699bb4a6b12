/// Messages that both files share: encoding, control characters, conflict markers, dates,
/// amounts, and the generic "expected X after Y, found Z" of the parsers.
extension DiagnosticMessage {
  /// A required word is missing or something else stands there: "expected a weekday after
  /// ',', found 'at'". `found` is what stands there as the message shows it ("'Mon'", "','",
  /// "the end of the line"); nil past the end of the clause.
  static func expected(_ what: String, after context: String? = nil, found: String? = nil) -> DiagnosticMessage {
    var text = "expected " + what
    if let context { text += " after " + context }
    if let found { text += ", found " + found }
    return .init(.syntax, text)
  }

  /// A word left over after a complete clause: "unexpected 'daily' after the schedule".
  static func unexpected(_ word: String, after context: String) -> DiagnosticMessage {
    .init(.syntax, "unexpected '\(word)' after \(context)")
  }

  /// A control character on a line: "unexpected NUL byte", "unexpected control character U+0007".
  static func controlCharacter(_ byte: UInt8) -> DiagnosticMessage {
    byte == 0 ? .init(.controlCharacter, "unexpected NUL byte") : controlCharacter(scalar: UInt32(byte))
  }

  /// A control character, ASCII's or beyond: "unexpected control character U+009B",
  /// "unexpected bidirectional control character U+202E".
  static func controlCharacter(scalar: UInt32) -> DiagnosticMessage {
    .init(
      .controlCharacter,
      "unexpected " + (ControlCharacters.isBidirectional(scalar) ? "bidirectional " : "") + "control character "
        + ControlCharacters.name(scalar))
  }

  /// A byte that starts no valid UTF-8 sequence: "invalid UTF-8 byte 0xFF".
  static func invalidEncoding(_ byte: UInt8) -> DiagnosticMessage {
    .init(.invalidEncoding, "invalid UTF-8 byte 0x\(hex(byte))")
  }

  /// A file in UTF-16 (`UTF16Encoding`): "the file is UTF-16 (little-endian: it starts with
  /// the byte order mark FF FE), not UTF-8".
  static func utf16File(_ encoding: UTF16Encoding) -> DiagnosticMessage {
    .init(.invalidEncoding, "the file is UTF-16 (\(encoding.described)), not UTF-8")
  }

  /// A line that starts with git's `<<<<<<<`, `=======`, `|||||||` or `>>>>>>>`.
  static var conflictMarker: DiagnosticMessage { .init(.mergeConflict, "unresolved merge conflict marker") }

  /// A well-shaped date that does not exist: "2026-02-30 does not exist: February 2026 has 28 days".
  static func nonexistentDate(_ text: String) -> DiagnosticMessage {
    .init(.invalidDate, DateSyntax.nonexistentDateMessage(text))
  }

  /// A word where a date belongs that is not shaped YYYY-MM-DD: "expected a date YYYY-MM-DD
  /// after 'until', found '2026-1-5'".
  static func notADate(_ text: String, after context: String? = nil) -> DiagnosticMessage {
    .init(.invalidDate, "expected a date YYYY-MM-DD" + (context.map { " after " + $0 } ?? "") + ", found '\(text)'")
  }

  /// An amount that does not read ("5..2 km", "0 km"), in the words of `Amount.message`.
  static func invalidAmount(_ problem: Amount.Problem, _ text: String) -> DiagnosticMessage {
    .init(.invalidAmount, Amount.message(problem, text))
  }

  /// Two upper-case hexadecimal digits.
  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}
