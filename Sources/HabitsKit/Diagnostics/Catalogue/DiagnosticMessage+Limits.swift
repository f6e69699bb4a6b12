/// The size limits of both files (`SizeLimits`, conventions item 32), all `too-large`.
extension DiagnosticMessage {
  /// A file larger than 2 GiB.
  static var fileTooLarge: DiagnosticMessage { .init(.tooLarge, "the file is larger than 2 GiB") }

  /// The habit past the 10,000th.
  static var tooManyHabits: DiagnosticMessage {
    .init(.tooLarge, "more than 10,000 habits: this line and the rest of the file are not read")
  }

  /// The habit line past the 100,000th.
  static var tooManyHabitLines: DiagnosticMessage {
    .init(.tooLarge, "more than 100,000 habit lines: this line and the rest of the file are not read")
  }

  /// A line longer than 1 MiB: "a line of 10000000 bytes, longer than 1 MiB".
  static func lineTooLong(_ bytes: Int) -> DiagnosticMessage {
    .init(.tooLarge, "a line of \(bytes) bytes, longer than 1 MiB")
  }
}
