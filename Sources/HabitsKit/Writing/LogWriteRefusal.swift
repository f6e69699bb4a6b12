/// A write refused before it is planned, for what its words say: an unknown habit or reward,
/// a count or an amount that does not read, a note that is no note. Like the plan's refusals
/// (`LogWritePolicy`) it is a catalogued diagnostic, located once the log is read at the line
/// the write would add, so that every refusal of `log`, `skip`, `vacation`, `resume` and
/// `redeem` is printed one way (`habits: MESSAGE`, its hint, exit 2; with `--json`, one
/// object of diagnostics on standard output).
package struct LogWriteRefusal: Error, Hashable, Sendable {
  /// The code and the message.
  package var message: DiagnosticMessage
  /// How to go on, if there is a way.
  package var hint: String?

  /// Creates a refusal.
  package init(_ message: DiagnosticMessage, hint: String? = nil) {
    self.message = message
    self.hint = hint
  }

  /// The refusal of words that do not read, with the code the log gives the same words.
  package init(_ problem: HabitWords.Problem) {
    self.init(.unreadableWords(problem))
  }

  /// The refusal as a diagnostic at the line the write would add.
  package func located(at site: WriteSite) -> Diagnostic { .refusal(message, at: site, hint: hint) }
}
