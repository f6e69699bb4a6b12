/// One problem found in the user's files: where it is, how bad, a stable code, and a message.
///
/// Diagnostics are values, collected from every stage of a run and rendered by one renderer
/// (`DiagnosticRenderer`). Messages are single lines starting in lower case without a final
/// period; hints go into notes.
package struct Diagnostic: Hashable, Sendable {
  /// How bad a diagnostic is.
  package enum Severity: String, Hashable, Sendable {
    case error
    case warning
  }

  /// Extra information attached to a diagnostic, optionally pointing somewhere else.
  package struct Note: Hashable, Sendable {
    /// The note's text, one line.
    package var message: String
    /// The file the note points into, if it points anywhere.
    package var file: String?
    /// The span the note points at, if any.
    package var range: SourceRange?

  }

  /// The stable code, shown as `[code]`.
  package var code: DiagnosticCode
  /// Error or warning; defaults to the code's severity.
  package var severity: Severity
  /// The one-line message.
  package var message: String
  /// The path of the file, as given by the user.
  package var file: String
  /// The span the diagnostic is about.
  package var range: SourceRange
  /// Hints and secondary locations.
  package var notes: [Note]
  /// The edit that fixes it, if one is known: set where a suggestion is made.
  package var fix: DiagnosticFix?
  /// How many findings this diagnostic stands for: 1, or more for the summary of the findings
  /// of one code left out of a long list (`BoundedDiagnostics`).
  package var count: Int = 1
  /// For a refusal of a write (`LogWritePolicy`): whether `--force` writes the line anyway.
  package var isForceable = false
  /// Whether an allow silenced it (`Allowances`): shown only by `check --show-allowed`, and
  /// counted as neither an error nor a warning.
  package var isAllowed = false

  /// The location of the start of the span.
  package var location: SourceLocation { range.start }

  /// The most characters a message or note keeps.
  package static let maximumMessageLength = 300

  /// `text` with its middle cut to "…" when it is longer than `maximumMessageLength`: messages
  /// quote what the user wrote, and a name or a word can be megabytes long. The start and the
  /// end (the closing quote and what follows it) are kept.
  static func shortened(_ text: String) -> String {
    // Bytes are at least as many as characters, so short texts skip the count.
    guard text.utf8.count > maximumMessageLength, text.count > maximumMessageLength else { return text }
    return String(text.prefix(200)) + "…" + String(text.suffix(maximumMessageLength - 201))
  }
}

extension [Diagnostic] {
  /// The number of errors.
  package var errorCount: Int { reduce(0) { $0 + ($1.severity == .error ? $1.count : 0) } }
  /// The number of warnings.
  package var warningCount: Int { reduce(0) { $0 + ($1.severity == .warning && !$1.isAllowed ? $1.count : 0) } }
  /// The number of allowed findings (`check --show-allowed` lists them).
  package var allowedCount: Int { reduce(0) { $0 + ($1.isAllowed ? $1.count : 0) } }
  /// Whether any diagnostic is an error.
  package var hasErrors: Bool { contains(where: { $0.severity == .error }) }

  /// Sorted by file (in the order given), then line, column and code; exact repeats removed.
  package func sorted(fileOrder: [String]) -> [Diagnostic] {
    func rank(_ file: String) -> Int { fileOrder.firstIndex(of: file) ?? fileOrder.count }
    var seen = Set<Diagnostic>()
    return self.filter { seen.insert($0).inserted }.sorted { a, b in
      let ra = rank(a.file)
      let rb = rank(b.file)
      if ra != rb { return ra < rb }
      if a.file != b.file { return a.file < b.file }
      if a.range.start != b.range.start { return a.range.start < b.range.start }
      return a.code.rawValue < b.code.rawValue
    }
  }
}

/// Its initialisers, apart from the types so that they keep their memberwise initialisers: each
/// builds the value through one. A struct built field by field in an `init` of its own was built
/// twice on the stack, one copied out and the other destroyed (as `Habit` was): a whole copy of
/// every finding and note made.
extension Diagnostic {
  /// Creates a diagnostic with the catalogue's `message` (`Diagnostics/Catalogue/`), with
  /// the code's default severity unless one is given. There is no initialiser from a code and
  /// free text: every message is worded in the catalogue.
  package init(
    _ message: DiagnosticMessage, file: String, range: SourceRange,
    severity: Severity? = nil, notes: [Note] = [], fix: DiagnosticFix? = nil
  ) {
    let code = message.code
    self.init(
      code: code, severity: severity ?? code.severity, message: Diagnostic.shortened(message.text), file: file,
      range: range, notes: notes, fix: fix, count: 1, isForceable: false, isAllowed: false)
  }
}

extension Diagnostic.Note {
  /// Creates a note, optionally located.
  package init(_ message: String, file: String? = nil, range: SourceRange? = nil) {
    self.init(message: Diagnostic.shortened(message), file: file, range: range)
  }
}
