/// The exact bytes to append to the log for one new line.
///
/// The log is a person's history under version control, so existing bytes are never touched:
/// the result only ever goes after them, and `existing + result` keeps `existing` as its
/// prefix. The new line uses the file's own line ending (`SourceFile.lineEnding`: the one on
/// its first terminated line, LF when there is none), and when the file's last line has no
/// terminator the result starts with one, so the new entry is a line of its own.
///
/// ```
/// "2026-11-20 Gym\n"        -> "2026-11-21 Read\n"
/// "2026-11-20 Gym"          -> "\n2026-11-21 Read\n"
/// "a\r\nb\r\n"              -> "2026-11-21 Read\r\n"       CRLF stays CRLF
/// "a\r\nb\r"                -> "\n2026-11-21 Read\r\n"     completes the cut-off CRLF
/// "a\rb\r"                  -> "2026-11-21 Read\r"         lone CR stays lone CR
/// "" or a lone BOM          -> "2026-11-21 Read\n"         never a second BOM
/// ```
package enum LogAppend {
  /// The bytes that append `line` to a log whose current content is `existing`.
  /// - Parameters:
  ///   - line: one line of text without a terminator (`habits` builds it from habit names,
  ///     which cannot contain line breaks).
  ///   - existing: the log's bytes as read; empty for a missing log.
  /// - Returns: the bytes to hand to a single append.
  package static func bytes<Existing: BidirectionalCollection<UInt8>>(appending line: String, to existing: Existing)
    -> [UInt8]
  {
    precondition(!line.utf8.contains(0x0A) && !line.utf8.contains(0x0D), "a log line has no terminator")
    let lineEnding = SourceFile.LineEnding(of: existing)
    let ending = Array(lineEnding.rawValue.utf8)
    var result: [UInt8] = []
    result += separator(existing, ending: lineEnding)
    result += Array(line.utf8)
    result += ending
    return result
  }

  /// What must come before the new line so that it starts a line of its own: nothing when the
  /// file is empty (a BOM alone counts as empty) or already ends a line.
  private static func separator<Existing: BidirectionalCollection<UInt8>>(
    _ existing: Existing, ending: SourceFile.LineEnding
  ) -> [UInt8] {
    let contentStart = SourceFile.hasByteOrderMark(existing) ? 3 : 0
    guard let last = existing.last, existing.count > contentStart else { return [] }
    if last == 0x0A { return [] }
    if last == 0x0D {
      // A CRLF file whose last CR lost its LF (an editor or a cut): complete the pair rather
      // than leave one odd terminator. A lone CR already ends a line, so nothing is needed.
      return ending == .crlf ? [0x0A] : []
    }
    return Array(ending.rawValue.utf8)
  }
}
