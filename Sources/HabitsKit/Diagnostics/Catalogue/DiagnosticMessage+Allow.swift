/// Messages about allows: the habits file's `allow` settings line and the `# habits: allow`
/// directives of both files (`AllowDirective`).
extension DiagnosticMessage {
  /// What an unused allow covers, for its message.
  package enum AllowPlace: Sendable {
    /// A settings line: both files.
    case everywhere
    /// A trailing directive: its line.
    case thisLine
    /// A directive on a line of its own: the next code line, this one.
    case line(Int)
    /// A directive on a line of its own with no code line after it.
    case noNextLine
  }

  /// `allow` with no code after it: "expected a diagnostic code after 'allow'".
  static var missingAllowCode: DiagnosticMessage { .init(.syntax, "expected a diagnostic code after 'allow'") }

  /// `allow never-due-in-some-month`: "'never-due-in-some-month' is not a diagnostic code".
  static func unknownCode(_ text: String) -> DiagnosticMessage {
    .init(.unknownCode, "'\(text)' is not a diagnostic code")
  }

  /// `allow unknown-habit`: "'unknown-habit' is an error, and only warnings can be allowed".
  static func cannotAllowError(_ code: DiagnosticCode) -> DiagnosticMessage {
    .init(.cannotAllowError, "'\(code.rawValue)' is an error, and only warnings can be allowed")
  }

  /// An allow that allowed nothing: "'duplicate-entry' is allowed on this line, but nothing
  /// on it reports it".
  static func unusedAllow(_ code: DiagnosticCode, _ place: AllowPlace) -> DiagnosticMessage {
    let text =
      switch place {
      case .everywhere: "'\(code.rawValue)' is allowed, but neither file reports it"
      case .thisLine: "'\(code.rawValue)' is allowed on this line, but nothing on it reports it"
      case .line(let line): "'\(code.rawValue)' is allowed on line \(line), but nothing on it reports it"
      case .noNextLine: "'\(code.rawValue)' is allowed on the next line, but no line follows"
      }
    return .init(.unusedAllow, text)
  }
}
