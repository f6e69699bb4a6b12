/// How `habits` exits, the linter convention (conventions.md §6): 0 clean, 1 findings, 2 usage
/// or I/O errors. ArgumentParser's 64 for usage errors is deliberately not used: pre-commit and
/// CI scripts expect 2.
package enum ExitStatus: Int32, Error, Sendable {
  /// Success: no errors (warnings allowed).
  case success = 0
  /// Errors in the files (or warnings with --strict, or a habit needing attention with
  /// --attention).
  case findings = 1
  /// A usage error, or a file that could not be read or written.
  case failure = 2
}
