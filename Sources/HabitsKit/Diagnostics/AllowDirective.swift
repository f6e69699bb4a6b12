/// One place in the files that allows warnings by code: the habits file's settings line
/// `allow CODE, CODE`, or a comment directive `# habits: allow CODE, CODE` in either file.
///
/// A settings line allows its codes in both files. A directive after a line's content (a
/// trailing comment) allows them on its own line; a directive on a line of its own allows
/// them on the next line that is neither blank nor a comment, so a log entry with a note, or a
/// habit line with a comment, can have one too. Only a comment whose text starts with
/// `habits:` and whose next word is `allow` is a directive; any other comment, `# habits:
/// Meditate, Gym` included, is a plain comment.
package struct AllowDirective: Sendable, Equatable {
  /// Where the directive is written, which says what it covers.
  package enum Kind: Sendable, Equatable {
    /// The habits file's `allow CODE` line: both files, everywhere.
    case setting
    /// A directive after a line's content: that line.
    case trailing
    /// A directive on a line of its own: the next line that is neither blank nor a comment.
    case ownLine
  }

  /// One code an allow names, and where.
  package struct Code: Sendable, Equatable {
    /// The code.
    package var code: DiagnosticCode
    /// The code's word.
    package var range: SourceRange
    /// What to delete to take the code out of the list (the code and a separator beside
    /// it), or, for the only code of its list, the whole directive or line.
    package var removal: SourceRange
    /// Whether `removal` deletes a whole line (its line end included).
    package var removesLine = false
  }

  /// Where the directive is written.
  package var kind: Kind
  /// The file it is in.
  package var file: String
  /// Its line.
  package var line: Int
  /// The line it allows its codes on: its own for a trailing directive, the next code line
  /// for one on its own line (0 when none follows), 0 for a settings line (which covers all).
  package var target: Int
  /// The warning codes it allows, in order (unknown codes and errors are left out, and
  /// reported).
  package var codes: [Code]
  /// The error codes it names, which it cannot allow: each error of one of these codes on
  /// its line says so in a note.
  package var refused: [Code] = []
  /// Where the list of codes ends (after the last code written): where a code is added.
  package var listEnd: SourceLocation
  /// The settings line's content, or the directive's comment from its `#`: what an editor
  /// colours as one.
  package var span: SourceRange
  /// The offset in the file where the directive's line ends: where the search for the next
  /// code line starts (`ownLine`).
  var lineEnd = 0

  /// How the directive names itself in messages: "'habits: allow' on line 4", or "the
  /// setting 'allow' on line 2".
  package var label: String {
    kind == .setting ? "'allow' on line \(line)" : "'habits: allow' on line \(line)"
  }
}

extension AllowDirective {
  /// The directive in the comment of `line` (a `SourceLine` with a comment), or nil when the
  /// comment is no `habits: allow` directive. Its problems (an unknown code, an error's code,
  /// no code at all) go to `diagnostics`. A comment that starts `habits:` but not `habits:
  /// allow` is a plain comment, and costs the seven bytes compared.
  package static func inComment(
    of line: SourceLine, file: String, diagnostics: inout [Diagnostic]
  ) -> AllowDirective? {
    let bytes = line.bytes
    let end = bytes.endIndex
    var index = skipBlanks(bytes, line.commentStart + 1, end)
    guard startsWord(bytes, at: index, end: end, "habits:", needsBreak: false) else { return nil }
    index = skipBlanks(bytes, index + 7, end)
    guard startsWord(bytes, at: index, end: end, "allow", needsBreak: true) else { return nil }
    // A reason may follow the codes after " -- " (`# habits: allow X -- paid on the last`).
    var listEnd = index + 5
    while listEnd < end {
      if bytes[listEnd] == 0x2D, listEnd + 1 < end, bytes[listEnd + 1] == 0x2D, Bytes.isBlank(bytes[listEnd - 1]),
        listEnd + 2 == end || Bytes.isBlank(bytes[listEnd + 2])
      {
        break
      }
      listEnd += 1
    }
    let kind: Kind = line.isBlank ? .ownLine : .trailing
    // The whole directive: from the line's content (its blanks before the '#' included), or
    // the whole line for one on its own line.
    var commentFrom = line.commentStart
    while commentFrom > bytes.startIndex && Bytes.isBlank(bytes[commentFrom - 1]) { commentFrom -= 1 }
    let whole =
      kind == .ownLine
      ? SourceRange(start: SourceLocation(line: line.number, column: 1), end: SourceLocation(line: line.number + 1, column: 1))
      : line.range(commentFrom..<end)
    var directive = codes(
      line, from: index + 5, to: listEnd, kind: kind, file: file, whole: whole,
      span: line.range(line.commentStart..<end), diagnostics: &diagnostics)
    directive.lineEnd = end
    return directive
  }

  /// The habits file's settings line `allow CODE, CODE` (its content starts with the word
  /// `allow` and has no colon), or nil when the line is none: a habit called "Allowance"
  /// has its colon.
  package static func setting(_ line: SourceLine, file: String, diagnostics: inout [Diagnostic]) -> AllowDirective? {
    let start = line.contentStart
    guard line.bytes[start] | 0x20 == 0x61, startsWord(line.bytes, at: start, end: line.contentEnd, "allow", needsBreak: true),
      !line.content.contains(0x3A)
    else { return nil }
    let whole = SourceRange(start: SourceLocation(line: line.number, column: 1), end: SourceLocation(line: line.number + 1, column: 1))
    return codes(
      line, from: start + 5, to: line.contentEnd, kind: .setting, file: file, whole: whole,
      span: line.range(start..<line.contentEnd), diagnostics: &diagnostics)
  }

