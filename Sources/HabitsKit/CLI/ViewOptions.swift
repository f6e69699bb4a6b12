/// Option handling the view commands share: narrowing to one habit, counts and months.
extension CommandContext {
  /// `journal` narrowed to the habit `name` picks out, or unchanged when `name` is nil.
  func selecting(_ name: String?, in journal: Journal) -> Result<Journal, ExitStatus> {
    guard let name else { return .success(journal) }
    switch findHabit(name, in: journal) {
    case .success(let i):
      return .success(Journal(habits: [journal.habits[i]], logs: [journal.logs[i]]))
    case .failure(let status): return .failure(status)
    }
  }

  /// A whole-number option within `range`, `defaultValue` when absent, or a usage error.
  func countOption(_ name: String, default defaultValue: Int, range: ClosedRange<Int>) -> Result<
    Int, ExitStatus
  > {
    guard let text = arguments.value(name) else { return .success(defaultValue) }
    guard let value = Int(text), range.contains(value) else {
      return .failure(
        usageError(
          "Invalid value '\(text)' for '--\(name) <n>': expected a whole number from "
            + "\(range.lowerBound) to \(range.upperBound)"
        ))
    }
    return .success(value)
  }

  /// A `YYYY-MM` option as the first day of that month, nil when absent, or a usage error.
  func monthOption(_ name: String) -> Result<Day?, ExitStatus> {
    guard let text = arguments.value(name) else { return .success(nil) }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    if parts.count == 2, parts[0].count == 4, parts[1].count == 2, let year = Int(parts[0]),
      let month = Int(parts[1]),
      let first = Day(year: year, month: month, day: 1)
    {
      return .success(first)
    }
    return .failure(usageError("Invalid value '\(text)' for '--\(name) <month>': expected YYYY-MM"))
  }

  /// Prints a usage error for this command and returns exit status 2.
  func usageError(_ message: String) -> ExitStatus {
    err(HelpText.usageError(Arguments.UsageError(message: message, command: arguments.command)))
    return .failure
  }
}
