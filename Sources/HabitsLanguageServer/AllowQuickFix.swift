import HabitsKit

/// The quick fix "Allow CODE on this line" on a warning: a `# habits: allow CODE` directive
/// for the warning's line (grammar.md, "Allowing warnings").
///
/// The edit never changes what the user wrote, only adds: a directive the line already has
/// (after its content, or on the line above) gets `, CODE` after its last code; a line without
/// a comment gets `  # habits: allow CODE` after its content; a line whose comment is
/// something else (a log entry's note, a remark) keeps it, and the directive goes on a line
/// of its own above it, with the line's indentation, where it allows the line below.
extension LanguageServer {
  /// The action allowing `diagnostic`'s code on its line of `document`, nil for an error or
  /// for the allows' own warnings (an unused or misspelt allow is fixed, not allowed).
  func allowOnLine(_ diagnostic: Diagnostic, in document: TextDocument, project: Project) -> JSON? {
    guard diagnostic.severity == .warning, diagnostic.code.isAllowable,
      ![.unusedAllow, .unknownCode, .cannotAllowError].contains(diagnostic.code)
    else { return nil }
    let code = diagnostic.code.rawValue
    let line = diagnostic.range.start.line
    let directives = project.result.allowances.directives.filter { $0.file == diagnostic.file && $0.kind != .setting }
    let place: SourceRange
    let text: String
    if let directive = directives.first(where: { $0.kind == .trailing && $0.line == line })
      ?? directives.first(where: { $0.kind == .ownLine && $0.target == line })
    {
      place = SourceRange(start: directive.listEnd, end: directive.listEnd)
      text = directive.codes.isEmpty && directive.refused.isEmpty ? " " + code : ", " + code
    } else {
      let bytes = Array(document.lineBytes(line - 1))
      // A byte order mark is not part of the library's first line.
      let bom = line == 1 && SourceFile.hasByteOrderMark(bytes.prefix(3)) ? 3 : 0
      if bytes.contains(0x23) {
        let indent = bytes[bom...].prefix { $0 == 0x20 || $0 == 0x09 }
        let newline = document.bytes.contains(0x0D) ? "\r\n" : "\n"
        place = SourceRange(line: line, columns: 1..<1)
        text = String(decoding: indent, as: UTF8.self) + "# habits: allow " + code + newline
      } else {
        var end = bytes.count
        while end > bom && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
        place = SourceRange(line: line, columns: (end - bom + 1)..<(bytes.count - bom + 1))
        text = "  # habits: allow " + code
      }
    }
    let edit = JSON.obj(["range": document.range(place, encoding: encoding), "newText": .string(text)])
    return .obj([
      "title": .string("Allow \(code) on this line"),
      "kind": .string("quickfix"),
      "diagnostics": .array([lspDiagnostic(diagnostic, in: document, project: project)]),
      "edit": .obj(["changes": .obj([FileURI.uri(diagnostic.file): .array([edit])])]),
    ])
  }
}