  /// The codes of the list `from..<to` on `line`, separated by commas or blanks, in a
  /// directive of `kind` whose whole span is `whole`.
  private static func codes(
    _ line: SourceLine, from: Int, to: Int, kind: Kind, file: String, whole: SourceRange, span: SourceRange,
    diagnostics: inout [Diagnostic]
  ) -> AllowDirective {
    let bytes = line.bytes
    // The words' starts and ends: two `[Int]`, whose metadata the standard library has, where
    // the first `[Range<Int>]` of a run builds its own (about 80K instructions).
    var starts: [Int] = []
    var ends: [Int] = []
    var index = from
    while index < to {
      if Bytes.isBlank(bytes[index]) || bytes[index] == 0x2C {
        index += 1
        continue
      }
      starts.append(index)
      while index < to && !Bytes.isBlank(bytes[index]) && bytes[index] != 0x2C { index += 1 }
      ends.append(index)
    }
    let words = starts.indices.lazy.map { starts[$0]..<ends[$0] }
    var directive = AllowDirective(
      kind: kind, file: file, line: line.number, target: kind == .trailing ? line.number : 0, codes: [],
      listEnd: SourceLocation(line: line.number, column: line.column(ends.last ?? from)), span: span)
    guard !words.isEmpty else {
      diagnostics.append(
        Diagnostic(
          .missingAllowCode, file: file, range: line.range(from..<from),
          notes: [Diagnostic.Note("for example 'allow never-due-in-some-months'")]))
      return directive
    }
    for (offset, word) in words.enumerated() {
      let text = String(decoding: bytes[word], as: UTF8.self)
      let range = line.range(word)
      // The code and the separator before it (after it, for the first); the whole directive
      // for the only one.
      let removal: SourceRange
      if words.count == 1 {
        removal = whole
      } else if offset == 0 {
        removal = line.range(word.lowerBound..<words[1].lowerBound)
      } else {
        removal = line.range(words[offset - 1].upperBound..<word.upperBound)
      }
      let removesLine = words.count == 1 && kind != .trailing
      guard let code = DiagnosticCode.named(bytes[word]) else {
        // The codes to suggest from, made only for a code that is not one.
        let allowable = DiagnosticCode.allCases.filter { $0.isAllowable }.map { $0.rawValue }
        let suggestion = Suggestions.closest(to: text, in: allowable)
        let fix = suggestion.map { DiagnosticFix.replacing(range, with: $0) }
        diagnostics.append(
          Diagnostic(
            .unknownCode(text), file: file, range: range,
            notes: (fix.map { [$0.note] } ?? []).map { Diagnostic.Note($0) }
              + [Diagnostic.Note("the codes are listed in grammar.md's catalogue and habits(5)")], fix: fix))
        continue
      }
      let entry = Code(code: code, range: range, removal: removal, removesLine: removesLine)
      guard code.isAllowable else {
        diagnostics.append(
          Diagnostic(
            .cannotAllowError(code), file: file, range: range,
            notes: [Diagnostic.Note("an error stays an error: fix what it reports")],
            fix: DiagnosticFix(title: "Remove '\(code.rawValue)'", range: removal, replacement: "")))
        directive.refused.append(entry)
        continue
      }
      directive.codes.append(entry)
    }
    return directive
  }

  /// Whether a comment's text (after its `#`) is a `habits: allow` directive, as
  /// `inComment` reads one: for an editor that colours comments by their text.
  package static func isDirective(_ comment: Substring) -> Bool {
    let text = comment.drop { $0 == " " || $0 == "\t" }.lowercased()
    guard text.hasPrefix("habits:") else { return false }
    let rest = text.dropFirst(7).drop { $0 == " " || $0 == "\t" }
    return rest.hasPrefix("allow") && (rest.count == 5 || [" ", "\t", ","].contains(rest.dropFirst(5).first!))
  }

  /// The first offset at or after `index` that is not a blank.
  private static func skipBlanks(_ bytes: FileBytes, _ index: Int, _ end: Int) -> Int {
    var index = index
    while index < end && Bytes.isBlank(bytes[index]) { index += 1 }
    return index
  }

  /// Whether `word` (lower-case ASCII) is at `index`, ignoring case, followed by a blank, a
  /// comma or the end when `needsBreak`.
  private static func startsWord(_ bytes: FileBytes, at index: Int, end: Int, _ word: StaticString, needsBreak: Bool) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index + count <= end else { return false }
    let matches = word.withUTF8Buffer { letters in
      (0..<count).allSatisfy { offset in
        let byte = bytes[index + offset]
        // ASCII letters fold to lower case; ':' has no case.
        return (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == letters[offset]
      }
    }
    guard matches, needsBreak, index + count < end else { return matches }
    return Bytes.isBlank(bytes[index + count]) || bytes[index + count] == 0x2C
  }

  /// The targets of the directives on lines of their own in `file`: the next line that is
  /// neither blank nor a comment (0 when none follows).
  static func resolveTargets(_ directives: inout [AllowDirective], in file: SourceFile) {
    for index in directives.indices where directives[index].kind == .ownLine {
      let directive = directives[index]
      let bytes = file.bytes
      // The next line starts after the directive's line end: LF, CRLF or a lone CR.
      var next = directive.lineEnd
      if next < bytes.endIndex {
        next += bytes[next] == 0x0D && next + 1 < bytes.endIndex && bytes[next + 1] == 0x0A ? 2 : 1
      }
      var lines = LineCursor(file)
      lines.move(to: next, lines: directive.line)
      directives[index].target = 0
      while let (start, end) = lines.next() {
        var first = start
        while first < end, case let w = Bytes.whitespaceLength(bytes, at: first), w > 0 { first += w }
        if first < end && bytes[first] != 0x23 {
          directives[index].target = lines.number
          break
        }
      }
    }
  }
}
