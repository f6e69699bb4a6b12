/// Times of day in the habits file: `HH:MM`, 24-hour, two digits each (`at 07:30`, `day ends
/// at 04:00`), with a did-you-mean for the times people write otherwise (`7:30`, `7:30am`,
/// `7 pm`, `0730`).
package enum TimeSyntax {
  /// The time at the cursor, consumed; or nil after recording why it is none (`context` names
  /// what it follows, "'at'"), with a fix when the word most likely means a time (the word
  /// and an `am` or `pm` after it are replaced together).
  package static func time(after context: String, cursor: inout TokenCursor) -> TimeOfDay? {
    guard let token = cursor.peek, token.kind == .word else {
      return cursor.fail(.notATime(cursor.peek.map { _ in "," }, after: context))
    }
    let bytes = cursor.bytes(token)
    if let time = TimeOfDay.parse(bytes) {
      cursor.advance()
      return time
    }
    let text = cursor.text(token)
    // Shaped HH:MM but past 23:59.
    if bytes.count == 5, Array(bytes)[2] == 0x3A,
      bytes.enumerated().allSatisfy({ $0.offset == 2 || Bytes.isDigit($0.element) })
    {
      return cursor.fail(.timeOutOfRange(text), at: token.range)
    }
    let next = cursor.peek(1).flatMap { $0.kind == .word ? cursor.text($0) : nil }
    let meridiem = next.map { ["am", "pm", "a.m.", "p.m."].contains($0.lowercased()) } ?? false
    if let guess = TimeOfDay.suggestion(for: text, suffix: meridiem ? next : nil) ?? wholeHour(bytes) {
      let range = meridiem ? SourceRange(start: token.range.start, end: cursor.peek(1)!.range.end) : token.range
      let fix = DiagnosticFix.replacing(range, with: guess.description)
      let shown = meridiem ? text + " " + next! : text
      return cursor.fail(
        .notATime(shown, after: context), at: range, notes: [fix.note + " (24-hour HH:MM)"], fix: fix)
    }
    return cursor.fail(.notATime(text, after: context), at: token.range)
  }

  /// A bare hour of one or two digits (`4`, `18`) as that hour's time: where only a time can
  /// go (`day ends at 4`, `; at 18`), a number alone means the hour. Elsewhere a number is
  /// not read as a time (`TimeOfDay.suggestion` asks for a colon or `am`/`pm`).
  private static func wholeHour(_ bytes: FileBytes) -> TimeOfDay? {
    guard (1...2).contains(bytes.count), bytes.allSatisfy(Bytes.isDigit) else { return nil }
    return TimeOfDay(hour: bytes.reduce(0) { $0 * 10 + Int($1 - 0x30) }, minute: 0)
  }
}
