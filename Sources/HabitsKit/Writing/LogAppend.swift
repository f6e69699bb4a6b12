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
    End(of: existing).bytes(appending: line)
  }

  /// What a line appended to a log needs of the log's bytes: its size, its line ending and
  /// what must come before the line. Kept in their place, so that an append need not hold
  /// the log's bytes until it has made the line (`LogWritePlan`).
  package struct End: Sendable, Equatable {
    /// The log's size in bytes.
    package var size: Int
    /// The line ending the new line takes: the file's own.
    var ending: SourceFile.LineEnding
    /// What goes before the new line so that it starts a line of its own.
    var separator: [UInt8]

    /// The end of a log whose content is `existing` (empty for a missing log).
    package init<Existing: BidirectionalCollection<UInt8>>(of existing: Existing) {
      size = existing.count
      ending = SourceFile.LineEnding(of: existing)
      separator = LogAppend.separator(existing, ending: ending)
    }

    /// The end of the log `bytes`, read from their memory: an append asks this of the log
    /// while it holds it, at its peak of memory, and the generic reading above, specialised
    /// for `FileBytes`, touched about 260 KiB of pages (code) that `habits check` never does
    /// (measured at breakpoints; `scripts/bench` measures an append's peak against `check`'s).
    package init(of bytes: FileBytes) {
      self = bytes.withUnsafeBufferPointer { End(memory: $0) }
    }

    /// The end of a log whose content is `memory`.
    private init(memory: UnsafeBufferPointer<UInt8>) {
      size = memory.count
      ending = SourceFile.LineEnding(of: memory)
      separator = LogAppend.separator(memory, ending: ending)
    }

    /// The bytes that append `line` to the log.
    package func bytes(appending line: String) -> [UInt8] {
      precondition(!line.utf8.contains(0x0A) && !line.utf8.contains(0x0D), "a log line has no terminator")
      var result = separator
      result += Array(line.utf8)
      result += Array(ending.rawValue.utf8)
      return result
    }
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
