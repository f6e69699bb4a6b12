/// The message of a summary that stands for the diagnostics of one code left out over the
/// per-file limit (`BoundedDiagnostics`).
extension DiagnosticMessage {
  /// `count` more diagnostics of `code` not listed ("12 more unknown-habit errors in this
  /// file, from here on, not listed one by one").
  static func omitted(_ count: Int, of code: DiagnosticCode, severity: Diagnostic.Severity) -> DiagnosticMessage {
    .init(
      code, "\(count) more \(code.rawValue) \(severity == .error ? "error" : "warning")"
        + "\(count == 1 ? "" : "s") in this file, from here on, not listed one by one")
  }
}
