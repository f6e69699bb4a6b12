/// The warning for a keyword line read as its keyword although it is spelled as `habits log`
/// writes a habit's name: `2026-11-10 Vacation`, `2026-11-10 Skip Gym`.
///
/// Such a line reads two ways (grammar.md §5, "Keywords or names"): as the habit `Vacation`
/// done, or as a vacation of every habit. The resolver takes the completion when the habits
/// file has the habit, else the keyword, and that choice stands: a valid log parses as it
/// always did. But the writers write their keywords in lower case (`habits vacation` writes
/// `vacation`), and `habits log` writes a name as the habits file spells it, capital and all;
/// a capitalized keyword with no habit of its name is then most likely the entry of a habit
/// since renamed or deleted, which now silently pauses habits. Only such lines are looked at:
/// they start with a keyword and read cleanly as names (`LogLineSyntax.alternative`), which
/// nearly no line of a log does.
enum KeywordSpelling {
  /// Warns when `line`, read as the pause or redeem `kind`, starts with its keyword written
  /// other than in lower case and reads as the name of no habit (nor of a habit with errors,
  /// whose error already says why the line is not its entry). A vacation with `until` is no
  /// name `habits log` writes, and is left alone.
  ///
  /// The reader is taken `inout` only not to be copied (some 500 bytes) for each keyword line:
  /// a log of weekly skips has thousands, and nearly all of them stop at the keyword's case.
  static func check(
    _ line: LogLineSyntax, as kind: LogLineSyntax.Kind, reader: inout LogReader, names: inout LogNames, file: String,
    diagnostics: inout BoundedDiagnostics
  ) {
    guard let alternative = line.alternative, let first = alternative.first else { return }
    let name = reader.entries[first].name
    let written = reader.text(of: name.spelling)
    // The keyword's bytes: ASCII letters up to the first blank (a name's spelling is trimmed).
    var keywordLength = 0
    var capitalized = false
    for byte in written.utf8 {
      if byte <= 0x20 { break }
      if byte >= 0x41 && byte <= 0x5A { capitalized = true }
      keywordLength += 1
    }
    guard capitalized, case .unknown = names.target(of: name.spelling, parser: reader.grammar) else { return }
    let keyword = written.utf8.prefix(keywordLength)
    let readAs: String
    switch kind {
    case .vacation(let range, let until):
      guard until == nil else { return }
      readAs = "a vacation of " + habits(range, reader: reader)
    case .skip(let range): readAs = "a skip of " + habits(range, reader: reader)
    case .resume(let range): readAs = "a resume of " + habits(range, reader: reader)
    case .redeem(let index): readAs = "a redeem of the reward '\(reader.text(of: reader.entries[index].name.spelling))'"
    case .completions, .unreadDirective: return
    }
    let lower = String(decoding: keyword.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    let start = name.range.start
    let range = SourceRange(line: start.line, columns: start.column..<(start.column + keyword.count))
    diagnostics.add(.capitalizedKeyword) {
      Diagnostic(
        .capitalizedKeyword(written: written, readAs: readAs), file: file, range: range,
        notes: [
          Diagnostic.Note(
            "habits log writes a habit's name as the habits file spells it, and '\(lower)' in lower case: this looks like the entry of a habit since renamed or deleted"),
          Diagnostic.Note("if it is, write the habit's name as it is now, or delete the line; if \(readAs) is meant, write '\(lower)'"),
        ],
        fix: DiagnosticFix(title: "Write '\(lower)' in lower case", range: range, replacement: lower))
    }
  }

  /// The habits a directive's names `range` name, for a message: "every habit" when none.
  private static func habits(_ range: Range<Int>, reader: LogReader) -> String {
    guard !range.isEmpty else { return "every habit" }
    return reader.names[range].map { "'" + reader.text(of: $0.spelling) + "'" }.joined(separator: ", ")
  }
}
